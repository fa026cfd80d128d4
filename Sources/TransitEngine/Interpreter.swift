// SPDX-License-Identifier: MIT
import TransitLanguage
import TransitModel

/// Runs one event on a private copy of the state. Only `Engine` uses it; from outside a step is a pure function.
struct Interpreter {
    static let maxNesting = 64
    static let maxSteps = 20_000

    /// The engine's flow and tables, shared (not copied) by every event.
    let tables: EngineTables
    /// The flow. Reading a part of it (`flow.screens[name]`) costs nothing more than before; passing the whole
    /// Flow to a function copies it (a dozen retains), so pass the part the function needs.
    var flow: Flow { tables.flow }
    /// The state the event runs on: a private copy, returned when the event ends.
    var sim: SimState
    let event: Event
    let snapshots: Bool
    /// False when nobody reads the steps: they are counted (the step limit still holds) but not built.
    let recording: Bool
    /// The steps taken, and what they tell of the event (see StepLog).
    let log = StepLog()
    var steps: [Step] { log.steps }
    /// Steps taken, recorded or not.
    var stepCount: Int { log.count }
    /// A `transition` step replaced the window root during this event.
    var replacedRoot: Bool { log.replacedRoot }
    var diags: [RuntimeDiagnostic] = []
    /// Navigation controllers with an animated transition still running during this event.
    var animatingNavs: Set<ControllerID> = []
    /// A presentation or dismissal animation is running during this event.
    var presentationInProgress = false
    /// Screens whose viewDidLoad is running: on the stack already when pushed, but not in the window yet.
    var loadingViews: Set<ControllerID> = []
    /// True while content that UIKit refused to show is thrown away: it never appeared, so no navigation or
    /// presentation delegate hears of it leaving, and a library that removes children there (`autoRelease`) does not.
    var discardingUnshown = false
    /// Coordinators whose first screen UIKit refused to show in this event (for the leak's cause).
    var refusedFirstScreen: Set<CoordinatorID> = []
    /// The names of the coordinators created in this event (Transition.createdCoordinators).
    var createdCoordinators: Set<String> = []
    var nesting = 0
    let maxControllers: Int
    /// Screens detached during this event whose deallocation is pending (back / swipe run their code first).
    var detached: [ControllerID] = []
    /// Controllers removed by app code (pop, dismiss, root replaced): they deallocate when the event's code has
    /// returned, since the handler that removed them still holds them until then.
    var retired: [ControllerID] = []
    /// Coordinators released during this event and the screens they showed then: released too early (R303) only
    /// if one of those screens is still shown when the event is over.
    var releasedWithScreens: [(name: String, screens: [ControllerID], span: SourceSpan?)] = []
    /// Navigation transitions that took screens off a stack, for the delegate's didShow once the code returns: the
    /// navigation controller, and the screens taken out, the one that was on top first.
    var didShowQueue: [(nav: ControllerID, gone: [ControllerID])] = []
    /// Screens whose `on appear` runs once the transition that shows them is over.
    var appearQueue: [ControllerID] = []
    /// dismiss(animated:completion:) blocks, run once the dismissal is over.
    var completionQueue: [(body: [Effect], frame: Frame)] = []
    /// SwiftUI paths set by this event's code (R219 looks at them when it is over).
    var changedPaths: Set<String> = []
    /// SwiftUI bindings set while their view was not in the window yet: presented once it is.
    var deferredPresentations: [(ControllerID, String)] = []

    /// The controllers of the state the event started from (all that is read of it: a whole state would cost a
    /// retain and a release of each of its tables at every event).
    let controllersBefore: IDTable<ControllerID, Controller>

    init(tables: EngineTables, state: SimState, event: Event, snapshots: Bool, recording: Bool = true, maxControllers: Int = 10_000) {
        self.tables = tables
        self.controllersBefore = state.controllers
        self.sim = state
        self.event = event
        self.snapshots = snapshots
        self.recording = recording
        self.maxControllers = maxControllers
    }

    /// What the event did, once it has run. The state is moved out (an empty one left in its place), not copied
    /// and then released with the interpreter.
    mutating func transition() -> Transition {
        var state = SimState()
        swap(&state, &sim)
        return Transition(event: event, steps: log.steps, state: state, diagnostics: diags, createdCoordinators: createdCoordinators)
    }

    var eventText: String { event.description }

    // MARK: Recording

