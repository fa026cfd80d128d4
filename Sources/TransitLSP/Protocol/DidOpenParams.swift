// SPDX-License-Identifier: MIT

/// `textDocument/didOpen`: the document as the editor has it.
struct DidOpenParams: JSONDecodable {
    var uri: String
    var version: Int
    var text: String

    init?(json: Any?) {
        guard let document = (json as? [String: Any])?["textDocument"] as? [String: Any],
              let uri = document["uri"] as? String, let text = document["text"] as? String else { return nil }
        self.uri = uri
        self.text = text
        version = document.int("version") ?? 0
    }
}
