// SPDX-License-Identifier: MIT
/// The report: the machine, the versions, one table of every figure with its spread, peer and target, then the
/// notes that say what each figure measured.
struct MarkdownReport {
    var machine: MachineInfo
    var loadAverage: String
    var versions: [String]
    var command: String
    var figures: [Figure]
    var phases: LoadCheckSuite.Phases?
    var seconds: Double

    func text() -> String {
        var out = "## Transit benchmark run\n\n"
        out += "- **Machine:** \(machine.cores) cores, \(machine.cpu), \(machine.memory) RAM; \(machine.os), \(machine.kernel)\n"
        out += "- **Date:** \(machine.date); load average at start: \(loadAverage)\n"
        for v in versions { out += "- \(v)\n" }
        out += "- **Command:** `\(command)` (\(Number.text(seconds)) s)\n\n"
        out += "| # | figure | unit | Transit median | spread (min–max) | runs | peer | peer median (min–max) | Transit vs peer | target |\n"
        out += "|---|---|---|---:|---:|---:|---|---:|---:|---|\n"
        for (i, f) in figures.enumerated() {
            var cells = ["\(i + 1)", f.name, f.unit, "**" + Number.text(f.transit.median) + "**",
                         Number.text(f.transit.min) + "–" + Number.text(f.transit.max), "\(f.transit.count)"]
            if let p = f.peer {
                cells += [p.name, Number.text(p.value.median) + " (" + Number.text(p.value.min) + "–" + Number.text(p.value.max) + ")"]
                if let a = f.advantage {
                    cells.append(a >= 1 ? "**\(Number.ratio(a)) faster**" : "\(Number.ratio(1 / a)) slower")
                } else {
                    cells.append("—")
                }
            } else {
                cells += ["—", "—", "—"]
            }
            if let t = f.target {
                cells.append(t.text + ": " + (t.met ? "met" : "**missed**" + (t.miss.map { " (\($0))" } ?? "")))
            } else {
                cells.append("")
            }
            out += "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
        }
        out += "\nNotes:\n\n"
        for (i, f) in figures.enumerated() where !f.note.isEmpty {
            out += "- (\(i + 1)) \(f.note)\n"
        }
        if let p = phases {
            let total = p.read + p.parse + p.resolve + p.staticChecks
            func part(_ x: Double) -> String { "\(Number.text(x * 1000)) ms (\(Int((x / total * 100).rounded())) %)" }
            out += "- Front end on 10,000 screens, phase by phase (median of 3): read and decode \(part(p.read)), "
                + "parse \(part(p.parse)) (lexing alone, timed apart: \(Number.text(p.lex * 1000)) ms), resolve \(part(p.resolve)), "
                + "static checks \(part(p.staticChecks)).\n"
        }
        return out
    }
}
