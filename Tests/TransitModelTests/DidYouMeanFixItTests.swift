// SPDX-License-Identifier: MIT
import Testing
import TransitLanguage
import TransitTestSupport
@testable import TransitModel

/// Every "did you mean" comes with the fix-it that makes the change (issue 35: T105 suggested '.dark' for '.drak'
/// with no fix-it, and so did misspelt modifiers, variables, events and keywords); applying the fix-its gives a
/// flow that checks.
@Suite("did you mean, with its fix-it")
struct DidYouMeanFixItTests {
    static let flow = """
    app A { launch C }
    enum Theme { light, dark }
    screen List { action open }
    screen Detail(theme: Theme) { }
    coordinator C {
      var shown = false
      root List withNavigation
      on List.open {
        shown = true
        present Detail(theme: .dark) pageSheet
      }
      on leave List { }
    }

    """

    /// The flow with `wrong` written instead of `right`: one diagnostic with "did you mean 'shown'", whose fix-it
    /// gives back the original flow.
    func fix(_ right: String, _ wrong: String, shown: String? = nil) throws {
        let broken = DidYouMeanFixItTests.flow.replacingOccurrences(of: right, with: wrong)
        #expect(broken != DidYouMeanFixItTests.flow)
        let outcome = FlowLoader.load(source: broken, path: "a.flow")
        let d = try #require(outcome.diagnostics.first { $0.hint?.hasPrefix("did you mean") == true }, "\(outcome.diagnostics.map(\.message))")
        #expect(d.hint == "did you mean '\(shown ?? right)'?")
        #expect(!d.fixIts.isEmpty, "no fix-it for \(d.message)")
        let text = DiagnosticText.applyingFixIts(broken, [d])
        #expect(text == DidYouMeanFixItTests.flow)
        #expect(!FlowLoader.load(source: text, path: "a.flow").hasErrors)
    }

    @Test func anEnumCase() throws { try fix("dark)", "drak)", shown: ".dark") }
    @Test func aModifier() throws { try fix("pageSheet", "pageShet") }
    @Test func aVariable() throws { try fix("shown = true", "shwn = true", shown: "shown") }
    @Test func aScreen() throws { try fix("present Detail", "present Detial", shown: "Detail") }
    @Test func anAction() throws { try fix("List.open {", "List.opne {", shown: "open") }
    @Test func aStatement() throws { try fix("    present", "    presnet", shown: "present") }
    @Test func aCoordinatorMember() throws { try fix("  var shown", "  vra shown", shown: "var") }
    @Test func aDelegateHook() throws { try fix("on leave List", "on leav List", shown: "leave") }
}
