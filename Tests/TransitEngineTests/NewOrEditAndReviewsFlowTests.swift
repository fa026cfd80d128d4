// SPDX-License-Identifier: MIT
import Testing
import TransitEngine
import TransitModel

/// flows/new-or-edit.flow (article 002): one ItemDetail, two entries with their own `on back`.
@Suite("new-or-edit.flow scenarios")
struct NewOrEditFlowTests {
    static let list = Shot(top: "ItemList", stack: ["ItemList"], modals: [])

    func launched() -> Sim {
        var sim = Sim(file: "flows/new-or-edit.flow")
        sim.send(.launch)
        #expect(sim.shot == Self.list)
        return sim
    }

    @Test func newEntryBackInsertsARow() {
        var sim = launched()
        sim.tap("add")
        #expect(sim.shot == Shot(top: "ItemDetail", stack: ["ItemList", "ItemDetail"], modals: [], pending: ["ItemDetail -> ItemList"]))
        #expect(sim.instance("ItemDetail")?.entry == "new")
        #expect(sim.instance("ItemDetail")?.inputs == [:])
        sim.send(.back)
        #expect(sim.shot == Self.list)
        #expect(sim.stepMessages.contains { $0.hasSuffix(".insertRow(row: 0)") && $0.contains("ItemList") })
        #expect(!sim.stepMessages.contains { $0.contains("refresh") || $0.contains("reload") })
        // the handler's `pop` after "<" does nothing
        #expect(sim.lastSteps.filter { $0.kind == .transition }.count == 1)
        #expect(sim.live == ["ItemList"])
    }

    @Test func editEntryBackReloadsItsRow() {
        var sim = launched()
        sim.tap("open", ["row": .int(3)])
        #expect(sim.shot == Shot(top: "ItemDetail", stack: ["ItemList", "ItemDetail"], modals: [], pending: ["ItemDetail -> ItemList"]))
        #expect(sim.instance("ItemDetail")?.entry == "edit")
        #expect(sim.instance("ItemDetail")?.inputs == ["row": .int(3)])
        sim.send(.back)
        #expect(sim.shot == Self.list)
        #expect(sim.stepMessages.contains { $0.hasSuffix(".reload(row: 3)") })
        #expect(!sim.stepMessages.contains { $0.contains("insertRow") })
        #expect(sim.live == ["ItemList"])
    }

    @Test func deleteFromNewRefreshesAndPops() {
        var sim = launched()
        sim.tap("add")
        sim.tap("delete")
        #expect(sim.shot == Self.list)
        #expect(sim.stepMessages.contains { $0.hasSuffix(".refresh()") })
        #expect(sim.lastSteps.contains { $0.transition == .pop })
        #expect(sim.live == ["ItemList"])
    }

    @Test func deleteFromEditRefreshesAndPops() {
        var sim = launched()
        sim.tap("open", ["row": .int(1)])
        sim.tap("delete")
        #expect(sim.shot == Self.list)
        #expect(sim.stepMessages.contains { $0.hasSuffix(".refresh()") })
        #expect(!sim.stepMessages.contains { $0.contains("reload(") })
    }

    @Test func eachEntryKeepsItsOwnBackBehaviourAcrossRuns() {
        var sim = launched()
        sim.tap("open", ["row": .int(7)])
        sim.send(.back)
        sim.tap("add")
        sim.send(.back)
        #expect(sim.stepMessages.contains { $0.hasSuffix(".insertRow(row: 0)") })
        sim.tap("open", ["row": .int(2)])
        sim.send(.back)
        #expect(sim.stepMessages.contains { $0.hasSuffix(".reload(row: 2)") })
        #expect(sim.shot == Self.list)
    }
}

/// flows/reviews.flow (article 004): the ReviewActionable action set adopted by screens and cells.
@Suite("reviews.flow scenarios")
struct ReviewsFlowTests {
    func launched() -> Sim {
        var sim = Sim(file: "flows/reviews.flow")
        sim.send(.launch)
        #expect(sim.shot == Shot(top: "Top", stack: ["Top"], modals: []))
        return sim
    }

