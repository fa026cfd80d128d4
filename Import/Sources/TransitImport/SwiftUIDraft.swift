// SPDX-License-Identifier: MIT
import SwiftSyntax

/// The SwiftUI part of a draft: which views are screens (or tab bars), what each declares and does, the paths the
/// app holds, the enums they need; then their flow text. A view's members are its own and those of the app's
/// subviews its body embeds (their links push on its stack, their sheets present from it).
struct SwiftUIDraft {
    typealias Context = SwiftUIStatements.Context
    typealias Step = SwiftUIStatements.Step

    /// Where a view is shown: on its own (a sheet, a cover, a tab, the window) or in a stack (a push, a destination).
    enum Level { case own, stacked }

    /// A view's reading in the context its code runs in (a subview's, with what its embedder gave it).
    struct Part {
        var reading: SwiftUIReading
        var context: Context
    }

    let reader: SwiftUIReader
    private(set) var statements: SwiftUIStatements
    /// Views drafted, in the order first reached: screens, and views whose body is a TabView (drafted as tabs).
    private(set) var drafted: [String] = []
    /// What each drafted view was given where it is first shown (its bindings and callbacks).
    private var contexts: [String: Context] = [:]
    /// Views shown inside a navigation controller that bring their own NavigationStack: `navigationStack` (R225).
    private(set) var stackedOwnStacks: Set<String> = []
    /// Paths the app declares (`path feedPath: Route`).
    private(set) var sharedPaths: [(name: String, route: String, place: SourcePlace)] = []
    private var pathNames: [String: String] = [:]
    /// Enums the drafted members use, with their cases, first use first.
    private(set) var enums: [(type: String, cases: [String])] = []
    /// Every SwiftUI navigation site written, with whether as a statement (resolved) or a TODO (unresolved).
    private(set) var calls: [SourcePlace: NavigationCall] = [:]
    /// The App's window, when the draft launches it: `launch X …`, or the tabs it declares.
    private(set) var launch: (text: String, place: SourcePlace)?
    private(set) var launchProblem: (reason: String, place: SourcePlace)?
    private var appTabs: (name: String, tabs: [(name: String?, content: SwiftUIReading.Content, place: SourcePlace)], place: SourcePlace)?

    /// `roots`: the views the rest of the draft shows (hosted); `launchesApp`: the App's window is the launch.
    init(reader: SwiftUIReader, roots: [String], launchesApp: Bool) {
        self.reader = reader
        statements = SwiftUIStatements(reader: reader)
        for root in roots where reader.readings[root] != nil {
            if contexts[root] == nil { contexts[root] = Context(owner: root) }
            if let own = reader.readings[root]?.ownStack { registerStack(own, owner: root, showing: root) }
            enqueue(root)
        }
        if launchesApp, let app = reader.app {
            if let tabs = app.tabs {
                appTabs = (identifier(app.name + "Tabs"), tabs, app.place)
                for t in tabs { if case .shown(let s) = t.content { reach(s, level: .own, from: Context(owner: app.name), appLifetime: true) } }
            } else if case .shown(let s)? = app.root {
                reach(s, level: .own, from: Context(owner: app.name), appLifetime: true)
            }
        }
        drain()
        // A view that navigates (itself or through the subviews it embeds) and that no other view embeds is declared
        // even if nothing the draft reads shows it.
        let embedded = Set(reader.readings.values.flatMap { r in r.embedded.map(\.view).filter { $0 != r.name } })
        // (Not a preview's or a test's wrapper.)
        for v in reader.order where !drafted.contains(v) && !embedded.contains(v) && !DraftBuilder.isTestDouble(v) && parts(of: v).contains(where: { $0.reading.navigates }) {
            if contexts[v] == nil { contexts[v] = Context(owner: v) }
            enqueue(v)
        }
        drain()
        if launchesApp { readLaunch() }
        // What each drafted view holds is settled now: read once, not at every question.
        for v in drafted { partsCache[v] = parts(of: v) }
        collectBindings()
    }

    private var partsCache: [String: [Part]] = [:]

    /// Views drafted whose members are still to be read for what they show.
    private var queue: [String] = []

    private mutating func enqueue(_ v: String) {
        guard !drafted.contains(v) else { return }
        drafted.append(v)
        queue.append(v)
    }

