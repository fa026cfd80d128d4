// SPDX-License-Identifier: MIT
import Foundation
import SwiftSyntax

/// Reads Swift files and drafts a flow: screens, coordinators, tab bars, the app's launch, and every navigation
/// edge the source names statically, each with a `// from File.swift:LINE` comment. What cannot be resolved is a
/// `// TODO(import): …` comment where it happens, never a guess.
public struct Importer {
    public struct Result: Sendable {
        public var flow: String
        public var report: Coverage
    }

    /// `files`: (path as shown in comments, contents).
    public static func draft(files: [(path: String, text: String)], appName: String) -> Result {
        let parsed = files.map { SwiftFile(displayPath: $0.path, text: $0.text) }
        var builder = DraftBuilder(files: parsed, appName: appName)
        return builder.build()
    }
}

struct DraftBuilder {
    let module: Module
    let files: [SwiftFile]
    let appName: String
    var resolver: DestinationResolver
    var translator: BodyTranslator
    var wrappers: [String: [Wrapper]] = [:]
    /// Flow names of the module's types (screens, coordinators, tab bars), unique.
    var names: [String: String] = [:]
    /// Opaque screens: storyboard identifiers and SwiftUI views, by flow name, with where first seen.
    var opaque: [String: (kind: String, place: SourcePlace)] = [:]
    var models: Set<String> = []
    var launchedCoordinator: String?
    /// Enums the draft declares (a coordinator's configuration: `VoiceEntryViewPurpose`).
    var declaredEnums: Set<String> = []
    /// Every translated body of each coordinator (its methods and the handlers it registers).
    var coordinatorBodiesCache: [String: [DraftStatement]] = [:]
    var enumsText = FlowText()
    /// Screen flags set on shown instances, by screen type.
    var instanceFlags: [String: [(String, SourcePlace)]] = [:]
    /// Messages a screen sends its owner when it goes away (`deinit`, `didMove(toParent: nil)`).
    var leaving: Set<LeavingKey> = []

    init(files: [SwiftFile], appName: String) {
        self.files = files
        self.appName = appName
        module = Module(files: files)
        resolver = DestinationResolver(module: module)
        translator = BodyTranslator(module: module, resolver: resolver, wrappers: [:], files: files)
        wrappers = discoverWrappers()
        translator = BodyTranslator(module: module, resolver: resolver, wrappers: wrappers, files: files)
        assignNames()
    }

    // MARK: wrappers

    /// Methods that show one of their parameters (or only go back), found to a fixed point: a wrapper of a wrapper
    /// is a wrapper.
    private func discoverWrappers() -> [String: [Wrapper]] {
        var found: [String: [Wrapper]] = [:]
        for _ in 0..<3 {
            let t = BodyTranslator(module: module, resolver: resolver, wrappers: found, files: files)
            var next: [String: [Wrapper]] = [:]
            for type in module.all where !module.isScreen(type.name) {
                let router = !module.isCoordinator(type.name)
                for method in type.methods where !method.isInitializer && method.body != nil {
                    let statements = t.translate(method)
                    var wrapper: Wrapper?
                    for s in statements {
                        if case .show(let verb, let ds, _, _) = s, verb != .tabs, let d = ds.first {
                            switch d {
                            case .parameter(let i), .navigation(.parameter(let i)?):
                                wrapper = Wrapper(name: method.name, owner: type.name, verb: verb, back: nil, parameter: i, arity: method.parameters.count)
                            default: break
                            }
                        }
                    }
                    if wrapper == nil, router, statements.count == 1, case .back(let b, _) = statements[0] {
                        wrapper = Wrapper(name: method.name, owner: type.name, verb: nil, back: b, parameter: nil, arity: method.parameters.count)
                    }
                    if let wrapper { next[method.name, default: []].append(wrapper) }
                }
            }
            if next.mapValues(Set.init) == found.mapValues(Set.init) { break }
            found = next
        }
        return found
    }

    // MARK: names

    private mutating func assignNames() {
        var taken: Set<String> = []
        let kept = module.all.filter { module.isScreen($0.name) || module.isCoordinator($0.name) || (module.isTabBarController($0.name) && $0.name != "UITabBarController") }
        // Coordinators keep their names; screens lose a `ViewController` suffix when that stays unique.
        for t in kept where module.isCoordinator(t.name) { names[t.name] = identifier(t.name); taken.insert(names[t.name]!) }
        for t in kept where !module.isCoordinator(t.name) {
            var short = t.name
            for suffix in ["ViewController", "Controller", "VC"] where short.hasSuffix(suffix) && short.count > suffix.count {
                short = String(short.dropLast(suffix.count)); break
            }
            if module.isTabBarController(t.name) && !short.hasSuffix("Tabs") && !short.hasSuffix("Tab") && short == t.name { short += "Tabs" }
            short = identifier(short)
            if taken.contains(short) || module[short] != nil && short != t.name { short = identifier(t.name) }
            names[t.name] = short
            taken.insert(short)
        }
    }

