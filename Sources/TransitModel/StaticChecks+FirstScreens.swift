// SPDX-License-Identifier: MIT
import TransitLanguage

extension StaticChecks {
    /// A screen a child coordinator shows first (its root, or what a root-less child's start pushes or presents):
    /// the screen whose going away ends the child in UIKit's eyes (the engine's `rootScreen`).
    struct FirstScreen: Hashable {
        var screen: String
        var entry: String?
        /// `.push` or `.present`: the only transitions the user can undo without app code.
        var kind: ShowKind
        var options: ShowOptions
        /// The `then` of the show: a result the screen's own `on back` delivers may end the child there.
        var handler: ResultHandler?
        /// Pushed onto an empty navigation controller: it is the stack's root, which no gesture pops.
        var stackRoot: Bool
    }

    /// The first screens of `child` when started with `kind` and `opts`; `stackEmpty`: the navigation controller it
    /// pushes onto is known to be empty there (right after `root UINavigationController`). A `match` or `if` on an
    /// input given as a constant (`start Flow(purpose: .listen)`) follows only the branch that runs.
    func firstScreens(of child: String, kind: ShowKind, opts: ShowOptions, stackEmpty: Bool,
                      arguments: [(String, ValueExpr)] = []) -> [FirstScreen] {
        guard let c = flow.coordinators[child] else { return [] }
        switch kind {
        case .push, .present:
            guard case .screen(let s, let entry)? = c.root?.ref else { return [] }
            return [FirstScreen(screen: s, entry: entry, kind: kind, options: opts, handler: nil,
                                stackRoot: kind == .push && stackEmpty)]
        case .itself:
            guard let body = c.start else { return [] }
            var found: [FirstScreen] = []
            var known: [String: Value] = [:]
            for (k, e) in arguments { if let v = Self.constant(e, [:]) { known[VariableKey.local(k).bindingKey] = v } }
            _ = scanFirstShows(body[...], coordinator: c, known: known, stackEmpty: stackEmpty, depth: 0, into: &found)
            return found
        default:
            return []
        }
    }

    /// Follows each path of a root-less start until its first show; returns whether some path goes on past the end
    /// without showing anything, with the stack's emptiness then.
    private func scanFirstShows(_ effects: ArraySlice<Effect>, coordinator c: CoordinatorDef, known: [String: Value], stackEmpty: Bool,
                                depth: Int, into found: inout [FirstScreen]) -> (open: Bool, empty: Bool) {
        var empty = stackEmpty
        for e in effects {
            switch e.kind {
            case .show(.root, let d, _, _) where d.ref == .emptyNavigation:
                empty = true
            case .show(let kind, let d, let opts, let h):
                if kind == .push || kind == .present, case .screen(let s, let entry) = d.ref {
                    found.append(FirstScreen(screen: s, entry: entry, kind: kind, options: opts, handler: h,
                                             stackRoot: kind == .push && empty))
                }
                return (false, false)
            case .setStack, .start:
                // A new stack, or a grandchild's screen: nothing the child's own gestures end.
                return (false, false)
            case .branch(let cond, let a, let b):
                if let taken = Self.decided(cond, known) {
                    let r = scanFirstShows((taken ? a : b)[...], coordinator: c, known: known, stackEmpty: empty, depth: depth, into: &found)
                    if !r.open { return (false, false) }
                    empty = r.empty
                    continue
                }
                let x = scanFirstShows(a[...], coordinator: c, known: known, stackEmpty: empty, depth: depth, into: &found)
                let y = scanFirstShows(b[...], coordinator: c, known: known, stackEmpty: empty, depth: depth, into: &found)
                if !x.open && !y.open { return (false, false) }
                empty = (!x.open || x.empty) && (!y.open || y.empty)
            case .match(let subject, var arms) where !arms.isEmpty:
                if let v = Self.constant(subject, known), let arm = arms.first(where: { $0.pattern.match(v) != nil }) { arms = [arm] }
                let rs = arms.map { scanFirstShows($0.body[...], coordinator: c, known: known, stackEmpty: empty, depth: depth, into: &found) }
                if !rs.contains(where: \.open) { return (false, false) }
                empty = rs.allSatisfy { !$0.open || $0.empty }
            case .callProcedure(let name, _) where depth < 8:
                guard let p = c.procedures[name] else { continue }
                let r = scanFirstShows(p.body[...], coordinator: c, known: [:], stackEmpty: empty, depth: depth + 1, into: &found)
                if !r.open { return (false, false) }
                empty = r.empty
            default:
                continue
            }
        }
        return (true, empty)
    }

    /// The value of `e` when it is a constant or made of `known` bindings only.
    static func constant(_ e: ValueExpr, _ known: [String: Value]) -> Value? {
        switch e {
        case .constant(let v): v
        case .variable(let k): known[k.bindingKey]
        case .success(let x): constant(x, known).map(Value.success)
        case .failure(let x): constant(x, known).map(Value.failure)
        }
    }

    /// Which way an `if` goes when everything it reads is known.
    static func decided(_ cond: ValueCondition, _ known: [String: Value]) -> Bool? {
        guard constant(cond.lhs, known) != nil, cond.rhs.map({ constant($0, known) != nil }) ?? true else { return nil }
        return cond.evaluate(known)
    }
}
