// SPDX-License-Identifier: MIT
import Foundation
import TransitLanguage
import TransitModel

/// `transit lsp`: a Language Server Protocol server over standard input and output. Diagnostics come from the
/// same checker as `transit check` (on the open documents as edited, with their includes), after edits settle;
/// formatting is `transit format`; the outline, go to definition and hover come from the resolved flow.
public final class Server {
    let transport: Transport
    var documents: [String: Document] = [:]
    /// Documents edited since their diagnostics were last published.
    var dirty: Set<String> = []
    /// Each document's checked flow since the last notification (an edit to any open document may change another's
    /// flow through an include): a hover, an outline and the diagnostics of one state of the text share one check.
    var checked: [String: CheckOutcome] = [:]
    /// URIs that got diagnostics last time, so a file whose problems are fixed gets an empty list.
    var published: [String: Set<String>] = [:]
    var shutdownRequested = false
    /// JSON-RPC/LSP order: nothing but `initialize` before it, and it only once.
    var initialized = false
    /// How long edits must settle before diagnostics are recomputed.
    public var debounce = 0.15
    /// The version `initialize` reports.
    let version: String
    /// Statement keyword → what it does (from the language reference), for hover.
    let statementDocs: [String: String]
    /// `initializationOptions.explore`: explore the flow on save and report the explorer's findings too.
    var exploreOnSave = false
    /// Documents saved since their last exploration: explored once edits settle, however many saves came.
    var exploreDue: Set<String> = []
    /// Messages read before their turn, to see a cancellation or an edit that makes the work under way stale.
    var readAheadQueue: [Transport.ReadResult] = []
    var readAheadHead = 0
    /// Requests waiting in `readAheadQueue` that the client cancelled (`$/cancelRequest`).
    var cancelled: Set<String> = []
    /// Explorations begun and completed (stopped ones are begun only).
    public internal(set) var explorations = (begun: 0, completed: 0)
    /// For tests: called as an exploration begins (false) and ends (true), to send input at a known point.
    public var explorationHook: ((_ ended: Bool) -> Void)?

    public init(transport: Transport = Transport(), version: String, statementDocs: [String: String] = [:]) {
        self.transport = transport
        self.version = version
        self.statementDocs = statementDocs
    }

    /// Serves until `exit` (status 0 after `shutdown`, 1 otherwise) or the end of input.
    public func run() -> Int32 {
        while true {
            switch next(timeout: dirty.isEmpty && exploreDue.isEmpty ? nil : debounce) {
            case .idle:
                publishDirty()
                exploreWhatIsDue()
            case .closed:
                if transport.unusable {
                    // Not LSP framing (a header that never ends, a bad Content-Length): say why before exiting.
                    FileHandle.standardError.write(Data("transit lsp: the input is not Language Server Protocol framing (Content-Length headers); stopping\n".utf8))
                }
                return shutdownRequested ? 0 : 1
            case .malformed:
                sendParseError()
            case .message(let m):
                if let status = handle(m) { return status }
            }
        }
    }

    func sendParseError() {
        send(id: NSNull(), .failure(ResponseError(.parseError, "parse error: the message is not a JSON object")))
    }

    /// An answer: the result, or the error.
    func send(id: Any, _ answer: Result<Any, ResponseError>) {
        switch answer {
        case .success(let result): transport.send(["jsonrpc": "2.0", "id": id, "result": result])
        case .failure(let error): transport.send(["jsonrpc": "2.0", "id": id, "error": error.json])
        }
    }

    func send(_ notification: ServerNotification) {
        if let object = notification.json as? [String: Any] { transport.send(object) }
    }

