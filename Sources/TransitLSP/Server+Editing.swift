// SPDX-License-Identifier: MIT
import Foundation
import TransitLanguage
import TransitModel

/// Requests that help while typing: completion, folding, references, rename, quick fixes.
extension Server {
    /// Words that start a declaration at the top of a file, and statements inside bodies.
    static let topKeywords = Parser.declarationKeywords
    static let bodyKeywords: [String] = {
        let words = Keyword.Statement.allCases.map(\.rawValue) + Keyword.ScreenMember.allCases.map(\.rawValue)
            + Keyword.CoordinatorMember.allCases.map(\.rawValue) + [Keyword.Contextual.then, .as, .else].map(\.rawValue)
        var seen: Set<String> = []
        return words.filter { seen.insert($0).inserted }
    }()

    /// Completion from the text before the cursor: a screen's actions after `Screen.`, enum cases after a lone `.`,
    /// declaration keywords at the top level, statements and the flow's names inside bodies.
    func completion(_ params: TextDocumentPositionParams) -> [CompletionItem] {
        guard let doc = document(params.uri) else { return [] }
        let before = String(decoding: doc.text.utf16.prefix(doc.offset(of: params.position)), as: UTF16.self)
        let line = before.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        let flow = check(doc.uri)?.flow
        // The partial word being typed, and what comes before it on the line.
        let word = String(line.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        let head = String(line.dropLast(word.count))
        let item = CompletionItem.init
        var items: [CompletionItem] = []
        if head.hasSuffix(".") {
            let owner = String(head.dropLast().reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
            if let flow, let screen = flow.screens[owner] {
                items = screen.actions.map { item($0.name, .method, "action of \(owner)") } + screen.cells.map { item($0.name, .class, "cell of \(owner)") }
                    + screen.entries.map { item($0.name, .function, "entry of \(owner)") }
            } else if owner.isEmpty, let flow {
                for (name, e) in flow.enums.sorted(by: { $0.key < $1.key }) { items += e.cases.map { item($0, .enumMember, name) } }
                for (name, e) in flow.errors.sorted(by: { $0.key < $1.key }) { items += e.cases.map { item($0, .enumMember, name) } }
            }
        } else {
            let depth = before.reduce(0) { $0 + ($1 == "{" ? 1 : $1 == "}" ? -1 : 0) }
            // After `VERB Target …` on the line: the modifiers that verb takes (`as VERB` for a started child).
            let words = head.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
            if let verb = words.last(where: { Resolver.modifiersByVerb[$0] != nil }), let i = words.lastIndex(of: verb), i < words.count - 1,
               !head.hasSuffix("(") {
                let used = Set(words[(i + 1)...])
                return Resolver.modifiersByVerb[verb]!.subtracting(used).sorted().filter { word.isEmpty || $0.hasPrefix(word) }
                    .map { item($0, .keyword, "modifier of \(verb)") }
            }
            if depth <= 0 {
                items = Server.topKeywords.map { item($0, .keyword, nil) }
            } else {
                items = Server.bodyKeywords.map { item($0, .keyword, nil) }
                if let flow {
                    items += flow.screenOrder.map { item($0, .class, "screen") } + flow.coordinatorOrder.map { item($0, .class, "coordinator") }
                    items += flow.tabBars.keys.sorted().map { item($0, .class, "tabs") }
                }
            }
        }
        return word.isEmpty ? items : items.filter { $0.label.hasPrefix(word) }
    }

    /// One range per block that spans lines (`{` … `}`), and per block comment.
    func foldingRanges(_ params: TextDocumentParams) -> [FoldingRange] {
        guard let doc = document(params.uri) else { return [] }
        let file = SourceFile(path: doc.path, text: doc.text)
        var open: [Int] = []
        var out: [FoldingRange] = []
        for t in Lexer.tokenize(file).tokens {
            switch t.kind {
            case .lBrace: open.append(file.position(of: t.span.start).line - 1)
            case .rBrace:
                guard let start = open.popLast() else { continue }
                let end = file.position(of: t.span.start).line - 1
                if end > start { out.append(FoldingRange(startLine: start, endLine: end - 1 >= start ? end - 1 : start)) }
            default: break
            }
        }
        return out.sorted { $0.startLine < $1.startLine }
    }

    /// Every place the name under the cursor appears as a name, in the document's flow (its includes too).
    func references(_ params: TextDocumentPositionParams) -> [Location] {
        guard let doc = document(params.uri), let word = doc.word(at: params.position), let outcome = check(doc.uri) else { return [] }
        return occurrences(of: word, in: outcome).map { Location(uri: uri(of: $0.file), range: LSPRange($0)) }
    }

    /// The identifier tokens spelled `name` in every file of the flow.
    func occurrences(of name: String, in outcome: CheckOutcome) -> [SourceSpan] {
        outcome.flow.files.flatMap { file in
            Lexer.tokenize(file).tokens.filter { $0.identifier == name }.map(\.span)
        }
    }

    func uri(of file: SourceFile) -> String {
        let path = FileURI.absolute(file.path)
        return documents.values.first { FileURI.absolute($0.path) == path }?.uri ?? FileURI.uri(path)
    }

    /// Renames a declared screen, coordinator, tab bar or type everywhere in the flow, includes too; refused (nil)
    /// when the name under the cursor is not declared or the new name is not a free identifier.
    func rename(_ params: RenameParams) -> Result<WorkspaceEdit, RenameRefusal> {
        let newName = params.newName
        guard let doc = document(params.at.uri), let word = doc.word(at: params.at.position), let outcome = check(doc.uri) else {
            return .failure(RenameRefusal(message: "nothing to rename here"))
        }
        let flow = outcome.flow
        guard declaration(word, in: flow) != nil else {
            return .failure(RenameRefusal(message: "'\(word)' is not a declared name (a screen, coordinator, tab bar or type)"))
        }
        let scalars = Array(newName.unicodeScalars)
        guard let first = scalars.first, first == "_" || first.properties.isAlphabetic, newName != "_",
              scalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }),
              !Keyword.all.union(["true", "false"]).contains(newName) else {
            return .failure(RenameRefusal(message: "'\(newName)' is not a name the flow language accepts"))
        }
        // Names are matched by spelling: a name that is also a case, an action or a variable cannot be renamed
        // safely here, and a new name already used anywhere would merge two things.
        let others = Server.otherNames(flow)
        if others.contains(word) {
            return .failure(RenameRefusal(message: "'\(word)' is also the name of a case, an action or a variable: rename it by hand"))
        }
        if declaration(newName, in: flow) != nil || occurrences(of: newName, in: outcome).count > 0 {
            return .failure(RenameRefusal(message: "'\(newName)' is already used in the flow"))
        }
        var changes: [String: [TextEdit]] = [:]
        for span in occurrences(of: word, in: outcome) {
            changes[uri(of: span.file), default: []].append(TextEdit(range: LSPRange(span), newText: newName))
        }
        return .success(WorkspaceEdit(changes: changes))
    }

