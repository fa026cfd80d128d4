// SPDX-License-Identifier: MIT

/// The notifications the server acts on, read from their params. Others, and these with params of the wrong shape,
/// are dropped: a notification has no answer to carry an error.
enum ClientNotification {
    case didOpen(DidOpenParams)
    case didChange(DidChangeParams)
    case didSave(TextDocumentParams)
    case didClose(TextDocumentParams)

    init?(method: String, params: [String: Any]) {
        switch method {
        case "textDocument/didOpen": guard let p = DidOpenParams(json: params) else { return nil }; self = .didOpen(p)
        case "textDocument/didChange": guard let p = DidChangeParams(json: params) else { return nil }; self = .didChange(p)
        case "textDocument/didSave": guard let p = TextDocumentParams(json: params) else { return nil }; self = .didSave(p)
        case "textDocument/didClose": guard let p = TextDocumentParams(json: params) else { return nil }; self = .didClose(p)
        default: return nil
        }
    }

    var uri: String {
        switch self {
        case .didOpen(let p): p.uri
        case .didChange(let p): p.uri
        case .didSave(let p), .didClose(let p): p.uri
        }
    }
}
