// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import TransitLanguage
import TransitModel
import TransitPresentation
import TransitShell

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a flow for other tools: the resolved flow graph as JSON, one coordinator as SCXML, or the navigation as Promela for SPIN.",
        discussion: """
        json: screens, coordinators, tab bars, events and the flow graph's nodes and edges, as described by \
        docs/flow.schema.json (see docs/export.md). scxml: one coordinator's navigation as a W3C SCXML statechart \
        (--coordinator, default: the one the app launches); its child coordinators are invoked as their own \
        documents, NAME.scxml. promela: the app's navigation (stacks, tabs, presented screens) as a model for the SPIN \
        model checker, whose states are the explorer's (see docs/spin.md); it covers screens without inputs whose \
        actions push, present, pop or dismiss, and refuses anything else with its place. The format comes from \
        --format or the output file's extension. The flow must check without errors. Files are written atomically.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, scxml, promela
        init?(path: String) {
            switch (path as NSString).pathExtension.lowercased() {
            case "json": self = .json
            case "scxml", "xml": self = .scxml
            case "pml", "promela": self = .promela
            default: return nil
            }
        }
    }

    @ArgumentParser.Argument(help: "The flow file.", completion: .file(extensions: ["flow"]))
    var flow: String

    @Option(name: .shortAndLong, help: "Output file (- for standard output).", completion: .file())
    var output = "-"

    @Option(help: "json, scxml or promela (default: from the output file's extension, else scxml with --coordinator, else json).")
    var format: Format?

    @OptionGroup var force: ForceOption

    @Option(help: "For scxml: the coordinator to export.")
    var coordinator: String?

    func run() throws {
        let format = self.format ?? Format(path: output) ?? (coordinator != nil ? .scxml : .json)
        let outcome = FlowLoader.load([flow])
        if outcome.ioFailure || outcome.hasErrors {
            Terminal.write(DiagnosticRenderer(color: Terminal.colorOnStderr).renderAll(outcome.diagnostics), fd: 2)
            throw ExitCode(outcome.ioFailure ? 2 : 1)
        }
        let data: Data
        switch format {
        case .json:
            if coordinator != nil { throw usage("--coordinator goes with --format scxml") }
            data = FlowDocument(flow: outcome.flow).json()
        case .scxml:
            switch StatechartExport.document(flow: outcome.flow, coordinator: coordinator) {
            case .success(let text): data = Data(text.utf8)
            case .failure(let error): throw usage(error.description)
            }
        case .promela:
            if coordinator != nil { throw usage("--coordinator goes with --format scxml") }
            let name = outcome.flow.app?.name ?? (flow as NSString).lastPathComponent
            switch PromelaExport.document(flow: outcome.flow, name: name) {
            case .success(let text): data = Data(text.utf8)
            case .failure(let refusal): throw usage(refusal.description)
            }
        }
        if output == "-" {
            Terminal.write(bytes: [UInt8](data), fd: 1)
            return
        }
        do { try AtomicFile.write(data, to: output, force: force.force) } catch {
            Terminal.write("transit: cannot write \(output): \(force.text(error))\n", fd: 2)
            throw ExitCode(2)
        }
    }

    func usage(_ message: String) -> ExitCode {
        Terminal.write("transit export: \(message)\n", fd: 2)
        return ExitCode(2)
    }
}
