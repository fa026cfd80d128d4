// SPDX-License-Identifier: MIT
import Testing
import TransitEngine
import TransitModel

/// The bugs the simulator exists to show, on the article's own code (tasks.flow) and its fixed variant.
@Suite("must-show checks")
struct MustShowTests {
    /// tasks.flow with the leak fixed: DetailCoordinator terminates(false) on back (and so on swipe-down).
    static var fixedTasks: String {
        let original = Sim.source("flows/tasks.flow")
        let anchor = "  on Detail.cancel { terminate(false) }\n"
        let fixed = original.replacingOccurrences(of: anchor, with: anchor + "  on back { terminate(false) }\n")
        #expect(fixed != original, "the anchor line was not found in tasks.flow")
        return fixed
    }

    @Test func swipeDownOfDetailSheetLeaksWithoutADeclaredResult() {
        var sim = Sim(file: "flows/tasks.flow")
        sim.send(.launch)
        sim.tap("select", ["taskId": .s("t1")])
        sim.send(.swipe)
        #expect(sim.shot == Shot(top: "List", stack: ["List"], modals: [], tree: "ListCoordinator[DetailCoordinator]",
                                 pending: ["DetailCoordinator -> ListCoordinator"], codes: ["R301"]))
        let d = try! #require(sim.lastDiagnostics.first)
        #expect(d.severity == .error)
        #expect(d.event == "swipe")
        #expect(d.subjects == ["DetailCoordinator"])
        #expect(d.message.hasPrefix("DetailCoordinator leaked: still retained by ListCoordinator but shows no screen"))
    }

    @Test func swipeDownOfDetailSheetDoesNotLeakWithOnBack() {
        var sim = Sim(Self.fixedTasks)
        sim.send(.launch)
        sim.tap("select", ["taskId": .s("t1")])
        sim.send(.swipe)
        #expect(sim.shot == Shot(top: "List", stack: ["List"], modals: [], tree: "ListCoordinator"))
        #expect(sim.live == ["List"])
        #expect(sim.lastSteps.contains { $0.kind == .handler && $0.message.contains("DetailCoordinator's 'on swipe'") })
        #expect(!sim.stepMessages.contains { $0.contains("refresh") })   // saved == false
        // the handler's dismiss found nothing to dismiss: List's own modal state is untouched
        #expect(sim.lastSteps.filter { $0.kind == .transition }.count == 1)
    }

    @Test func backAfterCellPushLeaksWithoutADeclaredResult() {
        var sim = Sim(file: "flows/tasks.flow")
        sim.send(.launch)
        sim.tap("open", ["taskId": .s("t1")], cell: "TaskCell")
        sim.send(.back)
        #expect(sim.shot == Shot(top: "List", stack: ["List"], modals: [], tree: "ListCoordinator[DetailCoordinator]",
                                 pending: ["DetailCoordinator -> ListCoordinator"], codes: ["R301"]))
        #expect(sim.lastDiagnostics.first?.event == "back")
    }

    @Test func backAfterCellPushDoesNotLeakWithOnBack() {
        var sim = Sim(Self.fixedTasks)
        sim.send(.launch)
        sim.tap("open", ["taskId": .s("t1")], cell: "TaskCell")
        sim.send(.back)
        #expect(sim.shot == Shot(top: "List", stack: ["List"], modals: [], tree: "ListCoordinator"))
        #expect(sim.live == ["List"])
        // the handler's `pop` must not pop List (the only screen left): no second transition, no R204
        #expect(sim.lastSteps.filter { $0.kind == .transition }.count == 1)
    }

    static let rootWithModal = """
    app X { launch Home }
    screen Home { action open { present Sheet } }
    screen Sheet { action logout { root Welcome } }
    screen Welcome { action x { log "x" } }
    """

    @Test func replacingTheRootWithAModalUpReportsTheModalLeftAlive() {
        var sim = Sim(Self.rootWithModal)
        sim.send(.launch)
        sim.tap("open")
        #expect(sim.shot == Shot(top: "Sheet", stack: [], modals: ["Sheet"]))
        sim.tap("logout")
        #expect(sim.shot == Shot(top: "Welcome", stack: [], modals: [], codes: ["R302"]))
        #expect(sim.messages == ["window.rootViewController replaced while Sheet is presented: the modal is not dismissed and stays alive"])
        #expect(sim.orphans == ["Sheet"])
        #expect(sim.live == ["Sheet", "Welcome"])       // Home is gone, Sheet is not
        #expect(sim.lastDiagnostics.first?.severity == .error)
        // and the simulation goes on
        sim.tap("x")
        #expect(sim.logs == ["log: x"])
    }

    @Test func handlersPopAfterBackDoesNothingToTheParentsScreen() {
        // Mid is pushed above Home; Mid pushes Leaf and pops in the handler. After "<" pops Leaf (its `on back`
        // delivered), the handler's pop must leave Mid (the parent's screen) on the stack.
        var sim = Sim("""
        app X { launch Home withNavigation }
        screen Home { action next { push Mid } }
        screen Mid {
          action open {
            push Leaf then (r) {
              log "handled"
              pop
            }
          }
        }
        screen Leaf -> Bool {
          on back finish(false)
          action ok { finish(true) }
        }
        """)
        sim.send(.launch)
        sim.tap("next")
        sim.tap("open")
        #expect(sim.shot == Shot(top: "Leaf", stack: ["Home", "Mid", "Leaf"], modals: [], pending: ["Leaf -> Mid"]))
        sim.send(.back)
        #expect(sim.shot == Shot(top: "Mid", stack: ["Home", "Mid"], modals: []))
        #expect(sim.logs == ["log: handled"])
        #expect(sim.live == ["Home", "Mid"])
        // the normal path pops Leaf, and only Leaf
        sim.tap("open")
        sim.tap("ok")
        #expect(sim.shot == Shot(top: "Mid", stack: ["Home", "Mid"], modals: []))
    }
}
