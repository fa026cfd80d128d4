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
    /// Says once why step numbers skip (the hidden lifecycle steps): the interactive shell and `run -v` do.
    public var explainsHiddenSteps = false
    /// Whether the session already said it.
    var toldLifecycleHidden = false
    /// Directory relative paths in load/save are resolved against (a script's own folder).
    public var baseDirectory: String
    public internal(set) var flowPaths: [String] = []
    public internal(set) var outcome: CheckOutcome?
    public internal(set) var history: History?
    public internal(set) var breakpoints: [Breakpoint] = []
    var nextBreakpointNumber = 1
    var sourceDepth = 0
    /// Events a reload could not replay (from the first that no longer applied): `redo` tries them again.
    var notReplayed: [Event] = []
    /// Views shown after every event (`display stack`).
    var displays: [String] = []
    /// While paused: the step index within the last event.
    public internal(set) var pausedAt: Int?
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
    /// Slow work keeps its result until interrupted or timed out (tests: `SlowWork.Policy.holdResult`).
    public var holdSlowWork = false
    /// Told once when slow work has run for a second, with what it is doing (the interactive shell prints it).
    public var slowNotice: (String) -> Void = { _ in }

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
        let before = displays.isEmpty ? nil : viewedState
        var r = dispatch(line)
        // After every change of the viewed state: an event, and undo, redo, goto, step or reload too (as gdb's display).
        if !displays.isEmpty, r.isEvent || before != viewedState, let st = viewedState, let e = engine {
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
        // A command word ends at a space or at '(' ("launch(loggedIn: true)", as events are written).
        let word = String(trimmed.prefix { !$0.isWhitespace && $0 != "(" })
        let rest = String(trimmed.dropFirst(word.count)).trimmingCharacters(in: .whitespaces)
        guard let spec = CommandSpec.find(word) else {
            // gdb's and lldb's words for starting the program.
            if ["run", "r", "start", "process"].contains(word) {
                return .fail("unknown command '\(word)'; to start the app, type 'launch' (gdb's run)" + (word == "r" ? "; to re-read the flow, 'reload'" : ""))
            }
            let hint = Suggest.didYouMean(word, in: CommandSpec.allWords, otherwise: "; type 'help' for the commands")
            return .fail("unknown command '\(word)'\(hint)")
        }
        switch spec.name {
        case .load: return load(rest)
        case .reload: return noArgs(rest, spec) ?? reload()
        case .launch: return launch(rest)
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
        case .finish:
            // gdb's finish runs to the end of the current function; here it is a new event. While paused a bare
            // 'finish' is most likely the gdb habit, so it is refused rather than changing the state.
            if pausedAt != nil, rest.isEmpty {
                return .fail("paused mid-event: 'finish' makes the top screen finish (a new event), not gdb's finish; 'continue' runs to the end of this event, 'next' steps on; to finish a screen now, say which: finish SCREEN [VALUE]")
            }
            return finish(rest)
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
            // gdb's info subcommands, each the view of the same name.
            switch rest {
            case "breakpoints", "break", "b": return listBreakpoints()
            case "stack": return view { style, st, e in StateText(engine: e, style: style).stack(st) }
            case "pending": return view { style, st, e in StateText(engine: e, style: style).pending(st) }
            case "coordinators": return view { style, st, e in StateText(engine: e, style: style).coordinators(st) }
            case "display":
                var r = CommandResult()
                r.output = displays.isEmpty ? "no views displayed" : "displayed after every change: " + displays.joined(separator: ", ")
                return r
            default: return .fail("usage: \(CommandSpec.find("info")?.usage ?? "info breakpoints")")
            }
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
        case .requirements: return noArgs(rest, spec) ?? requirements()
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
}
