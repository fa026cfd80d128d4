// SPDX-License-Identifier: MIT

/// `textDocument/rename`: the name at a place, and the new one.
struct RenameParams: JSONDecodable {
    var at: TextDocumentPositionParams
    var newName: String

    init?(json: Any?) {
        guard let at = TextDocumentPositionParams(json: json), let newName = (json as? [String: Any])?["newName"] as? String else { return nil }
        self.at = at
        self.newName = newName
    }
}
