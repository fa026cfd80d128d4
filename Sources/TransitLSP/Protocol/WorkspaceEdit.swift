// SPDX-License-Identifier: MIT

/// Edits to several documents, by URI (a rename, a quick fix).
struct WorkspaceEdit: JSONEncodable {
    var changes: [String: [TextEdit]]

    var json: Any { ["changes": changes.mapValues { $0.json }] as [String: Any] }
}
