// SPDX-License-Identifier: MIT
/// Recursive-descent parser with error recovery: a mistake is reported and parsing resumes at the next line or
/// declaration, so one typo never hides the rest of the file.
public struct Parser {
    public static let maxDepth = 64
    public static let declarationKeywords = Keyword.Declaration.allCases.map(\.rawValue)
    public static let statementKeywords = Keyword.Statement.allCases.map(\.rawValue)

    struct Bail: Error {}

    let tokens: [Token]
    let file: SourceFile
    var p = 0
    var depth = 0
    var diagnostics = DiagnosticBag()

    public init(tokens: [Token], file: SourceFile) {
        self.tokens = tokens
        self.file = file
    }

    public static func parse(_ file: SourceFile) -> (unit: SourceUnit, diagnostics: [Diagnostic]) {
        let (tokens, lexDiags) = Lexer.tokenize(file)
        var parser = Parser(tokens: tokens, file: file)
        let decls = parser.parseFile()
        return (SourceUnit(file: file, declarations: decls), lexDiags + parser.diagnostics.items)
    }

    // MARK: Token helpers

    var tok: Token { tokens[p] }
    var kind: TokenKind { tokens[p].kind }
    var atEOF: Bool { if case .eof = kind { return true }; return false }
    mutating func advance() -> Token { let t = tokens[p]; if p < tokens.count - 1 { p += 1 }; return t }
    func isIdent(_ s: String) -> Bool { tok.identifier == s }
    func peekKind(_ k: Int) -> TokenKind { tokens[min(p + k, tokens.count - 1)].kind }
    var previousEnd: Int { p > 0 ? tokens[p - 1].span.end : 0 }

    mutating func eat(_ k: TokenKind) -> Bool {
        if kind == k { _ = advance(); return true }
        return false
    }

    mutating func expect(_ k: TokenKind, _ what: String, hint: String? = nil) throws -> Token {
        if kind == k { return advance() }
        error("expected \(what), found \(kind.display)", hint: hint)
        throw Bail()
    }

    mutating func error(_ message: String, hint: String? = nil, code: DiagnosticCode = .expected, at span: SourceSpan? = nil) {
        diagnostics.report(code, message, at: span ?? tok.span, hint: hint)
    }

    /// A word that is not one of `cases` where one was expected: "did you mean" with its fix-it, else `otherwise`.
    mutating func unknownWord<K: RawRepresentable & CaseIterable>(_ word: String, _ message: String, among cases: K.Type,
                                                                  otherwise: String? = nil, code: DiagnosticCode) where K.RawValue == String {
        diagnostics.report(code, message, at: tok.span, suggesting: Suggest.closest(word, in: K.allCases.map(\.rawValue)), otherwise: otherwise)
    }

    mutating func expectIdentifier(_ what: String) throws -> Identifier {
        if case .identifier(let s) = kind {
            let t = advance()
            return Identifier(s, t.span)
        }
        error("expected \(what), found \(kind.display)")
        throw Bail()
    }

    func spanFrom(_ start: SourceSpan) -> SourceSpan {
        SourceSpan(file: file, start: start.start, end: max(start.end, previousEnd))
    }

    /// A declaration keyword at the start of a line followed by a name (`screen Home`): a new declaration, not a
    /// member (an enum case called `app` stands alone).
    var startsDeclaration: Bool {
        guard tok.startsLine, let id = tok.identifier, Parser.declarationKeywords.contains(id), id != "error" else { return false }
        if id == "include" { if case .string = peekKind(1) { return true }; return false }
        if case .identifier = peekKind(1), !tokens[min(p + 1, tokens.count - 1)].startsLine { return true }
        return false
    }

    /// Skips a balanced `{ … }` without recursion (hostile files may nest thousands deep).
    mutating func skipBalancedBlock() {
        guard kind == .lBrace else { return }
        var level = 0
        repeat {
            if kind == .lBrace { level += 1 } else if kind == .rBrace { level -= 1 }
            _ = advance()
        } while level > 0 && !atEOF
    }

    /// After an error inside a block: skip to a token that starts a new line (or the block's end).
    mutating func recoverInBlock() {
        if !atEOF, kind != .rBrace { _ = advance() }
        while !atEOF, kind != .rBrace, !tok.startsLine {
            if kind == .lBrace { skipBalancedBlock() } else { _ = advance() }
        }
    }

