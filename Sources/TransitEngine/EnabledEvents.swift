// SPDX-License-Identifier: MIT
import TransitModel

/// An event the user could cause now, with the argument types it needs.
public struct EnabledEvent: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable { case launch, action, back, backTo, backCancelled, swipe, tab, finish, appEvent }
    public var kind: Kind
    public var screen: String?
    public var cell: String?
    public var name: String?
    public var parameters: [ParameterSpec]
    /// Values a `finish` can deliver, or nil.
    public var resultType: FlowType?

    public var description: String {
        switch kind {
        case .launch: return "launch" + (parameters.isEmpty ? "" : "(" + parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")")
        case .back: return "back"
        case .backTo: return "back to \(screen ?? "")"
        case .backCancelled: return "back cancel"
        case .appEvent: return "event \(name ?? "")" + (parameters.isEmpty ? "" : "(" + parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")")
        case .swipe: return "swipe"
        case .tab: return "tab \(name ?? "")"
        case .finish: return "finish \(screen ?? "")" + (resultType.map { " <\($0)>" } ?? "")
        case .action:
            let path = [screen, cell, name].compactMap { $0 }.joined(separator: ".")
            return "tap " + path + (parameters.isEmpty ? "" : "(" + parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")")
        }
    }
}

extension Engine {
    /// What the user can do in `state`: for completion in the shell and for the explorer.
    public func enabledEvents(in state: SimState) -> [EnabledEvent] {
        guard state.crash == nil else { return [] }
        guard state.launched else { return flow.app.map { [EnabledEvent(kind: .launch, parameters: $0.launchParameters)] } ?? [] }
        var out: [EnabledEvent] = []
        if let alert = state.topAlert, case .alert(let a) = state.controllers[alert]?.kind {
            for b in a.buttons { out.append(EnabledEvent(kind: .action, screen: "alert", name: b.name, parameters: [])) }
        }
        for id in state.interactiveScreens {
            guard let inst = state.screen(id), let def = flow.screens[inst.screen] else { continue }
            for a in def.actions {
                out.append(EnabledEvent(kind: .action, screen: inst.screen, name: a.name, parameters: a.parameters))
            }
            for c in def.cells {
                for a in c.actions {
                    out.append(EnabledEvent(kind: .action, screen: inst.screen, cell: c.name, name: a.name, parameters: a.parameters))
                }
            }
            // A screen someone waits for can finish by itself (a reply arrives, a timer fires), unless its result
            // comes from one of its own buttons.
            if state.pending.values.contains(where: { $0.source == .screen(id) && !$0.delivered }), !tables.finishedByOwnActions.contains(inst.screen) {
                out.append(EnabledEvent(kind: .finish, screen: inst.screen, parameters: [],
                                        resultType: def.resultType == .void ? nil : def.resultType))
            }
        }
        if let nav = state.visibleNavigation, case .navigation(let stack) = state.controllers[nav]?.kind, stack.count >= 2,
           !state.hidesBackButton(stack, flow: flow) {
            out.append(EnabledEvent(kind: .back, parameters: []))
            // A cancelled edge swipe only matters where a delegate acts in willShow.
            if tables.hasWillShowHooks {
                out.append(EnabledEvent(kind: .backCancelled, parameters: []))
            }
            // The back button's long-press menu: every screen below the one under the top.
            var names = Set<String>()
            for id in stack.dropLast(2).reversed() where names.insert(state.name(of: id)).inserted {
                out.append(EnabledEvent(kind: .backTo, screen: state.name(of: id), parameters: []))
            }
        }
        if let m = state.modalChain.last, let c = state.controllers[m], c.style?.isSheet == true, !c.nonDismissible {
            out.append(EnabledEvent(kind: .swipe, parameters: []))
        }
        if let tb = state.visibleTabBar, case .tabBar(_, let tabs, let names, let sel) = state.controllers[tb]?.kind {
            for (i, n) in names.enumerated() where i != sel { out.append(EnabledEvent(kind: .tab, name: n, parameters: [])) }
            // Tapping the selected tab pops its stack to the root, and the delegate may act (`on reselect`).
            if tabs.indices.contains(sel) {
                var depth = 0
                if case .navigation(let stack) = state.controllers[tabs[sel]]?.kind { depth = stack.count }
                if depth >= 2 || state.reselectHook(tab: names[sel], content: tabs[sel], flow: flow) != nil {
                    out.append(EnabledEvent(kind: .tab, name: names[sel], parameters: []))
                }
            }
        }
        // A notification is the app's own post (`notify`): it comes from its code, never from outside.
        for n in flow.appEventOrder {
            guard let e = flow.appEvents[n], !e.isNotification else { continue }
            out.append(EnabledEvent(kind: .appEvent, name: n, parameters: e.parameters))
        }
        return out
    }

