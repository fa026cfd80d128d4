// SPDX-License-Identifier: MIT
import Foundation
import TransitLanguage
import TransitModel

/// The requests: formatting, the outline, go to definition, hover.
extension Server {
    /// The request's document; nil for one over the file limit (its diagnostic says so; no request does work on it).
    func document(_ uri: String) -> Document? {
        documents[uri].flatMap { $0.isTooLarge ? nil : $0 }
    }

    /// The canonical layout as the fewest line edits (a cursor or a fold elsewhere stays where it is); nil when the
    /// document does not parse (nothing to change).
    func formatting(_ params: TextDocumentParams) -> [TextEdit]? {
        guard let doc = document(params.uri),
              case .success(let text) = Formatter.format(SourceFile(path: doc.path, text: doc.text)) else { return nil }
        if text == doc.text { return [] }
        let pieces = doc.text.components(separatedBy: "\n")
        let end = doc.endPosition
        return LineDiff.replacements(old: doc.text, new: text).map { r in
            let lines = r.oldLines
            // Whole lines with their breaks, when a line follows the run.
            if lines.upperBound < pieces.count {
                return TextEdit(range: LSPRange(start: Position(line: lines.lowerBound, character: 0), end: Position(line: lines.upperBound, character: 0)),
                                newText: r.newLines.map { $0 + "\n" }.joined())
            }
            // A run that reaches the end takes the line break before it (the last piece has none after it).
            guard lines.lowerBound > 0 else {
                return TextEdit(range: LSPRange(start: .zero, end: end), newText: r.newLines.joined(separator: "\n"))
            }
            let before = lines.lowerBound - 1
            return TextEdit(range: LSPRange(start: Position(line: before, character: pieces[before].utf16.count), end: end),
                            newText: r.newLines.isEmpty ? "" : "\n" + r.newLines.joined(separator: "\n"))
        }
    }

    /// Every declaration the flow resolved, in this document, as an outline: screens with their actions,
    /// coordinators with their handlers.
    func symbols(_ params: TextDocumentParams) -> [DocumentSymbol] {
        guard let doc = document(params.uri), let outcome = check(doc.uri) else { return [] }
        let flow = outcome.flow
        let mine = FileURI.absolute(doc.path)
        // Whether a path is this document's, worked out once per file (standardizing a path is not cheap).
        var isMine: [String: Bool] = [:]
        func here(_ s: SourceSpan?) -> SourceSpan? {
            guard let s else { return nil }
            if let known = isMine[s.file.path] { return known ? s : nil }
            let mineToo = FileURI.absolute(s.file.path) == mine
            isMine[s.file.path] = mineToo
            return mineToo ? s : nil
        }
        func symbol(_ name: String, _ kind: SymbolKind, _ span: SourceSpan, detail: String? = nil, children: [DocumentSymbol] = []) -> DocumentSymbol {
            DocumentSymbol(name: name, kind: kind, range: LSPRange(span), detail: detail, children: children)
        }
        var out: [(Int, DocumentSymbol)] = []
        if let app = flow.app, let s = here(app.span) { out.append((s.start, symbol("app " + app.name, .module, s))) }
        for name in flow.screenOrder {
            guard let def = flow.screens[name], let s = here(def.span) else { continue }
            let actions = def.actions.compactMap { a in here(a.span).map { symbol(a.name, .method, $0) } }
            out.append((s.start, symbol(name, .class, s, detail: "screen", children: actions)))
        }
        for name in flow.coordinatorOrder {
            guard let def = flow.coordinators[name], let s = here(def.span) else { continue }
            let handlers = def.handlers.compactMap { h in here(h.span).map { symbol("on " + h.key, .method, $0) } }
            out.append((s.start, symbol(name, .class, s, detail: "coordinator", children: handlers)))
        }
        for (name, tb) in flow.tabBars { if let s = here(tb.span) { out.append((s.start, symbol(name, .struct, s, detail: "tabs"))) } }
        for (name, e) in flow.enums { if let s = here(e.span) { out.append((s.start, symbol(name, .enum, s, detail: "enum"))) } }
        for name in flow.appEventOrder { if let e = flow.appEvents[name], let s = here(e.span) { out.append((s.start, symbol(name, .event, s, detail: e.isLink ? "link" : "event"))) } }
        for r in flow.requirements { if let s = here(r.span) { out.append((s.start, symbol(r.name, .boolean, s, detail: "require " + r.summary))) } }
        return out.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Where the name under the cursor is declared: a screen, coordinator, tab bar, enum, error, model or event.
    func definition(_ params: TextDocumentPositionParams) -> Location? {
        guard let doc = document(params.uri), let word = doc.word(at: params.position),
              let outcome = check(doc.uri), let span = declaration(word, in: outcome.flow) else { return nil }
        return Location(uri: FileURI.absolute(span.file.path) == FileURI.absolute(doc.path) ? doc.uri : FileURI.uri(span.file.path),
                        range: LSPRange(span))
    }

    func declaration(_ name: String, in flow: Flow) -> SourceSpan? {
        flow.screens[name]?.span ?? flow.coordinators[name]?.span ?? flow.tabBars[name]?.span ?? flow.enums[name]?.span
            ?? flow.errors[name]?.span ?? flow.models[name]?.span ?? flow.appEvents[name]?.span
    }

    /// What the name under the cursor is: a screen's inputs, result and actions and who handles them; a
    /// coordinator's inputs, result, root and handlers.
    func hover(_ params: TextDocumentPositionParams) -> Hover? {
        guard let doc = document(params.uri), let word = doc.word(at: params.position),
              let outcome = check(doc.uri) else { return nil }
        let flow = outcome.flow
        var lines: [String] = []
        if let s = flow.screens[word] {
            let inputs = s.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
            lines.append("screen **\(s.name)**" + (inputs.isEmpty ? "" : "(\(inputs))") + (s.resultType == .void ? "" : " -> \(s.resultType)"))
            let handlers = Dictionary(flow.coordinatorOrder.compactMap { flow.coordinators[$0] }.flatMap { c in c.handlers.map { ($0.key, c.name) } },
                                      uniquingKeysWith: { a, _ in a })
            for a in s.actions {
                let who = a.body != nil ? "runs its own code" : handlers["\(s.name).\(a.name)"].map { "handled by \($0)" } ?? "handled by nobody"
                lines.append("- `\(a.name)`: \(who)")
            }
            if s.actions.isEmpty { lines.append("no actions") }
        } else if let c = flow.coordinators[word] {
            let inputs = c.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
            lines.append("coordinator **\(c.name)**" + (inputs.isEmpty ? "" : "(\(inputs))") + (c.resultType == .void ? "" : " -> \(c.resultType)"))
            if let r = c.root { lines.append("root: \(r.ref.name)") }
            lines.append("handles: " + (c.handlers.isEmpty ? "nothing" : c.handlers.map(\.key).joined(separator: ", ")))
            lines.append("back: " + (c.back.isDeclared ? "declared" : "nothing declared (a back or swipe leaves it running)"))
        } else if let e = flow.enums[word] {
            lines.append("enum **\(e.name)**: " + e.cases.map { "." + $0 }.joined(separator: ", "))
        } else if let text = statementDocs[word] {
            // A statement: what UIKit does, from the language reference.
            lines.append(text)
        } else {
            return nil
        }
        return Hover(markdown: lines.joined(separator: "\n"))
    }
}
