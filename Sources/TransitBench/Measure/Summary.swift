// SPDX-License-Identifier: MIT
/// Several measurements of one figure: the median and the spread.
struct Summary: Codable {
    var samples: [Double]

    init(_ samples: [Double]) { self.samples = samples }

    var count: Int { samples.count }
    var sorted: [Double] { samples.sorted() }
    var min: Double { sorted.first ?? .nan }
    var max: Double { sorted.last ?? .nan }
    var median: Double {
        let s = sorted
        guard !s.isEmpty else { return .nan }
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    /// Linear-interpolated percentile (0…100).
    func percentile(_ p: Double) -> Double {
        let s = sorted
        guard !s.isEmpty else { return .nan }
        let x = p / 100 * Double(s.count - 1)
        let i = Int(x)
        guard i + 1 < s.count else { return s[s.count - 1] }
        return s[i] + (s[i + 1] - s[i]) * (x - Double(i))
    }

    func map(_ f: (Double) -> Double) -> Summary { Summary(samples.map(f)) }
}
