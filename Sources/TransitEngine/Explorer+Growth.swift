// SPDX-License-Identifier: MIT
import TransitModel

extension Explorer {
    /// A stack, chain or tree that can grow forever: the search stops expanding the state that shows it.
    struct Growth: Sendable {
        /// What the finding is deduplicated by (`stack:Detail`, `modals`, …).
        var key: String
        var message: String
        /// The repeated screen was pushed `repeatable`: the app means it, not a finding.
        var intended: Bool
        /// A screen repeats (a warning), rather than a limit being passed (an error).
        var cycle: Bool
    }

    /// A cycle that grows forever: a navigation stack or modal chain that holds the same screen with the same
    /// inputs twice (what repeated once repeats again), or one past the growth limit; too many embedded
    /// children; too many live coordinators.
    func growth(_ s: SimState) -> Growth? {
        func repeated(_ ids: [ControllerID]) -> (Int, Int)? {
            var seen: [ScreenInstance: Int] = [:]
            for (i, id) in ids.enumerated() {
                guard var inst = s.screen(s.visibleLeaf(id) ?? id) else { continue }
                inst.owner = nil
                if let j = seen[inst] { return (j, i) }
                seen[inst] = i
            }
            return nil
        }
        for (_, c) in s.controllers {   // ascending ids
            if c.embedded.count > bounds.embedLimit {
                return Growth(key: "embedded", message: "\(s.name(of: c.id)) embeds more and more children (\(c.embedded.count)): each action adds one and none is removed", intended: false, cycle: false)
            }
            if case .navigation(let stack) = c.kind {
                if let (a, b) = repeated(stack) {
                    let cycle = stack[a...b].map { s.name(of: $0) }.joined(separator: " › ")
                    return Growth(key: "stack:" + s.name(of: stack[b]),
                            message: "a navigation stack can grow without bound: \(cycle) pushes the same screen again, and the cycle can repeat forever (if the app means it — a profile that opens a profile — write the push 'repeatable')",
                            intended: s.controllers[stack[b]]?.repeatable ?? false, cycle: true)
                }
                if stack.count > bounds.growthLimit {
                    return Growth(key: "stack", message: "a navigation stack grows past \(bounds.growthLimit) screens", intended: false, cycle: false)
                }
            }
        }
        let chain = s.modalChain
        if let (a, b) = repeated(chain) {
            let cycle = chain[a...b].compactMap { s.visibleLeaf($0).map { s.name(of: $0) } }.joined(separator: " › ")
            return Growth(key: "modals:" + (s.visibleLeaf(chain[b]).map { s.name(of: $0) } ?? ""), message: "the chain of presented screens can grow without bound: \(cycle) presents the same screen again", intended: false, cycle: true)
        }
        if chain.count > bounds.growthLimit {
            return Growth(key: "modals", message: "the chain of presented screens grows past \(bounds.growthLimit)", intended: false, cycle: false)
        }
        if s.coordinators.count > bounds.growthLimit {
            return Growth(key: "coordinators", message: "the number of live coordinators grows without bound (\(s.coordinators.count)): children are started and never released", intended: false, cycle: false)
        }
        return nil
    }
}
