// SPDX-License-Identifier: MIT
/// Declarations: the app, enums, errors, models, action sets, screens, coordinators, events, tab bars.
extension Parser {
    mutating func parseApp() throws -> AppDecl {
        let start = advance().span
        let name = try expectIdentifier(.appName)
        var app = AppDecl(name: name, launch: nil, modifiers: [], span: start)
        try parseMembers(.app) { ps in
            if ps.isIdent("var") {
                app.vars.append(try ps.parseVar())
            } else if ps.isIdent("path"), case .identifier = ps.peekKind(1) {
                let s = ps.advance().span
                let n = try ps.expectIdentifier(.pathName)
                _ = try ps.expect(.colon, .parameterType(parameter: n.name))
                let t = try ps.parseType()
                app.paths.append(PathDecl(name: n, element: t, span: ps.spanFrom(s)))
            } else if ps.isIdent("launch") {
                let kw = ps.advance().span
                if app.launch != nil { ps.error(.duplicateLaunch, at: kw) }
                app.launch = try ps.parseTarget()
                app.modifiers = try ps.parseModifiers()
            } else {
                ps.expected(.launch)
                throw Bail()
            }
        }
        app.span = spanFrom(start)
        return app
    }

    mutating func parseEnum() throws -> EnumDecl {
        let start = advance().span
        let name = try expectIdentifier(.enumName)
        var cases: [Identifier] = []
        try parseMembers(.enumeration) { ps in
            if ps.isIdent("case") { _ = ps.advance() }
            cases.append(try ps.expectIdentifier(.caseName))
        }
        return EnumDecl(name: name, cases: cases, span: spanFrom(start))
    }

    mutating func parseError() throws -> ErrorDecl {
        let start = advance().span
        let name = try expectIdentifier(.errorTypeName)
        var cases: [ErrorDecl.Case] = []
        try parseMembers(.errorType) { ps in
            if ps.isIdent("case") { _ = ps.advance() }
            let n = try ps.expectIdentifier(.errorCaseName)
            var message: String? = nil
            if case .string(let m) = ps.kind { message = m; _ = ps.advance() }
            cases.append(.init(name: n, message: message))
        }
        return ErrorDecl(name: name, cases: cases, span: spanFrom(start))
    }

