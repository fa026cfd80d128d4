// SPDX-License-Identifier: MIT
/// A small seedable generator (SplitMix64): the same seed gives the same numbers on every platform and Swift
/// version, which the standard library's generator does not promise.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n` (n > 0). Modulo bias is irrelevant for the sizes used here, and unlike
    /// `Int.random(in:using:)` the mapping is fixed, so output never changes with the standard library.
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }

    /// True with probability `percent`/100.
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// A deterministic Fisher–Yates shuffle.
    mutating func shuffled<T>(_ items: [T]) -> [T] {
        var a = items
        var i = a.count - 1
        while i > 0 {
            let j = below(i + 1)
            a.swapAt(i, j)
            i -= 1
        }
        return a
    }
}