    /// After an error at top level: skip to the next declaration keyword that starts a line.
    mutating func recoverAtTop() {
        if !atEOF { if kind == .lBrace { skipBalancedBlock() } else { _ = advance() } }
        while !atEOF {
            if tok.startsLine, let id = tok.identifier, Parser.declarationKeywords.contains(id) { return }
            if kind == .lBrace { skipBalancedBlock() } else { _ = advance() }
        }
    }

    // MARK: File

    mutating func parseFile() -> [Declaration] {
        var decls: [Declaration] = []
        while !atEOF {
            if kind == .semicolon { _ = advance(); continue }
            let before = p
            do {
                if let d = try parseDeclaration() { decls.append(d) }
            } catch {
                if p == before { recoverAtTop() } else {
                    // Resume at the next line-leading declaration keyword.
                    while !atEOF {
                        if tok.startsLine, let id = tok.identifier, Parser.declarationKeywords.contains(id) { break }
                        if kind == .lBrace { skipBalancedBlock() } else { _ = advance() }
                    }
                }
            }
        }
        return decls
    }

    mutating func parseDeclaration() throws -> Declaration? {
        guard let kw = tok.identifier else {
            if kind == .rBrace {
                error("unexpected '}' with no open declaration")
                _ = advance()
                return nil
            }
            error("expected a declaration (screen, coordinator, enum, …), found \(kind.display)")
            throw Bail()
        }
        let start = tok.span
        switch Keyword.Declaration(rawValue: kw) {
        case .include:
            _ = advance()
            guard case .string(let path) = kind else {
                error("expected a file path in quotes after 'include'", hint: "include \"common.flow\"")
                throw Bail()
            }
            _ = advance()
            return .include(IncludeDecl(path: path, span: spanFrom(start)))
        case .app: return .app(try parseApp())
        case .enum: return .enumeration(try parseEnum())
        case .error: return .error(try parseError())
        case .model: return .model(try parseModel())
        case .actions: return .actionSet(try parseActionSet())
        case .screen: return .screen(try parseScreen())
        case .coordinator: return .coordinator(try parseCoordinator())
        case .tabs: return .tabs(try parseTabs())
        case .event, .link: return .event(try parseAppEvent())
        case nil:
            unknownWord(kw, "unknown declaration '\(kw)'", among: Keyword.Declaration.self,
                        otherwise: "a file holds screen, coordinator, tabs, actions, enum, error, model, app and include declarations",
                        code: .unknownDeclaration)
            throw Bail()
        }
    }

    // MARK: Member blocks

    /// Parses `{ member* }`, calling `member` for each; recovers line by line.
    mutating func parseMembers(_ what: String, _ member: (inout Parser) throws -> Void) throws {
        _ = try expect(.lBrace, "'{' to open the \(what)")
        depth += 1
        defer { depth -= 1 }
        if depth > Parser.maxDepth {
            error("nesting is deeper than \(Parser.maxDepth) levels", code: .tooDeep)
            p -= 1
            skipBalancedBlock()
            throw Bail()
        }
        while !atEOF, kind != .rBrace {
            if kind == .semicolon || kind == .comma { _ = advance(); continue }
            if startsDeclaration {
                // A missing '}' before the next declaration: report and let the file level continue.
                error("expected '}' to close the \(what) before '\(tok.identifier ?? "")'", at: tok.span)
                return
            }
            let before = p
            do { try member(&self) } catch {
                if p == before { recoverInBlock() } else if !tok.startsLine { recoverInBlock() }
            }
        }
        if atEOF {
            error("expected '}' to close the \(what), found end of file")
            return
        }
        _ = advance()
    }

    // MARK: Declarations

    mutating func parseApp() throws -> AppDecl {
        let start = advance().span
        let name = try expectIdentifier("the app's name")
        var app = AppDecl(name: name, launch: nil, modifiers: [], span: start)
        try parseMembers("app") { ps in
            if ps.isIdent("var") {
                app.vars.append(try ps.parseVar())
            } else if ps.isIdent("launch") {
                let kw = ps.advance().span
                if app.launch != nil { ps.error("the app already has a launch target", code: .duplicateMember, at: kw) }
                app.launch = try ps.parseTarget()
                app.modifiers = try ps.parseModifiers()
            } else {
                ps.error("expected 'launch' in the app, found \(ps.kind.display)", hint: "app MyApp { launch MainCoordinator }")
                throw Bail()
            }
        }
        app.span = spanFrom(start)
        return app
    }

    mutating func parseEnum() throws -> EnumDecl {
        let start = advance().span
        let name = try expectIdentifier("the enum's name")
        var cases: [Identifier] = []
        try parseMembers("enum") { ps in
            if ps.isIdent("case") { _ = ps.advance() }
            cases.append(try ps.expectIdentifier("a case name"))
        }
        return EnumDecl(name: name, cases: cases, span: spanFrom(start))
    }

