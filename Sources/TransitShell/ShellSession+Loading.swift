// SPDX-License-Identifier: MIT
import Foundation
import TransitEngine
import TransitLanguage
import TransitModel
import TransitPresentation

/// Loading a flow: files, includes, a reload that replays the events, `source` of a script.
extension ShellSession {
    public mutating func load(_ rest: String) -> CommandResult {
        guard !rest.isEmpty else { return .fail("usage: load FILE…") }
        let files: [String]
        do { files = try ShellSession.words(rest) } catch { return .fail(error.description) }
        return loadFiles(files.map(resolve), replay: [])
    }

    /// Loads files named on the command line: no quoting, so any file name works.
    public mutating func load(files: [String]) -> CommandResult {
        files.isEmpty ? .fail("usage: load FILE…") : loadFiles(files.map(resolve), replay: [])
    }

    mutating func loadFiles(_ files: [String], replay events: [Event]) -> CommandResult {
        // Reading, checking and replaying run where Ctrl-C can abandon them; the session changes only after.
        let loaded = SlowWork.run(SlowWork.Policy(limit: nil), interrupted: interrupted,
                                   slow: { [slowNotice] in slowNotice("loading… (Ctrl-C stops it)") }) { () -> (CheckOutcome, History.Replay?) in
            let o = FlowLoader.load(files)
            if o.ioFailure || o.hasErrors || events.isEmpty { return (o, nil) }
            return (o, History.replay(events, on: Engine(flow: o.flow)))
        }
        guard case .finished(let (o, replayed)) = loaded else {
            var r = CommandResult.fail("loading interrupted; " + (history != nil ? "the flow loaded before stays" : "no flow is loaded"))
            r.interrupted = true
            return r
        }
        var r = CommandResult()
        let renderer = DiagnosticRenderer(color: style.color)
        if o.ioFailure || o.hasErrors {
            r.output = o.diagnostics.map(renderer.render).joined(separator: "\n")
            r.error = o.ioFailure ? "cannot read \(files.joined(separator: ", "))" :
                "the flow has \(o.errorCount) error\(o.errorCount == 1 ? "" : "s")" + (history != nil ? "; the last good flow stays loaded" : "")
            r.loadFailed = true
            return r
        }
        flowPaths = files
        outcome = o
        diagram = nil
        let engine = Engine(flow: o.flow)
        pausedAt = nil
        let f = o.flow
        var lines: [String] = []
        if !events.isEmpty {
            let replay = replayed ?? History.replay(events, on: engine)
            history = replay.history
            if let d = replay.divergence {
                notReplayed = Array(events[d.index...])
                lines.append("replayed \(d.index) of \(events.count) events; event \(d.index + 1) '\(ShellSession.command(for: d.event))' no longer applies: \(d.reason)")
                lines.append(style.dim(notReplayed.count == 1 ? "that event is kept: 'redo' (or a reload after a fix) tries it again"
                                       : "those \(notReplayed.count) events are kept: 'redo' (or a reload after a fix) tries them again"))
            } else {
                notReplayed = []
                lines.append("replayed \(events.count) event\(events.count == 1 ? "" : "s")")
            }
        } else {
            history = History(engine: engine)
        }
        let name = (files.first.map { ($0 as NSString).lastPathComponent }) ?? "flow"
        lines.insert("loaded \(name): \(f.screens.count) screens, \(f.coordinators.count) coordinators, \(f.tabBars.count) tab bars"
                     + (o.warningCount > 0 ? ", \(o.warningCount) warning\(o.warningCount == 1 ? "" : "s") (see 'diagnostics')" : ""), at: 0)
        if events.isEmpty, f.app != nil { lines.append(style.dim("type 'launch' to start the app, 'help' for commands")) }
        r.output = lines.joined(separator: "\n")
        return r
    }

    /// Loads a flow held in memory (tests, fuzzing): no file is read. A flow with errors is not loaded, and the
    /// result says why.
    @discardableResult
    public mutating func loadSource(_ source: String, name: String) -> CommandResult {
        let o = FlowLoader.load(source: source, path: name)
        guard !o.hasErrors else {
            return .fail(DiagnosticRenderer(color: false).renderAll(o.diagnostics).trimmingCharacters(in: .newlines))
        }
        flowPaths = []
        outcome = o
        diagram = nil
        pausedAt = nil
        history = History(engine: Engine(flow: o.flow))
        var r = CommandResult()
        r.output = "loaded \(name)"
        return r
    }

    public mutating func reload() -> CommandResult {
        guard !flowPaths.isEmpty else { return .fail("nothing to reload: load FILE first") }
        // Events an earlier reload could not replay come after: a fixed flow gets them all back.
        return loadFiles(flowPaths, replay: (history?.events ?? []) + notReplayed)
    }

    /// Runs a script's lines in this session; stops at a refused command (as 'transit run --bail' would).
    mutating func source(_ rest: String) -> CommandResult {
        guard let words = try? ShellSession.words(rest), words.count == 1 else { return .fail("usage: source FILE") }
        sourceDepth += 1
        defer { sourceDepth -= 1 }
        guard sourceDepth <= 8 else { return .fail("source nests deeper than 8 scripts") }
        let path = resolve(words[0])
        let text: String
        do { text = try ScriptRunner.readScript(path) } catch { return .fail("cannot read \(words[0]): \(error)") }
        var outputs: [String] = []
        var passed = 0, failed = 0
        for (i, line) in text.components(separatedBy: .newlines).enumerated() {
            if i == 0, line.hasPrefix("#!") { continue }
            if interrupted() {
                outputs.append("\(words[0]):\(i + 1): interrupted")
                failed += 1
                break
            }
            let r = execute(line)
            if r.interrupted { return r }
            if !r.output.isEmpty { outputs.append(r.output) }
            switch r.expectation { case .passed?: passed += 1; case .failed(let m)?: failed += 1; outputs.append("\(words[0]):\(i + 1): failed: \(m)"); case nil: break }
            if let e = r.error {
                var out = CommandResult()
                out.output = outputs.joined(separator: "\n")
                out.error = "\(words[0]):\(i + 1): \(e)"
                return out
            }
        }
        var r = CommandResult()
        outputs.append("\(words[0]): \(passed) passed, \(failed) failed")
        r.output = outputs.joined(separator: "\n")
        return r
    }
}
