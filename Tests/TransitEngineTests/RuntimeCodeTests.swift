// SPDX-License-Identifier: MIT
import Testing
@testable import TransitEngine
import TransitModel

/// One test (or more) per runtime code raised by the interpreter: the code, UIKit's wording, and that the simulation
/// goes on (an ignored call changes nothing; a crash stops events until undo).
///
/// R201 (push of the same instance) is not tested: every `push` creates a new instance, so the language cannot push
/// one that is already on the stack (see the report).
/// R211 does not exist (the codes go R210, R212).
@Suite("runtime codes: navigation and presentation (R2xx)")
struct RuntimeCodeTests {

    // MARK: R202 push of a container (crash)

    static let pushNavigation = """
    app X { launch P }
    screen Home { action go }
    screen Inner { action x { log "x" } }
    coordinator P {
      root Home withNavigation
      on Home.go { start C as push }
    }
    coordinator C {
      root Inner withNavigation
    }
    """

    @Test func r202PushOfANavigationControllerCrashes() throws {
        // `transit check` rejects this flow (T142); the engine still shows what UIKit would do.
        var h = History(engine: Sim(unchecked: Self.pushNavigation, expecting: ["T142"]).engine)
        try h.apply(.launch)
        let before = h.state
        let t = try h.apply(.action(screen: nil, cell: nil, name: "go", arguments: [:]))
        let d = try #require(t.diagnostics.first)
        #expect(d.code == .pushContainer)
        #expect(d.message == "Pushing a navigation controller is not supported")
        #expect(d.code.isCrash)
        #expect(h.state.crash == "Pushing a navigation controller is not supported")
        // nothing was pushed
        let nav = try #require(before.windowRoot)
        #expect(h.state.controllers[nav]?.kind == before.controllers[nav]?.kind)
        // a crashed app takes no more events until undo
        #expect(throws: EventError.self) { try h.apply(.action(screen: nil, cell: nil, name: "go", arguments: [:])) }
        #expect(h.engine.enabledEvents(in: h.state).isEmpty)
        let undone = h.undo()
        #expect(undone == 1)
        #expect(h.state == before)
        try h.apply(.action(screen: nil, cell: nil, name: "go", arguments: [:]))
        #expect(h.state.crash == "Pushing a navigation controller is not supported")
    }

    // Regression: after the R202 crash the same event also reports R301 for the child whose content UIKit never showed; a crashed app should report only the crash
    @Test
    func r202CrashReportsOnlyTheCrash() {
        var sim = Sim(unchecked: Self.pushNavigation, expecting: ["T142"])
        sim.send(.launch)
        sim.tap("go")
        #expect(sim.codes == ["R202"])
    }

    @Test func aTabBarControllerCanBePushed() {
        var sim = Sim(unchecked: """
        app X { launch P }
        tabs Main { tab a: Inner withNavigation }
        screen Home { action go }
        screen Inner { action x { log "x" } }
        coordinator P {
          root Home withNavigation
          on Home.go { start C as push }
        }
        coordinator C {
          root Main
        }
        """, expecting: [])
        sim.send(.launch)
        sim.tap("go")
        // Only a navigation controller cannot be pushed: the tab bar controller sits in the stack.
        #expect(sim.codes == [])
        #expect(sim.state.crash == nil)
        #expect(sim.top == "Inner")
        let outer = sim.state.controllers.values.first { c in
            if case .navigation(let st) = c.kind { return st.count == 2 }; return false
        }
        #expect(outer.map { c -> [String] in if case .navigation(let st) = c.kind { return st.map { sim.state.name(of: $0) } }; return [] } == ["Home", "Main"])
    }

    // MARK: R203 push without a navigation controller (silent no-op in UIKit)

    @Test func r203PushWithoutNavigationControllerDoesNothing() {
        // The static check rejects this flow (T140); the engine still has to say what UIKit does.
        var sim = Sim(unchecked: """
        app X { launch P }
        screen Home { action go }
        screen Inner { action x { log "x" } }
        coordinator P {
          root Home
          on Home.go { push Inner }
        }
        """, expecting: ["T140"])
        sim.send(.launch)
        let home = sim.id("Home")!
        sim.tapUnchanged("go")
        #expect(sim.codes == ["R203"])
        #expect(sim.messages == ["push of Inner from <Home #\(home)>: navigationController is nil, so nothing happens"])
        #expect(sim.lastDiagnostics.first?.severity == .error)
        #expect(sim.live == ["Home"])
        #expect(sim.state.crash == nil)
    }

