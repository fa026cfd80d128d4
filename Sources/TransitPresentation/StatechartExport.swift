// SPDX-License-Identifier: MIT
import TransitModel

/// One coordinator's navigation as a W3C SCXML statechart (`transit export --format scxml`).
///
/// States are what the coordinator shows: its screens, its tab bars (one substate per tab) and its child
/// coordinators (each invoked as its own document, NAME.scxml, answering with `done.invoke.NAME`); a `<final>`
/// is its finish. Events are the flow script's: `Screen.action` (arguments in `_event.data`), `back`, `swipe`,
/// `tab.NAME`. Going back needs to know where a screen came from, which a flat statechart does not: every
/// transition that shows a screen records its source in `from_SCREEN`, and `back` picks the recorded one.
/// Conditions are ECMAScript: flow values are numbers, booleans, and strings in flow spelling (`.cancelled`).
public enum StatechartExport {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public static func document(flow: Flow, coordinator name: String?) -> Result<String, Failure> {
        let names = flow.coordinatorOrder.joined(separator: ", ")
        guard let name = name ?? launchCoordinator(flow) else {
            return .failure(Failure(description: flow.coordinatorOrder.isEmpty
                ? "the flow has no coordinator to export as a statechart"
                : "give --coordinator NAME (the app does not launch a coordinator); coordinators: \(names)"))
        }
        guard let c = flow.coordinators[name] else {
            return .failure(Failure(description: "no coordinator named '\(name)'" + (names.isEmpty ? "" : "; coordinators: \(names)")))
        }
        var builder = Builder(flow: flow, coordinator: c)
        let text = builder.write()
        if builder.tooManyPaths {
            return .failure(Failure(description: "\(name) has a handler with more than \(Builder.maxPaths) ways through (each 'if' doubles them): the statechart would be too large; split the handler into funcs or export another coordinator"))
        }
        return .success(text)
    }

    static func launchCoordinator(_ flow: Flow) -> String? {
        if let app = flow.app, case .coordinator(let c) = app.launch.ref { return c }
        return flow.coordinatorOrder.count == 1 ? flow.coordinatorOrder[0] : nil
    }

    enum Target: Hashable {
        case state(String)
        /// Where the acting screen came from (`pop`, `dismiss`, back).
        case back
        case root
        case final
    }

    /// One way through a body: the conditions that choose it, what it executes, and where it ends.
    struct Path {
        var conditions: [String] = []
        var actions: [String] = []
        var target: Target?
        var finished = false
        /// Variables this path has assigned so far: SCXML tests every condition before it runs any action, so a
        /// later condition reads the assigned expression instead of the variable.
        var assigned: [String: String] = [:]
    }

    struct Builder {
        let flow: Flow
        let c: CoordinatorDef
        /// State id of each screen, tab bar and child coordinator the coordinator shows, in order of appearance.
        var states: [String] = []
        var kinds: [String: DestinationRef] = [:]
        /// Which states each state can be shown from (for `back`).
        var sources: [String: [String]] = [:]
        var pushed: Set<String> = []
        var sheets: Set<String> = []
        var procedureDepth = 0
        /// The states and the variable the export adds, named apart from every name of the flow.
        var startID = "start", doneID = "done", goneID = "gone", resultVar = "result"
        /// Set when a body has more ways through than `maxPaths`: the statechart would be too large to write.
        var tooManyPaths = false
        static let maxPaths = 512

        init(flow: Flow, coordinator: CoordinatorDef) {
            self.flow = flow
            self.c = coordinator
        }

        static func id(_ d: DestinationRef) -> String? {
            switch d {
            case .screen(let s, _): s
            case .tabs(let t): t
            case .coordinator(let c): c
            case .emptyNavigation: nil
            }
        }

