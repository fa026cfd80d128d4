// SPDX-License-Identifier: MIT
import SwiftSyntax

/// A strong reference cycle through `self` that an app class sets up: once formed, the instance is never freed.
struct RetainCycle: Hashable {
    enum Formed: Hashable { case atCreation; case inMethod(String) }   // MethodInfo.name of the method that forms it
    var owner: String        // the class (TypeInfo.name)
    var property: String     // the stored property of self that closes the cycle ("closeAccountCoordinator", "cancellables", "NotificationCenter", "timer")
    var how: String          // short plain English, e.g. "CloseAccountCoordinator keeps sourceViewController (self) strongly"
    var formed: Formed
    var place: SourcePlace   // where, in the Swift, the cycle is closed (the assignment / the store(in:) call / the addObserver call)
}

/// Finds, by reading one class, the strong reference cycles it closes through `self`. Precision first: anything the
/// reading cannot settle (a library type, a name that may be a local, a cycle the type may break) is not reported.
enum RetainCycles {
    static func find(in type: TypeInfo, _ module: Module) -> [RetainCycle] {
        // Structs and enums (SwiftUI views) are values: they cannot be kept alive by what they hold.
        guard type.kind == .class, !type.isExtension, !type.isAlias, !type.isComposition else { return [] }
        let finder = CycleFinder(type: type, module: module)
        return finder.run()
    }
}

// MARK: - the finder

/// What the type knows of one stored or computed property, read from its declaration.
private struct PropertyFacts {
    var name: String
    var isStored: Bool
    var isWeak: Bool
    var isLazy: Bool
    var isStatic: Bool
    var typeName: String?
    var initializer: ExprSyntax?
    var accessors: AccessorBlockSyntax?
    var file: String
    var node: Syntax
    /// `@Published var sheetItem: Item?` with a public setter: a SwiftUI binding (`.sheet(item: $model.sheetItem)`)
    /// sets it back to nil, out of sight of this type's code.
    var resetByBinding = false
}

/// A place in self that keeps what is stored in it: `p` (a stored property), `p.q.r` (reached through it).
private struct Holder {
    var property: String
    var path: [String]
    /// The type of the value the expression names (nil: not known).
    var valueType: String?
    /// How to name the holder in a sentence, when not by the property (`tableView's OrderCell`).
    var label: String? = nil
}

/// How a cycle is broken by the type: what to look for in its methods (deinit aside).
private enum Breaker { case plain, collection, subscription, timer, observer }

/// Where code is read: the method (or the lazy property) whose running forms what it sets up.
private struct Region {
    var file: String
    var formed: [RetainCycle.Formed]
    /// The method read, when it is one: what forms there depends on whether it runs now or in a closure later.
    var method: MethodInfo? = nil
    /// Names declared in the region (parameters, `let`s, closure parameters): a bare name among them is not self's.
    var locals: Set<String>
    /// Locals stored into a property of self (`let vc = …; self.detail = vc`): what is set on them, self holds.
    var aliases: [String: Alias] = [:]
    /// `guard let navigationController else …`: locals that are self's own container under its name.
    var boundContainers: Set<String> = []
}

private struct Alias {
    var property: String
    var breaker: Breaker
    /// Where the local is stored into self: the cycle is closed there or later.
    var node: Syntax
    /// The local's type, from its declaration (`let vc = Detail(…)`, `let vc: Detail`).
    var valueType: String? = nil
    var label: String? = nil
}

private final class CycleFinder {
    let type: TypeInfo
    let module: Module
    private var converters: [SyntaxIdentifier: SourceLocationConverter] = [:]
    private var factsCache: [String: [String: PropertyFacts]] = [:]
    private var breaksCache: [String: Breaks] = [:]
    private var found: [RetainCycle] = []

    init(type: TypeInfo, module: Module) {
        self.type = type
        self.module = module
    }

    func run() -> [RetainCycle] {
        for m in type.methods where !m.isStatic && m.name != "deinit" {
            guard let body = m.body else { continue }
            // One walk of the body, read three ways.
            let all = nodes(in: Syntax(body))
            var region = Region(file: m.place.file, formed: [formed(by: m)], locals: locals(in: all).union(m.parameters.map(\.name)))
            region.method = m
            region.aliases = aliases(in: all, region)
            region.boundContainers = boundContainers(in: all)
            scan(all, region)
        }
        for p in ownFacts.values.sorted(by: { $0.name < $1.name }) where p.isStored && !p.isStatic {
            guard let value = p.initializer else { continue }
            // A stored property's initial value runs at creation; a lazy one's where it is first touched.
            let formed = p.isLazy ? touches(p.name) : [.atCreation]
            guard !formed.isEmpty else { continue }
            scanInitializer(p, value, Region(file: p.file, formed: formed, locals: []))
        }
        var seen: Set<RetainCycle> = []
        return found.filter { seen.insert($0).inserted }.sorted { a, b in
            (a.place, a.property, a.how, key(a.formed)) < (b.place, b.property, b.how, key(b.formed))
        }
    }

    private func key(_ f: RetainCycle.Formed) -> String {
        switch f { case .atCreation: return ""; case .inMethod(let m): return m }
    }

    // MARK: when it forms

    private static let creationMethods: Set<String> = ["viewDidLoad", "loadView", "awakeFromNib"]

    private func formed(by m: MethodInfo) -> RetainCycle.Formed {
        m.isInitializer || runsAtCreation.contains(m.name) ? .atCreation : .inMethod(m.name)
    }

    /// The methods that run when the instance is made: viewDidLoad, loadView, awakeFromNib, and the methods these
    /// and the initializers call directly (`init() { …; configureSplitView() }`), not from a closure run later.
    private lazy var runsAtCreation: Set<String> = {
        var names = Self.creationMethods
        var frontier = type.methods.filter { $0.isInitializer || Self.creationMethods.contains($0.name) }
        while !frontier.isEmpty {
            var next: [MethodInfo] = []
            for m in frontier {
                guard let body = m.body else { continue }
                for node in nodes(in: Syntax(body)) where node.kind == .functionCallExpr {
                    guard let call = node.as(FunctionCallExprSyntax.self), !call.isInClosure(below: body) else { continue }
                    let callee = call.calledExpression
                    let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text
                        ?? callee.as(MemberAccessExprSyntax.self).flatMap { $0.base.map(isSelf) == true ? $0.declName.baseName.text : nil }
                    guard let name, !names.contains(name) else { continue }
                    let own = type.methods.filter { $0.name == name && !$0.isStatic && !$0.isInitializer }
                    guard !own.isEmpty else { continue }
                    names.insert(name)
                    next += own
                }
            }
            frontier = next
        }
        return names
    }()

