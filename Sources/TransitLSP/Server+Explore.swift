// SPDX-License-Identifier: MIT
import Foundation
import TransitEngine
import TransitExplorer
import TransitLanguage
import TransitModel

/// The explorer on save (`initializationOptions: { "explore": true }`) and workspace symbols.
extension Server {
    /// Bounds small enough for an editor's save: a few seconds at most.
    static var saveBounds: Explorer.Bounds {
        var b = Explorer.Bounds()
        b.maxSeconds = 5
        b.maxStates = 50_000
        return b
    }

    /// Each finding of the explorer as a diagnostic at its place in the flow, its shortest trace as the message's
    /// last line and as related information; nil when new input made the exploration stale (see `stopForNewInput`).
    func explorerDiagnostics(_ flow: Flow, uri: String) -> [(SourceSpan?, LSPDiagnostic)]? {
        explorations.begun += 1
        explorationHook?(false)
        let report = Explorer(engine: Engine(flow: flow), bounds: Server.saveBounds).explore(shouldStop: { self.stopForNewInput() })
        explorationHook?(true)
        if report.interrupted { return nil }
        explorations.completed += 1
        var seen: Set<String> = []
        var out: [(SourceSpan?, LSPDiagnostic)] = []
        for f in report.findings {
            // One diagnostic per code and place: the explorer reports each path that leads there.
            let key = f.code.rawValue + "|" + (f.span?.description ?? f.subject ?? f.message)
            guard seen.insert(key).inserted else { continue }
            let trace = f.trace.map(\.description).joined(separator: "; ")
            var d = LSPDiagnostic(range: f.span.map(LSPRange.init) ?? .zero, severity: f.severity == .error ? .error : .warning,
                                  code: f.code.rawValue, source: "transit explore",
                                  message: f.message + (trace.isEmpty ? "" : "\nshortest trace: " + trace))
            if let span = f.span, !f.trace.isEmpty {
                d.related = f.trace.enumerated().map { i, e in
                    LSPDiagnostic.Related(location: Location(uri: self.uri(of: span.file), range: LSPRange(span)), message: "\(i + 1). \(e)")
                }
            }
            out.append((f.span, d))
        }
        return out
    }

    /// Declarations of every open document's flow whose name contains the query (case-insensitive).
    func workspaceSymbols(_ params: WorkspaceSymbolParams) -> [SymbolInformation] {
        let query = params.query.lowercased()
        var out: [SymbolInformation] = []
        var seen: Set<String> = []
        for uri in documents.keys.sorted() {
            guard let flow = check(uri)?.flow else { continue }
            let declared: [(String, SymbolKind, SourceSpan?)] = flow.screenOrder.map { ($0, .class, flow.screens[$0]?.span) }
                + flow.coordinatorOrder.map { ($0, .class, flow.coordinators[$0]?.span) }
                + flow.tabBars.keys.sorted().map { ($0, .struct, flow.tabBars[$0]?.span) }
                + flow.enums.keys.sorted().map { ($0, .enum, flow.enums[$0]?.span) }
                + flow.appEventOrder.map { ($0, .event, flow.appEvents[$0]?.span) }
            for (name, kind, span) in declared {
                guard let span, query.isEmpty || name.lowercased().contains(query),
                      seen.insert(name + "|" + span.description).inserted else { continue }
                out.append(SymbolInformation(name: name, kind: kind, location: Location(uri: self.uri(of: span.file), range: LSPRange(span))))
            }
        }
        return out
    }
}
