// SPDX-License-Identifier: MIT
import TransitLanguage
import TransitModel

/// What the user does: a tap on an action, a tab selected, a screen finishing by itself; their arguments bound
/// and coerced to the declared types.
extension Interpreter {
    mutating func userAction(screen: String?, cell: String?, name: String, args: [String: Value]) throws(EventError) {
        try requireLaunched()
        let candidates = sim.interactiveScreens
        if let alert = sim.topAlert {
            try tapAlertButton(alert, screen: screen, name: name)
            return
        }
        let target: ControllerID
        if let screen {
            guard let t = candidates.first(where: { sim.screen($0)?.screen == screen }) else {
                let visible = candidates.compactMap { sim.screen($0)?.screen }
                throw EventError("'\(screen)' is not on screen; visible: \(visible.isEmpty ? "nothing" : visible.joined(separator: ", "))")
            }
            target = t
        } else {
            // Without a screen name, the first visible screen that has the action.
            guard let t = candidates.first(where: { id in
                sim.screen(id).flatMap { flow.screens[$0.screen]?.action(name, cell: cell) } != nil
            }) else {
                let top = sim.topScreen.map { sim.name(of: $0) } ?? "nothing"
                throw EventError("no visible screen has an action '\([cell, name].compactMap { $0 }.joined(separator: "."))' (top: \(top))")
            }
            target = t
        }
        guard let inst = sim.screen(target), let def = flow.screens[inst.screen] else { throw EventError("no such screen") }
        guard let action = def.action(name, cell: cell) else {
            let names = (cell.flatMap { c in def.cells.first { $0.name == c }?.actions } ?? def.actions).map(\.name)
            throw EventError("'\(inst.screen)\(cell.map { "." + $0 } ?? "")' has no action '\(name)'; its actions: \(names.joined(separator: ", "))")
        }
        let values = try bindArguments(action.parameters, args, what: "\(inst.screen).\(name)")
        let path = [inst.screen, cell, name].compactMap { $0 }.joined(separator: ".")
        step(.effect, "user taps \(path)" + (values.isEmpty ? "" : "(" + action.parameters.compactMap { p in values[p.name].map { "\(p.name): \($0)" } }.joined(separator: ", ") + ")"),
             span: action.span, subjects: [inst.screen])
        if recording { log.amendLast { $0.tapped = path } }
        if let body = action.body {
            var env = inst.inputs
            for (k, v) in values { env[k] = v }
            let frame = Frame(acting: target, coordinator: nil, env: env, screenContext: true)
            execute(body, frame)
            return
        }
        // A body-less action goes to the screen's output: its coordinator.
        guard let owner = inst.owner else {
            diagnose(.tapWithoutBodyOrCoordinator(path: path, screen: inst.screen),
                     span: action.span, subjects: [inst.screen])
            return
        }
        guard let coord = sim.coordinators[owner] else {
            diagnose(.tapToReleasedCoordinator(path: path),
                     span: action.span, subjects: [inst.screen])
            return
        }
        guard let h = flow.coordinators[coord.name]?.handler(screen: inst.screen, cell: cell, action: name) else {
            diagnose(.tapNotHandled(path: path, coordinator: coord.name), span: action.span,
                     subjects: [inst.screen, coord.name])
            return
        }
        var env = coord.inputs
        // The handler reads the sending screen's properties (its inputs) by name.
        for n in h.screenInputs { env[n] = inst.inputs[n] }
        for (i, b) in h.bindings.enumerated() where b != "_" && i < action.parameters.count {
            env[b] = values[action.parameters[i].name]
        }
        step(.handler, "\(coord.name) handles \(path)", span: h.span, subjects: [coord.name])
        execute(h.body, Frame(acting: target, coordinator: owner, env: env, screenContext: false))
    }

    func bindArguments(_ params: [ParameterSpec], _ args: [String: Value], what: String) throws(EventError) -> [String: Value] {
        var out: [String: Value] = [:]
        for (k, _) in args where !params.contains(where: { $0.name == k }) {
            throw EventError("\(what) has no argument '\(k)'" + (params.isEmpty ? "" : "; it takes " + params.map { "\($0.name): \($0.type)" }.joined(separator: ", ")))
        }
        for p in params {
            if let v = args[p.name] {
                guard let cv = coerce(v, to: p.type) else {
                    throw EventError("\(what): '\(p.name)' must be a \(p.type), not \(v)")
                }
                out[p.name] = cv
            } else if let d = p.defaultValue {
                out[p.name] = d
            } else if let sample = flow.sampleValues(of: p.type).first {
                // Unspecified arguments take the first sample value, so `tap select` works without typing one.
                out[p.name] = sample
            } else {
                throw EventError("\(what) needs '\(p.name): \(p.type)'")
            }
        }
        return out
    }

