// SPDX-License-Identifier: MIT
import Testing
import TransitEngine
import TransitModel

/// Coordinator and result lifetimes (R301–R306): leaks, early release, results delivered twice, lost or undeliverable.
@Suite("lifetimes (R3xx)")
struct LifetimeTests {
    /// A parent that releases its child only when the child reports a result.
    static let childFlow = """
    app X { launch P }
    screen Home {
      action pushIt
      action presentIt
    }
    screen Page { action done }
    coordinator P {
      root Home withNavigation
      on Home.pushIt { start C as push then (ok) { pop; release } }
      on Home.presentIt { start C as present then (ok) { dismiss; release } }
    }
    coordinator C -> Bool {
      root Page
      on Page.done { terminate(true) }
    }
    """

    static let home = Shot(top: "Home", stack: ["Home"], modals: [], tree: "P")

    @Test func leakByBackButton() {
        var sim = Sim(Self.childFlow)
        sim.send(.launch)
        sim.tap("pushIt")
        #expect(sim.shot == Shot(top: "Page", stack: ["Home", "Page"], modals: [], tree: "P[C]", pending: ["C -> P"]))
        sim.send(.back)
        #expect(sim.shot == Shot(top: "Home", stack: ["Home"], modals: [], tree: "P[C]", pending: ["C -> P"], codes: ["R301"]))
        #expect(sim.messages == ["C leaked: still retained by P but shows no screen; the back button popped its screen and no 'on back' ends it"])
        #expect(sim.lastDiagnostics.first?.subjects == ["C"])
        #expect(sim.live == ["Home"])
    }

    @Test func leakBySwipeDown() {
        var sim = Sim(Self.childFlow)
        sim.send(.launch)
        sim.tap("presentIt")
        #expect(sim.shot == Shot(top: "Page", stack: [], modals: ["Page"], tree: "P[C]", pending: ["C -> P"]))
        sim.send(.swipe)
        #expect(sim.shot == Shot(top: "Home", stack: ["Home"], modals: [], tree: "P[C]", pending: ["C -> P"], codes: ["R301"]))
        #expect(sim.messages == ["C leaked: still retained by P but shows no screen; a swipe-down dismissed its screen and no 'on swipe' or 'on back' ends it"])
    }

    /// A leaked child goes with its parent: once the parent is released, the leak's report is forgotten (ids are
    /// never reused) and the state is the one a path without the leak reaches, so exploration counts it once.
    @Test func aLeakGoneWithItsParentLeavesNoReportBehind() {
        let flow = """
        app X { launch P }
        screen Home { action go }
        screen Mid {
          action push
          action close
        }
        screen Page { action done }
        coordinator P {
          root Home withNavigation
          on Home.go { start M as present then (ok) { dismiss; release } }
        }
        coordinator M -> Bool {
          root Mid withNavigation
          on Mid.push { start C as push then (ok) { pop; release } }
          on Mid.close { terminate(true) }
        }
        coordinator C -> Bool {
          root Page
          on Page.done { terminate(true) }
        }
        """
        var leaky = Sim(flow)
        leaky.send(.launch)
        leaky.tap("go")
        leaky.tap("push")
        leaky.send(.back)
        #expect(leaky.codes == ["R301"])
        #expect(leaky.state.reportedLeaks.count == 1)
        leaky.tap("close")
        #expect(leaky.shot == Self.home)
        #expect(leaky.state.reportedLeaks.isEmpty)
        var clean = Sim(flow)
        clean.send(.launch)
        clean.tap("go")
        clean.tap("close")
        #expect(clean.shot == Self.home)
        #expect(leaky.state.canonical() == clean.state.canonical())
        #expect(leaky.state.explorationFingerprint() == clean.state.explorationFingerprint())
    }

    @Test func noLeakWhenTheChildDeclaresItsBackAndSwipeResults() {
        let fixed = Self.childFlow.replacingOccurrences(of: "  on Page.done { terminate(true) }\n",
                                                        with: "  on Page.done { terminate(true) }\n  on back { terminate(false) }\n")
        #expect(fixed != Self.childFlow)
        var sim = Sim(fixed)
        sim.send(.launch)
        sim.tap("pushIt")
        sim.send(.back)
        #expect(sim.shot == Self.home)
        sim.tap("presentIt")
        sim.send(.swipe)
        #expect(sim.shot == Self.home)
        #expect(sim.live == ["Home"])
    }

