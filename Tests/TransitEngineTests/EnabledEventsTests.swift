// SPDX-License-Identifier: MIT
import Testing
import TransitEngine
import TransitModel

/// What the user can do in a state: exactly these events, and every concrete one applies.
@Suite("enabled events")
struct EnabledEventsTests {
    func names(_ sim: Sim) -> [String] { sim.engine.enabledEvents(in: sim.state).map(\.description) }

    /// Every concrete event of the state applies without throwing.
    func allApply(_ sim: Sim, sourceLocation: SourceLocation = #_sourceLocation) {
        let events = sim.engine.concreteEvents(in: sim.state)
        #expect(!events.isEmpty, sourceLocation: sourceLocation)
        for e in events {
            #expect(throws: Never.self, "\(e)", sourceLocation: sourceLocation) { _ = try sim.engine.apply(e, to: sim.state) }
        }
    }

    @Test func beforeLaunchOnlyLaunch() {
        let sim = Sim(file: "flows/tasks.flow")
        #expect(names(sim) == ["launch"])
        #expect(sim.engine.concreteEvents(in: sim.state) == [.launch])
    }

    @Test func tasksStates() {
        var sim = Sim(file: "flows/tasks.flow")
        sim.send(.launch)
        #expect(names(sim) == ["tap List.select(taskId: String)", "tap List.add", "tap List.TaskCell.open(taskId: String)"])
        allApply(sim)
        sim.tap("select", ["taskId": .s("t1")])
        // a page sheet: its actions and the swipe; no back button, no finish (nobody waits for Detail itself)
        #expect(names(sim) == ["tap Detail.done", "tap Detail.cancel", "swipe"])
        allApply(sim)
        sim.tap("cancel")
        sim.tap("open", ["taskId": .s("t1")], cell: "TaskCell")
        #expect(names(sim) == ["tap Detail.done", "tap Detail.cancel", "back"])
        allApply(sim)
    }

    @Test func resultOnDismissStates() {
        var sim = Sim(file: "flows/result-on-dismiss.flow")
        sim.send(.launch)
        #expect(names(sim) == ["tap First.openModal", "tap First.openPushed"])
        sim.tap("openModal")
        // Confirm's result comes from its own buttons (finish in their bodies): no spontaneous finish.
        #expect(names(sim) == ["tap Confirm.ok", "tap Confirm.cancel", "tap Confirm.fail", "swipe"])
        allApply(sim)
        sim.tap("ok")
        sim.tap("openPushed")
        #expect(names(sim) == ["tap Confirm.ok", "tap Confirm.cancel", "tap Confirm.fail", "back"])
        allApply(sim)
    }

    /// A screen whose result arrives without a tap (no action finishes it) may finish by itself, with every value.
    @Test func aResultFromOutsideIsOfferedWithEveryValue() {
        var sim = Sim("""
        enum Outcome { case ok, canceled }
        error Failure { case networkErr }
        app X { launch C }
        screen First { action open }
        screen Loading -> Result<Outcome, Failure> { action cancel { dismiss } }
        coordinator C {
          root First withNavigation
          on First.open { present Loading then (r) { log "done" } }
        }
        """)
        sim.send(.launch)
        sim.tap("open")
        #expect(names(sim) == ["tap Loading.cancel", "finish Loading <Result<Outcome, Failure>>", "swipe"])
        let finishes = sim.engine.concreteEvents(in: sim.state).filter { if case .finish = $0 { true } else { false } }
        #expect(finishes.count == 3)
        #expect(finishes.contains(.finish(screen: "Loading", value: .failure(.errorCase(type: "Failure", name: "networkErr")))))
        allApply(sim)
    }