    func flowName(_ type: String) -> String { names[type] ?? identifier(type) }

    // MARK: build

    mutating func build() -> Importer.Result {
        var out = FlowText()
        out.line("// Drafted by `transit import` from \(files.count) Swift file\(files.count == 1 ? "" : "s"). Every construct says")
        out.line("// where it was read; `TODO(import)` marks what the source does not say statically, for a person to finish.")
        out.blank()

        let screens = module.all.filter { module.isScreen($0.name) }
        // A coordinator with no start() of its own and no code that navigates is a base or a protocol helper.
        let candidates = module.all.filter { t in
            module.isCoordinator(t.name) && t.kind != .protocol
                && (t.methods.contains { $0.name == "start" && $0.body != nil }
                    || t.initializers.contains { i in translator.translate(i).contains { if case .show = $0 { true } else { false } } })
        }
        let tabBarTypes = module.all.filter { module.isTabBarController($0.name) && $0.name != "UITabBarController" }

        // Tab bar subclasses set their tabs in their own methods.
        for t in tabBarTypes { for m in t.methods where !m.isInitializer { _ = translator.translate(m) } }
        // Coordinators first: they assign screens' callbacks and register children's termination handlers.
        var coordinatorBodies: [String: [(method: MethodInfo, statements: [DraftStatement])]] = [:]
        for c in candidates {
            coordinatorBodies[c.name] = c.methods.filter { !$0.isInitializer && !$0.isStatic && $0.body != nil }.map { ($0, translator.translate($0)) }
        }
        for (name, bodies) in coordinatorBodies {
            coordinatorBodiesCache[name] = bodies.flatMap(\.statements) + translator.findings.handlers.filter { $0.coordinator == name }.flatMap(\.body)
        }
        // A base class of other coordinators is drafted only when the app also creates one of its own.
        let everyBody = coordinatorBodies.values.flatMap { $0.map(\.statements) } + translator.findings.handlers.map(\.body)
            + translator.findings.terminations.values.map(\.body)
        var started = Set(everyBody.flatMap(flatten).compactMap { if case .start(let c, _, _, _, _) = $0 { c } else { nil } })
        started.formUnion(translator.findings.tabCoordinators)
        let coordinators = candidates.filter { !module.isBaseCoordinator($0.name) || started.contains($0.name) }
        var screenBodies: [String: [(method: MethodInfo, statements: [DraftStatement])]] = [:]
        for s in screens {
            screenBodies[s.name] = s.methods.filter { !$0.isInitializer && !$0.isStatic && $0.body != nil }.map { ($0, translator.translate($0)) }
        }
        let launch = findLaunch()
        // `window.rootViewController = nav; AppCoordinator(navigationController: nav).start()`: the delegate's root
        // comes first in the launched coordinator's start.
        var launchRoot: DraftStatement?
        if case .coordinator(let c, _) = launch, case .destination(let d, let place) = findWindowRoot() {
            launchRoot = .show(.root, [d], modifiers: [], place)
            launchedCoordinator = c
        }

        // Screen actions: what each screen sends to its owner, and what its own methods show.
        var actions: [String: [(name: String, body: [DraftStatement], place: SourcePlace)]] = [:]
        var sends: [String: [(name: String, via: DraftStatement.Via, place: SourcePlace)]] = [:]
        var onLoad: [String: [DraftStatement]] = [:], onAppear: [String: [DraftStatement]] = [:]
        for s in screens {
            let helpers = calledInternally(s)
            for (method, statements) in screenBodies[s.name] ?? [] where !statements.isEmpty {
                let leaves = Self.leavingMethods.contains(method.name)
                for case .send(let name, let via, let place) in flatten(statements) {
                    if leaves { leaving.insert(LeavingKey(screen: s.name, action: name)); continue }
                    if !(sends[s.name] ?? []).contains(where: { $0.name == name }) { sends[s.name, default: []].append((name, via, place)) }
                }
                if leaves { continue }
                let shown = statements.filter { if case .send = $0 { false } else { true } }
                guard !shown.isEmpty else { continue }
                switch method.name {
                case "viewDidLoad", "loadView": onLoad[s.name, default: []] += shown
                case "viewDidAppear", "viewWillAppear": onAppear[s.name, default: []] += shown
                case _ where Self.systemDelegateMethods.contains(method.name): continue
                default:
                    if helpers.contains(method.name) { continue }
                    actions[s.name, default: []].append((actionName(method), shown, method.place))
                }
            }
            for h in translator.findings.handlers where h.screen == s.name && !(sends[s.name] ?? []).contains(where: { $0.name == h.action }) {
                sends[s.name, default: []].append((h.action, .closure, h.place))
            }
        }

        // Coordinators, written before the screens are: what they show decides the opaque screens declared.
        var cout = FlowText()
        var terminationNames: [String: Set<String>] = [:]
        for c in coordinators {
            for (_, statements) in coordinatorBodies[c.name] ?? [] {
                for case .terminate(let n?, _) in flatten(statements) { terminationNames[c.name, default: []].insert(n) }
            }
        }
        for c in coordinators {
            cout.blank()
            let inputs = coordinatorInputs(c.name)
            for input in inputs where declaredEnums.insert(input.type).inserted {
                enumsText.line("enum \(identifier(input.type)) { \(input.cases.map(identifier).joined(separator: ", ")) }", from: module[input.type]?.place)
            }
            let parameters = inputs.map { "\($0.name): \(identifier($0.type))" }.joined(separator: ", ")
            cout.open("coordinator \(flowName(c.name))\(inputs.isEmpty ? "" : "(" + parameters + ")")", from: c.place)
            let bodies = coordinatorBodies[c.name] ?? []
            var funcs = Set(bodies.filter { $0.method.name != "start" && !$0.statements.isEmpty && !Self.systemDelegateMethods.contains($0.method.name) }.map(\.method.name))
            // `self?.start()` in a handler (a coordinator that restarts itself): start's body becomes a func both call.
            let everything = bodies.map(\.statements) + translator.findings.handlers.filter { $0.coordinator == c.name }.map(\.body)
            let restarts = everything.flatMap(flatten).contains { if case .callFunc("start", _) = $0 { true } else { false } }
            if restarts { funcs.insert("start") }
            let context = CoordinatorContext(name: c.name, funcs: funcs, terminations: terminationNames)
            // What the initialiser shows (`window.rootViewController = navigationController`) happens before start().
            let setup = c.initializers.filter { $0.body != nil }.flatMap { translator.translate($0) }.filter {
                if case .show = $0 { true } else { false }
            }
            let prefix = c.name == launchedCoordinator ? [launchRoot].compactMap { $0 } : []
            // `var parentCoordinator: MainCoordinator?` without `weak`: the child keeps its parent alive.
            if let p = c.properties.first(where: { p in !p.isWeak && !module.isClosure(p) && p.name.lowercased().contains("parent") && p.typeName.map { module.isCoordinator($0) || module[$0]?.kind == .protocol } == true }) {
                cout.line("strongParent", from: p.place)
            }
            // Bool properties its code tests or sets: the flow's variables, so both arms of an `if` are explored.
            for (name, value, place) in flags(of: c, bodies.map(\.statements) + translator.findings.handlers.filter { $0.coordinator == c.name }.map(\.body)) {
                cout.line("var \(name) = \(value)", from: place)
            }
            if restarts, let start = bodies.first(where: { $0.method.name == "start" }) {
                cout.open("start", from: start.method.place)
                write(prefix + setup + [.callFunc("start", start.method.place)], in: c.name, isCoordinator: true, inHandler: false, context: context, into: &cout)
                cout.close()
            } else if let start = bodies.first(where: { $0.method.name == "start" }) {
                let statements = start.statements
                cout.open("start", from: start.method.place)
                write(prefix + setup + statements, in: c.name, isCoordinator: true, inHandler: false, context: context, into: &cout)
                cout.close()
            } else if !(prefix + setup).isEmpty {
                cout.open("start")
                write(prefix + setup, in: c.name, isCoordinator: true, inHandler: false, context: context, into: &cout)
                cout.close()
            }
            // Handlers: closures assigned on this coordinator's screens, and messages to it as a delegate.
            var backBodies: [(body: [DraftStatement], place: SourcePlace, screen: String, action: String)] = []
            for h in translator.findings.handlers where h.coordinator == c.name {
                if leaving.contains(LeavingKey(screen: h.screen, action: h.action)) { backBodies.append((h.body, h.place, h.screen, h.action)); continue }
                cout.open("on \(flowName(h.screen)).\(identifier(h.action))", from: h.place)
                write(h.body, in: c.name, isCoordinator: true, inHandler: false, context: context, into: &cout)
                cout.close()
            }
            for key in leaving.sorted(by: { ($0.screen, $0.action) < ($1.screen, $1.action) }) {
                // Only a message this coordinator hears: the screen's delegate or coordinator property has its type.
                guard let s = module[key.screen], s.properties.contains(where: { p in p.typeName.map { t in t == c.name || module.ancestry(of: c.name).contains(t) } == true }) else { continue }
                guard let method = module.methods(of: c.name, named: key.action).first(where: { $0.body != nil }) else { continue }
                backBodies.append((funcs.contains(key.action) ? [.callFunc(key.action, method.place)] : translator.translate(method), method.place, key.screen, key.action))
            }
            // A screen that tells its coordinator it is gone: the coordinator's `on back` when it is its first screen.
            var wroteBack = false
            for b in backBodies {
                if !wroteBack, b.screen == firstScreen(of: c.name) {
                    cout.open("on back", from: b.place)
                    cout.line("// \(flowName(b.screen)) sends \(b.action) when it goes away (deinit, didMove(toParent:), viewDidDisappear)")
                    write(b.body, in: c.name, isCoordinator: true, inHandler: false, context: context, into: &cout)
                    cout.close()
                    wroteBack = true
                } else {
                    cout.todo("\(flowName(b.screen)) sends \(b.action) when it goes away; the flow's `on back` belongs to the coordinator's first screen", at: b.place)
                }
            }
            // A delegate message is handled by a coordinator that shows the screen (several may adopt the protocol).
            let showsScreens = Set(flatten(coordinatorBodiesCache[c.name] ?? []).flatMap { s -> [String] in
                guard case .show(_, let ds, _, _) = s else { return [] }
                return ds.compactMap { d in
                    if case .screen(let x) = d { return x }
                    if case .navigation(.screen(let x)?) = d { return x }
                    return nil
                }
            })
            for s in screens {
                for send in sends[s.name] ?? [] {
                    guard case .delegate(let type) = send.via, type == c.name || module.ancestry(of: c.name).contains(type) else { continue }
                    guard type == c.name || showsScreens.contains(s.name) else { continue }
                    guard var method = module.methods(of: c.name, named: send.name).first(where: { $0.body != nil }) else { continue }
                    // A protocol extension's default implementation runs as this coordinator's code.
                    method.owner = c.name
                    cout.open("on \(flowName(s.name)).\(identifier(send.name))", from: method.place)
                    if funcs.contains(send.name) { cout.line("\(identifier(send.name))()") }
                    else { write(translator.translate(method), in: c.name, isCoordinator: true, inHandler: false, context: context, into: &cout) }
                    cout.close()
                }
            }
            writeSystemDelegates(of: c.name, isCoordinator: true, context: context, into: &cout)
            for (method, statements) in bodies where funcs.contains(method.name) {
                if bodies.first(where: { $0.method.name == method.name })?.method.place != method.place { continue }
                cout.open("func \(identifier(method.name))()", from: method.place)
                write(statements, in: c.name, isCoordinator: true, inHandler: false, context: context, into: &cout)
                cout.close()
            }
            cout.close()
        }

        // Models: input types that are not the flow's own.
        var inputs: [String: [(name: String, type: String, place: SourcePlace)]] = [:]
        for s in screens { inputs[s.name] = screenInputs(s) }
        for model in models.sorted() { out.line("model \(model)") }
        if !models.isEmpty { out.blank() }
        out.append(enumsText)
        if !enumsText.lines.isEmpty { out.blank() }

        // Screens. A base class of other screens (`BaseViewController`) is shared code, not a screen of its own,
        // unless the app shows it too.
        let everyStatement = (coordinatorBodies.values.flatMap { $0.map(\.statements) } + screenBodies.values.flatMap { $0.map(\.statements) }
            + translator.findings.handlers.map(\.body) + translator.findings.terminations.values.map(\.body)).flatMap(flatten)
        let shown = Set(everyStatement.flatMap { s -> [String] in
            guard case .show(_, let ds, _, _) = s else { return [] }
            return ds.compactMap { d in
                if case .screen(let x) = d { return x }
                if case .navigation(.screen(let x)?) = d { return x }
                return nil
            }
        })
        let handled = Set(translator.findings.handlers.map(\.screen))
        let drafted = Set(screens.map(\.name).filter { name in shown.contains(name) || sends[name] != nil || handled.contains(name)
            || !module.all.contains(where: { $0.inherited.first == name && module.isScreen($0.name) && !$0.isAlias }) })
        // App.
        writeApp(launch, coordinators: coordinators, screens: screens.filter { drafted.contains($0.name) }, into: &out)

        for s in screens where drafted.contains(s.name) {
            out.blank()
            let params = (inputs[s.name] ?? []).map { "\($0.name): \($0.type) = \(defaultValue($0.type))" }
            out.open("screen \(flowName(s.name))\(params.isEmpty ? "" : "(" + params.joined(separator: ", ") + ")")", from: s.place)
            var declared: Set<String> = []
            for send in sends[s.name] ?? [] where declared.insert(send.name).inserted {
                out.line("action \(identifier(send.name))", from: send.place)
            }
            for action in actions[s.name] ?? [] where declared.insert(action.name).inserted {
                out.open("action \(action.name)", from: action.place)
                write(action.body, in: s.name, isCoordinator: false, inHandler: false, into: &out)
                out.close()
            }
            var flags = screenFlags(s)
            // Set on the instance a coordinator shows (`vc.navigationItem.hidesBackButton = true`): the screen's too.
            for (flag, place) in instanceFlags[s.name] ?? [] where !flags.contains(where: { $0.0 == flag }) { flags.append((flag, place)) }
            for (flag, place) in flags { out.line(flag, from: place) }
            // `var coordinator: SignUpCoordinator?` without `weak`: the screen keeps its coordinator alive.
            if let p = s.properties.first(where: { p in !p.isWeak && !module.isClosure(p) && p.typeName.map { module.isCoordinator($0) } == true }) {
                out.line("strongOwner", from: p.place)
            }
            writeSystemDelegates(of: s.name, isCoordinator: false, context: nil, into: &out)
            if let load = onLoad[s.name] { out.open("on load"); write(load, in: s.name, isCoordinator: false, inHandler: false, into: &out); out.close() }
            if let appear = onAppear[s.name] { out.open("on appear"); write(appear, in: s.name, isCoordinator: false, inHandler: false, into: &out); out.close() }
            out.close()
        }
        for (name, info) in opaque.sorted(by: { $0.key < $1.key }) {
            out.blank()
            if Self.selfDismissing.contains(name) {
                // Its own Done or Cancel button closes it, with no app code.
                out.line("screen \(name) { action done { dismiss } }  // \(info.kind), opaque: its own code is not read; first shown at \(info.place)")
            } else {
                out.line("screen \(name) { }  // \(info.kind), opaque: its own code is not read; first shown at \(info.place)")
            }
        }

        // Tab bars.
        for (name, info) in translator.findings.tabBars.sorted(by: { $0.key < $1.key }) {
            out.blank()
            out.open("tabs \(flowName(name))", from: info.place)
            var used: Set<String> = []
            for d in info.tabs {
                guard let (target, nav) = tabTarget(d, at: info.place) else { out.todo("a tab shows \(describe(d)): not resolved", at: info.place); continue }
                var tab = target.prefix(1).lowercased() + target.dropFirst()
                while !used.insert(tab).inserted { tab += "2" }
                out.line("tab \(tab): \(target)\(nav ? " withNavigation" : "")")
            }
            out.close()
        }

        out.append(cout)

        let report = Coverage(
            files: files.count,
            screens: module.all.filter { module.isScreen($0.name) }.map { ScreenFound(name: $0.name, place: $0.place) },
            containers: module.all.filter { !module.isScreen($0.name) && module.uikitBase(of: $0.name) != nil }.map { ScreenFound(name: $0.name, place: $0.place) },
            coordinators: coordinators.map { ScreenFound(name: $0.name, place: $0.place) },
            wrappers: Set(wrappers.values.flatMap { $0 }.map { "\($0.owner).\($0.name)" }).sorted(),
            calls: translator.findings.calls.values.sorted { $0.place < $1.place },
            live: livePlaces(out))
        return Importer.Result(flow: out.text, report: report)
    }

