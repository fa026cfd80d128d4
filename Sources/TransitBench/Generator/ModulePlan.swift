// SPDX-License-Identifier: MIT
/// One feature module of a generated flow: a coordinator, its root screen and the screens it shows.
struct ModulePlan {
    var index: Int
    /// Name prefix shared by the module's declarations, e.g. `Orders12`.
    var prefix: String
    var features: Set<Feature>
    var parent: Int?
    var children: [Int] = []
    var result: ResultKind = .none
    var verb: StartVerb = .tab
    /// The shared action set its screens and cells adopt.
    var actionSet: Int
    /// The enum its editor and form report.
    var outcome: Int
    /// The error type its picker reports.
    var failure: Int

    var screenCount: Int { 1 + features.count }
    var coordinator: String { prefix + "Coordinator" }
    var home: String { prefix + "Home" }
    func has(_ f: Feature) -> Bool { features.contains(f) }
}
