// SPDX-License-Identifier: MIT
import Foundation
import SwiftSyntax

/// Turns a method body into draft statements: UIKit navigation calls, wrapper calls, child coordinators started
/// and released, a coordinator's end, a screen's messages to its owner. Everything else in the body is ignored;
/// choices (`if`, `switch`) keep their first navigating arm and list the others for a person.
final class BodyTranslator {
    let module: Module
    let resolver: DestinationResolver
    let wrappers: [String: [Wrapper]]
    let files: [SyntaxIdentifier: SwiftFile]
    var findings = Findings()
    /// The coordinator the app launches: only what its code reads is launch state (what the app reads as it starts);
    /// a choice further in is a run-time choice, kept as its first navigating arm. nil: any coordinator's.
    var launchCoordinator: String?
    /// The launch coordinator's methods that run as the app starts: its entry and the methods that calls.
    var launchPath: Set<String> = []
    /// The screen the app launches when no coordinator is launched, and its methods that run as it first appears
    /// (`viewDidLoad`, `viewWillAppear`… and what they call): what they read is launch state too.
    var launchScreen: String?
    var launchScreenPath: Set<String> = []

    /// Whether a body runs as the app starts, where a condition on what the app reads is launch state: the launch
    /// coordinator's (any coordinator's when none is known), or the launch screen's as it first appears.
    func readsAtLaunch(_ scope: Scope, coordinatorPath: Bool = false) -> Bool {
        if module.isCoordinator(scope.owner) {
            guard launchCoordinator.map({ $0 == scope.owner }) ?? true else { return false }
            return !coordinatorPath || scope.methodName.map(launchPath.contains) == true
        }
        return scope.owner == launchScreen && scope.methodName.map(launchScreenPath.contains) == true
    }
    /// Types a screen holds or is made with that tell a coordinator what happened (view models, presenters): their
    /// messages to it are the screen's actions.
    var viewModels: Set<String> = []
    /// The method that starts each coordinator whose entry is not `start()` (`begin`, `run`), by coordinator.
    var entryNames: [String: String] = [:]
    /// The parameters of each coordinator's entry method, name → type.
    var entryParameters: [String: [String: String]] = [:]
    /// Methods that close a strong reference cycle through `self` (`RetainCycles`), by owner, with the place: their
    /// bodies start with `retain self`.
    var retainingMethods: [String: [String: SourcePlace]] = [:]
    /// Closures read as handlers or termination handlers: not translated again inline.
    var consumed: Set<SyntaxIdentifier> = []
    /// Closures read as events of a screen, by the owner they were read for: a base class's or a protocol extension's
    /// code is read once per type that runs it, and each of them has the event.
    var eventOwners: [SyntaxIdentifier: Set<String>] = [:]
    /// The methods protocols (and their extensions) declare with a body, by name: read once, not per call.
    private lazy var protocolMethods: [String: [MethodInfo]] = {
        var byName: [String: [MethodInfo]] = [:]
        for t in module.types.values.sorted(by: { $0.name < $1.name }) where t.kind == .protocol {
            for m in t.methods where m.body != nil && !m.isInitializer { byName[m.name, default: []].append(m) }
        }
        return byName
    }()
    /// Helpers that start a coordinator a parameter gives (`startedParameter`), by method.
    private var startHelpers: [SourcePlace: (Int, presents: Bool)??] = [:]

    convenience init(module: Module, resolver: DestinationResolver, wrappers: [String: [Wrapper]], files: [SwiftFile]) {
        self.init(module: module, resolver: resolver, wrappers: wrappers, files: Self.filesByRoot(files))
    }

    /// Made once and shared: a translator per round of the wrapper search used to rebuild it.
    init(module: Module, resolver: DestinationResolver, wrappers: [String: [Wrapper]], files: [SyntaxIdentifier: SwiftFile]) {
        self.module = module
        self.resolver = resolver
        self.wrappers = wrappers
        self.files = files
    }

    static func filesByRoot(_ files: [SwiftFile]) -> [SyntaxIdentifier: SwiftFile] {
        var byRoot: [SyntaxIdentifier: SwiftFile] = [:]
        for file in files { byRoot[file.tree.id] = file }
        return byRoot
    }

    func place(_ node: some SyntaxProtocol) -> SourcePlace {
        files[node.root.id]?.place(node) ?? SourcePlace(file: "?", line: 0)
    }

    /// Translations already made, by method and depth: a method is read once however often it is asked for
    /// (its callbacks are registered once, and a large app is not read quadratically).
    private var translated: [MethodKey: [DraftStatement]] = [:]
    private struct MethodKey: Hashable { var place: SourcePlace; var name: String; var owner: String; var depth: Int; var cases: [String: String]; var appearing: Bool; var listener: String?; var closures: [String: SyntaxIdentifier] }
    /// Translating a helper object's method for the coordinator that is its delegate (`launchStateManager.handle(…)`
    /// whose `delegate?.applicationShouldStart()` calls back into it): that coordinator.
    private var listenerContext: String?
    /// Translating a screen's code as its view loads or appears, or a method that code calls (`appearing`).
    private var appearingContext = false

    /// `cases`: parameters known to hold one enum case, for a call that passes them (`navigate(to: .settings)`).
    func translate(_ method: MethodInfo, depth: Int = 0, cases: [String: String] = [:], closures: [String: PassedClosure] = [:]) -> [DraftStatement] {
        guard let body = method.body else { return [] }
        let appearing = module.isScreen(method.owner) && (Self.appearanceMethods.contains(method.name) || depth > 0 && appearingContext)
        let key = MethodKey(place: method.place, name: method.name, owner: method.owner, depth: depth, cases: cases, appearing: appearing,
                            listener: listenerContext, closures: closures.mapValues(\.closure.id))
        if let known = translated[key] { return known }
        let saved = appearingContext
        appearingContext = appearing
        defer { appearingContext = saved }
        translated[key] = []  // a method that reaches itself again reads as nothing there
        var scope = Scope(owner: method.owner, method: method)
        scope.cases = cases
        scope.passedClosures = closures
        scope.isEntry = method.name == "start" || entryNames[method.owner] == method.name
        readCallbacks(in: Syntax(body), scope: scope, depth: depth)
        var result = block(body.statements, scope, depth)
        if let place = retainingMethods[method.owner]?[method.name] { result.insert(.retainSelf(place), at: 0) }
        translated[key] = result
        return result
    }

    // MARK: callbacks assigned by an owner

    /// `makeHandler()` / `self.makeHandler()`, a method of the owner whose body returns a closure: the method and
    /// that closure.
    private func returnedClosure(_ expr: ExprSyntax, _ scope: Scope) -> (MethodInfo, ClosureExprSyntax)? {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression
        let member = callee.as(MemberAccessExprSyntax.self)
        guard member == nil || member?.base?.trimmedDescription == "self",
              let name = callee.calleeName,
              let method = module.methods(of: scope.owner, named: name).first(where: { $0.body != nil }),
              let items = method.body?.statements, items.count == 1, let item = items.first?.item else { return nil }
        var returned: ExprSyntax?
        switch item {
        case .stmt(let st): returned = st.as(ReturnStmtSyntax.self)?.expression
        case .expr(let e): returned = e
        default: returned = nil
        }
        guard let closure = returned?.as(ClosureExprSyntax.self) else { return nil }
        return (method, closure)
    }

    /// `vc.onSelect = { … }`, `child.finishFlow = { … }`, `vc.didSelect.sink { … }`: handlers, read before the
    /// body so that a `start` after them finds its termination handler.
    private func readCallbacks(in node: Syntax, scope: Scope, depth: Int) {
        for assignment in node.descendants(InfixOperatorExprSyntax.self) where assignment.operator.is(AssignmentExprSyntax.self) && !assignment.isForOlderOS {
            guard let member = assignment.leftOperand.as(MemberAccessExprSyntax.self), let base = member.base,
                  base.trimmedDescription != "self" else { continue }
            // `viewModel.onSelect = { … }` on the view model a screen is made with: that screen's action.
            let registered = registers(base, scope)
            let holder = registered ? nil : screenHolding(base, in: node, scope)
            if !registered, holder == nil, let closure = assignment.rightOperand.as(ClosureExprSyntax.self), let local = helperLocal(base, scope) {
                // `let loader = DataLoader(); loader.onFinish = { … }; loader.start()`: a helper made here runs the
                // closure when it is done, after the call that sets it going.
                helperCompletions[local, default: []].append(closure)
                continue
            }
            guard registered || holder != nil else { continue }
            let body: (statements: [DraftStatement], place: SourcePlace)?
            if let closure = assignment.rightOperand.as(ClosureExprSyntax.self) {
                consumed.insert(closure.id)
                body = (block(closure.statements, Scope(owner: scope.owner, closure: closure, outer: scope), depth + 1), place(closure))
            } else if let reference = functionReference(assignment.rightOperand), let method = module.methods(of: scope.owner, named: reference).first {
                body = (module.isCoordinator(scope.owner) ? [.callFunc(reference, place(assignment))] : translate(method, depth: depth + 1), place(assignment))
            } else if module.isCoordinator(scope.owner), let name = assignment.rightOperand.ownCalleeName, scope.parameters[name] == nil,
                      scope.locals[name] == nil, let p = module.property(of: scope.owner, named: name), module.isClosure(p), !Self.returnsValue(p.typeName) {
                // `vc.onClose = dismissAction`: the coordinator's own end handed to its screen; the action ends the coordinator.
                body = ([.terminate(name, place(assignment))], place(assignment))
            } else if let (method, closure) = returnedClosure(assignment.rightOperand, scope), depth < 4 {
                // `vc.onSelect = makeSelectHandler()`: the closure that method returns is the handler.
                consumed.insert(closure.id)
                let inner = Scope(owner: scope.owner, closure: closure, outer: Scope(owner: scope.owner, method: method))
                body = (block(closure.statements, inner, depth + 1), place(closure))
            } else { body = nil }
            guard let body else { continue }
            if let holder {
                registerHandler(screen: holder, action: member.declName.baseName.text, body: body.statements, at: body.place, scope: scope)
            } else {
                register(base: base, member: member.declName.baseName.text, body: body.statements, at: body.place, scope: scope)
            }
        }
        // `CreateEventView(onDone: { … })`, `DetailViewController(onClose: { … })` shown by this coordinator: a
        // closure the screen is made with is its action, named by its label.
        if module.isCoordinator(scope.owner) {
            for call in node.descendants(FunctionCallExprSyntax.self) {
                guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, callee.first?.isUppercase == true else { continue }
                for argument in call.arguments {
                    guard let label = argument.label?.text, let closure = argument.expression.as(ClosureExprSyntax.self), !consumed.contains(closure.id),
                          let holder = module.isScreen(callee) ? callee : screenMadeWith(call, in: node, scope) else { continue }
                    consumed.insert(closure.id)
                    let statements = block(closure.statements, Scope(owner: scope.owner, closure: closure, outer: scope), depth + 1)
                    registerHandler(screen: holder, action: label, body: statements, at: place(closure), scope: scope)
                }
            }
        }
        for call in node.descendants(FunctionCallExprSyntax.self) {
            guard let closure = Self.firstClosure(of: call), let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
                  Self.isSubscription(callee.declName.baseName.text),
                  let (root, first) = chainRoot(callee.base), registers(root, scope) else { continue }
            consumed.insert(closure.id)
            let statements = block(closure.statements, Scope(owner: scope.owner, closure: closure, outer: scope), depth + 1)
            register(base: root, member: first, body: statements, at: place(closure), scope: scope)
        }
    }

