// SPDX-License-Identifier: MIT
import Foundation
import Testing
@testable import TransitLSP

/// `didChange` content changes (issue 36): a well-formed one edits the text; a malformed one is refused and the
/// text kept (it used to replace the whole document with the fragment).
@Suite("document changes")
struct DocumentChangeTests {
    func doc() -> Document { Document(uri: "file:///x.flow", path: "/x.flow", version: 1, text: "screen A {}\nscreen B {}\n") }

    func range(_ a: Any, _ b: Any, _ c: Any, _ d: Any) -> [String: Any] {
        ["start": ["line": a, "character": b], "end": ["line": c, "character": d]]
    }

    @Test func aRangeIsReplacedAndNoRangeReplacesAll() {
        var d = doc()
        #expect(d.apply(["range": range(1, 7, 1, 8), "text": "C"]) == nil)
        #expect(d.text == "screen A {}\nscreen C {}\n")
        #expect(d.apply(["text": "screen Z {}\n"]) == nil)
        #expect(d.text == "screen Z {}\n")
    }

    // As a client sends them (JSON), parsed as the server parses them.
    @Test(arguments: [
        #"{"range": {"start": {"line": -1, "character": 0}, "end": {"line": 0, "character": 1}}, "text": "x"}"#,
        #"{"range": {"start": {"line": 0, "character": 1.5}, "end": {"line": 0, "character": 2}}, "text": "x"}"#,
        #"{"range": {"start": {"line": 0, "character": 0}}, "text": "x"}"#,
        #"{"range": "0:0-0:1", "text": "x"}"#,
        #"{"range": null, "text": "x"}"#,
        #"{"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 1}}}"#,
    ])
    func aMalformedChangeIsRefusedAndTheTextKept(_ json: String) throws {
        let change = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        var d = doc()
        #expect(d.apply(change) != nil)
        #expect(d.text == "screen A {}\nscreen B {}\n")
    }
}

/// The document keeps its text as lines (an edit costs the lines it touches): random edits give the same text as
/// the same edits applied to the whole text, with LSP's positions (lines end at "\n", "\r\n" or a lone "\r").
@Suite("document lines")
struct DocumentLinesTests {
    /// The reference: the whole text as UTF-16, positions found by walking it.
    static func reference(_ text: [UInt16], _ p: (Int, Int)) -> Int {
        var line = 0, i = 0
        while line < p.0, i < text.count {
            if text[i] == 13 { if i + 1 < text.count, text[i + 1] == 10 { i += 1 }; line += 1 } else if text[i] == 10 { line += 1 }
            i += 1
        }
        if line < p.0 { return text.count }
        var end = i
        while end < text.count, text[end] != 10, text[end] != 13 { end += 1 }
        return i + min(p.1, end - i)
    }

    @Test func randomEditsMatchEditsToTheWholeText() {
        var rng = SplitMix(seed: 36)
        let pieces = ["", "x", "\n", "\r", "\r\n", "😀", "画面", "screen A {", "}\n", "\n\r", "ab\rcd"]
        for round in 0..<200 {
            var text = Array("screen A {}\r\nscreen B {}\rline\n\n".utf16)
            var d = Document(uri: "file:///x.flow", path: "/x.flow", version: 1, text: String(decoding: text, as: UTF16.self))
            for _ in 0..<40 {
                let a = (rng.next(8), rng.next(14)), b = (a.0 + rng.next(3), rng.next(14))
                let piece = pieces[rng.next(pieces.count)]
                let x = DocumentLinesTests.reference(text, a), y = max(x, DocumentLinesTests.reference(text, b))
                text.replaceSubrange(x..<y, with: Array(piece.utf16))
                d.apply(["range": ["start": ["line": a.0, "character": a.1], "end": ["line": b.0, "character": b.1]], "text": piece])
                #expect(d.text == String(decoding: text, as: UTF16.self), "round \(round)")
                #expect(d.utf8Count == String(decoding: text, as: UTF16.self).utf8.count)
            }
        }
    }

    @Test func theEndAndTheWordAreFoundOnTheirLine() {
        var d = Document(uri: "file:///x.flow", path: "/x.flow", version: 1, text: "screen A {}\r\npush Detail\r")
        #expect(d.endPosition == Position(line: 2, character: 0))
        #expect(d.word(at: Position(line: 1, character: 7)) == "Detail")
        d.apply(["range": ["start": ["line": 2, "character": 0], "end": ["line": 2, "character": 0]], "text": "\nend"])
        #expect(d.text == "screen A {}\r\npush Detail\r\nend")
        #expect(d.endPosition == Position(line: 2, character: 3))
    }

    @Test func theFileLimitAppliesToAnOpenDocument() {
        var d = Document(uri: "file:///x.flow", path: "/x.flow", version: 1, text: "// small\n")
        #expect(!d.isTooLarge)
        d.apply(["text": String(repeating: "x", count: 16 * 1024 * 1024 + 1)])
        #expect(d.isTooLarge)
        d.apply(["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 2]], "text": ""])
        #expect(!d.isTooLarge)
    }
}

/// A small seeded generator: the same edits on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ n: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(n))
    }
}
