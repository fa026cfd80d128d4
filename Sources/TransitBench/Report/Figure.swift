// SPDX-License-Identifier: MIT
/// One line of the report: a figure measured on Transit, its peer measured in the same run, and its target.
struct Figure {
    enum Better { case lower, higher }

    struct Peer {
        var name: String
        var value: Summary
        /// Set when the peer had to be measured on less work and scaled (e.g. fewer events): said in the report.
        var note: String? = nil
    }

    struct Target {
        var text: String
        var met: Bool
        /// How far off, when missed ("2.6× over").
        var miss: String? = nil
    }

    var group: String
    var name: String
    var unit: String
    var better: Better
    var transit: Summary
    var peer: Peer? = nil
    var target: Target? = nil
    var note: String = ""

    /// How many times better Transit is than the peer (above 1: Transit wins), from the medians.
    var advantage: Double? {
        guard let p = peer, p.value.median > 0, transit.median > 0 else { return nil }
        return better == .lower ? p.value.median / transit.median : transit.median / p.value.median
    }
}
