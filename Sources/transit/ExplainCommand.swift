// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import TransitLanguage
import TransitModel
import TransitPresentation

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a diagnostic code: what it means, what triggers it, and an example with what check says of it.",
        discussion: """
        Codes: T… the flow language's checks (docs/language.md), R… the simulator's runtime checks and X… the \
        explorer's findings (docs/simulator.md). Without a code, every code is listed with its title.
        """
    )

    @ArgumentParser.Argument(help: "A code such as T130, R301 or X404.")
    var code: String?

    func run() throws {
        let catalog = CodeCatalog.embedded
        let style = TextStyle(color: Terminal.colorOnStdout)
        // The registry gives code, severity and title; the documentation's table row explains it.
        guard let given = code else {
            var out = ""
            let width = DiagnosticCode.allCases.map(\.severityText.count).max() ?? 0
            for c in DiagnosticCode.allCases {
                out += "\(style.bold(c.rawValue))  \(c.severityText.padding(toLength: width, withPad: " ", startingAt: 0)) \(c.title)\n"
            }
            Terminal.write(out)
            return
        }
        guard let code = DiagnosticCode(rawValue: given.uppercased()) else {
            let hint = Suggest.closest(given.uppercased(), in: DiagnosticCode.allCases.map(\.rawValue)).map { "; did you mean \($0)?" } ?? ""
            Terminal.write("transit explain: no diagnostic code '\(given)'\(hint) ('transit explain' lists them all)\n", fd: 2)
            throw ExitCode(2)
        }
        var out = style.bold("\(code.rawValue) — \(code.title)") + "\n"
        out += "  severity: \(code.severityText)\n"
        // Every documented column but those the registry already said (a test keeps the two in agreement) and the
        // empty ones.
        for (name, value) in catalog.entries[code.rawValue]?.fields ?? []
        where !value.isEmpty && name != "severity" && !(name == "title" && value == code.title) {
            out += "  \(name): \(value)\n"
        }
        out += style.dim("  (\(code.family.document))") + "\n"
        if let example = catalog.example(for: code.rawValue) {
            out += "\n" + style.bold("Example: flows/broken/\(example.name)") + "\n"
            let lines = example.text.split(separator: "\n", omittingEmptySubsequences: false)
            let shown = lines.count > 40 ? Array(lines.prefix(40)) : Array(lines)
            for (i, line) in shown.enumerated() where !(i == shown.count - 1 && line.isEmpty) {
                out += style.dim(String(format: "%4d | ", i + 1)) + TerminalText.safe(String(line), keepStyles: false) + "\n"
            }
            if lines.count > 40 { out += style.dim("     … \(lines.count - 40) more lines") + "\n" }
            out += "\n" + style.bold("What `transit check` says of it:") + "\n" + check(example.name, catalog: catalog, color: style.color)
        }
        Terminal.write(out)
    }

    /// Runs the checker on the embedded example (with the files it includes) and renders what it finds, named as
    /// in the repository.
    func check(_ name: String, catalog: CodeCatalog, color: Bool) -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-explain-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (path, data) in catalog.examples {
            let file = dir + "/" + path
            try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try? data.write(to: URL(fileURLWithPath: file))
        }
        let outcome = FlowLoader.load([dir + "/" + name])
        let text = DiagnosticRenderer(color: color).renderAll(outcome.diagnostics)
        return text.replacingOccurrences(of: dir + "/", with: "flows/broken/")
    }
}
