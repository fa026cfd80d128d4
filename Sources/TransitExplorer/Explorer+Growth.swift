// SPDX-License-Identifier: MIT
import TransitEngine
import TransitModel

extension Explorer {
    /// A stack, chain or tree that can grow forever: the search stops expanding the state that shows it.
    struct Growth: Sendable {
        /// What the finding is deduplicated by (`stack:Detail`, `modals`, …).
        var key: String
        /// What grows (its finding's message; a repeated screen is a cycle, a warning).
        var kind: ExplorerMessage.Growth
        /// The repeated screen was pushed `repeatable`: the app means it, not a finding.
        var intended: Bool = false
    }

    /// A cycle that grows forever: a navigation stack or modal chain that holds the same screen with the same
    /// inputs twice (what repeated once repeats again), or one past the growth limit; too many embedded
    /// children; too many live coordinators.
    func growth(_ s: SimState) -> Growth? {
        func repeated(_ ids: [ControllerID]) -> (Int, Int)? {
            var seen: [ScreenInstance: Int] = [:]
            for (i, id) in ids.enumerated() {
                guard let inst = s.screen(s.visibleLeaf(id) ?? id)?.withoutOwner else { continue }
                if let j = seen[inst] { return (j, i) }
                seen[inst] = i
            }
            return nil
        }
        for (_, c) in s.controllers {   // ascending ids
            if c.embedded.count > bounds.embedLimit {
                return Growth(key: "embedded", kind: .embeds(screen: s.name(of: c.id), children: c.embedded.count))
            }
            if case .navigation(let stack) = c.kind {
                if let (a, b) = repeated(stack) {
                    return Growth(key: "stack:" + s.name(of: stack[b]), kind: .stackRepeats(cycle: stack[a...b].map { s.name(of: $0) }),
                                  intended: s.controllers[stack[b]]?.repeatable ?? false)
                }
                if stack.count > bounds.growthLimit {
                    return Growth(key: "stack", kind: .stackPastLimit(bounds.growthLimit))
                }
            }
        }
        let chain = s.modalChain
        if let (a, b) = repeated(chain) {
            let cycle = chain[a...b].compactMap { s.visibleLeaf($0).map { s.name(of: $0) } }
            return Growth(key: "modals:" + (s.visibleLeaf(chain[b]).map { s.name(of: $0) } ?? ""), kind: .modalsRepeat(cycle: cycle))
        }
        if chain.count > bounds.growthLimit {
            return Growth(key: "modals", kind: .modalsPastLimit(bounds.growthLimit))
        }
        for name in s.paths.keys.sorted() {
            let values = s.paths[name] ?? []
            if let v = values.enumerated().first(where: { values[..<$0.offset].contains($0.element) })?.element {
                return Growth(key: "path:" + name, kind: .pathRepeats(path: name, value: v.description))
            }
            if values.count > bounds.growthLimit { return Growth(key: "path:" + name, kind: .pathPastLimit(path: name, bounds.growthLimit)) }
        }
        if s.coordinators.count > bounds.growthLimit {
            return Growth(key: "coordinators", kind: .coordinators(s.coordinators.count))
        }
        return nil
    }
}