    /// Handles one message; returns the exit status when it is `exit`.
    func handle(_ m: [String: Any]) -> Int32? {
        let id = m["id"]
        // An id is a number or a string (JSON-RPC 2.0); a method is a string. Otherwise: invalid request.
        let idValid = id == nil || id is String || (id as? NSNumber).map { String(cString: $0.objCType) != "c" } == true
        guard let method = m["method"] as? String, idValid else {
            // A response to something the server never asked (an id, no method): nothing to answer.
            if m["method"] == nil, id != nil, idValid { return nil }
            send(id: idValid ? (id ?? NSNull()) : NSNull(),
                 .failure(ResponseError(.invalidRequest, "invalid request: 'method' must be a string and 'id' a number or a string")))
            return nil
        }
        let params = m["params"] as? [String: Any] ?? [:]
        if method == "exit" { return shutdownRequested ? 0 : 1 }
        if let id {
            if !initialized, method != "initialize" {
                send(id: id, .failure(ResponseError(.serverNotInitialized, "the server is not initialized: send 'initialize' first")))
                return nil
            }
            if initialized, method == "initialize" {
                send(id: id, .failure(ResponseError(.invalidRequest, "the server is already initialized")))
                return nil
            }
            // A cancellation sent after this request, already waiting, spares the work (LSP: answered -32800).
            readAhead()
            if cancelled.remove(Server.key(id)) != nil {
                send(id: id, .failure(ResponseError(.requestCancelled, "the request was cancelled")))
                return nil
            }
            // Answers reflect the latest edits: pending diagnostics go out first.
            publishDirty()
            if shutdownRequested, method != "shutdown" {
                send(id: id, .failure(ResponseError(.invalidRequest, "the server is shutting down")))
                return nil
            }
            send(id: id, Request.read(method: method, params: params).flatMap(respond))
        } else if initialized, !shutdownRequested, let notification = ClientNotification(method: method, params: params) {
            // Before initialize and after shutdown, notifications are dropped (the protocol says so).
            notify(notification)
        }
        return nil
    }

    /// The answer to a request.
    func respond(_ request: Request) -> Result<Any, ResponseError> {
        switch request {
        case .initialize(let p):
            initialized = true
            exploreOnSave = p.exploreOnSave
            return .success([
                "capabilities": [
                    "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                    "documentFormattingProvider": true,
                    "documentSymbolProvider": true,
                    "definitionProvider": true,
                    "hoverProvider": true,
                    "completionProvider": ["triggerCharacters": ["."]],
                    "foldingRangeProvider": true,
                    "referencesProvider": true,
                    "renameProvider": true,
                    "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                    "workspaceSymbolProvider": true,
                    "semanticTokensProvider": ["legend": ["tokenTypes": Server.tokenTypes, "tokenModifiers": [String]()], "full": true],
                ] as [String: Any],
                "serverInfo": ["name": "transit", "version": version],
            ] as [String: Any])
        case .shutdown:
            shutdownRequested = true
            return .success(NSNull())
        case .formatting(let p): return .success(formatting(p).jsonOrNull)
        case .documentSymbol(let p): return .success(symbols(p).json)
        case .definition(let p): return .success(definition(p).jsonOrNull)
        case .hover(let p): return .success(hover(p).jsonOrNull)
        case .completion(let p): return .success(completion(p).json)
        case .workspaceSymbol(let p): return .success(workspaceSymbols(p).json)
        case .semanticTokens(let p): return .success(semanticTokens(p).json)
        case .foldingRange(let p): return .success(foldingRanges(p).json)
        case .references(let p): return .success(references(p).json)
        case .codeAction(let p): return .success(codeActions(p).json)
        case .rename(let p): return rename(p).map(\.json).mapError { ResponseError(.requestFailed, $0.message) }
        }
    }

