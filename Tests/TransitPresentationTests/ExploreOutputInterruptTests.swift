// SPDX-License-Identifier: MIT
import Testing
@testable import TransitEngine
@testable import TransitExplorer
import TransitPresentation

/// A search stopped early has not shown that there are no findings.
@Test func aStoppedSearchWithoutFindingsSaysSoFar() {
    var r = Explorer.Report()
    r.interrupted = true
    let text = ExploreOutput.human(r, style: TextStyle(color: false), command: { $0.description })
    #expect(text.hasSuffix("no findings so far\n"), "\(text)")
    var bounded = Explorer.Report()
    bounded.boundHit = "states (10)"
    #expect(ExploreOutput.human(bounded, style: TextStyle(color: false), command: { $0.description }).hasSuffix("no findings so far\n"))
    #expect(ExploreOutput.human(Explorer.Report(), style: TextStyle(color: false), command: { $0.description }).hasSuffix("no findings\n"))
}
