// SPDX-License-Identifier: MIT
import ArgumentParser

/// `transit-bench`: the synthetic flow generator and the benchmarks against peers (scripts/bench runs it).
@main
struct TransitBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transit-bench",
        abstract: "Generate synthetic flows and measure Transit against its peers.",
        subcommands: [GenerateCommand.self, ExportMachineCommand.self, RunCommand.self, ProfileCommand.self, MeasureChildCommand.self]
    )
}
