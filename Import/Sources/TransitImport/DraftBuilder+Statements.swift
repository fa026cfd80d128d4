// SPDX-License-Identifier: MIT
import Foundation
import SwiftSyntax

/// Draft statements written as flow text.
extension DraftBuilder {
    // MARK: statements

    struct CoordinatorContext {
        var name: String
        var funcs: Set<String>
        var terminations: [String: Set<String>]
    }

    /// `shownBy`: for a child whose root is the screen it exposes, the parent's statement that shows it (when a
    /// list holds its `start` alone, the show is found in the same list).
    mutating func write(_ given: [DraftStatement], in owner: String, isCoordinator: Bool, inHandler: Bool,
                                context: CoordinatorContext? = nil, into out: inout FlowText, shownBy: DraftStatement? = nil) {
        // `nav.setViewControllers([a]); window.rootViewController = nav`: the navigation controller exists from the
        // start in Swift; in the flow it must be shown before `set` or `push` can act on it.
        // The same for one it presents (`navigationController.setViewControllers([vc]); presenter.present(navigationController)`).
        var statements = given
        // (Also when the show is all a run-time choice keeps: `if replacingWindowRoot { window.replaceRoot(with: nav) }`.)
        func showsNavigation(_ s: DraftStatement) -> Bool {
            switch s {
            case .show(let v, [.navigation(nil)], _, _): v == .root || v == .present
            case .choice(_, let kept, _, _): kept.contains(where: showsNavigation) && kept.allSatisfy { if case .todo = $0 { true } else { showsNavigation($0) } }
            default: false
            }
        }
        if let rootIndex = statements.firstIndex(where: showsNavigation),
           let firstUse = statements.firstIndex(where: { if case .show(let v, _, _, _) = $0, v == .set || v == .push { true } else { false } }),
           firstUse < rootIndex {
            statements.insert(statements.remove(at: rootIndex), at: firstUse)
        }
        // `let nav = UINavigationController(); Child(navigationController: nav).start(); present(nav)`: the child fills
        // the controller it is handed before it is shown; in the flow the empty controller is shown first, and the
        // child's first screen goes there (not onto the stack of the screen that acted).
        if let startIndex = statements.firstIndex(where: { if case .start = $0 { true } else { false } }),
           let shownIndex = statements.indices.first(where: { i in
               guard i > startIndex, case .show(let v, [.navigation(nil)], _, _) = statements[i] else { return false }
               return v == .present || v == .root || v == .embed
           }),
           !statements[(startIndex + 1)..<shownIndex].contains(where: { if case .show = $0 { true } else if case .start = $0 { true } else if case .todo = $0 { true } else { false } }) {
            statements.insert(statements.remove(at: shownIndex), at: startIndex)
        }
        // `child.start(); present(child.navigationController)`: a child that shows its first screen on a navigation
        // controller of its own is started where its controller is shown, in an empty one shown so.
        let shownChildren = Set(statements.compactMap { s -> String? in
            guard case .show(let verb, let ds, _, _) = s, ds.count == 1, case .coordinator(let c) = ds[0] else { return nil }
            return [.present, .push, .root].contains(verb) && firstShowNeedsNavigation(c) ? c : nil
        })
        var startOf: [String: DraftStatement] = [:]
        for s in statements { if case .start(let c, _, _, _, _) = s, shownChildren.contains(c), startOf[c] == nil { startOf[c] = s } }
        // `present(child.viewController)` of a child whose root is that screen: its start says how it is shown.
        let startedHere = Set(statements.compactMap { s -> String? in if case .start(let c, _, _, _, _) = s { c } else { nil } })
        for s in statements {
            switch s {
            case .start(let c, _, _, _, _) where startOf[c] != nil:
                continue  // written where its controller is shown
            case .show(let verb, _, _, let place) where (verb == .root || verb == .present) && shownChild(s).map(showsItsEmptyNavigation) == true:
                // `window.rootViewController = child.navigationController` of a child that shows nothing itself: an
                // empty navigation controller, which the pushes that follow fill.
                out.line("\(verb.rawValue) UINavigationController", from: place)
            case .show(_, _, _, let place) where shownChild(s).map { exposed[$0] != nil } == true:
                let c = shownChild(s)!
                if !startedHere.contains(c), isCoordinator {
                    write([.start(c, handler: nil, handlerPlace: nil, place)], in: owner, isCoordinator: isCoordinator, inHandler: inHandler,
                          context: context, into: &out, shownBy: s)
                }
            case .show(let verb, let ds, let mods, let place) where ds.count == 1 && ds[0].coordinatorName.map { startOf[$0] != nil } == true:
                let c = ds[0].coordinatorName!
                if verb != .push {
                    let style = mods.filter { verb == .present && $0 != "withNavigation" }
                    out.line(([verb.rawValue, "UINavigationController"] + style).joined(separator: " "), from: place)
                }
                write([startOf.removeValue(forKey: c)!], in: owner, isCoordinator: isCoordinator, inHandler: inHandler, context: context, into: &out)
            case .show(let verb, let ds, let mods, let place):
                if verb == .tabs { continue }  // the tabs declaration holds them
                if case .screen(let shown)? = ds.first {
                    for flag in mods where ["hidesBackButton", "hidesBottomBar"].contains(flag) && !(instanceFlags[shown] ?? []).contains(where: { $0.0 == flag }) {
                        instanceFlags[shown, default: []].append((flag, place))
                    }
                }
                let targets = ds.map { target($0, verb: verb, at: place) }
                if let bad = targets.firstIndex(where: { $0 == nil }), case .tabBar(let t) = ds[bad] {
                    out.todo("\(verb.rawValue) \(flowName(t)): no code sets this tab bar's tabs (a storyboard does?), so it cannot be declared", at: place)
                    continue
                }
                if let bad = targets.firstIndex(where: { $0 == nil }) {
                    out.todo("\(verb.rawValue) \(describe(ds[bad])): no declaration says which screen this is", at: place)
                    continue
                }
                if verb == .present, case .alert(let title)? = ds.first {
                    out.line("alert \(flowString(title ?? "alert"))", from: place)
                    continue
                }
                let names = targets.compactMap { $0 }
                var modifiers = Array(NSOrderedSet(array: mods.filter { verb == .present || $0 == "withNavigation" })) as? [String] ?? []
                // A hosted SwiftUI view whose body is its own NavigationStack brings its stack where it is shown on its own.
                if let words = hostedStackWords(ds, verb: verb), !modifiers.contains("withNavigation") { modifiers.append(words) }
                // A custom container swapping its content (`embed … replacing`).
                let replacing = verb == .embed && mods.contains("replacing") ? " replacing" : ""
                let suffix = modifiers.isEmpty ? "" : " " + modifiers.joined(separator: " ")
                // `pushViewController(vc, animated: false)`, `setViewControllers([…], animated: false)`.
                let still = mods.contains("animated: false") ? " animated: false" : ""
                switch verb {
                case .set: out.line("set [\(names.joined(separator: ", "))]\(still)", from: place)
                case .embed where modifiers.contains("withNavigation"): out.line("embed \(names[0]) withNavigation\(replacing)", from: place)
                case .push, .embed:
                    if modifiers.contains("withNavigation") { out.todo("\(verb.rawValue) of a navigation controller around \(names[0])", at: place) }
                    else { out.line("\(verb.rawValue) \(names[0])\(verb == .push ? still : replacing)", from: place) }
                default: out.line("\(verb.rawValue) \(names[0])\(suffix)", from: place)
                }
            case .back(let b, let place): out.line(b.rawValue, from: place)
            case .dismissThen(let body, let place):
                out.open("dismiss then", from: place)
                write(body, in: owner, isCoordinator: isCoordinator, inHandler: inHandler, context: context, into: &out)
                out.close()
            case .start(let child, let handler, let handlerPlace, let place, let given):
                // A tab's coordinator is started by its tab bar (the `tabs` declaration), not where that is built.
                guard isCoordinator, translator.findings.tabBuilders[child]?.contains(owner) != true else { continue }
                // A split view's primary column is started where the split view is shown, not where the Swift starts it.
                if let shown = translator.findings.splitCoordinators[child], shown != place { continue }
                var body = handler
                var bodyPlace = handlerPlace
                if body == nil, let names = context?.terminations[child] {
                    // `parent?.childDidFinish(self)`: the parent's method of that name is the handler.
                    // Not one being written already: a handler that starts the child again would write itself forever.
                    // Of several (`flowDidFinish`, `flowDidCancel`, `flowBackAction`), the one that finishes the flow
                    // first, one that backs out or cancels last.
                    func rank(_ n: String) -> Int {
                        let l = n.lowercased()
                        if ["finish", "complete", "done"].contains(where: l.contains) { return 0 }
                        return l.contains("cancel") || l.contains("back") ? 2 : 1
                    }
                    for n in names.sorted(by: { (rank($0), $0) < (rank($1), $1) }) {
                        if let m = module.methods(of: owner, named: n).first(where: { $0.body != nil }), !handlersWriting.contains(m.place) {
                            body = translator.translate(m); bodyPlace = m.place; break
                        }
                    }
                }
                // Every enum input is passed: the ones the Swift names, the others their first case.
                let arguments = coordinatorInputs(child).map { input in
                    "\(input.name): .\(identifier(String((given.first { $0.0 == input.name }?.1 ?? "." + input.cases[0]).dropFirst())))"
                }
                var target = flowName(child) + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
                if exposed[child] != nil, case .show(let verb, _, let mods, _)? = shownBy ?? statements.first(where: { shownChild($0) == child }) {
                    let style = verb == .present ? mods.filter { !["withNavigation", "hidesBackButton", "hidesBottomBar"].contains($0) } : []
                    target += " as " + ([verb.rawValue] + style).joined(separator: " ")
                }
                if let body {
                    out.line("start \(target) then {", from: place)
                    out.indent += 1
                    if let bodyPlace { out.line("// the termination handler, from \(bodyPlace)") }
                    let inserted = bodyPlace.map { handlersWriting.insert($0).inserted } ?? false
                    write(body, in: owner, isCoordinator: true, inHandler: true, context: context, into: &out)
                    if inserted, let bodyPlace { handlersWriting.remove(bodyPlace) }
                    out.close()
                } else {
                    out.line("start \(target)", from: place)
                }
            case .release(let place):
                if inHandler { out.line("release", from: place) } else { out.todo("a child coordinator is released here; say which with `release Name`", at: place) }
            case .terminate(_, let place):
                if isCoordinator { out.line("terminate", from: place) }
            case .retainSelf(let place):
                out.line("retain self", from: place)
            case .notify(let name, let place):
                if notifications.contains(name) { out.line("notify \(name)", from: place) }
            case .callFunc(let name, let place):
                if context?.funcs.contains(name) == true { out.line("\(identifier(name))()", from: place) }
            case .callAncestor(let ancestor, let name, let place):
                // Written only where that coordinator has the func (a method that does something).
                if isCoordinator, flowFuncs[ancestor]?.contains(name) == true {
                    out.line("\(flowName(ancestor)).\(identifier(name))()", from: place)
                }
            case .choice(let given, let kept, let others, let place):
                let nilFirst = given.hasPrefix(nilFirstMarker)
                let condition = nilFirst ? String(given.dropFirst(nilFirstMarker.count)) : given
                let which = nilFirst ? "the arm where it is nil" : "the first arm that navigates"
                out.todo("`\(condition)` decides at run time: \(which) is kept\(others.isEmpty ? "" : ", the others are comments")", at: place)
                write(kept, in: owner, isCoordinator: isCoordinator, inHandler: inHandler, context: context, into: &out)
                for arm in others {
                    var commented = FlowText()
                    write(arm, in: owner, isCoordinator: isCoordinator, inHandler: inHandler, context: context, into: &commented)
                    for (i, line) in commented.lines.enumerated() {
                        out.line((i == 0 ? "// other arm: " : "//   ") + line.trimmingCharacters(in: .whitespaces))
                    }
                }
            case .condition(let name, let negated, let then, let otherwise, let place):
                out.line("if \(negated ? "!" : "")\(name) {", from: place)
                out.indent += 1
                write(then, in: owner, isCoordinator: isCoordinator, inHandler: inHandler, context: context, into: &out)
                out.indent -= 1
                if otherwise.isEmpty { out.line("}") } else {
                    out.line("} else {")
                    out.indent += 1
                    write(otherwise, in: owner, isCoordinator: isCoordinator, inHandler: inHandler, context: context, into: &out)
                    out.close()
                }
            case .assign(let name, let value, let place):
                if isCoordinator { out.line("\(name) = \(value)", from: place) }
            case .alert(let title, let buttons, let place):
                if buttons.isEmpty { out.line("alert \(flowString(title))", from: place); continue }
                out.line("alert \(flowString(title)) {", from: place)
                out.indent += 1
                for button in buttons {
                    if button.body.isEmpty { out.line("button \(button.name)"); continue }
                    out.open("button \(button.name)")
                    write(button.body, in: owner, isCoordinator: isCoordinator, inHandler: inHandler, context: context, into: &out)
                    out.close()
                }
                out.close()
            case .match(let name, let arms, let place):
                out.line("match \(name) {", from: place)
                out.indent += 1
                for arm in arms {
                    out.open(arm.pattern == "_" ? "_" : "." + identifier(String(arm.pattern.dropFirst())))
                    write(arm.body, in: owner, isCoordinator: isCoordinator, inHandler: inHandler, context: context, into: &out)
                    out.close()
                }
                out.close()
            case .todo(let text, let place): out.todo(text, at: place)
            case .send: break
            }
        }
    }