        mutating func add(_ d: DestinationRef) -> String? {
            guard let id = Self.id(d) else { return nil }
            guard kinds[id] == nil else { return id }
            kinds[id] = d
            states.append(id)
            if case .tabs(let t) = d, let tb = flow.tabBars[t] {
                for tab in tb.tabs { _ = add(tab.destination.ref) }
            }
            // SwiftUI: the views a NavigationStack pushes for a route belong to the coordinator of the declaring view.
            if case .screen(let n, _) = d {
                for r in flow.screens[n]?.destinations ?? [] {
                    if let to = add(r.destination.ref) { sources[to, default: []].append(id) }
                }
            }
            return id
        }

        /// Every state the coordinator's code can show, and from where.
        mutating func collect() {
            if let r = c.root { _ = add(r.ref) }
            var bodies: [(from: String?, body: [Effect])] = []
            let rootID = c.root.flatMap { Self.id($0.ref) }
            if let s = c.start { bodies.append((rootID, s)) }
            for h in c.handlers { bodies.append((h.screen, h.body)) }
            for h in c.eventHandlers { bodies.append((nil, h.body)) }
            for h in c.popHooks { bodies.append((h.screen, h.body)) }
            for p in c.procedures.keys.sorted() { if let b = c.procedures[p]?.body { bodies.append((nil, b)) } }
            var i = 0, screensSeen = 0
            while true {
                // Screens that act by themselves (`action x { present Y }`) show more: their bodies join in.
                while screensSeen < states.count {
                    let id = states[screensSeen]
                    screensSeen += 1
                    guard case .screen(let s, _)? = kinds[id], let def = flow.screens[s] else { continue }
                    for a in def.actions + def.cells.flatMap(\.actions) { if let b = a.body { bodies.append((id, b)) } }
                    for b in [def.back, def.swipe] { bodies.append((id, b.effectsOrEmpty)) }
                }
                guard i < bodies.count else { break }
                let (from, body) = bodies[i]
                i += 1
                for e in body {
                    switch e.kind {
                    case .show(let kind, let d, let opts, let h):
                        if let id = add(d.ref) {
                            if let from { sources[id, default: []].append(from) }
                            if kind == .push { pushed.insert(id) }
                            if kind == .present, opts.style.isSheet, !opts.nonDismissible { sheets.insert(id) }
                        }
                        if let h { bodies.append((from, h.body)) }
                    case .start(let d, let kind, _, let opts, let h):
                        if let id = add(d.ref) {
                            if let from { sources[id, default: []].append(from) }
                            if kind == .push { pushed.insert(id) }
                            if kind == .present, opts.style.isSheet, !opts.nonDismissible { sheets.insert(id) }
                        }
                        if let h { bodies.append((from, h.body)) }
                    case .setStack(let ds, _):
                        var prev = from
                        for d in ds where !d.keepsActing {
                            guard let id = add(d.ref) else { continue }
                            if let prev, prev != id { sources[id, default: []].append(prev); pushed.insert(id) }
                            prev = id
                        }
                    case .branch(_, let a, let b): bodies += [(from, a), (from, b)]
                    case .match(_, let arms): bodies += arms.map { (from, $0.body) }
                    case .alertButtons(_, let buttons): bodies += buttons.map { (from, $0.body) }
                    case .dismissCompletion(_, _, let completion): bodies.append((from, completion))
                    default: break
                    }
                }
            }
            for (k, v) in sources { sources[k] = v.reduce(into: []) { if !$0.contains($1) { $0.append($1) } } }
        }