    struct RenameRefusal: Error { var message: String }

    /// Names of things that are not declarations: cases, actions, cells, entries, methods, variables, funcs.
    static func otherNames(_ flow: Flow) -> Set<String> {
        var out = Set(flow.enums.values.flatMap(\.cases) + flow.errors.values.flatMap(\.cases))
        for s in flow.screens.values {
            out.formUnion(s.actions.map(\.name) + s.cells.map(\.name) + s.cells.flatMap { $0.actions.map(\.name) })
            out.formUnion(s.entries.map(\.name) + s.methods.map(\.name) + s.parameters.map(\.name))
        }
        for c in flow.coordinators.values { out.formUnion(c.vars.map(\.name) + c.procedures.keys + c.parameters.map(\.name)) }
        out.formUnion(flow.app?.vars.map(\.name) ?? [])
        return out
    }

    /// Quick fixes: the checker's fix-its for the diagnostics in range (a misspelt name with one close match; a
    /// coordinator a back or swipe leaks, ended by `on back { terminate(…) }`).
    func codeActions(_ params: CodeActionParams) -> [CodeAction] {
        guard let doc = document(params.uri), let outcome = check(doc.uri) else { return [] }
        let mine = FileURI.absolute(doc.path)
        var out: [CodeAction] = []
        for d in outcome.diagnostics where !d.fixIts.isEmpty {
            // The diagnostic overlaps the requested range.
            guard let span = d.span, FileURI.absolute(span.file.path) == mine, LSPRange(span).overlaps(params.range) else { continue }
            for fix in d.fixIts {
                out.append(CodeAction(title: fix.message, diagnostic: lspDiagnostic(d),
                                      edit: WorkspaceEdit(changes: [uri(of: fix.span.file): [TextEdit(range: LSPRange(fix.span), newText: fix.replacement)]])))
            }
        }
        return out
    }
}