    @Test func r203SetViewControllersWithoutNavigationControllerDoesNothing() {
        var sim = Sim(unchecked: """
        app X { launch Home }
        screen Home { action go { set [Home, Inner] } }
        screen Inner { action x { log "x" } }
        """, expecting: ["T140"])
        sim.send(.launch)
        let home = sim.id("Home")!
        sim.tapUnchanged("go")
        #expect(sim.codes == ["R203"])
        #expect(sim.messages == ["setViewControllers from <Home #\(home)>: navigationController is nil, so nothing happens"])
    }

    // MARK: R204 pop of the last item

    @Test func r204PopWithOnlyTheRootLeftDoesNothing() {
        var sim = Sim("""
        app X { launch A withNavigation }
        screen A {
          action p { pop }
          action r { popToRoot }
        }
        """)
        sim.send(.launch)
        sim.tapUnchanged("p")
        #expect(sim.codes == ["R204"])
        #expect(sim.messages == ["pop on [A]: only the root is left, so nothing happens"])
        #expect(sim.lastDiagnostics.first?.severity == .warning)
        // popToRoot on a root-only stack is the usual reset before a push: nothing happens, and nothing is said.
        sim.tapUnchanged("r")
        #expect(sim.codes == [])
        #expect(sim.shot == Shot(top: "A", stack: ["A"], modals: [], codes: []))
    }

    // MARK: R205 popTo a screen not on the stack (crash)

    static let popToMissing = """
    app X { launch A withNavigation }
    screen A { action go { push C } }
    screen B { action x { log "x" } }
    screen C { action back { popTo B } }
    """

    @Test func r205PopToMissingCrashesUntilUndo() throws {
        var h = History(engine: Sim(Self.popToMissing).engine)
        try h.apply(.launch)
        try h.apply(.action(screen: nil, cell: nil, name: "go", arguments: [:]))
        let before = h.state
        let t = try h.apply(.action(screen: "C", cell: nil, name: "back", arguments: [:]))
        #expect(t.diagnostics.map(\.code) == [.popToMissing])
        #expect(t.diagnostics.first?.message == "Tried to pop to a view controller that doesn't exist (B is not on the stack)")
        #expect(t.diagnostics.first?.event == "tap C.back")
        #expect(h.state.crash == "Tried to pop to a view controller that doesn't exist (B is not on the stack)")
        // the stack is as it was; only the crash mark differs
        var crashed = h.state
        crashed.crash = nil
        #expect(crashed == before)
        do {
            try h.apply(.back)
            Issue.record("an event after a crash must throw")
        } catch {
            #expect(error.description.contains("crashed"))
            #expect(error.description.contains("undo"))
        }
        #expect(h.engine.enabledEvents(in: h.state).isEmpty)
        #expect(h.engine.concreteEvents(in: h.state).isEmpty)
        _ = h.undo()
        #expect(h.state == before)
        try h.apply(.back)
        #expect(h.state.crash == nil)
        #expect(h.canRedo == false)
    }

    // MARK: R206 nested navigation animation

    @Test func r206PushDuringAnAnimatedPush() {
        var sim = Sim("""
        app X { launch A withNavigation }
        screen A {
          action twice { push B; push C }
          action calm { push B animated: false; push C }
        }
        screen B { action x { log "x" } }
        screen C { action x { log "x" } }
        """)
        sim.send(.launch)
        sim.tap("twice")
        // UIKit still pushes both (with a corrupted navigation bar)
        #expect(sim.shot == Shot(top: "C", stack: ["A", "B", "C"], modals: [], codes: ["R206"]))
        #expect(sim.messages == ["nested push animation can result in corrupted navigation bar (Unbalanced calls to begin/end appearance transitions)"])
        #expect(sim.lastDiagnostics.first?.severity == .warning)
        sim.send(.back)
        sim.send(.back)
        sim.tap("calm")
        #expect(sim.shot == Shot(top: "C", stack: ["A", "B", "C"], modals: []))
    }

    @Test func r206PushRightAfterAnAnimatedPop() {
        var sim = Sim("""
        app X { launch A withNavigation }
        screen A { action go { push B then (r) { pop; push C } } }
        screen B -> Bool { action ok { finish(true) } }
        screen C { action x { log "x" } }
        """)
        sim.send(.launch)
        sim.tap("go")
        sim.tap("ok")
        #expect(sim.shot == Shot(top: "C", stack: ["A", "C"], modals: [], codes: ["R206"]))
        #expect(sim.messages.first?.hasPrefix("nested push animation can result in corrupted navigation bar") == true)
    }