        mutating func write() -> String {
            collect()
            // A screen called `done`, a variable called `result`: the export's own names step aside.
            var taken = Set(states).union(c.vars.map(\.name)).union((flow.app?.vars ?? []).map { "app_" + $0.name })
                .union(states.map(recordName))
            func fresh(_ base: String) -> String {
                var name = base
                while taken.contains(name) { name += "_" }
                taken.insert(name)
                return name
            }
            startID = fresh("start"); doneID = fresh("done"); goneID = fresh("gone"); resultVar = fresh("result")
            var out: [String] = []
            let initial = c.start != nil ? startID : c.root.flatMap { Self.id($0.ref) }.flatMap(firstAtomic) ?? doneID
            out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
            out.append("<!-- \(comment("coordinator \(c.name), exported by transit")) -->")
            out.append("<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\" datamodel=\"ecmascript\" name=\"\(x(c.name))\" initial=\"\(x(initial))\">")
            let vars = c.vars.map { ($0.name, $0.initial) } + (flow.app?.vars ?? []).map { ("app_" + $0.name, $0.initial) }
            let records = states.filter { (sources[$0]?.count ?? 0) > 1 }
            let returns = c.resultType != .void
            if !vars.isEmpty || !records.isEmpty || returns {
                out.append("  <datamodel>")
                if returns { out.append("    <data id=\"\(x(resultVar))\" expr=\"null\"/>") }
                for (n, v) in vars { out.append("    <data id=\"\(x(n))\" expr=\"\(x(Self.literal(v)))\"/>") }
                for s in records { out.append("    <data id=\"\(x(recordName(s)))\" expr=\"null\"/>") }
                out.append("  </datamodel>")
            }
            if let start = c.start {
                out.append("  <state id=\"\(x(startID))\">")
                var paths = self.paths(start, env: [:], acting: nil)
                let root = c.root.flatMap { Self.id($0.ref) }
                for i in paths.indices where paths[i].target == nil && !paths[i].finished { paths[i].target = root.map { .state($0) } }
                for p in paths { out += transition(event: nil, p, acting: root, indent: "    ") }
                out.append("  </state>")
            }
            var written: Set<String> = []
            for s in states where !written.contains(s) { out += state(s, indent: "  ", written: &written) }
            if out.contains(where: { $0.contains("target=\"\(x(goneID))\"") }) {
                out.append("  <!-- \(comment("its screens were taken away by back or swipe and no code of it ran: a parent that keeps it leaks it (R301)")) -->")
                out.append("  <state id=\"\(x(goneID))\"/>")
            }
            out.append(returns ? "  <final id=\"\(x(doneID))\"><donedata><content expr=\"\(x(resultVar))\"/></donedata></final>"
                               : "  <final id=\"\(x(doneID))\"/>")
            out.append("</scxml>")
            return out.joined(separator: "\n") + "\n"
        }

        func firstAtomic(_ id: String) -> String? {
            if case .tabs(let t)? = kinds[id], let first = flow.tabBars[t]?.tabs.first { return firstAtomic(Self.id(first.destination.ref) ?? id) ?? id }
            return id
        }

        func recordName(_ s: String) -> String { "from_" + s }

        mutating func state(_ id: String, indent: String, written: inout Set<String>) -> [String] {
            written.insert(id)
            var out: [String] = []
            switch kinds[id] {
            case .tabs(let t)?:
                let tabs = flow.tabBars[t]?.tabs ?? []
                out.append("\(indent)<state id=\"\(x(id))\">")
                for tab in tabs {
                    guard let tid = Self.id(tab.destination.ref) else { continue }
                    out.append("\(indent)  <transition event=\"\(x("tab." + tab.name))\" target=\"\(x(tid))\"/>")
                }
                for tab in tabs {
                    guard let tid = Self.id(tab.destination.ref), !written.contains(tid) else { continue }
                    out += state(tid, indent: indent + "  ", written: &written)
                }
                out.append("\(indent)</state>")
            case .coordinator(let child)?:
                out.append("\(indent)<state id=\"\(x(id))\">")
                out.append("\(indent)  <invoke type=\"http://www.w3.org/TR/scxml/\" id=\"\(x(child))\" src=\"\(x(child)).scxml\"/>")
                // The started child answers through its termination handler, found where it was started.
                for p in resultPaths(child: child) { out += transition(event: "done.invoke." + child, p, acting: id, indent: indent + "  ") }
                out.append("\(indent)</state>")
            case .screen(let s, _)?:
                out.append("\(indent)<state id=\"\(x(id))\">")
                for body in transitionsOf(screen: s) { out += body }
                out.append("\(indent)</state>")
            default:
                break
            }
            return out
        }

