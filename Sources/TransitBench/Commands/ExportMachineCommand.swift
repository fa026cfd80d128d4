// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import TransitModel

/// `transit-bench export-machine FLOW -o machine.json`: the flow as a flat state machine, with a seeded walk,
/// for the Python peers in scripts/peers/.
struct ExportMachineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export-machine",
        abstract: "Export a flow as a flat state machine (states = screens, transitions = actions) in JSON, with a random walk."
    )

    @ArgumentParser.Argument(help: "The flow file.")
    var flow: String

    @Option(name: [.short, .customLong("output")], help: "The JSON file to write (standard output when absent).")
    var output: String?

    @Option(help: "Length of the random walk the peers replay.")
    var walk = 20_000

    @Option(help: "Seed of the walk.")
    var seed: UInt64 = 1

    func run() throws {
        let outcome = FlowLoader.load([flow])
        guard !outcome.hasErrors else {
            throw ValidationError("\(flow) has \(outcome.errorCount) errors; run 'transit check \(flow)'")
        }
        let machine = MachineExporter.machine(from: outcome.flow, walkLength: walk, seed: seed)
        let data = try JSONEncoder().encode(machine)
        if let output { try data.write(to: URL(fileURLWithPath: output)) } else { FileHandle.standardOutput.write(data) }
    }
}