    // MARK: R207 present on a busy presenter

    @Test func r207PresentWhileAlreadyPresentingIsIgnored() {
        var sim = Sim("""
        app X { launch Home }
        screen Home { action go { present Sheet then (r) { present Other } } }
        screen Sheet -> Bool { action ok { finish(true) } }
        screen Other { action x { dismiss } }
        """)
        sim.send(.launch)
        sim.tap("go")
        let home = sim.id("Home")!, sheet = sim.id("Sheet")!
        sim.tap("ok")
        #expect(sim.shot == Shot(top: "Sheet", stack: [], modals: ["Sheet"], codes: ["R207"]))
        #expect(sim.messages == ["Attempt to present <Other> on <Home #\(home)> which is already presenting <Sheet #\(sheet)>"])
        #expect(sim.live == ["Home", "Sheet"])      // Other was never shown and is gone
        #expect(sim.lastDiagnostics.first?.severity == .error)
    }

    // MARK: R208 present from a screen not in the window hierarchy

    @Test func r208PresentFromACoveredScreenIsIgnored() {
        var sim = Sim("""
        app X { launch Home withNavigation }
        screen Home { action go { push Step then (r) { present Other } } }
        screen Step -> Bool { action ok { finish(true) } }
        screen Other { action x { dismiss } }
        """)
        sim.send(.launch)
        sim.tap("go")
        let home = sim.id("Home")!
        sim.tap("ok")
        #expect(sim.shot == Shot(top: "Step", stack: ["Home", "Step"], modals: [], codes: ["R208"]))
        #expect(sim.messages == ["Attempt to present <Other> on <Home #\(home)> whose view is not in the window hierarchy"])
        #expect(!sim.live.contains("Other"))
    }

    @Test func r208PresentFromAHiddenTabIsIgnored() {
        var sim = Sim("""
        app X { launch Main }
        tabs Main {
          tab a: A withNavigation
          tab b: B withNavigation
        }
        screen A { action go { tab 1; present Other } }
        screen B { action x { log "b" } }
        screen Other { action x { dismiss } }
        """)
        sim.send(.launch)
        let a = sim.id("A")!
        sim.tap("go")
        #expect(sim.shot == Shot(top: "B", stack: ["B"], modals: [], tab: "b", codes: ["R208"]))
        #expect(sim.messages == ["Attempt to present <Other> on <A #\(a)> whose view is not in the window hierarchy"])
    }

    // MARK: R209 / R210 transitions during a presentation

    static let presentDuringDismiss = """
    app X { launch Home }
    screen Home {
      action go {
        present Sheet then (r) {
          dismiss
          present Other
        }
      }
      action quick {
        present Sheet then (r) {
          dismiss animated: false
          present Other
        }
      }
    }
    screen Sheet -> Bool { action ok { finish(true) } }
    screen Other { action close { dismiss } }
    """

    @Test func r209PresentWhileADismissalIsInProgressIsIgnored() {
        var sim = Sim(Self.presentDuringDismiss)
        sim.send(.launch)
        let home = sim.id("Home")!
        sim.tap("go")
        sim.tap("ok")
        #expect(sim.shot == Shot(top: "Home", stack: [], modals: [], codes: ["R209"]))
        #expect(sim.messages == ["Attempt to present <Other> on <Home #\(home)> while a presentation is in progress"])
        #expect(sim.live == ["Home"])
        // without animation the dismissal is over at once and the present works
        sim.tap("quick")
        sim.tap("ok")
        #expect(sim.shot == Shot(top: "Other", stack: [], modals: ["Other"]))
    }

    @Test func r210DismissWhileAPresentationIsInProgressIsIgnored() {
        var sim = Sim("""
        app X { launch Home }
        screen Home {
          action go { present Sheet; dismiss }
          action quick { present Sheet animated: false; dismiss }
        }
        screen Sheet { action close { dismiss } }
        """)
        sim.send(.launch)
        let home = sim.id("Home")!
        sim.tap("go")
        #expect(sim.shot == Shot(top: "Sheet", stack: [], modals: ["Sheet"], codes: ["R210"]))
        #expect(sim.messages == ["Attempt to dismiss from view controller <Home #\(home)> while a presentation or dismiss is in progress"])
        sim.tap("close")
        #expect(sim.shot == Shot(top: "Home", stack: [], modals: []))
        sim.tap("quick")
        #expect(sim.shot == Shot(top: "Home", stack: [], modals: []))
        #expect(sim.live == ["Home"])
    }

