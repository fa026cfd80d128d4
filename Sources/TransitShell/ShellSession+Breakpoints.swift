// SPDX-License-Identifier: MIT
import Foundation
import TransitEngine
import TransitLanguage
import TransitModel
import TransitPresentation

/// Breakpoints: which steps pause an event, and the commands that set and list them.
extension ShellSession {
    func matches(_ s: Step) -> Bool { breakpointIndex(for: s) != nil }

    /// The first breakpoint a step hits.
    func breakpointIndex(for s: Step) -> Int? { breakpointIndices(for: s).first }

    /// Every enabled breakpoint the step meets, in the order they were set.
    func breakpointIndices(for s: Step) -> [Int] {
        breakpoints.indices.filter { i in
            let b = breakpoints[i]
            if b.disabled { return false }
            if let c = b.condition, !s.message.contains(c) { return false }
            switch b.kind {
            case .screen, .coordinator: return s.subjects.contains(b.value) && (s.kind != .lifecycle || showLifecycle)
            case .transition: return s.transition != nil && s.transition == TransitionKind(rawValue: b.value)
            case .diagnostic: return s.code != nil && s.code?.rawValue == b.value
            case .action: return s.tapped == b.value
            case .line:
                guard let span = s.span, let colon = b.value.lastIndex(of: ":"), let line = Int(b.value[b.value.index(after: colon)...]) else { return false }
                let file = String(b.value[..<colon])
                return span.startPosition.line == line && (span.file.path == file || span.file.path.hasSuffix("/" + file))
            }
        }
    }

    /// "⏸ breakpoint 2 (screen Detail), hit 1 time, at step 7 of 9" and where in the flow the step comes from.
    mutating func pauseLine(_ i: Int, _ t: Transition) -> String {
        var text = "⏸ paused at step \(i + 1) of \(t.steps.count)"
        // gdb names every breakpoint at the stop ("Breakpoint 1, Breakpoint 2, …"): each is hit.
        let hit = breakpointIndices(for: t.steps[i])
        if !hit.isEmpty {
            let named = hit.map { b -> String in
                breakpoints[b].hits += 1
                let bp = breakpoints[b]
                return "breakpoint \(bp.number) (\(bp.kind.rawValue) \(bp.value)), hit \(bp.hits) time\(bp.hits == 1 ? "" : "s")"
            }
            text = "⏸ " + named.joined(separator: "; ") + ", at step \(i + 1) of \(t.steps.count)"
        }
        var out = style.yellow(text)
        if let span = t.steps[i].span {
            let p = span.startPosition
            out += "\n   " + style.dim("\(span.file.path):\(p.line): ") + span.file.lineText(p.line).trimmingCharacters(in: .whitespaces)
        }
        return out
    }

