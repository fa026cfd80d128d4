// SPDX-License-Identifier: MIT
import Foundation
import TransitEngine
import TransitLanguage
import TransitModel
import TransitPresentation

/// What a command produced.
public struct CommandResult: Sendable {
    public enum Expectation: Sendable, Equatable { case passed, failed(String) }
    public var output = ""
    /// A refused command: a one-line message, the shell goes on.
    public var error: String?
    public var expectation: Expectation?
    public var quit = false
    /// Ctrl-C abandoned the command (a `source` stops there too).
    public var interrupted = false
    /// The flow failed to load (scripts stop with exit 2).
    public var loadFailed = false
    /// The command sent an event; `diagnostics` are the problems it found.
    public var isEvent = false
    public var diagnostics: [RuntimeDiagnostic] = []

    static func fail(_ m: String) -> CommandResult { var r = CommandResult(); r.error = m; return r }
}

/// A shell session: the loaded flow, its history, breakpoints and the pause cursor. Pure but for file reads
/// and writes by load/reload/save; the interactive loop and the script runner both drive it.
public struct ShellSession {
    public struct Breakpoint: Hashable, Sendable {
        /// `action`: a tap of Screen.action; `line`: a step caused by the flow source at file:line.
        public enum Kind: String, Sendable, CaseIterable { case screen, coordinator, transition, diagnostic, action, line }
        public var kind: Kind
        public var value: String
        /// Stable: deleting another breakpoint does not renumber this one.
        public var number: Int = 0
        public var hits: Int = 0
        public var disabled = false
        /// `break … if TEXT`: only steps whose text contains TEXT (an argument value, a screen's input…).
        public var condition: String? = nil
        /// The transition kinds steps carry (Step.transition), for `break transition KIND` and its completion.
        public static let transitionKinds = TransitionKind.allCases.map(\.rawValue)
    }

    public var style: TextStyle
    public var showLifecycle = false
    /// Directory relative paths in load/save are resolved against (a script's own folder).
    public var baseDirectory: String
    public private(set) var flowPaths: [String] = []
    public private(set) var outcome: CheckOutcome?
    public private(set) var history: History?
    public private(set) var breakpoints: [Breakpoint] = []
    var nextBreakpointNumber = 1
    var sourceDepth = 0
    /// Events a reload could not replay (from the first that no longer applied): `redo` tries them again.
    var notReplayed: [Event] = []
    /// Views shown after every event (`display stack`).
    var displays: [String] = []
    /// While paused: the step index within the last event.
    public private(set) var pausedAt: Int?
    /// `render --follow`: the file re-drawn after every change.
    var follow: Follow?
    /// The flow diagram, laid out once per loaded flow.
    var diagram: FlowDiagram?
    /// What part of the flow `diagram` draws.
    var diagramFocus = DiagramFocus()
    /// Polled during slow commands (render, load): the interactive shell answers Ctrl-C here.
    public var interrupted: () -> Bool = { false }
    /// Seconds a render may take before it is abandoned.
    public var renderTimeout: Double = 60

    public init(style: TextStyle, baseDirectory: String = FileManager.default.currentDirectoryPath) {
        self.style = style
        self.baseDirectory = baseDirectory
    }

    public var flowName: String? { flowPaths.first.map { ($0 as NSString).lastPathComponent } }
    var engine: Engine? { history?.engine }

    /// The state commands look at: the paused step's snapshot, or the current state.
    public var viewedState: SimState? {
        guard let h = history else { return nil }
        if let i = pausedAt, let t = h.current, i < t.steps.count, let st = t.steps[i].state { return st }
        return h.state
    }

    public var prompt: String {
        guard let name = flowName else { return "transit> " }
        let top = viewedState?.topScreen.flatMap { viewedState?.name(of: $0) }
        let paused = pausedAt != nil ? " ⏸" : ""
        return "transit \(name)\(top.map { " [\($0)]" } ?? "")\(paused)> "
    }

