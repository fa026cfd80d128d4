// SPDX-License-Identifier: MIT
import Testing
@testable import TransitLanguage

/// The minimal line replacements (the language server's formatting edits) rebuild the new text exactly.
@Suite struct LineDiffTests {
    static func apply(_ old: String, _ rs: [LineDiff.Replacement]) -> String {
        var pieces = old.components(separatedBy: "\n")
        for r in rs.reversed() { pieces.replaceSubrange(r.oldLines, with: r.newLines) }
        return pieces.joined(separator: "\n")
    }

    @Test(arguments: [
        ("a\nb\nc\n", "a\nB\nc\n"), ("a\nb\nc", "a\nb"), ("a\n\n", "a\n"), ("", "x\n"), ("x\n", ""),
        ("a\nb\n", "a\nb\nc\n"), ("one\ntwo\nthree\nfour\n", "zero\none\nthree\nfour\nfive\n"), ("a\r\nb\r\n", "a\r\nc\r\n"),
    ])
    func replacementsRebuildTheNewText(_ pair: (String, String)) {
        let rs = LineDiff.replacements(old: pair.0, new: pair.1)
        #expect(Self.apply(pair.0, rs) == pair.1, "\(rs)")
    }

    @Test func onlyTheChangedLinesAreReplaced() {
        let old = (1...100).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 50\n", with: "line fifty\n")
        let rs = LineDiff.replacements(old: old, new: new)
        #expect(rs == [LineDiff.Replacement(oldLines: 49..<50, newLines: ["line fifty"])])
        #expect(LineDiff.replacements(old: old, new: old).isEmpty)
    }
}
