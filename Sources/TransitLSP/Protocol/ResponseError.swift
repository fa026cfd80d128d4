// SPDX-License-Identifier: MIT

/// An answer that is an error: JSON-RPC's and LSP's codes, with a message for the person reading the editor's log.
struct ResponseError: Error, JSONEncodable {
    enum Code: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case serverNotInitialized = -32002
        case requestCancelled = -32800
        case requestFailed = -32803
    }

    var code: Code
    var message: String

    init(_ code: Code, _ message: String) { self.code = code; self.message = message }

    var json: Any { ["code": code.rawValue, "message": message] as [String: Any] }
}
