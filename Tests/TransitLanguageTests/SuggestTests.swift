// SPDX-License-Identifier: MIT
import Testing
@testable import TransitLanguage

/// "Did you mean": close names found, and the work of finding them bounded (issue 36: 10,000 typos against 10,000
/// names took over 300 s in a debug build, and froze the language server).
@Suite("did you mean")
struct SuggestionWorkTests {
    @Test func findsTheClosestName() {
        #expect(Suggest.closest("Detial", in: ["Detail", "List", "Settings"]) == "Detail")
        #expect(Suggest.closest("lst", in: ["List", "Detail"]) == "List")
        #expect(Suggest.closest("Zebra", in: ["List", "Detail"]) == nil)
    }

    @Test func namesOfVeryDifferentLengthsCostOneEach() {
        var work = 0
        let names = (0..<1_000).map { "AVeryLongScreenName\($0)" }
        #expect(Suggest.closest("Lst", in: names, work: &work, limit: .max) == nil)
        // No table, but each name looked at counts: a budget bounds lookups whose names are all skipped too
        // (20,000 such lookups among 20,000 names were a quadratic the budget did not see).
        #expect(work == 1_000)
        var spent = 0
        #expect(Suggest.closest("Lst", in: names, work: &spent, limit: 10) == nil)
        #expect(spent == 11, "it stops at the limit")
    }

    @Test func theWorkIsBoundedAndCounted() {
        let names = (0..<2_000).map { String(format: "Screen%05d", $0) }
        var work = 0
        // One lookup costs one table per candidate of a similar length: 2,000 tables of 12 × 12 cells.
        #expect(Suggest.closest("Scren00042", in: names, work: &work, limit: .max) == "Screen00042")
        #expect(work == 2_000 * 11 * 12 + 2_000)
        // Once the limit is passed, lookups give up at once and add nothing.
        var spent = 0
        var suggested = 0
        for i in 0..<100 where Suggest.closest(String(format: "Scren%05d", i), in: names, work: &spent, limit: 1_000_000) != nil { suggested += 1 }
        #expect(suggested > 0 && suggested < 100, "\(suggested)")
        let before = spent
        #expect(Suggest.closest("Scren00001", in: names, work: &spent, limit: 1_000_000) == nil)
        #expect(spent == before)
        #expect(spent <= 1_000_000 + 12 * 12)
    }
}