    /// Where a lazy property is first touched: each method naming it, and (through them) each lazy or computed
    /// property whose code names it.
    private func touches(_ name: String) -> [RetainCycle.Formed] {
        if let known = touchesCache[name] { return known }
        // A property reached again while its own answer is being made adds nothing new.
        touchesCache[name] = []
        var result: [RetainCycle.Formed] = []
        for (m, names) in methodMentions {
            guard let now = names[name] else { continue }
            let f = now ? formed(by: m) : .inMethod(m.name)
            if !result.contains(f) { result.append(f) }
        }
        for (p, names) in propertyMentions where p != name && names.contains(name) {
            for f in touches(p) where !result.contains(f) { result.append(f) }
        }
        // Touched when the instance is made: that is always the first touch.
        if result.contains(.atCreation) { result = [.atCreation] }
        touchesCache[name] = result
        return result
    }

    /// The names of self each method mentions (`name`, `self.name`), read once: true when one mention runs with
    /// the method, false when all lie in closures run later.
    private lazy var methodMentions: [(MethodInfo, [String: Bool])] = type.methods.compactMap { m in
        guard !m.isStatic, m.name != "deinit", let body = m.body else { return nil }
        var names: [String: Bool] = [:]
        for ref in mentions(Syntax(body)) {
            let now = !isDeferred(Syntax(ref), below: Syntax(body))
            names[ref.baseName.text] = (names[ref.baseName.text] ?? false) || now
        }
        return (m, names)
    }

    /// …and each lazy initialiser or computed property's code.
    private lazy var propertyMentions: [(String, Set<String>)] = ownFacts.values.sorted { $0.name < $1.name }.compactMap { p in
        guard !p.isStatic, p.isLazy || !p.isStored else { return nil }
        let code: Syntax? = p.isLazy ? p.initializer.map(Syntax.init) : p.accessors.map(Syntax.init)
        return code.map { (p.name, mentionedNames($0)) }
    }

    private var touchesCache: [String: [RetainCycle.Formed]] = [:]

    private func mentionedNames(_ code: Syntax) -> Set<String> { Set(mentions(code).map(\.baseName.text)) }

    private func mentions(_ code: Syntax) -> [DeclReferenceExprSyntax] {
        nodes(in: code).compactMap { n in
            guard n.kind == .declReferenceExpr, let ref = n.as(DeclReferenceExprSyntax.self) else { return nil }
            // `x.name` is another object's; `name` alone or `self.name` (`self?.name`) is self's.
            if let member = ref.parent?.as(MemberAccessExprSyntax.self), member.declName.id == ref.id, !(member.base.map { isSelf(unwrapChain($0)) } ?? false) { return nil }
            return ref
        }
    }

