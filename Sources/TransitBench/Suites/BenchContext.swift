// SPDX-License-Identifier: MIT
import Foundation

/// What every suite needs: where the binaries, flows and peers are, how many runs, and a progress log.
struct BenchContext {
    var transit: String
    /// This benchmark's own binary, for `measure-child`.
    var bench: String
    var workDirectory: String
    var flowsDirectory: String
    var peersDirectory: String
    var python: String
    /// Fewer runs and smaller walks (a smoke run of the harness, not figures to publish).
    var quick: Bool
    var seed: UInt64
    var skipPeers: Bool

    func runs(_ normal: Int) -> Int { quick ? max(2, normal / 3) : normal }

    func log(_ s: String) {
        FileHandle.standardError.write(Data(("  " + s + "\n").utf8))
    }

    func path(_ name: String) -> String { (workDirectory as NSString).appendingPathComponent(name) }

    /// The generated flow of `screens` screens (written once by the run command).
    func generated(_ screens: Int) -> String { path("generated-\(screens).flow") }
}
