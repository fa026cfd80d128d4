// SPDX-License-Identifier: MIT
import Foundation
import Testing
@testable import TransitLSP

/// Requests through the server's typed dispatch, with an in-process client: what each answers, in the protocol's
/// kinds, and what a request whose params are not of its shape gets.
@Suite("requests", .timeLimit(.minutes(1)))
struct RequestTests {
    static let flow = """
    app A { launch C }
    enum Mode { case light, dark }
    event loggedOut
    screen List { action open }
    screen Detail { action done }
    coordinator C {
      root List withNavigation
      on List.open { push Detial }
    }

    """

    func serve(_ requests: (LSPTestClient) -> Void) -> [[String: Any]] {
        let client = LSPTestClient(uri: "file:///tmp/requests.flow")
        client.openDocument(Self.flow)
        requests(client)
        client.end()
        let (status, messages) = client.run()
        #expect(status == 0)
        return messages
    }

    @Test func requestsWhoseParamsAreNotOfTheirShapeAreInvalidParamsAndTheSessionGoesOn() {
        let messages = serve { c in
            c.request(1, "textDocument/hover", ["textDocument": ["uri": c.uri]])
            c.request(2, "textDocument/completion", ["position": ["line": 0, "character": 0]])
            c.request(3, "textDocument/rename", ["textDocument": ["uri": c.uri], "position": ["line": 3, "character": 8]])
            c.request(4, "textDocument/codeAction", ["textDocument": ["uri": c.uri], "range": ["start": ["line": -1, "character": 0]]])
            c.request(5, "workspace/symbol", ["query": 7])
            c.request(6, "textDocument/hover", ["textDocument": ["uri": c.uri], "position": ["line": 3, "character": 8]])
        }
        for id in 1...5 {
            let error = LSPTestClient.answer(id, in: messages)?["error"] as? [String: Any]
            #expect(error?["code"] as? Int == -32602, "request \(id): \(String(describing: LSPTestClient.answer(id, in: messages)))")
            #expect((error?["message"] as? String)?.hasPrefix("invalid params: ") == true)
        }
        let hover = LSPTestClient.answer(6, in: messages)?["result"] as? [String: Any]
        #expect(((hover?["contents"] as? [String: Any])?["value"] as? String)?.contains("screen **List**") == true, "\(messages)")
    }

    @Test func theOutlineAndCompletionUseTheProtocolsKinds() {
        let messages = serve { c in
            c.request(1, "textDocument/documentSymbol", ["textDocument": ["uri": c.uri]])
            c.request(2, "textDocument/completion", ["textDocument": ["uri": c.uri], "position": ["line": 7, "character": 10]])
            c.request(3, "workspace/symbol", [:])
        }
        let symbols = LSPTestClient.answer(1, in: messages)?["result"] as? [[String: Any]] ?? []
        let kinds = Dictionary(symbols.map { ($0["name"] as? String ?? "", $0["kind"] as? Int ?? 0) }, uniquingKeysWith: { a, _ in a })
        #expect(kinds["app A"] == SymbolKind.module.rawValue && kinds["List"] == SymbolKind.class.rawValue, "\(symbols)")
        #expect(kinds["Mode"] == SymbolKind.enum.rawValue && kinds["loggedOut"] == SymbolKind.event.rawValue, "\(symbols)")
        let actions = symbols.first { $0["name"] as? String == "List" }?["children"] as? [[String: Any]] ?? []
        #expect(actions.map { $0["kind"] as? Int } == [SymbolKind.method.rawValue], "\(actions)")
        // `on List.open { push Detial` … after `List.`: the screen's actions.
        let items = LSPTestClient.answer(2, in: messages)?["result"] as? [[String: Any]] ?? []
        #expect(items.contains { $0["label"] as? String == "open" && $0["kind"] as? Int == CompletionItemKind.method.rawValue }, "\(items)")
        // No query: every declaration of the open documents.
        let all = (LSPTestClient.answer(3, in: messages)?["result"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(Set(all) == ["List", "Detail", "C", "Mode", "loggedOut"], "\(all)")
    }

    @Test func aQuickFixOverlappingTheRangeIsOfferedAndARefusedRenameIsAnError() {
        let messages = serve { c in
            // `push Detial`: one close name, so a fix-it.
            c.request(1, "textDocument/codeAction", ["textDocument": ["uri": c.uri],
                                                     "range": ["start": ["line": 7, "character": 0], "end": ["line": 7, "character": 40]]])
            c.request(2, "textDocument/codeAction", ["textDocument": ["uri": c.uri],
                                                     "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 3]]])
            c.request(3, "textDocument/rename", ["textDocument": ["uri": c.uri], "position": ["line": 0, "character": 1], "newName": "B"])
        }
        let fixes = LSPTestClient.answer(1, in: messages)?["result"] as? [[String: Any]] ?? []
        let edit = ((fixes.first?["edit"] as? [String: Any])?["changes"] as? [String: Any])?["file:///tmp/requests.flow"] as? [[String: Any]]
        #expect(edit?.first?["newText"] as? String == "Detail", "\(fixes)")
        #expect((LSPTestClient.answer(2, in: messages)?["result"] as? [Any])?.isEmpty == true)
        let refused = LSPTestClient.answer(3, in: messages)?["error"] as? [String: Any]
        #expect(refused?["code"] as? Int == -32803, "\(String(describing: refused))")
    }
}
