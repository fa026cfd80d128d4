// SPDX-License-Identifier: MIT
import Foundation
import TransitModel

/// Runs the Python peers (scripts/peers/*.py) on flows flattened by `MachineExporter`, and collects what they
/// report. Each script builds the machine, replays the exported walk and, for pytransitions, draws the diagram.
struct PeerSuite {
    let context: BenchContext

    /// Writes the flat machine of a generated flow, with a walk of `walk` events; returns its path.
    func export(screens: Int, walk: Int) throws -> String {
        let outcome = FlowLoader.load([context.generated(screens)])
        let machine = MachineExporter.machine(from: outcome.flow, walkLength: walk, seed: context.seed)
        let path = context.path("machine-\(screens).json")
        try JSONEncoder().encode(machine).write(to: URL(fileURLWithPath: path))
        return path
    }

    func run(_ script: String, machine: String, _ arguments: [String]) throws -> PeerResult {
        let path = (context.peersDirectory as NSString).appendingPathComponent(script)
        let r = try ChildProcess.capture(context.python, [path, machine] + arguments)
        guard r.status == 0, let data = r.output.split(separator: "\n").last.map({ Data($0.utf8) }) else {
            throw BenchFailure("\(script) failed (\(r.status)): \(r.errors.suffix(600))")
        }
        do { return try JSONDecoder().decode(PeerResult.self, from: data) } catch {
            throw BenchFailure("\(script) printed no report: \(r.output.suffix(300))")
        }
    }

    /// Versions of the peers, for the report's header.
    func versions() -> String {
        let code = "import transitions, graphviz; from importlib.metadata import version; "
            + "import sys; print(sys.version.split()[0], transitions.__version__, graphviz.__version__, version('sismic'))"
        guard let r = try? ChildProcess.capture(context.python, ["-c", code]), r.status == 0 else { return "Python peers not found" }
        let v = r.output.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard v.count == 4 else { return r.output }
        return "Python \(v[0]), transitions \(v[1]), graphviz (Python) \(v[2]), sismic \(v[3])"
    }
}