    func resolve(_ path: String) -> String {
        let expanded = (path as NSString).expandingTildeInPath
        return expanded.hasPrefix("/") ? expanded : (baseDirectory as NSString).appendingPathComponent(expanded)
    }

    // MARK: Dispatch

    public mutating func execute(_ line: String) -> CommandResult {
        var r = dispatch(line)
        if r.isEvent, !displays.isEmpty, let st = viewedState, let e = engine {
            let text = StateText(engine: e, style: style)
            for d in displays {
                let view: String
                switch d {
                case "stack": view = text.stack(st)
                case "pending": view = text.pending(st)
                default: view = text.coordinators(st)
                }
                r.output += (r.output.isEmpty ? "" : "\n") + style.dim("display \(d):") + "\n" + view
            }
        }
        if follow != nil, r.error == nil, r.expectation == nil, let note = refreshFollow() {
            r.output += (r.output.isEmpty ? "" : "\n") + note
        }
        return r
    }

    mutating func dispatch(_ line: String) -> CommandResult {
        // Control characters (a stray Ctrl-V, a pasted NUL, a line break) would be echoed back into messages and
        // upset the terminal: refuse the line instead, saying which character it was.
        if let c = line.unicodeScalars.first(where: { $0.properties.generalCategory == .control && $0 != "\t" }) {
            return .fail("the line contains a control character (U+\(String(format: "%04X", c.value))); type the command again")
        }
        let trimmed = ShellSession.withoutComment(line).trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.hasPrefix("//") { return CommandResult() }
        let word = String(trimmed.prefix { !$0.isWhitespace })
        let rest = String(trimmed.dropFirst(word.count)).trimmingCharacters(in: .whitespaces)
        guard let spec = CommandSpec.find(word) else {
            let hint = Suggest.closest(word, in: CommandSpec.allWords).map { "; did you mean '\($0)'?" } ?? "; type 'help' for the commands"
            return .fail("unknown command '\(word)'\(hint)")
        }
        switch spec.name {
        case .load: return load(rest)
        case .reload: return noArgs(rest, spec) ?? reload()
        case .launch: return noArgs(rest, spec) ?? send(.launch)
        case .actions: return noArgs(rest, spec) ?? actions()
        case .tap: return tap(rest)
        case .back:
            if rest.isEmpty { return send(.back) }
            if rest == "cancel" { return send(.backCancelled) }
            let words = rest.split(separator: " ", omittingEmptySubsequences: true)
            if words.count == 2, words[0] == "to" { return send(.backTo(String(words[1]))) }
            return .fail("usage: \(spec.usage)")
        case .event: return appEvent(rest)
        case .swipe: return noArgs(rest, spec) ?? send(.swipe)
        case .tab: return tab(rest)
        case .finish: return finish(rest)
        case .step: return stepping(rest, lifecycle: true)
        case .next: return stepping(rest, lifecycle: false)
        case .continue: return noArgs(rest, spec) ?? continueToBreak()
        case .break: return addBreak(rest)
        case .where: return noArgs(rest, spec) ?? whereAmI()
        case .enable, .disable: return enableBreak(rest, on: spec.name == .enable)
        case .history: return noArgs(rest, spec) ?? listHistory()
        case .goto: return goTo(rest)
        case .restart: return noArgs(rest, spec) ?? goTo("0")
        case .source: return source(rest)
        case .display:
            var r = CommandResult()
            if rest.isEmpty { r.output = displays.isEmpty ? "no views displayed" : "displayed after every event: " + displays.joined(separator: ", "); return r }
            if rest == "off" { displays = []; r.output = "no views displayed"; return r }
            guard ["stack", "pending", "coordinators"].contains(rest) else { return .fail("usage: display stack|pending|coordinators|off") }
            if !displays.contains(rest) { displays.append(rest) }
            r.output = "displayed after every event: " + displays.joined(separator: ", ")
            return r
        case .list: return noArgs(rest, spec) ?? listSource()
        case .info:
            guard rest == "breakpoints" || rest == "break" || rest == "b" else { return .fail("usage: info breakpoints") }
            return listBreakpoints()
        case .delete: return deleteBreak(rest)
        case .undo: return undoRedo(rest, undo: true)
        case .redo: return undoRedo(rest, undo: false)
        case .stack: return noArgs(rest, spec) ?? view { style, st, e in StateText(engine: e, style: style).stack(st) }
        case .pending: return noArgs(rest, spec) ?? view { style, st, e in StateText(engine: e, style: style).pending(st) }
        case .modals: return noArgs(rest, spec) ?? view { style, st, e in StateText(engine: e, style: style).modals(st) }
        case .coordinators: return noArgs(rest, spec) ?? view { style, st, e in StateText(engine: e, style: style).coordinators(st) }
        case .log: return log(rest)
        case .diagnostics: return noArgs(rest, spec) ?? diagnostics()
        case .save: return save(rest)
        case .render: return render(rest)
        case .expect: return expect(rest)
        case .set: return set(rest)
        case .help: return help(rest)
        case .quit:
            if let r = noArgs(rest, spec) { return r }
            var r = CommandResult()
            r.quit = true
            return r
        }
    }