    /// Calls that run the closure they are given before they return.
    private static let runsClosureNow: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "contains", "first", "last", "allSatisfy", "sorted", "sort",
        "min", "max", "firstIndex", "lastIndex", "removeAll", "performWithoutAnimation", "sync", "withExtendedLifetime", "autoreleasepool",
    ]

    /// Whether code lies (below `top`) in a closure that runs later: a callback, not `forEach { … }` or `{ … }()`.
    private func isDeferred(_ node: Syntax, below top: Syntax) -> Bool {
        var current = node.parent
        while let n = current, n.id != top.id {
            if let closure = n.as(ClosureExprSyntax.self) {
                var call = closure.parent?.as(FunctionCallExprSyntax.self)
                if call == nil { call = closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) }  // an argument in the list
                if let call, call.calledExpression.id == closure.id {
                    // `{ … }()`: run here.
                } else if let name = call?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                          Self.runsClosureNow.contains(name) {
                    // run before the call returns
                } else {
                    return true
                }
            }
            current = n.parent
        }
        return false
    }

    // MARK: reading a region

    private func scan(_ all: [Syntax], _ region: Region) {
        for node in all {
            switch node.kind { case .infixOperatorExpr, .functionCallExpr, .patternBinding: break; default: continue }
            if let x = node.as(InfixOperatorExprSyntax.self), x.operator.is(AssignmentExprSyntax.self) {
                storeSite(target: x.leftOperand, value: x.rightOperand, at: Syntax(x), region)
            } else if let call = node.as(FunctionCallExprSyntax.self) {
                callSite(call, region)
            } else if let binding = node.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let alias = region.aliases[name], let value = binding.initializer?.value {
                // `let vc = Detail(coordinator: self)` stored into self later: self keeps what Detail keeps.
                if let how = holdsSelf(value, region, expected: alias.valueType), !isSelfItself(how) {
                    let phrase = isDirectClosureOrMethod(value, region) ? "\(alias.property) holds \(how)" : how
                    report(alias.property, phrase, later(Syntax(binding), alias.node), region, alias.breaker)
                }
            }
        }
    }

    /// A stored property's initial value: a value (`lazy var c = T(self)`, `lazy var f = { self.x() }`), or code
    /// run once (`lazy var c: T = { let c = T(); c.onDone = { self.close() }; return c }()`).
    private func scanInitializer(_ p: PropertyFacts, _ value: ExprSyntax, _ region: Region) {
        let v = unwrapValue(value)
        if let call = v.as(FunctionCallExprSyntax.self), let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty {
            var inner = region
            let all = nodes(in: Syntax(closure.statements))
            inner.locals = locals(in: nodes(in: Syntax(closure)))
            let statements = closure.statements
            // `{ .init(…) }()`: one expression, the value itself.
            if statements.count == 1, let only = statements.first?.item {
                let result = only.as(ReturnStmtSyntax.self)?.expression ?? only.as(ExprSyntax.self)
                if let result, !isLocalName(result, inner) {
                    initialValue(p, result, inner)
                    scan(all, inner)
                    return
                }
            }
            // The local it returns is the property: what is set on it, self holds.
            for r in all.compactMap({ $0.as(ReturnStmtSyntax.self) }) {
                guard let e = r.expression.map(unwrapValue), let name = e.as(DeclReferenceExprSyntax.self)?.baseName.text, inner.locals.contains(name) else { continue }
                inner.aliases[name] = Alias(property: p.name, breaker: .plain, node: p.node)
            }
            scan(all, inner)
            return
        }
        initialValue(p, v, region)
        if p.isLazy { scan(nodes(in: Syntax(v)), region) }
    }

    private func initialValue(_ p: PropertyFacts, _ value: ExprSyntax, _ region: Region) {
        guard let how = holdsSelf(value, region, expected: p.typeName), !isSelfItself(how) else { return }
        let phrase = isDirectClosureOrMethod(value, region) ? "\(p.name) holds \(how)" : how
        report(p.name, phrase, p.node, region, .plain)
    }

    /// `target = value`: a cycle when self holds the target and the value holds self.
    private func storeSite(target: ExprSyntax, value: ExprSyntax, at node: Syntax, _ region: Region) {
        guard let holder = heldTarget(target, region) else { return }
        let v = unwrapValue(value)
        // `subscription = publisher.sink { self… }`: the subscription keeps its closures.
        if holder.path.isEmpty, let call = v.as(FunctionCallExprSyntax.self), let how = subscriptionHoldsSelf(call, region) {
            report(holder.property, how, node, region, .subscription)
            return
        }
        if holder.path.isEmpty, let call = v.as(FunctionCallExprSyntax.self), isTimerCall(call) { return }
        let expected = holder.path.isEmpty ? facts(of: type.name, holder.property)?.typeName.map(stripGenerics) : nil
        guard let how = holdsSelf(v, region, expected: expected) else { return }
        if holder.path.isEmpty {
            guard !isSelfItself(how) else { return }
            report(holder.property, isDirectClosureOrMethod(v, region) ? "\(holder.property) holds \(how)" : how, node, region, .plain)
            return
        }
        // `p.q = value`: the object in p keeps it unless q is weak there, or that object lets it go itself.
        guard let last = holder.path.last else { return }
        let container = containerType(of: target, region)
        if let container, let q = facts(of: container, last) {
            if q.isWeak || q.isStatic { return }
            if breaks(of: container).nilled.contains(last) { return }
            if isSelfItself(how), !q.isStored { return }
        } else if isSelfItself(how) {
            // A delegate property of a library type is weak by convention: not known, not reported.
            return
        }
        let path = ([holder.property] + holder.path).joined(separator: ".")
        let shown = ([holder.label ?? holder.property] + holder.path).joined(separator: ".")
        report(holder.property, "\(shown) holds \(how)", node, region, .plain, nilledPath: path)
    }

    private func callSite(_ call: FunctionCallExprSyntax, _ region: Region) {
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)
        let name = callee?.declName.baseName.text ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        switch name {
        case "store" where label(call, 0) == "in":
            // `….sink { self… }.store(in: &cancellables)`
            guard let bag = call.arguments.first?.expression.as(InOutExprSyntax.self)?.expression, let holder = heldTarget(bag, region),
                  let chain = callee?.base.flatMap({ unwrapValue($0).as(FunctionCallExprSyntax.self) }),
                  let how = subscriptionHoldsSelf(chain, region) else { return }
            report(holder.property, how, Syntax(call), region, .collection)
        case "disposed" where label(call, 0) == "by":
            // RxSwift: `….subscribe(onNext: { self… }).disposed(by: disposeBag)`
            guard let bag = call.arguments.first?.expression, let holder = heldTarget(bag, region),
                  let chain = callee?.base.flatMap({ unwrapValue($0).as(FunctionCallExprSyntax.self) }),
                  let how = subscriptionHoldsSelf(chain, region) else { return }
            report(holder.property, how, Syntax(call), region, .collection)
        case "insert" where call.arguments.count == 1 && label(call, 0) == nil:
            // `cancellables.insert(publisher.sink { … })`, `disposeBag.insert(…)`
            guard let base = callee?.base, let holder = heldTarget(base, region), holder.path.isEmpty,
                  let chain = call.arguments.first.flatMap({ unwrapValue($0.expression).as(FunctionCallExprSyntax.self) }),
                  let how = subscriptionHoldsSelf(chain, region) else { return }
            report(holder.property, how, Syntax(call), region, .collection)
        case "addObserver" where call.arguments.contains(where: { $0.label?.text == "forName" }):
            // The center keeps the block until it is removed.
            let block = call.arguments.first { $0.label?.text == "using" }?.expression ?? call.trailingClosure.map(ExprSyntax.init)
            guard let block, let how = closureOrMethodHoldsSelf(block, region) else { return }
            report("NotificationCenter", "NotificationCenter keeps the observer block, \(how)", Syntax(call), region, .observer)
        default:
            if isTimerCall(call) { timerSite(call, region); return }
            if let member = callee, let base = member.base { heldObjectCall(call, base: base, method: member.declName.baseName.text, region) }
        }
    }

    /// `thumbnailer.fetch { self… }` where the object in a property of self stores the closure it is given.
    private func heldObjectCall(_ call: FunctionCallExprSyntax, base: ExprSyntax, method: String, _ region: Region) {
        guard !isSelf(base), let holder = heldTarget(base, region), let t = holder.valueType, let info = module[t],
              info.kind == .class || info.kind == .struct, !info.isExtension else { return }
        let candidates = module.methods(of: t, named: method).filter { !$0.isStatic && $0.body != nil }
        for m in candidates {
            guard let pairs = match(arguments(of: call), to: m.parameters) else { continue }
            for (arg, param) in pairs {
                // `self` or a closure given to a method is kept only when the method stores it.
                guard let how = holdsSelf(arg, region, expected: nil) else { continue }
                guard let stored = storedParameter(param.name, in: m, of: t) else { continue }
                let path = ([holder.label ?? holder.property] + holder.path).joined(separator: ".")
                report(holder.property, "\(path) keeps \(how) in \(stored) (\(t).\(method))", Syntax(call), region, .plain)
                return
            }
            return
        }
    }

    private func timerSite(_ call: FunctionCallExprSyntax, _ region: Region) {
        let isDisplayLink = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "CADisplayLink"
        // A timer that fires once lets go of its target after firing.
        if !isDisplayLink {
            guard let repeats = call.arguments.first(where: { $0.label?.text == "repeats" })?.expression.as(BooleanLiteralExprSyntax.self),
                  repeats.literal.tokenKind == .keyword(.true) else { return }
        }
        var how: String?
        if let target = call.arguments.first(where: { $0.label?.text == "target" })?.expression, isSelf(unwrapValue(target)) {
            how = isDisplayLink ? "a display link keeps self as its target" : "a repeating timer keeps self as its target"
        } else if let block = call.arguments.first(where: { $0.label?.text == "block" })?.expression ?? call.trailingClosure.map(ExprSyntax.init),
                  let inner = closureOrMethodHoldsSelf(block, region) {
            how = "a repeating timer keeps its block, \(inner)"
            // `{ timer in … timer.invalidate() }`: it stops itself.
            if unwrapValue(block).as(ClosureExprSyntax.self).map({ invalidates(Syntax($0)) }) == true { return }
        }
        guard let how else { return }
        // Stored: `timer = Timer.scheduledTimer(…)`; it may be invalidated by its name.
        var property = isDisplayLink ? "displayLink" : "timer"
        var stored = false
        if let assignment = enclosingAssignment(of: call), let holder = heldTarget(assignment.leftOperand, region), holder.path.isEmpty {
            property = holder.property
            stored = true
        }
        if stored ? breaks(of: type.name).calls[property, default: []].contains("invalidate") : breaks(of: type.name).invalidatesAny { return }
        report(property, how, Syntax(call), region, .timer, skipBreakCheck: true)
    }

    // MARK: what holds self

    /// How a value holds self strongly: nil when it does not (or that cannot be settled).
    private func holdsSelf(_ value: ExprSyntax, _ region: Region, expected: String?, depth: Int = 0) -> String? {
        let e = unwrapValue(value)
        if isSelf(e) { return "self" }
        if let container = containerOfSelf(e, region) { return container }
        if let how = closureOrMethodHoldsSelf(e, region) { return how }
        guard depth < 3, let call = e.as(FunctionCallExprSyntax.self), let t = constructedType(call, expected: expected),
              let info = module[t], info.kind == .class || info.kind == .struct, !info.isExtension else { return nil }
        let args = arguments(of: call)
        for initializer in initializers(of: t) {
            guard let pairs = match(args, to: initializer.parameters) else { continue }
            for (arg, param) in pairs {
                guard let inner = holdsSelf(arg, region, expected: baseTypeName(param.typeName), depth: depth + 1) else { continue }
                let closureLike = !isSelfItself(inner) && isDirectClosureOrMethod(arg, region)
                if keeps(param, of: initializer, in: t, closureLike: closureLike) {
                    return "\(t) keeps \(param.name) (\(inner)) strongly"
                }
            }
            return nil
        }
        // A struct without an initializer of its own: the memberwise one stores each argument in its property.
        if info.kind == .struct, !info.methods.contains(where: \.isInitializer) {
            for arg in args {
                guard let label = arg.label, let p = facts(of: t, label), p.isStored, !p.isWeak,
                      let inner = holdsSelf(arg.expr, region, expected: p.typeName, depth: depth + 1) else { continue }
                return "\(t) keeps \(label) (\(inner)) strongly"
            }
        }
        return nil
    }

    /// UIKit's containers that hold a screen (its children, its stack): a screen's own `navigationController`.
    private static let containers: Set<String> = ["navigationController", "tabBarController", "splitViewController"]

    /// `navigationController`, `self.navigationController!`: a container that holds self (a screen) while it shows it.
    private func containerOfSelf(_ value: ExprSyntax, _ region: Region) -> String? {
        let e = unwrapChain(value)
        var name: String?
        if let ref = e.as(DeclReferenceExprSyntax.self), !region.locals.contains(ref.baseName.text) || region.boundContainers.contains(ref.baseName.text) {
            name = ref.baseName.text
        } else if let member = e.as(MemberAccessExprSyntax.self), let base = member.base, isSelf(base) {
            name = member.declName.baseName.text
        }
        guard let name, Self.containers.contains(name), facts(of: type.name, name) == nil, module.isScreen(type.name) else { return nil }
        return "self's \(name)"
    }

    /// Whether the app makes this screen the root of a navigation stack somewhere (`UINavigationController(
    /// rootViewController: …)`, `nav.viewControllers = [screen]`, `setViewControllers([screen], …)`).
    private lazy var isStackRoot: Bool = {
        for owner in module.all where owner.kind == .class || owner.kind == .struct {
            for m in owner.methods {
                guard let body = m.body else { continue }
                let roots = StackRoots(viewMode: .sourceAccurate)
                roots.walk(body)
                if roots.found.contains(where: { makes($0, in: body, of: owner.name, depth: 0) }) { return true }
            }
        }
        return false
    }()

    /// Whether an expression is an instance of this type: `T(…)`, a local or property holding one, a method returning one.
    private func makes(_ value: ExprSyntax, in body: CodeBlockSyntax, of owner: String, depth: Int) -> Bool {
        guard depth < 3 else { return false }
        let e = unwrapChain(unwrapValue(value))
        if let name = constructedName(e) { return module.canonical(name) == type.name }
        var callee: String?
        var name: String?
        if let call = e.as(FunctionCallExprSyntax.self) {
            callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { $0.base.map(isSelf) == true ? $0.declName.baseName.text : nil }
        } else {
            name = e.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? e.as(MemberAccessExprSyntax.self).flatMap { $0.base.map(isSelf) == true ? $0.declName.baseName.text : nil }
        }
        if let callee {
            // `createDashboardViewController(siteID:)`: what the factory returns.
            for m in module.methods(of: owner, named: callee) {
                guard let b = m.body else { continue }
                let results = b.statements.count == 1 ? [b.statements.first?.item.as(ExprSyntax.self)].compactMap { $0 } : []
                let returned = nodes(in: Syntax(b)).compactMap { $0.as(ReturnStmtSyntax.self)?.expression } + results
                if returned.contains(where: { makes($0, in: b, of: owner, depth: depth + 1) }) { return true }
            }
            return false
        }
        guard let name else { return false }
        for node in nodes(in: Syntax(body)) where node.kind == .patternBinding {
            guard let binding = node.as(PatternBindingSyntax.self), binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            if let t = binding.typeAnnotation { return module.canonical(stripGenerics(baseTypeName(t.type.trimmedDescription))) == type.name }
            if let initial = binding.initializer?.value { return makes(initial, in: body, of: owner, depth: depth + 1) }
        }
        return facts(of: owner, name)?.typeName.map { module.canonical($0) == type.name } ?? false
    }

    /// `guard let navigationController`, `if let navigationController = self.navigationController`: bound once.
    private func boundContainers(in all: [Syntax]) -> Set<String> {
        var declared: [String: Int] = [:]
        var bound: Set<String> = []
        for node in all where node.kind == .identifierPattern || node.kind == .optionalBindingCondition {
            if let p = node.as(IdentifierPatternSyntax.self) { declared[p.identifier.text, default: 0] += 1 }
            guard let c = node.as(OptionalBindingConditionSyntax.self), let name = c.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  Self.containers.contains(name) else { continue }
            let source = c.initializer.map { unwrapChain($0.value) }
            let same = source.map { s in
                s.as(DeclReferenceExprSyntax.self)?.baseName.text == name
                    || s.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.text == name && $0.base.map(isSelf) == true } == true
            } ?? true
            if same { bound.insert(name) }
        }
        return bound.filter { declared[$0] == 1 }
    }

    /// A closure that captures self strongly, or an unapplied method of self (`dismissView`, `self.handleTap`).
    private func closureOrMethodHoldsSelf(_ value: ExprSyntax, _ region: Region) -> String? {
        let e = unwrapValue(value)
        if let closure = e.as(ClosureExprSyntax.self) { return capturesSelfStrongly(closure) ? "a closure that captures self" : nil }
        if let name = methodReference(e, region) { return "\(name) (a method of self)" }
        return nil
    }

    /// `self` or its container: kept only where stored (a property of self holding self is no news).
    private func isSelfItself(_ how: String) -> Bool { how == "self" || how.hasPrefix("self's ") }

    private func isDirectClosureOrMethod(_ value: ExprSyntax, _ region: Region) -> Bool {
        let e = unwrapValue(value)
        return e.is(ClosureExprSyntax.self) || methodReference(e, region) != nil
    }

    /// `dismissView`, `showPasswordUI(email:)`, `self.handleTap`: an instance method of self, not called.
    private func methodReference(_ e: ExprSyntax, _ region: Region) -> String? {
        var name: String?
        if let ref = e.as(DeclReferenceExprSyntax.self), ref.baseName.tokenKind != .keyword(.self), !region.locals.contains(ref.baseName.text) {
            name = ref.baseName.text
        } else if let member = e.as(MemberAccessExprSyntax.self), let base = member.base, isSelf(base) {
            name = member.declName.baseName.text
        }
        guard let name, facts(of: type.name, name) == nil,
              module.methods(of: type.name, named: name).contains(where: { !$0.isStatic && $0.name != "deinit" }) else { return nil }
        let full = e.as(DeclReferenceExprSyntax.self) ?? e.as(MemberAccessExprSyntax.self)?.declName
        return full?.trimmedDescription ?? name
    }

    /// Whether a closure keeps self: it uses `self` (or lists `[self]`) and lists no `[weak self]`/`[unowned self]`.
    private func capturesSelfStrongly(_ closure: ClosureExprSyntax) -> Bool {
        switch selfCapture(closure) {
        case .strong: return true
        case .weak: return false
        case nil: return usesSelf(Syntax(closure.statements))
        }
    }

    private enum Capture { case strong, weak }

    private func selfCapture(_ closure: ClosureExprSyntax) -> Capture? {
        guard let items = closure.signature?.capture?.items else { return nil }
        var result: Capture?
        for item in items {
            let capturesSelf = item.initializer.map { isSelf(unwrapValue($0.value)) } ?? (item.name.tokenKind == .keyword(.self) || item.name.text == "self")
            guard capturesSelf else { continue }
            if item.specifier == nil { return .strong }
            result = .weak
        }
        return result
    }

    private func usesSelf(_ code: Syntax) -> Bool {
        var stack = [code]
        while let node = stack.popLast() {
            if isTypeDeclaration(node) { continue }
            if let closure = node.as(ClosureExprSyntax.self) {
                switch selfCapture(closure) {
                case .strong: return true
                // Its `self` is the weak one (the outer closure's strong capture for it is not counted: unsure).
                case .weak: continue
                case nil: break
                }
            }
            if let ref = node.as(DeclReferenceExprSyntax.self), ref.baseName.tokenKind == .keyword(.self) { return true }
            if node.is(SuperExprSyntax.self) { return true }
            stack += node.children(viewMode: .sourceAccurate)
        }
        return false
    }

    /// A publisher chain ending in a subscription (`sink`, `assign(to:on:)`, `subscribe`, `bind`, `drive`,
    /// `observe`): how one of its closures (or `on: self`) holds self; nil for a chain that ends by itself.
    private func subscriptionHoldsSelf(_ call: FunctionCallExprSyntax, _ region: Region) -> String? {
        let subscribers: Set<String> = ["sink", "assign", "subscribe", "bind", "drive", "observe", "emit"]
        guard let last = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text, subscribers.contains(last) else { return nil }
        if last == "observe", !(call.arguments.first?.expression.is(KeyPathExprSyntax.self) ?? false) { return nil }
        if last == "assign", !call.arguments.contains(where: { $0.label?.text == "on" }) { return nil }
        // Sources and operators that complete: the subscription then lets go of its closures.
        let finishing: Set<String> = ["first", "prefix", "take", "Just", "Future", "Fail", "Empty", "Single", "Completable", "Maybe", "just",
                                      "dataTaskPublisher", "asSingle", "asCompletable", "asMaybe"]
        var how: String?
        var e: ExprSyntax? = ExprSyntax(call)
        while let current = e.map(unwrapValue) {
            if let c = current.as(FunctionCallExprSyntax.self) {
                let name = c.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                if let name, finishing.contains(name) { return nil }
                if c.arguments.contains(where: { $0.label?.text == "onSuccess" }) { return nil }
                if how == nil {
                    for arg in arguments(of: c) {
                        if arg.label == "on", name == "assign", isSelf(unwrapValue(arg.expr)) { how = "assign(to:on: self) keeps self"; break }
                        if arg.label == "with" { continue }  // RxSwift's `subscribe(with: self, …)` holds it weakly
                        if let inner = closureOrMethodHoldsSelf(arg.expr, region) { how = "the subscription keeps \(inner) in \(name ?? "a call")"; break }
                    }
                }
                e = c.calledExpression
            } else if let m = current.as(MemberAccessExprSyntax.self) {
                if finishing.contains(m.declName.baseName.text) { return nil }
                e = m.base
            } else if let g = current.as(GenericSpecializationExprSyntax.self) {
                e = g.expression
            } else if let ref = current.as(DeclReferenceExprSyntax.self) {
                if finishing.contains(ref.baseName.text) { return nil }
                e = nil
            } else {
                e = nil
            }
        }
        return how
    }

    // MARK: what self holds

    /// The place in self a target expression names: `p`, `self.p`, `p.q`, `rootView.onX`, a local stored in `p`.
    private func heldTarget(_ target: ExprSyntax, _ region: Region) -> Holder? {
        let e = unwrapChain(target)
        if let ref = e.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if let alias = region.aliases[name] { return Holder(property: alias.property, path: [], valueType: alias.valueType, label: alias.label) }
            if region.locals.contains(name) { return nil }
            return ownHolder(name)
        }
        guard let member = e.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name = member.declName.baseName.text
        if isSelf(unwrapChain(base)) { return ownHolder(name) }
        guard var holder = heldTarget(base, region) else { return nil }
        let facts = holder.valueType.flatMap { self.facts(of: $0, name) }
        if facts?.isWeak == true { return nil }
        holder.path.append(name)
        holder.valueType = facts?.typeName
        return holder
    }

    /// A stored, strong property of self (or UIHostingController's `rootView`).
    private func ownHolder(_ name: String) -> Holder? {
        if let p = facts(of: type.name, name) {
            guard p.isStored, !p.isWeak, !p.isStatic else { return nil }
            return Holder(property: name, path: [], valueType: p.typeName)
        }
        if name == "rootView", let root = hostedRootType() { return Holder(property: name, path: [], valueType: root) }
        return nil
    }

    /// `UIHostingController<JetpackSetupView>`: the rootView's type, for a hosting controller subclass.
    private func hostedRootType() -> String? {
        for t in [type.name] + module.ancestry(of: type.name) {
            for node in module[t]?.nodes ?? [] {
                guard let decl = node.as(ClassDeclSyntax.self), let first = decl.inheritanceClause?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self),
                      first.name.text == "UIHostingController" else { continue }
                return first.genericArgumentClause?.arguments.first.map { stripGenerics(baseTypeName($0.argument.trimmedDescription)) } ?? "?"
            }
        }
        return nil
    }

    /// The type of the object whose member a target sets (`viewModel` of `viewModel.onDone`).
    private func containerType(of target: ExprSyntax, _ region: Region) -> String? {
        guard let member = unwrapChain(target).as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        return heldTarget(base, region)?.valueType
    }

    /// Locals stored into a property of self: `self.detail = vc`, `children.append(child)`.
    private func aliases(in all: [Syntax], _ region: Region) -> [String: Alias] {
        var result: [String: Alias] = [:]
        for node in all {
            switch node.kind { case .infixOperatorExpr, .functionCallExpr: break; default: continue }
            if let x = node.as(InfixOperatorExprSyntax.self), x.operator.is(AssignmentExprSyntax.self),
               let name = unwrapValue(x.rightOperand).as(DeclReferenceExprSyntax.self)?.baseName.text, region.locals.contains(name),
               let holder = heldTarget(x.leftOperand, Region(file: region.file, formed: [], locals: region.locals)), holder.path.isEmpty {
                result[name] = Alias(property: holder.property, breaker: .plain, node: Syntax(x))
            } else if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      member.declName.baseName.text == "append", call.arguments.count == 1, let base = member.base,
                      let name = call.arguments.first.flatMap({ unwrapValue($0.expression).as(DeclReferenceExprSyntax.self)?.baseName.text }),
                      region.locals.contains(name), let holder = heldTarget(base, Region(file: region.file, formed: [], locals: region.locals)), holder.path.isEmpty {
                result[name] = Alias(property: holder.property, breaker: .collection, node: Syntax(call))
            }
        }
        // `let cell = tableView.dequeueReusableCell(…) as! Cell`: a screen's table keeps the views it dequeues
        // (shown or waiting for reuse), so what they keep, the screen's view keeps.
        if module.isScreen(type.name) {
            for node in all where node.kind == .patternBinding || node.kind == .optionalBindingCondition {
                let binding = node.as(PatternBindingSyntax.self)
                let condition = node.as(OptionalBindingConditionSyntax.self)
                guard let pattern = binding?.pattern ?? condition?.pattern, let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = binding?.initializer?.value ?? condition?.initializer?.value, result[name] == nil,
                      let (view, viewType) = dequeued(value) else { continue }
                result[name] = Alias(property: view, breaker: .plain, node: node, valueType: viewType, label: "\(view)'s \(viewType)")
            }
        }
        // The local's type: what its members are.
        for node in all where !result.isEmpty {
            guard let binding = node.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  result[name] != nil, result[name]?.valueType == nil else { continue }
            result[name]?.valueType = binding.typeAnnotation.map { stripGenerics(baseTypeName($0.type.trimmedDescription)) }
                ?? binding.initializer.flatMap { constructedName($0.value) }
        }
        return result
    }

    /// `tableView.dequeueReusableCell(withIdentifier:for:) as! Cell` → ("tableView", "Cell"): a view the table
    /// (or collection view) keeps, of an app class.
    private func dequeued(_ value: ExprSyntax) -> (String, String)? {
        var e = value
        if let t = e.as(TryExprSyntax.self) { e = t.expression }
        guard let cast = e.as(AsExprSyntax.self), let call = cast.expression.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text.hasPrefix("dequeueReusable"),
              let base = member.base.map(unwrapChain) else { return nil }
        let view = base.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? base.as(MemberAccessExprSyntax.self).flatMap { $0.base.map(isSelf) == true ? $0.declName.baseName.text : nil }
        let viewType = stripGenerics(baseTypeName(cast.type.trimmedDescription))
        guard let view, view.hasSuffix("tableView") || view.hasSuffix("collectionView") || view.hasSuffix("TableView") || view.hasSuffix("CollectionView"),
              let info = module[viewType], info.kind == .class, !info.isExtension else { return nil }
        return (view, viewType)
    }

    // MARK: what another type keeps

    /// Whether `T(…)`'s initializer keeps the argument given for `param`: it stores it in a strong stored property
    /// (one the type never sets back to nil), or hands it on to an initializer that does; or it is an escaping closure.
    private func keeps(_ param: ParameterInfo, of initializer: MethodInfo, in t: String, closureLike: Bool, depth: Int = 0) -> Bool {
        if storedParameter(param.name, in: initializer, of: t) != nil { return true }
        if depth < 3, let body = initializer.body {
            for call in nodes(in: Syntax(body)).compactMap({ $0.as(FunctionCallExprSyntax.self) }) {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
                      let base = member.base else { continue }
                let next: String?
                if isSelf(base) { next = t } else if base.is(SuperExprSyntax.self) { next = module[t]?.inherited.first } else { next = nil }
                guard let next, module[next] != nil else { continue }
                for candidate in initializers(of: next) where candidate.place != initializer.place {
                    guard let pairs = match(arguments(of: call), to: candidate.parameters) else { continue }
                    for (arg, p) in pairs where unwrapValue(arg).as(DeclReferenceExprSyntax.self)?.baseName.text == param.name {
                        if keeps(p, of: candidate, in: next, closureLike: closureLike, depth: depth + 1) { return true }
                    }
                    break
                }
            }
        }
        return closureLike && param.isEscaping
    }

    /// The strong stored property of `t` a method stores a parameter in (`self.p = param`, `p = param`,
    /// `handlers.append(param)`), when `t` never lets it go (sets it to nil, empties it) outside deinit.
    private func storedParameter(_ param: String, in method: MethodInfo, of t: String) -> String? {
        guard let body = method.body else { return nil }
        for node in nodes(in: Syntax(body)) {
            var property: String?
            var collection = false
            if let x = node.as(InfixOperatorExprSyntax.self), x.operator.is(AssignmentExprSyntax.self),
               unwrapValue(x.rightOperand).as(DeclReferenceExprSyntax.self)?.baseName.text == param {
                property = ownMemberName(x.leftOperand, excluding: param)
            } else if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      member.declName.baseName.text == "append", let base = member.base, call.arguments.count == 1,
                      call.arguments.first.flatMap({ unwrapValue($0.expression).as(DeclReferenceExprSyntax.self)?.baseName.text }) == param {
                property = ownMemberName(base, excluding: param)
                collection = true
            }
            guard let property, let p = facts(of: t, property), p.isStored, !p.isWeak, !p.isStatic else { continue }
            let b = breaks(of: t)
            if b.nilled.contains(property) { continue }
            if collection, b.emptied.contains(property) { continue }
            return property
        }
        return nil
    }

    /// `self.p` or `p` (not the parameter itself): the member name.
    private func ownMemberName(_ e: ExprSyntax, excluding param: String) -> String? {
        let e = unwrapChain(e)
        if let member = e.as(MemberAccessExprSyntax.self), let base = member.base, isSelf(base) { return member.declName.baseName.text }
        if let ref = e.as(DeclReferenceExprSyntax.self), ref.baseName.text != param { return ref.baseName.text }
        return nil
    }

    /// `T(…)`, `T.init(…)`, `T<X>(…)`, `.init(…)` (the expected type): a type the module declares.
    private func constructedType(_ call: FunctionCallExprSyntax, expected: String?) -> String? {
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            guard let base = member.base else { return expected.map(stripGenerics) }
            callee = base
        }
        if let g = callee.as(GenericSpecializationExprSyntax.self) { callee = g.expression }
        guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { return nil }
        let canonical = module.canonical(name)
        return module[canonical] == nil ? nil : canonical
    }

    /// A type's initializers, or (a class that declares none) those it inherits from its app-declared superclass.
    private func initializers(of t: String) -> [MethodInfo] {
        var current = t
        var seen: Set<String> = []
        while seen.insert(current).inserted, let info = module[current] {
            let own = info.initializers.filter { $0.body != nil }
            if !own.isEmpty || info.kind != .class { return own }
            guard let superclass = info.inherited.first else { return [] }
            current = superclass
        }
        return []
    }

    // MARK: breaking the cycle

    /// What a type does, outside deinit, that lets go of what it holds.
    private struct Breaks {
        /// `p = nil`, `self.p = nil`, `p.q = nil` (as "p.q").
        var nilled: Set<String> = []
        /// Assigned a new value outside initializers, or emptied (`removeAll`, `remove(at:)`, `popLast`).
        var emptied: Set<String> = []
        /// Methods called on a property: `timer?.invalidate()` → timer: invalidate.
        var calls: [String: Set<String>] = [:]
        var removesObserver = false
        var invalidatesAny = false
    }

    private func breaks(of t: String) -> Breaks {
        if let known = breaksCache[t] { return known }
        var b = Breaks()
        let emptying: Set<String> = ["removeAll", "remove", "removeFirst", "removeLast", "popLast", "removeValue", "removeSubrange", "forEach", "cancel", "dispose"]
        for owner in [t] + module.ancestry(of: t) {
            for m in module[owner]?.methods ?? [] where m.name != "deinit" {
                guard let body = m.body else { continue }
                for node in nodes(in: Syntax(body)) where node.kind == .infixOperatorExpr || node.kind == .functionCallExpr {
                    if let x = node.as(InfixOperatorExprSyntax.self), x.operator.is(AssignmentExprSyntax.self), let path = memberPath(x.leftOperand) {
                        if unwrapValue(x.rightOperand).is(NilLiteralExprSyntax.self) { b.nilled.insert(path) }
                        if !m.isInitializer { b.emptied.insert(path) }
                    } else if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                        let name = member.declName.baseName.text
                        if name == "removeObserver" { b.removesObserver = true }
                        if name == "invalidate" { b.invalidatesAny = true }
                        guard let base = member.base, let path = memberPath(base) else { continue }
                        b.calls[path, default: []].insert(name)
                        if emptying.contains(name) { b.emptied.insert(path) }
                    }
                }
            }
        }
        breaksCache[t] = b
        return b
    }

    /// `self.p?.q` → "p.q"; nil for anything but a chain of names.
    private func memberPath(_ e: ExprSyntax) -> String? {
        let e = unwrapChain(e)
        if let ref = e.as(DeclReferenceExprSyntax.self) { return ref.baseName.tokenKind == .keyword(.self) ? nil : ref.baseName.text }
        guard let member = e.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        if isSelf(unwrapChain(base)) { return member.declName.baseName.text }
        return memberPath(base).map { "\($0).\(member.declName.baseName.text)" }
    }

    private func invalidates(_ code: Syntax) -> Bool {
        nodes(in: code).contains { $0.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "invalidate" }
    }

    // MARK: reporting

    private func report(_ property: String, _ how: String, _ node: Syntax, _ region: Region, _ breaker: Breaker,
                        nilledPath: String? = nil, skipBreakCheck: Bool = false) {
        // A screen pushed and popped leaves its stack, and the cycle ends; one the app makes a stack's root goes only
        // with that stack. Asked last: it reads the whole module.
        if how.contains("self's navigationController"), !isStackRoot { return }
        if !skipBreakCheck {
            if facts(of: type.name, property)?.resetByBinding == true { return }
            let b = breaks(of: type.name)
            if b.nilled.contains(property) { return }
            if let nilledPath, b.nilled.contains(nilledPath) { return }
            switch breaker {
            case .plain, .timer: break
            case .collection: if b.emptied.contains(property) { return }
            case .subscription:
                let calls = b.calls[property, default: []]
                if calls.contains("cancel") || calls.contains("dispose") || calls.contains("invalidate") { return }
            case .observer: if b.removesObserver { return }
            }
        }
        let place = self.place(node, region.file)
        var formed = region.formed
        if let m = region.method, let body = m.body, isDeferred(node, below: Syntax(body)) { formed = [.inMethod(m.name)] }
        for f in formed {
            found.append(RetainCycle(owner: type.name, property: property, how: how, formed: f, place: place))
        }
    }

    private func place(_ node: Syntax, _ file: String) -> SourcePlace {
        let root = node.root
        let converter = converters[root.id] ?? SourceLocationConverter(fileName: file, tree: root)
        converters[root.id] = converter
        return SourcePlace(file: file, line: node.startLocation(converter: converter).line)
    }

    private func later(_ a: Syntax, _ b: Syntax) -> Syntax {
        a.root.id == b.root.id && a.positionAfterSkippingLeadingTrivia < b.positionAfterSkippingLeadingTrivia ? b : a
    }

    // MARK: declarations

    private var ownFacts: [String: PropertyFacts] { propertyFacts(of: type.name) }

    /// A property of `t` or of its app-declared ancestors, by name.
    private func facts(of t: String, _ name: String) -> PropertyFacts? {
        for owner in [t] + module.ancestry(of: t) {
            if let p = propertyFacts(of: owner)[name] { return p }
        }
        return nil
    }

    private func propertyFacts(of t: String) -> [String: PropertyFacts] {
        if let known = factsCache[t] { return known }
        var result: [String: PropertyFacts] = [:]
        let files = Dictionary((module[t]?.properties ?? []).map { ($0.name, $0.place.file) }, uniquingKeysWith: { a, _ in a })
        for node in module[t]?.nodes ?? [] {
            let members = node.as(ClassDeclSyntax.self)?.memberBlock ?? node.as(StructDeclSyntax.self)?.memberBlock
                ?? node.as(ExtensionDeclSyntax.self)?.memberBlock ?? node.as(EnumDeclSyntax.self)?.memberBlock
                ?? node.as(ProtocolDeclSyntax.self)?.memberBlock
            for member in members?.members ?? [] {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                let modifiers = Set(variable.modifiers.map(\.name.text))
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, result[name] == nil else { continue }
                    var stored = true
                    if let block = binding.accessorBlock {
                        switch block.accessors {
                        case .getter: stored = false
                        case .accessors(let list):
                            stored = list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
                        }
                    }
                    if node.is(ProtocolDeclSyntax.self) { stored = false }
                    let written = binding.typeAnnotation.map { stripGenerics(baseTypeName($0.type.trimmedDescription)) }
                    let initial = binding.initializer?.value
                    let wrapped = variable.attributes.contains { ["Published", "State"].contains(attributeName($0) ?? "") }
                    let optional = binding.typeAnnotation.map { $0.type.is(OptionalTypeSyntax.self) || $0.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) } ?? false
                    let privateSetter = variable.modifiers.contains { $0.detail?.detail.text == "set" }
                    result[name] = PropertyFacts(
                        name: name, isStored: stored, isWeak: modifiers.contains("weak") || modifiers.contains("unowned"),
                        isLazy: modifiers.contains("lazy"), isStatic: modifiers.contains("static") || modifiers.contains("class"),
                        typeName: written ?? initial.flatMap { constructedName($0) }, initializer: initial, accessors: binding.accessorBlock,
                        file: files[name] ?? module[t]?.place.file ?? "?", node: Syntax(binding),
                        resetByBinding: wrapped && optional && !privateSetter)
                }
            }
        }
        factsCache[t] = result
        return result
    }

    /// `T(…)` / `T.init(…)` → T, for a property without a written type.
    private func constructedName(_ e: ExprSyntax) -> String? {
        guard let call = unwrapValue(e).as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base { callee = base }
        if let g = callee.as(GenericSpecializationExprSyntax.self) { callee = g.expression }
        guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { return nil }
        return name
    }

    /// Names bound in code (a method's body, a closure): patterns, closure and nested functions' parameters.
    private func locals(in all: [Syntax]) -> Set<String> {
        var names: Set<String> = []
        for node in all {
            switch node.kind {
            case .identifierPattern, .closureShorthandParameter, .closureParameter, .functionParameter, .functionDecl: break
            default: continue
            }
            if let p = node.as(IdentifierPatternSyntax.self) { names.insert(p.identifier.text) }
            if let p = node.as(ClosureShorthandParameterSyntax.self) { names.insert(p.name.text) }
            if let p = node.as(ClosureParameterSyntax.self) { names.insert((p.secondName ?? p.firstName).text) }
            if let p = node.as(FunctionParameterSyntax.self) { names.insert((p.secondName ?? p.firstName).text) }
            if let f = node.as(FunctionDeclSyntax.self) { names.insert(f.name.text) }
        }
        names.remove("self")
        names.remove("_")
        return names
    }

    private func isLocalName(_ e: ExprSyntax, _ region: Region) -> Bool {
        guard let ref = unwrapValue(e).as(DeclReferenceExprSyntax.self) else { return false }
        return region.locals.contains(ref.baseName.text)
    }

    private func isTimerCall(_ call: FunctionCallExprSyntax) -> Bool {
        if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "CADisplayLink" { return true }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "scheduledTimer" else { return false }
        return member.base?.trimmedDescription == "Timer"
    }

    private func enclosingAssignment(of call: FunctionCallExprSyntax) -> InfixOperatorExprSyntax? {
        var node = call.parent
        while let n = node, n.is(TryExprSyntax.self) || n.is(TupleExprSyntax.self) || n.is(LabeledExprListSyntax.self) || n.is(LabeledExprSyntax.self) {
            node = n.parent
        }
        guard let x = node?.as(InfixOperatorExprSyntax.self), x.operator.is(AssignmentExprSyntax.self) else { return nil }
        return unwrapValue(x.rightOperand).id == call.id ? x : nil
    }
}