    /// The places statements of the draft come from, on lines that are not comments (a choice's other arms and
    /// TODOs are), and the places of calls the draft holds without a line of their own: a child retained is its
    /// `start`, a tab's coordinator is its tab.
    private func livePlaces(_ out: FlowText) -> Set<SourcePlace> {
        var live: Set<SourcePlace> = []
        for line in out.lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.hasPrefix("//"), let range = trimmed.range(of: "  // from ", options: .backwards) else { continue }
            let text = trimmed[range.upperBound...]
            guard let colon = text.lastIndex(of: ":"), let number = Int(text[text.index(after: colon)...]) else { continue }
            live.insert(SourcePlace(file: String(text[..<colon]), line: number))
        }
        for call in translator.findings.calls.values where call.detail == "retain" || translator.findings.tabCoordinators.contains(call.detail) {
            live.insert(call.place)
        }
        return live
    }

    // MARK: launch

    enum Launch { case coordinator(String, SourcePlace), destination(Destination, SourcePlace), none }

    private func findLaunch() -> Launch {
        if case .coordinator(let c, let p) = findStartedCoordinator() { return .coordinator(c, p) }
        return findWindowRoot()
    }

    /// The coordinator the app or scene delegate starts. A test double (`TestAppCoordinator` under a launch argument)
    /// is passed over when a real one is started too; of several, the last started is the one that stays.
    private func findStartedCoordinator() -> Launch {
        var found: [(String, SourcePlace)] = []
        for t in module.launchTypes {
            for m in t.methods where m.body != nil {
                let scope = Scope(owner: t.name, method: m)
                for call in Syntax(m.body!).descendants(FunctionCallExprSyntax.self) {
                    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text.lowercased().hasPrefix("start"),
                          let base = member.base, case .coordinator(let c) = resolver.resolve(base, in: scope) else { continue }
                    found.append((c, translator.place(call)))
                }
            }
        }
        let testLike = ["Test", "Mock", "Stub", "Fake", "Preview", "UITest"]
        let real = found.filter { f in !testLike.contains { f.0.contains($0) } }
        guard let chosen = (real.isEmpty ? found : real).last else { return .none }
        return .coordinator(chosen.0, chosen.1)
    }

    private func findWindowRoot() -> Launch {
        for t in module.launchTypes {
            for m in t.methods where m.body != nil {
                let scope = Scope(owner: t.name, method: m)
                for x in Syntax(m.body!).descendants(InfixOperatorExprSyntax.self) where x.operator.is(AssignmentExprSyntax.self) {
                    guard x.leftOperand.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "rootViewController" else { continue }
                    return .destination(resolver.resolve(x.rightOperand, in: scope), translator.place(x))
                }
            }
            // `window?.rootViewController as! UINavigationController` (often a computed property): the storyboard's
            // initial controller.
            for node in t.nodes {
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

    private mutating func writeApp(_ launch: Launch, coordinators: [TypeInfo], screens: [TypeInfo], into out: inout FlowText) {
        out.open("app \(identifier(appName))")
        switch launch {
        case .coordinator(let c, let place):
            let inputs = coordinatorInputs(c)
            if inputs.isEmpty { out.line("launch \(flowName(c))", from: place) } else {
                out.todo("the app delegate's values for \(inputs.map(\.name).joined(separator: ", ")) are not read; each takes its first case", at: place)
                out.line("launch \(flowName(c))(\(inputs.map { "\($0.name): .\($0.cases[0])" }.joined(separator: ", ")))", from: place)
            }
        case .destination(let d, let place):
            if let (target, nav) = tabTarget(d, at: place) { out.line("launch \(target)\(nav ? " withNavigation" : "")", from: place) }
            else { fallbackLaunch(coordinators, screens, reason: "the window's root is \(describe(d))", at: place, into: &out) }
        case .none: fallbackLaunch(coordinators, screens, reason: "no app or scene delegate sets the window's root or starts a coordinator", at: nil, into: &out)
        }
        out.close()
    }

    private mutating func fallbackLaunch(_ coordinators: [TypeInfo], _ screens: [TypeInfo], reason: String, at place: SourcePlace?, into out: inout FlowText) {
        // A flow needs one launch: the first coordinator nobody starts, else the first screen, marked as chosen.
        let started = Set(translator.findings.calls.values.filter { $0.call.lowercased().hasPrefix("start") }.map(\.detail))
        if let c = coordinators.first(where: { !started.contains($0.name) }) ?? coordinators.first {
            out.todo("\(reason); launching \(flowName(c.name)), the first coordinator nothing starts", at: place)
            out.line("launch \(flowName(c.name))")
        } else if let s = screens.first {
            out.todo("\(reason); launching \(flowName(s.name)), the first screen read", at: place)
            out.line("launch \(flowName(s.name))")
        } else {
            out.todo("\(reason), and the source declares no view controller", at: place)
            out.line("launch UINavigationController")
        }
    }

    // MARK: statements

    struct CoordinatorContext {
        var name: String
        var funcs: Set<String>
        var terminations: [String: Set<String>]
    }

    private mutating func write(_ given: [DraftStatement], in owner: String, isCoordinator: Bool, inHandler: Bool,
                                context: CoordinatorContext? = nil, into out: inout FlowText) {
        // `nav.setViewControllers([a]); window.rootViewController = nav`: the navigation controller exists from the
        // start in Swift; in the flow it must be shown before `set` or `push` can act on it.
        var statements = given
        if let rootIndex = statements.firstIndex(where: { if case .show(.root, [.navigation(nil)], _, _) = $0 { true } else { false } }),
           let firstUse = statements.firstIndex(where: { if case .show(let v, _, _, _) = $0, v == .set || v == .push { true } else { false } }),
           firstUse < rootIndex {
            statements.insert(statements.remove(at: rootIndex), at: firstUse)
        }
        for s in statements {
            switch s {
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
                let modifiers = Array(NSOrderedSet(array: mods.filter { verb == .present || $0 == "withNavigation" })) as? [String] ?? []
                let suffix = modifiers.isEmpty ? "" : " " + modifiers.joined(separator: " ")
                switch verb {
                case .set: out.line("set [\(names.joined(separator: ", "))]", from: place)
                case .push, .embed:
                    if modifiers.contains("withNavigation") { out.todo("\(verb.rawValue) of a navigation controller around \(names[0])", at: place) }
                    else { out.line("\(verb.rawValue) \(names[0])", from: place) }
                default: out.line("\(verb.rawValue) \(names[0])\(suffix)", from: place)
                }
            case .back(let b, let place): out.line(b.rawValue, from: place)
            case .start(let child, let handler, let handlerPlace, let place, let given):
                // A tab's coordinator is started by its tab bar (the `tabs` declaration), not here.
                guard isCoordinator, !translator.findings.tabCoordinators.contains(child) else { continue }
                var body = handler
                var bodyPlace = handlerPlace
                if body == nil, let names = context?.terminations[child] {
                    // `parent?.childDidFinish(self)`: the parent's method of that name is the handler.
                    for n in names.sorted() {
                        if let m = module.methods(of: owner, named: n).first(where: { $0.body != nil }) {
                            body = translator.translate(m); bodyPlace = m.place; break
                        }
                    }
                }
                // Every enum input is passed: the ones the Swift names, the others their first case.
                let arguments = coordinatorInputs(child).map { input in
                    "\(input.name): \(given.first { $0.0 == input.name }?.1 ?? "." + input.cases[0])"
                }
                let target = flowName(child) + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
                if let body {
                    out.line("start \(target) then {", from: place)
                    out.indent += 1
                    if let bodyPlace { out.line("// the termination handler, from \(bodyPlace)") }
                    write(body, in: owner, isCoordinator: true, inHandler: true, context: context, into: &out)
                    out.close()
                } else {
                    out.line("start \(target)", from: place)
                }
            case .release(let place):
                if inHandler { out.line("release", from: place) } else { out.todo("a child coordinator is released here; say which with `release Name`", at: place) }
            case .terminate(_, let place):
                if isCoordinator { out.line("terminate", from: place) }
            case .callFunc(let name, let place):
                if context?.funcs.contains(name) == true { out.line("\(identifier(name))()", from: place) }
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
                    out.open(arm.pattern)
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
    private mutating func target(_ d: Destination, verb: DraftStatement.Verb, at place: SourcePlace) -> String? {
        switch d {
        case .screen(let s): return flowName(s)
        case .tabBar(let t):
            // Tabs no code sets (a storyboard's) cannot be declared: the show becomes a TODO.
            return translator.findings.tabBars[t] == nil ? nil : flowName(t)
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

    private mutating func tabTarget(_ d: Destination, at place: SourcePlace) -> (String, Bool)? {
        switch d {
        case .navigation(let inner?): return target(inner, verb: .root, at: place).map { ($0, true) }
        case .coordinator(let c): return (flowName(c), true)
        default: return target(d, verb: .root, at: place).map { ($0, false) }
        }
    }

    /// Where a view controller is going away: a message to its owner from there is what leaving it means.
    static let leavingMethods: Set<String> = ["deinit", "didMove", "viewDidDisappear", "viewWillDisappear", "willMove"]

    /// System view controllers that close themselves (Safari's Done, the share sheet's close).
    static let selfDismissing: Set<String> = ["SFSafariViewController", "UIActivityViewController"]

    struct LeavingKey: Hashable { var screen: String; var action: String }

    /// UIKit delegate methods read as the flow's gestures and hooks, not as funcs or actions.
    static let systemDelegateMethods: Set<String> = ["navigationController", "presentationControllerDidDismiss", "presentationControllerShouldDismiss"]

    /// `navigationController(_:didShow:animated:)` that finds a screen popped (`fromViewController as? DetailViewController`)
    /// → `on pop Detail { … }` (`willShow` → `on willPop`); `presentationControllerDidDismiss(_:)` → `on swipe { … }`.
    private mutating func writeSystemDelegates(of type: String, isCoordinator: Bool, context: CoordinatorContext?, into out: inout FlowText) {
        for method in module[type]?.methods ?? [] where method.body != nil {
            let labels = method.parameters.compactMap(\.label)
            if isCoordinator, method.name == "navigationController", let hook = labels.contains("didShow") ? "pop" : labels.contains("willShow") ? "willPop" : nil {
                let scope = Scope(owner: type, method: method)
                var seen: Set<String> = []
                for branch in method.body!.descendants(IfExprSyntax.self) {
                    for condition in branch.conditions {
                        guard case .optionalBinding(let binding) = condition.condition,
                              let cast = binding.initializer?.value.as(AsExprSyntax.self) else { continue }
                        let screen = baseTypeName(cast.type.trimmedDescription)
                        guard module.isScreen(screen), seen.insert(screen).inserted else { continue }
                        let statements = translator.block(branch.body.statements, scope, 1)
                        out.open("on \(hook) \(flowName(screen))", from: translator.place(branch))
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
    }

    /// What a view controller sets on itself: `hidesBottomBarWhenPushed = true` → `hidesBottomBar`,
    /// `navigationItem.hidesBackButton = true` → `hidesBackButton`, `isModalInPresentation = true` → `nonDismissible`.
    private func screenFlags(_ type: TypeInfo) -> [(String, SourcePlace)] {
        let flags = ["hidesBottomBarWhenPushed": "hidesBottomBar", "hidesBackButton": "hidesBackButton", "isModalInPresentation": "nonDismissible"]
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
                guard let last = parts.last, let flag = flags[last], !found.contains(where: { $0.0 == flag }) else { continue }
                // On itself: `self.x`, `x`, `navigationItem.x`, `self.navigationItem.x` — not on another controller.
                let base = parts.dropLast().filter { $0 != "self" }
                guard base.isEmpty || base == ["navigationItem"] else { continue }
                found.append((flag, translator.place(x)))
            }
        }
        return found
    }

    /// `sheet.presentationController?.delegate = self` in a coordinator: the screen whose swipe-down it hears.
    private func swipeDelegateScreen(of type: String) -> String? {
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

    /// The first screen a coordinator's start() shows.
    private func firstScreen(of type: String) -> String? {
        guard let start = module.methods(of: type, named: "start").first(where: { $0.body != nil }) else { return nil }
        for case .show(_, let ds, _, _) in flatten(translator.translate(start)) {
            if case .screen(let s)? = ds.first { return s }
            if case .navigation(.screen(let s)?)? = ds.first { return s }
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
    private func flags(of c: TypeInfo, _ bodies: [[DraftStatement]]) -> [(String, String, SourcePlace)] {
        var used: [String] = []
        for statement in bodies.flatMap(flatten) {
            switch statement {
            case .condition(let n, _, _, _, _), .assign(let n, _, _): if !used.contains(n) { used.append(n) }
            default: break
            }
        }
        return used.compactMap { n in
            guard let p = module.property(of: c.name, named: n) else { return nil }
            return (n, p.initializer?.trimmedDescription == "true" ? "true" : "false", p.place)
        }
    }

    // MARK: screens

    /// Methods of a screen called from its other methods: helpers, inlined where called.
    private func calledInternally(_ type: TypeInfo) -> Set<String> {
        var result: Set<String> = []
        let names = Set(type.methods.map(\.name))
        for m in type.methods {
            guard let body = m.body else { continue }
            for call in Syntax(body).descendants(FunctionCallExprSyntax.self) {
                let callee = call.calledExpression
                let name: String?
                if let ref = callee.as(DeclReferenceExprSyntax.self) { name = ref.baseName.text }
                else if let member = callee.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" { name = member.declName.baseName.text }
                else { name = nil }
                if let name, names.contains(name), name != m.name { result.insert(name) }
            }
        }
        return result
    }

    private mutating func screenInputs(_ type: TypeInfo) -> [(name: String, type: String, place: SourcePlace)] {
        guard let initializer = type.initializers.first(where: { i in !i.parameters.contains { $0.label == "coder" || $0.name == "coder" } && !i.parameters.isEmpty }) else { return [] }
        var result: [(String, String, SourcePlace)] = []
        for p in initializer.parameters {
            let t = baseTypeName(p.typeName)
            guard t.range(of: "^[A-Za-z_][A-Za-z0-9_]*$", options: .regularExpression) != nil, !p.name.hasPrefix("_") else { continue }
            let flowType: String
            switch t {
            case "String", "Int", "Bool": flowType = t
            default:
                // Services, coordinators and view models are dependencies, not what the screen shows.
                if module.isCoordinator(t) || module.isScreen(t) || module[t]?.kind == .protocol { continue }
                if ["Double", "Float", "CGFloat", "Date", "URL", "UUID", "Data"].contains(t) || module[t] != nil { flowType = identifier(t) } else { continue }
                if flowType != identifier(t) { continue }
                if module[t]?.kind == .class, !t.hasSuffix("Model") && !t.hasSuffix("Item") { continue }
                if t.hasSuffix("ViewModel") || t.hasSuffix("Presenter") || t.hasSuffix("Interactor") { continue }
                models.insert(flowType)
            }
            result.append((p.name, flowType, initializer.place))
        }
        return result
    }

    private func defaultValue(_ type: String) -> String {
        switch type { case "Int": "0"; case "Bool": "false"; default: "\"\"" }
    }

    /// `tableView(_:didSelectRowAt:)` → `tableViewDidSelectRowAt`: a delegate callback is named by its label.
    private func actionName(_ method: MethodInfo) -> String {
        if method.parameters.count >= 2, method.parameters[0].label == nil, let label = method.parameters[1].label {
            return identifier(method.name + label.prefix(1).uppercased() + label.dropFirst())
        }
        return identifier(method.name)
    }
}

/// Marks a choice whose kept arm is the one where an optional is nil.
let nilFirstMarker = "nil-first:"

/// A flow string literal.
func flowString(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: " ") + "\""
}

/// The flow language's words: a Swift name that spells one gets a `_` after it.
let flowKeywords: Set<String> = [
    "include", "app", "launch", "var", "event", "link", "enum", "case", "error", "model", "samples", "actions", "action",
    "tabs", "tab", "screen", "coordinator", "method", "entry", "cell", "on", "back", "swipe", "none", "load", "appear",
    "root", "start", "func", "pop", "willPop", "reselect", "push", "present", "embed", "set", "popTo", "popToRoot",
    "remove", "dismiss", "dismissToRoot", "finish", "terminate", "release", "refresh", "alert", "button", "log", "if",
    "else", "match", "then", "as", "true", "false", "all", "nonDismissible", "hidesBackButton", "hidesBottomBar",
    "strongOwner", "strongParent", "presenting",
]

/// A flow identifier from a Swift name: letters, digits and `_`, not starting with a digit, not a keyword.
func identifier(_ name: String) -> String {
    var s = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if s.first?.isNumber ?? true { s = "_" + s }
    if flowKeywords.contains(s) { s += "_" }
    return s
}

/// Statements with the arms of choices and handlers laid flat, to find what a body contains anywhere.
func flatten(_ statements: [DraftStatement]) -> [DraftStatement] {
    statements.flatMap { s -> [DraftStatement] in
        switch s {
        case .choice(_, let kept, let others, _): return [s] + flatten(kept) + others.flatMap(flatten)
        case .condition(_, _, let a, let b, _): return [s] + flatten(a) + flatten(b)
        case .alert(_, let buttons, _): return [s] + buttons.flatMap { flatten($0.body) }
        case .start(_, let handler?, _, _, _): return [s] + flatten(handler)
        case .match(_, let arms, _): return [s] + arms.flatMap { flatten($0.body) }
        default: return [s]
        }
    }
}
