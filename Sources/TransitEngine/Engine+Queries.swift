import TransitModel

extension Engine {
    /// What the back button (or a swipe-down) would deliver to whoever waits: a value, or nil for nothing.
    public func gestureResult(of source: PendingResult.Source, in state: SimState, swipe: Bool) -> Value?? {
        switch source {
        case .screen(let id):
            guard let inst = state.screen(id), let def = flow.screens[inst.screen] else { return nil }
            if case .effects(let body) = def.backBehavior(entry: inst.entry, swipe: swipe),
               let v = Engine.firstResult(body, keyword: .finish) {
                return .some(v.map { $0.evaluate(inst.inputs) })
            }
            return .some(nil)
        case .coordinator(let cid):
            guard let c = state.coordinators[cid], let def = flow.coordinators[c.name] else { return nil }
            let b = swipe && def.swipe.isDeclared ? def.swipe : def.back
            if case .effects(let body) = b, let v = Engine.firstResult(body, keyword: .terminate) {
                return .some(v.map { $0.evaluate(c.inputs) })
            }
            return .some(nil)
        }
    }

    enum ResultKeyword { case finish, terminate }

    /// The value of the first finish/terminate at the top of a body (nil inside: `.some(nil)` for a Void result).
    static func firstResult(_ body: [Effect], keyword: ResultKeyword) -> ValueExpr?? {
        for e in body {
            switch (e.kind, keyword) {
            case (.finish(let v), .finish), (.terminate(let v), .terminate): return .some(v)
            default: continue
            }
        }
        return nil
    }

    /// How the source of a pending result can be left by a gesture now: back, swipe, both or neither.
    public func gestures(for source: PendingResult.Source, in state: SimState) -> (back: Bool, swipe: Bool) {
        var screenID: Int?
        switch source {
        case .screen(let id): screenID = id
        case .coordinator(let c): screenID = state.coordinators[c]?.rootScreen
        }
        guard let id = screenID, state.controllers[id] != nil else { return (false, false) }
        var back = false
        if let nav = state.navigationController(of: id), case .navigation(let stack) = state.controllers[nav]?.kind,
           let i = stack.firstIndex(of: id) ?? stack.firstIndex(where: { state.subtree($0).contains(id) }), i > 0 {
            back = true
        }
        let ctx = state.presentationContext(of: id)
        let c = state.controllers[ctx]
        let swipe = c?.presenter != nil && (c?.style?.isSheet ?? false) && !(c?.nonDismissible ?? false)
        return (back, swipe)
    }
}