    mutating func parseError() throws -> ErrorDecl {
        let start = advance().span
        let name = try expectIdentifier("the error type's name")
        var cases: [ErrorDecl.Case] = []
        try parseMembers("error type") { ps in
            if ps.isIdent("case") { _ = ps.advance() }
            let n = try ps.expectIdentifier("an error case name")
            var message: String? = nil
            if case .string(let m) = ps.kind { message = m; _ = ps.advance() }
            cases.append(.init(name: n, message: message))
        }
        return ErrorDecl(name: name, cases: cases, span: spanFrom(start))
    }

    mutating func parseModel() throws -> ModelDecl {
        let start = advance().span
        let name = try expectIdentifier("the model type's name")
        var samples: [Expr] = []
        if kind == .lBrace {
            try parseMembers("model") { ps in
                guard ps.isIdent("samples") else {
                    ps.error("expected 'samples' in a model, found \(ps.kind.display)", hint: "model User { samples \"alice\", \"bob\" }")
                    throw Bail()
                }
                _ = ps.advance()
                repeat { samples.append(try ps.parseExpr()) } while ps.eat(.comma)
            }
        }
        return ModelDecl(name: name, samples: samples, span: spanFrom(start))
    }

    mutating func parseActionSet() throws -> ActionSetDecl {
        let start = advance().span
        let name = try expectIdentifier("the action set's name")
        var actions: [ActionDecl] = []
        try parseMembers("action set") { ps in
            guard ps.isIdent("action") else {
                ps.error("expected 'action' in an action set, found \(ps.kind.display)")
                throw Bail()
            }
            actions.append(try ps.parseAction())
        }
        return ActionSetDecl(name: name, actions: actions, span: spanFrom(start))
    }

    mutating func parseAdopts() throws -> [Identifier] {
        var list: [Identifier] = []
        if eat(.colon) {
            repeat { list.append(try expectIdentifier("an action set name")) } while eat(.comma)
        }
        return list
    }

    mutating func parseScreen() throws -> ScreenDecl {
        let start = advance().span
        let name = try expectIdentifier("the screen's name")
        let params = kind == .lParen ? try parseParameters() : []
        let result = eat(.arrow) ? try parseType() : nil
        let optional = result != nil && eat(.question)
        let adopts = try parseAdopts()
        var screen = ScreenDecl(name: name, parameters: params, result: result, adopts: adopts, span: start)
        screen.resultOptional = optional
        try parseMembers("screen") { ps in
            guard let kw = ps.tok.identifier else {
                ps.error("expected a screen member (action, entry, method, cell, on back…), found \(ps.kind.display)")
                throw Bail()
            }
            switch Keyword.ScreenMember(rawValue: kw) {
            case .action: screen.actions.append(try ps.parseAction())
            case .method:
                let s = ps.advance().span
                let n = try ps.expectIdentifier("the method's name")
                let params = ps.kind == .lParen ? try ps.parseParameters() : []
                screen.methods.append(MethodDecl(name: n, parameters: params, span: ps.spanFrom(s)))
            case .entry: screen.entries.append(try ps.parseEntry())
            case .on:
                if case .identifier(let k) = ps.peekKind(1), let kind = LifecycleDecl.Kind(rawValue: k) {
                    let s = ps.advance().span
                    _ = ps.advance()
                    let body = try ps.parseBlock()
                    screen.lifecycle.append(LifecycleDecl(kind: kind, body: body, span: ps.spanFrom(s)))
                } else {
                    screen.backs.append(try ps.parseBack(forScreen: true))
                }
            case .nonDismissible: screen.nonDismissible = ps.advance().span
            case .hidesBackButton: screen.hidesBackButton = ps.advance().span
            case .strongOwner: screen.strongOwner = ps.advance().span
            case .hidesBottomBar: screen.hidesBottomBar = ps.advance().span
            case .cell: screen.cells.append(try ps.parseCell())
            case nil:
                ps.unknownWord(kw, "unknown screen member '\(kw)'", among: Keyword.ScreenMember.self, code: .unknownDeclaration)
                throw Bail()
            }
        }
        screen.span = spanFrom(start)
        return screen
    }