    /// The flow's name for something shown by `verb`, or nil when it is not known.
    mutating func target(_ d: Destination, verb: DraftStatement.Verb, at place: SourcePlace) -> String? {
        switch d {
        case .screen(let s): return flowName(s)
        case .acting: return verb == .set ? "self" : nil
        case .tabBar(let t):
            // Tabs no code sets (a storyboard's) cannot be declared: the show becomes a TODO.
            guard let tabs = translator.findings.tabBars[t]?.tabs, tabs.contains(where: Self.canBeTab) else { return nil }
            return flowName(t)
        case .storyboard(let id):
            let name = identifier(id.prefix(1).uppercased() + id.dropFirst())
            if opaque[name] == nil && module[name] == nil { opaque[name] = ("storyboard scene \"\(id)\"", place) }
            return names.values.contains(name) ? name : name
        case .alert: return verb == .present ? "alert" : nil
        case .system(let v):
            if opaque[v] == nil { opaque[v] = ("a view controller of the system", place) }
            return v
        case .hosting(let v):
            let name = identifier(v)
            if opaque[name] == nil { opaque[name] = ("SwiftUI view", place) }
            return name
        case .navigation(let inner?): return target(inner, verb: verb, at: place)
        case .navigation(nil): return verb == .root || verb == .present ? "UINavigationController" : nil
        case .coordinator, .parameter, .unresolved: return nil
        }
    }