/// The first view controller of each stack a body makes: `rootViewController:` arguments, `setViewControllers([x, …])`,
/// `nav.viewControllers = [x, …]`.
private final class StackRoots: SyntaxVisitor {
    var found: [ExprSyntax] = []

    override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        for argument in call.arguments where argument.label?.text == "rootViewController" { found.append(argument.expression) }
        if call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "setViewControllers",
           let first = call.arguments.first?.expression.as(ArrayExprSyntax.self)?.elements.first {
            found.append(first.expression)
        }
        return .visitChildren
    }

    override func visit(_ x: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if x.operator.is(AssignmentExprSyntax.self), x.leftOperand.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "viewControllers",
           let first = x.rightOperand.as(ArrayExprSyntax.self)?.elements.first {
            found.append(first.expression)
        }
        return .visitChildren
    }
}

// MARK: - syntax helpers

/// Every node below `code` in source order, nested type declarations left out (their `self` is another).
private func nodes(in code: Syntax) -> [Syntax] {
    var found: [Syntax] = []
    var stack = [code]
    while let node = stack.popLast() {
        if node.id != code.id, isTypeDeclaration(node) { continue }
        found.append(node)
        stack += node.children(viewMode: .sourceAccurate).reversed()
    }
    return found
}

private func isTypeDeclaration(_ node: Syntax) -> Bool {
    switch node.kind {
    case .classDecl, .structDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl: return true
    default: return false
    }
}

