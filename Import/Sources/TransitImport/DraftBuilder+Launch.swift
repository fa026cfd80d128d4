// SPDX-License-Identifier: MIT
import Foundation
import SwiftSyntax

/// The app's launch: what the app or scene delegate starts or makes the window's root.
extension DraftBuilder {
    // MARK: launch

    /// `created`: a coordinator the delegate makes, whose start is not followed (a builder or container starts it).
    enum Launch { case coordinator(String, SourcePlace, arguments: [String: String] = [:], created: Bool = false), destination(Destination, SourcePlace), none }

    /// What launches, and the types it was read from: the app and scene delegates; when they launch nothing, also
    /// the types that set the window's root (a launch state or app router the delegate hands the window to).
    func findLaunch() -> (Launch, hosts: [TypeInfo]) {
        let launch = findLaunch(hosts: module.launchTypes)
        if case .none = launch {
            let delegates = Set(module.launchTypes.map(\.name))
            let setters = module.all.filter { t in
                !delegates.contains(t.name) && !module.isScreen(t.name) && !module.isCoordinator(t.name) && t.nodes.contains { node in
                    node.descendants(InfixOperatorExprSyntax.self).contains { x in
                        guard x.operator.is(AssignmentExprSyntax.self), let m = x.leftOperand.as(MemberAccessExprSyntax.self) else { return false }
                        return m.declName.baseName.text == "rootViewController" && m.base?.trimmedDescription.lowercased().contains("window") == true
                    }
                }
            }
            if !setters.isEmpty {
                let hosts = module.launchTypes + setters
                return (findLaunch(hosts: hosts), hosts)
            }
        }
        return (launch, module.launchTypes)
    }

    private func findLaunch(hosts: [TypeInfo]) -> Launch {
        if case .coordinator(let c, let p, let a, _) = findStartedCoordinator(hosts: hosts) { return .coordinator(c, p, arguments: a) }
        // No code makes a root: the storyboard Info.plist names does (a cast of the window's root reads it, it is
        // not the launch).
        if case .none = findWindowRoot(hosts: hosts, readsToo: false), let main = mainStoryboard,
           let d = resolver.storyboardScene(identifier: nil, storyboardName: main.name, near: main.plist) {
            return .destination(d, SourcePlace(file: main.plist, line: 1))
        }
        let root = findWindowRoot(hosts: hosts)
        switch root {
        case .destination(.unresolved, _), .destination(.navigation(nil), _), .destination(.parameter, _), .none: break
        default: return root
        }
        // No start call the importer can follow (a builder or container starts it): the one coordinator the delegate
        // creates, when only one is created there and no other coordinator starts it.
        if let (c, place) = createdCoordinator(hosts: hosts) { return .coordinator(c, place, created: true) }
        return root
    }