    // MARK: R212 tab selection that cannot happen

    @Test func r212TabSelectionWithoutATabBar() {
        var sim = Sim("""
        app X { launch Welcome }
        tabs Main {
          tab a: A withNavigation
          tab b: A withNavigation
        }
        screen Welcome {
          action sel { tab 1 }
          action go { root Main }
        }
        screen A { action x { tab 1 } }
        """)
        sim.send(.launch)
        sim.tapUnchanged("sel")
        #expect(sim.codes == ["R212"])
        #expect(sim.messages == ["tab 1: there is no tab bar; nothing happens"])
        sim.tap("go")
        sim.tap("x")
        #expect(sim.shot == Shot(top: "A", stack: ["A"], modals: [], tab: "b"))
    }

    @Test func r212TabIndexBeyondThisTabBar() {
        var sim = Sim("""
        app X { launch Big }
        tabs Big {
          tab a: A withNavigation
          tab b: A withNavigation
          tab c: S
        }
        tabs Small {
          tab p: S
          tab q: S
        }
        screen A { action small { root Small } }
        screen S { action third { tab 2 } }
        """)
        sim.send(.launch)
        sim.tap("small")
        #expect(sim.shot == Shot(top: "S", stack: [], modals: [], tab: "p"))
        sim.tapUnchanged("third")
        #expect(sim.codes == ["R212"])
        #expect(sim.messages == ["Small has no tab 2; selectedIndex is left unchanged"])
    }

    // MARK: R213 an action nobody handles

    @Test func r213ActionWithoutBodyOrCoordinator() {
        var sim = Sim("""
        app X { launch S }
        screen S { action save }
        """)
        sim.send(.launch)
        sim.tapUnchanged("save")
        #expect(sim.codes == ["R213"])
        #expect(sim.messages == ["S.save has no body and S has no coordinator: the tap does nothing"])
    }

    @Test func r213CoordinatorDoesNotHandleTheAction() {
        var sim = Sim("""
        app X { launch P }
        screen S {
          action save
          action other
        }
        coordinator P {
          root S
          on S.other { log "other" }
        }
        """)
        sim.send(.launch)
        sim.tapUnchanged("save")
        #expect(sim.codes == ["R213"])
        #expect(sim.messages == ["P does not handle S.save: the tap does nothing"])
        sim.tap("other")
        #expect(sim.codes == [])
        #expect(sim.logs == ["log: other"])
    }

    @Test func r213ActionSentToAReleasedCoordinator() {
        var sim = Sim(Fixtures.releaseWithoutDismiss)
        sim.send(.launch)
        sim.tap("go")
        sim.tap("done")                       // released too early (R303): Sheet stays up
        #expect(sim.codes == ["R303"])
        sim.tapUnchanged("done")
        #expect(sim.codes == ["R213"])
        #expect(sim.messages == ["Sheet.done is sent to a coordinator that was already released: the tap does nothing"])
    }

    // MARK: R214 the simulation's size limit

    @Test func r214TooManyLiveControllersStopsTheSimulationLikeACrash() throws {
        // 100 embedded children per tap (cheaper than pushes, whose steps print the whole stack); no snapshots.
        let embeds = Array(repeating: "    embed B animated: false", count: 100).joined(separator: "\n")
        let sim = Sim("""
        app X { launch A }
        screen A {
          action many {
        \(embeds)
          }
        }
        screen B { action x { log "x" } }
        """)
        var state = try sim.engine.apply(.launch, to: SimState(), snapshots: false).state
        var hit: Transition?
        for _ in 0..<200 {
            let t = try sim.engine.apply(.action(screen: nil, cell: nil, name: "many", arguments: [:]), to: state, snapshots: false)
            state = t.state
            if !t.diagnostics.isEmpty { hit = t; break }
        }
        let t = try #require(hit)
        #expect(t.diagnostics.map(\.code.rawValue) == ["R214"])
        let message = try #require(t.diagnostics.first?.message)
        #expect(message.hasPrefix("more than "))
        #expect(message.contains("live view controllers: the simulation stops here"))
        #expect(t.state.crash == message)
        #expect(throws: EventError.self) { try sim.engine.apply(.back, to: t.state) }
    }
}
