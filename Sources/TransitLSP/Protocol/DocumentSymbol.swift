// SPDX-License-Identifier: MIT

/// One entry of a document's outline, with what it holds (a screen's actions, a coordinator's handlers).
struct DocumentSymbol: JSONEncodable {
    var name: String
    var kind: SymbolKind
    var range: LSPRange
    var detail: String?
    var children: [DocumentSymbol] = []

    var json: Any {
        var out: [String: Any] = ["name": name, "kind": kind.rawValue, "range": range.json, "selectionRange": range.json]
        if let detail { out["detail"] = detail }
        if !children.isEmpty { out["children"] = children.json }
        return out
    }
}