    private mutating func drain() {
        while !queue.isEmpty {
            let v = queue.removeFirst()
            for part in parts(of: v) {
                // A tab bar's tabs live as long as it does: as the app, for the tab bars SwiftUI apps launch.
                for (s, level) in Self.sites(part.reading) { reach(s, level: level, from: part.context, appLifetime: part.reading.tabs != nil) }
                // A subview that is a tab bar, or that brings its own NavigationStack, is not merged: it is drafted
                // as what it is, and the embedding view says it does not know when it shows.
                for e in part.reading.embedded where e.view != part.reading.name && (reader.readings[e.view]?.tabs != nil || reader.readings[e.view]?.ownStack != nil) {
                    if contexts[e.view] == nil { contexts[e.view] = Context(owner: e.view, aliases: aliases(of: e.call, in: part.context)) }
                    if let own = reader.readings[e.view]?.ownStack { registerStack(own, owner: e.view, showing: e.view) }
                    enqueue(e.view)
                }
            }
        }
    }

    /// Every view a reading's members show, and where.
    private static func sites(_ r: SwiftUIReading) -> [(SwiftUIReading.Shown, Level)] {
        var result: [(SwiftUIReading.Shown, Level)] = []
        func add(_ c: SwiftUIReading.Content?, _ level: Level) { if case .shown(let s)? = c { result.append((s, level)) } }
        // A tab bar's own members are TODOs (`writeTabs`): only its tabs are shown.
        if let tabs = r.tabs {
            for t in tabs { add(t.content, .own) }
            return result
        }
        for p in r.presentations { add(p.content, .own); p.arms.forEach { add($0.content, .own) } }
        for d in r.destinations { d.arms.forEach { add($0.content, .stacked) } }
        for d in r.destinationBindings { add(d.content, .stacked); d.arms.forEach { add($0.content, .stacked) } }
        for c in r.controls { if case .push(let content) = c.effect { add(content, .stacked) } }
        return result
    }

    /// Where each drafted view is first shown by SwiftUI code.
    private var firstShown: [String: SourcePlace] = [:]

    private mutating func reach(_ s: SwiftUIReading.Shown, level: Level, from ctx: Context, appLifetime: Bool = false) {
        if firstShown[s.view] == nil { firstShown[s.view] = s.place }
        if contexts[s.view] == nil { contexts[s.view] = Context(owner: s.view, aliases: aliases(of: s.call, in: ctx)) }
        if let stack = s.stack { registerStack(stack, owner: s.owner, showing: s.view, appLifetime: appLifetime) }
        if let own = reader.readings[s.view]?.ownStack {
            if level == .stacked || s.stack != nil { stackedOwnStacks.insert(s.view) } else { registerStack(own, owner: s.view, showing: s.view, appLifetime: appLifetime) }
        }
        enqueue(s.view)
    }

    /// A UIKit statement of the draft shows this hosted view inside a navigation controller (`push`, `set`).
    mutating func markStacked(_ view: String) {
        if reader.readings[view]?.ownStack != nil { stackedOwnStacks.insert(view) }
    }

    // MARK: members

    /// A view's reading and those of the app's subviews its body embeds, each in the context its code runs in.
    func parts(of view: String) -> [Part] {
        if let known = partsCache[view] { return known }
        var result: [Part] = []
        var visiting: Set<String> = []
        func add(_ v: String, _ ctx: Context, depth: Int) {
            guard let r = reader.readings[v], visiting.insert(v).inserted else { return }
            result.append(Part(reading: r, context: ctx))
            for e in r.embedded where depth < 4 {
                guard let sub = reader.readings[e.view], sub.tabs == nil, sub.ownStack == nil else { continue }
                add(e.view, Context(owner: e.view, aliases: aliases(of: e.call, in: ctx)), depth: depth + 1)
            }
        }
        add(view, contexts[view] ?? Context(owner: view), depth: 0)
        return result
    }

    /// What a view is made with, by its property names: `$editing` a binding, `{ … }` or a method a callback.
    private func aliases(of call: FunctionCallExprSyntax?, in ctx: Context) -> [String: SwiftUIStatements.Alias] {
        var result: [String: SwiftUIStatements.Alias] = [:]
        for arg in call?.arguments ?? [] {
            guard let label = arg.label?.text else { continue }
            let e = arg.expression
            if e.trimmedDescription.hasPrefix("$"), let name = SwiftUIReader.bindingName(e) {
                result[label] = .binding(statements.resolve(name, ctx))
            } else if e.is(ClosureExprSyntax.self) || e.is(DeclReferenceExprSyntax.self) {
                result[label] = .code(e, ctx)
            }
        }
        return result
    }

