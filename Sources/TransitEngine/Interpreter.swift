// SPDX-License-Identifier: MIT
import TransitLanguage
import TransitModel

/// Runs one event on a private copy of the state. Only `Engine` uses it; from outside a step is a pure function.
struct Interpreter {
    static let maxNesting = 64
    static let maxSteps = 20_000

    let flow: Flow
    var s: SimState
    let event: Event
    let snapshots: Bool
    /// False when nobody reads the steps: they are counted (the step limit still holds) but not built.
    let recording: Bool
    var steps: [Step] = []
    /// Steps taken, recorded or not.
    var stepCount = 0
    /// A `transition` step replaced the window root during this event.
    var replacedRoot = false
    var diags: [RuntimeDiagnostic] = []
    /// Navigation controllers with an animated transition still running during this event.
    var animatingNavs: Set<ControllerID> = []
    /// A presentation or dismissal animation is running during this event.
    var presentationInProgress = false
    /// True while content that UIKit refused to show is thrown away: it never appeared, so no navigation or
    /// presentation delegate hears of it leaving, and a library that removes children there (`autoRelease`) does not.
    var discardingUnshown = false
    /// Coordinators whose first screen UIKit refused to show in this event (for the leak's cause).
    var refusedFirstScreen: Set<CoordinatorID> = []
    /// The names of the coordinators created in this event (Transition.createdCoordinators).
    var createdCoordinators: Set<String> = []
    var nesting = 0
    var maxControllers = 10_000
    /// Flow.listeningCoordinators, computed once by the Engine.
    var listening: Set<String> = []
    /// Engine.unreachableIfSilent.
    var unreachableIfSilent: [String: Set<String>] = [:]
    /// Screens detached during this event whose deallocation is pending (back / swipe run their code first).
    var detached: [ControllerID] = []
    /// Controllers removed by app code (pop, dismiss, root replaced): they deallocate when the event's code has
    /// returned, since the handler that removed them still holds them until then.
    var retired: [ControllerID] = []
    /// Coordinators released during this event and the screens they showed then: released too early (R303) only
    /// if one of those screens is still shown when the event is over.
    var releasedWithScreens: [(name: String, screens: [ControllerID], span: SourceSpan?)] = []
    /// Navigation transitions that took a screen off a stack, for the delegate's didShow once the code returns:
    /// (the screen that was on top, the navigation controller).
    var didShowQueue: [(from: ControllerID, nav: ControllerID)] = []
    /// Screens whose `on appear` runs once the transition that shows them is over.
    var appearQueue: [ControllerID] = []
    /// dismiss(animated:completion:) blocks, run once the dismissal is over.
    var completionQueue: [(body: [Effect], frame: Frame)] = []

    init(flow: Flow, state: SimState, event: Event, snapshots: Bool, recording: Bool = true) {
        self.flow = flow
        self.s = state
        self.event = event
        self.snapshots = snapshots
        self.recording = recording
    }

    var eventText: String { event.description }

    // MARK: Recording

    mutating func step(_ kind: Step.Kind, _ message: String, span: SourceSpan? = nil,
                       transition: TransitionKind? = nil, subjects: [String] = []) {
        if transition == .root { replacedRoot = true }
        guard stepCount < Interpreter.maxSteps else { return }
        stepCount += 1
        guard recording else { return }
        steps.append(Step(kind: kind, message: message, span: span, state: snapshots ? s : nil, transition: transition,
                          subjects: subjects))
    }

    mutating func diagnose(_ code: DiagnosticCode, _ message: String, span: SourceSpan?, subjects: [String] = []) {
        if code.isCrash, s.crash == nil { s.crash = message }
        diags.append(RuntimeDiagnostic(code: code, message: message, event: eventText, step: stepCount, span: span,
                                       subjects: subjects))
        step(.diagnostic, "\(code.defaultSeverity.rawValue)[\(code.rawValue)]: \(message)", span: span, subjects: subjects)
        if recording, !steps.isEmpty { steps[steps.count - 1].code = code }
    }