    /// The app or scene delegate's launch method when it launches one of several things by a choice made at run
    /// time: arms of one `if`, `guard` or `switch` (also in a closure it hands on) that make different coordinators
    /// or window roots. Read from the syntax alone, before the draft's resolver exists; test doubles do not count.
    static func branchedLaunch(_ module: Module) -> MethodInfo? {
        for t in module.launchTypes where !module.isCoordinator(t.name) {
            let methods = t.methods.filter { $0.body != nil && !$0.isStatic && !$0.isInitializer }
            // `let root: UIViewController; if … { root = A } else { root = B }; window.rootViewController = root`:
            // what those locals are given is the window's root too.
            let rootLocals = methods.reduce(into: Set<String>()) { $0.formUnion(BodyTranslator.rootLocals(in: Syntax($1.body!), owner: t.name, module)) }
            func launches(_ nodes: [Syntax], depth: Int) -> Set<String> {
                var found: Set<String> = []
                for node in nodes {
                    for call in node.descendants(FunctionCallExprSyntax.self) {
                        let callee = BodyTranslator.unwrap(call.calledExpression)
                        if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, module.isCoordinator(name), !module.isBaseCoordinator(name), !isTestDouble(name) {
                            found.insert("c:" + name)
                        } else if depth < 2, let name = callee.ownCalleeName, let m = methods.first(where: { $0.name == name }) {
                            found.formUnion(launches([Syntax(m.body!)], depth: depth + 1))
                        }
                    }
                    for x in node.descendants(InfixOperatorExprSyntax.self) where x.operator.is(AssignmentExprSyntax.self) {
                        let member = x.leftOperand.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                        let local = x.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text
                        guard member == "rootViewController" || local.map(rootLocals.contains) == true else { continue }
                        let value = x.rightOperand.trimmedDescription
                        if !isTestDouble(value) { found.insert("r:" + value) }
                    }
                }
                return found
            }
            for m in methods {
                let body = Syntax(m.body!)
                var choices: [[[Syntax]]] = []
                for x in body.descendants(IfExprSyntax.self) where x.parent?.is(IfExprSyntax.self) != true && !x.isForOlderOS {
                    choices.append(x.arms.map { [Syntax($0)] })
                }
                for x in body.descendants(SwitchExprSyntax.self) where !x.isForOlderOS { choices.append(x.cases.map { [Syntax($0)] }) }
                for g in body.descendants(GuardStmtSyntax.self) where !g.isForOlderOS {
                    guard let item = g.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) else { continue }
                    let after = list.filter { $0.position > item.position }.map { Syntax($0) }
                    choices.append([[Syntax(g.body)], after])
                }
                for arms in choices {
                    let each = arms.map { launches($0, depth: 0) }.filter { !$0.isEmpty }
                    if each.count >= 2, Set(each).count >= 2 { return m }
                }
            }
        }
        return nil
    }

    /// `scene(_:willConnectTo:options:)`, `application(_:didFinishLaunchingWithOptions:)` (or `willFinish…`): what
    /// runs as the app launches.
    static func isLaunchMethod(_ m: MethodInfo) -> Bool {
        let labels = m.parameters.compactMap(\.label)
        return m.name == "scene" && labels.contains("willConnectTo")
            || m.name == "application" && (labels.contains("didFinishLaunchingWithOptions") || labels.contains("willFinishLaunchingWithOptions"))
    }

    /// Whether a root found says what it shows: not unresolved, not a bare system `UIViewController`.
    static func names(_ root: Launch) -> Bool {
        switch root {
        case .destination(.unresolved, _), .destination(.system("UIViewController"), _), .destination(.navigation(nil), _), .none: false
        default: true
        }
    }

    /// `applicationDidBecomeActive(_:)`, `sceneDidBecomeActive(_:)`: what runs right after the launch.
    static func isActivationMethod(_ m: MethodInfo) -> Bool {
        m.name == "applicationDidBecomeActive" || m.name == "sceneDidBecomeActive"
    }

    /// What `given` holds for an argument read at run time (any case may come).
    static let anyCase = "*any*"

    /// A test double's name or a launch argument's (`TestAppCoordinator`, `UITestRootViewController()`).
    static func isTestDouble(_ text: String) -> Bool {
        ["Test", "Mock", "Stub", "Fake", "Preview"].contains { text.contains($0) }
    }

    /// The methods of the launch coordinator that run as it starts: its entry, and its own methods that calls (to a
    /// depth of three: `start` → `showInitialScreen` → `showLogin`).
    func launchPath(of coordinator: String) -> Set<String> {
        guard let entry = entryMethods[coordinator] else { return [] }
        // Drafted, the entry is `start` whatever the Swift calls it.
        return methodsCalled(from: [entry], of: coordinator, seed: [entry.name, "start"])
    }

    /// The methods of the launch screen that run as it first appears: `loadView`, `viewDidLoad`, `viewWillAppear`,
    /// `viewDidAppear`, and its own methods they call (to a depth of three).
    func appearingPath(of screen: String) -> Set<String> {
        let appearing = ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"]
        return methodsCalled(from: appearing.flatMap { module.methods(of: screen, named: $0).filter { $0.body != nil } }, of: screen, seed: Set(appearing))
    }

    /// `seed` and the names of `type`'s own methods that `methods` call, and those call, to a depth of three. A
    /// closure's calls run later (a tap, a completion), not then: they are left out.
    private func methodsCalled(from methods: [MethodInfo], of type: String, seed: Set<String>) -> Set<String> {
        seed.union(methodsReached(from: methods, of: type, seed: seed).map(\.name))
    }

    /// `type`'s own methods that `methods` call, and those call, to a depth of three, breadth first; `seed` names
    /// those not to follow again. `inClosures`: a closure's calls too (a completion that runs as the app launches).
    private func methodsReached(from methods: [MethodInfo], of type: String, seed: Set<String>, inClosures: Bool = false,
                                skippingGates: Bool = false) -> [MethodInfo] {
        var names = seed
        var reached: [MethodInfo] = []
        var frontier = methods
        for _ in 0..<3 {
            var next: [MethodInfo] = []
            for m in frontier {
                for call in Syntax(m.body!).descendants(FunctionCallExprSyntax.self) where (inClosures || !call.isInClosure(below: m.body!))
                    && !(skippingGates && call.isInEarlyExit(below: m.body!)) {
                    guard let name = BodyTranslator.unwrap(call.calledExpression).ownCalleeName, !names.contains(name),
                          let method = module.methods(of: type, named: name).first(where: { $0.body != nil && !$0.isStatic }) else { continue }
                    names.insert(name)
                    next.append(method)
                }
            }
            reached += next
            frontier = next
        }
        return reached
    }

    /// The coordinator the app or scene delegate creates (`RootCoordinator(…)`, also in a closure it hands on).
    func createdCoordinator(hosts: [TypeInfo]) -> (String, SourcePlace)? {
        var found: [(String, SourcePlace)] = []
        for t in hosts {
            for m in t.methods where m.body != nil {
                for call in Syntax(m.body!).descendants(FunctionCallExprSyntax.self) where !call.isForOlderOS {
                    guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, module.isCoordinator(name),
                          !module.isBaseCoordinator(name), !found.contains(where: { $0.0 == name }) else { continue }
                    found.append((name, translator.place(call)))
                }
            }
        }
        return found.only
    }

    /// The method that starts each coordinator, with the coordinator as its owner: its own `start`; else a `start`
    /// it inherits from an app base class (whose template methods, `build()`, then resolve to the subclass's
    /// overrides); else the method other code calls on it first (`appCoordinator.begin()`, `flow.run()`).
    static func findEntryMethods(module: Module, resolver: DestinationResolver) -> [String: MethodInfo] {
        var entries: [String: MethodInfo] = [:]
        var startless: [String] = []
        for t in module.all where module.isCoordinator(t.name) && t.kind != .protocol {
            // Of several overloads (`start()` calling `start(with: nil)`), the one that does the work: the longest.
            if let own = t.methods.filter({ $0.name == "start" && $0.body != nil && !$0.isStatic }).max(by: { ($0.body?.statements.count ?? 0, $0.body!.trimmedLength.utf8Length) < ($1.body?.statements.count ?? 0, $1.body!.trimmedLength.utf8Length) }) {
                entries[t.name] = own
                continue
            }
            if var inherited = module.methods(of: t.name, named: "start").first(where: { $0.body != nil && !$0.isStatic }) {
                inherited.owner = t.name
                entries[t.name] = inherited
                continue
            }
            // A window's owner with no start (`AppCoordinator(window:)`) routes as it is made: an initialiser that
            // sets the window's root, itself or through its own methods, is its start.
            if let made = t.initializers.first(where: { i in i.body != nil && module.setsWindowRoot(from: i, of: t.name) }) {
                entries[t.name] = made
                continue
            }
            startless.append(t.name)
        }
        guard !startless.isEmpty else { return entries }
        // Only calls whose name some start-less coordinator declares are resolved: a large app has many calls.
        var names: Set<String> = []
        for c in startless { for m in module[c]?.methods ?? [] where m.body != nil && !m.isInitializer && !m.isStatic { names.insert(m.name) } }
        let callers = module.launchTypes.map(\.name) + module.all.filter { module.isCoordinator($0.name) }.map(\.name)
        // Of the methods called on a coordinator, the first one that sets the window's root, called where the app
        // launches first (UIKit's order: launch methods, coming to the foreground, becoming active); else the first
        // called at all.
        var called: [String: [(method: MethodInfo, rank: Int)]] = [:]
        for caller in callers {
            guard let t = module[caller] else { continue }
            for m in t.methods where m.body != nil {
                let scope = Scope(owner: t.name, method: m)
                for call in Syntax(m.body!).descendants(FunctionCallExprSyntax.self) {
                    guard let member = BodyTranslator.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self),
                          names.contains(member.declName.baseName.text), let base = member.base,
                          case .coordinator(let c) = resolver.resolve(base, in: scope), c != t.name, entries[c] == nil,
                          let method = module[c]?.methods.first(where: { $0.name == member.declName.baseName.text && $0.body != nil && !$0.isInitializer && !$0.isStatic })
                    else { continue }
                    let rank = (module.setsWindowRoot(from: method, of: c) ? 0 : 4) + Self.launchOrder(m)
                    called[c, default: []].append((method, rank))
                }
            }
        }
        for (c, methods) in called { entries[c] = methods.min { $0.rank < $1.rank }!.method }
        return entries
    }

    /// Where a method runs in UIKit's launch sequence: 0 the launch methods, 1 coming to the foreground, 2 becoming
    /// active, 3 any other time.
    static func launchOrder(_ m: MethodInfo) -> Int {
        if isLaunchMethod(m) { return 0 }
        if m.name == "sceneWillEnterForeground" || m.name == "applicationWillEnterForeground" { return 1 }
        if isActivationMethod(m) { return 2 }
        return 3
    }

    /// The coordinator the app or scene delegate starts. A test double (`TestAppCoordinator` under a launch argument)
    /// is passed over when a real one is started too; of several, the last started is the one that stays.
    func findStartedCoordinator(hosts: [TypeInfo]) -> Launch {
        var found: [(String, SourcePlace, [String: String], launching: Bool)] = []
        for t in hosts {
            for m in t.methods where m.body != nil {
                let scope = Scope(owner: t.name, method: m)
                for call in Syntax(m.body!).descendants(FunctionCallExprSyntax.self) where !call.isForOlderOS {
                    guard let member = BodyTranslator.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self), let base = member.base,
                          case .coordinator(let c) = resolver.resolve(base, in: scope) else { continue }
                    let name = member.declName.baseName.text
                    guard name.lowercased().hasPrefix("start") || entryMethods[c]?.name == name else { continue }
                    // `root.start(mode: .push)`: the enum cases it is started with.
                    var given: [String: String] = [:]
                    for a in call.arguments {
                        guard let label = a.label?.text else { continue }
                        if let m = a.expression.as(MemberAccessExprSyntax.self), m.base == nil { given[label] = m.declName.baseName.text }
                        // `prepareRoot(state: RootState.current())`: a value read at run time, any case.
                        else if !a.expression.is(ClosureExprSyntax.self),
                                let type = entryMethods[c]?.parameters.first(where: { $0.label == label })?.typeName, module[baseTypeName(type)]?.kind == .enum {
                            given[label] = Self.anyCase
                        }
                    }
                    found.append((c, translator.place(call), given, Self.isLaunchMethod(m)))
                }
            }
        }
        let real = found.filter { !Self.isTestDouble($0.0) }
        // One started as the app launches wins over one started later (from a background or lifecycle handler).
        let launching = real.filter(\.launching)
        let candidates = launching.isEmpty ? (real.isEmpty ? found : real) : launching
        // Of calls with cases given, one that passes a value read at run time launches with any of them.
        guard let chosen = candidates.last(where: { $0.2.values.contains(Self.anyCase) }) ?? candidates.last else { return .none }
        return .coordinator(chosen.0, chosen.1, arguments: chosen.2)
    }

    /// `window.rootViewController = x` in a body: what x is. `coordinator.rootViewController` of a coordinator is
    /// what that property of it holds (its navigation controller or container).
    private func windowRoot(in body: Syntax, _ scope: Scope, skippingGates: Bool = false) -> Launch? {
        for x in body.descendants(InfixOperatorExprSyntax.self) where x.operator.is(AssignmentExprSyntax.self) && !x.isForOlderOS
            && !(skippingGates && x.isInEarlyExit(below: body)) {
            guard let target = x.leftOperand.as(MemberAccessExprSyntax.self), target.declName.baseName.text == "rootViewController",
                  !isOtherWindow(target.base, in: body) else { continue }
            var d = resolver.resolve(x.rightOperand, in: scope)
            if case .coordinator(let c) = d, let member = BodyTranslator.unwrap(x.rightOperand).as(MemberAccessExprSyntax.self),
               let held = resolver.resolveProperty(member.declName.baseName.text, of: c, in: Scope(owner: c, method: nil), depth: 0), !held.isUnresolved {
                d = held
            }
            return .destination(d, translator.place(x))
        }
        return nil
    }

    /// A window of the app's own that is not its main one (`coverWindow`, `notificationWindow`, a local `UIWindow` made
    /// for a banner): its root is an overlay, not the launch. The main one is `window` (the delegate's, or a local of
    /// that name), one reached through the app (`UIApplication.shared.windows.first`, `keyWindow`,
    /// `delegate?.window`), or a local made key and visible or handed to `self.window`.
    private func isOtherWindow(_ base: ExprSyntax?, in body: Syntax) -> Bool {
        guard let base else { return false }
        let text = base.trimmedDescription.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        let name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
        let code = body.description.replacingOccurrences(of: " ", with: "")
        // A window whose level is set here floats above the app's (an alert's or a banner's), whatever its name.
        if name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), code.contains("\(name).windowLevel=") { return true }
        if BodyTranslator.isMainWindow(base) { return false }
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), name.lowercased().contains("window") else { return false }
        // A local made the main window here: `let win = UIWindow(…); win.makeKeyAndVisible(); self.window = win`.
        return !(code.contains("\(name).makeKeyAndVisible()") || code.contains("window=\(name)\n") || code.contains("window=\(name);"))
    }

    /// `readsToo`: also a cast of the window's root read elsewhere (`window?.rootViewController as! UINavigationController`).
    /// In the app and scene delegates, what their launch methods (and the methods those call) set comes first; a root
    /// set in a lifecycle handler (a privacy cover as the app resigns active) is the launch only when nothing else is:
    /// asked without `readsToo` in an app with a main storyboard, only the launch methods' roots count, so that the
    /// storyboard comes before such a handler's root.
    func findWindowRoot(hosts: [TypeInfo], readsToo: Bool = true) -> Launch {
        let delegates = Set(module.launchTypes.map(\.name))
        for t in hosts where delegates.contains(t.name) {
            // The launch methods, then the methods they call, to a depth of three, in closures too (a migration's
            // completion): UIKit loads the main storyboard first, and a root the code sets then replaces it.
            let launching = t.methods.filter { $0.body != nil && Self.isLaunchMethod($0) }
            // First the way the launch takes when no gate stops it (`if isAppDisabled() { root = UpdateOS(); return
            // false }`), then the app becoming active, which follows the launch at once (an app that builds its UI
            // there), then the gates.
            let active = t.methods.filter { $0.body != nil && Self.isActivationMethod($0) }
            for m in launching + methodsReached(from: launching, of: t.name, seed: Set(launching.map(\.name)), inClosures: true, skippingGates: true)
                + active + methodsReached(from: active, of: t.name, seed: Set((launching + active).map(\.name)), inClosures: true, skippingGates: true) {
                // (A root the draft cannot name, a bare `UIViewController()`, does not beat a gate's screen.)
                if let root = windowRoot(in: Syntax(m.body!), Scope(owner: t.name, method: m), skippingGates: true), Self.names(root) { return root }
            }
            for m in launching + methodsReached(from: launching, of: t.name, seed: Set(launching.map(\.name)), inClosures: true) {
                if let root = windowRoot(in: Syntax(m.body!), Scope(owner: t.name, method: m)) { return root }
            }
        }
        if mainStoryboard != nil && !readsToo { return .none }
        for t in hosts {
            for m in t.methods where m.body != nil {
                let scope = Scope(owner: t.name, method: m)
                if let root = windowRoot(in: Syntax(m.body!), scope) { return root }
            }
            // `lazy var appCoordinator: AppCoordinator = { … window.rootViewController = nav … }()`.
            for p in t.properties {
                guard let closure = p.initializer?.as(FunctionCallExprSyntax.self)?.calledExpression.as(ClosureExprSyntax.self) else { continue }
                if let root = windowRoot(in: Syntax(closure.statements), Scope(owner: t.name, closure: closure, outer: Scope(owner: t.name, method: nil))) { return root }
            }
            // `window?.rootViewController as! UINavigationController` (often a computed property): the storyboard's
            // initial controller.
            for node in t.nodes where readsToo {
                for cast in node.descendants(AsExprSyntax.self) {
                    guard cast.expression.trimmedDescription.hasSuffix("rootViewController") else { continue }
                    let type = baseTypeName(cast.type.trimmedDescription)
                    if module.isNavigationController(type) { return .destination(.navigation(nil), translator.place(cast)) }
                    if let d = resolver.destination(ofType: type) { return .destination(d, translator.place(cast)) }
                }
            }
        }
        return .none
    }

    mutating func writeApp(_ launch: Launch, coordinators: [TypeInfo], screens: [TypeInfo], into out: inout FlowText) {
        out.open("app \(identifier(appName))")
        for (name, state) in translator.findings.launchStates.sorted(by: { $0.key < $1.key }) {
            let what = state.type == "Bool" ? "tested" : "switched on"
            out.line("var \(identifier(name)): \(identifier(state.type)) = any  // read at run time where it is \(what) (\(state.place)): every value is explored")
        }
        writeSwiftUIPaths(into: &out)
        switch launch {
        case .coordinator(let c, let place, let given, let created):
            if c == launchHost {
                launchText = "\(flowName(c)), drafted as a coordinator: its launch at \(place) makes one of several coordinators or roots by what it reads at run time"
            } else if created {
                launchText = "\(flowName(c)), the coordinator the app delegate creates at \(place) (what starts it is not followed)"
            } else {
                launchText = "\(flowName(c)), the coordinator started at \(place)"
            }
            let inputs = coordinatorInputs(c)
            if inputs.isEmpty { out.line("launch \(flowName(c))", from: place) } else {
                let unreadNames = inputs.filter { input in given[input.name].map { $0 == Self.anyCase || input.cases.contains($0) } != true }.map(\.name)
                if !unreadNames.isEmpty {
                    out.todo("the app delegate's values for \(unreadNames.joined(separator: ", ")) are not read; each takes its first case", at: place)
                }
                // A value the launch reads at run time: launch state, every case explored.
                let taken = Set(translator.findings.launchStates.keys)
                var values: [String] = []
                for input in inputs {
                    if given[input.name] == Self.anyCase {
                        var name = input.name
                        while taken.contains(name) { name += "AtLaunch" }
                        out.line("var \(identifier(name)): \(identifier(input.type)) = any  // read at run time where \(flowName(c)) is started (\(place)): every case is explored")
                        values.append("\(input.name): \(identifier(name))")
                    } else {
                        values.append("\(input.name): .\(identifier(given[input.name].flatMap { input.cases.contains($0) ? $0 : nil } ?? input.cases[0]))")
                    }
                }
                out.line("launch \(flowName(c))(\(values.joined(separator: ", ")))", from: place)
            }
        case .destination(let d, let place):
            if let (target, nav) = tabTarget(d, at: place) {
                launchText = "\(target), the window's root set at \(place)"
                out.line("launch \(target)\(nav ? " withNavigation" : "")", from: place)
            }
            else { fallbackLaunch(coordinators, screens, reason: "the window's root is \(describe(d))", at: place, into: &out) }
        case .none:
            // A SwiftUI app: the App's WindowGroup says what the window shows.
            var reason = "no app or scene delegate sets the window's root or starts a coordinator"
            var place: SourcePlace?
            if !writeSwiftUILaunch(into: &out, reason: &reason, place: &place) { fallbackLaunch(coordinators, screens, reason: reason, at: place, into: &out) }
        }
        out.close()
    }

    /// The screen an app most likely starts on when no code says: one that no screen shows and from which the draft's
    /// screens lead to the most others (an app's first screen is where its navigation starts); the first read on a tie.
    static func likelyFirstScreen(_ screens: [TypeInfo], graph: [String: Set<String>]) -> TypeInfo? {
        let shown = Set(graph.values.flatMap { $0 })
        func reach(_ start: String) -> Int {
            var seen: Set<String> = [start], queue = [start]
            while let n = queue.popLast() {
                for m in graph[n] ?? [] where seen.insert(m).inserted { queue.append(m) }
            }
            return seen.count
        }
        let roots = screens.filter { !shown.contains($0.name) }
        var best: (TypeInfo, Int)?
        for s in roots.isEmpty ? screens : roots {
            let r = reach(s.name)
            if best == nil || r > best!.1 { best = (s, r) }
        }
        return best?.0
    }

    /// Whether a body pushes (`navigationController?.pushViewController(…)`, `show(_:sender:)`).
    static func pushes(_ body: Syntax) -> Bool {
        body.descendants(FunctionCallExprSyntax.self).contains { call in
            let name = BodyTranslator.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self)?.declName.baseName.text
            return name == "pushViewController" || name == "show" && call.arguments.last?.label?.text == "sender"
        }
    }

    mutating func fallbackLaunch(_ coordinators: [TypeInfo], _ screens: [TypeInfo], reason: String, at place: SourcePlace?, into out: inout FlowText) {
        // A flow needs one launch: the first coordinator nobody starts, else the first screen, marked as chosen.
        // Said plainly, not only in the draft: a guessed launch decides everything the explorer reaches.
        let started = Set(translator.findings.calls.values.filter { $0.call.lowercased().hasPrefix("start") }.map(\.detail))
        let guess: String
        if let c = coordinators.first(where: { !started.contains($0.name) }) ?? coordinators.first {
            guess = "\(flowName(c.name)), the first coordinator nothing starts"
            out.todo("\(reason); launching \(guess)", at: place)
            out.line("launch \(flowName(c.name))")
        } else if let s = Self.likelyFirstScreen(screens, graph: screenGraph) {
            // A guess that pushes is guessed inside a navigation controller: a push from it would otherwise do
            // nothing (T140), an error of the guess, not of the app.
            let pushes = screensThatPush.contains(s.name) || screenMethods(s).contains { m in m.body.map { Self.pushes(Syntax($0)) } == true }
            guess = "\(flowName(s.name))\(pushes ? " in a navigation controller" : ""), the screen nothing shows that leads to the most others"
            out.todo("\(reason); launching \(guess)", at: place)
            out.line("launch \(flowName(s.name))\(pushes ? " withNavigation" : "")")
        } else {
            guess = "an empty UINavigationController"
            out.todo("\(reason), and the source declares no view controller", at: place)
            out.line("launch UINavigationController")
        }
        launchText = "not read (\(reason)); the draft guesses \(guess): edit its app block"
        launchRead = false
    }
}