    @Test func onSwipeIsPreferredToOnBackForASwipeDown() {
        var sim = Sim(Self.childFlow.replacingOccurrences(
            of: "  on Page.done { terminate(true) }\n",
            with: "  on Page.done { terminate(true) }\n  on back { terminate(false) }\n  on swipe { log \"swiped\"\n terminate(false) }\n"))
        sim.send(.launch)
        sim.tap("presentIt")
        sim.send(.swipe)
        #expect(sim.shot == Self.home)
        #expect(sim.logs == ["log: swiped"])
        sim.tap("pushIt")
        sim.send(.back)
        #expect(sim.shot == Self.home)
        #expect(sim.logs == [])
    }

    @Test func leakByRootReplacement() {
        var sim = Sim("""
        app X { launch P }
        screen Home { action go }
        screen Sheet { action logout { root Welcome } }
        screen Welcome { action x { log "x" } }
        coordinator P {
          root Home withNavigation
          on Home.go { start C as present then { dismiss; release } }
        }
        coordinator C {
          root Sheet
        }
        """)
        sim.send(.launch)
        sim.tap("go")
        #expect(sim.shot == Shot(top: "Sheet", stack: [], modals: ["Sheet"], tree: "P[C]", pending: ["C -> P"]))
        sim.tap("logout")
        // Sheet (the screen's own code replaced the root) stays alive (R302); P's screens are gone, and C's only
        // screen is in the orphaned modal: both leak.
        #expect(sim.shot == Shot(top: "Welcome", stack: [], modals: [], tree: "P[C]", pending: ["C -> P"],
                                 codes: ["R302", "R301", "R301"]))
        #expect(sim.messages[1] == "P leaked: still retained by the app delegate but shows no screen; the window root was replaced")
        #expect(sim.messages[2] == "C leaked: still retained by P but shows no screen; the window root was replaced")
        #expect(sim.orphans == ["Sheet"])
        #expect(sim.live == ["Sheet", "Welcome"])
    }

    @Test func rootReplacedByTheChildItselfMakesTheChildOwnTheNewRoot() {
        // The same, but the child coordinator sets the root in its handler: Welcome is then C's screen, so P,
        // whose own screens are all gone, is alive through C (rule 19): only the orphaned modal is reported.
        var sim = Sim("""
        app X { launch P }
        screen Home { action go }
        screen Sheet { action logout }
        screen Welcome { action x { log "x" } }
        coordinator P {
          root Home withNavigation
          on Home.go { start C as present then { dismiss; release } }
        }
        coordinator C {
          root Sheet
          on Sheet.logout { root Welcome }
        }
        """)
        sim.send(.launch)
        sim.tap("go")
        sim.tap("logout")
        #expect(sim.shot == Shot(top: "Welcome", stack: [], modals: [], tree: "P[C]", pending: ["C -> P"], codes: ["R302"]))
        #expect(sim.instance("Welcome")?.owner == sim.state.coordinators.values.first { $0.name == "C" }?.id)
    }

    @Test func forgottenRelease() {
        var sim = Sim("""
        app X { launch P }
        screen Home { action go }
        screen Page { action done }
        coordinator P {
          root Home withNavigation
          on Home.go { start C as push then (ok) { pop } }
        }
        coordinator C -> Bool {
          root Page
          on Page.done { terminate(true) }
        }
        """)
        sim.send(.launch)
        sim.tap("go")
        sim.tap("done")
        #expect(sim.shot == Shot(top: "Home", stack: ["Home"], modals: [], tree: "P[C]", codes: ["R301"]))
        #expect(sim.messages == ["C leaked: still retained by P but shows no screen; it terminated, but the termination handler never released it (forgotten release)"])
        #expect(sim.state.coordinators.values.first { $0.name == "C" }?.terminated == true)
    }

    @Test func earlyReleaseWithoutDismiss() {
        var sim = Sim(Fixtures.releaseWithoutDismiss)
        sim.send(.launch)
        sim.tap("go")
        sim.tap("done")
        #expect(sim.shot == Shot(top: "Sheet", stack: [], modals: ["Sheet"], tree: "P", codes: ["R303"]))
        #expect(sim.messages == ["C was released while its screen Sheet is still shown after 'tap done': that screen's actions now go nowhere"])
        #expect(sim.lastDiagnostics.first?.severity == .error)
        // released anyway: the coordinator is gone and its steps say so
        #expect(sim.lastSteps.contains { $0.kind == .coordinatorDeallocated && $0.subjects == ["C"] })
        // the screen is still there and can be swiped away; nothing is reported then
        sim.send(.swipe)
        #expect(sim.shot == Shot(top: "Home", stack: ["Home"], modals: [], tree: "P"))
    }

    @Test func screenResultDeliveredTwice() {
        var sim = Sim("""
        app X { launch Home withNavigation }
        screen Home { action go { push Form then (r) { log r } } }
        screen Form -> Bool { action done { finish(true) } }
        """)
        sim.send(.launch)
        sim.tap("go")
        sim.tap("done")
        #expect(sim.shot == Shot(top: "Form", stack: ["Home", "Form"], modals: []))
        #expect(sim.logs == ["log: true"])
        sim.tap("done")
        #expect(sim.shot == Shot(top: "Form", stack: ["Home", "Form"], modals: [], codes: ["R304"]))
        #expect(sim.messages == ["Form delivers its result a second time (true); the handler already ran once and is not run again"])
        #expect(sim.logs == [])
        #expect(sim.lastDiagnostics.first?.severity == .error)
        // going back afterwards loses nothing: the result was delivered
        sim.send(.back)
        #expect(sim.shot == Shot(top: "Home", stack: ["Home"], modals: []))
    }

    @Test func coordinatorTerminatesTwice() {
        var sim = Sim("""
        app X { launch P }
        screen Home { action go }
        screen Page { action done }
        coordinator P {
          root Home withNavigation
          on Home.go { start C as push then (ok) { log ok } }
        }
        coordinator C -> Bool {
          root Page
          on Page.done { terminate(true) }
        }
        """)
        sim.send(.launch)
        sim.tap("go")
        sim.tap("done")
        #expect(sim.codes == [])
        #expect(sim.logs == ["log: true"])
        sim.tap("done")
        #expect(sim.shot == Shot(top: "Page", stack: ["Home", "Page"], modals: [], tree: "P[C]", codes: ["R304"]))
        #expect(sim.messages == ["C calls its termination handler a second time (true); the handler is not run again"])
        #expect(sim.logs == [])
    }

    @Test func resultUndeliverableWhenTheWaiterIsGone() {
        var sim = Sim("""
        app X { launch Home withNavigation }
        screen Home { action next { push Mid } }
        screen Mid { action ask { present Confirm then (r) { log r } } }
        screen Confirm -> Bool {
          action ok { finish(true) }
          action logout { root Welcome }
        }
        screen Welcome { action x { log "x" } }
        """)
        sim.send(.launch)
        sim.tap("next")
        sim.tap("ask")
        #expect(sim.shot == Shot(top: "Confirm", stack: [], modals: ["Confirm"], pending: ["Confirm -> Mid"]))
        sim.tap("logout")
        // Confirm stays alive (R302) and the Mid that waits for its result is gone (R305).
        #expect(sim.codes == ["R302", "R305"])
        #expect(sim.messages[1] == "Confirm's result can no longer be delivered: whoever waited for it is gone")
        #expect(sim.lastDiagnostics[1].severity == .warning)
        #expect(sim.live == ["Confirm", "Welcome"])
        sim.tap("x")
        #expect(sim.codes == [])                 // reported once
    }

    static let lostResult = """
    app X { launch Home withNavigation }
    screen Home {
      action go { push Form then (r) { log r } }
      action ask { present Form withNavigation then (r) { dismiss } }
    }
    screen Form -> Bool {
      action done { finish(true) }
      action deeper { push Leaf }
    }
    screen Leaf { action top { popToRoot } }
    """

    @Test func resultLostOnBack() {
        var sim = Sim(Self.lostResult)
        sim.send(.launch)
        sim.tap("go")
        sim.send(.back)
        #expect(sim.shot == Shot(top: "Home", stack: ["Home"], modals: [], codes: ["R306"]))
        #expect(sim.messages == ["Form was popped by the back button without delivering its result and declares no 'on back' result: the handler never runs"])
        #expect(sim.state.pending.isEmpty)
    }

    @Test func resultLostOnSwipeDown() {
        var sim = Sim(Self.lostResult)
        sim.send(.launch)
        sim.tap("ask")
        sim.send(.swipe)
        #expect(sim.shot == Shot(top: "Home", stack: ["Home"], modals: [], codes: ["R306"]))
        #expect(sim.messages == ["Form was swiped down without delivering its result and declares no 'on swipe' result: the handler never runs"])
    }

    @Test func resultLostWhenRemovedByPopToRoot() {
        var sim = Sim(Self.lostResult)
        sim.send(.launch)
        sim.tap("go")
        sim.tap("deeper")
        #expect(sim.shot == Shot(top: "Leaf", stack: ["Home", "Form", "Leaf"], modals: [], pending: ["Form -> Home"]))
        sim.tap("top")
        #expect(sim.shot == Shot(top: "Home", stack: ["Home"], modals: [], codes: ["R306"]))
        #expect(sim.messages.first?.hasPrefix("Form was removed without delivering its result") == true)
    }

    @Test func noLostResultWhenBackDeclaresOne() {
        var sim = Sim(Self.lostResult.replacingOccurrences(of: "  action done { finish(true) }\n",
                                                          with: "  action done { finish(true) }\n  on back finish(false)\n"))
        sim.send(.launch)
        sim.tap("go")
        sim.send(.back)
        #expect(sim.shot == Shot(top: "Home", stack: ["Home"], modals: []))
        #expect(sim.logs == ["log: false"])
        sim.tap("ask")
        sim.send(.swipe)
        #expect(sim.shot == Shot(top: "Home", stack: ["Home"], modals: []))
    }

    @Test func onBackNoneMeansNothingWaits() {
        var sim = Sim("""
        app X { launch Home withNavigation }
        screen Home { action go { push Info } }
        screen Info {
          on back none
          action x { log "x" }
        }
        """)
        sim.send(.launch)
        sim.tap("go")
        sim.send(.back)
        #expect(sim.shot == Shot(top: "Home", stack: ["Home"], modals: []))
        #expect(sim.kinds == [.transition, .screenDeallocated])
    }
}