    /// Values typed in the shell are loosely typed ("t1" for a model, .ok for an enum); give them the declared type.
    func coerce(_ v: Value, to t: FlowType) -> Value? {
        switch (v, t) {
        case (.string, .string), (.int, .int), (.bool, .bool): return v
        case (.string(let s), .model(let m)): return .model(type: m, id: s)
        case (.model(_, let id), .model(let m)): return .model(type: m, id: id)
        case (.enumCase(_, let n), .enumeration(let e)):
            return flow.enums[e]?.cases.contains(n) == true ? .enumCase(type: e, name: n) : nil
        case (.enumCase(_, let n), .error(let e)), (.errorCase(_, let n), .error(let e)):
            return flow.errors[e]?.cases.contains(n) == true ? .errorCase(type: e, name: n) : nil
        case (.success(let x), .result(let st, _)): return coerce(x, to: st).map { .success($0) }
        case (.failure(let x), .result(_, let ft)): return coerce(x, to: ft).map { .failure($0) }
        case (.void, .void): return .void
        default: return nil
        }
    }

    mutating func userSelectTab(_ sel: TabSelector) throws(EventError) {
        try requireLaunched()
        guard let tb = sim.visibleTabBar, case .tabBar(let name, let tabs, let names, let current) = sim.controllers[tb]?.kind else {
            throw EventError("no tab bar is visible")
        }
        let idx: Int?
        switch sel {
        case .index(let i): idx = tabs.indices.contains(i) ? i : nil
        case .name(let n): idx = names.firstIndex(of: n)
        }
        guard let i = idx else { throw EventError("\(name) has no tab \(sel); its tabs: \(names.joined(separator: ", "))") }
        if i == current {
            // Tapping the selected tab pops its navigation stack to the root without app code; then the tab bar's
            // delegate hears didSelect (`on reselect TAB`), and the view on top of the tab (`on reselect`).
            var depth = 0
            if case .navigation(let stack) = sim.controllers[tabs[i]]?.kind { depth = stack.count }
            let hosted = flow.tabBars[name]?.tabs.first { $0.name == names[i] }?.hosted ?? false
            let topView = sim.visibleLeaf(tabs[i])
            let viewHook = topView.flatMap { sim.screen($0) }.flatMap { flow.screens[$0.screen]?.onReselect }
            let hooked = sim.reselectHook(tab: names[i], content: tabs[i], coordinators: flow.coordinators) != nil || viewHook != nil
            guard depth >= 2 || hooked else {
                throw EventError("tab \(names[i]) is already selected and shows its root: tapping it does nothing")
            }
            if depth >= 2 && !hosted {
                step(.transition, "user taps the selected tab \(names[i]): its stack pops to the root (UIKit calls no app code)",
                     transition: .popToRoot, subjects: [name])
                gesturePop(nav: tabs[i], keep: 1)
            } else if hosted {
                step(.effect, "user taps the selected tab \(names[i]): a UIHostingController holds its NavigationStack, so UIKit pops nothing",
                     subjects: [name])
            } else {
                step(.effect, "user taps the selected tab \(names[i])", subjects: [name])
            }
            let before = sim.controllers[tabs[i]]?.kind
            runReselectHook(tab: names[i], content: tabs[i])
            // The view on top once UIKit's pop (if any) is done hears it.
            if let v = sim.visibleLeaf(tabs[i]), let inst = sim.screen(v), let body = flow.screens[inst.screen]?.onReselect {
                step(.handler, "\(inst.screen)'s 'on reselect' runs", subjects: [inst.screen])
                execute(body, Frame(acting: v, coordinator: nil, env: inst.inputs, screenContext: true))
            }
            if hosted, depth >= 2, sim.controllers[tabs[i]]?.kind == before {
                diagnose(.reselectDoesNothing(tab: names[i], top: topView.map { sim.name(of: $0) } ?? names[i], depth: depth), span: nil,
                         subjects: [names[i]])
            }
            return
        }
        selectTab(tb, i, span: nil, byUser: true)
        runSelectHook(tab: names[i], content: tabs[i], tabBar: tb)
    }

    mutating func userFinish(screen: String?, value: Value?) throws(EventError) {
        try requireLaunched()
        let target: ControllerID
        if let screen {
            guard let t = sim.interactiveScreens.first(where: { sim.screen($0)?.screen == screen }) else {
                throw EventError("'\(screen)' is not on screen")
            }
            target = t
        } else {
            guard let t = sim.topScreen else { throw EventError("no screen is shown") }
            target = t
        }
        guard let inst = sim.screen(target), let def = flow.screens[inst.screen] else { throw EventError("no such screen") }
        var v: Value? = nil
        if def.resultType != .void {
            guard let given = value else {
                let samples = flow.sampleValues(of: def.resultType).map(\.description)
                throw EventError("\(inst.screen) returns \(def.resultType): give a value (\(samples.prefix(4).joined(separator: ", ")))")
            }
            guard let cv = coerce(given, to: def.resultType) else {
                throw EventError("\(inst.screen) returns \(def.resultType), not \(given)")
            }
            v = cv
        } else if let given = value, given != .void {
            throw EventError("\(inst.screen) has no result type, so it finishes without a value")
        }
        step(.effect, "\(inst.screen) finishes by itself" + (v.map { " with \($0)" } ?? ""), subjects: [inst.screen])
        deliverScreenResult(target, v ?? .void, span: def.span)
    }
}