/// What reaches the app from outside its screens: the delegate methods UIKit calls for it, as the flow's events.
extension DraftBuilder {
    struct AppEvent { var name: String; var coordinator: String; var method: MethodInfo; var place: SourcePlace }

    /// The event a delegate method is, by its name and argument labels: a URL opened, a user activity continued
    /// (a universal link, Handoff), a notification tapped, a home-screen quick action.
    static func eventName(of method: MethodInfo) -> String? {
        let labels = Set(method.parameters.compactMap(\.label))
        switch method.name {
        case "application" where labels.contains("open"), "scene" where labels.contains("openURLContexts"): return "openURL"
        case "application" where labels.contains("continue"), "scene" where labels.contains("continue"): return "continueActivity"
        case "userNotificationCenter" where labels.contains("didReceive"): return "notificationTapped"
        case "application" where labels.contains("performActionFor"), "windowScene" where labels.contains("performActionFor"): return "shortcut"
        default: return nil
        }
    }

    /// Each event the app or scene delegate (or the notification center's delegate) hands to a coordinator: the
    /// coordinator's method it calls (`appCoordinator?.handle(url)`), first one per event.
    func findAppEvents() -> [AppEvent] {
        var found: [AppEvent] = []
        let hosts = module.launchTypes + module.all.filter { $0.inherited.contains("UNUserNotificationCenterDelegate") && !module.launchTypes.map(\.name).contains($0.name) }
        for t in hosts {
            for m in t.methods where m.body != nil {
                guard let event = Self.eventName(of: m), !found.contains(where: { $0.name == event }) else { continue }
                let scope = Scope(owner: t.name, method: m)
                for call in Syntax(m.body!).descendants(FunctionCallExprSyntax.self) where !call.isForOlderOS {
                    guard let member = BodyTranslator.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self), let base = member.base,
                          case .coordinator(let c) = resolver.resolve(base, in: scope),
                          let handler = module.methods(of: c, named: member.declName.baseName.text).first(where: { $0.body != nil && !$0.isStatic }) else { continue }
                    var method = handler
                    method.owner = c
                    found.append(AppEvent(name: event, coordinator: c, method: method, place: translator.place(call)))
                    break
                }
            }
        }
        return found
    }
}