        /// The screen's actions (its own bodies and the coordinator's handlers), then back and swipe.
        mutating func transitionsOf(screen s: String) -> [[String]] {
            var out: [[String]] = []
            let def = flow.screens[s]
            let own = (def?.actions ?? []).map { (s + "." + $0.name, $0) }
                + (def?.cells ?? []).flatMap { c in c.actions.map { (s + "." + c.name + "." + $0.name, $0) } }
            for (event, a) in own {
                if let body = a.body {
                    let env = Dictionary(a.parameters.map { ($0.name, "_event.data." + $0.name) }, uniquingKeysWith: { a, _ in a })
                    for p in paths(body, env: env, acting: s) { out.append(transition(event: event, p, acting: s, indent: "    ")) }
                }
            }
            for h in c.handlers where h.screen == s {
                let event = h.key
                let def = flow.screens[s]?.action(h.action, cell: h.cell)
                var env: [String: String] = [:]
                for (i, b) in h.bindings.enumerated() where b != "_" {
                    if let p = def?.parameters, i < p.count { env[b] = "_event.data." + p[i].name }
                }
                for input in h.screenInputs { env[input] = "_event.data." + input }
                for p in paths(h.body, env: env, acting: s) { out.append(transition(event: event, p, acting: s, indent: "    ")) }
            }
            let isRoot = c.root.flatMap { Self.id($0.ref) } == s
            let (parentPushes, parentPresents) = isRoot ? startedBy() : (false, false)
            for (gesture, swipe) in [("back", false), ("swipe", true)] {
                if isRoot {
                    // The first screen goes when the parent pushed or presented the coordinator: the coordinator's
                    // own back code runs, or nothing does and the coordinator is left without screens (`gone`).
                    guard swipe ? parentPresents : parentPushes else { continue }
                    let behavior = swipe && c.swipe.isDeclared ? c.swipe : c.back
                    guard case .effects(let body) = behavior else {
                        out.append(["    <transition event=\"\(gesture)\" target=\"\(x(goneID))\"/>"])
                        continue
                    }
                    for p in paths(body, env: [:], acting: s) { out.append(transition(event: gesture, p, acting: s, indent: "    ")) }
                    continue
                }
                guard swipe ? sheets.contains(s) : pushed.contains(s) else { continue }
                let behavior = def?.backBehavior(entry: nil, swipe: swipe) ?? .undeclared
                var ps = paths(behavior.effectsOrEmpty, env: [:], acting: s)
                for i in ps.indices where ps[i].target == nil && !ps[i].finished { ps[i].target = .back }
                for p in ps { out.append(transition(event: gesture, p, acting: s, indent: "    ")) }
            }
            return out
        }

        /// Whether some coordinator (or the app) pushes this one, or presents it as a sheet.
        func startedBy() -> (push: Bool, sheet: Bool) {
            var push = false, sheet = false
            for other in flow.coordinators.values {
                for body in other.bodies {
                    body.forEachNested { e in
                        guard case .start(let d, let kind, _, let opts, _) = e.kind, case .coordinator(c.name) = d.ref else { return }
                        if kind == .push { push = true }
                        if kind == .present, opts.style.isSheet, !opts.nonDismissible { sheet = true }
                    }
                }
            }
            return (push, sheet)
        }

        /// What the coordinator does when `child` finishes: the handlers of every `start child … then`.
        mutating func resultPaths(child: String) -> [Path] {
            var found: [ResultHandler?] = []
            for body in c.bodies {
                body.forEachNested { e in
                    if case .start(let d, _, _, _, let h) = e.kind, case .coordinator(child) = d.ref { found.append(h) }
                }
            }
            if let tb = flow.tabBars.values.first(where: { $0.tabs.contains { $0.destination.ref == .coordinator(child) } }),
               let tab = tb.tabs.first(where: { $0.destination.ref == .coordinator(child) }) {
                found.append(tab.handler)
            }
            var out: [Path] = []
            for h in found {
                guard let h else { continue }
                let env = h.binding.map { [$0: "_event.data"] } ?? [:]
                var ps = paths(h.body, env: env, acting: child)
                for i in ps.indices where ps[i].target == nil && !ps[i].finished { ps[i].target = .back }
                out += ps
                break // the first start's handler; others are listed in the flow at their own places
            }
            if out.isEmpty { out = [Path(target: .back)] }
            return out
        }

