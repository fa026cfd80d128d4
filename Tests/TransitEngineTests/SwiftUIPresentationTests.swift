// SPDX-License-Identifier: MIT
import Testing
import TransitTestSupport
@testable import TransitEngine
@testable import TransitExplorer
import TransitLanguage
import TransitModel

/// SwiftUI presentations driven by state (issue 34, docs/simulator.md "SwiftUI stacks", rule 5): a view's binding
/// presents and dismisses, every way out writes it false and runs onDismiss, and a view presents one thing at a time.
@Suite struct SwiftUIPresentationTests {
    static let flow = """
    screen Profile {
      sheet editing: EditProfile withNavigation then { log "edit closed" }
      sheet sharing: Share
      cover tour: Tour
      action edit { editing = true }
      action editTwice { editing = true; sharing = true }
      action share { sharing = true }
      action tourNow { tour = true }
    }
    screen EditProfile {
      sheet picking: Picker
      action save { dismiss }
      action pick { picking = true }
    }
    screen Share { }
    screen Picker { action done { dismiss } }
    screen Tour { action done { dismiss } }
    app A { launch Profile withNavigation }
    """

    static func launched() -> Sim {
        var s = Sim(flow)
        s.send(.launch)
        return s
    }

    func raised(_ s: Sim, _ screen: String) -> [String] {
        s.id(screen).flatMap { s.state.controllers[$0]?.raisedBindings } ?? []
    }

    @Test func theBindingPresentsAndDismissInThePresentedViewWritesItBack() {
        var s = Self.launched()
        s.tap("edit")
        #expect(s.modals == ["EditProfile"])
        #expect(raised(s, "Profile") == ["editing"])
        s.tap("save")
        #expect(s.modals.isEmpty)
        #expect(raised(s, "Profile").isEmpty)
        #expect(s.logs.contains("log: edit closed"), "\(s.stepMessages)")
        #expect(s.codes.isEmpty)
    }

    @Test func onDismissRunsForASwipeDownToo() {
        var s = Self.launched()
        s.tap("edit")
        s.send(.swipe)
        #expect(s.modals.isEmpty)
        #expect(raised(s, "Profile").isEmpty)
        #expect(s.logs.contains("log: edit closed"), "\(s.stepMessages)")
        // The binding is false again, so the next tap presents again.
        s.tap("edit")
        #expect(s.modals == ["EditProfile"])
    }

    @Test func aSecondPresentationFromTheSameViewIsNotShownAndItsBindingStaysTrue() {
        var s = Self.launched()
        s.tap("editTwice")
        #expect(s.codes == ["R221"], "\(s.messages)")
        #expect(s.modals == ["EditProfile"])
        #expect(raised(s, "Profile") == ["editing", "sharing"])
        // Once the first is closed the share button still does nothing: its binding never went back to false.
        s.tap("save")
        s.tap("share")
        #expect(s.modals.isEmpty)
        #expect(s.stepMessages.contains { $0.contains("sharing = true: it already is") }, "\(s.stepMessages)")
    }

    @Test func aSheetOverASheetIsPresentedFromInsideTheFirst() {
        var s = Self.launched()
        s.tap("edit")
        s.tap("pick")
        #expect(s.codes.isEmpty, "\(s.messages)")
        #expect(s.modals == ["EditProfile", "Picker"])
        s.tap("done")
        #expect(s.modals == ["EditProfile"])
        #expect(raised(s, "EditProfile").isEmpty)
        #expect(raised(s, "Profile") == ["editing"])
    }

    @Test func aCoverIsFullScreenAndCannotBeSwipedDown() {
        var s = Self.launched()
        s.tap("tourNow")
        #expect(s.modals == ["Tour"])
        #expect(s.fails(.swipe) != nil)
        s.tap("done")
        #expect(s.modals.isEmpty)
        #expect(raised(s, "Profile").isEmpty)
    }

    @Test func theExplorerFindsTheRefusedSheetWithItsShortestTrace() {
        let o = FlowLoader.load(source: Self.flow)
        #expect(!o.hasErrors, "\(o.diagnostics.map(\.message))")
        let r = Explorer(engine: Engine(flow: o.flow)).explore()
        #expect(r.complete)
        let refused = r.findings.filter { $0.code == .secondPresentation }
        #expect(refused.first?.trace.map(\.description) == ["launch", "tap Profile.editTwice"], "\(r.findings.map { "\($0.code): \($0.trace)" })")
    }
}
