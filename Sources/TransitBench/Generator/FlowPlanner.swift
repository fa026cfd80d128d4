// SPDX-License-Identifier: MIT
/// Decides a `FlowPlan` for a number of screens and a seed. Every choice comes from one `SplitMix64`, so a seed
/// always gives the same plan.
struct FlowPlanner {
    struct TooSmall: Error, CustomStringConvertible {
        var minimum: Int
        var description: String { "a generated flow needs at least \(minimum) screens" }
    }

    /// Children per module: with four tabs, 10,000 screens nest about seven coordinators deep.
    static let branching = 3
    static let minimumScreens = 3

    /// Module names: realistic feature words, made unique by the module's index.
    static let words = [
        "Orders", "Catalog", "Inbox", "Cart", "Search", "Feed", "Wallet", "Photos", "Maps", "Notes",
        "Chat", "Events", "Rewards", "Support", "Library", "Tickets", "Friends", "Billing", "Travel", "Recipes",
    ]

    static func plan(screens: Int, seed: UInt64) throws -> FlowPlan {
        guard screens >= minimumScreens else { throw TooSmall(minimum: minimumScreens) }
        var rng = SplitMix64(seed: seed)
        let sets = max(1, screens / 100)
        let outcomes = max(2, min(12, screens / 60))
        let failures = max(1, min(4, screens / 250))
        var remaining = screens - 2 * sets
        var modules: [ModulePlan] = []
        while remaining > 0 {
            // Module sizes of 2–7 screens; small flows use small modules so that they still nest.
            var size = 2 + rng.below(min(6, max(1, remaining / 3)))
            if remaining <= 3 || size > remaining { size = remaining }
            let features = chooseFeatures(count: size - 1, &rng)
            let index = modules.count
            modules.append(ModulePlan(index: index, prefix: words[rng.below(words.count)] + String(index), features: features,
                                      parent: nil, actionSet: rng.below(sets), outcome: rng.below(outcomes), failure: rng.below(failures)))
            remaining -= 1 + features.count
        }
        let m = modules.count
        let tabs = m >= 12 ? 4 : (m >= 5 ? 3 : (m >= 3 ? 2 : 1))
        for i in tabs..<max(tabs, m) {
            let parent = (i - tabs) / branching
            modules[i].parent = parent
            modules[parent].children.append(i)
            let r = rng.below(100)
            modules[i].result = r < 35 ? .bool : (r < 80 ? .outcome(rng.below(outcomes)) : .result(rng.below(outcomes), rng.below(failures)))
            let v = rng.below(100)
            modules[i].verb = v < 40 ? .push : .present(style: v < 70 ? "pageSheet" : (v < 85 ? "formSheet" : "fullScreen"))
        }
        return FlowPlan(screens: screens, seed: seed, outcomeCount: outcomes, failureCount: failures, actionSetCount: sets,
                        modules: modules, tabCount: tabs)
    }

    /// Exactly `count` features (at most all of them), each after what it requires.
    static func chooseFeatures(count: Int, _ rng: inout SplitMix64) -> Set<Feature> {
        var chosen = Set<Feature>()
        let order = rng.shuffled(Feature.allCases)
        var progress = true
        while chosen.count < count && progress {
            progress = false
            for f in order where chosen.count < count && !chosen.contains(f) {
                if let r = f.requires, !chosen.contains(r) { continue }
                chosen.insert(f)
                progress = true
            }
        }
        return chosen
    }
}
