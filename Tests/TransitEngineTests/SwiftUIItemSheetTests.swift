// SPDX-License-Identifier: MIT
import Testing
import TransitTestSupport
@testable import TransitEngine
@testable import TransitExplorer
import TransitLanguage
import TransitModel

/// SwiftUI's `sheet(item:)` (issue 34, docs/simulator.md "SwiftUI stacks", rule 5): one view per case of the item,
/// a new item while one is up dismisses and presents again, nil dismisses, the binding can be set from a view the
/// owner passes it to; and `@Environment(\.dismiss)` in a view a NavigationStack pushed pops it.
@Suite struct SwiftUIItemSheetTests {
    static let flow = """
    enum Sheet { case filter, filters, about }
    enum Route { case account }
    screen Timeline {
      sheet shown: Sheet {
        .filter: ContentFilter
        .filters: FiltersList withNavigation
        .about: About withNavigation
      } then { log "onDismiss" }
      action filter { shown = .filter }
      action filters { shown = .filters }
      action about { shown = .about }
      action aboutTwice { shown = .about; shown = .about }
      action clear { shown = nil }
    }
    screen ContentFilter {
      action editFilters { shown = .filters }
      action close { shown = nil }
    }
    screen FiltersList { action done { dismiss } }
    screen About {
      destination Route.account: Account
      action account { append .account }
      action close { dismiss }
    }
    screen Account { action close { dismiss } }
    app A { launch Timeline withNavigation }
    """

    static func launched() -> Sim { Sim.launched(flow) }

    @Test func eachCaseShowsItsViewAndASwipeWritesNil() {
        var s = Self.launched()
        s.tap("about")
        #expect(s.modals == ["About"])
        #expect(s.binding("Timeline", "shown") == .enumCase(type: "Sheet", name: "about"))
        s.send(.swipe)
        #expect(s.stepMessages.contains("SwiftUI writes Timeline.shown = nil"), "\(s.stepMessages)")
        #expect(s.modals.isEmpty)
        #expect(s.binding("Timeline", "shown") == nil)
        #expect(s.logs.contains("log: onDismiss"), "\(s.stepMessages)")
        #expect(s.codes.isEmpty)
    }

    @Test func theSameItemAgainIsNoChange() {
        var s = Self.launched()
        s.tap("aboutTwice")
        #expect(s.modals == ["About"])
        #expect(s.stepMessages.contains { $0.contains("it already is, so SwiftUI sees no change") }, "\(s.stepMessages)")
        #expect(s.codes.isEmpty)
    }

    @Test func aNewItemFromInsideTheSheetReplacesItAndIsReported() {
        var s = Self.launched()
        s.tap("filter")
        #expect(s.modals == ["ContentFilter"])
        s.tap("editFilters")
        // Dismissed, onDismiss ran, the new one presented once the dismissal is over: no refusal.
        #expect(s.modals == ["FiltersList"])
        #expect(s.codes == ["R223"], "\(s.stepMessages)")
        #expect(s.logs.contains("log: onDismiss"))
        #expect(s.binding("Timeline", "shown") == .enumCase(type: "Sheet", name: "filters"))
        s.tap("done")
        // Closing it goes back to the timeline, not to the content filter.
        #expect(s.modals.isEmpty)
        #expect(s.top == "Timeline")
        #expect(s.binding("Timeline", "shown") == nil)
    }

    @Test func theBindingIsFoundOutwardFromThePresentedView() {
        var s = Self.launched()
        s.tap("filter")
        s.tap("close")
        #expect(s.modals.isEmpty)
        #expect(s.binding("Timeline", "shown") == nil)
    }

    @Test func dismissInAViewTheStackPushedPopsItAndKeepsTheSheet() {
        var s = Self.launched()
        s.tap("about")
        s.tap("account")
        #expect(s.stack == ["About", "Account"])
        s.tap("close", on: "Account")
        #expect(s.modals == ["About"])
        #expect(s.stack == ["About"])
        #expect(s.stepMessages.contains { $0.contains("a view its NavigationStack pushed: SwiftUI pops it") }, "\(s.stepMessages)")
        // At the root of the sheet's stack, dismiss closes the sheet.
        s.tap("close", on: "About")
        #expect(s.modals.isEmpty)
        #expect(s.binding("Timeline", "shown") == nil)
    }

    @Test func aCaseOfAnotherTypeIsATypeError() {
        let o = FlowLoader.load(source: Self.flow.replacingOccurrences(of: "action clear { shown = nil }", with: "action clear { shown = .account }"))
        #expect(o.hasErrors)
        #expect(o.diagnostics.contains { $0.code == .unknownCase || $0.code == .typeMismatch }, "\(o.diagnostics.map(\.message))")
    }

    @Test func aCaseTheItemDoesNotHaveIsReportedWithTheCases() {
        let o = FlowLoader.load(source: Self.flow.replacingOccurrences(of: ".about: About withNavigation", with: ".abuot: About withNavigation"))
        let d = o.diagnostics.first { $0.code == .unknownCase }
        #expect(d != nil, "\(o.diagnostics.map(\.message))")
    }

    @Test func theExplorerFindsTheSelfReplacingSheetWithItsShortestTrace() {
        let o = FlowLoader.load(source: Self.flow)
        #expect(!o.hasErrors, "\(o.diagnostics.map(\.message))")
        let r = Explorer(engine: Engine(flow: o.flow)).explore()
        #expect(r.complete)
        let found = r.findings.filter { $0.code == .sheetReplacedFromInside }
        #expect(found.first?.trace.map(\.description) == ["launch", "tap Timeline.filter", "tap ContentFilter.editFilters"],
                "\(r.findings.map { "\($0.code): \($0.trace)" })")
    }

    static let nested = """
    enum Sheet { case note, report }
    screen Person {
      sheet shown: Sheet {
        .note: NoteEditor withNavigation
        .report: ReportEditor
      }
      action note { shown = .note }
      action report { shown = .report }
    }
    screen NoteEditor { navigationStack; action done { dismiss } }
    screen ReportEditor { navigationStack; action done { dismiss } }
    app A { launch Person withNavigation }
    """

    @Test func aViewWithItsOwnStackInsideAStackIsReported() {
        var s = Sim.launched(Self.nested)
        s.tap("note")
        #expect(s.codes == ["R225"], "\(s.stepMessages)")
        s.tap("done")
        s.tap("report")
        #expect(s.modals == ["ReportEditor"])
        #expect(s.codes.isEmpty, "\(s.stepMessages)")
    }
}
