// SPDX-License-Identifier: MIT

/// The requests the server answers, each with its params read into their type: a request is dispatched on this
/// enum, so a new one is a case here, its params type, and its answer in `Server.respond` (which the compiler
/// then asks for).
enum Request {
    case initialize(InitializeParams)
    case shutdown
    case formatting(TextDocumentParams)
    case documentSymbol(TextDocumentParams)
    case definition(TextDocumentPositionParams)
    case hover(TextDocumentPositionParams)
    case completion(TextDocumentPositionParams)
    case workspaceSymbol(WorkspaceSymbolParams)
    case semanticTokens(TextDocumentParams)
    case foldingRange(TextDocumentParams)
    case references(TextDocumentPositionParams)
    case codeAction(CodeActionParams)
    case rename(RenameParams)

    /// The request a method names, or why there is none: a method not supported, or params not of its shape.
    static func read(method: String, params: [String: Any]) -> Result<Request, ResponseError> {
        func with<P: JSONDecodable>(_ make: (P) -> Request, _ shape: String) -> Result<Request, ResponseError> {
            guard let p = P(json: params) else { return .failure(ResponseError(.invalidParams, "invalid params: \(method) takes \(shape)")) }
            return .success(make(p))
        }
        let document = "a textDocument with a uri", position = "a textDocument with a uri and a position (line and character from 0)"
        switch method {
        case "initialize": return with(Request.initialize, "an object")
        case "shutdown": return .success(.shutdown)
        case "textDocument/formatting": return with(Request.formatting, document)
        case "textDocument/documentSymbol": return with(Request.documentSymbol, document)
        case "textDocument/definition": return with(Request.definition, position)
        case "textDocument/hover": return with(Request.hover, position)
        case "textDocument/completion": return with(Request.completion, position)
        case "workspace/symbol": return with(Request.workspaceSymbol, "a query string")
        case "textDocument/semanticTokens/full": return with(Request.semanticTokens, document)
        case "textDocument/foldingRange": return with(Request.foldingRange, document)
        case "textDocument/references": return with(Request.references, position)
        case "textDocument/codeAction": return with(Request.codeAction, "a textDocument with a uri and a range")
        case "textDocument/rename": return with(Request.rename, position + " and a newName")
        default: return .failure(ResponseError(.methodNotFound, "method not supported: \(method)"))
        }
    }
}
