// SPDX-License-Identifier: MIT

/// One completion: the word, what it is, and where it comes from.
struct CompletionItem: JSONEncodable {
    var label: String
    var kind: CompletionItemKind
    var detail: String?

    init(_ label: String, _ kind: CompletionItemKind, _ detail: String? = nil) {
        self.label = label; self.kind = kind; self.detail = detail
    }

    var json: Any {
        var out: [String: Any] = ["label": label, "kind": kind.rawValue]
        if let detail { out["detail"] = detail }
        return out
    }
}