    /// The line without a `#` comment: one at the start, or after a space, outside double-quoted strings
    /// (`expect diagnostic R301   # the leak`).
    public static func withoutComment(_ line: String) -> String {
        var inString = false
        var escaped = false
        var previous: Character = " "
        for (i, ch) in zip(line.indices, line) {
            // A backslash escapes the next character inside and outside strings, as `words` reads it.
            if escaped {
                escaped = false
            } else if ch == "\\" {
                escaped = true
            } else if inString {
                if ch == "\"" { inString = false }
            } else if ch == "\"" {
                inString = true
            } else if ch == "#", previous == " " || previous == "\t" {
                return String(line[..<i])
            }
            previous = ch
        }
        return line
    }

    func noArgs(_ rest: String, _ spec: CommandSpec) -> CommandResult? {
        rest.isEmpty ? nil : .fail("'\(spec.name.rawValue)' takes no arguments (usage: \(spec.usage))")
    }

    func requireFlow() -> CommandResult? {
        history == nil ? .fail("no flow is loaded: load FILE") : nil
    }

    // MARK: Loading

    public mutating func load(_ rest: String) -> CommandResult {
        guard !rest.isEmpty else { return .fail("usage: load FILE…") }
        let files: [String]
        do { files = try ShellSession.words(rest) } catch { return .fail(error.description) }
        return loadFiles(files.map(resolve), replay: [])
    }

    /// Loads files named on the command line: no quoting, so any file name works.
    public mutating func load(files: [String]) -> CommandResult {
        files.isEmpty ? .fail("usage: load FILE…") : loadFiles(files.map(resolve), replay: [])
    }