    @Test func transitableStates() {
        var sim = Sim(file: "flows/transitable.flow")
        sim.send(.launch)
        #expect(names(sim) == ["tap Welcome.start", "tap Welcome.startQuickly"])
        sim.tap("start")
        #expect(names(sim) == ["tap A.pushB", "tap A.showOther", "tap A.showBanner", "tap A.presentC",
                               "tap A.presentCFullScreen", "tap A.jumpToC", "tab other"])
        allApply(sim)
        sim.tap("showBanner")
        // the embedded Banner's action is enabled with its container's
        #expect(names(sim).contains("tap Banner.tapped"))
        allApply(sim)
        sim.tap("pushB")
        // "tab home" again: tapping the selected tab pops its stack to the root
        #expect(names(sim) == ["tap B.pushC", "tap B.presentCSheet", "tap B.showHome", "tap B.logout", "back", "tab other", "tab home"])
        allApply(sim)
        sim.tap("presentCSheet")
        // non-dismissible form sheet: no swipe, and the tab bar is covered
        #expect(names(sim) == ["tap C.dismissDidTap", "tap C.popDidTap", "tap C.backToB", "tap C.backToTop", "tap C.showNote"])
        allApply(sim)
        sim.tap("showNote")
        #expect(names(sim) == ["tap Note.close", "tap Note.closeAll"])
        allApply(sim)
    }

    @Test func reviewsStateWithModelArguments() {
        var sim = Sim(file: "flows/reviews.flow")
        sim.send(.launch)
        #expect(names(sim) == ["tap Top.showAllReviews",
                               "tap Top.ReviewCell.showFacility(facility: Facility)", "tap Top.ReviewCell.showUser(user: User)",
                               "tap Top.ReviewCell.showReview(review: Review)", "tap Top.ReviewCell.like(review: Review)"])
        // arguments come from the model samples: the first one by default, every one on request
        func facilities(_ all: Bool) -> [Event] {
            sim.engine.concreteEvents(in: sim.state, allSamples: all).filter {
                if case .action(_, _, "showFacility", _) = $0 { true } else { false }
            }
        }
        let first = Event.action(screen: "Top", cell: "ReviewCell", name: "showFacility",
                                 arguments: ["facility": .model(type: "Facility", id: "あそびの森")])
        let second = Event.action(screen: "Top", cell: "ReviewCell", name: "showFacility",
                                  arguments: ["facility": .model(type: "Facility", id: "海の見える公園")])
        #expect(facilities(false) == [first])
        #expect(facilities(true) == [first, second])
        allApply(sim)
        for e in sim.engine.concreteEvents(in: sim.state, allSamples: true) {
            #expect(throws: Never.self, "\(e)") { _ = try sim.engine.apply(e, to: sim.state) }
        }
    }

    @Test func crashedStateHasNoEvents() {
        var sim = Sim(RuntimeCodeTests.popToMissing)
        sim.send(.launch)
        sim.tap("go")
        sim.tap("back", on: "C")
        #expect(sim.state.crash == "Tried to pop to a view controller that doesn't exist (B is not on the stack)")
        #expect(names(sim) == [])
        #expect(sim.engine.concreteEvents(in: sim.state) == [])
    }
}

/// Engine+Queries: what a gesture would deliver to whoever waits, and which gestures can leave a source now.
@Suite("gesture queries")
struct GestureQueryTests {
    func pendingSource(_ sim: Sim) throws -> PendingResult.Source {
        try #require(sim.state.pending.values.first { !$0.delivered }).source
    }

    @Test func presentedChildWithoutBackResult() throws {
        var sim = Sim(file: "flows/tasks.flow")
        sim.send(.launch)
        sim.tap("select", ["taskId": .s("t1")])
        let src = try pendingSource(sim)
        let g = sim.engine.gestures(for: src, in: sim.state)
        #expect(g.back == false)
        #expect(g.swipe == true)
        // nothing declared: the gesture delivers nothing (the leak)
        #expect(sim.engine.gestureResult(of: src, in: sim.state, swipe: true) == .some(nil))
    }

    @Test func pushedChildWithBackResult() throws {
        var sim = Sim(MustShowTests.fixedTasks)
        sim.send(.launch)
        sim.tap("open", ["taskId": .s("t1")], cell: "TaskCell")
        let src = try pendingSource(sim)
        let g = sim.engine.gestures(for: src, in: sim.state)
        #expect(g.back == true)
        #expect(g.swipe == false)
        #expect(sim.engine.gestureResult(of: src, in: sim.state, swipe: false) == .some(.bool(false)))
    }

    @Test func screenResultOfTheBackButton() throws {
        var sim = Sim(file: "flows/result-on-dismiss.flow")
        sim.send(.launch)
        sim.tap("openModal")
        let src = try pendingSource(sim)
        let g = sim.engine.gestures(for: src, in: sim.state)
        #expect(g.back == false && g.swipe == true)
        let canceled = Value.success(.enumCase(type: "Outcome", name: "canceled"))
        #expect(sim.engine.gestureResult(of: src, in: sim.state, swipe: true) == .some(canceled))
        #expect(sim.engine.gestureResult(of: src, in: sim.state, swipe: false) == .some(canceled))
    }

    @Test func entryBackResultsDiffer() throws {
        var sim = Sim(file: "flows/new-or-edit.flow")
        sim.send(.launch)
        sim.tap("add")
        #expect(sim.engine.gestureResult(of: try pendingSource(sim), in: sim.state, swipe: false)
                == .some(.enumCase(type: "DetailOutcome", name: "inserted")))
        sim.send(.back)
        sim.tap("open", ["row": .int(2)])
        #expect(sim.engine.gestureResult(of: try pendingSource(sim), in: sim.state, swipe: false)
                == .some(.enumCase(type: "DetailOutcome", name: "edited")))
    }

    @Test func nonDismissibleSheetCannotBeSwiped() throws {
        var sim = Sim("""
        app X { launch Home }
        screen Home { action go { present Form nonDismissible then (r) { dismiss } } }
        screen Form -> Bool { action ok { finish(true) } }
        """)
        sim.send(.launch)
        sim.tap("go")
        let g = sim.engine.gestures(for: try pendingSource(sim), in: sim.state)
        #expect(g.back == false && g.swipe == false)
    }
}
