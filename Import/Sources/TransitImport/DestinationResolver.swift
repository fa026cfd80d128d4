// SPDX-License-Identifier: MIT
import Foundation
import SwiftSyntax

/// Says what a Swift expression that is shown (pushed, presented, set as root…) is, by reading initialisers,
/// local bindings, properties, casts, storyboard identifiers and factory methods of the module. Never guesses:
/// what no declaration names is `.unresolved`.
struct DestinationResolver {
    let module: Module
    /// Storyboards read with the Swift: a scene named by its identifier is the class it makes.
    var storyboards: [Storyboard] = []
    /// What each method returns, by method and the cases its caller binds: resolved once. Without it a chain of
    /// factories that call factories by name is walked again at every call, exponential in its depth (a 2,000-file
    /// app did not finish in ten minutes).
    let returns = ReturnCache()
    /// Synthetic names of tab bars built inside a method: `UITabBarController()` in `MainCoordinator` → `MainTabs`.
    var tabBarName: (String) -> String = { "\($0)Tabs" }

    func resolve(_ expr: ExprSyntax, in scope: Scope, depth: Int = 0) -> Destination {
        guard depth < 8 else { return .unresolved(expr.trimmedDescription) }
        let next = depth + 1
        if let e = expr.as(OptionalChainingExprSyntax.self) { return resolve(e.expression, in: scope, depth: next) }
        if let e = expr.as(ForceUnwrapExprSyntax.self) { return resolve(e.expression, in: scope, depth: next) }
        if let e = expr.as(TryExprSyntax.self) { return resolve(e.expression, in: scope, depth: next) }
        if let e = expr.as(AwaitExprSyntax.self) { return resolve(e.expression, in: scope, depth: next) }
        if let e = expr.as(TupleExprSyntax.self), e.elements.count == 1, let only = e.elements.first {
            return resolve(only.expression, in: scope, depth: next)
        }
        if let e = expr.as(AsExprSyntax.self) {
            let cast = baseTypeName(e.type.trimmedDescription)
            if module.isScreen(cast) { return .screen(cast) }
            if module.isCoordinator(cast) { return .coordinator(cast) }
            let inner = resolve(e.expression, in: scope, depth: next)
            return inner
        }
        if let e = expr.as(InfixOperatorExprSyntax.self),
           e.operator.trimmedDescription == "??" || e.rightOperand.is(ClosureExprSyntax.self) {
            // `a ?? b`, and `makeViewController() &> { $0.delegate = self }`: a configuring operator.
            return resolve(e.leftOperand, in: scope, depth: next)
        }
        // `flag ? makeA() : makeB()`: decided at run time; the first arm that says what it is (as a choice keeps its first arm).
        if let e = expr.as(TernaryExprSyntax.self) {
            let first = resolve(e.thenExpression, in: scope, depth: next)
            return first.isUnresolved ? resolve(e.elseExpression, in: scope, depth: next) : first
        }
        // `let vc = if case .sitemap = target { sitemap } else { web }`, a `switch` expression too: the same.
        if let e = expr.as(IfExprSyntax.self) {
            if let taken = scope.takes(e) {
                switch (taken, e.elseBody) {
                case (true, _): return firstSaid([e.body.statements], in: scope, depth: next)
                case (false, .codeBlock(let b)?): return firstSaid([b.statements], in: scope, depth: next)
                case (false, .ifExpr(let inner)?): return resolve(ExprSyntax(inner), in: scope, depth: next)
                case (false, nil): return .unresolved(expr.trimmedDescription)
                }
            }
            return firstSaid(e.arms.map(\.statements), in: scope, depth: next)
        }
        if let e = expr.as(SwitchExprSyntax.self) {
            return firstSaid(e.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }, in: scope, depth: next)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) { return resolveCall(call, in: scope, depth: next) }
        // `makeViewController() &> { $0.delegate = self }`: a configuring operator the standard table lacks.
        if let sequence = expr.as(SequenceExprSyntax.self), let first = sequence.elements.first,
           sequence.elements.last?.is(ClosureExprSyntax.self) == true {
            return resolve(first, in: scope, depth: next)
        }
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return resolveName(ref.baseName.text, expr, in: scope, depth: next) }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return .unresolved(expr.trimmedDescription) }
            // `Welcome.self` handed to a generic helper: the type itself.
            if name == "self", let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, let d = destination(ofType: type) { return d }
            if ["self", "self?", "self!"].contains(base.trimmedDescription) {
                if let value = scope.local(name, at: member) { return resolve(value, in: scope, depth: next) }
                return resolveProperty(name, of: scope.owner, in: scope, depth: next) ?? .unresolved(expr.trimmedDescription)
            }
            // `child.navigationController`, `child.rootViewController`: what a child coordinator shows.
            let owner = resolve(base, in: scope, depth: next)
            if case .coordinator(let c) = owner {
                // `appDelegate.loginCoordinator`: a coordinator the coordinator holds.
                if let held = resolveProperty(name, of: c, in: Scope(owner: c, method: nil), depth: next), case .coordinator = held { return held }
                // `accountsCoordinator.accountsViewController`, declared as the app's own screen class: that screen.
                if let written = module.property(of: c, named: name)?.typeName.map(module.canonical), module.isScreen(written),
                   module[written]?.isExtension == false, !isGeneral(.screen(written)) {
                    return .screen(written)
                }
                return .coordinator(c)
            }
            // `push(childCoordinator:)` pushing `childCoordinator.viewController`: a router's parameter that is a
            // coordinator, shown as the screen it exposes; the call site says which coordinator.
            if case .parameter = owner, name.lowercased().contains("controller") || name == "presentable",
               let ref = base.as(DeclReferenceExprSyntax.self), let type = scope.parameterTypes[ref.baseName.text].map(module.canonical),
               module.isCoordinator(type) || module[type]?.kind == .protocol && module.conformers(of: type).contains(where: module.isCoordinator) {
                return owner
            }
            if let type = typeOf(base, in: scope), let d = resolveProperty(name, of: type, in: scope, depth: next) { return d }
        }
        return .unresolved(expr.trimmedDescription)
    }

    private func resolveName(_ name: String, _ expr: ExprSyntax, in scope: Scope, depth: Int) -> Destination {
        if name == "self" {
            if module.isScreen(scope.owner) { return .screen(scope.owner) }
            if module.isTabBarController(scope.owner) { return .tabBar(scope.owner) }
            if module.isCoordinator(scope.owner) { return .coordinator(scope.owner) }
            return .unresolved(name)
        }
        if let value = scope.local(name, at: expr) {
            let d = resolve(value, in: scope, depth: depth)
            // `let vc: LoginViewController = .instantiate(storyboardName: "Login")`: the written type says it.
            if d.isUnresolved, let type = scope.localTypes[name], let written = destination(ofType: type) { return written }
            return d
        }
        if let (value, index) = scope.tupleElements[name] { return resolveTupleElement(value, index, in: scope, depth: depth) }
        if let index = scope.parameters[name] { return .parameter(index) }
        if let d = resolveProperty(name, of: scope.owner, in: scope, depth: depth) { return d }
        return .unresolved(expr.trimmedDescription)
    }

    /// `StoryboardScene.Root.initialScene`: a static property of a generated scene enum whose value is
    /// `InitialSceneType<T>(…)` or `SceneType<T>(…)`: T, when it is a screen of the app.
    private func generatedScene(_ base: ExprSyntax) -> Destination? {
        guard let m = BodyTranslator.unwrap(base).as(MemberAccessExprSyntax.self), let owner = m.base else { return nil }
        var chain: [String] = []
        var current: ExprSyntax? = owner
        while let c = current.map(BodyTranslator.unwrap) {
            if let mm = c.as(MemberAccessExprSyntax.self) { chain.insert(mm.declName.baseName.text, at: 0); current = mm.base }
            else if let r = c.as(DeclReferenceExprSyntax.self) { chain.insert(r.baseName.text, at: 0); current = nil }
            else { return nil }
        }
        guard let last = chain.last else { return nil }
        for typeName in [last, chain.joined()] {
            guard let p = module[typeName]?.property(m.declName.baseName.text), let value = p.initializer?.as(FunctionCallExprSyntax.self),
                  let generic = value.calledExpression.as(GenericSpecializationExprSyntax.self),
                  ["SceneType", "InitialSceneType"].contains(generic.expression.trimmedDescription),
                  let argument = generic.genericArgumentClause.arguments.first?.argument.trimmedDescription else { continue }
            let type = baseTypeName(argument.components(separatedBy: ".").last ?? argument)
            if module.isScreen(type) { return .screen(type) }
            if module.isTabBarController(type), type != "UITabBarController" { return .tabBar(type) }
        }
        return nil
    }

    /// What a computed property's getter returns, else its declared type, else its initial value.
    func resolveProperty(_ name: String, of type: String, in scope: Scope, depth: Int) -> Destination? {
        guard let p = module.property(of: type, named: name) else { return nil }
        if let g = p.getterResult, depth < 12, case let d = resolve(g, in: Scope(owner: type, method: nil), depth: depth + 1), !d.isUnresolved {
            return d
        }
        if let t = p.typeName, let d = destination(ofType: t) {
            // `lazy var tabs: BaseCoordinator = builder.tabs(…)`: a base class (or a protocol) declared, and the value
            // made is one of its kinds: that kind.
            if let value = p.initializer, isGeneral(d), case let made = resolve(value, in: Scope(owner: type, method: nil), depth: depth),
               made.coordinatorName.map({ $0 != d.coordinatorName }) == true || (made.shownScreen != nil && made.shownScreen != d.shownScreen) {
                return made
            }
            // `let home: FeatureNavigationController` set in `init` to one made around a local root: that value.
            if case .navigation(nil) = d, p.initializer == nil, depth < 12, let made = assignedInInitializer(name, of: type, depth: depth + 1),
               case .navigation(_?) = made {
                return made
            }
            return d
        }
        if let value = p.initializer { return resolve(value, in: Scope(owner: type, method: nil), depth: depth) }
        // `let nextVc: UIViewController` set from the initialiser's parameter: the screen every construction gives
        // (`SignInAuthorizeEmailViewController(nextVc: SignInPasswordViewController(…))`).
        if p.typeName != nil, let given = constructedAs(property: name, of: type), module.isScreen(given) { return .screen(given) }
        return nil
    }

    /// What the type's initialisers assign to a stored property (`self.home = Feature(rootViewController: vc)`),
    /// read in the initialiser's scope so its locals resolve; nil unless they all agree.
    private func assignedInInitializer(_ property: String, of type: String, depth: Int) -> Destination? {
        var found: Destination?
        for method in module[type]?.initializers ?? [] {
            guard let body = method.body else { continue }
            let scope = Scope(owner: type, method: method)
            for assignment in body.descendants(InfixOperatorExprSyntax.self) where assignment.operator.is(AssignmentExprSyntax.self) {
                let left = assignment.leftOperand.trimmedDescription
                guard left == "self." + property || (left == property && scope.parameters[property] == nil) else { continue }
                let d = resolve(assignment.rightOperand, in: scope, depth: depth)
                if let earlier = found, earlier != d { return nil }
                found = d
            }
        }
        return found
    }

    /// The app type every construction of `owner` passes for its initialiser parameter that `property` is set from
    /// (`LoadingCoordinator(flow: .pushFlow(navigationController: nav))` → `BPPushPresentationFlow`); nil when the
    /// constructions disagree or say nothing.
    func constructedAs(property: String, of owner: String) -> String? {
        let key = owner + "." + property
        if let known = returns.constructed[key] { return known }
        returns.constructed[key] = .some(nil)
        // The initialiser parameter assigned to the property (`self.flow = flow`), by its argument label.
        var labels: Set<String> = []
        for m in module[owner]?.methods ?? [] where m.isInitializer {
            guard let body = m.body else { continue }
            for a in body.descendants(InfixOperatorExprSyntax.self) where a.operator.is(AssignmentExprSyntax.self) {
                let left = a.leftOperand.trimmedDescription
                guard left == "self." + property || left == property, let source = a.rightOperand.as(DeclReferenceExprSyntax.self)?.baseName.text,
                      let parameter = m.parameters.first(where: { $0.name == source }) else { continue }
                labels.insert(parameter.label ?? "_")
            }
        }
        guard !labels.isEmpty else { return nil }
        var found: Set<String> = []
        for call in constructions()[owner] ?? [] {
            for argument in call.arguments where labels.contains(argument.label?.text ?? "_") {
                guard let type = concreteType(of: argument.expression) else { return nil }
                found.insert(type)
            }
        }
        let result = found.count == 1 ? found.first : nil
        returns.constructed[key] = .some(result)
        return result
    }

    /// `PushFlow(…)`, or `.pushFlow(…)`: a static factory declared `-> Self where Self == PushFlow` (or returning it).
    private func concreteType(of expr: ExprSyntax, depth: Int = 0) -> String? {
        let e = BodyTranslator.unwrap(expr)
        // `let vc = SignInPasswordViewController(ok); …(nextVc: vc)`: the value the local was given before.
        if let ref = e.as(DeclReferenceExprSyntax.self), depth < 4 {
            let name = ref.baseName.text
            var block = Syntax(ref).ancestorCodeBlock
            while let body = block {
                var given: ExprSyntax?
                for v in body.descendants(VariableDeclSyntax.self) where v.position < ref.position {
                    for b in v.bindings where b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name { given = b.initializer?.value ?? given }
                }
                if let given { return concreteType(of: given, depth: depth + 1) }
                if body.parent?.is(FunctionDeclSyntax.self) == true || body.parent?.is(InitializerDeclSyntax.self) == true { return nil }
                block = body.ancestorCodeBlock
            }
            return nil
        }
        guard let call = e.as(FunctionCallExprSyntax.self) else { return nil }
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, module[name] != nil { return name }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        for f in staticFactories()[member.declName.baseName.text] ?? [] {
            for requirement in f.genericWhereClause?.requirements ?? [] {
                if case .sameTypeRequirement(let same) = requirement.requirement, same.leftType.trimmedDescription == "Self" {
                    return baseTypeName(same.rightType.trimmedDescription)
                }
            }
            if let returned = f.signature.returnClause?.type.trimmedDescription, returned != "Self", module[returned] != nil { return returned }
        }
        return nil
    }

    /// Every `Type(…)` of an app type in the module, by type: read once.
    private func constructions() -> [String: [FunctionCallExprSyntax]] {
        if let known = returns.constructions { return known }
        var found: [String: [FunctionCallExprSyntax]] = [:]
        for t in module.all {
            for node in t.nodes {
                for call in node.descendants(FunctionCallExprSyntax.self) {
                    guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, module[name] != nil else { continue }
                    found[name, default: []].append(call)
                }
            }
        }
        returns.constructions = found
        return found
    }

    /// The static functions declared in protocols and extensions, by name: read once.
    private func staticFactories() -> [String: [FunctionDeclSyntax]] {
        if let known = returns.staticFactories { return known }
        var found: [String: [FunctionDeclSyntax]] = [:]
        for t in module.all where t.isExtension || t.kind == .protocol {
            for node in t.nodes {
                for f in node.descendants(FunctionDeclSyntax.self) where f.modifiers.contains(where: { $0.name.text == "static" }) {
                    found[f.name.text, default: []].append(f)
                }
            }
        }
        returns.staticFactories = found
        return found
    }

    /// A destination that names a base class other coordinators or screens derive from, or a protocol.

    private func isGeneral(_ d: Destination) -> Bool {
        guard let name = d.coordinatorName ?? d.shownScreen else { return false }
        return module.isBaseCoordinator(name) || module[name]?.kind == .protocol
            || module.all.contains { $0.name != name && $0.inherited.first == name && !$0.isExtension }
    }

    /// The scene a storyboard identifier names (or the initial scene of the storyboard named), as the class it
    /// makes: a screen, or a navigation controller around its root's screen. nil when no storyboard read says.
    /// `near`: the Info.plist naming it as the main storyboard; of several storyboards of that name (an example app's
    /// in a vendored library), the one in the folder nearest it.
    func storyboardScene(identifier: String?, storyboardName: String?, near plist: String? = nil) -> Destination? {
        var found: (Storyboard, String)?
        if let identifier {
            for b in storyboards { if let (id, _) = b.scenes.first(where: { $0.value.storyboardIdentifier == identifier }) { found = (b, id); break } }
        } else {
            var named = storyboards.filter { b in storyboardName.map { ($0 + ".storyboard") == (b.path as NSString).lastPathComponent } ?? true }
            if named.count > 1, let plist {
                let best = named.map { SourceFinder.sharedFolders($0.path, plist) }.max()!
                if best > 0 { named = named.filter { SourceFinder.sharedFolders($0.path, plist) == best } }
            }
            if named.count == 1, let b = named.first, let initial = b.initial { found = (b, initial) }
        }
        guard let (board, id) = found else { return nil }
        return destination(ofScene: id, in: board)
    }

    /// A storyboard scene as a destination: its class when the app declares it as a screen; a navigation controller
    /// scene is one around its root scene.
    func destination(ofScene id: String, in board: Storyboard, depth: Int = 0) -> Destination? {
        // A storyboard reference: the scene it names in the other storyboard, or that storyboard's initial one.
        if let reference = board.references[id], depth < 4,
           let other = storyboards.first(where: { (($0.path as NSString).lastPathComponent as NSString).deletingPathExtension == reference.storyboard }),
           let target = reference.identifier.flatMap({ identifier in other.scenes.first { $0.value.storyboardIdentifier == identifier }?.key }) ?? other.initial {
            return destination(ofScene: target, in: other, depth: depth + 1)
        }
        guard let scene = board.scenes[id] else { return nil }
        // A split view scene, drafted collapsed as on an iPhone (as one built in code is): its primary column.
        if scene.element == "splitViewController",
           let primary = board.relationships[id]?.first(where: { ["masterViewController", "primaryViewController"].contains($0.kind) })?.destination,
           let d = destination(ofScene: primary, in: board) {
            return d
        }
        if let c = scene.customClass, module.isScreen(c) { return .screen(c) }
        if scene.element == "navigationController" {
            let root = board.relationships[id]?.first { $0.kind == "rootViewController" }?.destination
            return .navigation(root.flatMap { destination(ofScene: $0, in: board) })
        }
        if scene.element == "tabBarController" { return .tabBar(Self.tabBarName(scene, in: board, module)) }
        return nil
    }

    /// A storyboard's tab bar controller: its class when the app declares one, else named after the storyboard.
    static func tabBarName(_ scene: Storyboard.Scene, in board: Storyboard, _ module: Module) -> String {
        if let c = scene.customClass, module.isTabBarController(c) { return c }
        return ((board.path as NSString).lastPathComponent as NSString).deletingPathExtension + "Tabs"
    }

    /// The segue with this identifier leaving a scene of `screen`'s class (or any scene, when the class is unknown
    /// and only one segue has that identifier).
    func segue(named name: String, from screen: String?) -> (board: Storyboard, source: String, segue: Storyboard.Segue)? {
        var found: [(Storyboard, String, Storyboard.Segue)] = []
        for board in storyboards {
            for (id, list) in board.segues {
                for s in list where s.identifier == name && (screen == nil || board.scenes[id]?.customClass == screen) { found.append((board, id, s)) }
            }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// What a segue leaving `source` shows, as a statement: its verb, its destination's class, its presentation style.
    func show(_ segue: Storyboard.Segue, from source: String, in board: Storyboard, at place: SourcePlace) -> DraftStatement? {
        guard let verb = board.verb(of: segue, from: source), var d = destination(ofScene: segue.destination, in: board) else { return nil }
        // `showDetail` in a collapsed split view pushes the detail on its one stack, a navigation controller around it too.
        if segue.kind == "showDetail", verb == .push, case .navigation(let inner?) = d { d = inner }
        var modifiers = segue.style.flatMap(presentationStyle).map { [$0] } ?? []
        // A presentation segue to a navigation controller scene (or a reference to one) presents its root in it.
        if verb == .present, case .navigation(_?) = d { modifiers.append("withNavigation") }
        return .show(verb, [d], modifiers: modifiers, place)
    }

    /// A split view's screen name, when `d` is a split view (UIKit's, or the app's subclass).
    func splitName(_ d: Destination) -> String? {
        switch d {
        case .system("UISplitViewController"): "UISplitViewController"
        case .screen(let s) where module.isSplitViewController(s): s
        default: nil
        }
    }

    /// `UIStoryboard(name: "Settings", bundle: nil)` as the receiver (directly or through a local): "Settings".
    private func storyboardName(_ base: ExprSyntax?, in scope: Scope) -> String? {
        var e = base
        if let ref = e?.as(DeclReferenceExprSyntax.self), let value = scope.local(ref.baseName.text, at: ref) { e = value }
        guard let call = e?.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "UIStoryboard" else { return nil }
        return call.arguments.first { $0.label?.text == "name" }?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// What a value of this declared type is, when the type says it.
    func destination(ofType written: String) -> Destination? {
        let type = module.canonical(written)
        // An app's own container that stacks with its own push: a navigation controller without back.
        if module.isContainerWithoutBack(type) { return .navigation(nil) }
        if module.isScreen(type) { return .screen(type) }
        if module.isTabBarController(type), type != "UITabBarController" { return .tabBar(type) }
        // A value declared as UIKit's UITabBarController (a coordinator's injected `tabBarController`) is the app's
        // tab bar when the app declares exactly one subclass: that is the one it makes.
        if type == "UITabBarController", let only = module.tabBarSubclasses.only { return .tabBar(only) }
        if module.isNavigationController(type) { return .navigation(nil) }
        if module.isCoordinator(type) { return .coordinator(type) }
        // `let split: UISplitViewController`: a system view controller, as `UISplitViewController()` is.
        if module.types[type] == nil, Module.screenBases.contains(type), type != "UIViewController" { return .system(type) }
        // A protocol one view controller adopts (`ItemDetailView` of a factory): that controller.
        if module[type]?.kind == .protocol {
            let screens = module.conformers(of: type).filter(module.isScreen)
            if screens.count == 1 { return .screen(screens[0]) }
        }
        // A protocol one coordinator adopts (an injected `AppNavigable` an app router implements, the other
        // conformers no coordinators: an extension's no-op router): that coordinator.
        if module[type]?.kind == .protocol || module[type]?.isComposition == true {
            let coordinators = module.conformers(of: type).filter(module.isCoordinator)
            if coordinators.count == 1 { return .coordinator(coordinators[0]) }
        }
        return nil
    }

    /// The type of a receiver, to find the method or property it names.
    func typeOf(_ expr: ExprSyntax, in scope: Scope) -> String? {
        var e = expr
        while true {
            if let x = e.as(OptionalChainingExprSyntax.self) { e = x.expression } else if let x = e.as(ForceUnwrapExprSyntax.self) { e = x.expression } else { break }
        }
        if let ref = e.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if name == "self" { return scope.owner }
            // `SplashModuleBuilder.build(…)`: a static call's receiver is its type.
            if name.first?.isUppercase == true, module[name] != nil, scope.local(name, at: ref) == nil, module.property(of: scope.owner, named: name) == nil { return name }
            if let value = scope.local(name, at: ref), let call = value.as(FunctionCallExprSyntax.self) {
                if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, module[callee] != nil { return callee }
                // `let host = FlowHost.make { … }`: a static factory's declared return type.
                if let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base?.trimmedDescription, module[base] != nil,
                   let returned = module.methods(of: base, named: m.declName.baseName.text).first(where: \.isStatic)?.returnType.map(baseTypeName) {
                    return returned == "Self" ? base : returned
                }
            }
            return propertyType(name, of: scope.owner)
        }
        if let member = e.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            return propertyType(member.declName.baseName.text, of: scope.owner)
        }
        // `self.parameters.router`: the member's type in its base's type, as far as the chain goes.
        if let member = e.as(MemberAccessExprSyntax.self), let base = member.base, let owner = typeOf(base, in: scope) {
            return propertyType(member.declName.baseName.text, of: baseTypeName(owner))
        }
        return nil
    }

    /// A property's written type, else the app type its initial value makes (`let picker = OptionsPicker()`).
    /// A protocol several app types adopt is the one every construction of the owner hands in (`flow: .pushFlow(…)`).
    private func propertyType(_ name: String, of owner: String) -> String? {
        guard let p = module.property(of: owner, named: name) else { return nil }
        if let t = p.typeName {
            if module[baseTypeName(t)]?.kind == .protocol, module.conformers(of: baseTypeName(t)).count > 1,
               let given = constructedAs(property: name, of: owner) { return given }
            return t
        }
        guard let callee = p.initializer?.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              module[callee] != nil else { return nil }
        return callee
    }

    private func resolveCall(_ call: FunctionCallExprSyntax, in scope: Scope, depth: Int) -> Destination {
        let text = call.trimmedDescription
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        // `lazy var tabs: BaseCoordinator = { let c = builder.tabs(…); return c }()`: what the closure returns.
        if let closure = callee.as(ClosureExprSyntax.self), call.arguments.isEmpty {
            let inner = Scope(owner: scope.owner, closure: closure, outer: scope)
            let found = Set(returnedExpressions(closure.statements).map { resolve($0, in: inner, depth: depth) })
            if found.count == 1, let only = found.first { return only }
            return .unresolved(text)
        }
        if let ref = callee.as(DeclReferenceExprSyntax.self) {
            let name = module.canonical(ref.baseName.text)
            // `UIHostingController(rootView: EventsView(…))`, and an app's own hosting subclass given its root view
            // (`ActionableHostingViewController(rootView: …)`): the SwiftUI view is the screen, one per view.
            if name == "UIHostingController" || module.uikitBase(of: name) == "UIHostingController" && call.arguments.contains(where: { $0.label?.text == "rootView" }) {
                var view = call.arguments.first { $0.label?.text == "rootView" }?.expression
                if let ref = view?.as(DeclReferenceExprSyntax.self), let value = scope.local(ref.baseName.text, at: ref) { view = value }
                // `MessageSupportView(viewModel: vm) { … }.environmentObject(theme)`: the view under its modifiers.
                while let modifier = view?.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self),
                      let base = modifier.base, base.is(FunctionCallExprSyntax.self) { view = base }
                var viewCallee = view?.as(FunctionCallExprSyntax.self)?.calledExpression
                if let generic = viewCallee?.as(GenericSpecializationExprSyntax.self) { viewCallee = generic.expression }
                let viewName = viewCallee?.trimmedDescription
                return viewName.map(Destination.hosting) ?? .unresolved(text)
            }
            if name == "UIAlertController" {
                let title = call.arguments.first { $0.label?.text == "title" }?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                return .alert(title)
            }
            if module.types[name] == nil, Module.screenBases.contains(name), name != "UIViewController" { return .system(name) }
            if module.isNavigationController(name) {
                if let root = call.arguments.first(where: { $0.label?.text == "rootViewController" })?.expression {
                    return .navigation(resolve(root, in: scope, depth: depth))
                }
                return .navigation(nil)
            }
            if module.isTabBarController(name) { return .tabBar(name == "UITabBarController" ? tabBarName(scope.owner) : name) }
            if module.isContainerWithoutBack(name) { return .navigation(nil) }
            if module.isScreen(name) { return .screen(name) }
            if module.isCoordinator(name) { return .coordinator(name) }
            if let method = module.methods(of: scope.owner, named: name).first {
                return resolveReturn(of: method, depth: depth, cases: casesPassed(to: method, Array(call.arguments), scope), call: call, caller: scope)
            }
            // `func push<S: Scene>(scene _: S.Type, …) { let scene = S(viewModel: …) }`: the type the caller passes.
            if let (parameter, _) = scope.parameterTypes.first(where: { $0.value == name + ".Type" }), let index = scope.parameters[parameter] {
                return .parameter(index)
            }
            return .unresolved(text)
        }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return .unresolved(text) }
        let name = member.declName.baseName.text
        if name == "instantiateViewController" || name == "instantiateInitialViewController" {
            let identifier = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            return storyboardScene(identifier: identifier, storyboardName: storyboardName(member.base, in: scope))
                ?? .storyboard(identifier ?? "InitialViewController")
        }
        guard let base = member.base else { return .unresolved(text) }
        // SwiftGen's `StoryboardScene.Root.initialScene.instantiate()`: the class its generated scene names
        // (`static let initialScene = InitialSceneType<RootViewController>(storyboard: Root.self)`).
        if name == "instantiate", let scene = generatedScene(base) { return scene }
        // `ItemDetailViewController.instantiate()`: a static factory of the class.
        if let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text, typeName.first?.isUppercase == true {
            if module.isScreen(typeName) { return .screen(typeName) }
            if module.isCoordinator(typeName) { return .coordinator(typeName) }
            if module.isTabBarController(typeName), typeName != "UITabBarController" { return .tabBar(typeName) }
            if module.isNavigationController(typeName) { return .navigation(nil) }
        }
        // `module.toPresent()`, `coordinator.rootViewController()`: the same thing, presented.
        // (Not `self.makeAllChatsCoordinator()`: a factory method of the owner returns something else.)
        if call.arguments.isEmpty, base.trimmedDescription != "self" || Self.presentedAccessors.contains(name) {
            let inner = resolve(base, in: scope, depth: depth)
            if case .unresolved = inner {} else if case .parameter = inner {} else { return inner }
            if case .parameter = inner, Self.presentedAccessors.contains(name) { return inner }
        }
        // `factory.makeItemDetail(…)`: the factory method's return type or returned value.
        let found = Set(methodsCalled(name, on: base, in: scope).map { resolveReturn(of: $0, depth: depth, cases: casesPassed(to: $0, Array(call.arguments), scope), call: call, caller: scope) })
            .filter { if case .unresolved = $0 { false } else { true } }
        if found.count == 1, let only = found.first { return only }
        // `container.resolve(AppCoordinator.self)!`, `resolver.resolve(SettingsCoordinator.self, argument: nav)`: a
        // dependency container hands out what the metatype names.
        for argument in call.arguments {
            guard let m = argument.expression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "self",
                  let typeName = m.base?.trimmedDescription, let d = destination(ofType: typeName) else { continue }
            return d
        }
        return .unresolved(text)
    }

    /// The first arm of an `if` or `switch` expression whose one expression says what it is.
    private func firstSaid(_ arms: [CodeBlockItemListSyntax], in scope: Scope, depth: Int) -> Destination {
        var first: Destination?
        for arm in arms {
            guard arm.count == 1, let item = arm.first?.item, let e = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression else { continue }
            let d = resolve(e, in: scope, depth: depth)
            if !d.isUnresolved { return d }
            first = first ?? d
        }
        return first ?? .unresolved("an if or switch expression")
    }

    /// What a coordinator or module is asked for to be shown (`module.toPresent()`): the thing itself, presented.
    static let presentedAccessors: Set<String> = ["toPresent", "toPresentable", "toViewController", "asViewController", "viewController"]

    /// The methods a call `base.name(…)` may run: the receiver type's own, a protocol's conformers', else any of
    /// that name in the module.
    private func methodsCalled(_ name: String, on base: ExprSyntax?, in scope: Scope) -> [MethodInfo] {
        var candidates: [MethodInfo] = []
        if let base, let type = typeOf(base, in: scope) {
            // A protocol's requirement has no body: its conformers' implementations say what it returns.
            let own = module.methods(of: type, named: name).filter { $0.body != nil || $0.returnType.flatMap(destination(ofType:)) != nil }
            candidates = own.isEmpty ? implementations(of: name, in: type) : own
        } else if base == nil || base?.trimmedDescription == "self" {
            candidates = module.methods(of: scope.owner, named: name).filter { $0.body != nil }
        }
        if candidates.isEmpty { candidates = module.types.values.flatMap { $0.methods(named: name) }.filter { $0.body != nil } }
        return candidates
    }

    /// Element `index` of a tuple a call returns: `let (coordinator, module) = factory.makeTabbar()`.
    func resolveTupleElement(_ expr: ExprSyntax, _ index: Int, in scope: Scope, depth: Int) -> Destination {
        guard depth < 8 else { return .unresolved(expr.trimmedDescription) }
        if let tuple = expr.as(TupleExprSyntax.self), index < tuple.elements.count {
            return resolve(Array(tuple.elements)[index].expression, in: scope, depth: depth + 1)
        }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return .unresolved(expr.trimmedDescription) }
        let callee = call.calledExpression
        let name = callee.calleeName ?? ""
        var found: Set<Destination> = []
        for method in methodsCalled(name, on: callee.as(MemberAccessExprSyntax.self)?.base, in: scope) {
            let inner = Scope(owner: method.owner, method: method)
            for value in returnedValues(of: method) { found.insert(resolveTupleElement(value, index, in: inner, depth: depth + 1)) }
        }
        found = found.filter { if case .unresolved = $0 { false } else { true } }
        if found.count == 1, let only = found.first { return only }
        return .unresolved(expr.trimmedDescription)
    }

    /// What a method returns: its `return` expressions (closures' own excluded), or a single-expression body.
    /// `cases`: a `switch` on a parameter the caller gave a known case returns from that arm only.
    private func returnedValues(of method: MethodInfo, in scope: Scope? = nil) -> [ExprSyntax] {
        guard let body = method.body else { return [] }
        // `guard let service = … else { return nil }`: an optional's absence shows nothing; the caller's own
        // `guard let vc = make() else { return }` handles it. What it makes otherwise is what it returns.
        let values = returnedExpressions(body.statements).filter { !$0.is(NilLiteralExprSyntax.self) }
        // A body that is one `switch` expression with no `return` (implicit returns in its arms).
        let only = body.statements.count == 1 ? body.statements.first?.item : nil
        if let x = only?.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self) ?? only?.as(SwitchExprSyntax.self),
           values.allSatisfy({ $0.id == ExprSyntax(x).id }) {
            let arms = x.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
            let taken = scope?.arm(of: x).map { [$0] } ?? arms
            return taken.compactMap { $0.statements.count == 1 ? $0.statements.first?.item.as(ExprSyntax.self) : nil }
        }
        guard let scope, !scope.cases.isEmpty else { return values }
        return values.filter { !scope.isInUntakenArm($0) }
    }

    /// A protocol's method implemented by its conformers (a factory behind `CoordinatorFactory`).
    private func implementations(of name: String, in proto: String) -> [MethodInfo] {
        module.conformers(of: proto).flatMap { module.methods(of: $0, named: name) }
    }

    /// `call`, `caller`: a returned parameter (`makeTab(HomeViewController())` returning
    /// `UINavigationController(rootViewController: root)`) is what that call passes.
    func resolveReturn(of method: MethodInfo, depth: Int, cases: [String: String] = [:], call: FunctionCallExprSyntax? = nil, caller: Scope? = nil) -> Destination {
        let declared = method.returnType.flatMap { destination(ofType: $0) }
        // A declared navigation controller says less than the body: what it wraps. So does a declared base class of
        // coordinators (`func preAuth() -> BaseCoordinator { PreAuthCoordinator(…) }`): the one it makes.
        let saysLess = declared == .navigation(nil) || declared?.coordinatorName.map(module.isBaseCoordinator) == true
        if let declared, !saysLess { return declared }
        guard depth < 8, method.body != nil else { return declared ?? .unresolved(method.name) }
        var found: Set<Destination>
        let key = ReturnCache.Key(place: method.place, owner: method.owner, cases: cases)
        if let known = returns.values[key] {
            found = known
        } else {
            returns.values[key] = []  // a method that reaches itself again returns nothing known there
            var scope = Scope(owner: method.owner, method: method)
            scope.cases = cases
            found = Set(returnedValues(of: method, in: scope).map { resolve($0, in: scope, depth: depth + 1) })
            returns.values[key] = found
        }
        if let call, let caller {
            let given = argumentsByParameter(method, Array(call.arguments))
            found = Set(found.map { d in d.substitutingParameters { i in given[i].map { resolve($0, in: caller, depth: depth + 1) } } ?? d })
        }
        if found.count == 1, let only = found.first, declared == nil || !only.isUnresolved { return only }
        return declared ?? .unresolved(method.name)
    }
}

/// What statements give back: each `return`'s value (not those of closures inside them), else, when they are one
/// expression, that expression (a closure's or a getter's implicit return).
func returnedExpressions(_ statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
    let finder = ReturnFinder(viewMode: .sourceAccurate)
    finder.walk(statements)
    if finder.values.isEmpty, statements.count == 1, let e = statements.first?.item.as(ExprSyntax.self) { return [e] }
    return finder.values
}

private final class ReturnFinder: SyntaxVisitor {
    var values: [ExprSyntax] = []
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let e = node.expression { values.append(e) }
        return .skipChildren
    }
}

/// Memo of `resolveReturn`: shared by the copies of a resolver (a class, so that a value resolver can fill it).
final class ReturnCache {
    struct Key: Hashable { var place: SourcePlace; var owner: String; var cases: [String: String] }
    var values: [Key: Set<Destination>] = [:]
    /// `Owner.property` → the app type its constructions pass (nil inside: none agreed).
    var constructed: [String: String?] = [:]
    var constructions: [String: [FunctionCallExprSyntax]]?
    var staticFactories: [String: [FunctionDeclSyntax]]?
}