    mutating func loadFiles(_ files: [String], replay events: [Event]) -> CommandResult {
        // Reading, checking and replaying run where Ctrl-C can abandon them; the session changes only after.
        let loaded = SlowWork.run(limit: nil, interrupted: interrupted) { () -> (CheckOutcome, History.Replay?) in
            let o = FlowLoader.load(files)
            if o.ioFailure || o.hasErrors || events.isEmpty { return (o, nil) }
            return (o, History.replay(events, on: Engine(flow: o.flow)))
        }
        guard case .finished(let (o, replayed)) = loaded else {
            var r = CommandResult.fail("loading interrupted; " + (history != nil ? "the flow loaded before stays" : "no flow is loaded"))
            r.interrupted = true
            return r
        }
        var r = CommandResult()
        let renderer = DiagnosticRenderer(color: style.color)
        if o.ioFailure || o.hasErrors {
            r.output = o.diagnostics.map(renderer.render).joined(separator: "\n")
            r.error = o.ioFailure ? "cannot read \(files.joined(separator: ", "))" :
                "the flow has \(o.errorCount) error\(o.errorCount == 1 ? "" : "s")" + (history != nil ? "; the last good flow stays loaded" : "")
            r.loadFailed = true
            return r
        }
        flowPaths = files
        outcome = o
        diagram = nil
        let engine = Engine(flow: o.flow)
        pausedAt = nil
        let f = o.flow
        var lines: [String] = []
        if !events.isEmpty {
            let replay = replayed ?? History.replay(events, on: engine)
            history = replay.history
            if let d = replay.divergence {
                notReplayed = Array(events[d.index...])
                lines.append("replayed \(d.index) of \(events.count) events; event \(d.index + 1) '\(ShellSession.command(for: d.event))' no longer applies: \(d.reason)")
                lines.append(style.dim(notReplayed.count == 1 ? "that event is kept: 'redo' (or a reload after a fix) tries it again"
                                       : "those \(notReplayed.count) events are kept: 'redo' (or a reload after a fix) tries them again"))
            } else {
                notReplayed = []
                lines.append("replayed \(events.count) event\(events.count == 1 ? "" : "s")")
            }
        } else {
            history = History(engine: engine)
        }
        let name = (files.first.map { ($0 as NSString).lastPathComponent }) ?? "flow"
        lines.insert("loaded \(name): \(f.screens.count) screens, \(f.coordinators.count) coordinators, \(f.tabBars.count) tab bars"
                     + (o.warningCount > 0 ? ", \(o.warningCount) warning\(o.warningCount == 1 ? "" : "s") (see 'diagnostics')" : ""), at: 0)
        if events.isEmpty, f.app != nil { lines.append(style.dim("type 'launch' to start the app, 'help' for commands")) }
        r.output = lines.joined(separator: "\n")
        return r
    }

    /// Loads a flow held in memory (tests, fuzzing): no file is read.
    public mutating func loadSource(_ source: String, name: String) {
        let o = FlowLoader.load(source: source, path: name)
        guard !o.hasErrors else { return }
        flowPaths = []
        outcome = o
        diagram = nil
        pausedAt = nil
        history = History(engine: Engine(flow: o.flow))
    }

    public mutating func reload() -> CommandResult {
        guard !flowPaths.isEmpty else { return .fail("nothing to reload: load FILE first") }
        // Events an earlier reload could not replay come after: a fixed flow gets them all back.
        return loadFiles(flowPaths, replay: (history?.events ?? []) + notReplayed)
    }

    // MARK: Events

