// SPDX-License-Identifier: MIT
import TransitLanguage

/// A resolved flow: every name bound, every expression typed. The engine runs on this.
public struct Flow: Sendable {
    public var app: AppDef?
    public var screens: [String: ScreenDef] = [:]
    public var coordinators: [String: CoordinatorDef] = [:]
    public var tabBars: [String: TabBarDef] = [:]
    public var enums: [String: EnumDef] = [:]
    public var errors: [String: ErrorDef] = [:]
    public var models: [String: ModelDef] = [:]
    /// App events and links (`event`, `link`), by name.
    public var appEvents: [String: AppEventDef] = [:]
    public var appEventOrder: [String] = []
    /// SwiftUI path bindings (`path NAME: Route` in the app), by name.
    public var paths: [String: PathDef] = [:]
    /// Whether any screen wraps itself in a NavigationStack (`navigationStack`): the engine then looks for stacks in stacks.
    public var hasScreenOwningAStack = false
    /// The team's requirements (`require`), in declaration order.
    public var requirements: [Requirement] = []
    /// Some coordinator code reads `presenting` (the engine then computes it for every step of coordinator code).
    public var readsPresenting = false
    /// Declaration order, for stable listings.
    public var screenOrder: [String] = []
    public var coordinatorOrder: [String] = []
    public var files: [SourceFile] = []

    public init() {}

    /// Every effect list the flow holds, once: top-level bodies only (`forEachNested` reaches the nested ones).
    public var everyBody: [[Effect]] {
        var bodies: [[Effect]] = []
        for n in screenOrder {
            guard let s = screens[n] else { continue }
            bodies += s.actions.compactMap(\.body)
            bodies += s.cells.flatMap { $0.actions.compactMap(\.body) }
            for b in [s.back, s.swipe] + s.entries.flatMap({ [$0.back, $0.swipe] }) { if case .effects(let e) = b { bodies.append(e) } }
            bodies += [s.onLoad, s.onAppear, s.onReselect].compactMap { $0 }
            bodies += s.presentations.compactMap(\.onDismiss)
            bodies += s.alerts.map { [$0.effect] }
        }
        for n in coordinatorOrder {
            guard let c = coordinators[n] else { continue }
            bodies += c.handlers.map(\.body)
            for b in [c.back, c.swipe] { if case .effects(let e) = b { bodies.append(e) } }
            bodies += c.procedures.keys.sorted().compactMap { c.procedures[$0]?.body }
            bodies += c.eventHandlers.map(\.body) + c.popHooks.map(\.body)
            bodies += c.reselectHooks.keys.sorted().compactMap { c.reselectHooks[$0] }
            if let s = c.start { bodies.append(s) }
        }
        for t in tabBars.keys.sorted() {
            bodies += tabBars[t]?.tabs.compactMap { $0.handler?.body } ?? []
        }
        return bodies
    }

    /// The names of the buttons of every alert the flow shows (`alert "…" { button ok { … } }`).
    public var alertButtonNames: [String] {
        var names: [String] = []
        for body in everyBody {
            body.forEachNested { e in
                if case .alertButtons(_, let buttons) = e.kind { for b in buttons where !names.contains(b.name) { names.append(b.name) } }
            }
        }
        return names
    }

    public func message(of error: Value) -> String? {
        if case .errorCase(let t, let n) = error { return errors[t]?.messages[n] ?? n }
        return nil
    }

    /// Every value of a finite type; nil for strings, ints and models without samples.
    public func values(of type: FlowType, limit: Int = 256) -> [Value]? {
        switch type {
        case .void: return [.void]
        case .bool: return [.bool(false), .bool(true)]
        case .enumeration(let n): return enums[n]?.cases.map { .enumCase(type: n, name: $0) }
        case .error(let n): return errors[n]?.cases.map { .errorCase(type: n, name: $0) }
        case .result(let s, let f):
            guard let sv = values(of: s, limit: limit), let fv = values(of: f, limit: limit),
                  sv.count + fv.count <= limit else { return nil }
            return sv.map { .success($0) } + fv.map { .failure($0) }
        case .string, .int, .model: return nil
        }
    }

    /// Representative values for exploration and completion: samples, or one value per type.
    public func sampleValues(of type: FlowType) -> [Value] {
        if let all = values(of: type) { return all }
        switch type {
        case .string: return [.string("a")]
        case .int: return [.int(1)]
        case .model(let n):
            let s = models[n]?.samples ?? []
            return (s.isEmpty ? [n.lowercased() + "1"] : s).map { .model(type: n, id: $0) }
        default: return []
        }
    }
}

extension Flow {
    /// A coordinator's children as the app's tree has them: the coordinators it starts, then the coordinator tabs
    /// of the tab bars it shows.
    public func childCoordinators(of c: CoordinatorDef) -> [String] {
        var out = c.startedCoordinators
        for t in c.shownTabBars {
            for tab in tabBars[t]?.tabs ?? [] { if case .coordinator(let child) = tab.destination.ref, !out.contains(child) { out.append(child) } }
        }
        return out
    }

    /// Coordinators that declare handlers for app-level events (deep links, notifications, 401s).
    public var listeningCoordinators: Set<String> {
        Set(coordinators.values.filter { !$0.eventHandlers.isEmpty }.map(\.name))
    }
}

extension Flow {
    /// The sheet or cover a binding assignment in `screen` sets: the screen's own, else the first screen (in
    /// declaration order) that declares one of that name — a binding or router passed down from a view below.
    public func presentation(binding name: String, from screen: String?) -> PresentationDef? {
        declaring(binding: name, from: screen)?.presentation(name)
    }

    /// The alert or dialog a binding assignment in `screen` sets (`alert NAME: …`), looked up as sheets are.
    public func alert(binding name: String, from screen: String?) -> AlertBindingDef? {
        declaring(binding: name, from: screen)?.alert(name)
    }

    /// The view whose binding `name` is, as the resolver finds it: the screen's own, else the first declaring it.
    func declaring(binding name: String, from screen: String?) -> ScreenDef? {
        if let screen, let own = screens[screen], own.declaresBinding(name) { return own }
        return screenOrder.lazy.compactMap { self.screens[$0] }.first { $0.declaresBinding(name) }
    }

}
