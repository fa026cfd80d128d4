// SPDX-License-Identifier: MIT
import SwiftSyntax

/// The code a SwiftUI control runs (a button's closure, a sheet's `onDismiss`, an alert button's action), in the
/// flow's statements: a binding the draft declares set, `dismiss()`, a path changed. What navigates otherwise is a
/// TODO quoting the Swift, never a guessed statement.
struct SwiftUIStatements {
    /// Whose code is read, and what its `@Binding` and closure properties were given where it is shown or embedded
    /// (`EditView(isPresented: $editing, onSave: { … })`): `isPresented = false` there sets `editing`.
    struct Context {
        var owner: String
        var aliases: [String: Alias] = [:]
    }

    indirect enum Alias {
        case binding(String)
        case code(ExprSyntax, Context)
    }

    /// A line of the action's body. `site` names the navigation call it reads, for the report (a choice's note has none).
    enum Step {
        case line(String, SourcePlace, site: String)
        case todo(String, SourcePlace, site: String?)
        case note(String)

        var navigates: Bool {
            switch self {
            case .line: true
            case .todo(_, _, let site): site != nil
            case .note: false
            }
        }
    }

    /// A path property: the flow's name for it when the app declares it (`path feedPath: Route`), nil for a stack's
    /// own path; and the cases its values take, when read.
    struct PathInfo {
        var flowName: String?
        var type: String?
    }

    /// Enums the draft declares as routes (a destination shows their cases, or a path holds them): a value of another
    /// is not said (T105).
    var routes: [String: [String]] = [:]

    let reader: SwiftUIReader
    /// Bool bindings of the sheets, covers, alerts, dialogs and destinations (`isPresented:`) the draft declares.
    var flags: Set<String> = []
    /// Item bindings (`.sheet(item:)`, `.navigationDestination(item:)`) with their enum's cases.
    var items: [String: [String]] = [:]
    /// Bindings of presentations the draft could not declare: setting one is a TODO.
    var unread: Set<String> = []
    /// Path properties an object holds (`router.path`), by the property's name.
    var paths: [String: PathInfo] = [:]
    /// A view's own path properties (`@State var path`), by `View.path`: read first.
    var ownPaths: [String: PathInfo] = [:]
    /// What the importer already declares as a view's actions (a view model's messages to its coordinator): a call
    /// of one is not navigation left unread.
    var handled: Set<String> = []

    init(reader: SwiftUIReader) { self.reader = reader }

    var module: Module { reader.module }

