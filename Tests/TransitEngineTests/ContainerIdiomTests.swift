// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitTestSupport
@testable import TransitEngine
@testable import TransitExplorer
import TransitLanguage
import TransitModel

/// docs/language.md's split view and page view, as written there (issue 30): the examples load and behave as the
/// text says.
@Suite struct ContainerIdiomTests {
    /// The first flow block after `marker` in docs/language.md.
    static func docBlock(after marker: String) throws -> String {
        let doc = try String(contentsOfFile: Sim.repoRoot + "/docs/language.md", encoding: .utf8)
        let start = try #require(doc.range(of: marker))
        let rest = doc[start.upperBound...]
        let open = try #require(rest.range(of: "```\n"))
        let body = rest[open.upperBound...]
        let close = try #require(body.range(of: "```"))
        return String(body[..<close.lowerBound])
    }

    @Test func thePageViewExampleTurnsPagesAndEndsOnTheLastOne() throws {
        let block = try Self.docBlock(after: "**`UIPageViewController`**")
        var s = Sim(block + "\napp X { launch Root }\nscreen Home { }\ncoordinator Root {\n  start { start OnboardingCoordinator as root then { release; root Home } }\n}\n")
        s.send(.launch)
        s.tap("getStarted", on: "Onboarding")
        #expect(s.top == "Onboarding", "Get started is on the last page only")
        s.tap("swipeForward", on: "Onboarding")
        s.tap("swipeForward", on: "Onboarding")
        s.tap("getStarted", on: "Onboarding")
        #expect(s.top == "Home")
        #expect(s.allDiagnostics.isEmpty, "\(s.allDiagnostics.map(\.message))")
    }

    @Test func theSplitViewExampleIsTwoColumnsOnPadAndOneStackOnPhone() {
        let o = FlowLoader.load([Sim.repoRoot + "/flows/split-view.flow"])
        #expect(o.diagnostics.isEmpty, "\(o.diagnostics.map(\.message))")
        let r = Explorer(engine: Engine(flow: o.flow)).explore()
        #expect(r.complete)
        #expect(r.findings.isEmpty, "\(r.findings.map(\.message))")
        #expect(r.reachedScreens.isSuperset(of: ["Split", "NoSelection", "Message", "Compose"]))
    }
}

/// `embed … replacing` (docs/language.md): a custom container swapping its one child.
@Suite struct ReplacingEmbedTests {
    static let flow = """
    app X { launch Root }
    screen Root {
      on load { embed SignIn replacing }
      action signedIn { embed Home replacing }
      action signedOut { embed SignIn replacing }
    }
    screen SignIn { }
    screen Home { }
    """

    @Test func theContainerHoldsOneChildHoweverOftenItSwaps() {
        var s = Sim(Self.flow)
        s.send(.launch)
        for _ in 0..<3 {
            s.tap("signedIn", on: "Root")
            s.tap("signedOut", on: "Root")
        }
        s.tap("signedIn", on: "Root")
        let root = s.state.windowRoot.flatMap { s.state.controllers[$0] }
        #expect(root?.embedded.count == 1)
        #expect(root?.embedded.first.map { s.state.name(of: $0) } == "Home")
        #expect(s.allDiagnostics.isEmpty, "\(s.allDiagnostics.map(\.message))")
    }

    @Test func withoutReplacingTheChildrenPileUpAndTheExplorerSaysSo() {
        let o = FlowLoader.load(source: Self.flow.replacingOccurrences(of: " replacing", with: ""))
        let r = Explorer(engine: Engine(flow: o.flow)).explore()
        #expect(r.findings.contains { $0.code == .unboundedGrowth }, "\(r.findings.map(\.message))")
        let replaced = FlowLoader.load(source: Self.flow)
        #expect(Explorer(engine: Engine(flow: replaced.flow)).explore().findings.isEmpty)
    }
}