    /// Concrete events for every enabled event, arguments drawn from sample values (for exploration).
    /// Finite types (Bool, enums, errors) take every value, since flows branch on them; strings, numbers and
    /// models take one representative unless `allSamples`, which multiplies the states to visit.
    public func concreteEvents(in state: SimState, allSamples: Bool = false) -> [Event] {
        var out: [Event] = []
        for e in enabledEvents(in: state) {
            switch e.kind {
            case .launch:
                // One launch per launch state (every value of each `= any` variable); a plain launch without any.
                if e.parameters.isEmpty { out.append(.launch) }
                else { out += Engine.combinations(e.parameters, flow: flow, allSamples: true).map { .launchWith($0) } }
            case .back: out.append(.back)
            case .backTo: out.append(.backTo(e.screen ?? ""))
            case .backCancelled: out.append(.backCancelled)
            case .appEvent:
                for c in Engine.combinations(e.parameters, flow: flow, allSamples: allSamples) {
                    out.append(.appEvent(name: e.name ?? "", arguments: c))
                }
            case .swipe: out.append(.swipe)
            case .tab: out.append(.selectTab(.name(e.name ?? "")))
            case .finish:
                if let t = e.resultType {
                    for v in flow.sampleValues(of: t) { out.append(.finish(screen: e.screen, value: v)) }
                } else {
                    out.append(.finish(screen: e.screen, value: nil))
                }
            case .action:
                for c in Engine.combinations(e.parameters, flow: flow, allSamples: allSamples) {
                    out.append(.action(screen: e.screen, cell: e.cell, name: e.name ?? "", arguments: c))
                }
            }
        }
        return out
    }

    /// Most argument combinations tried for one action or event.
    public static let maxCombinations = 256

    /// Argument combinations: every value of a finite type (Bool, enums, errors), one representative of strings,
    /// numbers and models (all their samples with `allSamples`); at most `maxCombinations`.
    static func combinations(_ params: [ParameterSpec], flow: Flow, allSamples: Bool) -> [[String: Value]] {
        var combos: [[String: Value]] = [[:]]
        for p in params {
            let all = flow.sampleValues(of: p.type)
            let vals = allSamples || flow.values(of: p.type) != nil ? all : Array(all.prefix(1))
            combos = combos.flatMap { c in vals.map { v in c.merging([p.name: v]) { a, _ in a } } }
            if combos.count > maxCombinations { combos = Array(combos.prefix(maxCombinations)) }
        }
        return combos
    }

    /// Actions and events whose argument combinations exceed `maxCombinations` (the explorer then tries only some).
    public func truncatedArguments() -> [String] {
        func count(_ params: [ParameterSpec]) -> Int {
            params.reduce(1) { n, p in
                let k = flow.values(of: p.type)?.count ?? 1
                return n > Engine.maxCombinations ? n : n * max(1, k)
            }
        }
        var out: [String] = []
        for n in flow.screenOrder {
            guard let s = flow.screens[n] else { continue }
            for a in s.actions + s.cells.flatMap(\.actions) where count(a.parameters) > Engine.maxCombinations { out.append("\(n).\(a.name)") }
        }
        for n in flow.appEventOrder where flow.appEvents[n]?.isNotification != true && count(flow.appEvents[n]?.parameters ?? []) > Engine.maxCombinations { out.append(n) }
        return out
    }
}
