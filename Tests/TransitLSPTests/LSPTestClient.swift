// SPDX-License-Identifier: MIT
import Foundation
import Testing
@testable import TransitLSP

/// An in-process client: the server reads a pipe the test writes and answers into a file; `run` serves until
/// `exit` and returns every message written, in order.
final class LSPTestClient: @unchecked Sendable {
    let input: (read: Int32, write: Int32)
    let outputPath = NSTemporaryDirectory() + "transit-lsp-\(UUID().uuidString).out"
    let output: Int32
    let server: Server
    let uri: String

    init(explore: Bool = false, uri: String = "file:///tmp/readahead.flow") {
        self.uri = uri
        var fds: [Int32] = [0, 0]
        _ = pipe(&fds)
        input = (fds[0], fds[1])
        output = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        server = Server(transport: Transport(input: input.read, output: output), version: "test")
        send(["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": ["initializationOptions": ["explore": explore]]])
    }

    deinit {
        closeInput()
        close(input.read); close(output)
        unlink(outputPath)
    }

    func send(_ object: [String: Any]) {
        let body = try! JSONSerialization.data(withJSONObject: object)
        let bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body)
        _ = bytes.withUnsafeBytes { write(input.write, $0.baseAddress, $0.count) }
    }

    func openDocument(_ text: String) {
        send(["jsonrpc": "2.0", "method": "textDocument/didOpen",
              "params": ["textDocument": ["uri": uri, "languageId": "transit", "version": 1, "text": text]]])
    }
    func request(_ id: Int, _ method: String, _ params: [String: Any]) {
        send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
    }

    /// The answer to request `id` among the messages `run` returned.
    static func answer(_ id: Int, in messages: [[String: Any]]) -> [String: Any]? {
        messages.first { ($0["id"] as? Int) == id && $0["method"] == nil }
    }

    func save() { send(["jsonrpc": "2.0", "method": "textDocument/didSave", "params": ["textDocument": ["uri": uri]]]) }
    func hover(_ id: Int) {
        send(["jsonrpc": "2.0", "id": id, "method": "textDocument/hover",
              "params": ["textDocument": ["uri": uri], "position": ["line": 0, "character": 1]]])
    }
    func edit(version: Int) {
        send(["jsonrpc": "2.0", "method": "textDocument/didChange",
              "params": ["textDocument": ["uri": uri, "version": version],
                         "contentChanges": [["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": "// edited\n"]]]])
    }
    var inputOpen = true
    func closeInput() {
        if inputOpen { close(input.write) }
        inputOpen = false
    }
    func end() {
        send(["jsonrpc": "2.0", "id": 999, "method": "shutdown"])
        send(["jsonrpc": "2.0", "method": "exit"])
        closeInput()
    }

    /// Runs the server to its exit; returns its status and every message it wrote, in order. A server still
    /// running after a minute (a test whose hook never came) has its input closed, so the test fails, not hangs.
    func run() -> (Int32, [[String: Any]]) {
        nonisolated(unsafe) var status: Int32 = -1
        let done = DispatchSemaphore(value: 0)
        Thread { status = self.server.run(); done.signal() }.start()
        if done.wait(timeout: .now() + 60) == .timedOut {
            Issue.record("the server did not exit")
            closeInput()
            done.wait()
        }
        let bytes = Array(FileManager.default.contents(atPath: outputPath) ?? Data())
        var out: [[String: Any]] = [], i = 0
        while let sep = (i..<max(i, bytes.count - 3)).first(where: { bytes[$0] == 13 && bytes[$0 + 1] == 10 && bytes[$0 + 2] == 13 && bytes[$0 + 3] == 10 }) {
            let n = Int(String(decoding: bytes[i..<sep], as: UTF8.self).split(separator: ":")[1].trimmingCharacters(in: .whitespaces))!
            out.append(try! JSONSerialization.jsonObject(with: Data(bytes[(sep + 4)..<(sep + 4 + n)])) as! [String: Any])
            i = sep + 4 + n
        }
        return (status, out)
    }
}
