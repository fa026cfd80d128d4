// SPDX-License-Identifier: MIT
import Foundation
import TransitEngine
import TransitLanguage
import TransitModel
import TransitPresentation

/// Events: what the user (or the app) does, and how each event's steps are shown.
extension ShellSession {
    mutating func send(_ event: Event) -> CommandResult {
        if let r = requireFlow() { return r }
        // Paused mid-event: the new event happens after the paused one is over; say so instead of acting silently.
        var note: String? = nil
        if let p = pausedAt, let total = history?.current?.steps.count {
            note = style.dim("(the paused event ran to its end first, from step \(p + 1) of \(total))")
        }
        pausedAt = nil
        do {
            guard let t = try history?.apply(event) else { return .fail("no flow is loaded: load FILE") }
            notReplayed = []
            var r = describe(t)
            if let note { r.output = note + "\n" + r.output }
            r.isEvent = true
            r.diagnostics = t.diagnostics
            return r
        } catch {
            return .fail(error.description)
        }
    }

    /// Prints an event's steps (up to the first breakpoint) and its problems.
    mutating func describe(_ t: Transition) -> CommandResult {
        var r = CommandResult()
        var stop: Int? = nil
        if !breakpoints.isEmpty { stop = t.steps.indices.first { matches(t.steps[$0]) } }
        let pauseText = stop.map { pauseLine($0, t) }
        let last = stop ?? (t.steps.count - 1)
        var lines: [String] = []
        var hidden = 0
        for (i, s) in t.steps.enumerated() where i <= last {
            if s.isLifecycle && !showLifecycle { hidden += 1; continue }
            lines.append(formatStep(i, s))
        }
        // Step numbers count the hidden lifecycle steps too: say so once, where the first gap appears.
        if hidden > 0, explainsHiddenSteps, !toldLifecycleHidden {
            toldLifecycleHidden = true
            lines.append(style.dim("  (the numbers skip \(hidden) lifecycle step\(hidden == 1 ? "" : "s") such as viewWillAppear; 'set lifecycle on' shows them)"))
        }
        if let stop, let pauseText {
            pausedAt = stop
            var parts = pauseText.split(separator: "\n", maxSplits: 1).map(String.init)
            parts[0] += style.dim(" — step, next or continue")
            lines.append(parts.joined(separator: "\n"))
        } else {
            lines.append(summaryLine(t.state))
        }
        r.output = lines.joined(separator: "\n")
        return r
    }

    func formatStep(_ i: Int, _ s: Step) -> String {
        let n = style.dim(String(format: "%3d ", i + 1))
        switch s.kind {
        case .diagnostic:
            return n + (s.code?.defaultSeverity == .error ? style.red(s.message) : style.yellow(s.message))
        case .lifecycle: return n + style.dim(s.message)
        case .transition: return n + style.cyan(s.message)
        case .ignored: return n + style.dim(s.message)
        default: return n + s.message
        }
    }

    func summaryLine(_ st: SimState) -> String {
        if let c = st.crash { return style.red("the app crashed: \(c) — undo to go on") }
        let top = st.topScreen.map { st.name(of: $0) } ?? "nothing"
        let modals = st.modalChain.compactMap { st.visibleLeaf($0).map { st.name(of: $0) } }
        return style.dim("top: ") + style.bold(top) + (modals.isEmpty ? "" : style.dim("  modals: ") + modals.joined(separator: " › "))
    }

