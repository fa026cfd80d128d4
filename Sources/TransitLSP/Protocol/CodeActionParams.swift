// SPDX-License-Identifier: MIT

/// `textDocument/codeAction`: the fixes for the diagnostics in a range of a document.
struct CodeActionParams: JSONDecodable {
    var uri: String
    var range: LSPRange

    init?(json: Any?) {
        guard let document = TextDocumentParams(json: json), let range = LSPRange(json: (json as? [String: Any])?["range"]) else { return nil }
        uri = document.uri
        self.range = range
    }
}