        func transition(event: String?, _ p: Path, acting: String?, indent: String) -> [String] {
            var targets: [(cond: [String], target: String?)] = []
            switch p.target {
            case .state(let s)?: targets = [([], s)]
            case .final?: targets = [([], doneID)]
            case .root?: targets = [([], c.root.flatMap { Self.id($0.ref) }.flatMap(firstAtomic))]
            case .back?:
                let from = acting.flatMap { sources[$0] } ?? []
                if from.count > 1, let acting {
                    targets = from.map { (["\(recordName(acting)) === \(Self.jsString($0))"], $0) }
                } else {
                    targets = [([], from.first)]
                }
            case nil: targets = [([], p.finished ? doneID : nil)]
            }
            if p.finished { targets = [([], doneID)] }
            var out: [String] = []
            for t in targets {
                var attrs = ""
                if let event { attrs += " event=\"\(x(event))\"" }
                let conds = p.conditions + t.cond
                if !conds.isEmpty { attrs += " cond=\"\(x(conds.map { "(\($0))" }.joined(separator: " && ")))\"" }
                if let target = t.target { attrs += " target=\"\(x(target))\"" }
                var body = p.actions
                if let target = t.target, let src = acting, (sources[target]?.count ?? 0) > 1, target != src {
                    body.append("<assign location=\"\(x(recordName(target)))\" expr=\"\(x(Self.jsString(src)))\"/>")
                }
                if body.isEmpty {
                    out.append("\(indent)<transition\(attrs)/>")
                } else {
                    out.append("\(indent)<transition\(attrs)>")
                    out += body.map { indent + "  " + $0 }
                    out.append("\(indent)</transition>")
                }
            }
            return out
        }

        /// The ways through a body, in the order SCXML must try them: a branch's `then` before its `else`, match
        /// arms in order. The first enabled transition wins, so later paths need not repeat the negations.
        mutating func paths(_ body: [Effect], env: [String: String], acting: String?, assigned: [String: String] = [:]) -> [Path] {
            var current = [Path(assigned: assigned)]
            for e in body {
                var next: [Path] = []
                for p in current {
                    if p.finished { next.append(p); continue }
                    next += step(e, p, env: env, acting: acting)
                }
                // Every `if` doubles the ways through: past the cap the export stops and says so.
                if next.count > Builder.maxPaths { tooManyPaths = true; return Array(next.prefix(Builder.maxPaths)) }
                current = next
            }
            return current
        }