    // MARK: bindings, paths, enums

    /// The bindings the drafted members declare (what `flag = true` may set) and the enums they need.
    private mutating func collectBindings() {
        var flags: Set<String> = [], items: [String: [String]] = [:], unread: Set<String> = []
        for v in drafted where !isTabs(v) {
            // As `writeScreen` declares them: the first presentation of a binding in a screen, then its alerts, then
            // its destinations driven by a binding.
            var bindings: Set<String> = []
            for part in parts(of: v) {
                let r = part.reading
                for p in r.presentations where bindings.insert(p.binding).inserted {
                    if let type = p.itemType, !p.arms.isEmpty, p.unreadItem == nil, let cases = reader.enumCases(type) {
                        items[p.binding] = cases
                        addEnum(type)
                    } else if case .shown? = asScreen(p.content), p.itemType == nil, p.unreadItem == nil { flags.insert(p.binding) } else { unread.insert(p.binding) }
                }
                for a in r.alerts where bindings.insert(a.binding).inserted { flags.insert(a.binding) }
                for d in r.destinations { addEnum(d.type) }
                for d in r.destinationBindings where bindings.insert(d.binding).inserted {
                    if let type = d.itemType, !d.arms.isEmpty, d.unreadItem == nil, let cases = reader.enumCases(type) {
                        items[d.binding] = cases
                        addEnum(type)
                    } else if case .shown? = asScreen(d.content), d.itemType == nil, d.unreadItem == nil { flags.insert(d.binding) } else { unread.insert(d.binding) }
                }
            }
        }
        // Routes: what a destination the draft writes shows, what a path of the app holds.
        var routes: [String: [String]] = [:]
        for r in sharedPaths { addEnum(r.route); routes[r.route] = reader.enumCases(r.route) }
        for v in drafted where !isTabs(v) {
            for part in parts(of: v) {
                for d in part.reading.destinations where d.arms.contains(where: { if case .shown? = asScreen($0.content) { true } else { false } }) {
                    routes[d.type] = reader.enumCases(d.type)
                }
            }
        }
        statements.routes = routes
        statements.flags = flags
        statements.items = items
        statements.unread = unread.subtracting(flags).subtracting(items.keys)
    }

    private mutating func addEnum(_ type: String) {
        guard !enums.contains(where: { $0.type == type }), let cases = reader.enumCases(type) else { return }
        enums.append((type, cases))
    }

    /// `NavigationStack(path: $router.feedPath)`: a path the app declares when an object holds it (its value type
    /// read); `$path` of the view's own `@State` is the stack's own path, unless the view lives as long as the app
    /// (`appLifetime`: the window's root, a tab), whose path the app then holds too.
    private mutating func registerStack(_ stack: SwiftUIReading.Stack, owner: String, showing view: String, appLifetime: Bool = false) {
        guard let path = stack.path else { return }
        let parts = path.split(separator: ".").map(String.init)
        guard let last = parts.last else { return }
        let route = reader.pathElementType(path, owner: owner) ?? destinationType(of: view)
        if let route { addEnum(route) }
        guard let route, parts.count > 1 || appLifetime else {
            if statements.ownPaths["\(owner).\(last)"] == nil { statements.ownPaths["\(owner).\(last)"] = .init(flowName: nil, type: route) }
            return
        }
        let key = parts.count > 1 ? pathKey(path, owner: owner) : "\(owner).\(path)"
        if pathNames[key] == nil {
            // `router.path` → `routerPath`, a view's `path` → `searchViewPath`: `path` alone is a word of the flow.
            let holder = parts.count > 1 ? parts[parts.count - 2] : owner
            let holderName = lowerCamelWords(holder) ?? "app"
            var name = flowKeywords.contains(last) ? identifier(holderName.lowercased().hasSuffix("path") ? holderName : holderName + "Path") : identifier(last)
            if sharedPaths.contains(where: { $0.name == name }) { name = identifier((lowerCamelWords(owner) ?? "view") + last.prefix(1).uppercased() + last.dropFirst()) }
            while sharedPaths.contains(where: { $0.name == name }) { name += "2" }
            pathNames[key] = name
            sharedPaths.append((name, route, stack.place))
        }
        let info = SwiftUIStatements.PathInfo(flowName: pathNames[key], type: route)
        if parts.count > 1 { if statements.paths[last] == nil { statements.paths[last] = info } }
        else { statements.ownPaths["\(owner).\(last)"] = info }
    }

