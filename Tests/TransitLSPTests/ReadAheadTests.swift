// SPDX-License-Identifier: MIT
import Foundation
import Testing
@testable import TransitLSP

/// The server's one loop reads ahead (issue 36 item 5): a cancelled request is answered without the work, saves
/// that come while an exploration is due are explored once, and an edit stops an exploration it makes stale while
/// requests that come meanwhile are answered. Input is written at known points (hooks), never after a delay.
@Suite("reading ahead", .timeLimit(.minutes(1)))
struct ReadAheadTests {
    typealias Session = LSPTestClient

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
