// SPDX-License-Identifier: MIT
/// The shape of a generated flow, decided before any text is written: counts of shared declarations and the
/// feature modules with their tree (tabs at the top, children started by their parents).
struct FlowPlan {
    var screens: Int
    var seed: UInt64
    /// `Outcome0…`: enums reported by editors, forms and coordinators.
    var outcomeCount: Int
    /// `Failure0…`: error types reported by pickers.
    var failureCount: Int
    /// `Social0…`: shared action sets, each with its two shared screens (`UserPage`, `ShareSheet`).
    var actionSetCount: Int
    var modules: [ModulePlan]
    /// Modules `0..<tabCount` are the tabs of `Main`; the others are started by a parent module.
    var tabCount: Int

    /// The cases of `Outcome<index>`: the first is the positive one, the last is always `canceled`.
    static let outcomeCases: [[String]] = [
        ["saved", "canceled"],
        ["accepted", "declined", "canceled"],
        ["created", "updated", "deleted", "canceled"],
        ["confirmed", "skipped", "canceled"],
        ["sent", "drafted", "canceled"],
    ]

    func cases(ofOutcome e: Int) -> [String] { FlowPlan.outcomeCases[e % FlowPlan.outcomeCases.count] }

    var sharedScreenCount: Int { 2 * actionSetCount }
    var totalScreens: Int { sharedScreenCount + modules.reduce(0) { $0 + $1.screenCount } }
    /// Depth of the module tree (1 = tabs only).
    var depth: Int {
        modules.map { m in
            var d = 1
            var p = m.parent
            while let q = p { d += 1; p = modules[q].parent }
            return d
        }.max() ?? 0
    }
}
