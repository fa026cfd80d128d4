// SPDX-License-Identifier: MIT
/// A benchmark that cannot produce its figure (a flow that does not check, a peer that failed).
struct BenchFailure: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
}
