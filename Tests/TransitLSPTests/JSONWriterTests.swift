// SPDX-License-Identifier: MIT
import Foundation
import Testing
@testable import TransitLSP

@Suite("JSON writer")
struct JSONWriterTests {
    func text(_ o: [String: Any]) -> String? { JSONWriter.data(o).map { String(decoding: $0, as: UTF8.self) } }

    @Test func writesWhatJSONSerializationWrites() throws {
        let object: [String: Any] = [
            "jsonrpc": "2.0", "id": 7, "ok": true, "no": false, "none": NSNull(), "half": 0.5, "whole": 2.0,
            "path": "file:///a/b c.flow", "text": "quote \" backslash \\ line\nreturn\r tab\t bell\u{07} é 😀",
            "list": [1, 2, 3], "names": ["a", "b"], "mixed": [1, "x", false, NSNull()] as [Any],
            "nested": [["range": ["start": ["line": 0, "character": 4]]]] as [[String: Any]],
        ]
        let mine = try #require(JSONWriter.data(object))
        let theirs = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        // The same value when read back, and the same bytes but for how each escapes control characters.
        let a = try #require(try JSONSerialization.jsonObject(with: Data(mine)) as? NSDictionary)
        let b = try #require(try JSONSerialization.jsonObject(with: theirs) as? NSDictionary)
        #expect(a == b)
        #expect(text(object)?.hasPrefix(#"{"half":0.5,"id":7,"jsonrpc":"2.0","list":[1,2,3],"mixed":[1,"x",false,null],"names":["a","b"],"#) == true,
                "\(text(object) ?? "")")
        #expect(text(object)?.contains(#""path":"file:///a/b c.flow""#) == true)
        #expect(text(object)?.contains(#""text":"quote \" backslash \\ line\nreturn\r tab\t bell\u0007 é 😀""#) == true, "\(text(object) ?? "")")
        #expect(text(object)?.contains(#""whole":2"#) == true)
    }

    @Test func numbersReadFromARequestKeepTheirType() throws {
        // A request's id is echoed back as JSONSerialization read it: an NSNumber, which is not a Bool when it is 1.
        let request = try #require(try JSONSerialization.jsonObject(with: Data(#"{"id":1,"flag":true,"big":12345678901234,"x":1.25}"#.utf8)) as? [String: Any])
        #expect(text(request) == #"{"big":12345678901234,"flag":true,"id":1,"x":1.25}"#)
    }

    @Test func refusesWhatJSONCannotSay() {
        #expect(JSONWriter.data(["x": Double.nan]) == nil)
        #expect(JSONWriter.data(["x": Date()]) == nil)
    }
}
