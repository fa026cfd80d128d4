// SPDX-License-Identifier: MIT

/// `workspace/symbol`: names containing the query; no query (or an empty one) finds every declaration.
struct WorkspaceSymbolParams: JSONDecodable {
    var query: String

    init?(json: Any?) {
        guard let o = json as? [String: Any] else { return nil }
        guard let q = o["query"] else { query = ""; return }
        guard let text = q as? String else { return nil }
        query = text
    }
}
