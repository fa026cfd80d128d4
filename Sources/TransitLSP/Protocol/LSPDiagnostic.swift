// SPDX-License-Identifier: MIT

/// A diagnostic as the editor shows it, with the places it refers to.
struct LSPDiagnostic: JSONEncodable {
    struct Related: JSONEncodable {
        var location: Location
        var message: String
        var json: Any { ["location": location.json, "message": message] as [String: Any] }
    }

    var range: LSPRange
    var severity: DiagnosticSeverity
    var code: String
    var source: String
    var message: String
    var related: [Related] = []

    var json: Any {
        var out: [String: Any] = ["range": range.json, "severity": severity.rawValue, "code": code, "source": source, "message": message]
        if !related.isEmpty { out["relatedInformation"] = related.json }
        return out
    }
}