    /// `<Detail #4>`: how UIKit names an instance in its console messages.
    func label(_ id: ControllerID?) -> String {
        guard let id else { return "<nil>" }
        return "<\(s.name(of: id)) #\(id)>"
    }

    /// The next id, of the kind asked for: one counter for all, so an id names one instance ever.
    mutating func newID<ID: InstanceID>() -> ID {
        defer { s.nextID += 1 }
        return ID(raw: s.nextID)
    }

    // MARK: Events

    mutating func run() throws(EventError) {
        if let crash = s.crash {
            throw EventError("the app has crashed (\(crash)); undo or reload to go on")
        }
        switch event {
        case .launch: try launch([:])
        case .launchWith(let values): try launch(values)
        case .action(let screen, let cell, let name, let args): try userAction(screen: screen, cell: cell, name: name, args: args)
        case .back: try backButton()
        case .backTo(let name): try backTo(name)
        case .backCancelled: try backCancelled()
        case .appEvent(let name, let args): try appEvent(name, args)
        case .swipe: try swipeDown()
        case .selectTab(let sel): try userSelectTab(sel)
        case .finish(let screen, let value): try userFinish(screen: screen, value: value)
        }
        runDidShow()
        let crashedNow = s.crash != nil
        finishDetached()
        if !crashedNow { checkEarlyReleases() }
        // After a crash the app is gone: leaks of what it left half-done would be noise.
        if !crashedNow { checkLifetimes() }
        // The last step shows the state the event ends in (results registered after the last transition included).
        if snapshots, !steps.isEmpty { steps[steps.count - 1].state = s }
    }

    mutating func launch(_ state: [String: Value]) throws(EventError) {
        guard !s.launched else { throw EventError("the app is already launched") }
        guard let app = flow.app else { throw EventError("the flow has no 'app' declaration, so nothing launches") }
        let params = app.launchParameters
        if !state.isEmpty, params.isEmpty {
            throw EventError("the app has no launch state to choose: declare an app variable as 'var name: Bool = any'")
        }
        let chosen = try bindArguments(params, state, what: "launch")
        for p in params {
            guard let v = chosen[p.name], app.vars.first(where: { $0.name == p.name })?.launchValues?.contains(v) == true else {
                throw EventError("launch: '\(p.name)' starts as one of " + (app.vars.first { $0.name == p.name }?.launchValues ?? []).map(\.description).joined(separator: ", "))
            }
        }
        s.launched = true
        for v in app.vars { s.globals[v.name] = chosen[v.name] ?? v.initial }
        let shown = params.map { "\($0.name): \(chosen[$0.name] ?? .void)" }.joined(separator: ", ")
        step(.effect, "application(_:didFinishLaunchingWithOptions:)" + (shown.isEmpty ? "" : " with \(shown)"), span: app.span)
        let frame = Frame(acting: nil, coordinator: nil, env: [:], screenContext: false)
        switch app.launch.ref {
        case .coordinator(let n):
            let kind: ShowKind = flow.coordinators[n]?.root == nil ? .itself : .root
            startCoordinator(app.launch, kind: kind, tab: nil, options: app.options, handler: nil, frame: frame, span: app.span)
        default:
            guard let top = makeContent(app.launch, withNavigation: app.options.withNavigation, owner: nil, frame: frame) else { return }
            setWindowRoot(top, span: app.span)
        }
    }

    func requireLaunched() throws(EventError) {
        if !s.launched { throw EventError("the app is not launched yet: send 'launch' first") }
    }