    mutating func addBreak(_ full: String) -> CommandResult {
        var rest = full
        var condition: String? = nil
        if let r = full.range(of: " if ") {
            rest = String(full[..<r.lowerBound])
            var c = String(full[r.upperBound...]).trimmingCharacters(in: .whitespaces)
            if c.count >= 2, c.hasPrefix("\""), c.hasSuffix("\"") { c = String(c.dropFirst().dropLast()) }
            guard !c.isEmpty else { return .fail("usage: break LOCATION if TEXT (the step's text must contain TEXT)") }
            condition = c
        }
        let parts = rest.split(separator: " ").map(String.init)
        if parts.isEmpty { return listBreakpoints() }
        var kind: Breakpoint.Kind
        var value: String
        if parts.count == 2, let k = Breakpoint.Kind(rawValue: parts[0]) {
            kind = k
            value = parts[1]
        } else if parts.count == 1 {
            // gdb style: the kind follows from the name.
            value = parts[0]
            let f = engine?.flow
            if value.range(of: #"^.+:\d+$"#, options: .regularExpression) != nil { kind = .line }
            else if value.contains(".") { kind = .action }
            else if Breakpoint.transitionKinds.contains(value) { kind = .transition }
            else if f?.coordinators[value] != nil { kind = .coordinator }
            else if f?.screens[value] != nil || f?.tabBars[value] != nil { kind = .screen }
            // After the flow's own names: a screen may be called T150.
            else if let code = DiagnosticCode(rawValue: value) {
                guard code.family == .runtime else {
                    let what = code.family == .language ? "a check of the flow as written ('check' reports it)"
                        : "a finding of the explorer ('transit check --explore' reports it)"
                    return .fail("\(value) is \(what), not something an event does: breakpoints stop on runtime codes (R…)")
                }
                kind = .diagnostic
            }
            else {
                let names = Array(f?.screens.keys ?? [:].keys) + Array(f?.coordinators.keys ?? [:].keys)
                return .fail("'\(value)' is no screen, coordinator, Screen.action, file:line, transition kind or R code"
                             + Suggest.didYouMean(value, in: names))
            }
        } else {
            return .fail("usage: break NAME | Screen.action | FILE:LINE | R301 | screen|coordinator|transition|diagnostic NAME")
        }
        if let f = engine?.flow {
            switch kind {
            case .screen where f.screens[value] == nil && f.tabBars[value] == nil:
                return .fail("no screen '\(value)'" + Suggest.didYouMean(value, in: f.screens.keys))
            case .coordinator where f.coordinators[value] == nil:
                return .fail("no coordinator '\(value)'" + Suggest.didYouMean(value, in: f.coordinators.keys))
            default: break
            }
        }
        let kinds = Breakpoint.transitionKinds
        if kind == .transition, !kinds.contains(value) { return .fail("'\(value)' is not a transition kind: \(kinds.joined(separator: ", "))") }
        if kind == .diagnostic, DiagnosticCode(rawValue: value)?.family != .runtime {
            return .fail("'\(value)' is not a runtime diagnostic code (R201…R306)")
        }
        if kind == .action, let f = engine?.flow {
            let p = value.split(separator: ".").map(String.init)
            guard p.count >= 2, let screen = f.screens[p[0]], screen.action(p.last!, cell: p.count == 3 ? p[1] : nil) != nil else {
                return .fail("no action '\(value)': write Screen.action (or Screen.Cell.action)")
            }
        }
        if kind == .line, let f = engine?.flow {
            let file = String(value[..<value.lastIndex(of: ":")!])
            guard f.files.contains(where: { $0.path == file || $0.path.hasSuffix("/" + file) }) else {
                return .fail("no loaded flow file '\(file)'; loaded: " + f.files.map(\.path).joined(separator: ", "))
            }
        }
        breakpoints.append(Breakpoint(kind: kind, value: value, number: nextBreakpointNumber, condition: condition))
        nextBreakpointNumber += 1
        var r = CommandResult()
        r.output = "breakpoint \(breakpoints.last!.number): \(kind.rawValue) \(value)" + (condition.map { " if \"\($0)\"" } ?? "")
        return r
    }

    mutating func enableBreak(_ rest: String, on: Bool) -> CommandResult {
        guard let n = Int(rest), let i = breakpoints.firstIndex(where: { $0.number == n }) else {
            return .fail("usage: \(on ? "enable" : "disable") N — breakpoints: " + (breakpoints.isEmpty ? "none" : breakpoints.map { String($0.number) }.joined(separator: ", ")))
        }
        breakpoints[i].disabled = !on
        var r = CommandResult()
        r.output = "breakpoint \(n) \(on ? "enabled" : "disabled")"
        return r
    }

    func listBreakpoints() -> CommandResult {
        var r = CommandResult()
        r.output = breakpoints.isEmpty ? "no breakpoints" :
            breakpoints.map { "\($0.number): \($0.kind.rawValue) \($0.value)" + ($0.condition.map { " if \"\($0)\"" } ?? "") + ($0.disabled ? "  (disabled)" : "")
                + ($0.hits > 0 ? "  (hit \($0.hits) time\($0.hits == 1 ? "" : "s"))" : "") }
            .joined(separator: "\n")
        return r
    }

    mutating func deleteBreak(_ rest: String) -> CommandResult {
        if rest == "all" { breakpoints = []; return CommandResult() }
        let numbers = breakpoints.map { String($0.number) }.joined(separator: ", ")
        guard let n = Int(rest) else {
            return .fail(breakpoints.isEmpty ? "there are no breakpoints" : "usage: delete N or delete all (breakpoints: \(numbers))")
        }
        guard let i = breakpoints.firstIndex(where: { $0.number == n }) else {
            return .fail(breakpoints.isEmpty ? "there are no breakpoints" : "no breakpoint \(n); the breakpoints are \(numbers)")
        }
        breakpoints.remove(at: i)
        return CommandResult()
    }
}