    mutating func send(_ event: Event) -> CommandResult {
        if let r = requireFlow() { return r }
        // Paused mid-event: the new event happens after the paused one is over; say so instead of acting silently.
        var note: String? = nil
        if let p = pausedAt, let total = history?.current?.steps.count {
            note = style.dim("(the paused event ran to its end first, from step \(p + 1) of \(total))")
        }
        pausedAt = nil
        do {
            let t = try history!.apply(event)
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
        for (i, s) in t.steps.enumerated() where i <= last {
            if s.isLifecycle && !showLifecycle { continue }
            lines.append(formatStep(i, s))
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
            let text = s.message
            return n + (text.hasPrefix("error") ? style.red(text) : style.yellow(text))
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

    func matches(_ s: Step) -> Bool { breakpointIndex(for: s) != nil }

    /// The first breakpoint a step hits.
    func breakpointIndex(for s: Step) -> Int? {
        breakpoints.firstIndex { b in
            if b.disabled { return false }
            if let c = b.condition, !s.message.contains(c) { return false }
            switch b.kind {
            case .screen, .coordinator: return s.subjects.contains(b.value) && (s.kind != .lifecycle || showLifecycle)
            case .transition: return s.transition != nil && s.transition == TransitionKind(rawValue: b.value)
            case .diagnostic: return s.code != nil && s.code == RuntimeCode(rawValue: b.value)
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
        if let b = breakpointIndex(for: t.steps[i]) {
            breakpoints[b].hits += 1
            let bp = breakpoints[b]
            text = "⏸ breakpoint \(bp.number) (\(bp.kind.rawValue) \(bp.value)), hit \(bp.hits) time\(bp.hits == 1 ? "" : "s"), at step \(i + 1) of \(t.steps.count)"
        }
        var out = style.yellow(text)
        if let span = t.steps[i].span {
            let p = span.startPosition
            out += "\n   " + style.dim("\(span.file.path):\(p.line): ") + span.file.lineText(p.line).trimmingCharacters(in: .whitespaces)
        }
        return out
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

    // MARK: Stepping

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
            else if RuntimeCode(rawValue: value) != nil { kind = .diagnostic }
            else if Breakpoint.transitionKinds.contains(value) { kind = .transition }
            else if f?.coordinators[value] != nil { kind = .coordinator }
            else if f?.screens[value] != nil || f?.tabBars[value] != nil { kind = .screen }
            else {
                let names = Array(f?.screens.keys ?? [:].keys) + Array(f?.coordinators.keys ?? [:].keys)
                return .fail("'\(value)' is no screen, coordinator, Screen.action, file:line, transition kind or R code"
                             + (Suggest.closest(value, in: names).map { "; did you mean '\($0)'?" } ?? ""))
            }
        } else {
            return .fail("usage: break NAME | Screen.action | FILE:LINE | R301 | screen|coordinator|transition|diagnostic NAME")
        }
        if let f = engine?.flow {
            switch kind {
            case .screen where f.screens[value] == nil && f.tabBars[value] == nil:
                return .fail("no screen '\(value)'" + (Suggest.closest(value, in: f.screens.keys).map { "; did you mean '\($0)'?" } ?? ""))
            case .coordinator where f.coordinators[value] == nil:
                return .fail("no coordinator '\(value)'" + (Suggest.closest(value, in: f.coordinators.keys).map { "; did you mean '\($0)'?" } ?? ""))
            default: break
            }
        }
        let kinds = Breakpoint.transitionKinds
        if kind == .transition, !kinds.contains(value) { return .fail("'\(value)' is not a transition kind: \(kinds.joined(separator: ", "))") }
        if kind == .diagnostic, !(RuntimeCode.allCases.map(\.rawValue).contains(value)) {
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

    mutating func enableBreak(_ rest: String, on: Bool) -> CommandResult {
        guard let n = Int(rest), let i = breakpoints.firstIndex(where: { $0.number == n }) else {
            return .fail("usage: \(on ? "enable" : "disable") N — breakpoints: " + (breakpoints.isEmpty ? "none" : breakpoints.map { String($0.number) }.joined(separator: ", ")))
        }
        breakpoints[i].disabled = !on
        var r = CommandResult()
        r.output = "breakpoint \(n) \(on ? "enabled" : "disabled")"
        return r
    }

    func listHistory() -> CommandResult {
        if let r = requireFlow() { return r }
        let h = history!
        var r = CommandResult()
        if h.entries.isEmpty { r.output = "no events yet"; return r }
        r.output = h.entries.enumerated().map { i, t in
            (i + 1 == h.cursor ? "→ " : "  ") + "\(i + 1) " + ShellSession.command(for: t.event) + (i + 1 > h.cursor ? style.dim("  (undone: redo)") : "")
        }.joined(separator: "\n")
        return r
    }

    mutating func goTo(_ rest: String) -> CommandResult {
        if let r = requireFlow() { return r }
        guard let n = Int(rest), n >= 0, n <= history!.entries.count else {
            return .fail("usage: goto N with N from 0 to \(history!.entries.count) (see 'history')")
        }
        pausedAt = nil
        _ = history!.goTo(n)
        var r = CommandResult()
        r.output = (n == 0 ? "before launch" : "after event \(n): " + ShellSession.command(for: history!.entries[n - 1].event)) + "\n" + summaryLine(history!.state)
        return r
    }

    /// Runs a script's lines in this session; stops at a refused command (as 'transit run --bail' would).
    mutating func source(_ rest: String) -> CommandResult {
        guard let words = try? ShellSession.words(rest), words.count == 1 else { return .fail("usage: source FILE") }
        sourceDepth += 1
        defer { sourceDepth -= 1 }
        guard sourceDepth <= 8 else { return .fail("source nests deeper than 8 scripts") }
        let path = resolve(words[0])
        let text: String
        do { text = try ScriptRunner.readScript(path) } catch { return .fail("cannot read \(words[0]): \(error)") }
        var outputs: [String] = []
        var passed = 0, failed = 0
        for (i, line) in text.components(separatedBy: .newlines).enumerated() {
            if i == 0, line.hasPrefix("#!") { continue }
            if interrupted() {
                outputs.append("\(words[0]):\(i + 1): interrupted")
                failed += 1
                break
            }
            let r = execute(line)
            if r.interrupted { return r }
            if !r.output.isEmpty { outputs.append(r.output) }
            switch r.expectation { case .passed?: passed += 1; case .failed(let m)?: failed += 1; outputs.append("\(words[0]):\(i + 1): failed: \(m)"); case nil: break }
            if let e = r.error {
                var out = CommandResult()
                out.output = outputs.joined(separator: "\n")
                out.error = "\(words[0]):\(i + 1): \(e)"
                return out
            }
        }
        var r = CommandResult()
        outputs.append("\(words[0]): \(passed) passed, \(failed) failed")
        r.output = outputs.joined(separator: "\n")
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
        guard let n = Int(rest), let i = breakpoints.firstIndex(where: { $0.number == n }) else {
            return .fail(breakpoints.isEmpty ? "there are no breakpoints"
                         : "usage: delete N or delete all (breakpoints: \(breakpoints.map { String($0.number) }.joined(separator: ", ")))")
        }
        breakpoints.remove(at: i)
        return CommandResult()
    }

    mutating func undoRedo(_ rest: String, undo: Bool) -> CommandResult {
        if let r = requireFlow() { return r }
        guard rest.isEmpty || (Int(rest) ?? 0) > 0 else { return .fail("usage: \(undo ? "undo" : "redo") [N] with N ≥ 1") }
        let n = Int(rest) ?? 1
        pausedAt = nil
        let done = undo ? history!.undo(n) : history!.redo(n)
        if done == 0, !undo, !notReplayed.isEmpty {
            // After a reload that diverged: try the events it could not replay, in order.
            var applied = 0
            while applied < n, let e = notReplayed.first {
                do { _ = try history!.apply(e) } catch {
                    if applied == 0 { return .fail("'\(ShellSession.command(for: e))' still does not apply: \(error.description)") }
                    break
                }
                notReplayed.removeFirst()
                applied += 1
            }
            var r = CommandResult()
            r.output = "redid \(applied) event\(applied == 1 ? "" : "s") that the reload had kept\n" + summaryLine(history!.state)
            return r
        }
        if done == 0 { return .fail(undo ? "nothing to undo" : "nothing to redo") }
        var r = CommandResult()
        r.output = "\(undo ? "undid" : "redid") \(done) event\(done == 1 ? "" : "s")\n" + summaryLine(history!.state)
        return r
    }

    func view(_ f: (TextStyle, SimState, Engine) -> String) -> CommandResult {
        if let r = requireFlow() { return r }
        var r = CommandResult()
        r.output = f(style, viewedState!, engine!)
        return r
    }

    func log(_ rest: String) -> CommandResult {
        if let r = requireFlow() { return r }
        var words = rest.split(separator: " ").map(String.init)
        let all = words.contains("all")
        words.removeAll { $0 == "all" }
        guard words.count <= 1, words.first.map({ Int($0) != nil && Int($0)! > 0 }) ?? true else { return .fail("usage: log [N] [all]") }
        let h = history!
        let ts = Array(h.past)
        let n = words.first.flatMap(Int.init) ?? ts.count
        var lines: [String] = []
        for (k, t) in ts.enumerated().suffix(n) {
            lines.append(style.bold("event \(k + 1): \(ShellSession.command(for: t.event))"))
            for (i, s) in t.steps.enumerated() where all || !s.isLifecycle { lines.append(formatStep(i, s)) }
        }
        var r = CommandResult()
        r.output = lines.isEmpty ? "no events yet" : lines.joined(separator: "\n")
        return r
    }

    func diagnostics() -> CommandResult {
        if let r = requireFlow() { return r }
        var lines: [String] = []
        let renderer = DiagnosticRenderer(color: style.color)
        for d in outcome?.diagnostics ?? [] { lines.append(renderer.render(d)) }
        for d in history!.diagnostics {
            let text = "\(d.severity.rawValue)[\(d.code.rawValue)]: \(d.message)  (event: \(d.event)\(d.span.map { ", \($0.description)" } ?? ""))"
            lines.append(d.severity == .error ? style.red(text) : style.yellow(text))
        }
        var r = CommandResult()
        r.output = lines.isEmpty ? "no problems found" : lines.joined(separator: "\n")
        return r
    }

    mutating func set(_ rest: String) -> CommandResult {
        let parts = rest.split(separator: " ").map(String.init)
        guard parts.count == 2, parts[0] == "lifecycle", parts[1] == "on" || parts[1] == "off" else {
            return .fail("usage: set lifecycle on|off")
        }
        showLifecycle = parts[1] == "on"
        return CommandResult()
    }

    func help(_ rest: String) -> CommandResult {
        var r = CommandResult()
        if rest.isEmpty {
            // 80 columns: the name (and aliases) in a column, the summary wrapped beside it; 'help NAME' has the rest.
            let names = CommandSpec.all.map { s in s.name.rawValue + (s.aliases.isEmpty ? "" : " (" + s.aliases.joined(separator: ", ") + ")") }
            let width = min(22, names.map(\.count).max() ?? 12) + 2
            var lines: [String] = []
            for (s, n) in zip(CommandSpec.all, names) {
                let wrapped = ShellSession.wrap(s.summary, width: 80 - width)
                let head = n.count + 2 <= width ? n.padding(toLength: width, withPad: " ", startingAt: 0) : n + "\n" + String(repeating: " ", count: width)
                lines.append(head + wrapped.joined(separator: "\n" + String(repeating: " ", count: width)))
            }
            r.output = lines.joined(separator: "\n") + "\n" + style.dim("help COMMAND: its usage and examples")
            return r
        }
        guard let s = CommandSpec.find(rest) else {
            return .fail("no command '\(rest)'" + (Suggest.closest(rest, in: CommandSpec.allWords).map { "; did you mean '\($0)'?" } ?? ""))
        }
        r.output = "usage: \(s.usage)\n\(s.summary)" + (s.details.isEmpty ? "" : "\n\n\(s.details)")
            + (s.aliases.isEmpty ? "" : "\naliases: " + s.aliases.joined(separator: ", "))
        return r
    }

    /// Splits text into lines of at most `width` characters, at spaces.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var cur = ""
        for word in text.split(separator: " ") {
            if !cur.isEmpty, cur.count + 1 + word.count > width { lines.append(cur); cur = "" }
            cur += (cur.isEmpty ? "" : " ") + word
        }
        if !cur.isEmpty { lines.append(cur) }
        return lines
    }

    // MARK: Saving

    /// The command that replays an event.
    public static func command(for e: Event) -> String {
        switch e {
        case .launch: return "launch"
        case .back: return "back"
        case .backTo(let s): return "back to \(s)"
        case .backCancelled: return "back cancel"
        case .appEvent(let n, let args):
            let a = args.sorted { $0.key < $1.key }.map { "\($0.key): \(userText($0.value))" }.joined(separator: ", ")
            return "event \(n)" + (a.isEmpty ? "" : "(\(a))")
        case .swipe: return "swipe"
        case .selectTab(let t): return "tab \(t)"
        case .finish(let s, let v): return "finish" + (s.map { " \($0)" } ?? "") + (v.map { " \(userText($0))" } ?? "")
        case .action(let s, let c, let n, let args):
            let path = [s, c, n].compactMap { $0 }.joined(separator: ".")
            let a = args.sorted { $0.key < $1.key }.map { "\($0.key): \(userText($0.value))" }.joined(separator: ", ")
            return "tap \(path)" + (a.isEmpty ? "" : "(\(a))")
        }
    }

    static func userText(_ v: Value) -> String {
        switch v {
        case .model(_, let id): return Value.string(id).description
        default: return v.description
        }
    }

    mutating func save(_ rest: String) -> CommandResult {
        if let r = requireFlow() { return r }
        guard let words = try? ShellSession.words(rest), words.count == 1 else { return .fail("usage: save FILE") }
        let target = resolve(words[0])
        let dir = (target as NSString).deletingLastPathComponent
        let flows = flowPaths.map { ShellSession.relativePath($0, from: dir) }
        if let odd = flows.first(where: { $0.unicodeScalars.contains { $0.properties.generalCategory == .control } }) {
            return .fail("cannot save: the flow's file name \(Value.quoted(odd)) has a control character a script line cannot hold")
        }
        var text = "#!/usr/bin/env -S transit run\n# Saved by transit: replays the session and checks that it ends as it did. "
            + "Run it with: transit run \((rest as NSString).lastPathComponent)\n"
        text += "load " + flows.map(ShellSession.word).joined(separator: " ") + "\n"
        text += savedEvents()
        do {
            try AtomicFile.write(text, to: target, executable: true)
        } catch {
            return .fail("cannot save \(rest): \(error)")
        }
        var r = CommandResult()
        let n = history!.events.count
        r.output = "saved \(n) event\(n == 1 ? "" : "s") to \(rest)"
        return r
    }

    /// Splits on spaces, keeping "quoted parts" together (file names with spaces).
    static func words(_ s: String) throws(InputScanner.Failure) -> [String] {
        var out: [String] = []
        var cur = ""
        var quoted = false
        var has = false
        var escaped = false
        for ch in s {
            // \" and \\ stand for themselves, so any file name can be written (save quotes names this way).
            if escaped { cur.append(ch); escaped = false; has = true; continue }
            if ch == "\\" {
                escaped = true
                continue
            }
            if ch == "\"" { quoted.toggle(); has = true; continue }
            if ch.isWhitespace && !quoted {
                if has { out.append(cur); cur = ""; has = false }
                continue
            }
            cur.append(ch)
            has = true
        }
        if escaped { cur.append("\\"); has = true }
        if quoted { throw InputScanner.Failure(description: "unterminated quote") }
        if has { out.append(cur) }
        return out
    }

    /// A file name as one word of a command: bare when it can be, else quoted with \" and \\ escaped.
    public static func word(_ s: String) -> String {
        if !s.isEmpty, !s.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "\\" || $0 == "#" }) { return s }
        return "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func relativePath(_ path: String, from dir: String) -> String {
        let a = (path as NSString).standardizingPath.split(separator: "/")
        let b = (dir as NSString).standardizingPath.split(separator: "/")
        var i = 0
        while i < a.count, i < b.count, a[i] == b[i] { i += 1 }
        let up = Array(repeating: "..", count: b.count - i)
        let rel = (up + a[i...].map(String.init)).joined(separator: "/")
        return rel.isEmpty ? "." : rel
    }
}