        mutating func step(_ e: Effect, _ p: Path, env: [String: String], acting: String?) -> [Path] {
            var p = p
            switch e.kind {
            case .show(_, let d, _, _), .start(let d, _, _, _, _):
                if let id = Self.id(d.ref) { p.target = .state(firstAtomic(id) ?? id) }
            case .setStack(let ds, _):
                // `set [Week, self]` leaves the acting screen on top: no new target.
                if let last = ds.last, !last.keepsActing, let id = Self.id(last.ref) { p.target = .state(id) }
            case .pop, .dismiss, .dismissCompletion:
                if case .dismissCompletion(_, _, let completion) = e.kind {
                    p.target = .back
                    return paths(completion, env: env, acting: acting, assigned: p.assigned).map { q in merge(p, q, extra: []) }
                }
                p.target = .back
            case .popToRoot, .dismissToRoot: p.target = .root
            case .popTo(let s, _): p.target = .state(s)
            case .selectTab(let sel):
                for tb in flow.tabBars.values where states.contains(tb.name) {
                    if let i = tb.index(of: sel), let id = Self.id(tb.tabs[i].destination.ref) { p.target = .state(id) }
                }
            case .finish(let v), .terminate(let v):
                p.finished = true
                p.target = .final
                // The final state's donedata hands `result` to the parent's done.invoke.NAME.
                if let v { p.actions.append("<assign location=\"\(x(resultVar))\" expr=\"\(x(expr(v, env)))\"/>") }
            case .assign(let key, let v):
                let name = Self.variable(key), value = expr(v, env, p.assigned)
                p.actions.append("<assign location=\"\(x(name))\" expr=\"\(x(value))\"/>")
                p.assigned[name] = "(\(value))"
            case .alert(let v): p.actions.append("<log label=\"alert\" expr=\"\(x(expr(v, env)))\"/>")
            case .log(let v): p.actions.append("<log label=\"log\" expr=\"\(x(expr(v, env)))\"/>")
            case .branch(let cond, let a, let b):
                let test = condition(cond, env, p.assigned)
                let yes = paths(a, env: env, acting: acting, assigned: p.assigned).map { q in merge(p, q, extra: [test]) }
                let no = paths(b, env: env, acting: acting, assigned: p.assigned).map { q in merge(p, q, extra: []) }
                return yes + no
            case .match(let subject, let arms):
                let s = expr(subject, env, p.assigned)
                var out: [Path] = []
                for arm in arms {
                    var armEnv = env
                    let test = pattern(arm.pattern, s, &armEnv)
                    out += paths(arm.body, env: armEnv, acting: acting, assigned: p.assigned).map { q in merge(p, q, extra: test.map { [$0] } ?? []) }
                    if test == nil { break } // a catch-all arm: later arms never run
                }
                return out
            case .alertButtons(let v, let buttons):
                // Each button is its own event, `alert.BUTTON`, sent while the alert is up; drawn here as choices.
                p.actions.append("<log label=\"alert\" expr=\"\(x(expr(v, env)))\"/>")
                var out: [Path] = []
                for b in buttons {
                    out += paths(b.body, env: env, acting: acting, assigned: p.assigned).map { q in merge(p, q, extra: ["_event.data.button === \(Self.jsString(b.name))"]) }
                }
                return out.isEmpty ? [p] : out
            case .callProcedure(let name, let args):
                guard let proc = c.procedures[name], procedureDepth < 8 else { return [p] }
                var procEnv = env
                for (k, v) in args { procEnv[k] = expr(v, env) }
                procedureDepth += 1
                defer { procedureDepth -= 1 }
                return paths(proc.body, env: procEnv, acting: acting, assigned: p.assigned).map { q in merge(p, q, extra: []) }
            case .callAncestor(let name, let fn, _):
                // Another coordinator's code: in its own statechart, reached by an event sent up the invoke chain.
                p.actions.append("<send event=\"\(x("call." + name + "." + fn))\" target=\"#_parent\"/>")
            case .notify(let name, _):
                // NotificationCenter's post: observers in other coordinators hear it through the invoke chain.
                p.actions.append("<send event=\"\(x("notification." + name))\" target=\"#_parent\"/>")
            case .appendPath(_, .constant(let v)):
                // The view a destination of the flow shows for the value (the first screen that declares one).
                let screens = flow.screens
                let shown = flow.screenOrder.compactMap { screens[$0]?.destination(for: v) }.first
                // A view of another coordinator's statechart is not a state here.
                if let d = shown, let id = Self.id(d.destination.ref), states.contains(id) { p.target = .state(firstAtomic(id) ?? id) }
            case .removeFromPath(_, let count): p.target = count == nil ? .root : .back
            case .popLastFromPath: p.target = .back
            case .setPresentation(let name, let v):
                // SwiftUI: the binding true presents the view's sheet or cover; false dismisses it.
                // An alert's binding (`alert NAME: …`): its buttons, as the statement's.
                if let a = flow.alert(binding: name, from: acting) {
                    if v == .constant(.bool(false)) { break }
                    return step(a.effect, p, env: env, acting: acting)
                }
                guard let pres = flow.presentation(binding: name, from: acting) else { break }
                if v == .constant(.bool(false)) || v == .constant(.void) { p.target = .back }
                else if let shown = pres.shows(v).first, let id = Self.id(shown.destination.ref), states.contains(id) {
                    p.target = .state(firstAtomic(id) ?? id)
                }
            case .release, .releaseAll, .retainSelf, .remove, .refresh, .call, .appendPath:
                break
            }
            return [p]
        }