    mutating func parseEntry() throws -> EntryDecl {
        let start = advance().span
        let name = try expectIdentifier("the entry's name")
        let params = kind == .lParen ? try parseParameters() : []
        var backs: [BackDecl] = []
        if kind == .lBrace {
            try parseMembers("entry") { ps in
                guard ps.isIdent("on") else {
                    ps.error("expected 'on back' or 'on swipe' in an entry, found \(ps.kind.display)")
                    throw Bail()
                }
                backs.append(try ps.parseBack(forScreen: true))
            }
        }
        return EntryDecl(name: name, parameters: params, backs: backs, span: spanFrom(start))
    }

    mutating func parseCell() throws -> CellDecl {
        let start = advance().span
        let name = try expectIdentifier("the cell's name")
        let adopts = try parseAdopts()
        var actions: [ActionDecl] = []
        if kind == .lBrace {
            try parseMembers("cell") { ps in
                guard ps.isIdent("action") else {
                    ps.error("expected 'action' in a cell, found \(ps.kind.display)")
                    throw Bail()
                }
                actions.append(try ps.parseAction())
            }
        }
        return CellDecl(name: name, adopts: adopts, actions: actions, span: spanFrom(start))
    }

    /// `on back …` / `on swipe …`: a statement, a block, or `none`.
    mutating func parseBack(forScreen: Bool) throws -> BackDecl {
        let start = advance().span
        let g = try expectIdentifier("'back' or 'swipe'")
        guard let gesture = BackDecl.Gesture(rawValue: g.name) else {
            error("expected 'back' or 'swipe' after 'on', found '\(g.name)'", at: g.span)
            throw Bail()
        }
        if isIdent("none") {
            _ = advance()
            return BackDecl(gesture: gesture, body: nil, span: spanFrom(start))
        }
        let body = kind == .lBrace ? try parseBlock() : [try parseStatement()]
        return BackDecl(gesture: gesture, body: body, span: spanFrom(start))
    }

    mutating func parseAction() throws -> ActionDecl {
        let start = advance().span
        let name = try expectIdentifier("the action's name")
        let params = kind == .lParen ? try parseParameters() : []
        var body: [Statement]? = nil
        if kind == .lBrace { body = try parseBlock() }
        return ActionDecl(name: name, parameters: params, body: body, span: spanFrom(start))
    }

    mutating func parseCoordinator() throws -> CoordinatorDecl {
        let start = advance().span
        let name = try expectIdentifier("the coordinator's name")
        let params = kind == .lParen ? try parseParameters() : []
        let result = eat(.arrow) ? try parseType() : nil
        var c = CoordinatorDecl(name: name, parameters: params, result: result, root: nil, span: start)
        c.resultOptional = result != nil && eat(.question)
        try parseMembers("coordinator") { ps in
            guard let kw = ps.tok.identifier else {
                ps.error("expected a coordinator member (root, on …), found \(ps.kind.display)")
                throw Bail()
            }
            switch Keyword.CoordinatorMember(rawValue: kw) {
            case .root:
                let s = ps.advance().span
                if c.root != nil { ps.error("the coordinator already has a root", code: .duplicateMember, at: s) }
                c.root = try ps.parseTarget()
                c.rootModifiers = try ps.parseModifiers()
            case .on:
                if case .identifier(let g) = ps.peekKind(1), g == "back" || g == "swipe", ps.peekKind(2) != .dot {
                    c.backs.append(try ps.parseBack(forScreen: false))
                } else if case .identifier(let g) = ps.peekKind(1), g == "pop" || g == "willPop",
                          case .identifier = ps.peekKind(2) {
                    let s = ps.advance().span
                    let will = ps.advance().identifier == "willPop"
                    let screen = try ps.expectIdentifier("the popped screen")
                    let body = try ps.parseBlock()
                    c.popHooks.append(PopHookDecl(will: will, screen: screen, body: body, span: ps.spanFrom(s)))
                } else if case .identifier(let g) = ps.peekKind(1), g == "reselect" || g == "select", case .identifier = ps.peekKind(2),
                          g == "reselect" || ps.peekKind(3) == .lBrace {
                    // `on select TAB { … }` needs its block right after the tab: `on select(x)` is an app event.
                    let s = ps.advance().span
                    let reselect = ps.advance().identifier == "reselect"
                    let tab = try ps.expectIdentifier("the tab's name")
                    let body = try ps.parseBlock()
                    if reselect { c.reselectHooks.append(ReselectHookDecl(tab: tab, body: body, span: ps.spanFrom(s))) }
                    else { c.selectHooks.append(ReselectHookDecl(tab: tab, body: body, span: ps.spanFrom(s))) }
                } else if case .identifier = ps.peekKind(1), ps.peekKind(2) != .dot {
                    c.events.append(try ps.parseEventHandler())
                } else {
                    c.handlers.append(try ps.parseOnAction())
                }
            case .var: c.vars.append(try ps.parseVar())
            case .strongParent: c.strongParent = ps.advance().span
            case .weakNavigation: c.weakNavigation = ps.advance().span
            case .func:
                let s = ps.advance().span
                let n = try ps.expectIdentifier("the function's name")
                let params = ps.kind == .lParen ? try ps.parseParameters() : []
                let body = try ps.parseBlock()
                c.procedures.append(ProcedureDecl(name: n, parameters: params, body: body, span: ps.spanFrom(s)))
            case .start:
                let s = ps.advance().span
                if c.start != nil { ps.error("the coordinator already has a 'start' block", code: .duplicateMember, at: s) }
                c.start = try ps.parseBlock()
                c.startSpan = s
            case nil:
                ps.unknownWord(kw, "unknown coordinator member '\(kw)'", among: Keyword.CoordinatorMember.self,
                               otherwise: "a coordinator holds 'root', 'start { … }', 'var', 'func' and 'on Screen.action { … }'",
                               code: .unknownDeclaration)
                throw Bail()
            }
        }
        c.span = spanFrom(start)
        return c
    }