private func isSelf(_ e: ExprSyntax) -> Bool {
    e.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
}

/// `(x)`, `try x`, `await x`, `x as T`: the value itself.
private func unwrapValue(_ e: ExprSyntax) -> ExprSyntax {
    if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil { return unwrapValue(only.expression) }
    if let t = e.as(TryExprSyntax.self) { return unwrapValue(t.expression) }
    if let a = e.as(AwaitExprSyntax.self) { return unwrapValue(a.expression) }
    if let a = e.as(AsExprSyntax.self) { return unwrapValue(a.expression) }
    return e
}

/// `p?`, `p!`, `(p)`: the expression they chain from.
private func unwrapChain(_ e: ExprSyntax) -> ExprSyntax {
    if let o = e.as(OptionalChainingExprSyntax.self) { return unwrapChain(o.expression) }
    if let f = e.as(ForceUnwrapExprSyntax.self) { return unwrapChain(f.expression) }
    if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil { return unwrapChain(only.expression) }
    return e
}

private func stripGenerics(_ name: String) -> String {
    String(name.prefix { $0 != "<" })
}

private func label(_ call: FunctionCallExprSyntax, _ index: Int) -> String? {
    let args = Array(call.arguments)
    return index < args.count ? args[index].label?.text : nil
}

/// One argument of a call: its label (nil: none) and value; `trailing` for an unlabelled trailing closure.
private struct Argument {
    var label: String?
    var expr: ExprSyntax
    var trailing: Bool
}