    mutating func tap(_ rest: String) -> CommandResult {
        if let r = requireFlow() { return r }
        guard !rest.isEmpty else { return .fail("usage: tap [Screen.]action [(label: value, …)] — 'actions' lists them") }
        do {
            let tokens = try InputScanner.scan(rest)
            var path: [String] = []
            var i = 0
            while i < tokens.count, case .word(let w) = tokens[i], w != "." {
                path.append(w)
                i += 1
                if i < tokens.count, tokens[i] == .word(".") { i += 1 } else { break }
            }
            // "List.select" scans as word, dot-case: accept that spelling too.
            while i < tokens.count, case .dotCase(let w) = tokens[i] { path.append(w); i += 1 }
            guard !path.isEmpty else { return .fail("expected an action name after 'tap'") }
            var reader = ValueReader(Array(tokens[i...]))
            let args = try reader.labelledArguments()
            let name = path.removeLast()
            guard let engine, let st = history?.state else { return .fail("no flow") }
            var screen: String? = nil, cell: String? = nil
            if path.count == 2 { screen = path[0]; cell = path[1] }
            else if path == ["alert"] { screen = "alert" }
            else if path.count == 1 {
                // One qualifier: a screen name, or a cell of a visible screen.
                if engine.flow.screens[path[0]] != nil { screen = path[0] } else { cell = path[0] }
            } else if path.count > 2 {
                return .fail("'\(rest)': write Screen.action or Screen.Cell.action")
            }
            if screen == nil, cell != nil {
                screen = st.interactiveScreens.compactMap { st.screen($0)?.screen }.first {
                    engine.flow.screens[$0]?.cells.contains { $0.name == cell } ?? false
                }
            }
            return send(.action(screen: screen, cell: cell, name: name, arguments: args))
        } catch {
            return .fail(error.description)
        }
    }

    /// `launch`, or `launch(loggedIn: true)` for a launch state (the app's `= any` variables).
    mutating func launch(_ rest: String) -> CommandResult {
        if rest.isEmpty { return send(.launch) }
        do {
            var reader = ValueReader(try InputScanner.scan(rest))
            let args = try reader.labelledArguments()
            guard reader.atEnd, !args.isEmpty else { return .fail("usage: launch [(name: value, …)] — the values of the app's 'any' variables") }
            return send(.launchWith(args))
        } catch {
            return .fail(error.description)
        }
    }

    mutating func appEvent(_ rest: String) -> CommandResult {
        if let r = requireFlow() { return r }
        guard !rest.isEmpty else { return .fail("usage: event NAME [(label: value, …)]") }
        do {
            let tokens = try InputScanner.scan(rest)
            guard case .word(let name)? = tokens.first else { return .fail("expected an event name after 'event'") }
            var reader = ValueReader(Array(tokens.dropFirst()))
            let args = try reader.labelledArguments()
            return send(.appEvent(name: name, arguments: args))
        } catch {
            return .fail(error.description)
        }
    }

    mutating func tab(_ rest: String) -> CommandResult {
        guard !rest.isEmpty, !rest.contains(" ") else { return .fail("usage: tab NAME|INDEX") }
        if let i = Int(rest) { return send(.selectTab(.index(i))) }
        return send(.selectTab(.name(rest)))
    }

    mutating func finish(_ rest: String) -> CommandResult {
        if let r = requireFlow() { return r }
        do {
            var tokens = try InputScanner.scan(rest)
            var screen: String? = nil
            if case .word(let w)? = tokens.first, engine?.flow.screens[w] != nil {
                screen = w
                tokens.removeFirst()
            }
            var value: Value? = nil
            if !tokens.isEmpty {
                var reader = ValueReader(tokens)
                value = try reader.value()
                if !reader.atEnd { return .fail("unexpected text after the value") }
            }
            return send(.finish(screen: screen, value: value))
        } catch {
            return .fail(error.description)
        }
    }

    func actions() -> CommandResult {
        if let r = requireFlow() { return r }
        guard let e = engine, let st = viewedState else { return .fail("no flow") }
        let list = e.enabledEvents(in: st)
        var r = CommandResult()
        if list.isEmpty { r.output = st.crash != nil ? "nothing: the app has crashed (undo)" : "nothing can happen now"; return r }
        r.output = list.map { ev -> String in
            switch ev.kind {
            case .action:
                let params = ev.parameters.isEmpty ? "" : "(" + ev.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")"
                return "tap " + style.bold([ev.cell, ev.name].compactMap { $0 }.joined(separator: ".")) + params + style.dim("   on \(ev.screen ?? "?")")
            case .finish:
                let values = ev.resultType.map { e.flow.sampleValues(of: $0).prefix(4).map(\.description).joined(separator: " | ") } ?? ""
                return "finish \(ev.screen ?? "")" + (values.isEmpty ? "" : " " + values)
            default:
                return ev.description
            }
        }.joined(separator: "\n")
        return r
    }
}