    /// The statements `code` (a closure, or a reference to a method of the view) runs.
    func steps(_ code: ExprSyntax, _ ctx: Context, depth: Int = 0) -> [Step] {
        if let closure = code.as(ClosureExprSyntax.self) { return block(Array(closure.statements)[...], ctx, depth) }
        // `Button("Save", action: save)`, `action: self.save`: the view's own method.
        let name = code.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? code.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }
        if let name {
            if reader.readings[ctx.owner]?.dismissNames.contains(name) == true { return [.line("dismiss", reader.place(code), site: "dismiss")] }
            if case .code(let e, let outer)? = ctx.aliases[name], depth < 4 { return steps(e, outer, depth: depth + 1) }
            if depth < 4, let m = module.methods(of: ctx.owner, named: name).first(where: { $0.body != nil && !$0.isStatic }), let body = m.body {
                return block(Array(body.statements)[...], ctx, depth + 1)
            }
        }
        return look(code.trimmedDescription, reader.place(code))
    }

    private func block(_ items: ArraySlice<CodeBlockItemSyntax>, _ ctx: Context, _ depth: Int) -> [Step] {
        var result: [Step] = []
        for (offset, item) in zip(items.indices, items) {
            if let g = item.item.as(GuardStmtSyntax.self) {
                // The way on and the early exit: one or the other runs.
                let rest = block(items[(offset + 1)...], ctx, depth)
                let exit = block(Array(g.body.statements)[...], ctx, depth)
                return result + choice("guard \(g.conditions.trimmedDescription)", [rest, exit], at: reader.place(g))
            }
            if let v = item.item.as(VariableDeclSyntax.self) {
                // `let last = path.popLast()`: a path changed on the way; any other value is the view's own.
                for b in v.bindings {
                    if let value = b.initializer?.value.as(FunctionCallExprSyntax.self) { result += call(value, ctx, depth).filter { if case .line = $0 { true } else { false } } }
                }
                continue
            }
            if let d = item.item.as(DoStmtSyntax.self) { result += block(Array(d.body.statements)[...], ctx, depth); continue }
            if let e = SwiftUIReader.expression(item) { result += expression(e, ctx, depth) }
        }
        return result
    }

    /// A run-time choice: the first arm that navigates is kept, after a TODO that says so.
    private func choice(_ condition: String, _ arms: [[Step]], at place: SourcePlace) -> [Step] {
        guard let kept = arms.first(where: { $0.contains(where: \.navigates) }) else { return [] }
        let flat = condition.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return [.todo("`\(flat)` decides at run time: the first arm that navigates is kept", place, site: nil)] + kept
    }

    private func expression(_ given: ExprSyntax, _ ctx: Context, _ depth: Int) -> [Step] {
        var e = given
        while true {
            if let t = e.as(TryExprSyntax.self) { e = t.expression; continue }
            if let a = e.as(AwaitExprSyntax.self) { e = a.expression; continue }
            break
        }
        let at = reader.place(e)
        if let x = e.as(IfExprSyntax.self) {
            return choice("if \(x.conditions.trimmedDescription)", x.arms.map { block(Array($0.statements)[...], ctx, depth) }, at: at)
        }
        if let s = e.as(SwitchExprSyntax.self) {
            let arms = s.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.map { block(Array($0.statements)[...], ctx, depth) }
            return choice("switch \(s.subject.trimmedDescription)", arms, at: at)
        }
        if let x = e.as(InfixOperatorExprSyntax.self), x.operator.is(AssignmentExprSyntax.self) {
            return assignment(x, ctx, depth)
        }
        if let call = e.as(FunctionCallExprSyntax.self) { return self.call(call, ctx, depth) }
        return look(e.trimmedDescription, at)
    }

    // MARK: calls

    private func call(_ x: FunctionCallExprSyntax, _ ctx: Context, _ depth: Int) -> [Step] {
        let at = reader.place(x)
        let callee = BodyTranslator.unwrap(x.calledExpression)
        let name = callee.calleeName ?? SwiftUIReader.typeName(callee)
        // Code that runs its closure (later, once): `withAnimation { … }`, `Task { … }`, `DispatchQueue.main.async { … }`.
        let runners: Set<String> = ["withAnimation", "withTransaction", "Task", "detached", "async", "asyncAfter", "run", "perform"]
        if let name, runners.contains(name), let closure = x.trailingClosure ?? x.arguments.last?.expression.as(ClosureExprSyntax.self) {
            return block(Array(closure.statements)[...], ctx, depth)
        }
        let text = x.trimmedDescription.replacingOccurrences(of: "self.", with: "")
        if let own = callee.ownCalleeName {
            if reader.readings[ctx.owner]?.dismissNames.contains(own) == true, x.arguments.isEmpty { return [.line("dismiss", at, site: "dismiss")] }
            // A closure the view was given (`onSave()` of `EditView(onSave: { … })`): what its maker wrote.
            if case .code(let e, let outer)? = ctx.aliases[own], depth < 4 { return steps(e, outer, depth: depth + 1) }
            if depth < 4, let m = module.methods(of: ctx.owner, named: own).first(where: { $0.body != nil && !$0.isStatic }), let body = m.body {
                return block(Array(body.statements)[...], ctx, depth + 1)
            }
        }
        if text.hasSuffix("presentationMode.wrappedValue.dismiss()") { return [.line("dismiss", at, site: "dismiss")] }
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
            let property = SwiftUIReader.components(base).last.map { resolve($0, ctx) }
            if let property {
                switch member.declName.baseName.text {
                case "callAsFunction" where reader.readings[ctx.owner]?.dismissNames.contains(property) == true:
                    return [.line("dismiss", at, site: "dismiss")]
                case "toggle":
                    if flags.contains(property) {
                        return [.note("\(text): toggled, read as set true (what presents it)"), .line("\(identifier(property)) = true", at, site: "\(property) = true")]
                    }
                    if unread.contains(property) { return [.todo("`\(text)`: sets \(property), whose presentation is not drafted", at, site: "toggle")] }
                case "append":
                    if let path = pathInfo(property, ctx), let value = x.arguments.first?.expression { return append(value, path, text, at) }
                case "removeLast", "removeAll", "popLast":
                    if let path = pathInfo(property, ctx) {
                        let verb = member.declName.baseName.text
                        let count = verb == "removeLast" ? x.arguments.first.map { " " + $0.expression.trimmedDescription } ?? "" : ""
                        guard verb != "removeLast" || count.isEmpty || Int(count.dropFirst()) != nil else {
                            return [.todo("`\(text)`: removes a count read at run time", at, site: verb)]
                        }
                        return [.line(verb + count + (path.flowName.map { " from \($0)" } ?? ""), at, site: verb)]
                    }
                default:
                    break
                }
            }
        }
        if let name, handled.contains(name) { return [] }
        // A path the draft has no enum for (no destination reads its values): changed, but not said.
        if let member = callee.as(MemberAccessExprSyntax.self), ["append", "removeLast", "removeAll", "removeFirst", "popLast"].contains(member.declName.baseName.text),
           let base = member.base, let property = SwiftUIReader.components(base).last, isPathProperty(property, ctx) {
            return [.todo("`\(text)`: changes a path whose values the draft does not read", at, site: member.declName.baseName.text)]
        }
        // Named for navigating (`router.navigate(to:)`, `showDetail()`), or a path's change: by the method's name,
        // not its receiver's (`router.reload()` is not navigation).
        if let member = callee.as(MemberAccessExprSyntax.self), ["append", "removeLast", "removeAll", "popLast"].contains(member.declName.baseName.text),
           let base = member.base, Self.looksLikeNavigation(SwiftUIReader.components(base).last ?? "") {
            return [.todo("`\(text)`: navigation the draft does not read", at, site: "call")]
        }
        return look(text, at, name: name)
    }

    /// A `NavigationPath` or an array of an enum of the app, of the view.
    private func isPathProperty(_ name: String, _ ctx: Context) -> Bool {
        guard let p = module.property(of: ctx.owner, named: name) else { return false }
        let written = (p.typeName ?? p.initializer?.trimmedDescription ?? "").replacingOccurrences(of: " ", with: "")
        return written.hasPrefix("NavigationPath") || reader.pathElementType(name, owner: ctx.owner) != nil
    }

    /// `path.append(.detail)` → `append .detail` (`to feedPath` on a path the app declares).
    private func append(_ value: ExprSyntax, _ path: PathInfo, _ text: String, _ at: SourcePlace) -> [Step] {
        guard let (written, c) = SwiftUIReader.enumValue(value), routeType(path.type ?? written, c) != nil else {
            return [.todo("`\(text)`: appends a value that is not a case of a route the draft declares", at, site: "append")]
        }
        return [.line("append .\(identifier(c))" + (path.flowName.map { " to \($0)" } ?? ""), at, site: "append")]
    }

    // MARK: assignments

    private func assignment(_ x: InfixOperatorExprSyntax, _ ctx: Context, _ depth: Int) -> [Step] {
        let at = reader.place(x)
        let text = x.trimmedDescription.replacingOccurrences(of: "self.", with: "")
        guard let last = SwiftUIReader.components(x.leftOperand).last else { return look(text, at) }
        if last == "_" { return expression(x.rightOperand, ctx, depth) }
        let name = resolve(last, ctx)
        let value = x.rightOperand.trimmedDescription
        if flags.contains(name) {
            guard value == "true" || value == "false" else { return [.todo("`\(text)`: a value read at run time", at, site: "binding")] }
            return [.line("\(identifier(name)) = \(value)", at, site: "\(name) = \(value)")]
        }
        if let cases = items[name] {
            if value == "nil" { return [.line("\(identifier(name)) = nil", at, site: "\(name) = nil")] }
            guard let (_, c) = SwiftUIReader.enumValue(x.rightOperand), cases.contains(c) else {
                return [.todo("`\(text)`: not a case of the enum of $\(name)", at, site: "binding")]
            }
            return [.line("\(identifier(name)) = .\(identifier(c))", at, site: "\(name) = .\(c)")]
        }
        if unread.contains(name) { return [.todo("`\(text)`: sets \(name), whose presentation is not drafted", at, site: "binding")] }
        if let path = pathInfo(name, ctx) {
            if ["[]", "NavigationPath()", ".init()", "[Route]()"].contains(value) || value.hasSuffix("]()") { return [.line("removeAll" + (path.flowName.map { " from \($0)" } ?? ""), at, site: "removeAll")] }
            if let array = x.rightOperand.as(ArrayExprSyntax.self) {
                var result: [Step] = [.line("removeAll" + (path.flowName.map { " from \($0)" } ?? ""), at, site: "removeAll")]
                for element in array.elements { result += append(element.expression, path, text, at) }
                return result
            }
            return [.todo("`\(text)`: a path set to a value read at run time", at, site: "path")]
        }
        if isPathProperty(name, ctx) { return [.todo("`\(text)`: sets a path whose values the draft does not read", at, site: "path")] }
        return look(text, at, name: last)
    }

    // MARK: names

    /// The route enum a value is a case of: the one given (a path's, or written `Route.detail`), else the one route
    /// of the draft with that case.
    func routeType(_ type: String?, _ value: String) -> String? {
        if let type { return routes[SwiftUIReader.lastComponent(type)]?.contains(value) == true ? SwiftUIReader.lastComponent(type) : nil }
        return Set(routes.filter { $0.value.contains(value) }.keys).only
    }

    /// A property's name where the code runs, through what the view was given: `isPresented` → `editing`.
    func resolve(_ name: String, _ ctx: Context) -> String {
        if case .binding(let given)? = ctx.aliases[name] { return given }
        return name
    }

    /// The path a property is: one a NavigationStack of the draft binds, or the view's own `[Route]` or `NavigationPath`.
    private func pathInfo(_ name: String, _ ctx: Context) -> PathInfo? {
        if let own = ownPaths["\(ctx.owner).\(name)"] { return own }
        if let known = paths[name] { return known }
        guard let p = module.property(of: ctx.owner, named: name) else { return nil }
        let written = (p.typeName ?? p.initializer?.trimmedDescription ?? "").replacingOccurrences(of: " ", with: "")
        if written.hasPrefix("NavigationPath"), !routes.isEmpty { return PathInfo(flowName: nil, type: nil) }
        if let element = reader.pathElementType(name, owner: ctx.owner), routes[element] != nil { return PathInfo(flowName: nil, type: element) }
        return nil
    }

    /// Swift that looks like navigation the rules above do not read: a TODO quoting it; anything else is the view's
    /// own business (loading, formatting) and says nothing.
    /// `name`: the method called or the property set, which says whether it navigates; else the whole text.
    private func look(_ text: String, _ at: SourcePlace, name: String? = nil) -> [Step] {
        Self.looksLikeNavigation(name ?? text) ? [.todo("`\(text)`: navigation the draft does not read", at, site: "call")] : []
    }

    static func looksLikeNavigation(_ name: String) -> Bool {
        let lower = name.lowercased()
        let words = ["navigate", "push", "present", "dismiss", "poptoroot", "popview", "sheet", "destination", "selectedtab",
                     "fullscreen", "goto", "route", "path", "coordinator"]
        if words.contains(where: lower.contains) || lower == "pop" { return true }
        // `showDetail()`, `openSettings()`: a method named for showing something.
        return name.range(of: #"(^|\.)(show|open)[A-Z]"#, options: .regularExpression) != nil
    }
}