    mutating func userAction(screen: String?, cell: String?, name: String, args: [String: Value]) throws(EventError) {
        try requireLaunched()
        let candidates = s.interactiveScreens
        if let alert = s.topAlert {
            try tapAlertButton(alert, screen: screen, name: name)
            return
        }
        let target: ControllerID
        if let screen {
            guard let t = candidates.first(where: { s.screen($0)?.screen == screen }) else {
                let visible = candidates.compactMap { s.screen($0)?.screen }
                throw EventError("'\(screen)' is not on screen; visible: \(visible.isEmpty ? "nothing" : visible.joined(separator: ", "))")
            }
            target = t
        } else {
            // Without a screen name, the first visible screen that has the action.
            guard let t = candidates.first(where: { id in
                s.screen(id).flatMap { flow.screens[$0.screen]?.action(name, cell: cell) } != nil
            }) else {
                let top = s.topScreen.map { s.name(of: $0) } ?? "nothing"
                throw EventError("no visible screen has an action '\([cell, name].compactMap { $0 }.joined(separator: "."))' (top: \(top))")
            }
            target = t
        }
        guard let inst = s.screen(target), let def = flow.screens[inst.screen] else { throw EventError("no such screen") }
        guard let action = def.action(name, cell: cell) else {
            let names = (cell.flatMap { c in def.cells.first { $0.name == c }?.actions } ?? def.actions).map(\.name)
            throw EventError("'\(inst.screen)\(cell.map { "." + $0 } ?? "")' has no action '\(name)'; its actions: \(names.joined(separator: ", "))")
        }
        let values = try bindArguments(action.parameters, args, what: "\(inst.screen).\(name)")
        let path = [inst.screen, cell, name].compactMap { $0 }.joined(separator: ".")
        step(.effect, "user taps \(path)" + (values.isEmpty ? "" : "(" + action.parameters.compactMap { p in values[p.name].map { "\(p.name): \($0)" } }.joined(separator: ", ") + ")"),
             span: action.span, subjects: [inst.screen])
        if recording, !steps.isEmpty { steps[steps.count - 1].tapped = path }
        if let body = action.body {
            var env = inst.inputs
            for (k, v) in values { env[k] = v }
            let frame = Frame(acting: target, coordinator: nil, env: env, screenContext: true)
            execute(body, frame)
            return
        }
        // A body-less action goes to the screen's output: its coordinator.
        guard let owner = inst.owner else {
            diagnose(.tapIgnored, "\(path) has no body and \(inst.screen) has no coordinator: the tap does nothing",
                     span: action.span, subjects: [inst.screen])
            return
        }
        guard let coord = s.coordinators[owner] else {
            diagnose(.tapIgnored, "\(path) is sent to a coordinator that was already released: the tap does nothing",
                     span: action.span, subjects: [inst.screen])
            return
        }
        guard let h = flow.coordinators[coord.name]?.handler(screen: inst.screen, cell: cell, action: name) else {
            diagnose(.tapIgnored, "\(coord.name) does not handle \(path): the tap does nothing", span: action.span,
                     subjects: [inst.screen, coord.name])
            return
        }
        var env = coord.inputs
        // The handler reads the sending screen's properties (its inputs) by name.
        for n in h.screenInputs { env[n] = inst.inputs[n] }
        for (i, b) in h.bindings.enumerated() where b != "_" && i < action.parameters.count {
            env[b] = values[action.parameters[i].name]
        }
        step(.handler, "\(coord.name) handles \(path)", span: h.span, subjects: [coord.name])
        execute(h.body, Frame(acting: target, coordinator: owner, env: env, screenContext: false))
    }

    func bindArguments(_ params: [ParameterSpec], _ args: [String: Value], what: String) throws(EventError) -> [String: Value] {
        var out: [String: Value] = [:]
        for (k, _) in args where !params.contains(where: { $0.name == k }) {
            throw EventError("\(what) has no argument '\(k)'" + (params.isEmpty ? "" : "; it takes " + params.map { "\($0.name): \($0.type)" }.joined(separator: ", ")))
        }
        for p in params {
            if let v = args[p.name] {
                guard let cv = Interpreter.coerce(v, to: p.type, flow: flow) else {
                    throw EventError("\(what): '\(p.name)' must be a \(p.type), not \(v)")
                }
                out[p.name] = cv
            } else if let d = p.defaultValue {
                out[p.name] = d
            } else if let sample = flow.sampleValues(of: p.type).first {
                // Unspecified arguments take the first sample value, so `tap select` works without typing one.
                out[p.name] = sample
            } else {
                throw EventError("\(what) needs '\(p.name): \(p.type)'")
            }
        }
        return out
    }