    func notify(_ notification: ClientNotification) {
        let uri = notification.uri
        // Any notification may change what a flow reads (a save also rereads files not open in the editor).
        checked = [:]
        switch notification {
        case .didOpen(let p):
            guard let path = FileURI.path(uri) else { return }
            documents[uri] = Document(uri: uri, path: path, version: p.version, text: p.text)
            publish(uri)
        case .didChange(let p):
            guard documents[uri] != nil else { return }
            // Changes apply in order, each to the text the one before left; after a refused one the rest would
            // apply to the wrong text, so they are refused with it and the client is told.
            for json in p.changes {
                let refused: String?
                switch ContentChange.read(json) {
                case .success(let change): documents[uri]?.apply(change); refused = nil
                case .failure(let refusal): refused = refusal.description
                }
                if let refused {
                    send(.showMessage(.error, "transit: \(refused) was refused; the document is kept as it was before it (close and reopen it to resynchronise)"))
                    return
                }
            }
            if let v = p.version { documents[uri]?.version = v }
            dirty.insert(uri)
        case .didSave:
            dirty.remove(uri)
            // Explored once saves settle (its diagnostics include the checker's); otherwise checked now.
            if exploreOnSave { exploreDue.insert(uri) } else { publish(uri) }
        case .didClose:
            documents[uri] = nil
            dirty.remove(uri)
            exploreDue.remove(uri)
            for target in published[uri] ?? [] { sendDiagnostics(target, []) }
            published[uri] = nil
        }
    }


    // MARK: Checking

    /// The flow of a document as the editor has it: open documents are read from memory, other files from disk.
    func check(_ uri: String) -> CheckOutcome? {
        guard let doc = documents[uri] else { return nil }
        if let done = checked[uri] { return done }
        let open = Dictionary(documents.values.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        let loader = Loader(read: { path in
            if let doc = open[path] {
                // The limit of a file on disk holds for the editor's copy too.
                if doc.isTooLarge { throw Loader.LoadError(Loader.tooLargeMessage) }
                return Array(doc.text.utf8)
            }
            return try Loader.readFile(path)
        })
        let outcome = FlowLoader.load([doc.path], loader: loader)
        checked[uri] = outcome
        return outcome
    }

    func publishDirty() {
        let uris = dirty
        dirty = []
        for uri in uris.sorted() { publish(uri) }
    }

    /// Sends the diagnostics of a document's flow, grouped by the file they are in (its includes too); with
    /// `explore`, the explorer's findings as well. Returns false, sending nothing, when the exploration was stopped
    /// because a message that changes what it explored came in.
    @discardableResult
    func publish(_ uri: String, explore: Bool = false) -> Bool {
        guard let outcome = check(uri) else { return true }
        var byFile: [String: [LSPDiagnostic]] = [uri: []]
        func target(_ span: SourceSpan?) -> String {
            let path = FileURI.absolute(span?.file.path ?? documents[uri]?.path ?? "")
            return path == documents[uri].map({ FileURI.absolute($0.path) }) ? uri : FileURI.uri(path)
        }
        for d in outcome.diagnostics { byFile[target(d.span), default: []].append(lspDiagnostic(d)) }
        if explore, !outcome.hasErrors {
            guard let found = explorerDiagnostics(outcome.flow, uri: uri) else { return false }
            for (span, diagnostic) in found { byFile[target(span), default: []].append(diagnostic) }
        }
        for (target, list) in byFile { sendDiagnostics(target, list) }
        for stale in (published[uri] ?? []).subtracting(byFile.keys) { sendDiagnostics(stale, []) }
        published[uri] = Set(byFile.keys)
        return true
    }

    func sendDiagnostics(_ uri: String, _ list: [LSPDiagnostic]) {
        send(.publishDiagnostics(uri: uri, version: documents[uri]?.version, diagnostics: list))
    }

    func lspDiagnostic(_ d: Diagnostic) -> LSPDiagnostic {
        LSPDiagnostic(range: d.span.map(LSPRange.init) ?? .zero, severity: DiagnosticSeverity(d.severity), code: d.code.rawValue,
                      source: "transit", message: d.message + (d.hint.map { "\nhint: " + $0 } ?? ""),
                      related: d.notes.compactMap { n in
                          n.span.map { LSPDiagnostic.Related(location: Location(uri: FileURI.uri($0.file.path), range: LSPRange($0)), message: n.message) }
                      })
    }
}
