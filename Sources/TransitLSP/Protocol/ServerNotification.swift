// SPDX-License-Identifier: MIT

/// What the server tells the client unasked.
enum ServerNotification: JSONEncodable {
    /// A document's diagnostics (all of them: an empty list clears the editor's).
    case publishDiagnostics(uri: String, version: Int?, diagnostics: [LSPDiagnostic])
    case showMessage(MessageType, String)

    var json: Any {
        switch self {
        case .publishDiagnostics(let uri, let version, let diagnostics):
            var params: [String: Any] = ["uri": uri, "diagnostics": diagnostics.json]
            if let version { params["version"] = version }
            return ["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": params] as [String: Any]
        case .showMessage(let type, let message):
            return ["jsonrpc": "2.0", "method": "window/showMessage", "params": ["type": type.rawValue, "message": message] as [String: Any]] as [String: Any]
        }
    }
}