    /// `on List.select(taskId) { … }` or `on Top.ReviewCell.showUser(user) { … }`
    mutating func parseOnAction() throws -> OnActionDecl {
        let start = advance().span
        let screen = try expectIdentifier("a screen name")
        _ = try expect(.dot, "'.' and an action name", hint: "on List.select { … }")
        var cell: Identifier? = nil
        var action = try expectIdentifier("an action name")
        if eat(.dot) {
            cell = action
            action = try expectIdentifier("an action name")
        }
        let bindings = try parseBinders()
        let body = try parseBlock()
        return OnActionDecl(screen: screen, cell: cell, action: action, bindings: bindings, body: body, span: spanFrom(start))
    }

    /// `(a, _, b)`: names bound to an action's or event's arguments in order; nil when there are no parentheses.
    mutating func parseBinders() throws -> [Identifier]? {
        guard kind == .lParen else { return nil }
        _ = advance()
        var bindings: [Identifier] = []
        if kind != .rParen {
            repeat {
                if kind == .underscore { let t = advance(); bindings.append(Identifier("_", t.span)) }
                else { bindings.append(try expectIdentifier("a name for the argument")) }
            } while eat(.comma)
        }
        _ = try expect(.rParen, "')'")
        return bindings
    }

    /// `on sessionExpired { … }`, `on openItem(id) { … }`
    mutating func parseEventHandler() throws -> EventHandlerDecl {
        let start = advance().span
        let name = try expectIdentifier("an event name")
        let bindings = try parseBinders()
        let body = try parseBlock()
        return EventHandlerDecl(event: name, bindings: bindings, body: body, span: spanFrom(start))
    }

    /// `var isLoggedIn = false`, `var step: Step = .intro`
    mutating func parseVar() throws -> VarDecl {
        let start = advance().span
        let name = try expectIdentifier("the variable's name")
        let type = eat(.colon) ? try parseType() : nil
        _ = try expect(.equal, "'=' and the initial value", hint: "var \(name.name) = false")
        let initial = try parseExpr()
        return VarDecl(name: name, type: type, initial: initial, span: spanFrom(start))
    }

    /// `event sessionExpired`, `event opened(id: String)`, `link item(id: String) -> ItemDetail`
    mutating func parseAppEvent() throws -> AppEventDecl {
        let kw = advance()
        let name = try expectIdentifier("the \(kw.identifier ?? "event")'s name")
        let params = kind == .lParen && !tok.startsLine ? try parseParameters() : []
        var expects: Identifier? = nil
        if kw.identifier == "link", eat(.arrow) { expects = try expectIdentifier("the screen the link must show") }
        return AppEventDecl(isLink: kw.identifier == "link", name: name, parameters: params, expects: expects, span: spanFrom(kw.span))
    }

    mutating func parseTabs() throws -> TabsDecl {
        let start = advance().span
        let name = try expectIdentifier("the tab bar's name")
        var items: [TabItemDecl] = []
        try parseMembers("tab bar") { ps in
            guard ps.isIdent("tab") else {
                ps.error("expected 'tab name: Target' in a tab bar, found \(ps.kind.display)")
                throw Bail()
            }
            let s = ps.advance().span
            let n = try ps.expectIdentifier("the tab's name")
            _ = try ps.expect(.colon, "':' and the tab's screen or coordinator", hint: "tab home: Home withNavigation")
            let target = try ps.parseTarget()
            let mods = try ps.parseModifiers()
            let handler = try ps.parseHandler()
            items.append(TabItemDecl(name: n, target: target, modifiers: mods, handler: handler, span: ps.spanFrom(s)))
        }
        return TabsDecl(name: name, tabs: items, span: spanFrom(start))
    }

