// SPDX-License-Identifier: MIT
import TransitLanguage

/// A stand-in parent for exploring one coordinator or one screen on its own, when the app's launch never reaches it
/// (an import whose launch is not read, a parent behind a factory the flow does not say). It starts the coordinator
/// (or shows the screen) the way the flow's own code does (the first `start` or `push`/`present` of it; else as it
/// needs), from a screen of its own in a navigation controller, and closes and releases a coordinator when it
/// terminates, as a well-behaved parent does. What the explorer then finds inside is the flow's; what it finds about
/// the coordinator itself or the stand-in depends on a parent the flow does not show, and is left out (see `isAbout`).
public struct StandIn: Sendable {
    /// The coordinator or screen explored.
    public var subject: String
    /// True when `subject` is a screen (shown by the stand-in), false for a coordinator (started by it).
    public var isScreen: Bool
    /// How the stand-in starts it, as the flow language writes it: `as push`, `as present pageSheet`, `with no transition`.
    public var how: String
    /// The stand-in's own names (its coordinator, its screen) and the app variables that hold the inputs.
    public var parent: String
    public var host: String
    /// The values it gives the inputs: a sample (`"a"`), or nil for an input that takes every value, from the app
    /// variable named in `inputVars`.
    public var inputs: [(name: String, value: String?)] = []
    public var inputVars: [String: String] = [:]
    /// The source of the stand-in's declarations, and the app variables it adds (`var … = any`).
    public var source: String
    public var appVars: String
    /// `Name(input: value, …)` as the stand-in's start writes it.
    private var call: String
    /// The path its declarations are checked under: spans there are the stand-in's.
    public var path: String { "<stand-in for \(subject)>" }

    /// The stand-in that starts coordinator `name`, or nil when no input can be given a value the flow language writes.
    public init?(for name: String, in flow: Flow) {
        guard let def = flow.coordinators[name], var s = StandIn(name, isScreen: false, def.parameters, in: flow) else { return nil }
        let verb = StandIn.verb(of: def, in: flow)
        s.how = verb.isEmpty ? "with no transition" : verb
        let value = def.resultType == .void ? "" : " (_)"
        // When it terminates, whatever it showed leaves the window at once and the stand-in's screen is all that is
        // left, with nothing to do: the search stops there. What a real parent shows next is not the flow's to say.
        s.source = s.wrapping("""
            start \(s.call)\(verb.isEmpty ? "" : " " + verb) then\(value) {
              dismissToRoot animated: false
              root \(s.host) withNavigation
              release
            }
        """)
        self = s
    }

    /// The stand-in that shows screen `name` as the flow's first `push`/`present` of it does (never shown: pushed, as
    /// most screens are), or nil when no input can be given a value the flow language writes.
    public init?(screen name: String, in flow: Flow) {
        guard let def = flow.screens[name], var s = StandIn(name, isScreen: true, def.parameters, in: flow) else { return nil }
        let words = StandIn.showWords(of: name, in: flow)
        s.how = "as " + words.joined(separator: " ")
        // A result the screen delivers goes nowhere a real parent would not send it: the stand-in ignores it.
        let value = def.resultType == .void ? "" : " then (_) { log \"result\" }"
        s.source = s.wrapping("    \(words[0]) \(s.call)\(words.dropFirst().map { " " + $0 }.joined())\(value)")
        self = s
    }

    /// The parts both kinds share: names, inputs and the call; `how` and `source` are the caller's to set.
    private init?(_ name: String, isScreen: Bool, _ parameters: [ParameterSpec], in flow: Flow) {
        guard let (call, inputs, inputVars, appVars) = Self.call(name, parameters, in: flow) else { return nil }
        (subject, self.isScreen, self.call) = (name, isScreen, call)
        (self.inputs, self.inputVars, self.appVars) = (inputs, inputVars, appVars)
        (parent, host) = Self.names(in: flow)
        (how, source) = ("", "")
    }

    /// The stand-in's declarations around the lines its start block runs.
    private func wrapping(_ start: String) -> String {
        """
        screen \(host) {}
        coordinator \(parent) {
          root \(host) withNavigation
          start {
        \(start)
          }
        }

        """
    }