private func arguments(of call: FunctionCallExprSyntax) -> [Argument] {
    var result = call.arguments.map { Argument(label: $0.label?.text, expr: $0.expression, trailing: false) }
    if let c = call.trailingClosure { result.append(Argument(label: nil, expr: ExprSyntax(c), trailing: true)) }
    result += call.additionalTrailingClosures.map { Argument(label: $0.label.text, expr: ExprSyntax($0.closure), trailing: false) }
    return result
}

/// Arguments paired with the parameters they are given for, or nil when the call cannot be this method's.
private func match(_ args: [Argument], to params: [ParameterInfo]) -> [(ExprSyntax, ParameterInfo)]? {
    var pairs: [(ExprSyntax, ParameterInfo)] = []
    var i = 0
    for arg in args {
        if arg.trailing {
            // An unlabelled trailing closure goes to the next parameter that takes a function.
            var j = i
            while j < params.count, !params[j].typeName.contains("->"), params[j].hasDefault { j += 1 }
            if j >= params.count { j = i }
            guard j < params.count else { return nil }
            pairs.append((arg.expr, params[j]))
            i = j + 1
            continue
        }
        while i < params.count, params[i].label != arg.label {
            guard params[i].hasDefault else { return nil }
            i += 1
        }
        guard i < params.count else { return nil }
        pairs.append((arg.expr, params[i]))
        i += 1
    }
    guard params[min(i, params.count)...].allSatisfy(\.hasDefault) else { return nil }
    return pairs
}
