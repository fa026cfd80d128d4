// SPDX-License-Identifier: MIT
import Foundation
import TransitEngine
import TransitLanguage
import TransitModel
import TransitPresentation

/// Views of the session: the state views, the log, diagnostics, settings and help.
extension ShellSession {
    func view(_ f: (TextStyle, SimState, Engine) -> String) -> CommandResult {
        if let r = requireFlow() { return r }
        var r = CommandResult()
        r.output = f(style, viewedState!, engine!)
        return r
    }

    func log(_ rest: String) -> CommandResult {
        if let r = requireFlow() { return r }
        var words = rest.split(separator: " ").map(String.init)
        let all = words.contains("all")
        words.removeAll { $0 == "all" }
        guard words.count <= 1, words.first.map({ Int($0) != nil && Int($0)! > 0 }) ?? true else { return .fail("usage: log [N] [all]") }
        let ts = Array(history?.past ?? [])
        let n = words.first.flatMap(Int.init) ?? ts.count
        var lines: [String] = []
        for (k, t) in ts.enumerated().suffix(n) {
            lines.append(style.bold("event \(k + 1): \(ShellSession.command(for: t.event))"))
            for (i, s) in t.steps.enumerated() where all || !s.isLifecycle { lines.append(formatStep(i, s)) }
        }
        var r = CommandResult()
        r.output = lines.isEmpty ? "no events yet" : lines.joined(separator: "\n")
        return r
    }

    func diagnostics() -> CommandResult {
        if let r = requireFlow() { return r }
        var lines: [String] = []
        let renderer = DiagnosticRenderer(color: style.color)
        for d in outcome?.diagnostics ?? [] { lines.append(renderer.render(d)) }
        for d in history?.diagnostics ?? [] {
            let text = "\(d.severity.rawValue)[\(d.code.rawValue)]: \(d.message)  (event: \(d.event)\(d.span.map { ", \($0.description)" } ?? ""))"
            lines.append(d.severity == .error ? style.red(text) : style.yellow(text))
        }
        var r = CommandResult()
        r.output = lines.isEmpty ? "no problems found" : lines.joined(separator: "\n")
        return r
    }

    mutating func set(_ rest: String) -> CommandResult {
        let parts = rest.split(separator: " ").map(String.init)
        guard parts.count == 2, parts[0] == "lifecycle", parts[1] == "on" || parts[1] == "off" else {
            return .fail("usage: set lifecycle on|off")
        }
        showLifecycle = parts[1] == "on"
        return CommandResult()
    }

    func help(_ rest: String) -> CommandResult {
        var r = CommandResult()
        if rest.isEmpty {
            // 80 columns: the name (and aliases) in a column, the summary wrapped beside it; 'help NAME' has the rest.
            let names = CommandSpec.all.map { s in s.name.rawValue + (s.aliases.isEmpty ? "" : " (" + s.aliases.joined(separator: ", ") + ")") }
            let width = min(22, names.map(\.count).max() ?? 12) + 2
            var lines: [String] = []
            // Grouped by what a command is for, in the table's order within a group.
            for (title, members) in CommandSpec.groups {
                if !lines.isEmpty { lines.append("") }
                lines.append(style.bold(title + ":"))
                for (s, n) in zip(CommandSpec.all, names) where members.contains(s.name) {
                    let wrapped = ShellSession.wrap(s.summary, width: 80 - width)
                    let head = n.count + 2 <= width ? n.padding(toLength: width, withPad: " ", startingAt: 0) : n + "\n" + String(repeating: " ", count: width)
                    lines.append(head + wrapped.joined(separator: "\n" + String(repeating: " ", count: width)))
                }
            }
            r.output = lines.joined(separator: "\n") + "\n" + style.dim("help COMMAND: its usage and examples")
            return r
        }
        guard let s = CommandSpec.find(rest) else {
            return .fail("no command '\(rest)'" + Suggest.didYouMean(rest, in: CommandSpec.allWords))
        }
        r.output = "usage: \(s.usage)\n\(s.summary)" + (s.details.isEmpty ? "" : "\n\n\(s.details)")
            + (s.aliases.isEmpty ? "" : "\naliases: " + s.aliases.joined(separator: ", "))
        return r
    }

    /// Splits text into lines of at most `width` characters, at spaces.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var cur = ""
        for word in text.split(separator: " ") {
            if !cur.isEmpty, cur.count + 1 + word.count > width { lines.append(cur); cur = "" }
            cur += (cur.isEmpty ? "" : " ") + word
        }
        if !cur.isEmpty { lines.append(cur) }
        return lines
    }
}