    // MARK: Parameters, types, targets

    mutating func parseParameters() throws -> [Parameter] {
        _ = try expect(.lParen, "'('")
        var params: [Parameter] = []
        if eat(.rParen) { return params }
        repeat {
            let n = try expectIdentifier("a parameter name")
            _ = try expect(.colon, "':' and the parameter's type", hint: "\(n.name): String")
            let t = try parseType()
            var def: Expr? = nil
            if eat(.equal) { def = try parseExpr() }
            params.append(Parameter(name: n, type: t, defaultValue: def, span: spanFrom(n.span)))
        } while eat(.comma)
        _ = try expect(.rParen, "')' to close the parameters")
        return params
    }

    mutating func parseType() throws -> TypeSyntax {
        let n = try expectIdentifier("a type")
        var args: [TypeSyntax] = []
        if kind == .lAngle {
            depth += 1
            defer { depth -= 1 }
            if depth > Parser.maxDepth { error("type nests deeper than \(Parser.maxDepth) levels", code: .tooDeep); throw Bail() }
            _ = advance()
            repeat { args.append(try parseType()) } while eat(.comma)
            _ = try expect(.rAngle, "'>'")
        }
        return TypeSyntax(name: n, arguments: args, span: spanFrom(n.span))
    }

    mutating func parseTarget() throws -> Target {
        let n = try expectIdentifier("a screen, coordinator or tab bar name")
        var entry: Identifier? = nil
        if kind == .dot, !tok.startsLine {
            _ = advance()
            entry = try expectIdentifier("an entry name")
        }
        var args: [Argument] = []
        if kind == .lParen, !tok.startsLine { args = try parseArguments() }
        return Target(name: n, entry: entry, arguments: args, span: spanFrom(n.span))
    }

    mutating func parseArguments() throws -> [Argument] {
        _ = try expect(.lParen, "'('")
        var args: [Argument] = []
        if eat(.rParen) { return args }
        repeat {
            let label = try expectIdentifier("an argument label")
            if kind != .colon {
                // `f(x)` where `f(x: x)` is meant: say how to write it.
                error("expected ':' after the argument label '\(label.name)'", hint: "write '\(label.name): \(label.name)'")
                throw Bail()
            }
            _ = advance()
            let v = try parseExpr()
            args.append(Argument(label: label, value: v, span: spanFrom(label.span)))
        } while eat(.comma)
        _ = try expect(.rParen, "')' to close the arguments")
        return args
    }

    /// Modifiers are the words that follow on the same line: `pageSheet withNavigation animated: false`.
    mutating func parseModifiers() throws -> [Modifier] {
        var mods: [Modifier] = []
        while case .identifier(let s) = kind, !tok.startsLine, s != "then" {
            let id = Identifier(s, advance().span)
            var value: Expr? = nil
            if kind == .colon { _ = advance(); value = try parseExpr() }
            mods.append(Modifier(name: id, value: value, span: spanFrom(id.span)))
        }
        return mods
    }

    // MARK: Expressions

    mutating func parseExpr() throws -> Expr {
        let t = tok
        switch t.kind {
        case .string(let s): _ = advance(); return .string(s, t.span)
        case .integer(let n): _ = advance(); return .integer(n, t.span)
        case .identifier("true"): _ = advance(); return .bool(true, t.span)
        case .identifier("false"): _ = advance(); return .bool(false, t.span)
        case .identifier(let s): _ = advance(); return .name(Identifier(s, t.span))
        case .dot:
            _ = advance()
            let n = try expectIdentifier("a case name after '.'")
            var payload: Expr? = nil
            if kind == .lParen, !tok.startsLine {
                depth += 1
                defer { depth -= 1 }
                if depth > Parser.maxDepth { error("expression nests deeper than \(Parser.maxDepth) levels", code: .tooDeep); throw Bail() }
                _ = advance()
                payload = try parseExpr()
                _ = try expect(.rParen, "')'")
            }
            return .caseRef(n, payload: payload, span: spanFrom(t.span))
        default:
            error("expected a value (a string, a number, true/false, a .case or a name), found \(kind.display)")
            throw Bail()
        }
    }