/// A child whose first screen UIKit refuses to present: it never appeared, so a library that removes children when
/// their screen is popped or dismissed (`autoRelease`) never hears of it, and the parent keeps it.
@Suite("a refused first screen")
struct RefusedFirstScreenTests {
    static let flow = """
    app X { launch P }
    event link
    screen Home { action open }
    screen Sheet { action close }
    screen Tip { action close }
    coordinator P {
      root Home withNavigation
      on Home.open { present Sheet }
      on Sheet.close { dismiss }
      on link { start T as present withNavigation autoRelease }
    }
    coordinator T {
      root Tip
      on Tip.close { dismiss }
    }
    """

    @Test func aRefusedPresentLeavesAnAutoReleasedChildLeaked() {
        var sim = Sim(Self.flow)
        sim.send(.launch)
        sim.tap("open")
        sim.send(.appEvent(name: "link", arguments: [:]))
        #expect(sim.codes == ["R207", "R301"], "\(sim.messages)")
        #expect(sim.messages.first?.hasPrefix("Attempt to present <UINavigationController> (showing Tip) on <") == true, "\(sim.messages)")
        #expect(sim.messages.last == "T leaked: still retained by P but shows no screen; UIKit refused to show its first screen (Tip) above, so no pop or dismissal ever tells the app to remove it")
        #expect(!sim.lastSteps.contains { $0.message.contains("library sees") }, "\(sim.lastSteps.map(\.message))")
    }

    @Test func shownAndDismissedTheLibraryStillRemovesIt() {
        var sim = Sim(Self.flow)
        sim.send(.launch)
        sim.send(.appEvent(name: "link", arguments: [:]))
        #expect(sim.codes.isEmpty, "\(sim.messages)")
        sim.send(.swipe)
        #expect(sim.codes.isEmpty, "\(sim.messages)")
        #expect(sim.lastSteps.contains { $0.message.contains("the coordinator library sees Tip gone and removes T") }, "\(sim.lastSteps.map(\.message))")
    }
}