    /// Counts a step, and records it when someone reads the steps. The message, span and subjects are only
    /// worked out then: the explorer, which records nothing, never formats a message. (Not `mutating`, so that
    /// these arguments can be autoclosures reading the state: what the step changes is in `log`. Inlined, so that
    /// the closures become plain code under `recording`: else the optimizer may copy the interpreter into them.)
    @inline(__always)
    func step(_ kind: Step.Kind, _ message: @autoclosure () -> String, span: @autoclosure () -> SourceSpan? = nil,
              transition: TransitionKind? = nil, subjects: @autoclosure () -> [String] = []) {
        if transition == .root { log.replacedRoot = true }
        guard log.count < Interpreter.maxSteps else { return }
        log.count += 1
        guard recording else { return }
        let s = Step(kind: kind, message: message(), span: span(), state: snapshots ? sim : nil, transition: transition,
                     subjects: subjects())
        log.steps.append(s)
    }

    mutating func diagnose(_ problem: RuntimeProblem, span: SourceSpan?, subjects: [String] = []) {
        let code = problem.code
        let d = RuntimeDiagnostic(problem, event: eventText, step: stepCount, span: span, subjects: subjects)
        if code.isCrash, sim.crash == nil { sim.crash = d.message }
        diags.append(d)
        step(.diagnostic, "\(d.severity.rawValue)[\(code.rawValue)]: \(d.message)", span: span, subjects: subjects)
        if recording { log.amendLast { $0.code = code } }
    }

    /// `<Detail #4>`: how UIKit names an instance in its console messages.
    func label(_ id: ControllerID?) -> InstanceLabel {
        guard let id else { return InstanceLabel(name: "nil", number: nil) }
        return InstanceLabel(name: sim.name(of: id), number: "\(id)")
    }

    /// The next id, of the kind asked for: one counter for all, so an id names one instance ever.
    mutating func newID<ID: InstanceID>() -> ID {
        defer { sim.nextID += 1 }
        return ID(raw: sim.nextID)
    }

    // MARK: Events

    mutating func run() throws(EventError) {
        if let crash = sim.crash {
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
        let crashedNow = sim.crash != nil
        if !crashedNow, !changedPaths.isEmpty { checkChangedPaths() }
        if !crashedNow, flow.hasScreenOwningAStack { checkNestedStacks() }
        finishDetached()
        if !crashedNow { checkEarlyReleases() }
        // After a crash the app is gone: leaks of what it left half-done would be noise.
        if !crashedNow { checkLifetimes() }
        // The last step shows the state the event ends in (results registered after the last transition included).
        if snapshots { let last = sim; log.amendLast { $0.state = last } }
    }

    mutating func launch(_ state: [String: Value]) throws(EventError) {
        guard !sim.launched else { throw EventError("the app is already launched") }
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
        sim.launched = true
        for v in app.vars { sim.globals[v.name] = chosen[v.name] ?? v.initial }
        for p in flow.paths.keys { sim.paths[p] = [] }
        let shown = params.map { "\($0.name): \(chosen[$0.name] ?? .void)" }.joined(separator: ", ")
        step(.effect, "application(_:didFinishLaunchingWithOptions:)" + (shown.isEmpty ? "" : " with \(shown)"), span: app.span)
        // The launch's arguments may read the app's variables (`launch Router(state: state)`).
        var env: [String: Value] = [:]
        sim.bindAppVariables(into: &env)
        let frame = Frame(acting: nil, coordinator: nil, env: env, screenContext: false)
        switch app.launch.ref {
        case .coordinator(let n):
            let kind: ShowKind = flow.coordinators[n]?.root == nil ? .itself : .root
            startCoordinator(app.launch, kind: kind, tab: nil, options: app.options, handler: nil, frame: frame, span: app.span)
        default:
            guard let top = makeContent(app.launch, withNavigation: app.options.withNavigation, owner: nil, frame: frame) else { return }
            bindPath(top, to: app.options.path, span: app.span)
            setWindowRoot(top, span: app.span)
        }
    }

    func requireLaunched() throws(EventError) {
        if !sim.launched { throw EventError("the app is not launched yet: send 'launch' first") }
    }
}

/// What the steps of one event leave behind: how many were taken, the recorded ones, and whether one replaced the
/// window root. A reference owned by one interpreter (never shared, never escaping the event), so that
/// `Interpreter.step` changes it without mutating the interpreter.
final class StepLog {
    // Each access is the interpreter's alone and none overlaps another: no run-time exclusivity check is needed.
    @exclusivity(unchecked) var count = 0
    @exclusivity(unchecked) var replacedRoot = false
    @exclusivity(unchecked) var steps: [Step] = []

    /// Changes the last recorded step, if there is one.
    func amendLast(_ change: (inout Step) -> Void) {
        guard !steps.isEmpty else { return }
        let last = steps.count - 1
        change(&steps[last])
    }
}
