// SPDX-License-Identifier: MIT

/// The params of a request about a whole document: formatting, the outline, folding, semantic tokens.
struct TextDocumentParams: JSONDecodable {
    var uri: String

    init?(json: Any?) {
        guard let o = json as? [String: Any], let uri = (o["textDocument"] as? [String: Any])?["uri"] as? String else { return nil }
        self.uri = uri
    }
}