    @Test func topCellReachesFacilityAndUser() {
        var sim = launched()
        sim.tap("showFacility", ["facility": .s("あそびの森")], on: "Top", cell: "ReviewCell")
        #expect(sim.shot == Shot(top: "FacilityDetail", stack: ["Top", "FacilityDetail"], modals: []))
        #expect(sim.instance("FacilityDetail")?.inputs == ["facility": .model(type: "Facility", id: "あそびの森")])
        sim.send(.back)
        #expect(sim.shot == Shot(top: "Top", stack: ["Top"], modals: []))
        sim.tap("showUser", ["user": .s("namikata")], on: "Top", cell: "ReviewCell")
        #expect(sim.shot == Shot(top: "UserPage", stack: ["Top", "UserPage"], modals: []))
        #expect(sim.instance("UserPage")?.inputs == ["user": .model(type: "User", id: "namikata")])
    }

    @Test func reviewListCellReachesFacilityAndUser() {
        var sim = launched()
        sim.tap("showAllReviews")
        #expect(sim.shot == Shot(top: "ReviewList", stack: ["Top", "ReviewList"], modals: []))
        sim.tap("showUser", ["user": .s("hollymoto")], cell: "ReviewTableViewCell")
        #expect(sim.shot == Shot(top: "UserPage", stack: ["Top", "ReviewList", "UserPage"], modals: []))
        #expect(sim.instance("UserPage")?.inputs == ["user": .model(type: "User", id: "hollymoto")])
        sim.send(.back)
        sim.tap("showFacility", ["facility": .s("海の見える公園")], cell: "ReviewTableViewCell")
        #expect(sim.shot == Shot(top: "FacilityDetail", stack: ["Top", "ReviewList", "FacilityDetail"], modals: []))
        // like from a cell: the default implementation logs the review
        sim.send(.back)
        sim.tap("like", ["review": .s("review-2")], cell: "ReviewTableViewCell")
        #expect(sim.logs == ["log: \"review-2\""])
        #expect(sim.shot == Shot(top: "ReviewList", stack: ["Top", "ReviewList"], modals: []))
    }

    @Test func reviewDetailAdoptsTheSetAndOverridesLike() {
        var sim = launched()
        sim.tap("showReview", ["review": .s("review-1")], on: "Top", cell: "ReviewCell")
        #expect(sim.shot == Shot(top: "ReviewDetail", stack: ["Top", "ReviewDetail"], modals: []))
        sim.tap("showFacility", ["facility": .s("あそびの森")], on: "ReviewDetail")
        #expect(sim.shot == Shot(top: "FacilityDetail", stack: ["Top", "ReviewDetail", "FacilityDetail"], modals: []))
        sim.send(.back)
        sim.tap("showUser", ["user": .s("namikata")])
        #expect(sim.shot == Shot(top: "UserPage", stack: ["Top", "ReviewDetail", "UserPage"], modals: []))
        sim.send(.back)
        // the screen's own `like` replaces the set's default
        sim.tapUnchanged("like", ["review": .s("review-1")])
        #expect(sim.logs == ["alert: 参考になった！"])
    }

    @Test func aLongWalkThroughEveryScreen() {
        var sim = launched()
        sim.tap("showFacility", ["facility": .s("あそびの森")], cell: "ReviewCell")
        sim.tap("showReviews")
        sim.tap("showReview", ["review": .s("review-2")], cell: "ReviewTableViewCell")
        sim.tap("showUser", ["user": .s("namikata")])
        sim.tap("showFacility", ["facility": .s("海の見える公園")], cell: "ReviewCell")
        #expect(sim.shot == Shot(top: "FacilityDetail",
                                 stack: ["Top", "FacilityDetail", "ReviewList", "ReviewDetail", "UserPage", "FacilityDetail"],
                                 modals: []))
        for _ in 0..<5 { sim.send(.back) }
        #expect(sim.shot == Shot(top: "Top", stack: ["Top"], modals: []))
        #expect(sim.live == ["Top"])
        #expect(sim.fails(.back) == "there is no back button: Top is the root of its navigation stack")
    }
}
