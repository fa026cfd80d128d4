// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation

/// `transit-bench generate --screens N --seed S [-o FILE]`: a deterministic, realistic flow of N screens.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a synthetic flow: coordinators nested several levels, tab bars, stacks, sheets with results, shared action sets.",
        discussion: "The same screen count and seed always give byte-identical output. The flow checks clean with 'transit check'."
    )

    @Option(help: "Number of screens (at least \(FlowPlanner.minimumScreens)).")
    var screens: Int

    @Option(help: "Seed of the generator.")
    var seed: UInt64 = 1

    @Option(name: [.short, .customLong("output")], help: "Write to this file instead of standard output.")
    var output: String?

    @Flag(help: "Screens and navigation only (the subset 'transit export --format promela' covers), for SPIN.")
    var navigation = false

    @Option(help: "With --navigation: tabs at the root (0: one navigation stack).")
    var tabs = 2

    func run() throws {
        if navigation {
            guard screens >= 2, screens <= 250, (0...8).contains(tabs) else {
                throw ValidationError("--navigation takes 2…250 screens and 0…8 tabs")
            }
            let text = NavigationFlowWriter.write(screens: screens, tabs: tabs, seed: seed)
            if let output { try Data(text.utf8).write(to: URL(fileURLWithPath: output)) } else { FileHandle.standardOutput.write(Data(text.utf8)) }
            return
        }
        let plan: FlowPlan
        do { plan = try FlowPlanner.plan(screens: screens, seed: seed) } catch { throw ValidationError("\(error)") }
        let text = FlowWriter.write(plan)
        if let output {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output))
            FileHandle.standardError.write(Data("\(output): \(plan.totalScreens) screens, \(plan.modules.count) modules, \(plan.tabCount) tabs, \(plan.depth) levels\n".utf8))
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }
}
