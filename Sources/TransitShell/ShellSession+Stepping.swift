// SPDX-License-Identifier: MIT
import Foundation
import TransitEngine
import TransitLanguage
import TransitModel
import TransitPresentation

/// Stepping through an event, and moving through the history (undo, redo, goto).
extension ShellSession {
    mutating func stepping(_ rest: String, lifecycle: Bool) -> CommandResult {
        if let r = requireFlow() { return r }
        let n = Int(rest) ?? 1
        guard rest.isEmpty || (Int(rest) ?? 0) > 0 else { return .fail("usage: \(lifecycle ? "step" : "next") [N] with N ≥ 1") }
        guard let h = history, let t = h.current else { return .fail("no event to step through yet") }
        var lines: [String] = []
        var i: Int
        if let p = pausedAt { i = p } else {
            // Not paused: walk the last event again from its first step.
            i = -1
            lines.append(style.dim("stepping through '\(ShellSession.command(for: t.event))'"))
        }
        var moved = 0
        while moved < n {
            i += 1
            guard i < t.steps.count else {
                pausedAt = nil
                lines.append(style.dim("end of '\(ShellSession.command(for: t.event))'"))
                lines.append(summaryLine(h.state))
                var r = CommandResult(); r.output = lines.joined(separator: "\n"); return r
            }
            if !lifecycle && t.steps[i].isLifecycle { continue }
            if t.steps[i].isLifecycle && !showLifecycle && !lifecycle { continue }
            lines.append(formatStep(i, t.steps[i]))
            moved += 1
        }
        pausedAt = i
        lines.append(style.yellow("⏸ step \(i + 1) of \(t.steps.count)"))
        var r = CommandResult(); r.output = lines.joined(separator: "\n"); return r
    }

    mutating func continueToBreak() -> CommandResult {
        if let r = requireFlow() { return r }
        guard let h = history, let t = h.current, let p = pausedAt else {
            return .fail("not paused: nothing to continue")
        }
        var lines: [String] = []
        var i = p + 1
        while i < t.steps.count {
            let s = t.steps[i]
            if !(s.isLifecycle && !showLifecycle) { lines.append(formatStep(i, s)) }
            if matches(s) {
                pausedAt = i
                lines.append(pauseLine(i, t))
                var r = CommandResult(); r.output = lines.joined(separator: "\n"); return r
            }
            i += 1
        }
        pausedAt = nil
        lines.append(summaryLine(h.state))
        var r = CommandResult(); r.output = lines.joined(separator: "\n"); return r
    }

    /// `where` / `bt`: the step the session is at (paused, or the last one of the last event), the handlers it runs
    /// in, innermost first, and the event, each with the flow source it comes from.
    func whereAmI() -> CommandResult {
        if let r = requireFlow() { return r }
        guard let h = history, let t = h.current, !t.steps.isEmpty else { return .fail("no event yet: nothing to show") }
        let at = pausedAt ?? (t.steps.count - 1)
        func source(_ span: SourceSpan?) -> String {
            guard let span else { return "" }
            let p = span.startPosition
            return "   " + style.dim("\(span.file.path):\(p.line): ") + span.file.lineText(p.line).trimmingCharacters(in: .whitespaces)
        }
        var frames: [String] = []
        frames.append("step \(at + 1) of \(t.steps.count): \(t.steps[at].message)" + source(t.steps[at].span))
        for s in t.steps[..<at].reversed() where s.kind == .handler { frames.append(s.message + source(s.span)) }
        frames.append("event: " + ShellSession.command(for: t.event) + (pausedAt == nil ? style.dim("  (over)") : ""))
        var r = CommandResult()
        r.output = frames.enumerated().map { "#\($0.offset) " + $0.element }.joined(separator: "\n")
        return r
    }

    /// `list`: the flow lines around the current step's source, that line marked.
    func listSource() -> CommandResult {
        if let r = requireFlow() { return r }
        guard let h = history, let t = h.current, !t.steps.isEmpty else { return .fail("no event yet: nothing to list") }
        let at = pausedAt ?? (t.steps.count - 1)
        // The step's own line, else the nearest step before it that has one.
        guard let span = t.steps[...at].reversed().compactMap(\.span).first else { return .fail("the current step comes from no flow line") }
        let line = span.startPosition.line
        let last = span.file.lineCount
        var out = [style.dim("\(span.file.path):")]
        for n in max(1, line - 4)...min(last, line + 4) {
            out.append((n == line ? "→" : " ") + String(format: "%4d  ", n) + span.file.lineText(n))
        }
        var r = CommandResult()
        r.output = out.joined(separator: "\n")
        return r
    }

    func listHistory() -> CommandResult {
        if let r = requireFlow() { return r }
        guard let h = history else { return .fail("no flow is loaded: load FILE") }
        var r = CommandResult()
        if h.entries.isEmpty { r.output = "no events yet"; return r }
        r.output = h.entries.enumerated().map { i, t in
            (i + 1 == h.cursor ? "→ " : "  ") + "\(i + 1) " + ShellSession.command(for: t.event) + (i + 1 > h.cursor ? style.dim("  (undone: redo)") : "")
        }.joined(separator: "\n")
        return r
    }

    mutating func goTo(_ rest: String) -> CommandResult {
        if let r = requireFlow() { return r }
        let count = history?.entries.count ?? 0
        guard let n = Int(rest), n >= 0, n <= count else {
            return .fail("usage: goto N with N from 0 to \(count) (see 'history')")
        }
        pausedAt = nil
        _ = history?.goTo(n)
        guard let h = history else { return .fail("no flow is loaded: load FILE") }
        var r = CommandResult()
        r.output = (n == 0 ? "before launch" : "after event \(n): " + ShellSession.command(for: h.entries[n - 1].event)) + "\n" + summaryLine(h.state)
        return r
    }

    mutating func undoRedo(_ rest: String, undo: Bool) -> CommandResult {
        if let r = requireFlow() { return r }
        guard rest.isEmpty || (Int(rest) ?? 0) > 0 else { return .fail("usage: \(undo ? "undo" : "redo") [N] with N ≥ 1") }
        let n = Int(rest) ?? 1
        pausedAt = nil
        let done = (undo ? history?.undo(n) : history?.redo(n)) ?? 0
        if done == 0, !undo, !notReplayed.isEmpty {
            // After a reload that diverged: try the events it could not replay, in order.
            var applied = 0
            while applied < n, let e = notReplayed.first {
                do { _ = try history?.apply(e) } catch {
                    if applied == 0 { return .fail("'\(ShellSession.command(for: e))' still does not apply: \(error.description)") }
                    break
                }
                notReplayed.removeFirst()
                applied += 1
            }
            var r = CommandResult()
            r.output = "redid \(applied) event\(applied == 1 ? "" : "s") that the reload had kept" + (history.map { "\n" + summaryLine($0.state) } ?? "")
            return r
        }
        if done == 0 { return .fail(undo ? "nothing to undo" : "nothing to redo") }
        var r = CommandResult()
        r.output = "\(undo ? "undid" : "redid") \(done) event\(done == 1 ? "" : "s")" + (history.map { "\n" + summaryLine($0.state) } ?? "")
        return r
    }
}
