// SPDX-License-Identifier: MIT
import Foundation
import SwiftSyntax

/// Builds the draft: what each declaration and body becomes, in the order the flow is written.
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
    /// Coordinators whose root is the screen they expose to their parent (`child.viewController`), with that screen.
    var exposed: [String: Destination] = [:]
    /// Notifications the draft declares: posted by the app and observed by a coordinator it drafts.
    var notifications: Set<String> = []
    /// Enums the draft declares (a coordinator's configuration: `VoiceEntryViewPurpose`).
    var declaredEnums: Set<String> = []
    /// Every translated body of each coordinator (its methods and the handlers it registers).
    var coordinatorBodiesCache: [String: [DraftStatement]] = [:]
    /// Each coordinator's methods that are funcs of its flow (they do something; not `start`, not a UIKit delegate
    /// method read as a hook): its own calls and a child's `Ancestor.name()` name one of them.
    var flowFuncs: [String: Set<String>] = [:]
    /// The methods of the app's extensions of UIKit view controllers, and those of them that set
    /// `navigationItem.leftBarButtonItem` (a custom back button a screen installs by calling it).
    var extensionMethods: [MethodInfo] = []
    var backButtonHelpers: [MethodInfo] = []
    var enumsText = FlowText()
    /// Screen flags set on shown instances, by screen type.
    var instanceFlags: [String: [(String, SourcePlace)]] = [:]
    /// Messages a screen sends its owner when it goes away (`deinit`, `didMove(toParent: nil)`).
    var leaving: Set<LeavingKey> = []
    /// How the draft's launch was found, for the report and the command's notes.
    var launchText = ""
    var launchRead = true
    /// Screen → the screens its actions and appearance show (class names): how a launch not read is guessed.
    var screenGraph: [String: Set<String>] = [:]
    /// Screens whose drafted code pushes or sets a stack (through the app's wrappers too): a guessed launch of one
    /// needs a navigation controller.
    var screensThatPush: Set<String> = []
    /// What starts each coordinator (`findEntryMethods`).
    var entryMethods: [String: MethodInfo] = [:]
    /// What the app or scene delegate launches (`findLaunch`), found once.
    var launch: Launch = .none
    /// The types the launch was read from (`findLaunch`).
    var launchHosts: [TypeInfo] = []
    /// Termination handlers being written (`write`), by place: one that starts its child again is not written inside itself.
    var handlersWriting: Set<SourcePlace> = []
    /// The delegate drafted as the launch coordinator, when its launch branches (`branchedLaunch`).
    var launchHost: String?
    /// The app's SwiftUI views and its `App`, read from their syntax.
    let swiftUIReader: SwiftUIReader
    /// The SwiftUI views drafted as screens, planned once the UIKit bodies are read (`planSwiftUI`).
    var swiftUI: SwiftUIDraft?
    /// Screens and coordinators that hold themselves from the moment they are made (`RetainCycles`), with the place.
    var retainedAtCreation: [String: SourcePlace] = [:]

    /// Interface Builder storyboards read with the Swift: the resolver's.
    var storyboards: [Storyboard] { resolver.storyboards }

    /// The storyboard the app's Info.plist names as its main one: the launch when no code sets the window's root.
    var mainStoryboard: (plist: String, name: String)?

    init(files: [SwiftFile], appName: String, storyboards: [Storyboard] = [], mainStoryboards: [(plist: String, name: String)] = []) {
        self.files = files
        self.appName = appName
        var module = Module(files: files)
        mainStoryboard = Self.appPlist(mainStoryboards, near: module.launchTypes.map(\.place.file))
        // A delegate whose launch branches (`if loggedIn { main } else { login }`) is drafted as the coordinator it
        // acts as: its launch method is the start, and each branch is explored as launch state.
        let host = Self.branchedLaunch(module)
        if let host { module.markCoordinator(host.owner) }
        self.module = module
        swiftUIReader = SwiftUIReader(module: module, files: files)
        resolver = DestinationResolver(module: module, storyboards: storyboards)
        entryMethods = Self.findEntryMethods(module: module, resolver: resolver)
        if let host { entryMethods[host.owner] = host }
        translator = BodyTranslator(module: module, resolver: resolver, wrappers: [:], files: files)
        wrappers = discoverWrappers()
        translator = BodyTranslator(module: module, resolver: resolver, wrappers: wrappers, files: files)
        tellEntries(to: translator)
        // Strong reference cycles through `self`: where a method closes one, its body starts with `retain self`; one
        // closed as the instance is made goes in a screen's `on load`, a coordinator's `start`.
        for t in module.all where !t.isExtension && (module.isScreen(t.name) || module.isCoordinator(t.name)) {
            for cycle in RetainCycles.find(in: t, module) {
                switch cycle.formed {
                case .atCreation: if retainedAtCreation[t.name] == nil { retainedAtCreation[t.name] = cycle.place }
                case .inMethod(let m): if translator.retainingMethods[t.name]?[m] == nil { translator.retainingMethods[t.name, default: [:]][m] = cycle.place }
                }
            }
        }
        (launch, launchHosts) = findLaunch()
        if let host {
            launch = .coordinator(host.owner, host.place)
            launchHost = host.owner
        }
        if case .coordinator(let c, _, _, _) = launch {
            translator.launchCoordinator = c
            translator.launchPath = launchPath(of: c)
        } else if case .destination(let d, _) = launch, let screen = d.shownScreen {
            translator.launchScreen = screen
            translator.launchScreenPath = appearingPath(of: screen)
        }
        extensionMethods = module.types.values.filter { $0.isExtension && Module.screenBases.contains($0.name) }.flatMap(\.methods)
        backButtonHelpers = extensionMethods.filter { m in
            m.body.map { body in body.descendants(InfixOperatorExprSyntax.self).contains { x in
                x.operator.is(AssignmentExprSyntax.self) && x.leftOperand.trimmedDescription.replacingOccurrences(of: "?", with: "").hasSuffix("navigationItem.leftBarButtonItem")
                    && x.rightOperand.trimmedDescription != "nil"
            } } ?? false
        }
        assignNames()
    }

    // MARK: wrappers

    /// Methods that show one of their parameters (or only go back), found to a fixed point: a wrapper of a wrapper
    /// is a wrapper. Each round finds one more link of a chain of wrappers, so there are at most as many rounds as
    /// methods; a round reads again only the methods that call a name whose wrappers changed in the round before
    /// (reading every method every round took minutes on a 2,000-file app).
    func discoverWrappers() -> [String: [Wrapper]] {
        struct Site { var type: TypeInfo; var method: MethodInfo; var router: Bool }
        var sites: [Site] = []
        // A view controller's method that shows its parameter is a wrapper too (`presentCoverVertical(viewController:)`,
        // `extension UIViewController { func add(childViewController:) }`); going back alone is not (its close button).
        let uikitExtensions = module.types.values.filter { $0.isExtension && (Module.screenBases.contains($0.name) || Module.navigationBases.contains($0.name)) }.sorted { $0.name < $1.name }
        for type in module.all + uikitExtensions {
            let router = !module.isCoordinator(type.name) && !module.isScreen(type.name) && !type.isExtension
            // A view controller's own method is a wrapper only if it takes a view controller (reading every
            // `tableView(_:cellForRowAt:)` of a 2,000-file app cost a fifth of its import).
            let screen = module.isScreen(type.name) || type.isExtension
            for method in type.methods where !method.isInitializer && method.body != nil && (!screen || method.parameters.contains { mayBeController($0.typeName) }) {
                sites.append(Site(type: type, method: method, router: router))
            }
        }
        // The names each method calls, to know which to read again when a name's wrappers change.
        var callers: [String: [Int]] = [:]
        for (index, site) in sites.enumerated() {
            var names: Set<String> = []
            for call in Syntax(site.method.body!).descendants(FunctionCallExprSyntax.self) {
                let callee = BodyTranslator.unwrap(call.calledExpression)
                if let name = callee.calleeName { names.insert(name) }
            }
            for name in names { callers[name, default: []].append(index) }
        }
        var current: [Wrapper?] = Array(repeating: nil, count: sites.count)
        var found: [String: [Wrapper]] = [:]
        var pending = Array(sites.indices)
        let byRoot = BodyTranslator.filesByRoot(files)
        for _ in 0...sites.count where !pending.isEmpty {
            let t = BodyTranslator(module: module, resolver: resolver, wrappers: found, files: byRoot)
            tellEntries(to: t)
            var changed: Set<String> = []
            // Once a wrapper, always one: a method that reaches itself through another (mutual recursion) would
            // otherwise flip every round and the search never settle.
            for index in pending where current[index] == nil {
                let site = sites[index]
                let statements = t.translate(site.method)
                var wrapper: Wrapper?
                for s in Self.armsFlattened(statements) {
                    if case .show(let verb, let ds, _, _) = s, verb != .tabs, let d = ds.first {
                        switch d {
                        case .parameter(let i), .navigation(.parameter(let i)?):
                            wrapper = Wrapper(name: site.method.name, owner: site.type.name, verb: verb, back: nil, parameter: i, labels: site.method.parameters.map(\.label))
                        default: break
                        }
                    }
                }
                if wrapper == nil, module.isScreen(site.type.name) {
                    wrapper = Self.receiverWrapper(site.method, owner: site.type.name, statements: statements)
                }
                if wrapper == nil, site.router, statements.count == 1, case .back(let b, _) = statements[0] {
                    wrapper = Wrapper(name: site.method.name, owner: site.type.name, verb: nil, back: b, parameter: nil, labels: site.method.parameters.map(\.label))
                }
                if wrapper != current[index] { current[index] = wrapper; changed.insert(site.method.name) }
            }
            guard !changed.isEmpty else { break }
            found = [:]
            for (index, wrapper) in current.enumerated() { if let wrapper { found[sites[index].method.name, default: []].append(wrapper) } }
            pending = Array(Set(changed.flatMap { callers[$0] ?? [] })).sorted()
        }
        return found
    }

    /// A screen's method that presents or pushes the screen itself (`self`, or a navigation controller around it)
    /// from a controller one of its parameters gives (`root.present(navCon)`, `from.navigationController?.push…`):
    /// a wrapper showing its receiver. UIKit does not let a controller present itself, so this is never the
    /// screen's own action.
    static func receiverWrapper(_ method: MethodInfo, owner: String, statements: [DraftStatement]) -> Wrapper? {
        guard let body = method.body else { return nil }
        let parameters = Set(method.parameters.map(\.name))
        let fromParameter = Syntax(body).descendants(FunctionCallExprSyntax.self).contains { call in
            guard let member = BodyTranslator.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self),
                  ["present", "pushViewController", "show"].contains(member.declName.baseName.text), var base = member.base else { return false }
            while let inner = BodyTranslator.unwrap(base).as(MemberAccessExprSyntax.self)?.base { base = inner }
            return BodyTranslator.unwrap(base).as(DeclReferenceExprSyntax.self).map { parameters.contains($0.baseName.text) } ?? false
        }
        guard fromParameter else { return nil }
        for s in armsFlattened(statements) {
            guard case .show(let verb, let ds, let mods, _) = s, verb == .present || verb == .push, ds.count == 1 else { continue }
            let inNavigation: Bool
            switch ds[0] {
            case .screen(owner): inNavigation = mods.contains("withNavigation")
            case .navigation(.screen(owner)?): inNavigation = true
            default: continue
            }
            return Wrapper(name: method.name, owner: owner, verb: verb, back: nil, parameter: nil, labels: method.parameters.map(\.label),
                           showsReceiver: true, receiverModifiers: mods.filter { $0 != "withNavigation" }, receiverInNavigation: inNavigation)
        }
        return nil
    }

    /// The statements with those of every arm of a choice in place, the kept arm first: a wrapper may show its
    /// parameter in both arms of `if animated { UIView.transition(…) { root = vc } } else { root = vc }`.
    static func armsFlattened(_ statements: [DraftStatement]) -> [DraftStatement] {
        statements.flatMap { s -> [DraftStatement] in
            switch s {
            case .choice(_, let kept, let others, _): armsFlattened(kept) + others.flatMap(armsFlattened)
            case .dismissThen(let body, let p): [.back(.dismiss, p)] + armsFlattened(body)
            case .condition(_, _, let then, let otherwise, _): armsFlattened(then) + armsFlattened(otherwise)
            default: [s]
            }
        }
    }

    /// Whether a parameter of this declared type can hold a view controller: a controller type, a protocol (of the
    /// app, or `Presentable`-like), or a generic parameter.
    func mayBeController(_ written: String) -> Bool {
        var type = baseTypeName(written)
        // `[UIViewController]`: a stack of them (`setViewControllers(_:animated:completion:)`).
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") { type = baseTypeName(String(type.dropFirst().dropLast())) }
        if module.isScreen(type) || module.isNavigationController(type) || module.isTabBarController(type) || Module.screenBases.contains(type) { return true }
        if module[type]?.kind == .protocol { return true }
        return type.hasSuffix("Controller") || type.hasSuffix("Presentable") || type.count <= 2 || written.hasPrefix("some ") || written.hasPrefix("any ")
    }

    /// A control's title as an action name: "Sign in" → `signIn`.
    func lowerCamel(_ text: String) -> String {
        identifier(lowerCamelWords(text) ?? "segue")
    }

    /// The segues leaving the storyboard scenes that make this class.
    func storyboardSegues(of screen: String) -> [(Storyboard, String, Storyboard.Segue)] {
        storyboards.flatMap { board in
            board.scenes.filter { $0.value.customClass == screen }.keys.sorted().flatMap { id in (board.segues[id] ?? []).map { (board, id, $0) } }
        }
    }

    /// A tab bar controller class whose tabs no code sets, made in a storyboard that does: its tabs are the
    /// storyboard's (each a screen, or a navigation controller around one).
    func addStoryboardTabs() {
        for board in storyboards {
            for (id, scene) in board.scenes.sorted(by: { $0.key < $1.key }) where scene.element == "tabBarController" {
                let c = DestinationResolver.tabBarName(scene, in: board, module)
                guard translator.findings.tabBars[c] == nil else { continue }
                let tabs = (board.relationships[id] ?? []).filter { $0.kind == "viewControllers" }.compactMap { resolver.destination(ofScene: $0.destination, in: board) }
                guard tabs.contains(where: Self.canBeTab) else { continue }
                translator.findings.tabBars[c] = (tabs, SourcePlace(file: board.path, line: scene.line))
            }
        }
    }

    /// Of several Info.plists that name a main storyboard (a vendored library's example app has one too), the app's:
    /// the one in the folder nearest its app or scene delegate (the longest shared folder path), else the one least
    /// deep in the tree (an example app is nested in its library's folder), else the first.
    static func appPlist(_ plists: [(plist: String, name: String)], near files: [String]) -> (plist: String, name: String)? {
        func rank(_ x: (offset: Int, element: (plist: String, name: String))) -> (Int, Int, Int) {
            (files.map { SourceFinder.sharedFolders($0, x.element.plist) }.max() ?? 0, -x.element.plist.split(separator: "/").count, -x.offset)
        }
        return plists.enumerated().max { rank($0) < rank($1) }?.element
    }

    /// What starts each coordinator, as a translator needs it: the entry's name and its parameters' types.
    func tellEntries(to t: BodyTranslator) {
        t.entryNames = entryMethods.mapValues(\.name)
        t.entryParameters = entryMethods.mapValues { Dictionary($0.parameters.map { ($0.name, baseTypeName($0.typeName)) }, uniquingKeysWith: { a, _ in a }) }
    }

    /// A coordinator's methods, translated; its entry first, under the name the flow gives it: `start`.
    func bodies(of c: TypeInfo) -> [(method: MethodInfo, statements: [DraftStatement])] {
        let entry = entryMethods[c.name]
        // `deinit` runs when the coordinator is freed: teardown, not a step of its flow.
        var methods = c.methods.filter { !$0.isInitializer && !$0.isStatic && $0.body != nil && $0.name != "start" && $0.name != "deinit" && $0.place != entry?.place }
        if var entry { entry.name = "start"; methods.insert(entry, at: 0) }
        return methods.map { ($0, translator.translate($0)) }
    }

    /// A screen action whose code switches on what the user picked (`switch tableRow { case .appearance: push … }`
    /// in `didSelectRowAt`): one action per arm, each a tap of its own, so every arm is reachable, not the first.
    /// What runs before and after the switch runs in each.
    /// Only a switch on what was picked: in a selection handler, or on a row, an item, a section, an index, a tag.
    /// (A switch on the size class or on an event's kind is not the user's choice.)
    func perArm(_ name: String, _ body: [DraftStatement], selecting: Bool) -> [(String, [DraftStatement])] {
        let picked = ["indexpath", "row", "item", "section", "index", "tag", "selected", "option", "segment", "setting", "menu"]
        let switches = body.indices.filter { i in
            guard case .choice(let condition, _, let others, let place) = body[i], condition.hasPrefix("switch "),
                  let labels = translator.findings.switchArms[place], labels.count == others.count + 1, labels.count > 1 else { return false }
            let subject = condition.dropFirst("switch ".count).lowercased()
            return selecting || picked.contains { subject.contains($0) }
        }
        guard switches.count == 1, let i = switches.first, case .choice(_, let kept, let others, let place) = body[i],
              let labels = translator.findings.switchArms[place] else {
            if selecting, let nested = switchInArm(body) { return perArm(name, nested, selecting: true) }
            let rows = selecting ? perRow(name, body) : [(name, body)]
            return rows.count > 1 ? rows : perOutcome(name, body)
        }
        // Arms that show nothing the flow can say (only TODOs) are not actions of their own.
        let arms = zip(labels, [kept] + others).filter { showsSomething($0.1) }
        guard arms.count > 1 else { return perOutcome(name, body) }
        return named(name, arms.map { label, arm in (label, Array(body[..<i]) + arm + Array(body[(i + 1)...])) })
    }

    /// A screen action whose code takes one of several ways at run time on what the flow does not hold (`if
    /// user.isPro { push Export } else { present Upgrade }`, `switch service.kind { … }`, a `guard` whose exit shows
    /// an alert): one action per way, so that the explorer tries each rather than the first. What runs before and
    /// after the choice runs in each. Only the first such choice of the body is split (the others keep their first
    /// arm), and not a choice on where the screen is shown or on the device (`navigationController?.topViewController
    /// == self`, `presentedViewController != nil`, the size class): the explorer's state answers that already, and the
    /// wrong arm there would be a bug the app does not have. Nor an `if let` whose kept arm is where the value is nil.
    func perOutcome(_ name: String, _ body: [DraftStatement]) -> [(String, [DraftStatement])] {
        for (i, s) in body.enumerated() {
            guard case .choice(let given, let kept, let others, let place) = s, !others.isEmpty,
                  !given.hasPrefix(nilFirstMarker), !Self.asksWhereShown(given) else { continue }
            let arms = [kept] + others
            let cases = translator.findings.switchArms[place].flatMap { $0.count == arms.count ? $0 : nil }
            let ways = arms.indices.filter { showsSomething(arms[$0]) }
            guard ways.count > 1 else { continue }
            return named(name, ways.map { k in
                (cases?[k] ?? wayLabel(arms[k]), Array(body[..<i]) + arms[k] + Array(body[(i + 1)...]))
            })
        }
        return [(name, body)]
    }

    /// Words of a condition on where a screen is shown, what it presents or the device it runs on.
    static func asksWhereShown(_ condition: String) -> Bool {
        let text = condition.lowercased()
        return ["controller", "presented", "presenting", "isbeing", "ismodal", "parent", "window", "collapsed",
                "traitcollection", "sizeclass", "userinterfaceidiom", "ipad", "iphone", "isviewloaded", "superview"]
            .contains { text.contains($0) }
    }

    /// An arm named by the first thing it shows: `Upgrade`, `alert`, `pop`, a child coordinator.
    private func wayLabel(_ arm: [DraftStatement]) -> String {
        for s in flatten(arm) {
            switch s {
            case .show(_, let destinations, _, _):
                guard let d = destinations.first else { continue }
                switch d {
                case .screen(let n), .navigation(.screen(let n)?): return names[n] ?? n
                case .storyboard(let n), .system(let n), .hosting(let n), .tabBar(let n), .coordinator(let n): return names[n] ?? n
                case .alert: return "alert"
                default: return "shown"
                }
            case .back(let b, _): return b.rawValue
            case .start(let c, _, _, _, _): return names[c] ?? c
            case .alert: return "alert"
            case .terminate: return "terminate"
            default: continue
            }
        }
        return "way"
    }

    /// Whether statements show, go back, start, alert or end: something the flow can say, not only TODOs.
    private func showsSomething(_ statements: [DraftStatement]) -> Bool {
        flatten(statements).contains { s in switch s { case .show, .back, .start, .alert, .terminate: true; default: false } }
    }

    /// One action per arm: `name_label`, made unique.
    private func named(_ name: String, _ arms: [(label: String, body: [DraftStatement])]) -> [(String, [DraftStatement])] {
        var taken: Set<String> = []
        return arms.map { label, body in
            // After `name_` a keyword is no keyword: `save_alert`, not `save_alert_`.
            var armName = "\(name)_\(flowKeywords.contains(label) ? label : identifier(label))"
            while !taken.insert(armName).inserted { armName += "_" }
            return (armName, body)
        }
    }

    /// `if rowIsSelected { popToRoot } else { switch indexPath.row { … } }` in a selection handler: the arm that
    /// switches on the row is taken, so that each row is an action of its own; the other arm (a condition on the
    /// screen's state, not on the row) stays as a comment. nil when no arm of a top-level choice is such a switch.
    private func switchInArm(_ body: [DraftStatement]) -> [DraftStatement]? {
        for (i, s) in body.enumerated() {
            guard case .choice(let condition, let kept, let others, let place) = s, condition.hasPrefix("if ") else { continue }
            let arms = [kept] + others
            guard let k = arms.firstIndex(where: { arm in
                arm.count == 1 && { if case .choice(let c, _, let o, let p) = arm[0], c.hasPrefix("switch "), (translator.findings.switchArms[p]?.count ?? 0) == o.count + 1 { true } else { false } }()
            }) else { continue }
            let note = DraftStatement.todo("`\(condition)` decides at run time: the arm that switches on the row is kept, one action per row; the other arm is not drafted", place)
            return Array(body[..<i]) + [note] + arms[k] + Array(body[(i + 1)...])
        }
        return nil
    }

    /// `if indexPath.row == 2 { … }` then `if indexPath.row == 3 { … }` (or an `else if` chain) in a selection
    /// handler: one action per row, as for a switch on the row. What runs outside those `if`s runs in each.
    func perRow(_ name: String, _ body: [DraftStatement]) -> [(String, [DraftStatement])] {
        let rows = body.indices.compactMap { i in rowArms(body[i]).map { (index: i, arms: $0) } }
        let all = rows.flatMap { row in row.arms.filter { showsSomething($0.1) }.map { (row.index, $0.0, $0.1) } }
        guard all.count > 1 else { return [(name, body)] }
        let rowIndices = Set(rows.map(\.index))
        return named(name, all.map { index, label, arm in
            (label, body.indices.flatMap { i in i == index ? arm : (rowIndices.contains(i) ? [] : [body[i]]) })
        })
    }

    /// The rows an `if` on the picked row tells apart, with each row's statements: its own arm, then an `else if`'s.
    private func rowArms(_ s: DraftStatement) -> [(String, [DraftStatement])]? {
        guard case .choice(let condition, let kept, let others, let place) = s, condition.hasPrefix("if "),
              let conditions = translator.findings.ifArms[place], conditions.count == others.count + 1 else { return nil }
        var labels: [String] = []
        for c in conditions {
            guard let c else { labels.append("otherRows"); continue }
            guard let label = Self.rowLabel(c) else { return nil }
            labels.append(label)
        }
        return Array(zip(labels, [kept] + others))
    }

    /// `indexPath.row == 2` → `row2`; `indexPath.section == Section.account.rawValue` → `sectionAccount`: a comparison
    /// of what was picked (a row, a section, an item, an index, a tag) with one value. nil for anything else.
    static func rowLabel(_ condition: String) -> String? {
        let sides = condition.components(separatedBy: " == ")
        guard sides.count == 2, !condition.contains("&&"), !condition.contains("||") else { return nil }
        let subject = sides[0].split(separator: ".").last.map(String.init) ?? ""
        guard ["row", "section", "item", "index", "tag", "selectedSegmentIndex", "selectedIndex"].contains(subject) else { return nil }
        let value = sides[1].split(separator: ".").map(String.init).filter { $0 != "rawValue" }.last ?? ""
        guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return subject + value.prefix(1).uppercased() + value.dropFirst()
    }

    // MARK: names

    mutating func assignNames() {
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

        // An app's own container without back is drafted as the navigation controller it acts as, not a screen.
        let screens = module.all.filter { module.isScreen($0.name) && !module.isContainerWithoutBack($0.name) }
        // A coordinator with no start() of its own and no code that navigates is a base or a protocol helper.
        let candidates = module.all.filter { t in
            module.isCoordinator(t.name) && t.kind != .protocol
                && (entryMethods[t.name] != nil
                    || t.initializers.contains { i in translator.translate(i).contains { if case .show = $0 { true } else { false } } })
        }
        let tabBarTypes = module.all.filter { module.isTabBarController($0.name) && $0.name != "UITabBarController" }

        // Tab bar subclasses set their tabs in their own methods, their initialisers too (`tabs = [UITab …]` in init).
        for t in tabBarTypes { for m in t.methods where m.body != nil { _ = translator.translate(m) } }
        // Coordinators first: they assign screens' callbacks and register children's termination handlers.
        var coordinatorBodies: [String: [(method: MethodInfo, statements: [DraftStatement])]] = [:]
        // A base class's own bodies are read only if the app starts it itself (below): read as the base, its template
        // methods (`build()`) resolve to nothing and would count as unresolved calls.
        for c in candidates where !module.isBaseCoordinator(c.name) {
            coordinatorBodies[c.name] = bodies(of: c)
        }
        // A base class of other coordinators is drafted only when the app also creates one of its own.
        let everyBody = coordinatorBodies.values.flatMap { $0.map(\.statements) } + translator.findings.handlers.map(\.body)
            + translator.findings.terminations.values.map(\.body)
        var started = Set(everyBody.flatMap(flatten).compactMap { if case .start(let c, _, _, _, _) = $0 { c } else { nil } })
        started.formUnion(translator.findings.tabCoordinators)
        if case .coordinator(let c, _, _, _) = launch { started.insert(c) }
        for c in candidates where module.isBaseCoordinator(c.name) && started.contains(c.name) {
            coordinatorBodies[c.name] = bodies(of: c)
        }
        for (name, bodies) in coordinatorBodies {
            coordinatorBodiesCache[name] = bodies.flatMap(\.statements) + translator.findings.handlers.filter { $0.coordinator == name }.flatMap(\.body)
            flowFuncs[name] = Set(bodies.filter { $0.method.name != "start" && !$0.statements.isEmpty && !Self.systemDelegateMethods.contains($0.method.name) }.map(\.method.name))
        }
        addStoryboardTabs()
        let coordinators = candidates.filter { !module.isBaseCoordinator($0.name) || started.contains($0.name) }
        var screenBodies: [String: [(method: MethodInfo, statements: [DraftStatement])]] = [:]
        var ownAndInherited: [String: [MethodInfo]] = [:]
        for s in screens {
            ownAndInherited[s.name] = screenMethods(s)
            screenBodies[s.name] = ownAndInherited[s.name]!.filter { !$0.isInitializer && !$0.isStatic && $0.body != nil }.map { ($0, translator.translate($0)) }
            // What an initialiser runs is not an action, but the rows and buttons it makes keep closures that are
            // (`row = Row(action: { … })`): read for those, and for subscriptions it sets up.
            for m in s.methods where m.isInitializer && m.body != nil { _ = translator.translate(m) }
        }
        // `window.rootViewController = nav; AppCoordinator(navigationController: nav).start()`: the delegate's root
        // comes first in the launched coordinator's start.
        var launchRoot: DraftStatement?
        if launchHost == nil, case .coordinator(let c, _, _, _) = launch, case .destination(let d, let place) = findWindowRoot(hosts: launchHosts) {
            launchRoot = .show(.root, [d], modifiers: [], place)
            launchedCoordinator = c
        }
        exposed = exposedRoots(coordinators.filter { c in
            if case .coordinator(let l, _, _, _) = launch { return c.name != l }
            return true
        }, bodies: everyBody)

        // Screen actions: what each screen sends to its owner, and what its own methods show.
        var actions: [String: [(name: String, body: [DraftStatement], place: SourcePlace)]] = [:]
        var sends: [String: [(name: String, via: DraftStatement.Via, place: SourcePlace)]] = [:]
        var onLoad: [String: [DraftStatement]] = [:], onAppear: [String: [DraftStatement]] = [:]
        // View models: what a screen's view model tells its coordinator is that screen's action.
        let heldBy = viewModelScreens()
        let leavingMethods = Self.leavingMethods.union(Self.popNotifications(in: module))
        translator.viewModels = Set(heldBy.keys)
        for (model, screen) in heldBy.sorted(by: { $0.key < $1.key }) {
            // The model's methods the screen calls as it goes away (`viewDidDisappear { viewModel.viewDidDisappear() }`):
            // what they send is the screen leaving, not a tap.
            let calledOnLeaving = Set((module[screen]?.methods ?? []).filter { leavingMethods.contains($0.name) }.flatMap { m in
                (m.body.map { Syntax($0).descendants(FunctionCallExprSyntax.self) } ?? []).compactMap {
                    BodyTranslator.unwrap($0.calledExpression).as(MemberAccessExprSyntax.self)?.declName.baseName.text
                }
            })
            for m in module[model]?.methods ?? [] where m.body != nil && !m.isInitializer && !m.isStatic {
                let leaves = calledOnLeaving.contains(m.name)
                for case .send(let name, let via, let place) in flatten(translator.translate(m)) {
                    if leaves { leaving.insert(LeavingKey(screen: screen, action: name)); continue }
                    if !(sends[screen] ?? []).contains(where: { $0.name == name }) { sends[screen, default: []].append((name, via, place)) }
                }
            }
        }
        // A post nobody observes does nothing: it does not make a method an action.
        let observed = Set(translator.findings.observers.map(\.name))
        for s in screens {
            let helpers = calledInternally(ownAndInherited[s.name] ?? [])
            let family = [s.name] + module.ancestry(of: s.name)
            for (method, statements) in screenBodies[s.name] ?? [] where !statements.isEmpty {
                let leaves = leavingMethods.contains(method.name)
                for case .send(let name, let via, let place) in flatten(statements) {
                    if leaves { leaving.insert(LeavingKey(screen: s.name, action: name)); continue }
                    if !(sends[s.name] ?? []).contains(where: { $0.name == name }) { sends[s.name, default: []].append((name, via, place)) }
                }
                if leaves { continue }
                let shown = statements.filter {
                    switch $0 {
                    case .send: false
                    case .notify(let n, _): observed.contains(n)
                    default: true
                    }
                }
                guard !shown.isEmpty else { continue }
                switch method.name {
                case "viewDidLoad", "loadView": onLoad[s.name, default: []] += shown
                case "viewDidAppear", "viewWillAppear": onAppear[s.name, default: []] += shown
                case _ where Self.systemDelegateMethods.contains(method.name): continue
                default:
                    if helpers.contains(method.name) { continue }
                    // A wrapper of the screen's family (`pushTo(_ vc:)`, `presentInNavigationController(from:)`) is read
                    // where it is called, with its argument or its receiver.
                    if wrappers[method.name]?.contains(where: { family.contains($0.owner) && $0.accepts(method.parameters.map(\.label)) }) == true { continue }
                    for (name, body) in perArm(actionName(method), shown, selecting: actionName(method).lowercased().contains("didselect")) { actions[s.name, default: []].append((name, body, method.place)) }
                }
            }
            // What its storyboard scene's segues show: each control's segue is an action (the code's
            // `performSegue(withIdentifier:)` is read where it is called).
            var embedded: [DraftStatement] = []
            for (board, source, segue) in storyboardSegues(of: s.name) where segue.trigger != nil || segue.identifier == nil || segue.kind == "embed" {
                let place = SourcePlace(file: board.path, line: segue.line)
                guard let shown = resolver.show(segue, from: source, in: board, at: place) else { continue }
                // A container view's embed segue runs as the view loads (UIKit performs it from `loadView`), once.
                if segue.kind == "embed" { embedded.append(shown); continue }
                let name = lowerCamel(segue.identifier ?? segue.trigger ?? "segue")
                guard !(actions[s.name] ?? []).contains(where: { $0.name == name }) else { continue }
                actions[s.name, default: []].append((name, [shown], place))
            }
            if !embedded.isEmpty { onLoad[s.name] = embedded + (onLoad[s.name] ?? []) }
            if let place = retainedAtCreation[s.name] { onLoad[s.name] = [.retainSelf(place)] + (onLoad[s.name] ?? []) }
            // The custom back button an app extension installs: its target (`@objc func onBack() { pop }`) is an action.
            for (call, target) in installedBackButtons(s) {
                guard let target, !(actions[s.name] ?? []).contains(where: { $0.name == identifier(target.name) }) else { continue }
                let shown = translator.translate(target).filter { if case .send = $0 { false } else { true } }
                if !shown.isEmpty { actions[s.name, default: []].append((identifier(target.name), shown, call)) }
            }
            // What its subscriptions do when they fire: sends to its owner, or an event of its own.
            for event in translator.findings.screenEvents where event.screen == s.name {
                for case .send(let name, let via, let place) in flatten(event.body) where !(sends[s.name] ?? []).contains(where: { $0.name == name }) {
                    sends[s.name, default: []].append((name, via, place))
                }
                let shown = event.body.filter { if case .send = $0 { false } else { true } }
                for (name, body) in shown.isEmpty ? [] : perOutcome(identifier(event.name), shown) { actions[s.name, default: []].append((name, body, event.place)) }
            }
            for h in translator.findings.handlers where h.screen == s.name && !(sends[s.name] ?? []).contains(where: { $0.name == h.action }) {
                sends[s.name, default: []].append((h.action, .closure, h.place))
            }
        }

        let appEvents = findAppEvents()
        // Observers registered while the bodies were read; an app event's name stays the event's.
        let draftedNames = Set(candidates.map(\.name))
        notifications = Set(translator.findings.observers.filter { draftedNames.contains($0.coordinator) && translator.findings.posted[$0.name] != nil }.map(\.name))
            .subtracting(appEvents.map(\.name))
        // SwiftUI views whose actions a coordinator handles: declared even if nothing the draft reads shows them.
        var handledViews: [String: SourcePlace] = [:]
        var unshownViews: Set<String> = []
        // Coordinators, written before the screens are: what they show decides the opaque screens declared.
        var cout = FlowText()
        // The app events (`on inactivity`) some coordinator's kept closure was written as: declared below.
        var externalEventsHandled: [Findings.Observer] = []
        // Every `on Screen.action` written, by the screen's flow name: the screen declares each action it handles.
        var handlersWritten: [String: [(action: String, place: SourcePlace)]] = [:]
        var terminationNames: [String: Set<String>] = [:]
        for c in coordinators {
            // Its methods and the handlers it sets on its screens (`scan.onScanned = { delegate?.flowDidFinish() }`).
            let statements = (coordinatorBodies[c.name] ?? []).flatMap(\.statements) + translator.findings.handlers.filter { $0.coordinator == c.name }.flatMap(\.body)
            for case .terminate(let n?, _) in flatten(statements) { terminationNames[c.name, default: []].insert(n) }
        }
        for c in coordinators {
            cout.blank()
            let inputs = coordinatorInputs(c.name)
            for input in inputs where declaredEnums.insert(input.type).inserted {
                enumsText.line(enumDeclaration(input.type, input.cases), from: module[input.type]?.place)
            }
            let parameters = inputs.map { "\($0.name): \(identifier($0.type))" }.joined(separator: ", ")
            cout.open("coordinator \(flowName(c.name))\(inputs.isEmpty ? "" : "(" + parameters + ")")", from: c.place)
            let bodies = coordinatorBodies[c.name] ?? []
            var funcs = flowFuncs[c.name] ?? []
            // `self?.start()` in a handler (a coordinator that restarts itself): start's body becomes a func both call.
            let everything = bodies.map(\.statements) + translator.findings.handlers.filter { $0.coordinator == c.name }.map(\.body)
            let restarts = everything.flatMap(flatten).contains { if case .callFunc("start", _) = $0 { true } else { false } }
            if restarts { funcs.insert("start") }
            let context = CoordinatorContext(name: c.name, funcs: funcs, terminations: terminationNames)
            // What the initialiser shows (`window.rootViewController = navigationController`) happens before start().
            let setup = retainedAtCreation[c.name].map { [DraftStatement.retainSelf($0)] } ?? []
                + c.initializers.filter { $0.body != nil }.flatMap { translator.translate($0) }.filter {
                    if case .show = $0 { true } else { false }
                }
            let prefix = c.name == launchedCoordinator ? [launchRoot].compactMap { $0 } : []
            // `var parentCoordinator: MainCoordinator?` without `weak`: the child keeps its parent alive.
            if let p = c.properties.first(where: { p in !p.isWeak && !module.isClosure(p) && p.name.lowercased().contains("parent") && p.typeName.map { module.isCoordinator($0) || module[$0]?.kind == .protocol } == true }) {
                cout.line("strongParent", from: p.place)
            }
            // The screen it hands its parent to show is its root (the parent's `start … as` says how).
            if let d = exposed[c.name], let (name, wrapped) = tabTarget(d, at: c.place) {
                cout.line("root \(name)\(wrapped ? " withNavigation" : "")", from: c.place)
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
            var handlersOpened: Set<String> = []
            var backBodies: [(body: [DraftStatement], place: SourcePlace, screen: String, action: String)] = []
            for h in translator.findings.handlers where h.coordinator == c.name {
                if leaving.contains(LeavingKey(screen: h.screen, action: h.action)) { backBodies.append((h.body, h.place, h.screen, h.action)); continue }
                if !module.isScreen(h.screen) { handledViews[identifier(h.screen)] = handledViews[identifier(h.screen)] ?? h.place }
                // One handler per action: a second closure set for it (another method showing the same screen)
                // is named, not written twice (T103).
                guard handlersOpened.insert("\(flowName(h.screen)).\(identifier(h.action))").inserted else {
                    cout.todo("another handler for \(flowName(h.screen)).\(identifier(h.action)) is set here; the flow keeps the first", at: h.place)
                    continue
                }
                cout.open("on \(flowName(h.screen)).\(identifier(h.action))", from: h.place)
                handlersWritten[flowName(h.screen), default: []].append((identifier(h.action), h.place))
                write(h.body, in: c.name, isCoordinator: true, inHandler: false, context: context, into: &cout)
                cout.close()
            }
            for key in leaving.sorted(by: { ($0.screen, $0.action) < ($1.screen, $1.action) }) {
                // Only a message this coordinator hears: the screen's delegate or coordinator property has its type.
                // (Or its view model's: `viewModel.coordinator`.)
                let holders = [key.screen] + heldBy.filter { $0.value == key.screen }.map(\.key)
                guard holders.contains(where: { h in module[h]?.properties.contains(where: { p in p.typeName.map { t in t == c.name || module.ancestry(of: c.name).contains(t) } == true }) == true }) else { continue }
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
            let showsScreens = Set(flatten(coordinatorBodiesCache[c.name] ?? []).flatMap(\.shownScreens))
            // Hosted SwiftUI views too, whose view models tell the coordinator.
            let holders = screens.map(\.name) + Set(heldBy.values).filter { !module.isScreen($0) }.sorted()
            for s in holders {
                for send in sends[s] ?? [] {
                    guard case .delegate(let type) = send.via, type == c.name || module.ancestry(of: c.name).contains(type) else { continue }
                    guard type == c.name || showsScreens.contains(s) || !module.isScreen(s) else { continue }
                    guard var method = module.methods(of: c.name, named: send.name).first(where: { $0.body != nil }) else { continue }
                    // A protocol extension's default implementation runs as this coordinator's code.
                    method.owner = c.name
                    // A SwiftUI view its view model serves is declared even if nothing the draft reads shows it.
                    if !module.isScreen(s) { handledViews[identifier(s)] = handledViews[identifier(s)] ?? send.place }
                    guard handlersOpened.insert("\(flowName(s)).\(identifier(send.name))").inserted else { continue }
                    cout.open("on \(flowName(s)).\(identifier(send.name))", from: method.place)
                    if funcs.contains(send.name) { cout.line("\(identifier(send.name))()") }
                    else { write(translator.translate(method), in: c.name, isCoordinator: true, inHandler: false, context: context, into: &cout) }
                    cout.close()
                }
            }
            // Events the app delegate hands to this coordinator (a URL opened, a notification tapped).
            for event in appEvents where event.coordinator == c.name {
                cout.open("on \(event.name)", from: event.place)
                if funcs.contains(event.method.name) { cout.line("\(identifier(event.method.name))()") }
                else { write(translator.translate(event.method), in: c.name, isCoordinator: true, inHandler: false, context: context, into: &cout) }
                cout.close()
            }
            // (Not one that an app event or an observed notification of the same name already handles here.)
            for e in translator.findings.externalEvents where e.coordinator == c.name
                && !appEvents.contains(where: { $0.coordinator == c.name && $0.name == e.name })
                && !translator.findings.observers.contains(where: { $0.coordinator == c.name && $0.name == e.name }) && !notifications.contains(e.name) {
                cout.open("on \(e.name)", from: e.place)
                write(e.body, in: c.name, isCoordinator: true, inHandler: false, context: context, into: &cout)
                cout.close()
                externalEventsHandled.append(e)
            }
            for o in translator.findings.observers where o.coordinator == c.name {
                guard notifications.contains(o.name) else {
                    cout.todo("observes the notification \(o.name), which no code the draft reads posts: its handler is not drafted", at: o.place)
                    continue
                }
                cout.open("on \(o.name)", from: o.place)
                write(o.body, in: c.name, isCoordinator: true, inHandler: false, context: context, into: &cout)
                cout.close()
            }
            var popHooks = writeSystemDelegates(of: c.name, isCoordinator: true, context: context, into: &cout)
            // A router's kept completion for a screen this coordinator pushed: what runs once it is popped. One hook
            // per screen (the coordinator's own navigation delegate, written above, comes first).
            for hook in translator.findings.popHooks where hook.coordinator == c.name && popHooks.insert(hook.screen).inserted {
                cout.open("on pop \(flowName(hook.screen))", from: hook.place)
                write(hook.body, in: c.name, isCoordinator: true, inHandler: true, context: context, into: &cout)
                cout.close()
            }
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
        // A SwiftUI view shown as a screen is that screen, not also a model some screen takes (T102).
        func hosted(_ d: Destination) -> String? {
            switch d {
            case .hosting(let v): identifier(v)
            case .navigation(let inner?): hosted(inner)
            default: nil
            }
        }
        let everyStatement = (coordinatorBodies.values.flatMap { $0.map(\.statements) } + screenBodies.values.flatMap { $0.map(\.statements) }
            + translator.findings.handlers.map(\.body) + translator.findings.terminations.values.map(\.body)).flatMap(flatten)
        planSwiftUI(everyStatement, handledViews: handledViews)
        let opaqueNames = Set(opaque.keys).union(everyStatement.flatMap { s -> [String] in
            if case .show(_, let ds, _, _) = s { return ds.compactMap(hosted) } else { return [] }
        }).union(swiftUINames)
        models.subtract(opaqueNames)
        for (name, list) in inputs { inputs[name] = list.filter { !opaqueNames.contains($0.type) } }
        for (_, state) in translator.findings.launchStates.sorted(by: { $0.key < $1.key }) where state.type != "Bool" && declaredEnums.insert(state.type).inserted {
            enumsText.line(enumDeclaration(state.type, state.cases), from: module[state.type]?.place)
        }
        for model in models.sorted() { out.line("model \(model)") }
        if !models.isEmpty { out.blank() }
        out.append(enumsText)
        if !enumsText.lines.isEmpty { out.blank() }
        // Only events some drafted coordinator handles: one nobody hears would be R215 on every state.
        let draftedCoordinators = Set(coordinators.map(\.name))
        var declared: Set<String> = []
        for event in appEvents where draftedCoordinators.contains(event.coordinator) && declared.insert(event.name).inserted {
            out.line("event \(event.name)", from: event.place)
        }
        for e in externalEventsHandled where draftedCoordinators.contains(e.coordinator) && declared.insert(e.name).inserted {
            out.line("event \(e.name)", from: e.place)
        }
        for name in notifications.sorted() where declared.insert(name).inserted {
            out.line("notification \(name)", from: translator.findings.posted[name])
        }
        if !declared.isEmpty { out.blank() }

        // Screens. A base class of other screens (`BaseViewController`) is shared code, not a screen of its own,
        // unless the app shows it too.
        // A coordinator's exposed root (`root VectorHosting`) is shown too.
        let shown = Set(everyStatement.flatMap(\.shownScreens) + exposed.values.compactMap(\.shownScreen))
        let handled = Set(translator.findings.handlers.map(\.screen))
        // A hosting controller subclass made with a root view is a container of SwiftUI screens, drafted only if shown.
        let drafted = Set(screens.map(\.name).filter { name in shown.contains(name) || sends[name] != nil || handled.contains(name)
            || !module.all.contains(where: { $0.inherited.first == name && module.isScreen($0.name) && !$0.isAlias }) && module.uikitBase(of: name) != "UIHostingController" })
        // What each screen's own code shows: a launch not read is guessed from it.
        for s in screens {
            let bodies = (actions[s.name] ?? []).map(\.body) + [onLoad[s.name] ?? [], onAppear[s.name] ?? []]
            let statements = bodies.flatMap { Self.armsFlattened($0) }
            screenGraph[s.name] = Set(statements.flatMap(\.shownScreens))
            if statements.contains(where: { if case .show(let v, _, _, _) = $0 { v == .push || v == .set } else { false } }) { screensThatPush.insert(s.name) }
        }
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
            // A handler a coordinator has for this screen under another of its names (a base class's closure).
            for h in handlersWritten[flowName(s.name)] ?? [] where !declared.contains(where: { identifier($0) == h.action }) {
                declared.insert(h.action)
                out.line("action \(h.action)", from: h.place)
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
        // Tab bars, made before the opaque screens are declared: a tab may be the first to show one.
        var tabsText = FlowText()
        for (name, info) in translator.findings.tabBars.sorted(by: { $0.key < $1.key }) where info.tabs.contains(where: Self.canBeTab) {
            tabsText.blank()
            tabsText.open("tabs \(flowName(name))", from: info.place)
            var used: Set<String> = []
            for d in info.tabs {
                guard let (target, nav) = tabTarget(d, at: info.place) else { tabsText.todo("a tab shows \(describe(d)): not resolved", at: info.place); continue }
                var tab = target.prefix(1).lowercased() + target.dropFirst()
                while !used.insert(tab).inserted { tab += "2" }
                tabsText.line("tab \(tab): \(target)\(nav ? " withNavigation" : "")")
            }
            tabsText.close()
        }

        for (name, place) in handledViews where opaque[name] == nil { opaque[name] = ("SwiftUI view", place); unshownViews.insert(name) }
        writeSwiftUITabs(into: &tabsText)
        // SwiftUI views drafted as screens go with the opaque ones, by name; a view drafted as tabs is declared there.
        let swiftUIScreens = swiftUIScreens
        let swiftUITabs = Set(swiftUI?.drafted.filter { swiftUI?.isTabs($0) == true }.map(identifier) ?? [])
        for name in Set(opaque.keys).union(swiftUIScreens.keys).subtracting(swiftUITabs).sorted() {
            out.blank()
            // A hosted SwiftUI view's actions: the closures its coordinator gives it or its view model.
            let handled = translator.findings.handlers.filter { identifier($0.screen) == name }.map { identifier($0.action) }
                + sends.filter { !module.isScreen($0.key) && identifier($0.key) == name }.flatMap { $0.value.map { identifier($0.name) } }
            let actions = handled.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            if let view = swiftUIScreens[name] {
                let note = opaque[name].map { (unshownViews.contains(name) ? "shown nowhere the draft reads; its actions handled at " : "first shown at ") + $0.place.description }
                writeSwiftUIScreen(view, handled: actions, note: note, into: &out)
                continue
            }
            guard let info = opaque[name] else { continue }
            if Self.selfDismissing.contains(name) {
                // Its own Done or Cancel button closes it, with no app code.
                out.line("screen \(name) { action done { dismiss } }  // \(info.kind), opaque: its own code is not read; first shown at \(info.place)")
            } else {
                let body = actions.isEmpty ? "{ }" : "{ " + actions.map { "action \($0)" }.joined(separator: "; ") + " }"
                let seen = unshownViews.contains(name) ? "shown nowhere the draft reads; its actions handled at" : "first shown at"
                out.line("screen \(name) \(body)  // \(info.kind), opaque: its own code is not read; \(seen) \(info.place)")
            }
        }

        out.append(tabsText)
        out.append(cout)

        let report = Coverage(
            files: files.count,
            screens: module.all.filter { module.isScreen($0.name) }.map { ScreenFound(name: $0.name, place: $0.place) },
            containers: module.all.filter { !module.isScreen($0.name) && module.uikitBase(of: $0.name) != nil }.map { ScreenFound(name: $0.name, place: $0.place) },
            coordinators: coordinators.map { ScreenFound(name: $0.name, place: $0.place) },
            wrappers: Set(wrappers.values.flatMap { $0 }.map { "\($0.owner).\($0.name)" }).sorted(),
            calls: (translator.findings.calls.values + (swiftUI?.calls.values.map { $0 } ?? []) + unreadCalls()).sorted { $0.place < $1.place },
            live: livePlaces(out),
            launch: launchText, launchRead: launchRead)
        return Importer.Result(flow: out.text, report: report)
    }

    /// UIKit navigation calls in code no part of the draft read: counted in the report, by the type they are in.
    func unreadCalls() -> [NavigationCall] {
        let read = translator.findings.calls.merging(swiftUI?.calls ?? [:]) { a, _ in a }
        var seen: Set<SourcePlace> = []
        return (files.flatMap(UnreadCalls.scan) + files.flatMap(UnreadCalls.scanSwiftUI)).compactMap { call in
            guard read[call.place] == nil, seen.insert(call.place).inserted else { return nil }
            return NavigationCall(place: call.place, call: call.call, outcome: .notRead, detail: call.owner)
        }
    }

    /// The places statements of the draft come from (a choice's other arms and TODOs are comments, not statements),
    /// and the places of calls the draft holds without a line of their own: a child retained is its `start`, a tab's
    /// coordinator is its tab.
    func livePlaces(_ out: FlowText) -> Set<SourcePlace> {
        var live = out.livePlaces
        for call in translator.findings.calls.values where call.detail == "retain" || translator.findings.tabCoordinators.contains(call.detail) {
            live.insert(call.place)
        }
        return live
    }
}
