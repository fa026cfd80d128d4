import ArgumentParser
import Foundation
import TransitLanguage
import TransitModel

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check flow files and report every problem found.",
        discussion: """
        Exit status: 0 when no errors were found, 1 when the flow has errors, 2 when a file cannot be read \
        or the command is used wrongly.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case human, json }

    @ArgumentParser.Argument(help: "The flow files to check (each checked with the files it includes).")
    var files: [String]

    @Option(help: "Output format: human or json.")
    var format: Format = .human

    @Flag(help: "Treat warnings as errors.")
    var werror = false

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one flow file") }
    }

    func run() throws {
        var worst: Int32 = 0
        var all: [Diagnostic] = []
        // Each file is its own flow: examples in flows/ are separate apps.
        for file in files {
            let outcome = FlowLoader.load([file], werror: werror)
            all += outcome.diagnostics
            if outcome.ioFailure { worst = 2 } else if outcome.hasErrors, worst == 0 { worst = 1 }
        }
        switch format {
        case .json:
            Terminal.write(DiagnosticRenderer.json(all) + "\n")
        case .human:
            let r = DiagnosticRenderer(color: Terminal.colorOnStdout)
            Terminal.write(r.renderAll(all))
        }
        if worst != 0 { throw ExitCode(worst) }
    }
}