    /// Fresh names for the stand-in's coordinator and screen.
    private static func names(in flow: Flow) -> (parent: String, host: String) {
        let taken = Set(flow.screens.keys).union(flow.coordinators.keys).union(flow.tabBars.keys)
            .union(flow.enums.keys).union(flow.errors.keys).union(flow.models.keys).union(flow.appEvents.keys)
        let parent = fresh("TransitStandIn", taken)
        return (parent, fresh("TransitStandInHost", taken.union([parent])))
    }

    private static func fresh(_ base: String, _ used: Set<String>) -> String {
        var n = base, i = 2
        while used.contains(n) { n = base + String(i); i += 1 }
        return n
    }

    /// `Name(a: "a", b: standIn_b)`: a finite type is launch state (`= any`: every value explored); others take a
    /// sample value. Nil when an input has no sample the flow language writes.
    private static func call(_ name: String, _ parameters: [ParameterSpec], in flow: Flow)
        -> (call: String, inputs: [(name: String, value: String?)], inputVars: [String: String], appVars: String)? {
        var inputs: [(name: String, value: String?)] = []
        var inputVars: [String: String] = [:]
        var args: [String] = []
        var vars: [String] = []
        var used = Set(flow.app?.vars.map(\.name) ?? [])
        for p in parameters where p.defaultValue == nil {
            switch p.type {
            case .bool, .enumeration:
                let v = fresh("standIn_" + p.name, used)
                used.insert(v)
                vars.append("var \(v): \(p.type) = any")
                args.append("\(p.name): \(v)")
                inputs.append((p.name, nil))
                inputVars[v] = p.name
            default:
                // An input written without a type takes any value: a string stands for it.
                let sample = p.type == .void ? .string("a") : flow.sampleValues(of: p.type).first
                guard let sample else { return nil }
                args.append("\(p.name): \(sample)")
                inputs.append((p.name, sample.description))
            }
        }
        return (name + (args.isEmpty ? "" : "(" + args.joined(separator: ", ") + ")"), inputs, inputVars, vars.joined(separator: "\n"))
    }

    /// How the flow shows screen `name` first: `push`, `present formSheet withNavigation`; a root, tab or embedded
    /// child as the window's root in a navigation controller; never shown: `push`.
    static func showWords(of name: String, in flow: Flow) -> [String] {
        var found: (ShowKind, ShowOptions)?
        for body in flow.everyBody where found == nil {
            body.forEachNested { e in
                if found == nil, case .show(let kind, let d, let options, _) = e.kind, case .screen(name, _) = d.ref { found = (kind, options) }
            }
        }
        guard let (kind, options) = found else { return ["push"] }
        switch kind {
        case .push: return ["push"]
        case .present:
            var words = ["present"]
            if options.style != .automatic { words.append(options.style.rawValue) }
            if options.withNavigation { words.append("withNavigation") }
            if options.nonDismissible { words.append("nonDismissible") }
            return words
        case .root, .tab, .embed, .itself: return ["root", "withNavigation"]
        }
    }

    /// How the flow starts it: the verb of the first `start` of it, else what its root needs.
    static func verb(of def: CoordinatorDef, in flow: Flow) -> String {
        var found: (ShowKind, ShowOptions)?
        for c in flow.coordinatorOrder.compactMap({ flow.coordinators[$0] }) where found == nil {
            for body in c.bodies where found == nil {
                body.forEachNested { e in
                    if found == nil, case .start(let d, let kind, _, let options, _) = e.kind, d.ref == .coordinator(def.name) {
                        found = (kind, options)
                    }
                }
            }
        }
        if found == nil, let tab = flow.tabBars.values.flatMap(\.tabs).first(where: { $0.destination.ref == .coordinator(def.name) }) {
            var options = ShowOptions()
            options.withNavigation = tab.withNavigation
            found = (.tab, options)
        }
        let kind: ShowKind
        let options = found?.1 ?? ShowOptions()
        if let f = found?.0 { kind = f } else if let root = def.root {
            // Nobody in the flow starts it: a root in a navigation controller (or a tab bar) stands as the window's
            // root; a bare root is pushed, as a coordinator handed its parent's navigation controller shows it.
            if case .tabs = root.ref { kind = .root } else { kind = def.rootOptions.withNavigation ? .root : .push }
        } else { kind = .itself }
        var words: [String]
        switch kind {
        case .push: words = ["push"]
        case .present:
            words = ["present"]
            if options.style != .automatic { words.append(options.style.rawValue) }
            if options.withNavigation { words.append("withNavigation") }
            if options.nonDismissible { words.append("nonDismissible") }
        case .root, .tab, .embed:
            // A tab or an embedded child cannot be left by back or swipe-down either: the window's root is the
            // nearest container the stand-in can give it.
            words = ["root"]
            if options.withNavigation { words.append("withNavigation") }
        case .itself:
            // Its start block shows its first screen from the stand-in's screen.
            return ""
        }
        if options.autoRelease { words.append("autoRelease") }
        return "as " + words.joined(separator: " ")
    }