    mutating func parsePattern() throws -> Pattern {
        let t = tok
        switch t.kind {
        case .underscore: _ = advance(); return .wildcard(t.span)
        case .dot:
            _ = advance()
            let n = try expectIdentifier("a case name after '.'")
            var payload: Pattern? = nil
            if kind == .lParen {
                depth += 1
                defer { depth -= 1 }
                if depth > Parser.maxDepth { error("pattern nests deeper than \(Parser.maxDepth) levels", code: .tooDeep); throw Bail() }
                _ = advance()
                payload = try parsePattern()
                _ = try expect(.rParen, "')'")
            }
            return .caseRef(n, payload: payload, span: spanFrom(t.span))
        case .identifier(let s) where s != "true" && s != "false":
            _ = advance()
            return .binding(Identifier(s, t.span))
        default:
            return .literal(try parseExpr())
        }
    }

    // MARK: Statements

    mutating func parseBlock() throws -> [Statement] {
        var body: [Statement] = []
        try parseMembers("block") { ps in body.append(try ps.parseStatement()) }
        return body
    }

    mutating func parseHandler() throws -> Handler? {
        guard isIdent("then") else { return nil }
        let start = advance().span
        var binding: Identifier? = nil
        if eat(.lParen) {
            binding = kind == .underscore ? Identifier("_", advance().span) : try expectIdentifier("a name for the result")
            _ = try expect(.rParen, "')'")
        }
        let body = try parseBlock()
        return Handler(binding: binding, body: body, span: spanFrom(start))
    }

    mutating func parseStatement() throws -> Statement {
        let start = tok.span
        guard case .identifier(let kw) = kind else {
            error("expected a statement (push, present, dismiss, finish, …), found \(kind.display)")
            throw Bail()
        }
        func done(_ k: StatementKind) -> Statement { Statement(kind: k, span: spanFrom(start)) }
        switch Keyword.Statement(rawValue: kw) {
        case .push, .present, .root, .embed:
            let verb = Identifier(kw, advance().span)
            let target = try parseTarget()
            let mods = try parseModifiers()
            let handler = try parseHandler()
            return done(.show(verb: verb, target: target, modifiers: mods, handler: handler))
        case .set:
            _ = advance()
            _ = try expect(.lBracket, "'[' and the new stack", hint: "set [Home, Detail(id: 1)]")
            var targets: [Target] = []
            if kind != .rBracket { repeat { targets.append(try parseTarget()) } while eat(.comma) }
            _ = try expect(.rBracket, "']'")
            return done(.setStack(targets: targets, modifiers: try parseModifiers()))
        case .pop: _ = advance(); return done(.pop(modifiers: try parseModifiers()))
        case .popToRoot: _ = advance(); return done(.popToRoot(modifiers: try parseModifiers()))
        case .dismiss, .dismissToRoot:
            _ = advance()
            let mods = try parseModifiers()
            if isIdent("then") {
                _ = advance()
                return done(.dismissCompletion(toRoot: kw == "dismissToRoot", modifiers: mods, completion: try parseBlock()))
            }
            return done(kw == "dismiss" ? .dismiss(modifiers: mods) : .dismissToRoot(modifiers: mods))
        case .remove:
            _ = advance()
            return done(.remove(try expectIdentifier("the screen to take out of the stack")))
        case .popTo:
            _ = advance()
            let n = try expectIdentifier("the screen to pop to")
            return done(.popTo(n, modifiers: try parseModifiers()))
        case .tab:
            _ = advance()
            return done(.selectTab(try parseTabRef()))
        case .start:
            _ = advance()
            let target = try parseTarget()
            // `start AppFlow`: a coordinator that shows its own screens (no root) is started without a transition.
            if tok.startsLine || kind == .rBrace || kind == .semicolon || isIdent("then") {
                let handler = try parseHandler()
                return done(.start(target: target, transition: nil, handler: handler))
            }
            guard isIdent("as") else {
                error("expected 'as' and how to show the child, found \(kind.display)",
                      hint: "the parent chooses the transition: start \(target.name.name) as present")
                throw Bail()
            }
            let asSpan = advance().span
            let verb = try expectIdentifier("a transition (root, push, present, tab, embed)")
            var tab: TabRef? = nil
            if verb.name == "tab" { tab = try parseTabRef() }
            let mods = try parseModifiers()
            let spec = TransitionSpec(verb: verb, tab: tab, modifiers: mods, span: spanFrom(asSpan))
            let handler = try parseHandler()
            return done(.start(target: target, transition: spec, handler: handler))
        case .finish, .terminate:
            _ = advance()
            var value: Expr? = nil
            if kind == .lParen, !tok.startsLine {
                _ = advance()
                if kind != .rParen { value = try parseExpr() }
                _ = try expect(.rParen, "')'")
            }
            return done(kw == "finish" ? .finish(value) : .terminate(value))
        case .release:
            _ = advance()
            var n: Identifier? = nil
            if case .identifier = kind, !tok.startsLine { n = try expectIdentifier("a coordinator") }
            return done(.release(n))
        case .refresh:
            _ = advance()
            return done(.refresh(try expectIdentifier("the screen to refresh")))
        case .alert:
            _ = advance()
            let message = try parseExpr()
            guard kind == .lBrace else { return done(.alert(message)) }
            var buttons: [AlertButtonDecl] = []
            try parseMembers("alert") { ps in
                guard ps.isIdent("button") else {
                    ps.error("expected 'button name { … }' in an alert, found \(ps.kind.display)", hint: "button cancel")
                    throw Bail()
                }
                let s = ps.advance().span
                let n = try ps.expectIdentifier("the button's name")
                let body = ps.kind == .lBrace ? try ps.parseBlock() : []
                buttons.append(AlertButtonDecl(name: n, body: body, span: ps.spanFrom(s)))
            }
            return done(.alertButtons(message, buttons: buttons))
        case .log: _ = advance(); return done(.log(try parseExpr()))
        case .if: return try parseIf()
        case .match:
            _ = advance()
            let subject = try parseExpr()
            var cases: [MatchCase] = []
            try parseMembers("match") { ps in
                let ps0 = ps.tok.span
                if ps.isIdent("case") { _ = ps.advance() }
                let pat = try ps.parsePattern()
                let body = try ps.parseBlock()
                cases.append(MatchCase(pattern: pat, body: body, span: ps.spanFrom(ps0)))
            }
            return done(.match(subject, cases: cases))
        case nil:
            // `isLoggedIn = true`: sets a variable.
            if peekKind(1) == .equal {
                let n = Identifier(kw, advance().span)
                _ = advance()
                return done(.assign(n, try parseExpr()))
            }
            // `showMain()`: calls a coordinator's func.
            if peekKind(1) == .lParen, !tokens[min(p + 1, tokens.count - 1)].startsLine {
                let n = Identifier(kw, advance().span)
                return done(.callProcedure(n, arguments: try parseArguments()))
            }
            // `List.refresh` or `List.reload(id: 1)`: a method call on a screen.
            if peekKind(1) == .dot, case .identifier = peekKind(2) {
                let screen = Identifier(kw, advance().span)
                _ = advance()
                let method = try expectIdentifier("a method name")
                let args = kind == .lParen && !tok.startsLine ? try parseArguments() : []
                return done(.call(screen: screen, method: method, arguments: args))
            }
            unknownWord(kw, "unknown statement '\(kw)'", among: Keyword.Statement.self, code: .unknownStatement)
            throw Bail()
        }
    }

