// SPDX-License-Identifier: MIT
import Foundation
import Testing
@testable import TransitLSP

/// A lone surrogate escape or bytes that are not UTF-8 in a message (issue 36 item 13): the message is read, the
/// character U+FFFD, instead of the whole message being dropped as unparsable.
@Suite("lone surrogates")
struct LoneSurrogateTests {
    func read(_ body: [UInt8]) -> Transport.ReadResult {
        var fds: [Int32] = [0, 0]
        _ = pipe(&fds)
        defer { close(fds[0]) }
        let bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        _ = bytes.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
        close(fds[1])
        return Transport(input: fds[0], output: -1).read(timeout: nil)
    }

    func text(_ r: Transport.ReadResult) -> String? {
        guard case .message(let m) = r else { return nil }
        return (m["params"] as? [String: Any])?["text"] as? String
    }

    @Test(arguments: [
        (#"{"method":"x","params":{"text":"a\ud800b"}}"#, "a\u{FFFD}b"),
        (#"{"method":"x","params":{"text":"a\udc00"}}"#, "a\u{FFFD}"),
        (#"{"method":"x","params":{"text":"\ud83d\ude00 \\ud800 \ud83d"}}"#, "😀 \\ud800 \u{FFFD}"),
    ])
    func aLoneSurrogateBecomesTheReplacementCharacter(_ json: String, _ expected: String) {
        #expect(text(read(Array(json.utf8))) == expected)
    }

    @Test func bytesThatAreNotUTF8AreReplacedToo() {
        let body = Array(#"{"method":"x","params":{"text":"a"#.utf8) + [0xFF, 0xC3] + Array(#"b"}}"#.utf8)
        #expect(text(read(body)) == "a\u{FFFD}\u{FFFD}b")
    }

    @Test func whatIsNotJSONStaysMalformed() {
        guard case .malformed = read(Array(#"{"text":"\ud800"#.utf8)) else { Issue.record("an unterminated object was read"); return }
    }
}