    mutating func parseModel() throws -> ModelDecl {
        let start = advance().span
        let name = try expectIdentifier(.modelTypeName)
        var samples: [Expr] = []
        if kind == .lBrace {
            try parseMembers(.model) { ps in
                guard ps.isIdent("samples") else {
                    ps.expected(.samples)
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
        let name = try expectIdentifier(.actionSetName)
        var actions: [ActionDecl] = []
        try parseMembers(.actionSet) { ps in
            guard ps.isIdent("action") else {
                ps.expected(.actionInSet)
                throw Bail()
            }
            actions.append(try ps.parseAction())
        }
        return ActionSetDecl(name: name, actions: actions, span: spanFrom(start))
    }

    mutating func parseAdopts() throws -> [Identifier] {
        var list: [Identifier] = []
        if eat(.colon) {
            repeat { list.append(try expectIdentifier(.adoptedActionSet)) } while eat(.comma)
        }
        return list
    }

    mutating func parseScreen() throws -> ScreenDecl {
        let start = advance().span
        let name = try expectIdentifier(.screenName)
        let params = kind == .lParen ? try parseParameters() : []
        let result = eat(.arrow) ? try parseType() : nil
        let optional = result != nil && eat(.question)
        let adopts = try parseAdopts()
        var screen = ScreenDecl(name: name, parameters: params, result: result, adopts: adopts, span: start)
        screen.resultOptional = optional
        try parseMembers(.screen) { ps in
            guard let kw = ps.tok.identifier else {
                ps.expected(.screenMember)
                throw Bail()
            }
            switch Keyword.ScreenMember(rawValue: kw) {
            case .action: screen.actions.append(try ps.parseAction())
            case .method:
                let s = ps.advance().span
                let n = try ps.expectIdentifier(.methodName)
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
            case .navigationStack: screen.navigationStack = ps.advance().span
            case .cell: screen.cells.append(try ps.parseCell())
            case .destination:
                // `destination Route.detail: Detail(id: "a")`
                let s = ps.advance().span
                let type = try ps.expectIdentifier(.routeType)
                if ps.kind == .colon {
                    // `destination showing: Detail`: navigationDestination(isPresented: $showing), a push a Bool drives.
                    _ = ps.advance()
                    let target = try ps.parseTarget()
                    // `destination shown: Route { .a: A; .b: B }`: navigationDestination(item:).
                    let cases = ps.kind == .lBrace && !ps.tok.startsLine && target.arguments.isEmpty && target.entry == nil
                        ? try ps.parseItemCases() : nil
                    screen.presentations.append(PresentationDecl(keyword: Identifier(kw, s), binding: type, target: target, modifiers: [],
                                                                 onDismiss: nil, span: ps.spanFrom(s), cases: cases))
                    return
                }
                _ = try ps.expect(.dot, .routeCase)
                let c = try ps.expectIdentifier(.routeCase)
                _ = try ps.expect(.colon, .destinationTarget)
                let target = try ps.parseTarget()
                var decl = DestinationDecl(type: type, caseName: c, target: target, span: ps.spanFrom(s))
                if ps.isIdent("lazy"), !ps.tok.startsLine { decl.lazy = ps.advance().span }
                screen.destinations.append(decl)
            case .sheet, .cover:
                // `sheet compose: Compose withNavigation then { onDismiss }`
                let k = ps.advance()
                let keyword = Identifier(kw, k.span)
                let binding = try ps.expectIdentifier(.bindingName)
                _ = try ps.expect(.colon, .destinationTarget)
                let target = try ps.parseTarget()
                var mods: [Modifier] = []
                var cases: [PresentationCaseDecl]? = nil
                if ps.kind == .lBrace, !ps.tok.startsLine, target.arguments.isEmpty, target.entry == nil {
                    // `sheet shown: Route { .editor: Editor; .about: About withNavigation }`: sheet(item:).
                    cases = try ps.parseItemCases()
                } else {
                    mods = try ps.parseModifiers()
                }
                var onDismiss: [Statement]? = nil
                if ps.isIdent("then") { _ = ps.advance(); onDismiss = try ps.parseBlock() }
                screen.presentations.append(PresentationDecl(keyword: keyword, binding: binding, target: target, modifiers: mods,
                                                             onDismiss: onDismiss, span: ps.spanFrom(k.span), cases: cases))
            case .alert, .dialog:
                // `alert deleting: "Delete?" { button delete { … }; button cancel }`
                let k = ps.advance()
                let binding = try ps.expectIdentifier(.bindingName)
                _ = try ps.expect(.colon, .alertMessage)
                let message = try ps.parseExpr()
                let buttons = ps.kind == .lBrace && !ps.tok.startsLine ? try ps.parseAlertButtons() : nil
                screen.alerts.append(AlertBindingDecl(keyword: Identifier(kw, k.span), binding: binding, message: message, buttons: buttons,
                                                      span: ps.spanFrom(k.span)))
            case nil:
                ps.unknownWord(.unknownScreenMember(kw), kw, among: Keyword.ScreenMember.self)
                throw Bail()
            }
        }
        screen.span = spanFrom(start)
        return screen
    }

    /// `{ .editor: Editor; .about: About withNavigation }`: the view an item binding shows for each case.
    mutating func parseItemCases() throws -> [PresentationCaseDecl] {
        var list: [PresentationCaseDecl] = []
        try parseMembers(.sheetItems) { ps in
            let s = try ps.expect(.dot, .routeCase).span
            let c = try ps.expectIdentifier(.routeCase)
            _ = try ps.expect(.colon, .destinationTarget)
            let t = try ps.parseTarget()
            let m = try ps.parseModifiers()
            list.append(PresentationCaseDecl(caseName: c, target: t, modifiers: m, span: ps.spanFrom(s)))
        }
        return list
    }

    mutating func parseEntry() throws -> EntryDecl {
        let start = advance().span
        let name = try expectIdentifier(.entryName)
        let params = kind == .lParen ? try parseParameters() : []
        var backs: [BackDecl] = []
        if kind == .lBrace {
            try parseMembers(.entry) { ps in
                guard ps.isIdent("on") else {
                    ps.expected(.entryMember)
                    throw Bail()
                }
                backs.append(try ps.parseBack(forScreen: true))
            }
        }
        return EntryDecl(name: name, parameters: params, backs: backs, span: spanFrom(start))
    }

    mutating func parseCell() throws -> CellDecl {
        let start = advance().span
        let name = try expectIdentifier(.cellName)
        let adopts = try parseAdopts()
        var actions: [ActionDecl] = []
        if kind == .lBrace {
            try parseMembers(.cell) { ps in
                guard ps.isIdent("action") else {
                    ps.expected(.actionInCell)
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
        let g = try expectIdentifier(.gesture)
        guard let gesture = BackDecl.Gesture(rawValue: g.name) else {
            error(.gestureAfterOn(found: g.name), at: g.span)
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
        let name = try expectIdentifier(.actionName)
        let params = kind == .lParen ? try parseParameters() : []
        var body: [Statement]? = nil
        if kind == .lBrace { body = try parseBlock() }
        return ActionDecl(name: name, parameters: params, body: body, span: spanFrom(start))
    }

    mutating func parseCoordinator() throws -> CoordinatorDecl {
        let start = advance().span
        let name = try expectIdentifier(.coordinatorName)
        let params = kind == .lParen ? try parseParameters() : []
        let result = eat(.arrow) ? try parseType() : nil
        var c = CoordinatorDecl(name: name, parameters: params, result: result, root: nil, span: start)
        c.resultOptional = result != nil && eat(.question)
        try parseMembers(.coordinator) { ps in
            guard let kw = ps.tok.identifier else {
                ps.expected(.coordinatorMember)
                throw Bail()
            }
            switch Keyword.CoordinatorMember(rawValue: kw) {
            case .root:
                let s = ps.advance().span
                if c.root != nil { ps.error(.duplicateRoot, at: s) }
                c.root = try ps.parseTarget()
                c.rootModifiers = try ps.parseModifiers()
            case .on:
                if case .identifier(let g) = ps.peekKind(1), g == "back" || g == "swipe", ps.peekKind(2) != .dot {
                    c.backs.append(try ps.parseBack(forScreen: false))
                } else if case .identifier(let g) = ps.peekKind(1), Parser.stackHooks.contains(g), case .identifier = ps.peekKind(2) {
                    let s = ps.advance().span
                    _ = ps.advance()
                    let will = g == Keyword.Contextual.willPop.rawValue || g == Keyword.Contextual.willLeave.rawValue
                    let leaves = g == Keyword.Contextual.leave.rawValue || g == Keyword.Contextual.willLeave.rawValue
                    let screen = try ps.expectIdentifier(leaves ? .leavingScreen : .poppedScreen)
                    let body = try ps.parseBlock()
                    c.popHooks.append(PopHookDecl(will: will, screen: screen, body: body, span: ps.spanFrom(s), leaves: leaves))
                } else if case .identifier(let g) = ps.peekKind(1), g == "reselect" || g == "select", case .identifier = ps.peekKind(2),
                          g == "reselect" || ps.peekKind(3) == .lBrace {
                    // `on select TAB { … }` needs its block right after the tab: `on select(x)` is an app event.
                    let s = ps.advance().span
                    let reselect = ps.advance().identifier == "reselect"
                    let tab = try ps.expectIdentifier(.tabName)
                    let body = try ps.parseBlock()
                    if reselect { c.reselectHooks.append(ReselectHookDecl(tab: tab, body: body, span: ps.spanFrom(s))) }
                    else { c.selectHooks.append(ReselectHookDecl(tab: tab, body: body, span: ps.spanFrom(s))) }
                } else if case .identifier(let g) = ps.peekKind(1), case .identifier = ps.peekKind(2), ps.peekKind(3) == .lBrace {
                    // `on leav Start { … }`: an app event takes no second name, so this is a delegate hook misspelt.
                    _ = ps.advance()
                    ps.diagnostics.report(SyntaxMessage.unknownDelegateHook(g), at: ps.tok.span,
                                          suggesting: Suggest.closest(g, in: Parser.delegateHooks))
                    _ = ps.advance()
                    _ = ps.advance()
                    _ = try ps.parseBlock()
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
                let n = try ps.expectIdentifier(.functionName)
                let params = ps.kind == .lParen ? try ps.parseParameters() : []
                let body = try ps.parseBlock()
                c.procedures.append(ProcedureDecl(name: n, parameters: params, body: body, span: ps.spanFrom(s)))
            case .start:
                let s = ps.advance().span
                if c.start != nil { ps.error(.duplicateStart, at: s) }
                c.start = try ps.parseBlock()
                c.startSpan = s
            case nil:
                ps.unknownWord(.unknownCoordinatorMember(kw), kw, among: Keyword.CoordinatorMember.self)
                throw Bail()
            }
        }
        c.span = spanFrom(start)
        return c
    }

    /// `on List.select(taskId) { … }` or `on Top.ReviewCell.showUser(user) { … }`
    mutating func parseOnAction() throws -> OnActionDecl {
        let start = advance().span
        let screen = try expectIdentifier(.handledScreen)
        _ = try expect(.dot, .dotAndAction)
        var cell: Identifier? = nil
        var action = try expectIdentifier(.handledAction)
        if eat(.dot) {
            cell = action
            action = try expectIdentifier(.handledAction)
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
                else { bindings.append(try expectIdentifier(.argumentBinding)) }
            } while eat(.comma)
        }
        _ = try expect(.rParen, .closeParen)
        return bindings
    }

    /// `on sessionExpired { … }`, `on openItem(id) { … }`
    mutating func parseEventHandler() throws -> EventHandlerDecl {
        let start = advance().span
        let name = try expectIdentifier(.handledEvent)
        let bindings = try parseBinders()
        let body = try parseBlock()
        return EventHandlerDecl(event: name, bindings: bindings, body: body, span: spanFrom(start))
    }

    /// `var isLoggedIn = false`, `var step: Step = .intro`
    mutating func parseVar() throws -> VarDecl {
        let start = advance().span
        let name = try expectIdentifier(.variableName)
        let type = eat(.colon) ? try parseType() : nil
        _ = try expect(.equal, .initialValue(variable: name.name))
        let initial = try parseExpr()
        return VarDecl(name: name, type: type, initial: initial, span: spanFrom(start))
    }

    /// `event sessionExpired`, `event opened(id: String)`, `link item(id: String) -> ItemDetail`, `notification loggedOut`
    mutating func parseAppEvent() throws -> AppEventDecl {
        let kw = advance()
        // Only `event`, `link` and `notification` lead here.
        let name = try expectIdentifier(.appEventName(kw.identifier.flatMap(Keyword.Declaration.init) ?? .event))
        let params = kind == .lParen && !tok.startsLine ? try parseParameters() : []
        var expects: Identifier? = nil
        if kw.identifier == "link", eat(.arrow) { expects = try expectIdentifier(.linkTarget) }
        var decl = AppEventDecl(isLink: kw.identifier == "link", name: name, parameters: params, expects: expects, span: spanFrom(kw.span))
        decl.isNotification = kw.identifier == "notification"
        return decl
    }

    mutating func parseTabs() throws -> TabsDecl {
        let start = advance().span
        let name = try expectIdentifier(.tabBarName)
        var items: [TabItemDecl] = []
        try parseMembers(.tabBar) { ps in
            guard ps.isIdent("tab") else {
                ps.expected(.tabItem)
                throw Bail()
            }
            let s = ps.advance().span
            let n = try ps.expectIdentifier(.tabName)
            _ = try ps.expect(.colon, .tabTarget)
            let target = try ps.parseTarget()
            let mods = try ps.parseModifiers()
            let handler = try ps.parseHandler()
            items.append(TabItemDecl(name: n, target: target, modifiers: mods, handler: handler, span: ps.spanFrom(s)))
        }
        return TabsDecl(name: name, tabs: items, span: spanFrom(start))
    }
}