    mutating func parseTabRef() throws -> TabRef {
        let t = tok
        switch t.kind {
        case .integer(let n): _ = advance(); return .index(n, t.span)
        case .lParen:
            _ = advance()
            let inner = tok
            var r: TabRef
            switch inner.kind {
            case .integer(let n): r = .index(n, inner.span)
            case .identifier(let s): r = .name(Identifier(s, inner.span))
            default: error("expected a tab name or index, found \(kind.display)"); throw Bail()
            }
            _ = advance()
            _ = try expect(.rParen, "')'")
            return r
        case .identifier(let s): _ = advance(); return .name(Identifier(s, t.span))
        default:
            error("expected a tab name or index, found \(kind.display)")
            throw Bail()
        }
    }

    mutating func parseIf() throws -> Statement {
        let start = advance().span
        depth += 1
        defer { depth -= 1 }
        if depth > Parser.maxDepth { error("'if' nests deeper than \(Parser.maxDepth) levels", code: .tooDeep); throw Bail() }
        let negated = eat(.bang)
        let lhs = try parseExpr()
        var op = Condition.Op.truthy
        var rhs: Expr? = nil
        if kind == .equalEqual || kind == .bangEqual {
            op = advance().kind == .equalEqual ? .equal : .notEqual
            rhs = try parseExpr()
        }
        let cond = Condition(lhs: lhs, op: op, rhs: rhs, negated: negated, span: spanFrom(lhs.span))
        let thenBody = try parseBlock()
        var elseBody: [Statement]? = nil
        if isIdent("else") {
            _ = advance()
            if isIdent("if") { elseBody = [try parseIf()] } else { elseBody = try parseBlock() }
        }
        return Statement(kind: .ifElse(cond, then: thenBody, else: elseBody), span: spanFrom(start))
    }
}