    /// A path held by an object the view makes itself (`@StateObject var router = Router()`) is that view's; one it is
    /// handed (an environment object) is the app's, the same wherever it is read.
    private func pathKey(_ path: String, owner: String) -> String {
        let first = String(path.prefix { $0 != "." })
        return reader.module.property(of: owner, named: first)?.initializer != nil ? "\(owner).\(path)" : path
    }

    /// The one enum whose destinations a view (with its subviews) declares: what a `NavigationPath` holds.
    private func destinationType(of view: String) -> String? {
        Set(parts(of: view).flatMap { $0.reading.destinations.map(\.type) }).only
    }

    /// How a stack around a view is written where it is shown: `path: NAME` for a path the app declares.
    private func stackWords(_ stack: SwiftUIReading.Stack, owner: String) -> String {
        guard let path = stack.path, let name = pathNames[path.contains(".") ? pathKey(path, owner: owner) : "\(owner).\(path)"] else { return "withNavigation" }
        return "path: \(name)"
    }

    /// A view as shown at a site: its flow name, with the stack around it (`withNavigation`, `path: P`) when it is
    /// shown on its own; a view with its own NavigationStack brings one.
    func target(_ s: SwiftUIReading.Shown, level: Level) -> String {
        var text = identifier(s.view)
        guard level == .own else { return text }
        if let stack = s.stack { text += " " + stackWords(stack, owner: s.owner) }
        else if let own = reader.readings[s.view]?.ownStack { text += " " + stackWords(own, owner: s.view) }
        return text
    }

    /// For the UIKit side: the words a hosted view with its own NavigationStack needs where it is shown on its own.
    func ownStackWords(_ view: String) -> String? {
        reader.readings[view]?.ownStack.map { stackWords($0, owner: view) }
    }

    /// What a sheet, a cover or a destination shows, as the flow can say it: a screen, not a tab bar.
    func asScreen(_ c: SwiftUIReading.Content?) -> SwiftUIReading.Content? {
        guard case .shown(let s)? = c, isTabs(s.view) else { return c }
        return .unreadable("\(s.view) is a TabView: the flow's sheets and destinations show screens")
    }

    func isTabs(_ view: String) -> Bool { reader.readings[view]?.tabs.map { tabs in tabs.contains { if case .shown = $0.content { true } else { false } } } ?? false }

    // MARK: launch

    private mutating func readLaunch() {
        guard let app = reader.app else { return }
        if let tabs = appTabs {
            if tabs.tabs.contains(where: { if case .shown = $0.content { true } else { false } }) { launch = ("launch \(tabs.name)", app.place) }
            else { launchProblem = ("the App's TabView shows no view the draft reads", app.place) }
            return
        }
        switch app.root {
        case .shown(let s)?: launch = ("launch " + target(s, level: .own), s.place)
        case .unreadable(let why)?: launchProblem = ("the App's window: \(why)", app.place)
        case nil: launchProblem = ("the App's body has no WindowGroup the draft reads", app.place)
        }
    }

    // MARK: writing

    private mutating func record(_ place: SourcePlace, _ call: String, resolved: Bool, _ detail: String) {
        if resolved || calls[place] == nil {
            calls[place] = NavigationCall(place: place, call: call, outcome: resolved ? .resolved : .unresolved, detail: detail)
        }
    }

    private mutating func todo(_ text: String, at place: SourcePlace, call: String?, into out: inout FlowText) {
        out.todo(text, at: place)
        if let call { record(place, call, resolved: false, text) }
    }

