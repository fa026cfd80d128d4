// SPDX-License-Identifier: MIT

/// `textDocument/didChange`: edits in order, each to the text the one before left. Each change is read as it is
/// applied, so that one that is not well formed stops the rest with a message (see `ContentChange.read`).
struct DidChangeParams: JSONDecodable {
    var uri: String
    var version: Int?
    var changes: [Any]

    init?(json: Any?) {
        guard let o = json as? [String: Any], let document = o["textDocument"] as? [String: Any],
              let uri = document["uri"] as? String else { return nil }
        self.uri = uri
        version = document.int("version")
        changes = o["contentChanges"] as? [Any] ?? []
    }
}