        func merge(_ p: Path, _ q: Path, extra: [String]) -> Path {
            var r = p
            r.conditions += extra + q.conditions
            r.actions += q.actions
            if q.target != nil { r.target = q.target }
            r.finished = q.finished
            r.assigned = q.assigned
            return r
        }

        func expr(_ v: ValueExpr, _ env: [String: String], _ assigned: [String: String] = [:]) -> String {
            switch v {
            case .constant(let value): return Self.literal(value)
            case .variable(let n):
                if let local = env[n.bindingKey] { return local }
                let name = Self.variable(n)
                return assigned[name] ?? name
            case .success(let e): return "'.success(' + \(expr(e, env, assigned)) + ')'"
            case .failure(let e): return "'.failure(' + \(expr(e, env, assigned)) + ')'"
            }
        }

        /// The app's `x` is `app_x`; a coordinator's `x` and a local `x` are `x`.
        static func variable(_ k: VariableKey) -> String {
            switch k {
            case .app(let n): "app_" + n
            case .coordinator(let n), .local(let n): n
            case .presenting: k.bindingKey
            }
        }

        func condition(_ cond: ValueCondition, _ env: [String: String], _ assigned: [String: String]) -> String {
            let l = expr(cond.lhs, env, assigned)
            var t: String
            switch cond.op {
            case .truthy: t = l
            case .equal: t = "\(l) === \(cond.rhs.map { expr($0, env, assigned) } ?? "null")"
            case .notEqual: t = "\(l) !== \(cond.rhs.map { expr($0, env, assigned) } ?? "null")"
            }
            if cond.negated { t = "!(\(t))" }
            return t
        }

        /// The test for a match arm (nil: matches anything), binding names into `env`.
        func pattern(_ p: ValuePattern, _ subject: String, _ env: inout [String: String]) -> String? {
            switch p {
            case .wildcard: return nil
            case .bind(let n): env[n] = subject; return nil
            case .equals(let v): return "\(subject) === \(Self.literal(v))"
            case .success(let inner), .failure(let inner):
                let prefix = { if case .success = p { ".success(" } else { ".failure(" } }()
                let test = "String(\(subject)).startsWith(\(Self.jsString(prefix)))"
                let innerSubject = "String(\(subject)).slice(\(prefix.count), -1)"
                guard let more = pattern(inner, innerSubject, &env) else { return test }
                return "\(test) && \(more)"
            }
        }

        static func literal(_ v: Value) -> String {
            switch v {
            case .void: "null"
            case .int(let n): String(n)
            case .bool(let b): b ? "true" : "false"
            case .string(let s), .model(_, let s): jsString(s)
            case .enumCase, .errorCase, .success, .failure: jsString(v.description)
            }
        }

        static func jsString(_ s: String) -> String {
            var out = "'"
            for u in s.unicodeScalars {
                switch u {
                case "\\": out += "\\\\"
                case "'": out += "\\'"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case _ where u.value < 0x20 || u.value == 0x2028 || u.value == 0x2029:
                    out += "\\u" + String(repeating: "0", count: 4 - String(u.value, radix: 16).count) + String(u.value, radix: 16)
                default: out.unicodeScalars.append(u)
                }
            }
            return out + "'"
        }

        func x(_ s: String) -> String { DotText.xml(s) }
        func comment(_ s: String) -> String { DotText.xml(s).replacingOccurrences(of: "--", with: "- -") }
    }
}