    /// Whether a tab's destination can be declared: a tab bar with none is not declared (T010), its root is a TODO.
    static func canBeTab(_ d: Destination) -> Bool {
        switch d {
        case .unresolved, .parameter, .navigation(nil), .navigation(.unresolved?), .navigation(.parameter?), .alert: false
        default: true
        }
    }

    mutating func tabTarget(_ d: Destination, at place: SourcePlace) -> (String, Bool)? {
        switch d {
        case .navigation(let inner?): return target(inner, verb: .root, at: place).map { ($0, true) }
        case .coordinator(let c): return (flowName(c), true)
        case .hosting(let v) where swiftUI?.ownStackWords(v) != nil: return target(d, verb: .root, at: place).map { ($0, true) }
        default: return target(d, verb: .root, at: place).map { ($0, false) }
        }
    }

    /// Where a view controller is going away: a message to its owner from there is what leaving it means.
    static let leavingMethods: Set<String> = ["deinit", "didMove", "viewDidDisappear", "viewWillDisappear", "willMove"]

    /// The methods the app's own navigation controllers call on the view controller they pop, in their override of
    /// `popViewController(animated:)` (`(popped as? PopNotifiable)?.didPopViewController(animated:)`): the back
    /// button and the edge swipe pop through it, so a screen's implementation runs as it leaves, as
    /// `viewDidDisappear` does.
    static func popNotifications(in module: Module) -> Set<String> {
        var names: Set<String> = []
        for t in module.all where t.kind == .class && module.isNavigationController(t.name) {
            for m in t.methods(named: "popViewController") {
                for call in m.body.map({ $0.descendants(FunctionCallExprSyntax.self) }) ?? [] {
                    guard let member = BodyTranslator.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self),
                          let base = member.base.map(BodyTranslator.unwrap)?.trimmedDescription,
                          !["super", "self", "coordinator", "transitionCoordinator", "DispatchQueue.main"].contains(base) else { continue }
                    let name = member.declName.baseName.text
                    guard !Self.leavingMethods.contains(name), name != "animate" else { continue }
                    names.insert(name)
                }
            }
        }
        return names
    }

    /// System view controllers that close themselves (Safari's Done, the share sheet's close).
    static let selfDismissing: Set<String> = ["SFSafariViewController", "UIActivityViewController"]

    struct LeavingKey: Hashable { var screen: String; var action: String }

    /// `!nav.viewControllers.contains(where: { $0 is X })` or `{ $0.isKind(of: X.self) }`: X, no longer in the stack.
    static func screenNoLongerInStack(_ e: ExprSyntax) -> String? {
        guard let not = e.as(PrefixOperatorExprSyntax.self), not.operator.text == "!",
              let call = not.expression.as(FunctionCallExprSyntax.self), call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "contains",
              let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) else { return nil }
        if let test = closure.descendants(IsExprSyntax.self).first { return baseTypeName(test.type.trimmedDescription) }
        if let kind = closure.descendants(FunctionCallExprSyntax.self).first(where: { $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "isKind" }),
           let type = kind.arguments.first?.expression.as(MemberAccessExprSyntax.self), type.declName.baseName.text == "self" {
            return type.base.map { baseTypeName($0.trimmedDescription) }
        }
        return nil
    }

    /// UIKit delegate methods read as the flow's gestures and hooks, not as funcs or actions.
    static let systemDelegateMethods: Set<String> = ["navigationController", "presentationControllerDidDismiss", "presentationControllerShouldDismiss"]

    /// `navigationController(_:didShow:animated:)` that finds a screen popped (`fromViewController as? DetailViewController`)
    /// → `on pop Detail { … }` (`willShow` → `on willPop`); `presentationControllerDidDismiss(_:)` → `on swipe { … }`.
    /// Returns the screens it wrote `on pop` for.
    @discardableResult
    mutating func writeSystemDelegates(of type: String, isCoordinator: Bool, context: CoordinatorContext?, into out: inout FlowText) -> Set<String> {
        var popped: Set<String> = []
        for method in module[type]?.methods ?? [] where method.body != nil {
            let labels = method.parameters.compactMap(\.label)
            if isCoordinator, method.name == "navigationController", let hook = labels.contains("didShow") ? "pop" : labels.contains("willShow") ? "willPop" : nil {
                let scope = Scope(owner: type, method: method)
                var seen: Set<String> = []
                for branch in method.body!.descendants(IfExprSyntax.self) {
                    for condition in branch.conditions {
                        let screen: String
                        var word = hook
                        if case .optionalBinding(let binding) = condition.condition, let cast = binding.initializer?.value.as(AsExprSyntax.self) {
                            screen = baseTypeName(cast.type.trimmedDescription)
                        } else if case .expression(let e) = condition.condition, let gone = Self.screenNoLongerInStack(e) {
                            // `if !navigationController.viewControllers.contains(where: { $0 is StartViewController })`:
                            // that screen has left the stack, whichever was on top (`on leave`).
                            screen = gone
                            word = hook == "pop" ? "leave" : "willLeave"
                        } else { continue }
                        guard module.isScreen(screen), seen.insert(screen).inserted else { continue }
                        let statements = translator.block(branch.body.statements, scope, 1)
                        if word == "pop" { popped.insert(screen) }
                        out.open("on \(word) \(flowName(screen))", from: translator.place(branch))
                        write(statements, in: type, isCoordinator: true, inHandler: true, context: context, into: &out)
                        out.close()
                    }
                }
            } else if method.name == "presentationControllerDidDismiss" {
                let statements = translator.translate(method)
                // The flow's coordinator-level `on swipe` is the swipe-down of its first screen: a delegate set on
                // another screen's presentation controller cannot be said that way.
                if isCoordinator, let other = swipeDelegateScreen(of: type), other != firstScreen(of: type) {
                    out.todo("presentationControllerDidDismiss (from \(method.place)) runs when \(flowName(other)) is swiped down; the flow's `on swipe` belongs to the coordinator's first screen", at: method.place)
                    continue
                }
                out.open("on swipe", from: method.place)
                write(statements, in: type, isCoordinator: isCoordinator, inHandler: false, context: context, into: &out)
                out.close()
            }
        }
        return popped
    }

    /// What a view controller sets on itself: `hidesBottomBarWhenPushed = true` → `hidesBottomBar`,
    /// `navigationItem.hidesBackButton = true` → `hidesBackButton`, `isModalInPresentation = true` → `nonDismissible`.
    func screenFlags(_ type: TypeInfo) -> [(String, SourcePlace)] {
        let screenFlags: Set<String> = ["hidesBottomBar", "hidesBackButton", "nonDismissible"]
        var found: [(String, SourcePlace)] = []
        for node in type.nodes {
            for x in node.descendants(InfixOperatorExprSyntax.self) where x.operator.is(AssignmentExprSyntax.self) {
                let left = x.leftOperand.trimmedDescription.replacingOccurrences(of: "?", with: "")
                let value = x.rightOperand.trimmedDescription
                // A custom left bar button, or a hidden navigation bar, takes the back button and the edge swipe away.
                if (left.hasSuffix("navigationItem.leftBarButtonItem") || left.hasSuffix("navigationItem.leftBarButtonItems") && value != "[]"
                    || left.hasSuffix("navigationController.isNavigationBarHidden") && value == "true") && value != "nil",
                   !found.contains(where: { $0.0 == "hidesBackButton" }) {
                    found.append(("hidesBackButton", translator.place(x)))
                    continue
                }
                guard value == "true" else { continue }
                let parts = left.split(separator: ".").map(String.init)
                // The same reading as for an instance a coordinator configures; a presentation style is not a flag.
                guard let last = parts.last, let flag = instanceFlag(last, value), screenFlags.contains(flag),
                      !found.contains(where: { $0.0 == flag }) else { continue }
                // On itself: `self.x`, `x`, `navigationItem.x`, `self.navigationItem.x` — not on another controller.
                let base = parts.dropLast().filter { $0 != "self" }
                guard base.isEmpty || base == ["navigationItem"] else { continue }
                found.append((flag, translator.place(x)))
            }
        }
        // A custom back button an app extension installs (`addBackButton()`).
        if !found.contains(where: { $0.0 == "hidesBackButton" }), let installed = installedBackButtons(type).first {
            found.append(("hidesBackButton", installed.call))
        }
        return found
    }

    /// `addBackButton()` in a screen: a method of an app extension of `UIViewController` that sets
    /// `navigationItem.leftBarButtonItem` — a custom back button, so no system back button, no long press and no edge
    /// swipe. Each with the extension's method its button targets (`#selector(onBack)`), when the call does not pass
    /// one of the screen's own (`customAction:`).
    func installedBackButtons(_ type: TypeInfo) -> [(call: SourcePlace, target: MethodInfo?)] {
        let helpers = backButtonHelpers
        guard !helpers.isEmpty else { return [] }
        var found: [(SourcePlace, MethodInfo?)] = []
        for node in type.nodes {
            for call in node.descendants(FunctionCallExprSyntax.self) {
                guard let name = ExprSyntax(call.calledExpression).ownCalleeName, !type.methods.contains(where: { $0.name == name }),
                      let helper = helpers.first(where: { $0.name == name }) else { continue }
                let passesOwn = call.arguments.contains { $0.expression.is(MacroExpansionExprSyntax.self) }
                let targetName = helper.body!.descendants(MacroExpansionExprSyntax.self).first { $0.macroName.text == "selector" }?.selectedMethod
                let target = passesOwn ? nil : targetName.flatMap { t in extensionMethods.first { $0.name == t && $0.body != nil } }
                found.append((translator.place(call), target))
            }
        }
        return found
    }

    /// `sheet.presentationController?.delegate = self` in a coordinator: the screen whose swipe-down it hears.
    func swipeDelegateScreen(of type: String) -> String? {
        for method in module[type]?.methods ?? [] where method.body != nil {
            let scope = Scope(owner: type, method: method)
            for x in method.body!.descendants(InfixOperatorExprSyntax.self) where x.operator.is(AssignmentExprSyntax.self) {
                let left = x.leftOperand.trimmedDescription.replacingOccurrences(of: "?", with: "")
                guard left.hasSuffix("presentationController.delegate"), x.rightOperand.trimmedDescription == "self",
                      let base = x.leftOperand.as(MemberAccessExprSyntax.self)?.base else { continue }
                var owner = base
                while let m = translator.unwrap(owner).as(MemberAccessExprSyntax.self), m.declName.baseName.text == "presentationController", let b = m.base { owner = b }
                if case .screen(let s) = resolver.resolve(owner, in: scope) { return s }
            }
        }
        return nil
    }

    /// What a coordinator's start() (its entry, whatever the Swift calls it) does, flattened.
    func startStatements(of type: String) -> [DraftStatement] {
        guard let start = entryMethods[type] ?? module.methods(of: type, named: "start").first(where: { $0.body != nil }) else { return [] }
        return flatten(translator.translate(start))
    }

    /// Whether a coordinator's start() first shows a screen on a navigation controller (`push`, `set`): one it holds.
    func firstShowNeedsNavigation(_ type: String) -> Bool {
        for case .show(let verb, _, _, _) in startStatements(of: type) { return verb == .push || verb == .set }
        return false
    }

    /// A coordinator whose start() shows nothing, which exposes no screen and holds a navigation controller: what
    /// its parent shows of it is that controller, still empty.
    func showsItsEmptyNavigation(_ c: String) -> Bool {
        guard exposed[c] == nil, showsNothingAtStart(c), let info = module[c] else { return false }
        return info.properties.contains { p in
            guard p.name.lowercased().contains("navigation") else { return false }
            if case .navigation(nil)? = resolver.resolveProperty(p.name, of: c, in: Scope(owner: c, method: nil), depth: 0) { return true }
            return false
        }
    }

    /// Whether a coordinator's start() shows nothing itself (at any depth of it).
    func showsNothingAtStart(_ c: String) -> Bool {
        startStatements(of: c).allSatisfy { if case .show = $0 { false } else { true } }
    }

    /// The first screen a coordinator's start() shows.
    func firstScreen(of type: String) -> String? {
        for case .show(_, let ds, _, _) in startStatements(of: type) {
            if let s = ds.first?.shownScreen { return s }
        }
        return nil
    }

    /// A coordinator's enum properties its code switches on: its inputs in the flow, in declaration order.
    func coordinatorInputs(_ coordinator: String) -> [(name: String, type: String, cases: [String])] {
        guard let bodies = coordinatorBodiesCache[coordinator] else { return [] }
        var names: [String] = []
        for case .match(let n, _, _) in flatten(bodies) where !names.contains(n) { names.append(n) }
        return names.compactMap { n in translator.enumProperty(n, of: coordinator).map { (n, $0.type, $0.cases) } }
    }

    /// Bool properties of a coordinator its draft reads or writes, with their initial value.
    func flags(of c: TypeInfo, _ bodies: [[DraftStatement]]) -> [(String, String, SourcePlace)] {
        var used: [String] = []
        for statement in bodies.flatMap(flatten) {
            switch statement {
            case .condition(let n, _, _, _, _), .assign(let n, _, _): if !used.contains(n) { used.append(n) }
            default: break
            }
        }
        return used.compactMap { n in
            // Launch state is the app's variable, not the coordinator's.
            guard translator.findings.launchStates[n] == nil, let p = module.property(of: c.name, named: n), !p.isComputed else { return nil }
            return (n, p.initializer?.trimmedDescription == "true" ? "true" : "false", p.place)
        }
    }
}