    /// The closure a subscription runs: its trailing closure, else its first closure argument (`subscribe(onNext: {…})`).
    static func firstClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.trailingClosure ?? call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }.first
    }

    /// A bare helper of the app's that subscribes its closure to the signal it is given.
    static let bareSubscriptions: Set<String> = ["subscribe", "bind", "observe", "sink", "drive"]

    /// `sink`, `subscribe(onNext:)`, `bind`, `observe`, `drive`: a closure that runs whenever something fires.
    static func isSubscription(_ name: String) -> Bool {
        ["sink", "subscribe", "bind", "observe", "drive", "receive", "onNext"].contains { name.hasPrefix($0) }
    }

    /// A screen's subscription (`viewModel.finished.sink { pop }` in viewDidLoad) is an event of the screen, named
    /// after what it listens to: its closure runs when that fires, not when the subscription is made.
    /// A helper of the app's own called bare works the same: `subscribe(disposeBag, viewModel.showAlertSignal) { … }`,
    /// named after the argument it listens to.
    private func screenEvent(_ x: FunctionCallExprSyntax, _ callee: MemberAccessExprSyntax?, _ scope: Scope, _ depth: Int) -> Bool {
        guard module.isScreen(scope.owner), let closure = Self.firstClosure(of: x), !consumed.contains(closure.id) else { return false }
        let name: String
        if let callee {
            guard Self.isSubscription(callee.declName.baseName.text) else { return false }
            name = chainRoot(callee.base)?.1 ?? callee.declName.baseName.text
        } else {
            // (Named exactly so: `bindTableView(…) { }` is a helper of another kind.)
            guard let bare = unwrap(x.calledExpression).as(DeclReferenceExprSyntax.self)?.baseName.text, Self.bareSubscriptions.contains(bare),
                  let source = x.arguments.reversed().lazy.compactMap({ Self.unwrap($0.expression).as(MemberAccessExprSyntax.self)?.declName.baseName.text }).first
            else { return false }
            name = source
        }
        consumed.insert(closure.id)
        let body = block(closure.statements, Scope(owner: scope.owner, closure: closure, outer: scope), depth + 1)
        if !body.isEmpty, !findings.screenEvents.contains(where: { $0.screen == scope.owner && $0.place == place(closure) }) {
            findings.screenEvents.append(.init(screen: scope.owner, name: name, body: body, place: place(closure)))
        }
        return true
    }

    /// The screen (a view controller of the app, or a hosted SwiftUI view) made with the value `base` names in this
    /// body: `EventsView(viewModel: viewModel)` inside `UIHostingController(rootView: …)`.
    func screenHolding(_ base: ExprSyntax, in node: Syntax, _ scope: Scope, anyOwner: Bool = false) -> String? {
        guard anyOwner || module.isCoordinator(scope.owner), let name = unwrap(base).as(DeclReferenceExprSyntax.self)?.baseName.text,
              scope.locals[name] != nil else { return nil }
        for call in node.descendants(FunctionCallExprSyntax.self) where call.arguments.contains(where: { unwrap($0.expression).as(DeclReferenceExprSyntax.self)?.baseName.text == name }) {
            if let s = screenMadeWith(call, in: node, scope) { return s }
        }
        return nil
    }

    /// The screen a value made by `call` (`BasketViewModel(coordinator: self)`) is given to in this body, directly or
    /// through the local it is bound to.
    func screenGiven(_ call: FunctionCallExprSyntax, in node: Syntax, _ scope: Scope) -> String? {
        if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
           let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            return screenHolding(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(local))), in: node, scope, anyOwner: true)
        }
        guard let outer = call.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
        return screenMadeWith(outer, in: node, scope)
    }

    /// The screen `call` makes, or the one it is the root view or a part of (walking out through the calls that
    /// contain it, and through a local it is bound to).
    func screenMadeWith(_ call: FunctionCallExprSyntax, in node: Syntax, _ scope: Scope, depth: Int = 0) -> String? {
        var current: Syntax? = Syntax(call)
        while let c = current, c.id != node.id {
            if let outer = c.as(FunctionCallExprSyntax.self) {
                switch resolver.resolve(ExprSyntax(outer), in: scope) {
                case .screen(let s): return s
                case .hosting(let v): return v
                default: break
                }
            }
            // `let view = CreateEventView(…)`, then `UIHostingController(rootView: view)`.
            if depth < 2, let binding = c.as(PatternBindingSyntax.self), let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                for use in node.descendants(FunctionCallExprSyntax.self) where use.arguments.contains(where: { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == local }) {
                    if let s = screenMadeWith(use, in: node, scope, depth: depth + 1) { return s }
                }
                return nil
            }
            if c.is(CodeBlockItemSyntax.self) || c.is(ClosureExprSyntax.self) { return nil }
            current = c.parent
        }
        return nil
    }

    /// Closures set on a helper a body makes (`loader.onFinish = { … }`), by the helper's binding, until a call on it.
    private var helperCompletions: [SyntaxIdentifier: [ClosureExprSyntax]] = [:]

    /// The binding of a local that `base` names, in the code around it (a closure's too), made there by an app type
    /// that is no screen or UIKit view (`let loader = DataLoader(…)`); a coordinator only when the body is not one's.
    private func helperLocal(_ base: some SyntaxProtocol, _ scope: Scope) -> SyntaxIdentifier? {
        guard let name = unwrap(ExprSyntax(base)!).as(DeclReferenceExprSyntax.self)?.baseName.text, scope.parameters[name] == nil else { return nil }
        var node = base.parent
        while let n = node {
            if let block = n.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    guard let decl = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in decl.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        guard let made = binding.initializer.map({ unwrap($0.value) })?.as(FunctionCallExprSyntax.self),
                              let type = made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, module[type] != nil,
                              !module.isScreen(type), !module.isCoordinator(type) || !module.isCoordinator(scope.owner),
                              module.uikitBase(of: type) == nil else { return nil }
                        return binding.id
                    }
                }
            }
            node = n.parent
        }
        return nil
    }

    /// A body read twice (a start() translated again for its first screen) registers its handlers once.
    private func registerHandler(screen: String, action: String, body: [DraftStatement], at place: SourcePlace, scope: Scope) {
        guard !findings.handlers.contains(where: { $0.screen == screen && $0.action == action && $0.place == place }) else { return }
        findings.handlers.append(.init(coordinator: scope.owner, screen: screen, action: action, body: body, place: place))
    }

    /// The coordinator a local navigation controller is passed to when it is made, in the same body.
    private func coordinatorHanded(_ expr: ExprSyntax, _ scope: Scope) -> String? {
        guard let name = unwrap(expr).as(DeclReferenceExprSyntax.self)?.baseName.text, let value = scope.local(name, at: expr),
              let body = value.ancestorCodeBlock else { return nil }
        for call in body.descendants(FunctionCallExprSyntax.self) {
            guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, module.isCoordinator(callee),
                  call.arguments.contains(where: { unwrap($0.expression).as(DeclReferenceExprSyntax.self)?.baseName.text == name }) else { continue }
            return callee
        }
        return nil
    }

    /// `let nc = UINavigationController(); nc.setViewControllers([vc], …)` (or `nc.viewControllers = [vc]`,
    /// `nc.pushViewController(vc, …)`) in the body that made it: the root the bare navigation controller gets there.
    private func rootGivenLater(_ expr: ExprSyntax, _ scope: Scope) -> Destination? {
        guard let name = unwrap(expr).as(DeclReferenceExprSyntax.self)?.baseName.text, let value = scope.local(name, at: expr),
              let body = value.ancestorCodeBlock else { return nil }
        func isLocal(_ base: ExprSyntax?) -> Bool { base.map { unwrap($0).as(DeclReferenceExprSyntax.self)?.baseName.text == name } ?? false }
        var given: ExprSyntax?
        for node in body.descendants(Syntax.self) where node.position > value.position && node.position < expr.position && given == nil {
            if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), isLocal(member.base),
               let first = call.arguments.first?.expression {
                switch member.declName.baseName.text {
                case "setViewControllers": given = first.as(ArrayExprSyntax.self)?.elements.first?.expression
                case "pushViewController": given = first
                default: break
                }
            } else if let assignment = node.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self),
                      let member = assignment.leftOperand.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "viewControllers",
                      isLocal(member.base) {
                given = assignment.rightOperand.as(ArrayExprSyntax.self)?.elements.first?.expression
            }
        }
        guard let given else { return nil }
        let d = resolver.resolve(given, in: scope)
        return Self.canGiveRoot(d) ? d : nil
    }

    private static func canGiveRoot(_ d: Destination) -> Bool {
        switch d {
        case .screen, .storyboard, .system, .hosting, .coordinator: true
        default: false
        }
    }

    /// What a callback is set on: what `base` resolves to, or, for a parameter declared as one of the app's screens
    /// (`func addHomeScreenHandlers(homeScreen: HomeScreenViewController, …)`), that screen.
    private func handlerHolder(_ base: ExprSyntax, _ scope: Scope) -> Destination {
        let d = resolver.resolve(base, in: scope)
        if case .parameter = d, let name = unwrap(base).as(DeclReferenceExprSyntax.self)?.baseName.text,
           let type = scope.parameterTypes[name].map(baseTypeName), module.isScreen(type) {
            return .screen(type)
        }
        return d
    }

    /// Whether a callback set on `base` is a screen's handler or a child's termination handler.
    private func registers(_ base: ExprSyntax, _ scope: Scope) -> Bool {
        guard module.isCoordinator(scope.owner) else { return false }
        if moduleOutputScreen(base, scope) != nil { return true }
        switch handlerHolder(base, scope) {
        case .screen: return true
        case .coordinator(let child): return child != scope.owner
        default: return false
        }
    }

    /// `let (vc, output) = assembler.assemble(); output.onSelect = { … }`: the output a module returns beside its
    /// screen carries that screen's actions. The screen, when `base` is such an output.
    private func moduleOutputScreen(_ base: ExprSyntax, _ scope: Scope) -> String? {
        guard let name = unwrap(base).as(DeclReferenceExprSyntax.self)?.baseName.text, scope.locals[name] == nil,
              let (value, index) = scope.tupleElements[name] else { return nil }
        if case .screen = resolver.resolve(base, in: scope) { return nil }
        for (other, (otherValue, otherIndex)) in scope.tupleElements where other != name && otherIndex != index && otherValue.id == value.id {
            if case .screen(let s) = resolver.resolveTupleElement(otherValue, otherIndex, in: scope, depth: 0) { return s }
        }
        return nil
    }

    private func register(base: ExprSyntax, member: String, body: [DraftStatement], at place: SourcePlace, scope: Scope) {
        if module.isCoordinator(scope.owner), let screen = moduleOutputScreen(base, scope) {
            registerHandler(screen: screen, action: member, body: body, at: place, scope: scope)
            return
        }
        switch handlerHolder(base, scope) {
        case .screen(let screen) where module.isCoordinator(scope.owner):
            registerHandler(screen: screen, action: member, body: body, at: place, scope: scope)
        case .coordinator(let child) where module.isCoordinator(scope.owner) && child != scope.owner:
            if findings.terminations[child] == nil { findings.terminations[child] = (body, place) }
        default: break
        }
    }

    /// `vc.rx.didSelect` → (vc, didSelect): the receiver and the first member after it that is not `rx`.
    private func chainRoot(_ expr: ExprSyntax?) -> (ExprSyntax, String)? {
        var members: [String] = []
        var current = expr
        while let e = current {
            if let m = e.as(MemberAccessExprSyntax.self) {
                members.insert(m.declName.baseName.text, at: 0)
                current = m.base
            } else if let o = e.as(OptionalChainingExprSyntax.self) {
                current = o.expression
            } else if let c = e.as(FunctionCallExprSyntax.self) {
                current = c.calledExpression
            } else { break }
        }
        guard let root = current, root.is(DeclReferenceExprSyntax.self), let first = members.first(where: { $0 != "rx" && $0 != "publisher" }) else { return nil }
        return (root, first)
    }

    /// `x?`, `x!` → `x`.
    func unwrap(_ e: ExprSyntax) -> ExprSyntax { BodyTranslator.unwrap(e) }

    static func isNavigation(_ d: Destination) -> Bool { if case .navigation = d { true } else { false } }

    /// `a?.b!.c` read as `a.b.c`.
    static func unwrap(_ e: ExprSyntax) -> ExprSyntax {
        if let o = e.as(OptionalChainingExprSyntax.self) { return unwrap(o.expression) }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return unwrap(f.expression) }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base, base.is(OptionalChainingExprSyntax.self) || base.is(ForceUnwrapExprSyntax.self) {
            // Detached first: `with` on a node inside the file's tree rebuilds every ancestor up to the file (the
            // top-level list of declarations copied once per unwrap made a file's import quadratic). The result is
            // only read for its names and shape; places come from the original nodes.
            return ExprSyntax(m.detached.with(\.base, unwrap(base)))
        }
        return e
    }

    private func functionReference(_ expr: ExprSyntax) -> String? {
        if let ref = expr.as(DeclReferenceExprSyntax.self), ref.argumentNames != nil || module.methods(of: "", named: ref.baseName.text).isEmpty {
            return ref.baseName.text
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" { return member.declName.baseName.text }
        return nil
    }

    // MARK: statements

    func block(_ items: CodeBlockItemListSyntax, _ scope: Scope, _ depth: Int) -> [DraftStatement] { block(Array(items)[...], scope, depth) }

    /// An early exit splits a block: after `if c { …; return }` or `guard c else { …; return }` the statements
    /// that follow are the other arm, not statements that also run (two presents in a row were read from
    /// `if busy { dismiss { present(a) }; return }; present(a)`).
    func block(_ items: ArraySlice<CodeBlockItemSyntax>, _ scope: Scope, _ depth: Int) -> [DraftStatement] {
        var out: [DraftStatement] = []
        for (offset, item) in zip(items.indices, items) {
            let written: ExprSyntax? = switch item.item {
            case .expr(let e): e
            case .stmt(let s): s.as(ExpressionStmtSyntax.self)?.expression
            case .decl: nil
            }
            if let x = written?.as(IfExprSyntax.self), x.elseBody == nil,
               Self.exits(x.body.statements) || (Self.holdsGuard(x.body.statements) && keptPathExits(block(x.body.statements, scope, depth))) {
                return out + choice(x, scope, depth, otherwise: block(items[(offset + 1)...], scope, depth))
            }
            switch item.item {
            case .expr(let e): out += expression(e, scope, depth)
            case .stmt(let s):
                if let e = s.as(ExpressionStmtSyntax.self) { out += expression(e.expression, scope, depth) }
                else if let r = s.as(ReturnStmtSyntax.self), let e = r.expression { out += expression(e, scope, depth) }
                else if let f = s.as(ForStmtSyntax.self) { out += block(f.body.statements, scope, depth) }
                else if let d = s.as(DoStmtSyntax.self) { out += block(d.body.statements, scope, depth) }
                else if let g = s.as(GuardStmtSyntax.self) {
                    out += popsIn(g.conditions, scope, depth)
                    let escape = block(g.body.statements, scope, depth)
                    let rest = block(items[(offset + 1)...], scope, depth)
                    // `guard shouldShowTour else { return }; present(tour)` as a screen appears: most appearances
                    // show nothing (a nil check, `guard let`, passes and is read through).
                    if escape.isEmpty, appearing(scope), !g.conditions.contains(where: { if case .optionalBinding = $0.condition { true } else { false } }),
                       navigates(rest, scope, depth) {
                        // What it tells its owner there stays a message of the screen.
                        return out + [.todo("`guard \(g.conditions.trimmedDescription)` decides at run time as the screen appears: the way that shows nothing is kept", place(g))]
                            + flatten(rest).filter { if case .send = $0 { true } else { false } }
                    }
                    if escape.isEmpty { return out + rest }
                    if let (flag, negated) = boolFlag(g.conditions, scope) ?? launchBool(g.conditions, scope) {
                        return out + [.condition(flag, negated: negated, rest, escape, place(g))]
                    }
                    if let (state, negated) = openedState(g.conditions, scope), navigates(rest + escape, scope, depth), registerOpened(state, at: g) {
                        return out + [.condition(state, negated: negated, rest, escape, place(g))]
                    }
                    // The first arm that navigates: the exit, when what follows the guard shows nothing.
                    // (An exit that only shows an alert is an error path: not kept over code that does nothing.)
                    if !navigates(rest, scope, depth), navigates(escape, scope, depth, alerts: false) {
                        exitingChoices.insert(place(g))
                        return out + [.choice(condition: "guard \(g.conditions.trimmedDescription)", kept: escape, others: rest.isEmpty ? [] : [rest], place(g))]
                    }
                    return out + [.choice(condition: "guard \(g.conditions.trimmedDescription)", kept: rest, others: [escape], place(g))]
                }
            case .decl(let d):
                if let v = d.as(VariableDeclSyntax.self) {
                    for binding in v.bindings { if let value = binding.initializer?.value { out += expression(value, scope, depth) } }
                }
            }
        }
        return out
    }

    /// Guards whose kept arm is their `else`: the way drafted leaves the function there.
    private var exitingChoices: Set<SourcePlace> = []

    /// Whether the way drafted through `statements` leaves the function: it ends in a choice that keeps a guard's
    /// exit, here or in the kept arm of a nested choice (`if c { guard x else { return showError() } }`: the code
    /// after the `if` is then another way, not what runs next).
    func keptPathExits(_ statements: [DraftStatement]) -> Bool {
        guard case .choice(_, let kept, _, let p)? = statements.last else { return false }
        return exitingChoices.contains(p) || keptPathExits(kept)
    }

    /// A block with a `guard` of its own (the only way a block that does not end in `return` leaves the function).
    static func holdsGuard(_ items: CodeBlockItemListSyntax) -> Bool {
        items.contains { if case .stmt(let s) = $0.item { s.is(GuardStmtSyntax.self) } else { false } }
    }

    /// A block that leaves its function: it ends in `return` or `throw`.
    static func exits(_ items: CodeBlockItemListSyntax) -> Bool {
        guard let last = items.last?.item else { return false }
        if case .stmt(let s) = last { return s.is(ReturnStmtSyntax.self) || s.is(ThrowStmtSyntax.self) }
        return false
    }

    private func expression(_ e: ExprSyntax, _ scope: Scope, _ depth: Int) -> [DraftStatement] {
        if let x = e.as(TryExprSyntax.self) { return expression(x.expression, scope, depth) }
        if let x = e.as(AwaitExprSyntax.self) { return expression(x.expression, scope, depth) }
        if let x = e.as(OptionalChainingExprSyntax.self) { return expression(x.expression, scope, depth) }
        if let x = e.as(IfExprSyntax.self) { return choice(x, scope, depth) }
        // `let master = flag ? makeAllChats() : makeTabBar()`: what each arm's calls do, one of them at run time.
        if let x = e.as(TernaryExprSyntax.self) {
            return choose(condition: x.condition.trimmedDescription, arms: [expression(x.thenExpression, scope, depth), expression(x.elseExpression, scope, depth)], at: place(x))
        }
        // A switch on a case the caller passed: that arm only.
        if let x = e.as(SwitchExprSyntax.self), let arm = scope.arm(of: x) { return block(arm.statements, scope, depth) }
        if let x = e.as(SwitchExprSyntax.self), let match = enumMatch(x, scope, depth) { return [match] }
        if let x = e.as(SwitchExprSyntax.self) {
            let cases = x.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
            let arms = cases.map { block($0.statements, scope, depth) }
            // Each navigating arm's case, for a screen action that splits into one action per arm (the row tapped).
            findings.switchArms[place(x)] = zip(arms, cases).filter { !$0.0.isEmpty }.map { Self.caseLabel($0.1) }
            return choose(condition: "switch \(x.subject.trimmedDescription)", arms: arms, at: place(x))
        }
        if let x = e.as(InfixOperatorExprSyntax.self), x.operator.is(AssignmentExprSyntax.self) { return assignment(x, scope, depth) }
        if let x = e.as(FunctionCallExprSyntax.self) { return call(x, scope, depth) }
        return []
    }

    /// A coordinator's enum property (`let viewPurpose: VoiceEntryViewPurpose`, set from its initialiser) that a
    /// `switch` reads: the flow's `match` on the input of that name.
    /// An enum parameter of the coordinator's entry (`start(mode: PresentationMode)`) is an input the same way.
    func enumProperty(_ name: String, of owner: String) -> (type: String, cases: [String])? {
        guard module.isCoordinator(owner) else { return nil }
        let typeName: String?
        if let p = module.property(of: owner, named: name) {
            guard !p.isComputed, p.initializer == nil else { return nil }
            typeName = p.typeName
        } else {
            typeName = entryParameters[owner]?[name]
        }
        guard let t = typeName, let info = module[t], info.kind == .enum, !info.cases.isEmpty else { return nil }
        return (t, info.cases)
    }

    private func enumMatch(_ x: SwitchExprSyntax, _ scope: Scope, _ depth: Int) -> DraftStatement? {
        guard let name = rootName(x.subject, scope), scope.local(name, at: x) == nil,
              scope.parameters[name] == nil || scope.isEntry && entryParameters[scope.owner]?[name] != nil,
              let (_, cases) = enumProperty(name, of: scope.owner) else { return launchStateMatch(x, scope, depth) }
        return matchArms(x, name: name, cases: cases, scope, depth)
    }

    /// How many enums the draft makes launch state at most: the explorer launches once per combination of values.
    static let maxLaunchStates = 4

    /// `switch instructor` where `instructor` is computed at run time (a computed property, a static factory, a
    /// global: `LaunchInstructor.configure()`): what the source reads when it runs is not in it, so every case is
    /// explored — an app variable `= any` (launch state) that the switch matches on.
    private func launchStateMatch(_ x: SwitchExprSyntax, _ scope: Scope, _ depth: Int) -> DraftStatement? {
        guard readsAtLaunch(scope) else { return nil }
        let subject = unwrap(x.subject)
        var name: String?
        var typeName: String?
        if let call = subject.as(FunctionCallExprSyntax.self) {
            // `LaunchInstructor.configure(with: defaults)`, `currentState()`.
            let callee = unwrap(call.calledExpression)
            let method = callee.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.text } ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text
            if let method, let base = callee.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription, module[base] != nil {
                typeName = module.methods(of: base, named: method).first?.returnType.map(baseTypeName)
                if typeName == "Self" { typeName = base }
            } else if let method {
                typeName = module.methods(of: scope.owner, named: method).first?.returnType.map(baseTypeName)
            }
            name = typeName.map { $0.prefix(1).lowercased() + $0.dropFirst() }
        } else {
            // `route` or `self.route`.
            let selfMember = subject.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }
            guard let ref = selfMember ?? subject.as(DeclReferenceExprSyntax.self)?.baseName.text, scope.local(ref, at: x) == nil, scope.parameters[ref] == nil,
                  let p = module.property(of: scope.owner, named: ref), p.isComputed else { return nil }
            name = ref
            typeName = p.typeName
        }
        guard let name, let typeName, let info = module[typeName], info.kind == .enum, !info.cases.isEmpty,
              mayBeLaunchState(name, type: typeName) else { return nil }
        guard let match = matchArms(x, name: identifier(name), cases: info.cases, scope, depth) else { return nil }
        findings.launchStates[name] = (typeName, info.cases, place(x))
        return match
    }

    /// Whether `name` can be launch state of that type: already one, or a new one within the draft's budget.
    private func mayBeLaunchState(_ name: String, type: String) -> Bool {
        guard let known = findings.launchStates[name] else { return findings.launchStates.count < Self.maxLaunchStates }
        return known.type == type
    }

    private func matchArms(_ x: SwitchExprSyntax, name: String, cases: [String], _ scope: Scope, _ depth: Int) -> DraftStatement? {
        var arms: [(pattern: String, body: [DraftStatement])] = []
        for element in x.cases {
            guard let arm = element.as(SwitchCaseSyntax.self) else { return nil }
            let body = block(arm.statements, scope, depth)
            switch arm.label {
            case .default: arms.append(("_", body))
            case .case(let label):
                for item in label.caseItems {
                    // `.listen(let entry)` → `.listen`: the flow's enum has no payloads.
                    guard let name = caseName(of: item.pattern), cases.contains(name), !arms.contains(where: { $0.pattern == "." + name }) else { return nil }
                    arms.append(("." + name, body))
                }
            }
        }
        return .match(name, arms: arms, place(x))
    }

    /// `VoiceEntryCoordinator(…, viewPurpose: .listen(to: entry))`: the enum cases a child is created with.
    /// `help.start(mode: .present)`: the entry's own arguments too.
    private func startArguments(_ child: String, _ creation: ExprSyntax?, _ scope: Scope, entryArguments: [LabeledExprSyntax] = []) -> [(String, String)] {
        var expr = creation
        if let ref = expr?.as(DeclReferenceExprSyntax.self) { expr = scope.local(ref.baseName.text, at: ref) }
        let given = Array(expr?.as(FunctionCallExprSyntax.self)?.arguments ?? []) + entryArguments
        return given.compactMap { argument in
            guard let label = argument.label?.text, enumProperty(label, of: child) != nil else { return nil }
            let text = argument.expression.trimmedDescription
            guard text.hasPrefix(".") else { return nil }
            return (label, "." + String(text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        }
    }

    /// `after`: for an `if` with no `else` whose arm exits, what runs when the condition does not hold.
    /// `if let vc = navigationController.popViewController(animated: true)`: a pop in a condition happens first.
    private func popsIn(_ conditions: ConditionElementListSyntax, _ scope: Scope, _ depth: Int) -> [DraftStatement] {
        conditions.flatMap { c -> [DraftStatement] in
            guard case .optionalBinding(let b) = c.condition, let value = b.initializer?.value,
                  let call = Self.unwrap(value).as(FunctionCallExprSyntax.self),
                  let name = Self.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                  ["popViewController", "popToRootViewController"].contains(name) else { return [] }
            return expression(value, scope, depth)
        }
    }

    private func choice(_ x: IfExprSyntax, _ scope: Scope, _ depth: Int, otherwise after: [DraftStatement]? = nil) -> [DraftStatement] {
        // The arm that runs is known: `if #available(iOS 13, *)` / `#unavailable` (the simulator is the newest iOS, so
        // an app delegate's pre-scene launch is not the launch), a test of the device (the draft is an iPhone's), or
        // `if case .sitemap = target` where the caller passed `.web`.
        if let taken = x.bodyRunsOnNewestOS ?? x.bodyRunsOnPhone ?? scope.takes(x) {
            if taken { return block(x.body.statements, scope, depth) }
            switch x.elseBody {
            case .ifExpr(let nested)?: return choice(nested, scope, depth, otherwise: after)
            case .codeBlock(let b)?: return block(b.statements, scope, depth)
            case nil: return after ?? []
            }
        }
        return popsIn(x.conditions, scope, depth) + choiceAfterConditions(x, scope, depth, otherwise: after)
    }

    /// A segue's identifier: a string literal; a constant holding one (a `let` of the method, a property of the owner,
    /// `Segues.showDetail` of a type); `Segue.showDetail.rawValue` of a String enum (its raw value is its name).
    private func segueName(_ e: ExprSyntax, _ scope: Scope) -> String? {
        let e = unwrap(e)
        if let literal = e.as(StringLiteralExprSyntax.self) { return literal.representedLiteralValue }
        func literal(_ p: PropertyInfo?) -> String? { p?.initializer?.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
        if let r = e.as(DeclReferenceExprSyntax.self) {
            if let value = scope.local(r.baseName.text, at: r) { return value.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
            return literal(module.property(of: scope.owner, named: r.baseName.text))
        }
        guard let m = e.as(MemberAccessExprSyntax.self), let base = m.base.map(unwrap) else { return nil }
        let name = m.declName.baseName.text
        if name == "rawValue", let c = base.as(MemberAccessExprSyntax.self) { return c.declName.baseName.text }
        if base.trimmedDescription == "self" { return literal(module.property(of: scope.owner, named: name)) }
        if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true { return literal(module.property(of: type, named: name)) }
        return nil
    }

    /// Locals of the function around `node` that the main window's root is set to (`window.rootViewController =
    /// root`; not another window's, not a banner's) and that are given their value by assignment there (`root = A`
    /// in each arm of a choice); a property of `owner` given that way (`navigation = UINavigationController(…)`) is
    /// not one. Kept per function: every assignment to a local asks.
    private func rootLocals(around node: some SyntaxProtocol, owner: String) -> Set<String> {
        var current = node.parent
        while let c = current, !(c.is(FunctionDeclSyntax.self) || c.is(InitializerDeclSyntax.self) || c.is(AccessorDeclSyntax.self)) { current = c.parent }
        guard let decl = current,
              let body = decl.as(FunctionDeclSyntax.self)?.body ?? decl.as(InitializerDeclSyntax.self)?.body ?? decl.as(AccessorDeclSyntax.self)?.body
        else { return [] }
        let key = RootLocalsKey(body: body.id, owner: owner)
        if let known = rootLocalsCache[key] { return known }
        let found = Self.rootLocals(in: Syntax(body), owner: owner, module)
        rootLocalsCache[key] = found
        return found
    }

    private struct RootLocalsKey: Hashable { var body: SyntaxIdentifier; var owner: String }
    private var rootLocalsCache: [RootLocalsKey: Set<String>] = [:]

    static func rootLocals(in body: Syntax, owner: String, _ module: Module) -> Set<String> {
        var window: Set<String> = []
        var assigned: Set<String> = []
        for x in body.descendants(InfixOperatorExprSyntax.self) where x.operator.is(AssignmentExprSyntax.self) {
            if let target = x.leftOperand.as(MemberAccessExprSyntax.self), target.declName.baseName.text == "rootViewController",
               isMainWindow(target.base), let local = x.rightOperand.as(DeclReferenceExprSyntax.self)?.baseName.text { window.insert(local) }
            if let local = x.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text { assigned.insert(local) }
        }
        return window.intersection(assigned).filter { module.property(of: owner, named: $0) == nil }
    }

    /// `window`, `self.window`, `view.window`, `UIApplication.shared.keyWindow`, `…windows.first`: the app's window by
    /// its name (a `privacyWindow`, a `bannerView` is not).
    static func isMainWindow(_ base: ExprSyntax?) -> Bool {
        guard let base else { return false }
        let name = base.trimmedDescription.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        return name == "window" || name.hasSuffix(".window") || name.contains("keyWindow") || name.contains("windows")
    }

    /// Whether the receiver of `.rootViewController =` is a window: named so (`window`, `self.view.window`,
    /// `UIApplication.shared.windows.first`), or typed as one.
    private func isWindow(_ target: ExprSyntax, _ scope: Scope) -> Bool {
        guard let base = target.as(MemberAccessExprSyntax.self)?.base.map(unwrap) else { return true }
        if base.trimmedDescription.lowercased().contains("window") { return true }
        if let type = resolver.typeOf(base, in: scope) { return type.contains("Window") }
        return false
    }

    /// A screen's code as its view loads or appears: a choice made there at run time (a promotion to acknowledge,
    /// a tour not seen yet) keeps the way that shows nothing, as most loads and appearances do; else the screen
    /// would present on every appearance and cover what the app shows.
    private func appearing(_ scope: Scope) -> Bool { appearingContext && !scope.inClosure && module.isScreen(scope.owner) }
    static let appearanceMethods: Set<String> = ["viewDidLoad", "viewWillAppear", "viewDidAppear", "loadView"]

    private func choiceAfterConditions(_ x: IfExprSyntax, _ scope: Scope, _ depth: Int, otherwise after: [DraftStatement]? = nil) -> [DraftStatement] {
        // (`if let launch = storyboard.instantiateInitialViewController()`, a nil check, is read through as `guard let` is.)
        if appearing(scope), after == nil, x.elseBody == nil, boolFlag(x.conditions, scope) == nil,
           !x.conditions.allSatisfy({ if case .optionalBinding = $0.condition { true } else { false } }) {
            let then = block(x.body.statements, scope, depth)
            if navigates(then, scope, depth), !Self.onlyEmbeds(then) {
                return [.todo("`if \(x.conditions.trimmedDescription)` decides at run time as the screen appears: the way that shows nothing is kept", place(x))]
                    + flatten(then).filter { if case .send = $0 { true } else { false } }
            }
        }
        // `if let deepLink = deepLink { … } else { … }`: when an optional decides, the arm where it is nil comes first
        // (a cold launch with no deep link, no saved user); the other arm follows as a comment.
        let elseArm: [DraftStatement]? = {
            if let after { return after }
            if case .codeBlock(let b)? = x.elseBody { return block(b.statements, scope, depth) }
            return nil
        }()
        if x.conditions.allSatisfy({ if case .optionalBinding = $0.condition { true } else { false } }), let absent = elseArm {
            let present = block(x.body.statements, scope, depth)
            if let (state, _) = openedState(x.conditions, scope), navigates(present + absent, scope, depth), registerOpened(state, at: x) {
                return [.condition(state, negated: false, present, absent, place(x))]
            }
            return choose(condition: (absent.isEmpty ? "" : nilFirstMarker) + "if \(x.conditions.trimmedDescription)", arms: [absent, present], at: place(x))
        }
        let flag = boolFlag(x.conditions, scope) ?? launchBool(x.conditions, scope)
        if let (name, negated) = flag ?? openedState(x.conditions, scope) {
            let then = block(x.body.statements, scope, depth)
            var otherwise: [DraftStatement] = after ?? []
            switch x.elseBody {
            case .ifExpr(let nested)?: otherwise = choice(nested, scope, depth)
            case .codeBlock(let b)?: otherwise = block(b.statements, scope, depth)
            case nil: break
            }
            if flag != nil || navigates(then + otherwise, scope, depth) && registerOpened(name, at: x) {
                if then.isEmpty && otherwise.isEmpty { return [] }
                return [.condition(name, negated: negated, then, otherwise, place(x))]
            }
        }
        var arms = [block(x.body.statements, scope, depth)]
        var conditions: [String?] = [x.conditions.trimmedDescription]
        var rest = x.elseBody
        while let r = rest {
            switch r {
            case .ifExpr(let nested):
                arms.append(block(nested.body.statements, scope, depth)); conditions.append(nested.conditions.trimmedDescription); rest = nested.elseBody
            case .codeBlock(let b): arms.append(block(b.statements, scope, depth)); conditions.append(nil); rest = nil
            }
        }
        // Each navigating arm's condition (nil: the last `else`), for a selection handler split per row.
        if after == nil { findings.ifArms[place(x)] = zip(arms, conditions).filter { !$0.0.isEmpty }.map(\.1) }
        if let after {
            // `if done { return }`: an exit that shows nothing; what follows reads as before.
            if arms[0].isEmpty { return after }
            arms.append(after)
        }
        // `if viewControllers.isEmpty { setViewControllers([vc]) } else { push(vc) }`: the flow's push onto an empty
        // navigation controller is its root already, so the push is both arms.
        let text = x.conditions.trimmedDescription.replacingOccurrences(of: " ", with: "")
        if ["viewControllers.isEmpty", "viewControllers.count==0", "topViewController==nil"].contains(where: text.contains),
           let push = arms.first(where: { $0.contains { if case .show(.push, _, _, _) = $0 { true } else { false } } }) {
            return push
        }
        return choose(condition: "if \(x.conditions.trimmedDescription)", arms: arms, at: place(x))
    }

    /// Whether statements show, start, end or go back on the path a draft keeps (a choice's kept arm; a call of
    /// the owner's method whose body does).
    /// Statements whose only navigation is embedding children (a container filling itself in as it appears).
    private static func onlyEmbeds(_ statements: [DraftStatement]) -> Bool {
        var embeds = false
        for s in DraftBuilder.armsFlattened(statements) {
            switch s {
            case .show(.embed, _, _, _): embeds = true
            case .todo, .assign, .send: continue
            default: return false
            }
        }
        return embeds
    }

    private func navigates(_ statements: [DraftStatement], _ scope: Scope, _ depth: Int, alerts: Bool = true) -> Bool {
        statements.contains { s in
            switch s {
            case .todo: false
            case .alert: alerts
            case .choice(_, let kept, _, _): navigates(kept, scope, depth, alerts: alerts)
            case .callFunc(let name, _):
                depth < 4 && module.methods(of: scope.owner, named: name).first(where: { $0.body != nil }).map { navigates(translate($0, depth: depth + 1), scope, depth + 1, alerts: alerts) } != false
            default: true
            }
        }
    }

    private func choose(condition: String, arms: [[DraftStatement]], at place: SourcePlace) -> [DraftStatement] {
        let navigating = arms.filter { !$0.isEmpty }
        guard let first = navigating.first else { return [] }
        return [.choice(condition: condition, kept: first, others: Array(navigating.dropFirst()), place)]
    }

    /// What the app reads as it starts, on the launch coordinator's path from its entry, and the draft does not
    /// hold: `if let user = session.currentUser()`, `if UserDefaults.standard.bool(forKey: "onboarded")`,
    /// `guard token != nil`, a local given such a value. Each arm may run, so it is launch state,
    /// `var hasCurrentUser: Bool = any` (`has…` for an optional), and both arms are explored. nil elsewhere, and for
    /// what a parameter, a flag of the coordinator or a comparison with a case decides. Not registered here:
    /// `registerOpened` does, once an arm navigates.
    func openedState(_ conditions: ConditionElementListSyntax, _ scope: Scope) -> (String, Bool)? {
        guard launchCoordinator != nil || launchScreen != nil, readsAtLaunch(scope, coordinatorPath: true), conditions.count == 1 else { return nil }
        switch conditions.first!.condition {
        case .optionalBinding(let b):
            guard let bound = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            if let value = b.initializer?.value {
                guard isOpened(value, scope) else { return nil }
            } else {
                // `if let currentUser`: the owner's optional property, given before it starts.
                guard scope.locals[bound] == nil, scope.parameters[bound] == nil, module.property(of: scope.owner, named: bound) != nil else { return nil }
            }
            return (stateName("has" + bound.prefix(1).uppercased() + bound.dropFirst()), false)
        case .expression(var e):
            var negated = false
            if let prefix = e.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { negated = true; e = prefix.expression }
            e = unwrap(e)
            if let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
               op == "!=" || op == "==", infix.rightOperand.is(NilLiteralExprSyntax.self) {
                guard isOpened(infix.leftOperand, scope), let last = lastName(infix.leftOperand, scope) else { return nil }
                return (stateName("has" + last.prefix(1).uppercased() + last.dropFirst()), negated != (op == "=="))
            }
            guard isOpened(e, scope), let name = boolName(e, scope) else { return nil }
            return (stateName(name), negated)
        default: return nil
        }
    }

    /// Records an opened condition as launch state, within the draft's budget.
    func registerOpened(_ name: String, at node: some SyntaxProtocol) -> Bool {
        guard mayBeLaunchState(name, type: "Bool") else { return false }
        findings.launchStates[name] = ("Bool", [], place(node))
        return true
    }

    /// An expression whose value comes from outside the method: a call, or a chain of members not rooted in a
    /// parameter or a local (a local given such a value counts as one too), not a literal or a case.
    private func isOpened(_ e: ExprSyntax, _ scope: Scope, depth: Int = 0) -> Bool {
        // A local given a value made from itself (`x = x.next`) would loop: a chain that deep is not read.
        guard depth < 16 else { return false }
        let isOpened = { (e: ExprSyntax, scope: Scope) in self.isOpened(e, scope, depth: depth + 1) }
        let e = unwrap(e)
        // What UIKit shows is the draft's own state, not something read as the app starts.
        if e.tokens(viewMode: .sourceAccurate).contains(where: { Self.uikitState.contains($0.text) }) { return false }
        if e.is(BooleanLiteralExprSyntax.self) || e.is(NilLiteralExprSyntax.self) || e.is(StringLiteralExprSyntax.self) { return false }
        if let call = e.as(FunctionCallExprSyntax.self) {
            if caseLiteral(e) != nil { return false }
            // A type's initializer makes a value here: nothing read at run time.
            if let ref = unwrap(call.calledExpression).as(DeclReferenceExprSyntax.self), ref.baseName.text.first?.isUppercase == true { return false }
            return unwrap(call.calledExpression).as(MemberAccessExprSyntax.self).map { $0.base.map { isOpened($0, scope) || isTypeName($0) } ?? false }
                ?? unwrap(call.calledExpression).is(DeclReferenceExprSyntax.self)
        }
        if let m = e.as(MemberAccessExprSyntax.self) {
            guard let base = m.base.map(unwrap) else { return false }
            if base.trimmedDescription == "self" { return true }
            return isTypeName(base) || isOpened(base, scope)
        }
        if let r = e.as(DeclReferenceExprSyntax.self) {
            let name = r.baseName.text
            if scope.parameters[name] != nil { return false }
            // `var initialVC: UIViewController?` given one value or another in the arms of run-time choices
            // (`if isLoggedIn() { initialVC = … } else { initialVC = GetStarted() }`): what it holds is read at run time.
            if let values = scope.bindings[name], Set(values.map { $0.trimmedDescription }).count > 1,
               values.contains(where: { v in v.parent?.as(InfixOperatorExprSyntax.self) != nil && Self.isInChoiceArm(v) }) { return true }
            if let value = scope.local(name, at: r) { return isOpened(value, scope) }
            // The owner's property: read as the app starts (a flag the coordinator sets is `boolFlag`'s).
            return module.property(of: scope.owner, named: name) != nil || name.first?.isLowercase == true && scope.locals[name] == nil
        }
        return false
    }

    static func isInInitializer(_ node: some SyntaxProtocol) -> Bool {
        var n: Syntax? = Syntax(node).parent
        while let current = n {
            if current.is(InitializerDeclSyntax.self) { return true }
            if current.is(FunctionDeclSyntax.self) || current.is(ClosureExprSyntax.self) { return false }
            n = current.parent
        }
        return false
    }

    /// Whether a node sits in an arm of an `if` or a `switch` case (inside the function it is in).
    static func isInChoiceArm(_ node: some SyntaxProtocol) -> Bool {
        var n: Syntax? = Syntax(node).parent
        while let current = n, !current.is(FunctionDeclSyntax.self), !current.is(ClosureExprSyntax.self) {
            if current.is(SwitchCaseSyntax.self) { return true }
            if let block = current.as(CodeBlockSyntax.self), block.parent?.is(IfExprSyntax.self) == true { return true }
            n = current.parent
        }
        return false
    }

    static let uikitState: Set<String> = ["presentedViewController", "presentingViewController", "topViewController", "visibleViewController",
        "viewControllers", "navigationController", "tabBarController", "selectedIndex", "selectedViewController", "rootViewController",
        "isViewLoaded", "parent", "children", "isBeingPresented", "isBeingDismissed", "isMovingFromParent", "isCollapsed"]

    private func isTypeName(_ e: ExprSyntax) -> Bool {
        guard let r = e.as(DeclReferenceExprSyntax.self) else { return false }
        return r.baseName.text.first?.isUppercase == true
    }

    /// The last name in a chain (`session.currentUser` → currentUser; `Auth.auth().user` → user).
    func lastName(_ e: ExprSyntax, _ scope: Scope) -> String? {
        let e = unwrap(e)
        if let m = e.as(MemberAccessExprSyntax.self) { return m.declName.baseName.text }
        if let call = e.as(FunctionCallExprSyntax.self) { return lastName(call.calledExpression, scope) }
        if let r = e.as(DeclReferenceExprSyntax.self) { return r.baseName.text }
        return nil
    }

    /// A Bool's name: a local's own; `defaults.bool(forKey: "onboarded")` → onboarded; `source.isSome` →
    /// sourceIsSome (a name that says nothing alone takes its base's); else the last name.
    private func boolName(_ e: ExprSyntax, _ scope: Scope) -> String? {
        if let r = e.as(DeclReferenceExprSyntax.self) { return r.baseName.text }
        if let call = e.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
           let key = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue, !key.isEmpty {
            return key
        }
        guard let last = lastName(e, scope) else { return nil }
        let vague = ["isSome", "isNone", "isEmpty", "isNil", "exists", "isValid", "value", "get", "bool"]
        if vague.contains(last), let m = (e.as(FunctionCallExprSyntax.self)?.calledExpression ?? e).as(MemberAccessExprSyntax.self),
           let base = m.base, let baseName = lastName(base, scope) {
            return baseName + last.prefix(1).uppercased() + last.dropFirst()
        }
        return last
    }

    /// A launch state's name as an identifier (letters and digits, lower camel case).
    private func stateName(_ raw: String) -> String {
        var words = raw.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard !words.isEmpty else { return "launchState" }
        words[0] = words[0].prefix(1).lowercased() + words[0].dropFirst()
        for i in words.indices.dropFirst() { words[i] = words[i].prefix(1).uppercased() + words[i].dropFirst() }
        let joined = words.joined()
        return joined.first?.isNumber == true ? "s" + joined : joined
    }

    /// `if isLoggedIn`, `if !self.onboarded`: a Bool stored property of the coordinator.
    private func boolFlag(_ conditions: ConditionElementListSyntax, _ scope: Scope) -> (String, Bool)? {
        guard module.isCoordinator(scope.owner), conditions.count == 1, case .expression(var e) = conditions.first!.condition else { return nil }
        var negated = false
        if let prefix = e.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { negated = true; e = prefix.expression }
        guard let name = rootName(e, scope), isFlag(name, scope) else { return nil }
        return (name, negated)
    }

    /// `if session.isLoggedIn`, `if !isOnboarded` (a computed property): a Bool the source reads at run time from
    /// state the draft does not hold. Launch state, `var isLoggedIn: Bool = any`, so both arms are explored.
    private func launchBool(_ conditions: ConditionElementListSyntax, _ scope: Scope) -> (String, Bool)? {
        guard readsAtLaunch(scope), conditions.count == 1, case .expression(var e) = conditions.first!.condition else { return nil }
        var negated = false
        if let prefix = e.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { negated = true; e = prefix.expression }
        e = unwrap(e)
        var names: [String] = []
        var current: ExprSyntax? = e
        while let c = current {
            if let m = c.as(MemberAccessExprSyntax.self) { names.insert(m.declName.baseName.text, at: 0); current = m.base.map(unwrap) }
            else if let r = c.as(DeclReferenceExprSyntax.self) { names.insert(r.baseName.text, at: 0); current = nil }
            else { return nil }
        }
        guard let first = names.first, let last = names.last, scope.locals[first] == nil, scope.parameters[first] == nil, first != "self" || names.count > 1 else { return nil }
        let chain = first == "self" ? Array(names.dropFirst()) : names
        if chain.count == 1 {
            // The coordinator's own property: only a computed Bool (a stored one is a flag its code sets).
            guard let p = module.property(of: scope.owner, named: last), p.isComputed, p.typeName == "Bool" else { return nil }
        } else {
            // Another object's Bool, reached through typed properties the app declares (`session.isSignedIn`:
            // the coordinator's `session: Session`, Session's `isSignedIn: Bool`); a collection's `isEmpty` is not.
            var type = scope.owner
            for (i, name) in chain.enumerated() {
                guard let p = module.property(of: type, named: name),
                      let t = p.typeName.map(baseTypeName) ?? p.initializer?.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                else { return nil }
                if i == chain.count - 1 { guard t == "Bool" else { return nil } } else { guard module[t] != nil else { return nil }; type = t }
            }
        }
        guard mayBeLaunchState(last, type: "Bool") else { return nil }
        findings.launchStates[last] = ("Bool", [], place(conditions))
        return (identifier(last), negated)
    }

    private func isFlag(_ name: String, _ scope: Scope) -> Bool {
        guard scope.locals[name] == nil, scope.parameters[name] == nil, let p = module.property(of: scope.owner, named: name), !p.isComputed else { return false }
        let initial = p.initializer?.trimmedDescription
        return p.typeName == "Bool" || initial == "true" || initial == "false"
    }

    private func assignment(_ x: InfixOperatorExprSyntax, _ scope: Scope, _ depth: Int) -> [DraftStatement] {
        let at = place(x)
        let value = x.rightOperand.trimmedDescription
        if module.isCoordinator(scope.owner), value == "true" || value == "false", let name = rootName(x.leftOperand, scope), isFlag(name, scope) {
            return [.assign(name, value, at)]
        }
        let target = x.leftOperand
        if let s = methodReference(x.rightOperand, scope, at) { return s }
        let name = target.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? target.as(DeclReferenceExprSyntax.self)?.baseName.text
        // `self.rootViewController = RootViewController()` in a type that declares the property: its own, not a window's.
        let ownProperty = name.map { module.property(of: scope.owner, named: $0) != nil } == true
            && (target.is(DeclReferenceExprSyntax.self) || target.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "self")
        // `let root: UIViewController; if … { root = A } else { root = B }; window.rootViewController = root`: each
        // arm's assignment is the root it makes (read as the window's line would be), and that line makes none.
        let local = target.as(DeclReferenceExprSyntax.self)?.baseName.text
        let rootLocals = local != nil || name == "rootViewController" ? rootLocals(around: x, owner: scope.owner) : []
        if name == "rootViewController", !ownProperty, let given = x.rightOperand.as(DeclReferenceExprSyntax.self)?.baseName.text, rootLocals.contains(given) {
            findings.recordResolved(at, "rootViewController =", "the root each arm gives \(given)")
            return []
        }
        // `let viewControllers: [UIViewController]; … viewControllers = [Welcome()]`: a local the body declares is
        // an array being built, not a container's stack (what it is handed to later shows it).
        let isRootLocal = local.map(rootLocals.contains) == true
        let isDeclaredLocal = !isRootLocal && local.map(scope.declaredLocals.contains) == true
        switch isRootLocal ? "rootViewController" : isDeclaredLocal ? nil : name {
        case "rootViewController" where !ownProperty && isOverlayWindow(target, x):
            // A window of its own above the app's (`window.windowLevel = .alert`): an overlay, not the app's root.
            findings.record(at, "rootViewController =", .unresolved("a window of its own"))
            return [.todo("\(x.rightOperand.trimmedDescription) is shown in a window of its own above the app's (an overlay): the flow has one window", at)]
        case "rootViewController" where !ownProperty && !isWindow(target, scope):
            // `bannerView.rootViewController = self` (an ad banner, a player view): a property of that object, not the app's root.
            findings.recordResolved(at, "rootViewController =", "not a window's")
            return []
        case "rootViewController" where !ownProperty:
            let d = initialiserParameterAsNavigation(resolver.resolve(x.rightOperand, in: scope), scope)
            findings.record(at, "rootViewController =", d)
            let mods = showModifiers(of: x.rightOperand, d, scope)
            return splitShown(d, at) ?? [.show(.root, [d], modifiers: mods, at)]
        case "tabs" where Self.tabProviders(x.rightOperand, scope) != nil:
            // iOS 18's tabs: `tabBarController.tabs = [UITab(title: …) { _ in nav }, UISearchTab { _ in … }]`, each
            // tab the view controller its provider makes (a group's tabs in the sidebar are tabs too).
            return containerContents(Self.tabProviders(x.rightOperand, scope)!, receiver: target.as(MemberAccessExprSyntax.self)?.base, scope, at, call: "tabs =")
        case "viewControllers":
            let base = target.as(MemberAccessExprSyntax.self)?.base
            // `viewControllers = tabs.map { navController(for: $0) }`: each element as the closure wraps it.
            if let (elements, closure) = mappedElements(x.rightOperand, scope) {
                return containerContents(elements, receiver: base, scope, at, call: "viewControllers =", mappedBy: closure)
            }
            guard let elements = scope.arrayElements(x.rightOperand) else { return [.todo("viewControllers = \(x.rightOperand.trimmedDescription)", at)] }
            return containerContents(elements, receiver: base, scope, at, call: "viewControllers =")
        default:
            // `childCoordinators[.setup] = nil`: the child is released.
            if x.rightOperand.is(NilLiteralExprSyntax.self), let subscriptCall = target.as(SubscriptCallExprSyntax.self) {
                let base = subscriptCall.calledExpression.trimmedDescription.lowercased()
                if base.contains("child") || base.contains("coordinators") { findings.recordResolved(at, "[…] = nil", "release"); return [.release(at)] }
            }
            // `self.detailCoordinator = nil`: the child is released.
            if x.rightOperand.is(NilLiteralExprSyntax.self), let name, let p = module.property(of: scope.owner, named: name),
               let t = p.typeName, module.isCoordinator(t) {
                return [.release(at)]
            }
            // `self.contentViewController = BookmarkSetupViewController()` where the property's `didSet` adds it as a
            // child (a custom container): an embed, as `addChild` is.
            // Only a screen's own property: the container is the screen the action runs on.
            if let name, !x.rightOperand.is(NilLiteralExprSyntax.self), module.isScreen(scope.owner),
               target.is(DeclReferenceExprSyntax.self) || target.as(MemberAccessExprSyntax.self)?.base.map({ Self.unwrap($0).trimmedDescription == "self" }) == true,
               let p = ([scope.owner] + module.ancestry(of: scope.owner)).lazy.compactMap({ self.module[$0]?.property(name) }).first(where: \.embedsOnSet) {
                let d = resolver.resolve(x.rightOperand, in: scope)
                findings.record(at, name + " =", d)
                let replacing = p.replacesOnSet ? ["replacing"] : []
                if isEmbeddable(d) { return [.show(.embed, [d], modifiers: replacing, at)] }
                // A navigation controller around a screen: `embed Inbox withNavigation`.
                if case .navigation(let inner?) = d, isEmbeddable(inner) { return [.show(.embed, [inner], modifiers: ["withNavigation"] + replacing, at)] }
            }
            // `rootViewController = introVC` where the property's `didSet` makes it the window's root: a root change.
            // (Not in the type's own initialiser: Swift runs no `didSet` there.)
            if let name, ownProperty, !x.rightOperand.is(NilLiteralExprSyntax.self), !Self.isInInitializer(x),
               module.property(of: scope.owner, named: name)?.rootsWindowOnSet == true {
                let d = resolver.resolve(x.rightOperand, in: scope)
                findings.record(at, name + " =", d)
                return splitShown(d, at) ?? [.show(.root, [d], modifiers: showModifiers(of: x.rightOperand, d, scope), at)]
            }
            // `popupView.addCertificateCallback = { [weak self] in … present(…) }` in a screen: a view the screen holds (or
            // a child screen made with it) runs the closure when the user taps it: an action of the screen.
            if let closure = x.rightOperand.as(ClosureExprSyntax.self), module.isScreen(scope.owner), unreadEvent(closure, scope),
               let member = target.as(MemberAccessExprSyntax.self), let holder = heldByScreen(member.base, scope) {
                let body = block(closure.statements, Scope(owner: scope.owner, closure: closure, outer: scope), depth + 1)
                if navigates(body, scope, depth) {
                    addScreenEvent("\(holder)_\(member.declName.baseName.text)", body, closure, scope)
                    return []
                }
            }
            // `vc = makeSessionViewController()`: the call runs, whatever it starts or shows, as in `let vc = …`.
            return expression(x.rightOperand, scope, depth)
        }
    }

    /// Whether a closure is still to be read as an event for this owner: not consumed, or consumed only as an event
    /// of other types (code they share).
    func unreadEvent(_ closure: ClosureExprSyntax, _ scope: Scope) -> Bool {
        guard consumed.contains(closure.id) else { return true }
        guard let owners = eventOwners[closure.id] else { return false }
        return !owners.contains(scope.owner)
    }

    /// A screen's event: consumed for this owner; one per place; a name already taken by another closure of the
    /// screen gets the closure's line (two `popup.onTap = { … }` are two ways, not one dropped).
    func addScreenEvent(_ name: String, _ body: [DraftStatement], _ closure: ClosureExprSyntax, _ scope: Scope) {
        consumed.insert(closure.id)
        eventOwners[closure.id, default: []].insert(scope.owner)
        let at = place(closure)
        guard !findings.screenEvents.contains(where: { $0.screen == scope.owner && $0.place == at }) else { return }
        var event = name
        if findings.screenEvents.contains(where: { $0.screen == scope.owner && $0.name == event }) { event += "_\(at.line)" }
        findings.screenEvents.append(.init(screen: scope.owner, name: event, body: body, place: at))
    }

    /// What a screen holds for its whole life and the user taps: a stored property (not weak, not a closure) made
    /// with the screen — a view, a control, a child screen created where it is declared — or a local view it makes.
    /// Not a coordinator, not a screen it only keeps a reference to (one it shows later runs its own actions).
    private func heldByScreen(_ base: ExprSyntax?, _ scope: Scope) -> String? {
        guard let base else { return nil }
        let plain = unwrap(base)
        let name: String
        if let ref = plain.as(DeclReferenceExprSyntax.self) { name = ref.baseName.text }
        else if let m = plain.as(MemberAccessExprSyntax.self), m.base.map({ unwrap($0).trimmedDescription == "self" }) == true { name = m.declName.baseName.text }
        else { return nil }
        func madeType(_ e: ExprSyntax?) -> String? { e.flatMap { unwrap($0).as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text } }
        // A local: a view or control made here (not a request, a service: their closures are outcomes).
        if plain.is(DeclReferenceExprSyntax.self), let value = scope.local(name, at: base) {
            guard let type = madeType(value), isViewType(type) else { return nil }
            return name
        }
        guard let p = module.property(of: scope.owner, named: name), !p.isWeak, !p.isComputed, !module.isClosure(p),
              !(p.initializer.map { unwrap($0).is(NilLiteralExprSyntax.self) } ?? false) else { return nil }
        let type = p.typeName.map(baseTypeName) ?? madeType(p.initializer)
        guard let type, !module.isCoordinator(type), !type.lowercased().contains("delegate") else { return nil }
        // A child screen: only one the screen embeds (`addChild(onboardingViewController)`); one it pushes or
        // presents runs its own actions where it is shown.
        if module.isScreen(type) || module.uikitBase(of: type) != nil || type.hasSuffix("Controller") {
            return p.initializer != nil && embedsProperty(name, scope.owner) ? name : nil
        }
        return module[type]?.kind == .class || isViewType(type) ? name : nil
    }

    /// A view, a control, a cell or a bar of UIKit or of the app (by its own name or a base class's).
    private func isViewType(_ type: String) -> Bool {
        let suffixes = ["View", "Button", "Control", "Cell", "Bar", "Field", "Switch", "Slider", "Label"]
        return ([type] + module.ancestry(of: type)).contains { t in suffixes.contains { t.hasSuffix($0) } && !t.hasSuffix("ViewController") }
    }

    /// Whether the type (or a base) adds its property as a child view controller somewhere (`addChild(x)`, `addChild(self.x)`).
    private func embedsProperty(_ name: String, _ owner: String) -> Bool {
        ([owner] + module.ancestry(of: owner)).compactMap { module[$0] }.contains { t in
            t.methods.contains { m in
                guard let body = m.body else { return false }
                return Syntax(body).descendants(FunctionCallExprSyntax.self).contains { call in
                    // `addChild(x)`, or an app wrapper around it (`addSubviewController(x)`).
                    guard let callee = call.calledExpression.calleeName,
                          callee == "addChild" || wrappers[callee]?.contains(where: { $0.verb == .embed }) == true else { return false }
                    return call.arguments.contains { a in let e = unwrap(a.expression).trimmedDescription; return e == name || e == "self." + name }
                }
            }
        }
    }

    /// `setViewControllers([…])` / `viewControllers = […]`: a tab bar's tabs or a navigation stack.
    /// `overlay.rootViewController = x` where the same body raises that window's level: a second window.
    private func isOverlayWindow(_ target: ExprSyntax, _ x: InfixOperatorExprSyntax) -> Bool {
        guard let window = target.as(MemberAccessExprSyntax.self)?.base.map({ Self.unwrap($0).trimmedDescription }) else { return false }
        var body: Syntax? = Syntax(x)
        while let n = body, !n.is(CodeBlockSyntax.self) { body = n.parent }
        guard let body else { return false }
        return body.descendants(InfixOperatorExprSyntax.self).contains { a in
            guard a.operator.is(AssignmentExprSyntax.self), let m = a.leftOperand.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "windowLevel" else { return false }
            return m.base.map { Self.unwrap($0).trimmedDescription } == window
        }
    }

    /// What each `UITab`, `UISearchTab` (and each tab of a `UITabGroup`) of an array provides: its view controller
    /// provider's returned value, `{ _ in UINavigationController(rootViewController: EventsViewController()) }`, a
    /// local it returns read as the value it was given. nil when the array holds no such tab.
    static func tabProviders(_ expr: ExprSyntax, _ scope: Scope) -> [ExprSyntax]? {
        guard let elements = scope.arrayElements(expr) else { return nil }
        var out: [ExprSyntax] = []
        for element in elements {
            guard let call = unwrap(element).as(FunctionCallExprSyntax.self),
                  let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { continue }
            if type == "UITabGroup", let children = call.arguments.first(where: { $0.label?.text == "children" })?.expression,
               let inner = tabProviders(children, scope) {
                out += inner
                continue
            }
            guard ["UITab", "UISearchTab"].contains(type),
                  let provider = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "viewControllerProvider" })?.expression.as(ClosureExprSyntax.self),
                  let value = providedValue(provider) else { continue }
            out.append(value)
        }
        return out.isEmpty ? nil : out
    }

    /// The value a closure returns: its one expression, or what its `return` gives (a local it declared, by the
    /// value it was given).
    static func providedValue(_ closure: ClosureExprSyntax) -> ExprSyntax? {
        guard let returned = returnedExpressions(closure.statements).last else { return nil }
        if let name = returned.as(DeclReferenceExprSyntax.self)?.baseName.text {
            for case .decl(let d) in closure.statements.map(\.item) {
                guard let v = d.as(VariableDeclSyntax.self) else { continue }
                for b in v.bindings where b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    if let value = b.initializer?.value { return value }
                }
            }
        }
        return returned
    }

    /// `xs.map { wrap($0) }` of an array the body builds: its elements and the closure that wraps each.
    private func mappedElements(_ expr: ExprSyntax, _ scope: Scope) -> ([ExprSyntax], ClosureExprSyntax)? {
        guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "map", let base = member.base, let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              closure.statements.count == 1, let elements = scope.arrayElements(base) else { return nil }
        return (elements, closure)
    }

    private func containerContents(_ elements: [ExprSyntax], receiver: ExprSyntax?, _ scope: Scope, _ at: SourcePlace, call: String,
                                   mappedBy closure: ClosureExprSyntax? = nil, modifiers: [String] = []) -> [DraftStatement] {
        let items = elements.map { element -> Destination in
            var d = resolver.resolve(element, in: scope)
            // The element as the closure wraps it: its one expression, with its parameter (or `$0`) the element.
            if let closure, let body = closure.statements.first?.item.as(ExprSyntax.self) ?? closure.statements.first?.item.as(ReturnStmtSyntax.self)?.expression {
                var inner = scope
                let parameter = Self.firstParameter(of: closure) ?? "$0"
                inner.bindings[parameter] = [element]
                inner.parameters[parameter] = nil
                let wrapped = resolver.resolve(body, in: inner)
                if !wrapped.isUnresolved { d = wrapped }
            }
            // `let feedNav = UINavigationController(); FeedCoordinator(navigationController: feedNav)`: the tab is the
            // coordinator the bare navigation controller was handed to.
            if case .navigation(nil) = d, let owner = coordinatorHanded(element, scope) { return .coordinator(owner) }
            if case .navigation(nil) = d, let root = rootGivenLater(element, scope) { return .navigation(root) }
            return d
        }
        if let split = splitView(receiver, scope) {
            for d in items { findings.record(at, call, d) }
            return columns(items, of: split, shownBefore: receiver.map(madeRootBefore) ?? false, at)
        }
        var tabBar: String?
        if let receiver, case .tabBar(let t) = resolver.resolve(receiver, in: scope) { tabBar = t }
        if receiver == nil || receiver?.trimmedDescription == "self", module.isTabBarController(scope.owner) { tabBar = scope.owner }
        if let receiver, receiver.trimmedDescription.lowercased().contains("tabbar") && tabBar == nil { tabBar = resolver.tabBarName(scope.owner) }
        for d in items { findings.record(at, call, d) }
        if items.isEmpty { findings.recordResolved(at, call, "[]") }
        // `setViewControllers([])` (in a teardown): a flow has no empty stack to say; a person decides.
        if items.isEmpty && tabBar == nil { return [.todo("\(call)([]) empties the stack: the flow cannot say an empty stack", at)] }
        if let tabBar {
            for case .coordinator(let c) in items {
                findings.tabCoordinators.insert(c)
                findings.tabBuilders[c, default: []].insert(scope.owner)
            }
            // The first tabs set, unless an initialiser's empty placeholder comes first (`viewControllers = []`).
            if findings.tabBars[tabBar]?.tabs.isEmpty != false, !items.isEmpty { findings.tabBars[tabBar] = (items, at) }
            return [.show(.tabs, items + [.tabBar(tabBar)], modifiers: [], at)]
        }
        // `[self, next]` from a screen's own code keeps that screen: `set [self, Next]`.
        let kept = zip(elements, items).map { e, d in e.trimmedDescription == "self" && module.isScreen(scope.owner) ? Destination.acting : d }
        return [.show(.set, kept, modifiers: modifiers, at)]
    }

    /// The split view a receiver is (`split`, `splitViewController`, `self` in a UISplitViewController subclass).
    private func splitView(_ receiver: ExprSyntax?, _ scope: Scope) -> String? {
        guard let receiver, receiver.trimmedDescription != "self" else { return module.isSplitViewController(scope.owner) ? scope.owner : nil }
        if let split = resolver.splitName(resolver.resolve(receiver, in: scope)) { return split }
        // `self.splitViewController: UISplitViewController`, a property of that type.
        guard let type = resolver.typeOf(receiver, in: scope).map(baseTypeName), module.isSplitViewController(type) else { return nil }
        return module.isScreen(type) ? type : "UISplitViewController"
    }

    /// A split view drafted as an iPhone shows it: collapsed into one navigation stack, its primary column's (the
    /// list the user starts from; what is shown in the secondary column is pushed on it). On an iPad both columns
    /// show; a person writes that layout (docs/language.md, "Split view and page view").
    private func columns(_ items: [Destination], of split: String, shownBefore: Bool, _ at: SourcePlace) -> [DraftStatement] {
        guard shownBefore else { findings.splitColumns[split] = items; return [] }
        let note = DraftStatement.todo("\(split) drafted collapsed, as on an iPhone: one navigation stack holding its primary column; on an iPad every column shows", at)
        switch items.first {
        case .coordinator(let c)?:
            findings.splitCoordinators[c] = at
            let end = findings.terminations[c]
            return [note, .show(.root, [.navigation(nil)], modifiers: [], at), .start(c, handler: end?.body, handlerPlace: end?.place, at)]
        case .navigation(let inner?)?, let inner?:
            if case .navigation(nil) = inner { return [.todo("the primary column of \(split): \(describe(inner))", at)] }
            return [note, .show(.root, [.navigation(inner)], modifiers: ["withNavigation"], at)]
        case nil: return []
        }
    }

    /// What showing a split view brings with it: its columns, set on it before (the show itself is replaced).
    /// Only a split view made the window's root is drafted so (a presented one stays as the Swift says).
    private func splitShown(_ d: Destination, _ at: SourcePlace) -> [DraftStatement]? {
        guard let split = resolver.splitName(d), let pending = findings.splitColumns.removeValue(forKey: split) else { return nil }
        return columns(pending, of: split, shownBefore: true, at)
    }

    /// `removeView(currentView); addView(targetView)`: a child removed from its parent earlier in the same function
    /// (`removeFromParent()`, directly or in an own method called before) — the embed swaps the content.
    private func removesChildBefore(_ x: FunctionCallExprSyntax, _ scope: Scope) -> Bool {
        var node: Syntax? = Syntax(x)
        while let n = node, !n.is(FunctionDeclSyntax.self), !n.is(ClosureExprSyntax.self) { node = n.parent }
        guard let function = node else { return false }
        func removes(_ call: FunctionCallExprSyntax) -> Bool { unwrap(call.calledExpression).calleeName == "removeFromParent" }
        return function.descendants(FunctionCallExprSyntax.self).contains { call in
            guard call.position < x.position else { return false }
            if removes(call) { return !(call.calledExpression.as(MemberAccessExprSyntax.self)?.base.map { ["self", "super"].contains($0.trimmedDescription) } ?? true) }
            guard let name = ExprSyntax(call.calledExpression).ownCalleeName else { return false }
            return module.methods(of: scope.owner, named: name).contains { m in
                m.body.map { Syntax($0).descendants(FunctionCallExprSyntax.self).contains(where: removes) } ?? false
            }
        }
    }

    private static func replacing(_ s: DraftStatement) -> DraftStatement {
        if case .show(.embed, let ds, let mods, let at) = s, !mods.contains("replacing") { return .show(.embed, ds, modifiers: mods + ["replacing"], at) }
        return s
    }

    /// `window.rootViewController = split` earlier in the body that sets `split`'s columns.
    private func madeRootBefore(_ receiver: ExprSyntax) -> Bool {
        let text = receiver.trimmedDescription
        var body: Syntax? = receiver.parent
        while let b = body, !b.is(CodeBlockSyntax.self) || b.parent?.is(FunctionDeclSyntax.self) != true { body = b.parent }
        guard let body else { return false }
        return body.descendants(InfixOperatorExprSyntax.self).contains {
            $0.position < receiver.position && $0.operator.is(AssignmentExprSyntax.self) && $0.rightOperand.trimmedDescription == text
                && $0.leftOperand.trimmedDescription.hasSuffix("rootViewController")
        }
    }

    /// A local holding a navigation controller the method makes with a root of its own (a storyboard's, or
    /// `rootViewController:`), not the screen's or coordinator's own. (An empty one, `UINavigationController()`, is
    /// drafted presented empty and then set, which says its stack.)
    private func madeHere(_ receiver: ExprSyntax, _ scope: Scope) -> Bool {
        guard let name = unwrap(receiver).as(DeclReferenceExprSyntax.self)?.baseName.text, scope.parameters[name] == nil,
              let value = scope.local(name, at: receiver) else { return false }
        if case .navigation(.some) = resolver.resolve(value, in: scope) { return true }
        return false
    }

    /// `pushViewController(vc, animated: false)`: the flow's `animated: false` (no transition for another to nest in).
    static func unanimated(_ arguments: [LabeledExprSyntax]) -> [String] {
        arguments.contains { $0.label?.text == "animated" && $0.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) }
            ? ["animated: false"] : []
    }

    /// The modifiers of a show: what was set on the value shown, and `withNavigation` when it is wrapped in its own
    /// navigation controller.
    private func showModifiers(of expr: ExprSyntax, _ d: Destination, _ scope: Scope) -> [String] {
        var mods = modifiers(of: expr, scope)
        if case .navigation(.some) = d { mods.append("withNavigation") }
        return mods
    }

    private func modifiers(of expr: ExprSyntax?, _ scope: Scope) -> [String] {
        guard let expr else { return [] }
        if let configured = configuration(expr) { return configured }
        guard let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text else { return [] }
        var result = scope.modifiers[name] ?? []
        if let value = scope.locals[name], let configured = configuration(value) { result += configured }
        // `let nav = UINavigationController(rootViewController: vc)`: styles set on vc count too.
        if let value = scope.locals[name]?.as(FunctionCallExprSyntax.self),
           let root = value.arguments.first(where: { $0.label?.text == "rootViewController" })?.expression.as(DeclReferenceExprSyntax.self) {
            result += scope.modifiers[root.baseName.text] ?? []
        }
        // One style: the first set (`.formSheet` on iPad, else `.pageSheet`: the first arm's, as elsewhere).
        if let style = result.first(where: presentationStyles.contains) { result.removeAll { presentationStyles.contains($0) && $0 != style } }
        return result
    }

    /// `(mainViewController?.selectedViewController as? UINavigationController)?.pushViewController(vc)` in the code
    /// of a screen that is no tab bar itself: the tab bar it holds below it (`mainViewController`), else nil. A
    /// screen's own `tabBarController?.selectedViewController` is the stack it is in, not this.
    private func heldTabBarsSelectedStack(_ receiver: ExprSyntax?, _ scope: Scope) -> String? {
        guard var value = receiver, module.isScreen(scope.owner), !module.isTabBarController(scope.owner),
              !module.isCoordinator(scope.owner) else { return nil }
        if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text, let local = scope.local(name, at: value) { value = local }
        guard let access = value.descendants(MemberAccessExprSyntax.self).first(where: { $0.declName.baseName.text == "selectedViewController" }),
              let base = access.base else { return nil }
        let holder = base.trimmedDescription.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        guard !["tabBarController", "self.tabBarController", "self"].contains(holder) else { return nil }
        return holder.hasPrefix("self.") ? String(holder.dropFirst(5)) : holder
    }

    /// `init(window:, navigationController: UINavigationController)` making its parameter the window's root (or
    /// presenting it): a navigation controller its creator made, empty as far as this code says (the pushes and
    /// `setViewControllers` that follow fill it). Any other destination as it is.
    private func initialiserParameterAsNavigation(_ d: Destination, _ scope: Scope) -> Destination {
        guard scope.methodName == "init" else { return d }
        let name: String?
        switch d {
        case .parameter(let i): name = scope.parameters.first(where: { $0.value == i })?.key
        // `self.navigationController = navigationController` before it: the name read as that assignment's value.
        case .unresolved(let text) where scope.parameters[text] != nil: name = text
        default: name = nil
        }
        guard let name, let type = scope.parameterTypes[name], case .navigation(nil)? = resolver.destination(ofType: baseTypeName(type)) else { return d }
        return .navigation(nil)
    }

    // MARK: calls

    private func call(_ x: FunctionCallExprSyntax, _ scope: Scope, _ depth: Int) -> [DraftStatement] {
        let at = place(x)
        let callee = unwrap(x.calledExpression)
        let member = callee.as(MemberAccessExprSyntax.self)
        let receiver = member?.base.map(unwrap)
        let name = callee.calleeName ?? ""
        let arguments = Array(x.arguments)
        let first = arguments.first?.expression
        let isSelf = receiver == nil || receiver?.trimmedDescription == "self"
        let receiverType = receiver.flatMap { resolver.typeOf($0, in: scope) }
        let labels = arguments.map { $0.label?.text }
        let appMethod = receiverType.map { module.methods(of: $0, named: name).contains { $0.accepts(labels, trailingClosure: x.trailingClosure != nil) } } ?? false
        var out: [DraftStatement] = []
        // `onContinue?()` where the caller passed a closure for `onContinue`: its body runs here, as the caller wrote it.
        if receiver == nil, let passed = scope.passedClosures[name], scope.local(name, at: x) == nil, depth < 6 {
            consumed.insert(passed.closure.id)
            return block(passed.closure.statements, Scope(owner: passed.outer.owner, closure: passed.closure, outer: passed.outer), depth + 1)
        }
        if let n = notificationCall(x, name: name, receiver: receiver, scope, depth) { return n }
        if screenEvent(x, member, scope, depth) { return [] }
        // `button.rx.tap.bind { … }.disposed(by: bag)`: the call in the receiver runs first.
        if let receiver, let inner = receiver.as(FunctionCallExprSyntax.self) { out += call(inner, scope, depth) }
        else if let receiver, let innerMember = receiver.as(MemberAccessExprSyntax.self), let inner = innerMember.base.map(unwrap)?.as(FunctionCallExprSyntax.self) { out += call(inner, scope, depth) }

        func show(_ verb: DraftStatement.Verb, _ expr: ExprSyntax?, adding extra: [String] = []) {
            guard let expr else { return }
            var d = resolver.resolve(expr, in: scope)
            if [.root, .present].contains(verb) { d = initialiserParameterAsNavigation(d, scope) }
            findings.record(at, name, d)
            let mods = showModifiers(of: expr, d, scope)
            out.append(.show(verb, [d], modifiers: mods + extra + Self.unanimated(arguments), at))
        }

        switch name {
        case "pushViewController" where first != nil && receiverType.map(module.isContainerWithoutBack) == true:
            // Pushed into a custom container: no back button, no edge swipe.
            show(.push, first, adding: ["hidesBackButton"])
        case "pushViewController" where first != nil && heldTabBarsSelectedStack(receiver, scope) != nil:
            // A screen above a tab bar (a custom root container) pushing onto that tab bar's selected stack: the
            // flow's `push` goes to the acting screen's own navigation controller, which this is not.
            let d = resolver.resolve(first!, in: scope)
            out.append(.todo("push \(describe(d)) onto the selected tab of \(heldTabBarsSelectedStack(receiver, scope)!): write it in the screens of those tabs", at))
        case "pushViewController" where first != nil && module.isScreen(scope.owner) && otherStack(receiver, around: x, scope) != nil:
            // A stack that is not this screen's own (the flow's `push` is its own): a TODO naming it.
            let (stack, advice) = otherStack(receiver, around: x, scope)!
            let d = resolver.resolve(first!, in: scope)
            findings.record(at, name, .unresolved("onto \(stack)"))
            out.append(.todo("push \(describe(d)) onto \(stack): \(advice)", at))
        case "pushViewController" where first != nil: show(.push, first)
        case "show" where first != nil && arguments.count == 2 && arguments.last?.label?.text == "sender": show(.push, first)
        case "present" where first != nil && arguments.first?.label == nil && !appMethod && isUIKitReceiver(receiver, scope)
                && (!isAppNonController(first!) || resolver.resolve(first!, in: scope).shownScreen != nil) && !isAppNonController(receiver):
            let shown = resolver.resolve(first!, in: scope)
            if case .alert(let title) = shown {
                findings.recordResolved(at, name, "UIAlertController")
                out.append(.alert(title ?? "alert", buttons: alertButtons(of: first!, scope, depth), at))
            } else if case .system("UIAlertController") = shown {
                // An alert an app's factory makes (`Alerts.confirm(…) -> UIAlertController`).
                findings.recordResolved(at, name, "UIAlertController")
                out.append(.alert("alert", buttons: alertButtons(of: first!, scope, depth), at))
            } else {
                // `presenter?.present(next, …)` with `let presenter = presentingViewController`, in a screen's code:
                // the screen below presents, over whatever is up by then, not this one.
                show(.present, first, adding: module.isScreen(scope.owner) && receiver.map { presentsFromBelow($0, scope) } == true ? ["onTop"] : [])
            }
        case "performSegue" where first.flatMap({ segueName($0, scope) }) != nil:
            // `performSegue(withIdentifier: "showDetail", sender: self)`: the storyboard segue of that name leaving this
            // class's scene (the name written, or held by a constant).
            let name = segueName(first!, scope)!
            let found = resolver.segue(named: name, from: receiver == nil || isSelf ? scope.owner : receiverType)
            if let (board, source, segue) = found, let shown = resolver.show(segue, from: source, in: board, at: at) {
                if case .show(_, let ds, _, _) = shown, let d = ds.first { findings.record(at, name, d) }
                out.append(shown)
            } else if let (board, _, segue) = found {
                findings.record(at, "performSegue", .unresolved("segue \"\(name)\""))
                out.append(.todo("performSegue(withIdentifier: \"\(name)\"): its destination (\(segue.destination) in \(board.path)) is no scene the draft knows", at))
            } else {
                findings.record(at, "performSegue", .unresolved("segue \"\(name)\""))
                out.append(.todo("performSegue(withIdentifier: \"\(name)\"): no storyboard read has that segue", at))
            }
        case "showDetailViewController" where first != nil:
            if splitView(receiver, scope) != nil || receiver?.trimmedDescription.lowercased().contains("split") == true {
                // A collapsed split view pushes the detail on its one stack (a navigation controller around it too).
                var d = resolver.resolve(first!, in: scope)
                if case .navigation(let inner?) = d { d = inner }
                findings.record(at, name, d)
                out.append(.show(.push, [d], modifiers: [], at))
            } else {
                show(.present, first)
            }
        case "setViewController" where first != nil && arguments.last?.label?.text == "for":
            // `split.setViewController(nav, for: .primary)`: a split view's column; the primary one is drafted.
            if let split = splitView(receiver, scope) ?? (receiver.map { _ in "UISplitViewController" }),
               caseLiteral(arguments.last!.expression) == "primary" {
                let d = resolver.resolve(first!, in: scope)
                findings.record(at, name, d)
                out += columns([d], of: split, shownBefore: receiver.map(madeRootBefore) ?? false, at)
            } else {
                findings.recordResolved(at, name, "a secondary column (the draft is collapsed)")
            }
        case "setViewControllers" where arguments.contains { $0.label?.text == "direction" }:
            // UIPageViewController's pages: the page shown is a child of the page controller, in place of the one shown
            // before (a page controller shows its current page, not every page it was ever given).
            if let page = first?.as(ArrayExprSyntax.self)?.elements.first?.expression { show(.embed, page, adding: ["replacing"]) }
        case "setViewControllers" where !appMethod && receiver.map({ madeHere($0, scope) }) == true:
            // `let nav = storyboard.instantiateViewController(…) as! UINavigationController; nav.setViewControllers([a, b])`:
            // the stack of a navigation controller made here, shown later, not the stack on screen.
            findings.record(at, name, .unresolved("the stack of \(receiver!.trimmedDescription), made here"))
            out.append(.todo("\(receiver!.trimmedDescription).setViewControllers(\(first?.trimmedDescription ?? "")): the stack of a navigation controller made here, not the one on screen; where it is shown, the draft shows its own root instead", at))
        case "setTabs" where !appMethod && first.flatMap({ Self.tabProviders($0, scope) }) != nil:
            out += containerContents(Self.tabProviders(first!, scope)!, receiver: receiver, scope, at, call: name)
        case "setViewControllers" where first.flatMap(scope.arrayElements) != nil && !appMethod:
            out += containerContents(scope.arrayElements(first!)!, receiver: receiver, scope, at, call: name, modifiers: Self.unanimated(arguments))
        case "setViewControllers" where !appMethod && first.map({ unwrap($0).as(DeclReferenceExprSyntax.self).map { scope.parameters[$0.baseName.text] != nil } == true }) == true:
            // `func set(_ viewControllers: [UIViewController]) { root.setViewControllers(viewControllers, …) }`: a
            // wrapper whose call sites give the array (`set([vc])`).
            show(.set, first)
        case "popViewController" where !appMethod: findings.recordResolved(at, name, "pop"); out.append(.back(.pop, at))
        case "popToRootViewController" where !appMethod: findings.recordResolved(at, name, "popToRoot"); out.append(.back(.popToRoot, at))
        case "popToViewController" where !appMethod:
            findings.record(at, name, .unresolved(first?.trimmedDescription ?? ""))
            out.append(.todo("popToViewController(\(first?.trimmedDescription ?? ""))", at))
        case "dismiss" where !appMethod && receiverType.map({ $0 == "UIAlertController" || module.uikitBase(of: $0) == "UIAlertController" }) == true:
            // `loadingAlert.dismiss(animated:)`: an alert (a progress alert with no button) taken down by its own code;
            // no screen is dismissed.
            findings.recordResolved(at, name, "an alert's own dismissal")
        case "dismiss" where !appMethod && arguments.first?.label?.text == "animated" && arguments.allSatisfy({ ["animated", "completion"].contains($0.label?.text ?? "") }):
            // UIKit's takes `animated:`: a bare `dismiss()` is a library's (`SVProgressHUD.dismiss()`, a tooltip's).
            findings.recordResolved(at, name, "dismiss")
            // `dismiss(animated: true) { presenter?.present(next, animated: true) }`: the completion runs once the
            // dismissal is over, from the screen below: `dismiss then { … }`.
            let completion = x.trailingClosure ?? arguments.first { $0.label?.text == "completion" }?.expression.as(ClosureExprSyntax.self)
            if let completion, !consumed.contains(completion.id),
               isSelf || receiver.map(Self.isPresentedSelf) == true || presentsItself(receiver, scope) {
                consumed.insert(completion.id)
                let body = block(completion.statements, Scope(owner: scope.owner, closure: completion, outer: scope), depth)
                out.append(body.isEmpty ? .back(.dismiss, at) : .dismissThen(body, at))
            } else {
                out.append(.back(.dismiss, at))
            }
        case "addChild" where !isSelf && first.map({ unwrap($0).trimmedDescription == "self" }) == true:
            // `parent.addChild(self)` in a screen's `embed(in parent:)`: it becomes its caller's child, where the caller
            // calls it; it does not embed a copy of itself.
            findings.record(at, name, .unresolved("self, into \(receiver!.trimmedDescription)"))
            out.append(.todo("\(receiver!.trimmedDescription).addChild(self): this screen becomes a child of the view controller its caller passes, embedded where that caller calls it", at))
        case "addChild" where first != nil && isEmbeddable(resolver.resolve(first!, in: scope)):
            show(.embed, first, adding: removesChildBefore(x, scope) ? ["replacing"] : [])
        default:
            if let s = coordinatorCall(name: name, receiver: receiver, arguments: arguments, isSelf: isSelf, scope, at) {
                out += withKeptHandler(s, x, name: name, isSelf: isSelf, scope, depth)
            } else if let (s, wrapper) = wrapperCall(name: name, receiver: receiver, receiverType: receiverType, arguments: arguments, scope, at) {
                out += wrapper.verb == .embed && removesChildBefore(x, scope) ? s.map(Self.replacing) : s
                out += keptClosures(of: x, wrapper: wrapper, shown: s, arguments: arguments, scope, depth)
            } else if isSelf, let s = startHelperCall(x, name: name, arguments: arguments, scope, at) {
                out += s
            } else if receiver == nil, let nested = scope.nestedFunctions[name], depth < 4 {
                // A function declared inside the method shadows the type's method of the same name.
                out += block(nested.statements, scope, depth + 1)
            } else if isSelf, var method = overload(module.methods(of: scope.owner, named: name), for: x, where: { $0.body != nil }) {
                // A protocol extension's method (`extension Shareable where Self: UIViewController`) runs on this type:
                // read as its own, `self` being it.
                if method.owner != scope.owner, module[method.owner]?.kind == .protocol { method.owner = scope.owner }
                let cases = casesPassed(to: method, arguments, scope)
                // A coordinator's own method is a func of its flow, unless the call passes a case to switch on.
                let passesCase = arguments.contains { a in
                    caseLiteral(a.expression) != nil || a.expression.as(TernaryExprSyntax.self).map { caseLiteral($0.thenExpression) != nil } == true
                }
                if module.isCoordinator(scope.owner) && (cases.isEmpty || !passesCase) { out.append(.callFunc(name, at)) }
                else if depth < 4 { out += passing(arguments, to: method, translate(method, depth: depth + 1, cases: cases, closures: closuresPassed(to: method, x, scope)), scope) }
            } else if !isSelf, depth < 4, let type = receiverType.map(implementation), module[type] != nil, !module.isScreen(type), !module.isCoordinator(type),
                      module.uikitBase(of: type) == nil, let method = overload(module.methods(of: type, named: name), for: x, where: { $0.body != nil && !$0.isStatic }) {
                // A router or navigator object the app declares (`router.navigate(to: .settings, transition: .present)`):
                // its method read for this call, with the cases it passes. A helper whose delegate this coordinator
                // is calls back into it there.
                let saved = listenerContext
                if module.isCoordinator(scope.owner), delegateProperty(of: type, heardBy: scope.owner) != nil { listenerContext = scope.owner }
                out += passing(arguments, to: method, translate(method, depth: depth + 1, cases: casesPassed(to: method, arguments, scope),
                                                                closures: closuresPassed(to: method, x, scope)), scope)
                listenerContext = saved
            } else if let listener = listenerContext, let receiver, let property = delegateProperty(of: scope.owner, heardBy: listener),
                      rootName(receiver) == property, module.methods(of: listener, named: name).contains(where: { $0.body != nil }) {
                // `delegate?.applicationShouldStart()` in that helper: the coordinator's own method.
                out.append(.callFunc(name, at))
            } else if let s = sendToOwner(x, name: name, receiver: receiver, scope, at) {
                out += s
            }
        }
        // Completion handlers and other closures run after the call (`dismiss { self.present(…) }`, `async { … }`).
        // A closure handed to an initialiser or as a `handler:` (an alert's button) runs when the user acts, not now.
        // `Task { … }` is an initialiser that runs its closure (soon, once), as `DispatchQueue.main.async` does.
        let storesHandler = name.first?.isUppercase == true && name != "Task"
        // `reloadObserverToken = observatory.append { result in … }`: the call registers the closure and hands back a
        // token to end it with: it runs when what it observes happens, later and any number of times, not now.
        let registers = Self.registrationToken(holding: x)
        let closures = [x.trailingClosure].compactMap { $0 } + arguments.filter { !["handler", "action", "primaryAction"].contains($0.label?.text ?? "") }
            .compactMap { $0.expression.as(ClosureExprSyntax.self) }
        // A `Task { for await event in stream { … } }` listens, as a `sink` does: its body runs per event, later.
        let listens = name == "Task" && closures.contains { c in c.statements.contains { $0.item.as(ForStmtSyntax.self)?.awaitKeyword != nil } }
        let keptByMethod = keptByAppMethod(x, name: name, receiverType: receiverType, isSelf: isSelf, scope).filter { !consumed.contains($0.closure.id) }
        var handed = handOver(keptByMethod, madeBy: x, scope, depth)
        // A local closure that hands its closure arguments to a control (`makeButton("Copy") { … }`) keeps them.
        let keptLocally = keptByLocalClosure(x, scope)
        // An app method that makes a menu item or a button from the closure (`func action(image:_ handler:) -> UIAction`):
        // the item keeps it, and it runs when the user picks the item, as a control's own closure does.
        let makesControl = (isSelf ? scope.owner : receiverType).map { type in
            module.methods(of: type, named: name).contains { m in m.body != nil && m.returnType.map { Self.controlTypes.contains(baseTypeName($0)) } == true }
        } ?? false
        routeHandlers(x, name: name, scope, depth, skipping: handed)
        if storesHandler || makesControl { controlHandlers(x, name: name, scope, depth, skipping: handed) }
        else if !keptLocally.isEmpty {
            let runNow = Set(closures.map(\.id)).subtracting(keptLocally)
            controlHandlers(x, name: name, scope, depth, skipping: handed.union(runNow))
        }
        else if module.isCoordinator(scope.owner) { externalEvents(x, scope, depth, skipping: handed) }
        // Kept by the app's method for later (`confirm(address:) { success in … }` whose body sets
        // `confirmation.successCallback = { callback(true) }`) and handed to nothing the draft knows: it runs when that
        // object decides, not after the call. In a screen that is a way the user (or what the screen holds) triggers
        // later: an action of the screen. In a coordinator it reads as before.
        for (label, closure) in keptByMethod where module.isScreen(scope.owner) && !handed.contains(closure.id) && unreadEvent(closure, scope) && !keptLocally.contains(closure.id) {
            handed.insert(closure.id)
            let body = block(closure.statements, Scope(owner: scope.owner, closure: closure, outer: scope), depth + 1)
            guard navigates(body, scope, depth) else { consumed.insert(closure.id); continue }
            // Named as a control's closure is (`addAction(name: "Logout") { … }` → `logout`), else after the call.
            let literal = x.arguments.first?.expression.as(StringLiteralExprSyntax.self).flatMap { l in
                l.segments.count == 1 ? l.segments.first?.as(StringSegmentSyntax.self)?.content.text : nil
            }.flatMap(lowerCamelWords)
            addScreenEvent(Self.titleWord(of: x) ?? literal ?? "\(name)_\(label)", body, closure, scope)
        }
        // `loader.start()` on a helper given a closure to call when it is done: that closure runs after it.
        if let receiver, !helperCompletions.isEmpty, let binding = helperLocal(receiver, scope), let pending = helperCompletions.removeValue(forKey: binding) {
            for closure in pending {
                out += block(closure.statements, Scope(owner: scope.owner, closure: closure, outer: scope), depth + 1)
            }
        }
        // Outcome closures of one call are alternatives: `request(success: { … }, failure: { … })`, and a promise
        // chain's `.catch { … }` runs instead of its `.done { … }`/`.then { … }`, never after it.
        let chained = Self.failureHandlers.contains(name) && receiver?.is(FunctionCallExprSyntax.self) == true
        var succeeded: [DraftStatement] = [], failed: [[DraftStatement]] = []
        for closure in storesHandler || listens || registers ? [] : closures where !consumed.contains(closure.id) && !handed.contains(closure.id) && !keptLocally.contains(closure.id) {
            let body = block(closure.statements, Scope(owner: scope.owner, closure: closure, outer: scope), depth)
            let label = arguments.first { $0.expression.id == ExprSyntax(closure).id }?.label?.text
            if label.map(Self.isFailureLabel) ?? chained {
                failed.append(body)
            } else {
                succeeded += body
            }
        }
        guard !failed.isEmpty else { return out + succeeded }
        // A chain's `.catch` is the other way out of everything before it.
        let arms = chained ? [out + succeeded] + failed : [succeeded] + failed
        return (chained ? [] : out) + choose(condition: "\(name)(…) succeeds or fails", arms: arms, at: at)
    }

    /// What UIKit makes of a closure the user triggers later: a menu item, a button, a swipe action, a key command.
    static let controlTypes: Set<String> = ["UIAction", "UIMenu", "UIMenuElement", "UIBarButtonItem", "UIButton", "UIContextualAction",
                                            "UIKeyCommand", "UICommand", "UIContextMenuConfiguration", "UISwipeActionsConfiguration"]

    /// `presentingViewController`, or a local given it (`let presenter = presentingViewController`).
    private func presentsFromBelow(_ receiver: ExprSyntax, _ scope: Scope) -> Bool {
        var e = receiver
        if let ref = e.as(DeclReferenceExprSyntax.self), let value = scope.local(ref.baseName.text, at: ref) { e = unwrap(value) }
        return Self.ownProperty(e) == "presentingViewController"
    }

    /// `navigationController?.dismiss`, `self.presentingViewController?.dismiss`: the screen's own presentation.
    static func isPresentedSelf(_ receiver: ExprSyntax) -> Bool {
        ["self", "navigationController", "presentingViewController"].contains(ownProperty(receiver))
    }

    /// `spinner.dismiss(animated: true) { … }` where the acting screen's own code presents `spinner`
    /// (`present(spinner, animated: true)`): UIKit forwards a presented controller's dismissal to its presenter, so it
    /// is the screen's `dismiss`, and the completion runs once the spinner is gone.
    private func presentsItself(_ receiver: ExprSyntax?, _ scope: Scope) -> Bool {
        guard let receiver, module.isScreen(scope.owner) else { return false }
        let name = Self.ownProperty(receiver)
        guard !name.isEmpty, name != "self", name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
        for method in module[scope.owner]?.methods ?? [] {
            for call in method.body?.descendants(FunctionCallExprSyntax.self) ?? [] {
                let callee = Self.unwrap(call.calledExpression)
                guard callee.calleeName == "present", callee.as(MemberAccessExprSyntax.self).map({ Self.isPresentedSelf($0.base.map(Self.unwrap) ?? ExprSyntax(callee)) }) ?? true,
                      let shown = call.arguments.first?.expression else { continue }
                if Self.ownProperty(Self.unwrap(shown)) == name { return true }
            }
        }
        return false
    }

    /// `self.x?` and `x` → `x`; `self` stays `self`.
    private static func ownProperty(_ e: ExprSyntax) -> String {
        let text = e.trimmedDescription.replacingOccurrences(of: "?", with: "")
        return text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    }

    /// A promise chain's failure step (PromiseKit, Combine): its closure runs only when the steps before it fail.
    static let failureHandlers: Set<String> = ["catch", "recover", "onError", "onFailure", "ifFailure"]

    /// `failure:`, `onError:`, `errorHandler:`, `onFailure:`: the closure a call runs when it fails.
    static func isFailureLabel(_ label: String) -> Bool {
        let l = label.lowercased()
        return ["failure", "onfailure", "error", "onerror", "errorhandler", "failurehandler", "onfail", "fail", "failed", "onfailed"].contains(l)
    }

    /// Whether the call's result is kept in a property named for a registration (`…Token`, `…Observer`,
    /// `…Subscription`, `…Cancellable`, `…Disposable`).
    private static func registrationToken(holding x: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(x)
        while let p = node.parent, p.is(OptionalChainingExprSyntax.self) || p.is(ForceUnwrapExprSyntax.self) || p.is(TryExprSyntax.self) { node = p }
        guard let assignment = node.parent?.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self),
              assignment.rightOperand.id == node.id else { return false }
        let target = assignment.leftOperand.trimmedDescription.lowercased()
        return ["token", "observer", "subscription", "cancellable", "disposable"].contains { target.hasSuffix($0) }
    }

    /// The closures a call hands to `method` for parameters its body calls directly (not one it keeps or hands on),
    /// by parameter name.
    private func closuresPassed(to method: MethodInfo, _ x: FunctionCallExprSyntax, _ scope: Scope) -> [String: PassedClosure] {
        guard let body = method.body else { return [:] }
        var given = argumentsByParameter(method, Array(x.arguments))
        if let trailing = x.trailingClosure, let last = method.parameters.indices.last, given[last] == nil { given[last] = ExprSyntax(trailing) }
        var result: [String: PassedClosure] = [:]
        for (index, expr) in given {
            guard let closure = expr.as(ClosureExprSyntax.self) else { continue }
            let name = method.parameters[index].name
            let called = body.descendants(FunctionCallExprSyntax.self).contains { call in
                unwrap(call.calledExpression).as(DeclReferenceExprSyntax.self)?.baseName.text == name && !call.isInClosure(below: body)
            }
            if called { result[name] = PassedClosure(closure, outer: scope) }
        }
        return result
    }

    /// `var launchStateManager: LaunchStateManaging`: the one class of the app that adopts a protocol (not a test
    /// double), whose methods run; any other type is itself.
    private func implementation(_ written: String) -> String {
        let type = baseTypeName(written)
        guard module[type]?.kind == .protocol else { return type }
        let classes = module.conformers(of: type).filter { module[$0]?.kind == .class && !DraftBuilder.isTestDouble($0) }
        return classes.count == 1 ? classes[0] : type
    }

    /// The property of a helper type through which it tells `listener` (its `delegate`, typed as a protocol the
    /// listener adopts or as the listener itself); nil when it has none.
    private func delegateProperty(of type: String, heardBy listener: String) -> String? {
        let family = Set([listener] + module.ancestry(of: listener))
        return ([type] + module.ancestry(of: type)).compactMap { module[$0] }.flatMap(\.properties).first { p in
            guard let t = p.typeName.map(baseTypeName) else { return false }
            return family.contains(t) || (module[t]?.kind == .protocol && !Set(module.conformers(of: t)).isDisjoint(with: family))
        }?.name
    }

    /// The closures a call to a local closure (`let makeButton: (String, @escaping UIActionHandler) -> UIButton =
    /// { title, action in … UIAction(handler: action) … }`) is given and does not call as it runs: it keeps them.
    private func keptByLocalClosure(_ x: FunctionCallExprSyntax, _ scope: Scope) -> Set<SyntaxIdentifier> {
        guard let name = x.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let value = scope.local(name, at: x).map(unwrap)?.as(ClosureExprSyntax.self) else { return [] }
        guard let parameters = Self.parameters(of: value) else { return [] }
        var given = x.arguments.map(\.expression)
        if let trailing = x.trailingClosure { given.append(ExprSyntax(trailing)) }
        var kept: Set<SyntaxIdentifier> = []
        for (index, argument) in given.enumerated() {
            guard let closure = argument.as(ClosureExprSyntax.self), index < parameters.count else { continue }
            let parameter = parameters[index]
            let calledNow = value.statements.descendants(FunctionCallExprSyntax.self).contains { call in
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter && !call.isInClosure(below: value)
            }
            if !calledNow { kept.insert(closure.id) }
        }
        return kept
    }

    /// `inactivityService.startMonitoring(inactivityHandler: { … })`, `session.observe(onLogout: { … })` in a
    /// coordinator: a closure kept for something outside to call when it happens, any number of times, later: the
    /// coordinator's `on inactivity { … }`, an event of the app, not code that runs as the call is made. A closure
    /// that hands back the call's own outcome (`completion`, `onSuccess`, `errorHandler`) runs as before.
    private func externalEvents(_ x: FunctionCallExprSyntax, _ scope: Scope, _ depth: Int, skipping handed: Set<SyntaxIdentifier>) {
        // The coordinator's own method (`showAlert(onConfirm:)`) is read where it is called, with its closures.
        let receiver = unwrap(x.calledExpression).as(MemberAccessExprSyntax.self)?.base.map(unwrap)
        guard let receiver, receiver.trimmedDescription != "self" else { return }
        for a in x.arguments {
            guard let label = a.label?.text, let event = Self.externalEventName(label), let closure = a.expression.as(ClosureExprSyntax.self),
                  !consumed.contains(closure.id), !handed.contains(closure.id) else { continue }
            consumed.insert(closure.id)
            let body = block(closure.statements, Scope(owner: scope.owner, closure: closure, outer: scope), depth + 1)
            guard !body.isEmpty else { continue }
            addCoordinatorEvent(event, body, closure, scope)
        }
        // `Store.subscribe(self, name: .didWipeWallet) { … }`, `store.lazySubscribe(self, selector: …, callback: { … })`:
        // a subscription's closure runs each time what it listens to fires, later: the coordinator's `on didWipeWallet`.
        // Only a store's subscription that names its subscriber (`self`): a Combine `sink` or an Rx `subscribe(onNext:)`
        // on a publisher that holds a value runs at once as well, so it is not only a later event.
        guard let callee = unwrap(x.calledExpression).as(MemberAccessExprSyntax.self)?.declName.baseName.text,
              Self.isSubscription(callee) || callee.hasPrefix("lazySubscribe"),
              x.arguments.first.map({ $0.label == nil && $0.expression.trimmedDescription == "self" }) == true,
              let closure = Self.firstClosure(of: x), !consumed.contains(closure.id), !handed.contains(closure.id) else { return }
        let listened = x.arguments.lazy.compactMap { a -> String? in
            guard let m = a.expression.as(MemberAccessExprSyntax.self), m.base == nil else { return nil }
            return m.declName.baseName.text
        }.first ?? chainRoot(receiver)?.1 ?? receiver.trimmedDescription
        // (`store.$step.sink`: the published property's name.)
        let event = identifier(listened.hasPrefix("$") ? String(listened.dropFirst()) : listened)
        let body = block(closure.statements, Scope(owner: scope.owner, closure: closure, outer: scope), depth + 1)
        guard navigates(body, scope, depth) else { return }
        consumed.insert(closure.id)
        guard !event.isEmpty else { return }
        addCoordinatorEvent(event, body, closure, scope)
    }

    /// A coordinator's `on NAME` for a closure something outside runs later; the first of a name is kept. Whether it was
    /// added.
    @discardableResult
    private func addCoordinatorEvent(_ name: String, _ body: [DraftStatement], _ closure: ClosureExprSyntax, _ scope: Scope) -> Bool {
        guard !findings.externalEvents.contains(where: { $0.coordinator == scope.owner && $0.name == name }) else { return false }
        findings.externalEvents.append(.init(coordinator: scope.owner, name: name, body: body, place: place(closure)))
        return true
    }

    /// `router.get("/_email") { request, _ in … }`, `navigator.register("myapp://user/<id>") { … }`,
    /// `routes.addRoute("/item/:id") { … }`: a handler registered for a URL or path runs each time that route is
    /// opened, later and any number of times, not as it is registered. Each route is an event of its own (a screen's
    /// action, a coordinator's `on`), named after its method and path, so two routes are two ways, not one.
    private func routeHandlers(_ x: FunctionCallExprSyntax, name: String, _ scope: Scope, _ depth: Int, skipping handed: Set<SyntaxIdentifier>) {
        guard module.isScreen(scope.owner) || module.isCoordinator(scope.owner),
              let literal = x.arguments.first?.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let path = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text,
              path.hasPrefix("/") || path.contains("://"),
              let closure = Self.firstClosure(of: x), unreadEvent(closure, scope), !handed.contains(closure.id),
              // A route's handler answers the route (a response, a view controller, whether it handled it) or is
              // registered by name; a request's completion (`api.get("/session") { ok in … }`) returns nothing.
              Self.returnsValue(closure) || ["register", "addRoute", "route", "map"].contains(name) else { return }
        let verbs: Set<String> = ["get", "post", "put", "delete", "patch", "head"]
        let route = lowerCamelWords(path.components(separatedBy: "://").last ?? path) ?? "root"
        let event = verbs.contains(name.lowercased()) ? name.lowercased() + route.prefix(1).uppercased() + route.dropFirst() : route
        let body = block(closure.statements, Scope(owner: scope.owner, closure: closure, outer: scope), depth + 1)
        guard navigates(body, scope, depth) else { return }
        if module.isScreen(scope.owner) {
            addScreenEvent(event, body, closure, scope)
        } else if addCoordinatorEvent(event, body, closure, scope) {
            consumed.insert(closure.id)
        }
    }

    /// `inactivityHandler` → `inactivity`, `onTimeout` → `timeout`; nil for a label that hands back an outcome.
    static func externalEventName(_ label: String) -> String? {
        var word: Substring
        if label.hasSuffix("Handler"), label.count > 7 { word = label.dropLast(7) }
        else if label.hasPrefix("on"), label.count > 2, label.dropFirst(2).first!.isUppercase { word = label.dropFirst(2) }
        else { return nil }
        let outcomes = ["complet", "success", "succeed", "fail", "error", "result", "response", "finish", "done", "reply", "cancel", "dismiss",
                        "close", "select", "confirm", "pick", "choose", "save", "submit", "tap", "login", "accept", "approve", "continue"]
        guard !outcomes.contains(where: { word.lowercased().hasPrefix($0) }) else { return nil }
        // `URLChange` → `urlChange`: a leading acronym is lowercased whole.
        let capitals = word.prefix { $0.isUppercase }
        let lowered = capitals.count > 1 && word.count > capitals.count ? capitals.dropLast().count : capitals.count
        return identifier(word.prefix(lowered).lowercased() + word.dropFirst(lowered))
    }

    /// `certificateRow = StaticTableViewRow(rowWithAction: { … present(…) })`, `UIAction(title: "Share") { … }` made in
    /// a screen: a row, a button or a menu item keeps the closure and runs it when the user picks it, so what it
    /// shows is an action of the screen (named after what holds it, its title or its label), not code that runs as
    /// the screen is made. Not a view controller's closure (its own action, read where it is shown) nor an alert
    /// button's (read with the alert).
    private func controlHandlers(_ x: FunctionCallExprSyntax, name: String, _ scope: Scope, _ depth: Int, skipping handed: Set<SyntaxIdentifier>) {
        guard module.isScreen(scope.owner), !module.isScreen(name), !module.isCoordinator(name), module.uikitBase(of: name) == nil,
              !name.hasSuffix("Controller"), !["UIAlertAction", "Task"].contains(name) else { return }
        let given = x.arguments.compactMap { a in a.expression.as(ClosureExprSyntax.self).map { (a.label?.text, $0) } }
            + (x.trailingClosure.map { [(nil, $0)] } ?? [])
        for (label, closure) in given where !consumed.contains(closure.id) && !handed.contains(closure.id) {
            let body = block(closure.statements, Scope(owner: scope.owner, closure: closure, outer: scope), depth + 1)
            guard navigates(body, scope, depth) else { continue }
            consumed.insert(closure.id)
            let event = Self.holderName(of: x) ?? Self.titleWord(of: x) ?? label ?? name
            if !findings.screenEvents.contains(where: { $0.screen == scope.owner && $0.place == place(closure) }) {
                findings.screenEvents.append(.init(screen: scope.owner, name: event, body: body, place: place(closure)))
            }
        }
        // The items it is made of: `UIBarButtonItem(menu: UIMenu(children: [UIAction(title: "Share") { … }]))`.
        for argument in x.arguments where !argument.expression.is(ClosureExprSyntax.self) {
            for inner in Self.callsOutsideClosures(in: Syntax(argument.expression)) {
                guard let made = inner.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, made.first?.isUppercase == true else { continue }
                controlHandlers(inner, name: made, scope, depth, skipping: handed)
            }
        }
    }

    /// The calls an expression makes itself, outermost first, not those inside its closures.
    static func callsOutsideClosures(in node: Syntax) -> [FunctionCallExprSyntax] {
        if node.is(ClosureExprSyntax.self) { return [] }
        if let call = node.as(FunctionCallExprSyntax.self) { return [call] }
        return node.children(viewMode: .sourceAccurate).flatMap { callsOutsideClosures(in: $0) }
    }

    /// The property or local a value is stored in as it is made: `certificateRow` of `certificateRow = Row(…)` or
    /// `let certificateRow = Row(…)`.
    static func holderName(of x: FunctionCallExprSyntax) -> String? {
        if let binding = x.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        if let infix = x.parent?.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            let left = infix.leftOperand
            return left.as(DeclReferenceExprSyntax.self)?.baseName.text ?? left.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        }
        return nil
    }

    /// `title: "Share link"` as written: the words of a literal title, `shareLink`.
    static func titleWord(of x: FunctionCallExprSyntax) -> String? {
        guard let literal = x.arguments.first(where: { $0.label?.text == "title" })?.expression.as(StringLiteralExprSyntax.self),
              literal.segments.count == 1, let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text else { return nil }
        return lowerCamelWords(text)
    }

    /// The method of that name a call runs: the overload whose argument labels the call's fit
    /// (`subscribe(_:name:callback:)` keeps its callback, `subscribe(_:selector:callback:)` calls it at once), else
    /// the first one.
    private func overload(_ methods: [MethodInfo], for x: FunctionCallExprSyntax, where ok: (MethodInfo) -> Bool) -> MethodInfo? {
        let labels = x.arguments.map { $0.label?.text }
        return methods.first { ok($0) && $0.accepts(labels, trailingClosure: x.trailingClosure != nil) } ?? methods.first(where: ok)
    }

    /// `builder.settings(dismissAction: { … })` where the app's method keeps the closure (hands it to an initialiser or
    /// stores it in a property) and never calls it: the closure runs when what keeps it decides (a button, an end),
    /// not after the call. A closure the method calls or hands to UIKit's `completion:` still runs after the call.
    private func keptByAppMethod(_ x: FunctionCallExprSyntax, name: String, receiverType: String?, isSelf: Bool, _ scope: Scope) -> [(label: String, closure: ClosureExprSyntax)] {
        guard x.trailingClosure != nil || x.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }),
              let type = isSelf ? scope.owner : receiverType,
              let method = overload(module.methods(of: type, named: name), for: x, where: { $0.body != nil && !$0.isInitializer }) else { return [] }
        var kept: [(label: String, closure: ClosureExprSyntax)] = []
        let arguments = Array(x.arguments)
        let given: [(LabeledExprSyntax?, ClosureExprSyntax)] = arguments.compactMap { a in a.expression.as(ClosureExprSyntax.self).map { (a, $0) } }
            + (x.trailingClosure.map { [(nil, $0)] } ?? [])
        for (argument, closure) in given {
            // A trailing closure is the last parameter; a labelled one the parameter of that label.
            let parameter: ParameterInfo?
            if let argument { parameter = method.parameters.first { ($0.label ?? "_") == (argument.label?.text ?? "_") } }
            else { parameter = method.parameters.last }
            guard let parameter, let body = method.body, Self.keeps(parameter: parameter.name, in: body) else { continue }
            kept.append((parameter.label ?? parameter.name, closure))
        }
        return kept
    }

    /// Closures a factory keeps for what it makes (`builder.settings(dismissAction: { … })`): for a child coordinator
    /// a coordinator makes, what the parent does when that child ends; for a screen it makes, that screen's action named
    /// by the label; for an alert, its buttons (read where it is presented). Those are not run after the call; the
    /// ids returned. A closure kept for a later callback of anything else (a network answer) still runs after the call.
    private func handOver(_ kept: [(label: String, closure: ClosureExprSyntax)], madeBy x: FunctionCallExprSyntax, _ scope: Scope, _ depth: Int) -> Set<SyntaxIdentifier> {
        guard !kept.isEmpty, depth < 4 else { return [] }
        let made = resolver.resolve(ExprSyntax(x), in: scope)
        var handed: Set<SyntaxIdentifier> = []
        for (label, closure) in kept {
            let handler = { self.block(closure.statements, Scope(owner: scope.owner, closure: closure, outer: scope), depth + 1) }
            switch made {
            case .alert, .system("UIAlertController"):
                handed.insert(closure.id)
            case .coordinator(let child) where child != scope.owner && module.isCoordinator(scope.owner):
                handed.insert(closure.id)
                consumed.insert(closure.id)
                if findings.terminations[child] == nil { findings.terminations[child] = (handler(), place(closure)) }
            case .screen(let screen) where module.isCoordinator(scope.owner), .hosting(let screen) where module.isCoordinator(scope.owner):
                handed.insert(closure.id)
                consumed.insert(closure.id)
                registerHandler(screen: screen, action: label, body: handler(), at: place(closure), scope: scope)
            default: break
            }
        }
        return handed
    }

    /// The body hands `parameter` to an initialiser or assigns it, and never calls it nor passes it as a `completion:`.
    static func keeps(parameter: String, in body: CodeBlockSyntax) -> Bool {
        var stored = false
        for ref in body.descendants(DeclReferenceExprSyntax.self) where ref.baseName.text == parameter {
            guard let parent = ref.parent else { continue }
            // `UIAlertAction(title: …, handler: { _ in onConfirm() })`: called in a closure an initialiser keeps.
            if let closure = Self.enclosingClosure(of: ref, below: body), Self.isKeptByInitializer(closure) { stored = true; continue }
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == ref.id { return false }
            if parent.is(OptionalChainingExprSyntax.self) { return false }
            // `actions.append((name, action))`, `handlers.insert(handler, at: 0)`: put in a collection, kept for later.
            if Self.appendedToCollection(ref) { stored = true; continue }
            if let argument = parent.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
                // `ChildCoordinator(…, completion: completion)` keeps it, whatever its label; UIKit's `completion:`
                // (`present(vc, animated: true, completion: completion)`) runs it after the call.
                if isInitializerCall(call) { stored = true; continue }
                if ["completion", "completionHandler"].contains(argument.label?.text ?? "") { return false }
            } else if let infix = parent.as(InfixOperatorExprSyntax.self), infix.rightOperand.id == ref.id,
                      infix.operator.is(AssignmentExprSyntax.self) {
                stored = true
            }
        }
        return stored
    }

    /// Whether the value is an element (itself, in a tuple or an array) of what `append`/`insert` adds.
    private static func appendedToCollection(_ ref: DeclReferenceExprSyntax) -> Bool {
        var node = Syntax(ref).parent
        while let n = node, n.is(LabeledExprSyntax.self) || n.is(LabeledExprListSyntax.self) || n.is(TupleExprSyntax.self)
                || n.is(ArrayElementSyntax.self) || n.is(ArrayElementListSyntax.self) || n.is(ArrayExprSyntax.self) {
            node = n.parent
        }
        guard let call = node?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return ["append", "insert"].contains(member.declName.baseName.text)
    }

    private static func enclosingClosure(of node: some SyntaxProtocol, below top: CodeBlockSyntax) -> ClosureExprSyntax? {
        var current = node.parent
        while let n = current, n.id != top.id {
            if let c = n.as(ClosureExprSyntax.self) { return c }
            current = n.parent
        }
        return nil
    }

    /// A closure handed to an initialiser (`UIAlertAction(handler: { … })`, `Button(action: { … })`): kept, run later.
    private static func isKeptByInitializer(_ closure: ClosureExprSyntax) -> Bool {
        // `confirmation.successCallback = { callback(true) }`: a property of another object keeps it, and that object
        // runs it when its own moment comes (a button, its dismissal), not when it is set.
        if let assignment = closure.parent?.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self),
           assignment.rightOperand.id == ExprSyntax(closure).id,
           let member = assignment.leftOperand.as(MemberAccessExprSyntax.self), member.base.map({ unwrap($0).trimmedDescription != "self" }) == true {
            return true
        }
        let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        return call.map(isInitializerCall) ?? false
    }

    /// `Settings(…)`, `.init(…)`: a call that makes a value of a type.
    private static func isInitializerCall(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = call.calledExpression.calleeName ?? ""
        return callee.first?.isUppercase == true || callee == "init"
    }

    /// `presentModalCoordinator(makeCoordinator: { SendCoordinator(navigationController: $0) })`: a helper of the
    /// coordinator (a base class's, a protocol extension's) that starts the coordinator a parameter is or a closure
    /// parameter makes. The call starts that coordinator; when the helper presents the navigation controller it
    /// handed over, an empty one is presented first and the child shows its first screen there.
    private func startHelperCall(_ x: FunctionCallExprSyntax, name: String, arguments: [LabeledExprSyntax], _ scope: Scope, _ at: SourcePlace) -> [DraftStatement]? {
        guard module.isCoordinator(scope.owner), !name.isEmpty else { return nil }
        var methods = module.methods(of: scope.owner, named: name)
        if methods.isEmpty {
            // A protocol extension the coordinator gets through a generic base (`BaseCoordinator<Step>`).
            methods = protocolMethods[name] ?? []
        }
        for method in methods where method.body != nil && !method.isStatic {
            guard let (index, presents) = startedParameter(of: method) else { continue }
            var given = argumentsByParameter(method, arguments)
            if given[index] == nil, let trailing = x.trailingClosure, index == method.parameters.count - 1 { given[index] = ExprSyntax(trailing) }
            guard var made = given[index] else { continue }
            var inner = scope
            if let closure = made.as(ClosureExprSyntax.self) {
                guard closure.statements.count == 1, let item = closure.statements.first?.item else { continue }
                if let e = item.as(ExprSyntax.self) { made = e }
                else if let r = item.as(ReturnStmtSyntax.self), let e = r.expression { made = e }
                else if let e = item.as(ExpressionStmtSyntax.self)?.expression { made = e }
                else { continue }
                inner = Scope(owner: scope.owner, closure: closure, outer: scope)
            }
            guard case .coordinator(let c) = resolver.resolve(made, in: inner), c != scope.owner else { continue }
            findings.recordResolved(at, name, c)
            let end = findings.terminations[c]
            let start = DraftStatement.start(c, handler: end?.body, handlerPlace: end?.place, at, arguments: [])
            return presents ? [.show(.present, [.navigation(nil)], modifiers: [], at), start] : [start]
        }
        return nil
    }

    /// Which parameter a helper starts (`child.start()` on it, or on what calling it returns), and whether it
    /// presents a navigation controller it makes. Read once per method.
    private func startedParameter(of method: MethodInfo) -> (Int, presents: Bool)? {
        if let known = startHelpers[method.place] { return known ?? nil }
        startHelpers[method.place] = .some(nil)
        guard let body = method.body else { return nil }
        var names: [String: Int] = [:]
        for (i, p) in method.parameters.enumerated() { names[p.name] = i }
        var navigations: Set<String> = []
        for binding in body.descendants(PatternBindingSyntax.self) {
            guard let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { continue }
            if let call = unwrap(value).as(FunctionCallExprSyntax.self), let callee = unwrap(call.calledExpression).as(DeclReferenceExprSyntax.self) {
                if let i = names[callee.baseName.text] { names[local] = i }
                if module.isNavigationController(callee.baseName.text) { navigations.insert(local) }
            }
        }
        var found: Int?
        var presents = false
        for call in body.descendants(FunctionCallExprSyntax.self) {
            guard let member = unwrap(call.calledExpression).as(MemberAccessExprSyntax.self) else { continue }
            let called = member.declName.baseName.text
            if called.lowercased().hasPrefix("start") || entryNames.values.contains(called),
               let base = member.base.map(unwrap)?.as(DeclReferenceExprSyntax.self), let i = names[base.baseName.text] {
                found = found ?? i
            }
            if called == "present", let shown = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self), navigations.contains(shown.baseName.text) {
                presents = true
            }
        }
        let result = found.map { ($0, presents) }
        startHelpers[method.place] = .some(result)
        return result
    }

    /// A switch arm's name: its first case (`.appearance` → appearance, `let .detail(id)` → detail, `0` → case0),
    /// `default` → other.
    static func caseLabel(_ arm: SwitchCaseSyntax) -> String {
        guard case .case(let label) = arm.label, let item = label.caseItems.first else { return "other" }
        let text = item.pattern.trimmedDescription
        let words = text.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init).filter { !["let", "var", "case", "is", "as"].contains($0) }
        // `(0, 1)`: a section and a row, both said.
        if !words.isEmpty, words.allSatisfy({ $0.allSatisfy(\.isNumber) }) { return "case" + words.joined(separator: "_") }
        guard let first = words.first(where: { $0.first?.isLetter == true }) else { return "other" }
        return first
    }

    /// A callee's statements read at a call: what it shows of its own parameters is what the call passes (else the
    /// caller would read the callee's parameter as its own and pass for a wrapper).
    private func passing(_ arguments: [LabeledExprSyntax], to method: MethodInfo, _ statements: [DraftStatement], _ scope: Scope) -> [DraftStatement] {
        let given = argumentsByParameter(method, arguments)
        return mapDestinations(statements) { d in
            d.substitutingParameters { i in given[i].map { resolver.resolve($0, in: scope) } ?? .unresolved("parameter \(i + 1) of \(method.name)") } ?? d
        }
    }

    /// `X() &> { $0.modalPresentationStyle = .fullScreen }`: what a configuring closure sets.
    private func configuration(_ expr: ExprSyntax) -> [String]? {
        guard let infix = expr.as(InfixOperatorExprSyntax.self), let closure = infix.rightOperand.as(ClosureExprSyntax.self) else { return nil }
        var result: [String] = []
        for a in closure.descendants(InfixOperatorExprSyntax.self) where a.operator.is(AssignmentExprSyntax.self) {
            if let name = a.leftOperand.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
               let flag = instanceFlag(name, a.rightOperand.trimmedDescription) { result.append(flag) }
        }
        return result + (configuration(infix.leftOperand) ?? [])
    }

    /// `alert.addAction(UIAlertAction(title: "Log out", style: …, handler: { _ in … }))` for the alert in `expr`.
    private func alertButtons(of expr: ExprSyntax, _ scope: Scope, _ depth: Int) -> [(name: String, body: [DraftStatement])] {
        guard let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text, let value = scope.local(name, at: expr) else { return [] }
        // The method that built the alert: the calls after its binding.
        guard let body = value.ancestorCodeBlock else { return [] }
        var buttons: [(name: String, body: [DraftStatement])] = []
        // `AlertMessages.singleAction(title, confirmHandler: { … })`: an app's alert factory keeps the closures it is
        // given for the alert's buttons, one button each, named by its label.
        if let made = unwrap(value).as(FunctionCallExprSyntax.self) {
            let callee = unwrap(made.calledExpression)
            let receiver = callee.as(MemberAccessExprSyntax.self)?.base.map(unwrap)
            let name = callee.calleeName ?? ""
            let isSelf = receiver == nil || receiver?.trimmedDescription == "self"
            for (label, closure) in keptByAppMethod(made, name: name, receiverType: receiver.flatMap { resolver.typeOf($0, in: scope) }, isSelf: isSelf, scope) {
                let taken = buttons.map(\.name)
                buttons.append((taken.contains(label) ? buttonName(label, taken: taken) : label, block(closure.statements, Scope(owner: scope.owner, closure: closure, outer: scope), depth + 1)))
            }
        }
        for call in body.descendants(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "addAction",
                  member.base?.trimmedDescription == name, let action = call.arguments.first?.expression.as(FunctionCallExprSyntax.self) else { continue }
            let title = action.arguments.first { $0.label?.text == "title" }?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue ?? "button\(buttons.count + 1)"
            var statements: [DraftStatement] = []
            if let closure = action.trailingClosure ?? action.arguments.first(where: { $0.label?.text == "handler" })?.expression.as(ClosureExprSyntax.self) {
                statements = block(closure.statements, Scope(owner: scope.owner, closure: closure, outer: scope), depth + 1)
            }
            buttons.append((buttonName(title, taken: buttons.map(\.name)), statements))
        }
        return buttons
    }

    /// "Log out" → `logOut`.
    private func buttonName(_ title: String, taken: [String]) -> String {
        let words = title.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        var name = words.enumerated().map { $0.offset == 0 ? $0.element.lowercased() : $0.element.prefix(1).uppercased() + $0.element.dropFirst().lowercased() }.joined()
        if name.isEmpty || name.first!.isNumber { name = "button" + name }
        name = identifier(name)
        while taken.contains(name) { name += "2" }
        return name
    }

    /// A receiver UIKit's `present` is called on: self, a navigation controller, a view controller, a window's root.
    private func isUIKitReceiver(_ receiver: ExprSyntax?, _ scope: Scope) -> Bool {
        guard let receiver, receiver.trimmedDescription != "self" else { return true }
        if let t = resolver.typeOf(receiver, in: scope) { return module[t] == nil || module.uikitBase(of: t) != nil }
        return true
    }

    /// `ToastView()`, `ToastPresenter.shared`: a value of a type the app declares that is not a view controller (a
    /// toast, a banner, a presenter of its own): its `present` is not UIKit's.
    private func isAppNonController(_ e: ExprSyntax?) -> Bool {
        var current = e.map(unwrap)
        while let c = current {
            if let call = c.as(FunctionCallExprSyntax.self) { current = unwrap(call.calledExpression); continue }
            if let m = c.as(MemberAccessExprSyntax.self), let base = m.base { current = unwrap(base); continue }
            break
        }
        guard let name = current?.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
              let type = module[name], !type.isExtension else { return false }
        return module.uikitBase(of: name) == nil && !module.isCoordinator(name) && type.kind != .protocol
    }

    /// What `addChild` can embed: a screen, or a parameter (`func add(childViewController child:)` is a wrapper whose
    /// callers say what it embeds).
    private func isEmbeddable(_ d: Destination) -> Bool {
        switch d {
        case .screen(let s): module.isScreen(s)
        case .parameter: true
        default: false
        }
    }

    /// `child.start()`, `coordinate(to: child)`, `removeChild(child)`, `finishFlow?()`, `parent?.childDidFinish(self)`.
    private func coordinatorCall(name: String, receiver: ExprSyntax?, arguments: [LabeledExprSyntax], isSelf: Bool, _ scope: Scope, _ at: SourcePlace) -> [DraftStatement]? {
        let owner = scope.owner
        let first = arguments.first?.expression
        guard module.isCoordinator(owner) else { return nil }
        func child(_ e: ExprSyntax?) -> String? {
            guard let e, case .coordinator(let c) = resolver.resolve(e, in: scope), c != owner else { return nil }
            return c
        }
        let lower = name.lowercased()
        let entry = entryNames.values.contains(name)
        if lower.hasPrefix("start") || lower.hasPrefix("coordinate") || entry {
            if let c = (isSelf ? nil : child(receiver)) ?? child(first), !entry || lower.hasPrefix("start") || lower.hasPrefix("coordinate") || entryNames[c] == name {
                findings.recordResolved(at, name, c)
                // Started where its tab bar is built, it is the tab's; elsewhere (the app's stack before it has
                // tabs) a start like any other.
                if findings.tabBuilders[c]?.contains(owner) == true { return [] }
                let end = findings.terminations[c]
                let creation = (isSelf ? nil : receiver) ?? first
                let given = isSelf ? [] : arguments
                return [.start(c, handler: end?.body, handlerPlace: end?.place, at, arguments: startArguments(c, creation.map(unwrap), scope, entryArguments: given))]
            }
        }
        let receiverText = receiver?.trimmedDescription.lowercased() ?? ""
        if Self.namesRelease(lower) {
            if child(first) != nil || receiverText.contains("child") || receiverText.contains("coordinators") || receiverText.contains("dependenc") || (isSelf && first?.trimmedDescription != "self") {
                findings.recordResolved(at, name, "release")
                return [.release(at)]
            }
        }
        if lower.contains("add") || lower.contains("append") || lower.contains("store") || lower.contains("retain") {
            if child(first) != nil { findings.recordResolved(at, name, "retain"); return [] }
        }
        // The coordinator tells whoever made it that it is done.
        // (A parameter or local of that name, `completion(.success(()))`, is not the coordinator's own closure.)
        // (Nor is a closure that makes something, `(String) -> Coordinator`: a factory, called for its result.)
        if isSelf, scope.parameters[name] == nil, scope.locals[name] == nil, let p = module.property(of: owner, named: name), module.isClosure(p),
           !Self.returnsValue(p.typeName.flatMap { module[$0]?.aliasTarget ?? $0 }) {
            findings.recordResolved(at, name, "end")
            return [.terminate(name, at)]
        }
        // `finished.send(())`, `didFinish.onNext(())` on a subject of its own the parent subscribes to: it is done.
        if let receiver, !isSelf, ["send", "onnext", "accept", "oncompleted"].contains(lower),
           let base = rootName(receiver, scope), let p = module.property(of: owner, named: base), !p.isWeak,
           [p.typeName ?? "", p.initializer?.trimmedDescription ?? ""].contains(where: { $0.contains("Subject") || $0.contains("Relay") }),
           ["finish", "done", "complete", "close", "dismiss", "cancel", "end", "result"].contains(where: base.lowercased().contains) {
            findings.recordResolved(at, name, "end")
            return [.terminate(base, at)]
        }
        if let receiver, !isSelf {
            let base = rootName(receiver, scope)
            if let base, let p = module.property(of: owner, named: base), p.isWeak || base.lowercased().contains("parent") || base.lowercased().contains("delegate") {
                let passesSelf = first?.trimmedDescription == "self"
                let type = baseTypeName(p.typeName ?? "")
                if passesSelf || Self.saysItEnded(lower), parentReleases(name, delegateType: type) {
                    findings.recordResolved(at, name, "end")
                    return [.terminate(name, at)]
                }
                // News the one parent that takes it acts on otherwise (`didSelectItem` → it starts the detail).
                let parents = implementations(of: name, for: type)
                if passesSelf, parents.count == 1, parents[0].owner != owner {
                    findings.recordResolved(at, name, "the parent's \(name)")
                    return [.callAncestor(parents[0].owner, name, at)]
                }
            }
        }
        return nil
    }

    /// `flowDidFinish`, `exportCompleted`, `migrationBackAction`, `userBackedOutOfFlow`: a name that says the child
    /// ended.
    static func saysItEnded(_ lower: String) -> Bool {
        if ["finish", "didend", "complete", "close", "cancel"].contains(where: lower.contains) { return true }
        return lower.contains("back") && !["callback", "feedback", "background", "playback"].contains(where: lower.contains)
    }

    /// Whether the coordinators that take `name` from a child (as its delegate of `type`) act on its end: a call
    /// that removes, frees or releases a child, `child = nil`, or one that takes screens away (pop, dismiss, a new
    /// root), in that method, an own method it calls, or a coordinator it passes the news on to
    /// (`delegate?.flowDidFinish(self)`), up to four links. True when no coordinator
    /// implements it (the name alone decides then); false for news that no coordinator up the chain acts on
    /// (`didCompleteAuthentication` handed up to the app delegate).
    /// `removeChild`, `freeCoordinator`, `releaseChild`, `childDidFinish` (lowercased): a call that lets a child go.
    static func namesRelease(_ lower: String) -> Bool {
        ["remove", "free", "release"].contains(where: lower.contains) || lower == "childdidfinish"
    }

    private func parentReleases(_ name: String, delegateType type: String) -> Bool {
        let implementers = implementations(of: name, for: type)
        guard !implementers.isEmpty else { return true }
        return implementers.contains { releases($0.method.body!, owner: $0.owner, depth: 0) }
    }

    private func implementations(of name: String, for type: String) -> [(owner: String, method: MethodInfo)] {
        (module.isCoordinator(type) ? [type] : module.conformers(of: type).filter(module.isCoordinator))
            .flatMap { c in module.methods(of: c, named: name).filter { $0.body != nil }.map { (owner: c, method: $0) } }
    }

    private func releases(_ body: CodeBlockSyntax, owner: String, depth: Int) -> Bool {
        guard depth < 5 else { return false }
        for call in body.descendants(FunctionCallExprSyntax.self) {
            let callee = unwrap(call.calledExpression)
            let lower = (callee.calleeName ?? "").lowercased()
            if Self.namesRelease(lower) { return true }
            // Or takes the child's screens away itself (`navigationRouter.popToRootModule(animated:)`, `dismiss`).
            if ["pop", "dismiss", "setroot", "setviewcontrollers", "present", "push"].contains(where: lower.hasPrefix) { return true }
            if let own = ExprSyntax(call.calledExpression).ownCalleeName,
               let m = module.methods(of: owner, named: own).first(where: { $0.body != nil }), releases(m.body!, owner: owner, depth: depth + 1) { return true }
            // Passed on: `delegate?.flowDidFinish(self)` to a coordinator that lets it go.
            if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base, let property = rootName(base),
               let p = module.property(of: owner, named: property), let t = p.typeName.map(baseTypeName),
               implementations(of: member.declName.baseName.text, for: t).contains(where: { releases($0.method.body!, owner: $0.owner, depth: depth + 1) }) {
                return true
            }
        }
        return body.descendants(InfixOperatorExprSyntax.self).contains { a in
            a.operator.is(AssignmentExprSyntax.self) && a.rightOperand.trimmedDescription == "nil"
                && a.leftOperand.trimmedDescription.lowercased().contains("coordinator")
        }
    }

    /// The name a closure gives its first parameter (`{ step in … }`, `{ (step: Step) in … }`); nil when it names none.
    static func firstParameter(of closure: ClosureExprSyntax) -> String? { parameters(of: closure)?.first }

    /// The navigation controller a screen's push goes to when it is not the screen's own, and where the push belongs:
    /// one an app method of the screen picks at run time (`pushDeepNavigationController()?.push…`: the selected tab's,
    /// the top one), or one a call hands its closure (`enterResetPinFlow(from: self) { phrase, nav in nav.push… }`).
    private func otherStack(_ receiver: ExprSyntax?, around x: FunctionCallExprSyntax, _ scope: Scope) -> (stack: String, advice: String)? {
        if let method = returnedNavigation(receiver, scope) {
            return ("the navigation controller \(method) returns", "write it in the screens of that stack")
        }
        return handedNavigation(receiver, around: x).map { ($0, "write it where that navigation controller is made") }
    }

    /// `pushDeepNavigationController()` (or a local given it): a call of the app's own method that returns a
    /// navigation controller it picks; the method's name, or nil.
    private func returnedNavigation(_ receiver: ExprSyntax?, _ scope: Scope) -> String? {
        guard var e = receiver.map(unwrap) else { return nil }
        if let ref = e.as(DeclReferenceExprSyntax.self), let value = scope.local(ref.baseName.text, at: ref) { e = unwrap(value) }
        guard let call = e.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = unwrap(call.calledExpression)
        let isOwn = callee.is(DeclReferenceExprSyntax.self) || callee.as(MemberAccessExprSyntax.self)?.base.map { unwrap($0).trimmedDescription == "self" } == true
        guard isOwn, let name = callee.calleeName,
              module.methods(of: scope.owner, named: name).contains(where: { m in m.body != nil && m.returnType.map { baseTypeName($0).hasSuffix("NavigationController") } == true })
        else { return nil }
        return name + "()"
    }

    /// `navController` in `callee(…) { phrase, navController in navController.pushViewController(…) }`: a closure
    /// parameter that is a navigation controller another call hands over. Its description, or nil.
    private func handedNavigation(_ receiver: ExprSyntax?, around x: FunctionCallExprSyntax) -> String? {
        guard let name = receiver.flatMap({ unwrap($0).as(DeclReferenceExprSyntax.self)?.baseName.text }) else { return nil }
        var node: Syntax? = Syntax(x).parent
        while let n = node {
            if let closure = n.as(ClosureExprSyntax.self), Self.parameters(of: closure)?.contains(name) == true {
                let caller = closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.as(FunctionCallExprSyntax.self)
                let callee = caller.flatMap { unwrap($0.calledExpression).calleeName } ?? "the call"
                return "the navigation controller \(callee) hands its closure (`\(name)`)"
            }
            if n.is(FunctionDeclSyntax.self) { return nil }
            node = n.parent
        }
        return nil
    }

    /// Whether a closure gives back a value: a `return` with one (not in a nested closure), or a written result type.
    static func returnsValue(_ closure: ClosureExprSyntax) -> Bool {
        if let result = closure.signature?.returnClause?.type.trimmedDescription { return !["Void", "()"].contains(result) }
        func nearestClosure(_ node: Syntax) -> ClosureExprSyntax? {
            var n = node.parent
            while let current = n { if let c = current.as(ClosureExprSyntax.self) { return c }; n = current.parent }
            return nil
        }
        return Syntax(closure.statements).descendants(ReturnStmtSyntax.self).contains { r in
            r.expression != nil && nearestClosure(Syntax(r))?.id == closure.id
        }
    }

    /// The names a closure gives its parameters; nil when it names none (`$0`).
    static func parameters(of closure: ClosureExprSyntax) -> [String]? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: list.map(\.name.text)
        case .parameterClause(let clause)?: clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: nil
        }
    }

    /// Whether a closure type gives back a value (`(String) -> Coordinator`), not `Void` / `()`.
    static func returnsValue(_ type: String?) -> Bool {
        guard let type, let arrow = type.range(of: "->", options: .backwards) else { return false }
        // `(() -> Void)?` → `Void)`: the parentheses the whole type opened are dropped.
        var result = String(type[arrow.upperBound...]).trimmingCharacters(in: .whitespaces)
        while result.filter({ $0 == ")" }).count > result.filter({ $0 == "(" }).count { result = String(result.dropLast()).trimmingCharacters(in: .whitespaces) }
        return !["Void", "()", ""].contains(result)
    }

    /// `start(coordinator: child) { result in … }`: a closure the start method keeps (`@escaping`) is what runs when
    /// the child is done, its termination handler, not code that runs at the start. Other statements as they are.
    private func withKeptHandler(_ s: [DraftStatement], _ x: FunctionCallExprSyntax, name: String, isSelf: Bool, _ scope: Scope, _ depth: Int) -> [DraftStatement] {
        guard s.count == 1, case .start(let child, nil, _, let place, let given) = s[0],
              let closure = x.trailingClosure ?? x.arguments.last?.expression.as(ClosureExprSyntax.self) else { return s }
        let labels = x.arguments.map { $0.label?.text }
        let candidates = isSelf ? module.methods(of: scope.owner, named: name) : entryNames[child].map { module.methods(of: child, named: $0) } ?? []
        guard let method = candidates.first(where: { m in m.parameters.count >= labels.count && labels.allSatisfy { l in l == nil || m.parameters.contains { $0.label == l } } }) else { return s }
        let parameter = x.trailingClosure != nil ? method.parameters.last : method.parameters.first { $0.label == x.arguments.last?.label?.text }
        guard parameter?.isEscaping == true else { return s }
        consumed.insert(closure.id)
        let body = block(closure.statements, Scope(owner: scope.owner, closure: closure, outer: scope), depth + 1)
        return [.start(child, handler: body, handlerPlace: self.place(closure), place, arguments: given)]
    }

    /// `delegate`, `self.delegate`, `self?.delegate?`, `owner.delegate` (`withUnretained(self)`) → `delegate`: a
    /// receiver that is one property of the owner.
    private func rootName(_ e: ExprSyntax, _ scope: Scope? = nil) -> String? {
        let current = unwrap(e)
        if let m = current.as(MemberAccessExprSyntax.self), let base = m.base.map(unwrap) {
            let text = base.trimmedDescription
            if text == "self" { return m.declName.baseName.text }
            // A closure's name for self: not a property or local of the method, and the member is the owner's.
            if let scope, base.is(DeclReferenceExprSyntax.self), module.property(of: scope.owner, named: text) == nil,
               scope.locals[text] == nil, scope.parameters[text] == nil, module.property(of: scope.owner, named: m.declName.baseName.text) != nil {
                return m.declName.baseName.text
            }
            return nil
        }
        return current.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The closures a wrapper keeps rather than calls (`completions[controller] = completion`): they run later,
    /// not after the call. A pushed screen's is the coordinator's `on pop Screen { … }` (a router's navigation
    /// delegate runs it once the screen is popped); another's is a TODO. Either way the closure is not read inline.
    private func keptClosures(of x: FunctionCallExprSyntax, wrapper: Wrapper, shown: [DraftStatement], arguments: [LabeledExprSyntax],
                              _ scope: Scope, _ depth: Int) -> [DraftStatement] {
        let name = wrapper.name
        let closures = arguments.enumerated().compactMap { i, a in a.expression.as(ClosureExprSyntax.self).map { (i, $0) } }
            + (x.trailingClosure.map { [(arguments.count, $0)] } ?? [])
        guard !closures.isEmpty, let method = module.methods(of: wrapper.owner, named: name).first(where: { $0.body != nil && $0.parameters.map(\.label) == wrapper.labels }),
              let body = method.body else { return [] }
        // Which parameter each closure is: by label, else the last parameter for a trailing closure.
        let byParameter = argumentsByParameter(method, arguments)
        var out: [DraftStatement] = []
        for (index, closure) in closures where !consumed.contains(closure.id) {
            let parameterIndex = index < arguments.count ? byParameter.first(where: { $0.value.id == arguments[index].expression.id })?.key : method.parameters.indices.last
            if let p = parameterIndex, method.parameters[p].isEscaping, stepHandlers(closure, shown: shown, scope, depth) {
                consumed.insert(closure.id)
                continue
            }
            guard let p = parameterIndex, Self.keeps(body, method.parameters[p].name) else { continue }
            consumed.insert(closure.id)
            let statements = block(closure.statements, Scope(owner: scope.owner, closure: closure, outer: scope), depth + 1)
            if statements.isEmpty { continue }
            if case .show(.push, let ds, _, _)? = shown.first, let screen = ds.first?.shownScreen, module.isCoordinator(scope.owner) {
                findings.popHooks.append(.init(coordinator: scope.owner, screen: screen, body: statements, place: place(closure)))
            } else {
                out.append(.todo("the closure given to \(name) runs later (\(method.owner) keeps it), not here", place(closure)))
            }
        }
        return out
    }

    /// `push(scene: Welcome.self, viewModel: vm) { step in switch step { case .start: self.toNextStep() } }`: a
    /// closure the helper keeps for the steps the shown screen sends later. Each case is an action of that screen,
    /// and its arm the coordinator's `on Screen.case`. False (nothing recorded) when the closure is not a switch on
    /// its step, or nothing is shown.
    private func stepHandlers(_ closure: ClosureExprSyntax, shown: [DraftStatement], _ scope: Scope, _ depth: Int) -> Bool {
        guard module.isCoordinator(scope.owner), let screen = shown.lazy.compactMap({ s -> String? in
            if case .show(let verb, let ds, _, _) = s, verb == .push || verb == .present || verb == .set { return ds.first?.shownScreen }
            return nil
        }).first else { return false }
        let parameter = Self.firstParameter(of: closure) ?? (closure.signature == nil ? "$0" : nil)
        guard let parameter, closure.statements.count == 1,
              let x = closure.statements.first?.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self) ?? closure.statements.first?.item.as(SwitchExprSyntax.self),
              x.subject.trimmedDescription == parameter else { return false }
        let inner = Scope(owner: scope.owner, closure: closure, outer: scope)
        for arm in x.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) {
            guard case .case(let label) = arm.label else { continue }
            let body = block(arm.statements, inner, depth + 1)
            for item in label.caseItems {
                guard let action = caseName(of: item.pattern) else { continue }
                registerHandler(screen: screen, action: action, body: body, at: place(arm), scope: scope)
            }
        }
        return true
    }

    /// Whether a method stores its parameter `name` (the right side of an assignment names it) instead of calling it.
    static func keeps(_ body: CodeBlockSyntax, _ name: String) -> Bool {
        for a in body.descendants(InfixOperatorExprSyntax.self) where a.operator.is(AssignmentExprSyntax.self) {
            if unwrap(a.rightOperand).as(DeclReferenceExprSyntax.self)?.baseName.text == name { return true }
        }
        return false
    }

    /// A call to an app method that wraps a UIKit navigation call (a router's `push`, `setRootModule`).
    /// The statements, and the wrapper the call was taken to be.
    private func wrapperCall(name: String, receiver: ExprSyntax?, receiverType: String?, arguments: [LabeledExprSyntax], _ scope: Scope, _ at: SourcePlace) -> ([DraftStatement], Wrapper)? {
        let labels = arguments.map { $0.label?.text }
        guard var candidates = wrappers[name]?.filter({ $0.accepts(labels) }), !candidates.isEmpty else { return nil }
        // `UILog.configure(…)`: the receiver's type, a static call's too (`typeOf`).
        if let receiverType {
            let family = Set([receiverType] + module.ancestry(of: receiverType) + module.conformers(of: receiverType))
            let matching = candidates.filter { family.contains($0.owner) }
            // The receiver's own method of that name, not a wrapper: another type's wrapper is not what runs.
            if matching.isEmpty, !module.methods(of: receiverType, named: name).isEmpty { return nil }
            if !matching.isEmpty { candidates = matching }
        } else if receiver == nil || receiver?.trimmedDescription == "self" {
            let family = Set([scope.owner] + module.ancestry(of: scope.owner))
            candidates = candidates.filter { family.contains($0.owner) }
        }
        candidates = candidates.filter { $0.parameter.map { $0 < arguments.count } ?? true }
        guard let wrapper = candidates.first else { return nil }
        if wrapper.showsReceiver, let verb = wrapper.verb {
            // `vc.presentInNavigationController(from: self)`: the receiver, shown from the caller.
            guard let receiver, receiver.trimmedDescription != "self" else { return nil }
            let d = resolver.resolve(receiver, in: scope)
            findings.record(at, name, d)
            let shown: Destination = wrapper.receiverInNavigation && !Self.isNavigation(d) ? .navigation(d) : d
            let wrapped = Self.isNavigation(shown) && verb == .present ? ["withNavigation"] : []
            return ([.show(verb, [shown], modifiers: wrapper.receiverModifiers + wrapped + Self.unanimated(arguments), at)], wrapper)
        }
        if let verb = wrapper.verb, let index = wrapper.parameter {
            let expr = arguments[index].expression
            let d = resolver.resolve(expr, in: scope)
            if verb == .set, let array = expr.as(ArrayExprSyntax.self) {
                let items = array.elements.map { resolver.resolve($0.expression, in: scope) }
                for item in items { findings.record(at, name, item) }
                return ([.show(.set, items, modifiers: Self.unanimated(arguments), at)], wrapper)
            }
            findings.record(at, name, d)
            // `set(vc, animated: false)` through a wrapper that passes its `animated` on.
            let mods = showModifiers(of: expr, d, scope) + Self.unanimated(arguments)
            // `router.setRootModule(splitViewController)`: a split view made root through a wrapper brings its columns.
            if verb == .root, let columns = splitShown(d, at) { return (columns, wrapper) }
            return ([.show(verb, [d], modifiers: mods, at)], wrapper)
        }
        if let back = wrapper.back {
            findings.recordResolved(at, name, back.rawValue)
            return ([.back(back, at)], wrapper)
        }
        return nil
    }

    /// In a view controller: `delegate?.didSelect(item)`, `onSelect?(item)`, `coordinator?.showDetail()`.
    private func sendToOwner(_ x: FunctionCallExprSyntax, name: String, receiver: ExprSyntax?, _ scope: Scope, _ at: SourcePlace) -> [DraftStatement]? {
        guard module.isScreen(scope.owner) || viewModels.contains(scope.owner) else { return nil }
        if receiver == nil || receiver?.trimmedDescription == "self" {
            if let p = module.property(of: scope.owner, named: name), module.isClosure(p) { return [.send(name, via: .closure, at)] }
            return nil
        }
        // Only the direct receiver: `delegate?.x()`, not `delegate?.items.append(…)`.
        guard let receiver, let type = ownerType(receiver, scope) else { return nil }
        return [.send(name, via: .delegate(type), at)]
    }

    /// In a screen, `cell.onLogin = delegate?.goToLogin`: a method of its owner handed on by reference, which the
    /// cell's button calls later. The screen sends it, as `delegate?.goToLogin()` would.
    private func methodReference(_ value: ExprSyntax, _ scope: Scope, _ at: SourcePlace) -> [DraftStatement]? {
        guard module.isScreen(scope.owner) || viewModels.contains(scope.owner), let member = unwrap(value).as(MemberAccessExprSyntax.self),
              let base = member.base, let type = ownerType(base, scope),
              !module.methods(of: type, named: member.declName.baseName.text).isEmpty else { return nil }
        return [.send(member.declName.baseName.text, via: .delegate(type), at)]
    }

    /// The type of the owner a screen tells through `receiver` (`delegate?`, `self.coordinator`): one property of the
    /// screen, typed as a coordinator or as a protocol its owner adopts — a weak or `delegate` property, or one a
    /// coordinator or screen adopts. An `interactor: CustomListInteractorProtocol` a service class adopts is not.
    private func ownerType(_ receiver: ExprSyntax, _ scope: Scope) -> String? {
        guard let base = rootName(receiver, scope), let p = module.property(of: scope.owner, named: base), var type = p.typeName else { return nil }
        // `(HolderCoordinatorDelegate & OpenUrlProtocol)?`: the part of a composition that a coordinator adopts.
        let parts = compositionParts(type)
        if parts.count > 1 {
            type = parts.first { part in module.isCoordinator(part) || module.conformers(of: part).contains(where: module.isCoordinator) } ?? parts[0]
        }
        if module.isCoordinator(type) { return type }
        guard module[type]?.kind == .protocol else { return nil }
        if p.isWeak || p.name.lowercased().contains("delegate") { return type }
        let conformers = module.conformers(of: type)
        return conformers.isEmpty || conformers.contains(where: { module.isCoordinator($0) || module.isScreen($0) }) ? type : nil
    }
}
