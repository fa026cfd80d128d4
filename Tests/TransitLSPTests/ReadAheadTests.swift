// SPDX-License-Identifier: MIT
import Foundation
import Testing
@testable import TransitLSP

/// The server's one loop reads ahead (issue 36 item 5): a cancelled request is answered without the work, saves
/// that come while an exploration is due are explored once, and an edit stops an exploration it makes stale while
/// requests that come meanwhile are answered. Input is written at known points (hooks), never after a delay.
@Suite("reading ahead", .timeLimit(.minutes(1)))
struct ReadAheadTests {
    /// A server reading a pipe the test writes, answering into a file.
    final class Session: @unchecked Sendable {
        let input: (read: Int32, write: Int32)
        let outputPath = NSTemporaryDirectory() + "transit-lsp-\(UUID().uuidString).out"
        let output: Int32
        let server: Server
        let uri = "file:///tmp/readahead.flow"

        init(explore: Bool) {
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

    static let flow = """
    app A { launch C }
    screen List { action open }
    screen Detail { action done }
    coordinator C {
      root List withNavigation
      on List.open {
        start D as present then {
          dismiss
          release
        }
      }
    }
    coordinator D {
      root Detail
      on Detail.done { terminate }
    }

    """

    static func isExplorePublish(_ m: [String: Any]) -> Bool {
        guard m["method"] as? String == "textDocument/publishDiagnostics" else { return false }
        return ((m["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []).contains { $0["source"] as? String == "transit explore" }
    }

    @Test func aCancelledRequestIsAnsweredWithoutTheWork() {
        let s = Session(explore: false)
        s.openDocument(ReadAheadTests.flow)
        s.hover(5)
        s.send(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 5]])
        s.hover(6)
        s.end()
        let (status, out) = s.run()
        #expect(status == 0)
        let five = out.first { $0["id"] as? Int == 5 }
        #expect((five?["error"] as? [String: Any])?["code"] as? Int == -32800)
        #expect(out.first { $0["id"] as? Int == 6 }?["result"] != nil)
    }

    @Test func savesWaitingTogetherAreExploredOnce() {
        let s = Session(explore: true)
        s.openDocument(ReadAheadTests.flow + "screen Orphan { }\n")
        for _ in 0..<6 { s.save() }
        s.server.explorationHook = { ended in if ended { s.end() } }
        let (status, _) = s.run()
        #expect(status == 0)
        #expect(s.server.explorations.begun == 1)
        #expect(s.server.explorations.completed == 1)
    }

    @Test func anEditStopsAStaleExplorationAndRequestsAreAnsweredMeanwhile() {
        let s = Session(explore: true)
        s.openDocument(ReadAheadTests.flow)
        s.save()
        var round = 0
        s.server.explorationHook = { ended in
            if !ended, round == 0 { s.hover(7); s.edit(version: 2); s.save() }
            if ended { round += 1; if round == 2 { s.end() } }
        }
        let (status, out) = s.run()
        #expect(status == 0)
        #expect(s.server.explorations.begun == 2)
        #expect(s.server.explorations.completed == 1)
        // The hover came while the first exploration ran: answered before any exploration's diagnostics.
        let hover = out.firstIndex { $0["id"] as? Int == 7 }
        let explored = out.firstIndex(where: ReadAheadTests.isExplorePublish)
        #expect(hover != nil)
        #expect(explored == nil || hover! < explored!)
        // Only the exploration of the edited text was published.
        let versions = out.filter(ReadAheadTests.isExplorePublish).map { ($0["params"] as? [String: Any])?["version"] as? Int }
        #expect(!versions.isEmpty && versions.allSatisfy { $0 == 2 })
    }
}