    /// The start as the trace's first step says it: `start Detail(id: "a", editing: true) alone (as push)`, with
    /// the values the launch gave the inputs that take every value.
    public func startText(_ launch: [String: Value] = [:]) -> String {
        let args = inputs.map { i -> String in
            let v = i.value ?? inputVars.first { $0.value == i.name }.flatMap { launch[$0.key]?.description } ?? "any"
            return "\(i.name): \(v)"
        }
        // The app's own launch state, when it has some.
        let state = launch.filter { inputVars[$0.key] == nil }.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        return (isScreen ? "show " : "start ") + subject + (args.isEmpty ? "" : "(" + args.joined(separator: ", ") + ")") + " alone (\(how))"
            + (state.isEmpty ? "" : ", launched with " + state.joined(separator: ", "))
    }

    /// True when a finding is about the stand-in or about the coordinator's own life as a child (its leak, its
    /// early release, the stand-in's screen left with nothing to do): a parent the flow does not show decides those.
    /// `subjects`: what the finding is about, first the one it is mainly about; the stand-in among any of them (a
    /// screen's action sent to the stand-in, which handles none) makes it the stand-in's.
    public func isAbout(subjects: [String], span: SourceSpan?) -> Bool {
        if span?.file.path == path { return true }
        if subjects.contains(where: { $0 == parent || $0 == host }) { return true }
        // A screen shown alone is the flow's own: what it does is reported (its leak is its code's); a coordinator's
        // own life as a child is its parent's business.
        return !isScreen && subjects.first == subject
    }
}

extension FlowLoader {
    /// The flow of `paths` with its launch replaced by the stand-in's: the app's variables stay, the stand-in's
    /// inputs are added to them, and its declarations are checked with the rest.
    public static func load(_ paths: [String], standIn: StandIn, loader: Loader = Loader()) -> CheckOutcome {
        load(loader.load(paths), standIn: standIn)
    }

    /// The same, from files already read and parsed (a search explores many coordinators of one flow alone).
    public static func load(_ read: Loader.Result, standIn: StandIn) -> CheckOutcome {
        var loaded = read
        let extra = "app TransitStandInApp {\n\(standIn.appVars)\n  launch \(standIn.parent)\n}\n" + standIn.source
        let (unit, d) = Parser.parse(SourceFile(path: standIn.path, text: extra))
        var app: AppDecl?
        var decls: [Declaration] = []
        for decl in unit.declarations {
            if case .app(let a) = decl { app = a } else { decls.append(decl) }
        }
        var replaced = false
        for u in loaded.units.indices {
            for i in loaded.units[u].declarations.indices {
                guard !replaced, case .app(var a) = loaded.units[u].declarations[i] else { continue }
                a.launch = app?.launch
                a.modifiers = []
                a.vars += app?.vars ?? []
                loaded.units[u].declarations[i] = .app(a)
                replaced = true
            }
        }
        // A flow without an app of its own gets the stand-in's.
        if !replaced, let app { decls.append(.app(app)) }
        var own = unit
        own.declarations = decls
        loaded.units.append(own)
        return check(units: loaded.units, diagnostics: loaded.diagnostics + d, ioFailure: loaded.ioFailure, werror: false)
    }
}