    /// Values typed in the shell are loosely typed ("t1" for a model, .ok for an enum); give them the declared type.
    static func coerce(_ v: Value, to t: FlowType, flow: Flow) -> Value? {
        switch (v, t) {
        case (.string, .string), (.int, .int), (.bool, .bool): return v
        case (.string(let s), .model(let m)): return .model(type: m, id: s)
        case (.model(_, let id), .model(let m)): return .model(type: m, id: id)
        case (.enumCase(_, let n), .enumeration(let e)):
            return flow.enums[e]?.cases.contains(n) == true ? .enumCase(type: e, name: n) : nil
        case (.enumCase(_, let n), .error(let e)), (.errorCase(_, let n), .error(let e)):
            return flow.errors[e]?.cases.contains(n) == true ? .errorCase(type: e, name: n) : nil
        case (.success(let x), .result(let st, _)): return coerce(x, to: st, flow: flow).map { .success($0) }
        case (.failure(let x), .result(_, let ft)): return coerce(x, to: ft, flow: flow).map { .failure($0) }
        case (.void, .void): return .void
        default: return nil
        }
    }

    mutating func userSelectTab(_ sel: TabSelector) throws(EventError) {
        try requireLaunched()
        guard let tb = s.visibleTabBar, case .tabBar(let name, let tabs, let names, let current) = s.controllers[tb]?.kind else {
            throw EventError("no tab bar is visible")
        }
        let idx: Int?
        switch sel {
        case .index(let i): idx = tabs.indices.contains(i) ? i : nil
        case .name(let n): idx = names.firstIndex(of: n)
        }
        guard let i = idx else { throw EventError("\(name) has no tab \(sel); its tabs: \(names.joined(separator: ", "))") }
        if i == current {
            // Tapping the selected tab pops its navigation stack to the root without app code; then the tab bar's
            // delegate hears didSelect (`on reselect TAB`).
            var depth = 0
            if case .navigation(let stack) = s.controllers[tabs[i]]?.kind { depth = stack.count }
            let hooked = s.reselectHook(tab: names[i], content: tabs[i], flow: flow) != nil
            guard depth >= 2 || hooked else {
                throw EventError("tab \(names[i]) is already selected and shows its root: tapping it does nothing")
            }
            if depth >= 2 {
                step(.transition, "user taps the selected tab \(names[i]): its stack pops to the root (UIKit calls no app code)",
                     transition: .popToRoot, subjects: [name])
                gesturePop(nav: tabs[i], keep: 1)
            } else {
                step(.effect, "user taps the selected tab \(names[i])", subjects: [name])
            }
            runReselectHook(tab: names[i], content: tabs[i])
            return
        }
        selectTab(tb, i, span: nil, byUser: true)
        runSelectHook(tab: names[i], content: tabs[i], tabBar: tb)
    }

    mutating func userFinish(screen: String?, value: Value?) throws(EventError) {
        try requireLaunched()
        let target: ControllerID
        if let screen {
            guard let t = s.interactiveScreens.first(where: { s.screen($0)?.screen == screen }) else {
                throw EventError("'\(screen)' is not on screen")
            }
            target = t
        } else {
            guard let t = s.topScreen else { throw EventError("no screen is shown") }
            target = t
        }
        guard let inst = s.screen(target), let def = flow.screens[inst.screen] else { throw EventError("no such screen") }
        var v: Value? = nil
        if def.resultType != .void {
            guard let given = value else {
                let samples = flow.sampleValues(of: def.resultType).map(\.description)
                throw EventError("\(inst.screen) returns \(def.resultType): give a value (\(samples.prefix(4).joined(separator: ", ")))")
            }
            guard let cv = Interpreter.coerce(given, to: def.resultType, flow: flow) else {
                throw EventError("\(inst.screen) returns \(def.resultType), not \(given)")
            }
            v = cv
        } else if let given = value, given != .void {
            throw EventError("\(inst.screen) has no result type, so it finishes without a value")
        }
        step(.effect, "\(inst.screen) finishes by itself" + (v.map { " with \($0)" } ?? ""), subjects: [inst.screen])
        deliverScreenResult(target, v ?? .void, span: def.span)
    }
}

public struct EventError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ d: String) { description = d }
}
