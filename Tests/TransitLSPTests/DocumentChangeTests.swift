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
