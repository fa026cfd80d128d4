// SPDX-License-Identifier: MIT
import SwiftSyntax

/// Reads the app's SwiftUI views and its `App` from their syntax: what each view's body (and its other properties
/// and functions returning `some View`) declares for navigation, anywhere in the expression tree. What the code
/// inside a control's closure does is read later (`SwiftUIStatements`), once the draft knows every binding.
struct SwiftUIReader {
    /// `@main struct X: App { var body: some Scene { WindowGroup { Root() } } }`.
    struct AppScene {
        var name: String
        var place: SourcePlace
        /// The window's root view, or why it was not read.
        var root: SwiftUIReading.Content?
        /// The window's root is a `TabView`: its tabs.
        var tabs: [(name: String?, content: SwiftUIReading.Content, place: SourcePlace)]?
    }

    let module: Module
    private let files: [SyntaxIdentifier: SwiftFile]
    /// Every view of the app, by type name, in the order the module read them.
    private(set) var readings: [String: SwiftUIReading] = [:]
    private(set) var order: [String] = []
    private(set) var app: AppScene?

    /// The modifiers read, also when written without a receiver (`sheet(item:)` inside a modifier function).
    static let modifiers: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "navigationDestination", "onTapGesture", "onAppear", "task",
        "onChange", "onReceive", "onOpenURL", "onDisappear", "onSubmit", "refreshable", "onLongPressGesture", "onContinueUserActivity",
    ]

    /// SwiftUI's own views and containers: never a screen of the app (a sheet showing `Text` shows no screen).
    static let builtins: Set<String> = [
        "Text", "Image", "EmptyView", "Color", "Group", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid",
        "LazyHGrid", "List", "ScrollView", "ScrollViewReader", "Form", "Section", "ForEach", "ProgressView", "Label", "Spacer",
        "Divider", "AnyView", "GeometryReader", "Button", "Menu", "Link", "ShareLink", "Toggle", "TextField", "SecureField",
        "TextEditor", "Picker", "DatePicker", "ColorPicker", "Slider", "Stepper", "TabView", "NavigationStack", "NavigationView",
        "NavigationSplitView", "NavigationLink", "ContentUnavailableView", "Rectangle", "Circle", "RoundedRectangle", "Capsule",
        "Ellipse", "LinearGradient", "RadialGradient", "Grid", "GridRow", "ViewThatFits", "TimelineView", "Canvas", "Gauge",
        "ControlGroup", "DisclosureGroup", "OutlineGroup", "Table", "EditButton", "PasteButton", "RenameButton", "Tab",
        "WindowGroup", "Optional", "String", "URL", "Binding",
    ]

    init(module: Module, files: [SwiftFile]) {
        self.module = module
        self.files = BodyTranslator.filesByRoot(files)
        for t in module.all where Self.isView(t) {
            readings[t.name] = read(t)
            order.append(t.name)
        }
        app = module.all.first { $0.isMain && $0.inherited.contains("App") }.flatMap(readApp)
    }

    /// A struct conforming to `View`, in its declaration or an extension.
    static func isView(_ t: TypeInfo) -> Bool {
        t.kind == .struct && !t.isAlias && t.inherited.contains("View")
    }

    /// A type a sheet or a destination can show as a screen: a view of the app, a representable of the app, or a
    /// library's view (not one of SwiftUI's own).
    func isShowable(_ name: String) -> Bool {
        if let t = module[name] {
            return Self.isView(t) || t.inherited.contains { $0.hasSuffix("Representable") }
        }
        return !Self.builtins.contains(name) && name.first?.isUppercase == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    func place(_ node: some SyntaxProtocol) -> SourcePlace {
        files[node.root.id]?.place(node) ?? SourcePlace(file: "?", line: 0)
    }

    // MARK: a view

    private func read(_ t: TypeInfo) -> SwiftUIReading {
        var r = SwiftUIReading(name: t.name, place: t.place)
        for node in t.nodes {
            for member in Self.members(of: node) {
                guard let v = member.decl.as(VariableDeclSyntax.self),
                      v.attributes.contains(where: { $0.trimmedDescription.contains("\\.dismiss") || $0.trimmedDescription.contains("\\.presentationMode") }) else { continue }
                for b in v.bindings { if let n = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { r.dismissNames.insert(n) } }
            }
        }
        if let body = bodyRoot(of: t) {
            let root = Self.strippingModifiers(body)
            if let call = root.as(FunctionCallExprSyntax.self), let name = Self.typeName(call.calledExpression) {
                if ["NavigationStack", "NavigationView", "NavigationSplitView"].contains(name) {
                    r.ownStack = SwiftUIReading.Stack(path: Self.pathArgument(call), place: place(call))
                } else if name == "TabView" {
                    r.tabs = tabs(of: call, owner: t.name)
                }
            }
        }
        for root in viewBuilders(of: t) { walk(root, owner: t.name, into: &r) }
        // A modifier chain is walked from its last modifier in: members are drafted in the order they are written.
        func inOrder<T>(_ list: [T], _ place: (T) -> SourcePlace) -> [T] {
            list.enumerated().sorted { (place($0.element), $0.offset) < (place($1.element), $1.offset) }.map(\.element)
        }
        r.presentations = inOrder(r.presentations, \.place)
        r.alerts = inOrder(r.alerts, \.place)
        r.destinations = inOrder(r.destinations, \.place)
        r.destinationBindings = inOrder(r.destinationBindings, \.place)
        r.controls = inOrder(r.controls, \.place)
        r.todos = inOrder(r.todos, \.place)
        return r
    }

    /// The expression `var body: some View { … }` returns: its one expression, or its last `return`.
    private func bodyRoot(of t: TypeInfo) -> ExprSyntax? {
        for node in t.nodes {
            for member in Self.members(of: node) {
                guard let v = member.decl.as(VariableDeclSyntax.self) else { continue }
                for b in v.bindings where b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" {
                    guard let items = Self.getterStatements(b.accessorBlock) else { continue }
                    return items.last.flatMap(Self.expression)
                }
            }
        }
        return nil
    }

    static func members(of node: Syntax) -> MemberBlockItemListSyntax {
        node.as(StructDeclSyntax.self)?.memberBlock.members ?? node.as(ExtensionDeclSyntax.self)?.memberBlock.members
            ?? node.as(ClassDeclSyntax.self)?.memberBlock.members ?? node.as(EnumDeclSyntax.self)?.memberBlock.members ?? []
    }

    static func getterStatements(_ block: AccessorBlockSyntax?) -> CodeBlockItemListSyntax? {
        switch block?.accessors {
        case .getter(let list)?: list
        case .accessors(let list)?: list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: nil
        }
    }

    /// A statement's expression: an expression, a `return`'s value, an `if` or `switch` statement.
    static func expression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        if let e = item.item.as(ExprSyntax.self) { return e }
        if let s = item.item.as(ExpressionStmtSyntax.self) { return s.expression }
        if let r = item.item.as(ReturnStmtSyntax.self) { return r.expression }
        return nil
    }

    /// Whether a written type is a view (`some View`, `AnyView`).
    private static func isViewType(_ type: TypeSyntax?) -> Bool {
        guard let text = type?.trimmedDescription else { return false }
        return ["some View", "AnyView", "any View", "View", "some SwiftUI.View"].contains(text)
    }

    /// The body and every property or function of the view that returns a view: what its screen shows.
    private func viewBuilders(of t: TypeInfo) -> [Syntax] {
        var roots: [Syntax] = []
        for node in t.nodes {
            for member in Self.members(of: node) {
                if let v = member.decl.as(VariableDeclSyntax.self) {
                    for b in v.bindings {
                        let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                        guard let block = b.accessorBlock, name == "body" || Self.isViewType(b.typeAnnotation?.type) else { continue }
                        roots.append(Syntax(block))
                    }
                } else if let f = member.decl.as(FunctionDeclSyntax.self), Self.isViewType(f.signature.returnClause?.type), let body = f.body {
                    roots.append(Syntax(body))
                }
            }
        }
        return roots
    }

    /// The view's own property or function returning a view, as one expression (`editor`, `makeEditor()`).
    func ownBuilder(_ owner: String, _ name: String) -> ExprSyntax? {
        guard let t = module[owner] else { return nil }
        for node in t.nodes {
            for member in Self.members(of: node) {
                if let v = member.decl.as(VariableDeclSyntax.self) {
                    for b in v.bindings where b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        if let items = Self.getterStatements(b.accessorBlock), items.count == 1, let first = items.first { return Self.expression(first) }
                    }
                } else if let f = member.decl.as(FunctionDeclSyntax.self), f.name.text == name, let items = f.body?.statements, items.count == 1,
                          let first = items.first {
                    return Self.expression(first)
                }
            }
        }
        return nil
    }

    // MARK: walking a body

    /// Visits every call of the body, in source order, without entering what a presentation shows (another screen)
    /// or the code of a control (read as its action).
    /// `subs`: inside a modifier function of the app (`extension View { func withSheets(sheet: Binding<Sheet?>) … }`),
    /// what its caller passed for each parameter.
    private func walk(_ root: Syntax, owner: String, subs: [String: ExprSyntax] = [:], depth: Int = 0, into r: inout SwiftUIReading) {
        var stack = [root]
        while let node = stack.popLast() {
            var next = Array(node.children(viewMode: .sourceAccurate))
            if let call = node.as(FunctionCallExprSyntax.self), let only = visit(call, owner: owner, subs: subs, depth: depth, into: &r) { next = only }
            stack += next.reversed()
        }
    }

    /// A modifier function's parameter stands for what its caller passed (`sheet` → `$router.presentedSheet`).
    private static func substituted(_ e: ExprSyntax, _ subs: [String: ExprSyntax]) -> ExprSyntax {
        if let ref = e.as(DeclReferenceExprSyntax.self), let given = subs[ref.baseName.text] { return given }
        return e
    }

    /// `.withSheets(sheet: $router.presentedSheet)`: a function of the app's `extension View` returning a view, and
    /// what each of its parameters is given.
    private func viewModifierFunction(_ call: FunctionCallExprSyntax, name: String) -> (CodeBlockSyntax, [String: ExprSyntax])? {
        guard let m = module["View"]?.methods(named: name).first(where: { $0.body != nil && !$0.isStatic && $0.accepts(call.arguments.map { $0.label?.text }, trailingClosure: call.trailingClosure != nil) }),
              let body = m.body else { return nil }
        var subs: [String: ExprSyntax] = [:]
        var remaining = m.parameters[...]
        for arg in call.arguments {
            guard let i = remaining.firstIndex(where: { $0.label == arg.label?.text }) else { break }
            subs[remaining[i].name] = arg.expression
            remaining = remaining[(i + 1)...]
        }
        return (body, subs)
    }

    /// Reads one call; returns the children still to walk, or nil for all of them.
    private func visit(_ call: FunctionCallExprSyntax, owner: String, subs: [String: ExprSyntax], depth: Int, into r: inout SwiftUIReading) -> [Syntax]? {
        var at = place(call)
        // `view.sheet(…)`, or `sheet(…)` on `self` inside a modifier function of the app.
        let member = call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { Self.isModifier($0) ? $0 : nil }
        let bare = call.calledExpression.as(DeclReferenceExprSyntax.self).flatMap { Self.modifiers.contains($0.baseName.text) ? $0 : nil }
        if let declName = member.flatMap({ $0.base == nil ? nil : $0.declName }) ?? bare {
            // A modifier's line is its name's, not the first line of the view it modifies.
            at = place(declName)
            let base = member?.base
            let rest = base.map { [Syntax($0)] } ?? []
            switch declName.baseName.text {
            case "sheet", "fullScreenCover", "popover":
                presentation(call, cover: declName.baseName.text == "fullScreenCover", owner: owner, subs: subs, at: at, into: &r)
                return rest
            case "alert", "confirmationDialog":
                alert(call, dialog: declName.baseName.text == "confirmationDialog", owner: owner, subs: subs, at: at, into: &r)
                return rest
            case "navigationDestination":
                destination(call, owner: owner, subs: subs, at: at, into: &r)
                return rest
            case "onTapGesture":
                if let code = Self.closure(of: call) {
                    // Named by its text, else by the view of the app it is on (`RowView`), else `tap`.
                    let view = base.flatMap { Self.typeName(Self.strippingModifiers($0).as(FunctionCallExprSyntax.self)?.calledExpression) }.flatMap { Self.builtins.contains($0) ? nil : $0 }
                    let name = base.flatMap { Self.firstText(in: Syntax($0)) }.flatMap(lowerCamelWords) ?? view.flatMap(lowerCamelWords) ?? "tap"
                    r.controls.append(.init(name: identifier(name), effect: .code(code), call: "onTapGesture", owner: owner, place: at))
                }
                return rest
            case "onAppear", "task":
                if let code = Self.closure(of: call) { r.appearing.append((code, at)) }
                return rest
            case "onChange", "onReceive", "onOpenURL", "onDisappear", "onSubmit", "refreshable", "onLongPressGesture", "onContinueUserActivity":
                if let code = Self.closure(of: call) { r.otherCode.append((declName.baseName.text, code, at)) }
                return rest
            default:
                // The app's own modifier: what its body declares is declared here, with what this call passes.
                if depth < 3, let (body, given) = viewModifierFunction(call, name: declName.baseName.text) {
                    walk(Syntax(body), owner: owner, subs: given.mapValues { Self.substituted($0, subs) }, depth: depth + 1, into: &r)
                }
                return nil
            }
        }
        guard let name = Self.typeName(call.calledExpression) else { return nil }
        switch name {
        case "Button":
            let b = Self.button(call)
            let fallback = b.role ?? "button"
            if let action = b.action {
                r.controls.append(.init(name: identifier(b.title.flatMap(lowerCamelWords) ?? fallback), effect: .code(action), call: "Button", owner: owner, place: at))
            }
            return []
        case "NavigationLink":
            link(call, owner: owner, at: at, into: &r)
            return []
        case "TabView":
            if r.tabs == nil || bodyContains(call, of: owner) == false {
                r.todos.append(("a TabView inside \(owner)'s body (not its root): its tabs are not read", at, "TabView"))
            }
            return []
        default:
            if let t = module[name], Self.isView(t) { r.embedded.append(.init(view: name, call: call)) }
            return nil
        }
    }

    /// Whether `call` is the body's root TabView (already read as the view's tabs).
    private func bodyContains(_ call: FunctionCallExprSyntax, of owner: String) -> Bool {
        guard let t = module[owner], let body = bodyRoot(of: t) else { return false }
        return Self.strippingModifiers(body).id == ExprSyntax(call).id
    }

    // MARK: modifiers

    private func presentation(_ call: FunctionCallExprSyntax, cover: Bool, owner: String, subs: [String: ExprSyntax], at: SourcePlace, into r: inout SwiftUIReading) {
        let kind = cover ? "fullScreenCover" : "sheet"
        let content = Self.closure(of: call, label: "content")
        let onDismiss = Self.argument(call, "onDismiss")
        if let flag = Self.argument(call, "isPresented").map({ Self.substituted($0, subs) }) {
            guard let binding = Self.bindingName(flag) else {
                r.todos.append(("\(kind)(isPresented: \(flag.trimmedDescription)): not a binding the draft can name", at, kind))
                return
            }
            let shown = content.map { self.content(ofClosure: $0, owner: owner) } ?? .unreadable("no content")
            r.presentations.append(.init(cover: cover, binding: binding, content: shown, onDismiss: onDismiss, owner: owner, place: at))
        } else if let item = Self.argument(call, "item").map({ Self.substituted($0, subs) }) {
            guard let binding = Self.bindingName(item) else {
                r.todos.append(("\(kind)(item: \(item.trimmedDescription)): not a binding the draft can name", at, kind))
                return
            }
            var p = SwiftUIReading.Presentation(cover: cover, binding: binding, content: nil, onDismiss: onDismiss, owner: owner, place: at)
            (p.itemType, p.arms, p.unreadItem) = itemCases("\(kind)(item: $\(binding))", item, content: content, owner: owner)
            r.presentations.append(p)
        } else {
            r.todos.append(("\(kind)(\(Self.labels(call))): neither isPresented: nor item:, not read", at, kind))
        }
    }

    private func alert(_ call: FunctionCallExprSyntax, dialog: Bool, owner: String, subs: [String: ExprSyntax], at: SourcePlace, into r: inout SwiftUIReading) {
        let kind = dialog ? "confirmationDialog" : "alert"
        guard let flag = Self.argument(call, "isPresented").map({ Self.substituted($0, subs) }), let binding = Self.bindingName(flag) else {
            r.todos.append(("\(kind)(\(Self.labels(call))): only isPresented: with a binding is read", at, kind))
            return
        }
        if Self.argument(call, "error") != nil {
            r.todos.append(("\(kind)(isPresented: $\(binding), error:): the error's alert is not read", at, kind))
            return
        }
        var title = call.arguments.first { $0.label == nil }.flatMap { Self.literalText($0.expression) }
        var buttons: [SwiftUIReading.AlertButton] = []
        let actions = Self.closure(of: call, label: "actions")
        // `.alert(isPresented: $x) { Alert(title: Text("…"), primaryButton: …) }`: the API before iOS 15.
        if let actions, let made = actions.as(ClosureExprSyntax.self)?.statements.first.flatMap(Self.expression)?.as(FunctionCallExprSyntax.self),
           Self.typeName(made.calledExpression) == "Alert" || Self.typeName(made.calledExpression) == "ActionSheet" {
            title = Self.argument(made, "title").flatMap(Self.literalText) ?? title
            for label in ["primaryButton", "secondaryButton", "dismissButton"] {
                if let b = Self.argument(made, label).flatMap(Self.legacyButton) { buttons.append(b) }
            }
            for element in Self.argument(made, "buttons")?.as(ArrayExprSyntax.self)?.elements ?? [] {
                if let b = Self.legacyButton(element.expression) { buttons.append(b) }
            }
        } else if let actions {
            for b in actions.descendants(FunctionCallExprSyntax.self) where Self.typeName(b.calledExpression) == "Button" {
                let read = Self.button(b)
                buttons.append(.init(title: read.title, role: read.role, action: read.action))
            }
        }
        r.alerts.append(.init(dialog: dialog, binding: binding, title: title, buttons: buttons, owner: owner, place: at))
    }

    /// `.default(Text("OK"), action: { … })`, `.destructive(Text("Delete")) { … }`, `.cancel()`.
    private static func legacyButton(_ e: ExprSyntax) -> SwiftUIReading.AlertButton? {
        guard let call = e.as(FunctionCallExprSyntax.self), let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
              ["default", "destructive", "cancel"].contains(kind) else { return nil }
        let title = call.arguments.first { $0.label == nil }.flatMap { literalText($0.expression) } ?? (kind == "cancel" ? "Cancel" : nil)
        let action = argument(call, "action") ?? call.trailingClosure.map(ExprSyntax.init)
        return .init(title: title, role: kind == "default" ? nil : kind, action: action)
    }

    private func destination(_ call: FunctionCallExprSyntax, owner: String, subs: [String: ExprSyntax], at: SourcePlace, into r: inout SwiftUIReading) {
        let content = Self.closure(of: call, label: "destination")
        if let type = Self.argument(call, "for") {
            let written = type.trimmedDescription
            let name = Self.lastComponent(written.hasSuffix(".self") ? String(written.dropLast(5)) : written)
            guard let cases = enumCases(name) else {
                r.todos.append(("navigationDestination(for: \(written)): values of \(name), not cases of an enum of the app: the flow's destinations are enum cases", at, "navigationDestination"))
                return
            }
            guard let content, let arms = arms(content, cases: cases, owner: owner), !arms.isEmpty else {
                r.todos.append(("navigationDestination(for: \(written)): what each case of \(name) shows is not read", at, "navigationDestination"))
                return
            }
            r.destinations.append(.init(type: name, arms: arms, owner: owner, place: at))
        } else if let flag = Self.argument(call, "isPresented").map({ Self.substituted($0, subs) }), let binding = Self.bindingName(flag) {
            let shown = content.map { self.content(ofClosure: $0, owner: owner) } ?? .unreadable("no content")
            r.destinationBindings.append(.init(binding: binding, content: shown, owner: owner, place: at))
        } else if let item = Self.argument(call, "item").map({ Self.substituted($0, subs) }) {
            // As `sheet(item:)`: the flow's item binding is over an enum's cases, one view each.
            guard let binding = Self.bindingName(item) else {
                r.todos.append(("navigationDestination(item: \(item.trimmedDescription)): not a binding the draft can name", at, "navigationDestination"))
                return
            }
            var d = SwiftUIReading.DestinationBinding(binding: binding, owner: owner, place: at)
            (d.itemType, d.arms, d.unreadItem) = itemCases("navigationDestination(item: $\(binding))", item, content: content, owner: owner)
            r.destinationBindings.append(d)
        } else {
            r.todos.append(("navigationDestination(\(Self.labels(call))): not read (only for: an enum, isPresented: or item: a binding)", at, "navigationDestination"))
        }
    }

    private func link(_ call: FunctionCallExprSyntax, owner: String, at: SourcePlace, into r: inout SwiftUIReading) {
        var title = call.arguments.first { $0.label == nil }.flatMap { Self.literalText($0.expression) }
        let labelClosure = Self.argument(call, "label") ?? call.additionalTrailingClosures.first { $0.label.text == "label" }.map { ExprSyntax($0.closure) }
        if let value = Self.argument(call, "value") {
            if title == nil { title = (labelClosure ?? call.trailingClosure.map(ExprSyntax.init)).flatMap { Self.firstText(in: Syntax($0)) } }
            if let (type, c) = Self.enumValue(value) {
                r.controls.append(.init(name: identifier(title.flatMap(lowerCamelWords) ?? c), effect: .append(type: type, value: c), call: "NavigationLink", owner: owner, place: at))
            } else {
                r.controls.append(.init(name: identifier(title.flatMap(lowerCamelWords) ?? "link"), effect: .unread("NavigationLink(value: \(value.trimmedDescription)): a value that is not an enum case; the flow appends enum cases"), call: "NavigationLink", owner: owner, place: at))
            }
            return
        }
        if Self.argument(call, "isActive") != nil || Self.argument(call, "tag") != nil {
            r.controls.append(.init(name: identifier(title.flatMap(lowerCamelWords) ?? "link"), effect: .unread("NavigationLink(\(Self.labels(call))): a link driven by a binding is not read"), call: "NavigationLink", owner: owner, place: at))
            return
        }
        // `NavigationLink(destination: Y()) { label }`, `NavigationLink("Title") { Y() }`, `NavigationLink { Y() } label: { … }`.
        var target: ExprSyntax? = Self.argument(call, "destination")
        if target == nil, let trailing = call.trailingClosure, title != nil || labelClosure != nil { target = ExprSyntax(trailing) }
        if title == nil { title = (labelClosure ?? (target == nil ? nil : call.trailingClosure.map(ExprSyntax.init))).flatMap { Self.firstText(in: Syntax($0)) } }
        guard let target else {
            r.todos.append(("NavigationLink(\(Self.labels(call))): what it shows is not read", at, "NavigationLink"))
            return
        }
        let shown = target.as(ClosureExprSyntax.self).map { content(ofClosure: ExprSyntax($0), owner: owner) } ?? content(target, owner: owner)
        var name = title.flatMap(lowerCamelWords)
        if name == nil, case .shown(let s) = shown { name = lowerCamelWords(s.view) }
        r.controls.append(.init(name: identifier(name ?? "link"), effect: .push(shown), call: "NavigationLink", owner: owner, place: at))
    }

    private func tabs(of call: FunctionCallExprSyntax, owner: String) -> [(name: String?, content: SwiftUIReading.Content, place: SourcePlace)] {
        guard let closure = Self.closure(of: call, label: "content")?.as(ClosureExprSyntax.self) else { return [] }
        var result: [(String?, SwiftUIReading.Content, SourcePlace)] = []
        for item in closure.statements {
            let at = place(item)
            guard let e = Self.expression(item) else { continue }
            let root = Self.strippingModifiers(e)
            if let tab = root.as(FunctionCallExprSyntax.self), Self.typeName(tab.calledExpression) == "Tab" {
                // `Tab("Home", systemImage: "house", value: .home) { HomeView() }` (iOS 18).
                let name = Self.argument(tab, "value").flatMap(Self.enumValue).map(\.1)
                    ?? tab.arguments.first { $0.label == nil }.flatMap { Self.literalText($0.expression) }.flatMap(lowerCamelWords)
                let shown = Self.closure(of: tab, label: "content").map { content(ofClosure: $0, owner: owner) } ?? .unreadable("no content")
                result.append((name, shown, at))
                continue
            }
            guard root.is(FunctionCallExprSyntax.self) else {
                result.append((nil, .unreadable("`\(Self.short(e))` is not one view"), at))
                continue
            }
            result.append((Self.tabName(e), content(e, owner: owner), at))
        }
        return result
    }

    /// A tab's name: its `.tag(Tab.home)` case, else its `.tabItem { Label("Home", …) }` title.
    private static func tabName(_ e: ExprSyntax) -> String? {
        var current = e
        var title: String?
        while let call = current.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base, isModifier(m) {
            if m.declName.baseName.text == "tag", let value = call.arguments.first?.expression, let (_, c) = enumValue(value) { return c }
            if m.declName.baseName.text == "tabItem" { title = firstText(in: Syntax(call)).flatMap(lowerCamelWords) }
            current = base
        }
        return title
    }

    private func readApp(_ t: TypeInfo) -> AppScene? {
        var scene = AppScene(name: t.name, place: t.place)
        // The body, then the scene properties it names (`var body: some Scene { appScene; otherScenes }`).
        var blocks: [AccessorBlockSyntax] = []
        for node in t.nodes {
            for member in Self.members(of: node) {
                guard let v = member.decl.as(VariableDeclSyntax.self) else { continue }
                for b in v.bindings {
                    guard let block = b.accessorBlock else { continue }
                    if b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" { blocks.insert(block, at: 0) } else { blocks.append(block) }
                }
            }
        }
        for block in blocks {
            guard let window = block.descendants(FunctionCallExprSyntax.self).first(where: { Self.typeName($0.calledExpression) == "WindowGroup" && Self.argument($0, "for") == nil }),
                  let closure = Self.closure(of: window, label: "content")?.as(ClosureExprSyntax.self) else { continue }
            guard closure.statements.count == 1, let first = closure.statements.first, let e = Self.expression(first) else {
                scene.root = .unreadable("the WindowGroup's content is not one view")
                return scene
            }
            if let call = Self.strippingModifiers(e).as(FunctionCallExprSyntax.self), Self.typeName(call.calledExpression) == "TabView" {
                scene.tabs = tabs(of: call, owner: t.name)
            } else {
                scene.root = content(e, owner: t.name)
            }
            return scene
        }
        return scene
    }

    // MARK: contents

    /// What a content closure shows: its one view (`{ NavigationStack { EditView() } }`, `{ if let item { Detail(item) } }`).
    func content(ofClosure e: ExprSyntax, owner: String) -> SwiftUIReading.Content {
        guard let closure = e.as(ClosureExprSyntax.self) else { return content(e, owner: owner) }
        guard let view = Self.singleView(closure.statements) else { return .unreadable("`\(Self.short(e))` is not one view") }
        return content(view, owner: owner)
    }

    /// The one view of a builder's statements, through an `if` without `else` around it.
    static func singleView(_ items: CodeBlockItemListSyntax) -> ExprSyntax? {
        // (An array: a syntax collection's own `filter` makes a detached copy, whose nodes have no place.)
        let items = Array(items).filter { !$0.item.is(VariableDeclSyntax.self) }
        guard items.count == 1, let e = expression(items[items.startIndex]) else { return nil }
        if let x = e.as(IfExprSyntax.self) {
            guard x.elseBody == nil else { return nil }
            return singleView(x.body.statements)
        }
        return e
    }

    /// The view an expression shows, under its modifiers and inside a NavigationStack, or why not.
    func content(_ expr: ExprSyntax, owner: String, depth: Int = 0) -> SwiftUIReading.Content {
        var e = expr
        var nonDismissible = false
        while true {
            if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { e = only.expression; continue }
            if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base, Self.isModifier(m) {
                if m.declName.baseName.text == "interactiveDismissDisabled", (call.arguments.first?.expression.trimmedDescription ?? "true") == "true" { nonDismissible = true }
                e = base
                continue
            }
            break
        }
        func marked(_ c: SwiftUIReading.Content) -> SwiftUIReading.Content {
            guard nonDismissible, case .shown(var s) = c else { return c }
            s.nonDismissible = true
            return .shown(s)
        }
        guard let call = e.as(FunctionCallExprSyntax.self), let name = Self.typeName(call.calledExpression) else {
            // `editor`, `self.editor`: a property of the view returning a view.
            let own = e.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? e.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }
            if depth < 2, let own, let inner = ownBuilder(owner, own) { return marked(content(inner, owner: owner, depth: depth + 1)) }
            return .unreadable("`\(Self.short(expr))` is not one view")
        }
        switch name {
        case "NavigationStack", "NavigationView":
            guard let closure = Self.closure(of: call, label: "root")?.as(ClosureExprSyntax.self), let inner = Self.singleView(closure.statements) else {
                return .unreadable("the NavigationStack's content is not one view")
            }
            let c = content(inner, owner: owner, depth: depth)
            guard case .shown(var s) = c else { return c }
            s.stack = SwiftUIReading.Stack(path: Self.pathArgument(call), place: place(call))
            return marked(.shown(s))
        case "AnyView", "Group":
            if let first = call.arguments.first?.expression { return marked(content(first, owner: owner, depth: depth)) }
            if let closure = call.trailingClosure, let inner = Self.singleView(closure.statements) { return marked(content(inner, owner: owner, depth: depth)) }
            return .unreadable("`\(Self.short(expr))` is not one view")
        default:
            if isShowable(name) {
                return marked(.shown(SwiftUIReading.Shown(view: name, nonDismissible: nonDismissible, call: call, owner: owner, place: place(call))))
            }
            // `makeEditor()`: the view's own function returning a view.
            if depth < 2, module[name] == nil, call.calledExpression.ownCalleeName != nil, let inner = ownBuilder(owner, name) {
                return marked(content(inner, owner: owner, depth: depth + 1))
            }
            return .unreadable("`\(Self.short(expr))` is not a view of the app")
        }
    }

    /// One view per case of an enum: `{ route in switch route { case .a: A() … } }`, or through a function or
    /// property that switches (`{ destination(for: $0) }`, `{ $0.view }`). nil when not read.
    /// What an item binding (`sheet(item:)`, `navigationDestination(item:)`) shows: its enum, one view per case, or
    /// why not (`what` names the modifier in that text).
    func itemCases(_ what: String, _ item: ExprSyntax, content: ExprSyntax?, owner: String)
        -> (type: String?, arms: [(cases: [String], content: SwiftUIReading.Content)], unread: String?) {
        let found = bindingType(item, owner: owner)
        guard let type = found, let cases = enumCases(type) else {
            return (nil, [], "\(what): \(found.map { "\($0) is not an enum of the app" } ?? "its type is not read"), so its views are not one per case")
        }
        if let content, let arms = arms(content, cases: cases, owner: owner), !arms.isEmpty { return (type, arms, nil) }
        return (type, [], "\(what): what each case of \(type) shows is not read")
    }

    func arms(_ closureExpr: ExprSyntax, cases: [String], owner: String) -> [(cases: [String], content: SwiftUIReading.Content)]? {
        guard let closure = closureExpr.as(ClosureExprSyntax.self) else { return nil }
        let subject = BodyTranslator.firstParameter(of: closure) ?? "$0"
        var items = Array(closure.statements).filter { !$0.item.is(VariableDeclSyntax.self) }
        // `{ destination in Group { switch destination { … } }.environment(…) }`: the switch inside.
        while items.count == 1, let e = Self.expression(items[items.startIndex]), let group = Self.strippingModifiers(e).as(FunctionCallExprSyntax.self),
              Self.typeName(group.calledExpression) == "Group", let inner = group.trailingClosure {
            items = Array(inner.statements).filter { !$0.item.is(VariableDeclSyntax.self) }
        }
        guard items.count == 1, let e = Self.expression(items[items.startIndex]) else { return nil }
        if let s = e.as(SwitchExprSyntax.self), s.subject.trimmedDescription == subject { return switchArms(s, cases: cases, owner: owner) }
        // `destination(for: route)`: the view's own function, switching on its parameter.
        if let call = e.as(FunctionCallExprSyntax.self), let name = call.calledExpression.ownCalleeName,
           call.arguments.count == 1, call.arguments.first?.expression.trimmedDescription == subject,
           let m = module.methods(of: owner, named: name).first(where: { $0.body != nil }), let parameter = m.parameters.first?.name,
           let s = m.body.flatMap({ Self.singleSwitch($0.statements) }), s.subject.trimmedDescription == parameter {
            return switchArms(s, cases: cases, owner: owner)
        }
        // `route.destinationView`, `$0.makeView()`: the enum's own property or function, switching on `self`.
        let member = e.as(MemberAccessExprSyntax.self) ?? e.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
        if let member, member.base?.trimmedDescription == subject, let type = enumType(cases: cases),
           let s = switchOnSelf(of: type, member.declName.baseName.text) {
            return switchArms(s, cases: cases, owner: type)
        }
        return nil
    }

    private static func singleSwitch(_ items: CodeBlockItemListSyntax) -> SwitchExprSyntax? {
        guard items.count == 1, let first = items.first else { return nil }
        return expression(first)?.as(SwitchExprSyntax.self)
    }

    private func enumType(cases: [String]) -> String? {
        module.all.first { $0.kind == .enum && $0.cases == cases }?.name
    }

    private func switchOnSelf(of type: String, _ name: String) -> SwitchExprSyntax? {
        guard let t = module[type] else { return nil }
        for node in t.nodes {
            for member in Self.members(of: node) {
                if let v = member.decl.as(VariableDeclSyntax.self) {
                    for b in v.bindings where b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        if let items = Self.getterStatements(b.accessorBlock), let s = Self.singleSwitch(items), s.subject.trimmedDescription == "self" { return s }
                    }
                } else if let f = member.decl.as(FunctionDeclSyntax.self), f.name.text == name, let items = f.body?.statements,
                          let s = Self.singleSwitch(items), s.subject.trimmedDescription == "self" {
                    return s
                }
            }
        }
        return nil
    }

    /// `case .a: A()`, `case .b, .c: B()`, `default: C()` (the cases no arm names); `EmptyView()` shows nothing.
    private func switchArms(_ s: SwitchExprSyntax, cases: [String], owner: String) -> [(cases: [String], content: SwiftUIReading.Content)] {
        var result: [(cases: [String], content: SwiftUIReading.Content)] = []
        var named: Set<String> = []
        var fallback: SwitchCaseSyntax?
        for element in s.cases {
            guard let arm = element.as(SwitchCaseSyntax.self) else { continue }
            guard case .case(let label) = arm.label else { fallback = arm; continue }
            let armCases = label.caseItems.compactMap { Self.caseName($0.pattern.trimmedDescription) }.filter(cases.contains)
            named.formUnion(armCases)
            guard !armCases.isEmpty else { continue }
            if let c = armContent(arm, owner: owner) { result.append((armCases, c)) }
        }
        if let fallback, let c = armContent(fallback, owner: owner) {
            let rest = cases.filter { !named.contains($0) }
            if !rest.isEmpty { result.append((rest, c)) }
        }
        return result
    }

    private func armContent(_ arm: SwitchCaseSyntax, owner: String) -> SwiftUIReading.Content? {
        guard let view = Self.singleView(arm.statements) else { return .unreadable("`\(Self.short(Syntax(arm)))` is not one view") }
        if let call = Self.strippingModifiers(view).as(FunctionCallExprSyntax.self), Self.typeName(call.calledExpression) == "EmptyView" { return nil }
        return content(view, owner: owner)
    }

    /// `.detail`, `let .detail(id)`, `Route.detail(let id)` → `detail`.
    static func caseName(_ pattern: String) -> String? {
        guard let dot = pattern.firstIndex(of: ".") else { return nil }
        let name = pattern[pattern.index(after: dot)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    // MARK: types

    /// The cases of an enum of the app, nil for any other type.
    func enumCases(_ type: String) -> [String]? {
        guard let t = module[Self.lastComponent(type)], t.kind == .enum, !t.cases.isEmpty else { return nil }
        return t.cases
    }

    /// The type of a binding's property (`$route` in the view, `$router.presentedSheet` through the router's type),
    /// without `?`; else the type of the one enum property of that name the app declares.
    func bindingType(_ binding: ExprSyntax, owner: String) -> String? {
        let parts = Self.components(binding)
        guard let last = parts.last else { return nil }
        var type: String? = owner
        for part in parts {
            guard let current = type, let p = module.property(of: current, named: part) else { type = nil; break }
            type = p.typeName.map { Self.lastComponent(baseTypeName($0)) }
                ?? p.initializer?.as(FunctionCallExprSyntax.self).flatMap { Self.typeName($0.calledExpression) }
        }
        if let type, module[type] != nil { return type }
        let candidates = Set(module.all.compactMap { t in t.property(last)?.typeName.map { Self.lastComponent(baseTypeName($0)) } }.filter { enumCases($0) != nil })
        return candidates.only
    }

    /// The element type of a path property (`[Route]`), nil for `NavigationPath` or a type not read.
    func pathElementType(_ path: String, owner: String) -> String? {
        var type: String? = owner
        var written: String?
        for part in path.split(separator: ".").map(String.init) where part != "self" {
            guard let current = type, let p = module.property(of: current, named: part) else { return nil }
            written = p.typeName ?? p.initializer?.trimmedDescription
            type = p.typeName.map { Self.lastComponent(baseTypeName($0)) } ?? p.initializer?.as(FunctionCallExprSyntax.self).flatMap { Self.typeName($0.calledExpression) }
        }
        guard var text = written?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.hasSuffix("()") { text = String(text.dropLast(2)) }
        guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
        let element = Self.lastComponent(String(text.dropFirst().dropLast()))
        return enumCases(element) != nil ? element : nil
    }

    // MARK: syntax helpers

    /// `A.B<C>` → `B`; a call's type name when it is one (`EditView`, `NavigationStack`), nil for a member call.
    static func typeName(_ callee: ExprSyntax?) -> String? {
        guard var callee else { return nil }
        if let g = callee.as(GenericSpecializationExprSyntax.self) { callee = g.expression }
        if let ref = callee.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        // `SwiftUI.NavigationStack`, `Screens.Detail`: a qualified type name, not a method call on a value.
        if let m = callee.as(MemberAccessExprSyntax.self), let base = m.base?.as(DeclReferenceExprSyntax.self),
           base.baseName.text.first?.isUppercase == true, m.declName.baseName.text.first?.isUppercase == true {
            return m.declName.baseName.text
        }
        return nil
    }

    static func lastComponent(_ text: String) -> String {
        String(text.split(separator: ".").last ?? Substring(text)).trimmingCharacters(in: .whitespaces)
    }

    /// The expression under its modifiers: `List { … }.sheet(…).navigationTitle("x")` → `List { … }`.
    static func strippingModifiers(_ e: ExprSyntax) -> ExprSyntax {
        var current = e
        while let call = current.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base, isModifier(m) {
            current = base
        }
        return current
    }

    /// `.padding()`, not `Editor.MainView(…)`: a view of a namespace is made, not modified.
    static func isModifier(_ m: MemberAccessExprSyntax) -> Bool {
        m.declName.baseName.text.first?.isUppercase != true
    }

    static func argument(_ call: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// A content closure: the trailing one, or the argument labelled so.
    static func closure(of call: FunctionCallExprSyntax, label: String? = nil) -> ExprSyntax? {
        if let trailing = call.trailingClosure { return ExprSyntax(trailing) }
        if let label, let e = argument(call, label) { return e }
        return call.arguments.last.map(\.expression).flatMap { $0.is(ClosureExprSyntax.self) ? $0 : nil }
    }

    static func labels(_ call: FunctionCallExprSyntax) -> String {
        call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
    }

    /// `$editing`, `$router.presentedSheet`, `$viewModel.state.showSettings` → the property's name.
    static func bindingName(_ e: ExprSyntax) -> String? {
        let parts = components(e)
        guard e.trimmedDescription.hasPrefix("$"), let last = parts.last, last.first?.isLetter == true || last.first == "_",
              last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return last
    }

    /// A binding's property path without `$` and `self`: `$router.path` → [router, path].
    static func components(_ e: ExprSyntax) -> [String] {
        var text = e.trimmedDescription
        if text.hasPrefix("$") { text.removeFirst() }
        return text.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "").split(separator: ".").map(String.init).filter { $0 != "self" }
    }

    /// `NavigationStack(path: $router.path)` → `router.path`.
    static func pathArgument(_ call: FunctionCallExprSyntax) -> String? {
        guard let e = argument(call, "path"), e.trimmedDescription.hasPrefix("$") else { return nil }
        let parts = components(e)
        return parts.isEmpty ? nil : parts.joined(separator: ".")
    }

    /// `.detail`, `Route.detail`, `.profile(id: 3)` → (type when written, case).
    static func enumValue(_ e: ExprSyntax) -> (String?, String)? {
        var e = e
        if let call = e.as(FunctionCallExprSyntax.self) { e = call.calledExpression }
        guard let m = e.as(MemberAccessExprSyntax.self) else { return nil }
        let c = m.declName.baseName.text
        guard c.first?.isLetter == true || c.first == "_" else { return nil }
        if let base = m.base {
            guard base.trimmedDescription.first?.isUppercase == true, base.trimmedDescription.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
            return (lastComponent(base.trimmedDescription), c)
        }
        return (nil, c)
    }

    /// A string literal's text (its interpolations left out), also inside `Text("…")` or `LocalizedStringKey("…")`.
    static func literalText(_ e: ExprSyntax) -> String? {
        if let s = e.as(StringLiteralExprSyntax.self) {
            let text = s.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
            return text.isEmpty ? nil : text
        }
        if let call = e.as(FunctionCallExprSyntax.self), let first = call.arguments.first, first.label == nil || first.label?.text == "verbatim" {
            return literalText(first.expression)
        }
        return nil
    }

    /// The first text a label shows: a `Text` or `Label` title, else any string literal in it.
    static func firstText(in node: Syntax) -> String? {
        for call in node.descendants(FunctionCallExprSyntax.self) where ["Text", "Label"].contains(typeName(call.calledExpression) ?? "") {
            if let first = call.arguments.first, first.label == nil, let t = literalText(first.expression) { return t }
        }
        return node.descendants(StringLiteralExprSyntax.self).lazy.compactMap { literalText(ExprSyntax($0)) }.first
    }

    /// A button's title, role and action: `Button("Save") { … }`, `Button(action: save) { Text("Save") }`,
    /// `Button(role: .destructive) { … } label: { Label("Delete", …) }`.
    static func button(_ call: FunctionCallExprSyntax) -> (title: String?, role: String?, action: ExprSyntax?) {
        var title = call.arguments.first { $0.label == nil }.flatMap { literalText($0.expression) }
        let role = argument(call, "role")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        var action = argument(call, "action")
        var label = argument(call, "label") ?? call.additionalTrailingClosures.first { $0.label.text == "label" }.map { ExprSyntax($0.closure) }
        if let trailing = call.trailingClosure {
            if action == nil { action = ExprSyntax(trailing) } else if label == nil { label = ExprSyntax(trailing) }
        }
        if title == nil, let label { title = firstText(in: Syntax(label)) }
        return (title, role, action)
    }

    /// Swift text shortened for a comment.
    static func short(_ node: some SyntaxProtocol) -> String {
        let flat = node.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return flat.count > 60 ? String(flat.prefix(57)) + "…" : flat
    }
}
