// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitEngine
import TransitModel
@testable import TransitPresentation

/// The overlay tells the story of a finding (issue 32): the swipe-down that leaked is drawn as an edge of its own,
/// the leaked coordinator (not its screen) is outlined and names its code, and every colour used is in the legend.
@Test func theTourDrawsTheSwipeTheLeakedCoordinatorAndItsCode() throws {
    let flow = loadExample("tasks")
    var h = History(engine: Engine(flow: flow))
    for e: Event in [.launch, .action(screen: "List", cell: nil, name: "select", arguments: ["taskId": .string("t2")]), .swipe] { try h.apply(e) }
    #expect(h.past.last?.diagnostics.map(\.code.rawValue) == ["R301"])
    let g = FlowGraph(flow: flow)
    let overlay = Overlay(graph: g, state: h.state, transitions: Array(h.past), states: h.states)
    #expect(overlay.gestures == [.init(from: "s_Detail", to: "s_List", label: "#3 swipe-down", troubled: true)])
    #expect(overlay.problems["DetailCoordinator"] == ["R301 coordinator leaked"])
    let dot = DotWriter.write(g, overlay: overlay)
    #expect(dot.contains(##"label="DetailCoordinator(taskId: String) -> Bool\n⚠ R301 coordinator leaked""##), "\(dot)")
    #expect(dot.contains(##"s_Detail -> s_List [id="gesture0", label="#3 swipe-down""##))
    // The screen is not blamed for its coordinator's leak.
    #expect(dot.contains(##"s_Detail [id="s_Detail", label="Detail(taskId: String)", tooltip="screen Detail (shown by DetailCoordinator)", fillcolor="#ffffff", color="#555555""##))
    for line in ["blue fill: on screen", "orange dashed: the user went back (red: and a problem was found)", "red outline, ⚠ CODE: where a problem was found"] {
        #expect(dot.contains(line), "the legend lacks: \(line)")
    }
    // Without the states (an older caller), nothing is invented.
    #expect(Overlay(graph: g, state: h.state, transitions: Array(h.past)).gestures.isEmpty)
}

/// A result still awaited is drawn (issue 32): from the child that will deliver it to the screen of the one who
/// waits, named and typed, and in the legend; once delivered it is not.
@Test func aPendingResultIsDrawnFromWhoDeliversToWhoWaits() throws {
    let flow = loadExample("tasks")
    var h = History(engine: Engine(flow: flow))
    for e: Event in [.launch, .action(screen: "List", cell: nil, name: "select", arguments: ["taskId": .string("t1")])] { try h.apply(e) }
    let g = FlowGraph(flow: flow)
    let overlay = Overlay(graph: g, state: h.state, transitions: Array(h.past), states: h.states)
    #expect(overlay.waits == [.init(from: "s_Detail", to: "s_List", text: "DetailCoordinator → ListCoordinator: Bool")])
    let dot = DotWriter.write(g, overlay: overlay)
    #expect(dot.contains(##"s_Detail -> s_List [id="pending0", label="pending: DetailCoordinator → ListCoordinator: Bool""##), "\(dot)")
    #expect(dot.contains("purple dotted: a result still awaited"), "\(dot)")
    try h.apply(.action(screen: "Detail", cell: nil, name: "done", arguments: [:]))
    let after = Overlay(graph: g, state: h.state, transitions: Array(h.past), states: h.states)
    #expect(after.waits.isEmpty)
    #expect(!DotWriter.write(g, overlay: after).contains("purple dotted"))
}
