// SPDX-License-Identifier: MIT

/// A quick fix: the checker's fix-it for a diagnostic, as an edit.
struct CodeAction: JSONEncodable {
    var title: String
    var diagnostic: LSPDiagnostic
    var edit: WorkspaceEdit

    var json: Any {
        ["title": title, "kind": "quickfix", "diagnostics": [diagnostic.json], "isPreferred": true, "edit": edit.json] as [String: Any]
    }
}