    private mutating func write(_ steps: [Step], into out: inout FlowText) {
        for step in steps {
            switch step {
            case .line(let text, let place, let site):
                out.line(text, from: place)
                record(place, site, resolved: true, text)
            case .todo(let text, let place, let site): todo(text, at: place, call: site, into: &out)
            case .note(let text): out.line("// " + text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
            }
        }
    }

    /// Statements of a block (`then { … }`, a button's) and the TODOs around them.
    private func hasStatements(_ steps: [Step]) -> Bool { steps.contains { if case .line = $0 { true } else { false } } }

    /// `screen V { … }` for a drafted view (a view the app does not declare is opaque); `handled`: the actions the
    /// rest of the draft already gives it (its view model's messages), body-less; `note`: where it is first shown.
    mutating func writeScreen(_ view: String, handled: [String], note given: String?, into out: inout FlowText) {
        let name = identifier(view)
        let note = given ?? firstShown[view].map { "first shown at \($0)" }
        let handledBody = handled.isEmpty ? "{ }" : "{ " + handled.map { "action \($0)" }.joined(separator: "; ") + " }"
        guard let reading = reader.readings[view] else {
            out.line("screen \(name) \(handledBody)  // a view the app's sources do not declare (a library's?): opaque\(note.map { "; " + $0 } ?? "")")
            return
        }
        let parts = parts(of: view)
        statements.handled = Set(handled)
        var body = FlowText()
        body.indent = 1
        var taken = Set(handled)
        for part in parts { for t in part.reading.todos { todo(t.text, at: t.place, call: t.call, into: &body) } }
        for part in parts {
            for e in part.reading.embedded where e.view != part.reading.name {
                guard let sub = reader.readings[e.view], sub.tabs != nil || sub.ownStack != nil else { continue }
                body.todo("\(part.reading.name)'s body shows \(e.view), which brings its own \(sub.tabs != nil ? "TabView" : "NavigationStack"): drafted apart; when it shows here is not read", at: reader.place(e.call))
            }
        }
        var declared: Set<String> = []
        for part in parts { for d in part.reading.destinations { writeDestinations(d, part.context, declared: &declared, into: &body) } }
        var bindings: Set<String> = []
        for part in parts {
            for p in part.reading.presentations { writePresentation(p, part.context, bindings: &bindings, into: &body) }
            for a in part.reading.alerts { writeAlert(a, part.context, bindings: &bindings, into: &body) }
            for d in part.reading.destinationBindings { writeDestinationBinding(d, bindings: &bindings, into: &body) }
        }
        if stackedOwnStacks.contains(view) { body.line("navigationStack", from: reading.ownStack?.place) }
        for part in parts {
            for c in part.reading.controls { writeControl(c, part.context, taken: &taken, into: &body) }
        }
        var appear: [Step] = []
        for part in parts { for a in part.reading.appearing { appear += statements.steps(a.code, part.context) } }
        if appear.contains(where: \.navigates) {
            body.open("on appear")
            write(appear, into: &body)
            body.close()
        }
        for part in parts {
            for o in part.reading.otherCode {
                let steps = statements.steps(o.code, part.context)
                guard steps.contains(where: \.navigates) else { continue }
                todo(".\(o.call) { … } navigates when it runs (\(Self.summary(steps))): not an action the draft reads", at: o.place, call: o.call, into: &body)
            }
        }
        guard !body.lines.isEmpty else {
            out.line("screen \(name) \(handledBody)  // SwiftUI view, its code shows no navigation the draft reads; \(note ?? "declared at \(reading.place)")")
            return
        }
        for action in handled { body.line("action \(action)") }
        out.open("screen \(name)", from: reading.place)
        out.append(body)
        out.close()
    }

    private static func summary(_ steps: [Step]) -> String {
        steps.compactMap { s -> String? in
            switch s {
            case .line(let t, _, _): t
            case .todo(let t, _, let site): site == nil ? nil : t
            case .note: nil
            }
        }.joined(separator: "; ")
    }

    private mutating func writeDestinations(_ d: SwiftUIReading.RouteDestinations, _ ctx: Context, declared: inout Set<String>, into out: inout FlowText) {
        var wrote = false
        for arm in d.arms {
            switch asScreen(arm.content) ?? arm.content {
            case .shown(let s):
                for c in arm.cases where declared.insert("\(d.type).\(c)").inserted {
                    out.line("destination \(identifier(d.type)).\(identifier(c)): \(target(s, level: .stacked))", from: d.place)
                    wrote = true
                }
            case .unreadable(let why): out.todo("navigationDestination(for: \(d.type).self), \(arm.cases.map { "." + $0 }.joined(separator: ", ")): \(why)", at: d.place)
            }
        }
        record(d.place, "navigationDestination", resolved: wrote, "for: \(d.type)")
    }

    /// `destination showing: Detail` for `navigationDestination(isPresented: $showing)`, `destination picked: Pick
    /// { .a: A; … }` for its `item:` form: pushed views, so no stack of their own is written around them.
    private mutating func writeDestinationBinding(_ d: SwiftUIReading.DestinationBinding, bindings: inout Set<String>, into out: inout FlowText) {
        guard bindings.insert(d.binding).inserted else {
            todo("another presentation or destination on $\(d.binding) in this screen: the flow keeps the first", at: d.place, call: "navigationDestination", into: &out)
            return
        }
        if let why = d.unreadItem {
            todo(why, at: d.place, call: "navigationDestination", into: &out)
            return
        }
        if let type = d.itemType {
            out.line("destination \(identifier(d.binding)): \(identifier(type)) {", from: d.place)
            out.indent += 1
            for arm in d.arms {
                switch asScreen(arm.content) ?? arm.content {
                case .shown(let s): for c in arm.cases { out.line(".\(identifier(c)): \(target(s, level: .stacked))") }
                case .unreadable(let why): out.todo("navigationDestination(item: $\(d.binding)), \(arm.cases.map { "." + $0 }.joined(separator: ", ")): \(why)", at: d.place)
                }
            }
            out.indent -= 1
            out.line("}")
            record(d.place, "navigationDestination", resolved: true, "item: $\(d.binding)")
            return
        }
        switch asScreen(d.content) {
        case .shown(let s)?:
            out.line("destination \(identifier(d.binding)): \(target(s, level: .stacked))", from: d.place)
            record(d.place, "navigationDestination", resolved: true, "isPresented: $\(d.binding)")
        case .unreadable(let why)?: todo("navigationDestination(isPresented: $\(d.binding)): \(why)", at: d.place, call: "navigationDestination", into: &out)
        case nil: todo("navigationDestination(isPresented: $\(d.binding)): what it shows is not read", at: d.place, call: "navigationDestination", into: &out)
        }
    }

    private mutating func writePresentation(_ p: SwiftUIReading.Presentation, _ ctx: Context, bindings: inout Set<String>, into out: inout FlowText) {
        let kind = p.cover ? "cover" : "sheet"
        let call = p.cover ? "fullScreenCover" : "sheet"
        guard bindings.insert(p.binding).inserted else {
            todo("another \(call) on $\(p.binding) in this screen: the flow keeps the first", at: p.place, call: call, into: &out)
            return
        }
        var then: [Step] = []
        if let onDismiss = p.onDismiss { then = statements.steps(onDismiss, ctx) }
        if !hasStatements(then) {
            // `onDismiss` that only does what the flow does not say: its TODOs stand before the presentation.
            write(then, into: &out)
            then = []
        }
        if let type = p.itemType, p.unreadItem == nil, !p.arms.isEmpty {
            out.line("\(kind) \(identifier(p.binding)): \(identifier(type)) {", from: p.place)
            out.indent += 1
            for arm in p.arms {
                switch asScreen(arm.content) ?? arm.content {
                case .shown(let s):
                    let flags = s.nonDismissible ? " nonDismissible" : ""
                    for c in arm.cases { out.line(".\(identifier(c)): \(target(s, level: .own))\(flags)") }
                case .unreadable(let why): out.todo("\(call)(item: $\(p.binding)), \(arm.cases.map { "." + $0 }.joined(separator: ", ")): \(why)", at: p.place)
                }
            }
            out.indent -= 1
            closeWithThen(then, into: &out)
            record(p.place, call, resolved: true, "item: $\(p.binding)")
            return
        }
        if let why = p.unreadItem {
            todo(why, at: p.place, call: call, into: &out)
            return
        }
        switch asScreen(p.content) {
        case .shown(let s)?:
            let flags = s.nonDismissible ? " nonDismissible" : ""
            if then.isEmpty { out.line("\(kind) \(identifier(p.binding)): \(target(s, level: .own))\(flags)", from: p.place) }
            else {
                out.line("\(kind) \(identifier(p.binding)): \(target(s, level: .own))\(flags) then {", from: p.place)
                out.indent += 1
                write(then, into: &out)
                out.close()
            }
            record(p.place, call, resolved: true, "isPresented: $\(p.binding)")
        case .unreadable(let why)?: todo("\(call)(isPresented: $\(p.binding)): \(why)", at: p.place, call: call, into: &out)
        case nil: todo("\(call)(\(p.itemType == nil ? "isPresented" : "item"): $\(p.binding)): what it shows is not read", at: p.place, call: call, into: &out)
        }
    }

    private mutating func closeWithThen(_ then: [Step], into out: inout FlowText) {
        if then.isEmpty { out.line("}"); return }
        out.line("} then {")
        out.indent += 1
        write(then, into: &out)
        out.close()
    }

    private mutating func writeAlert(_ a: SwiftUIReading.AlertSite, _ ctx: Context, bindings: inout Set<String>, into out: inout FlowText) {
        let call = a.dialog ? "confirmationDialog" : "alert"
        guard bindings.insert(a.binding).inserted else {
            todo("another \(call) on $\(a.binding) in this screen: the flow keeps the first", at: a.place, call: call, into: &out)
            return
        }
        let head = "\(a.dialog ? "dialog" : "alert") \(identifier(a.binding)): \(flowString(a.title ?? a.binding))"
        record(a.place, call, resolved: true, "isPresented: $\(a.binding)")
        if a.buttons.isEmpty { out.line(head, from: a.place); return }
        out.line(head + " {", from: a.place)
        out.indent += 1
        var names: Set<String> = []
        for b in a.buttons {
            var name = identifier(b.title.flatMap(lowerCamelWords) ?? b.role ?? "button")
            while !names.insert(name).inserted { name += "2" }
            let steps = b.action.map { statements.steps($0, ctx) } ?? []
            if steps.isEmpty { out.line("button \(name)"); continue }
            out.open("button \(name)")
            write(steps, into: &out)
            out.close()
        }
        out.close()
    }

    private mutating func writeControl(_ c: SwiftUIReading.Control, _ ctx: Context, taken: inout Set<String>, into out: inout FlowText) {
        let steps: [Step]
        switch c.effect {
        case .code(let code): steps = statements.steps(code, ctx)
        case .append(let type, let value):
            // The stack the link is in appends it: no path named.
            steps = statements.routeType(type, value) != nil ? [.line("append .\(identifier(value))", c.place, site: "NavigationLink")]
                : [.todo("NavigationLink(value: \(type.map { $0 + "." } ?? ".")\(value)): not a case of a route the draft declares (no destination shows it)", c.place, site: "NavigationLink")]
        case .push(.shown(let s)): steps = [.line("push \(target(s, level: .stacked))", c.place, site: "NavigationLink")]
        case .push(.unreadable(let why)): steps = [.todo("NavigationLink: \(why)", c.place, site: "NavigationLink")]
        case .unread(let why): steps = [.todo(why, c.place, site: c.call)]
        }
        guard steps.contains(where: \.navigates) else { return }
        var name = c.name
        while !taken.insert(name).inserted { name += "2" }
        out.open("action \(name)", from: c.place)
        write(steps, into: &out)
        out.close()
    }

    /// `tabs V { tab home: Home withNavigation … }` for a view whose body is a TabView (or the App's window).
    mutating func writeTabs(_ view: String?, into out: inout FlowText) {
        let (name, tabs, place): (String, [(name: String?, content: SwiftUIReading.Content, place: SourcePlace)], SourcePlace)
        if let view, let r = reader.readings[view], let t = r.tabs { (name, tabs, place) = (identifier(view), t, r.place) }
        else if view == nil, let app = appTabs { (name, tabs, place) = app }
        else { return }
        if let view {
            // A tab bar's other members: the flow's tabs declaration holds tabs only.
            for part in parts(of: view) {
                for p in part.reading.presentations { todo("\(p.cover ? "fullScreenCover" : "sheet") on $\(p.binding) of the TabView: a tab bar has no sheets in the flow", at: p.place, call: p.cover ? "fullScreenCover" : "sheet", into: &out) }
                for a in part.reading.alerts { todo("\(a.dialog ? "confirmationDialog" : "alert") on $\(a.binding) of the TabView: a tab bar has no alerts in the flow", at: a.place, call: a.dialog ? "confirmationDialog" : "alert", into: &out) }
            }
        }
        out.open("tabs \(name)", from: place)
        var used: Set<String> = []
        for t in tabs {
            switch t.content {
            case .shown(let s):
                var tab = identifier(t.name ?? (lowerCamelWords(s.view) ?? "tab"))
                while !used.insert(tab).inserted { tab += "2" }
                out.line("tab \(tab): \(target(s, level: .own))", from: t.place)
            case .unreadable(let why): out.todo("a tab: \(why)", at: t.place)
            }
        }
        out.close()
    }

    var hasAppTabs: Bool { appTabs != nil }
}
