// SPDX-License-Identifier: MIT
import Foundation
import Testing
@testable import TransitLSP

/// The loader's file limit holds for a document the editor opens (issue 36 item 5: a 50 MB document was checked,
/// past the 16 MB a file on disk may have): it gets the loader's diagnostic, and no request works on it.
@Test func anOpenDocumentOverTheFileLimitIsNotChecked() throws {
    let uri = "file:///tmp/too-large.flow"
    func frame(_ o: [String: Any]) throws -> [UInt8] {
        let body = try JSONSerialization.data(withJSONObject: o)
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body)
    }
    let text = "screen A { }\n" + String(repeating: "// filler line\n", count: 16 * 1024 * 1024 / 15 + 1)
    var input = try frame(["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": [:]])
    input += try frame(["jsonrpc": "2.0", "method": "textDocument/didOpen",
                        "params": ["textDocument": ["uri": uri, "languageId": "transit", "version": 1, "text": text]]])
    input += try frame(["jsonrpc": "2.0", "id": 1, "method": "textDocument/documentSymbol", "params": ["textDocument": ["uri": uri]]])
    input += try frame(["jsonrpc": "2.0", "id": 2, "method": "textDocument/formatting",
                        "params": ["textDocument": ["uri": uri], "options": ["tabSize": 2, "insertSpaces": true]]])
    input += try frame(["jsonrpc": "2.0", "id": 3, "method": "shutdown"]) + frame(["jsonrpc": "2.0", "method": "exit"])
    let dir = NSTemporaryDirectory() + "transit-limit-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    _ = FileManager.default.createFile(atPath: dir + "/in", contents: Data(input))
    _ = FileManager.default.createFile(atPath: dir + "/out", contents: nil)
    let inFD = open(dir + "/in", O_RDONLY), outFD = open(dir + "/out", O_WRONLY)
    defer { close(inFD); close(outFD) }
    #expect(Server(transport: Transport(input: inFD, output: outFD), version: "test").run() == 0)
    let out = String(decoding: try Data(contentsOf: URL(fileURLWithPath: dir + "/out")), as: UTF8.self)
    #expect(out.contains("file is larger than 16 MB"))
    #expect(out.contains(#"{"id":1,"jsonrpc":"2.0","result":[]}"#))
    #expect(out.contains(#"{"id":2,"jsonrpc":"2.0","result":null}"#))
}
