// SPDX-License-Identifier: MIT
#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation
import TransitEngine
import TransitExplorer
import TransitLSP
import TransitLanguage
import TransitModel
import TransitPresentation
import TransitShell

/// What each fuzzer does with one input. Shared by the libFuzzer targets (Fuzz/) and by the regression tests,
/// which replay every input that ever crashed. Each function traps (crashes) only on a real bug.
public enum Harness {
    /// Bytes as a flow file: read, parse, resolve, check, render the diagnostics; when clean, explore a little.
    public static func language(_ bytes: [UInt8]) {
        // Only the input itself exists: an include of any other path is "not found" (T020), never a re-read.
        let loader = Loader(read: { path in
            guard path == "/fuzz/input.flow" else { throw Loader.LoadError("no such file") }
            return bytes
        })
        let o = FlowLoader.load(["/fuzz/input.flow"], loader: loader)
        _ = DiagnosticRenderer(color: true).renderAll(o.diagnostics)
        _ = DiagnosticRenderer.json(o.diagnostics)
        for d in o.diagnostics {
            if let s = d.span {
                precondition(s.start <= s.end && s.end <= s.file.scalars.count, "span out of range: \(d)")
            }
        }
        guard !o.hasErrors else { return }
        var b = Explorer.Bounds()
        b.maxStates = 60
        b.maxDepth = 8
        b.maxSeconds = 0.5
        _ = Explorer(engine: Engine(flow: o.flow), bounds: b).explore()
        _ = FlowGraph(flow: o.flow)
    }

    static let tasksFlow = """
    app Tasks { launch ListCoordinator }
    screen List { action select(taskId: String)  cell TaskCell { action open(taskId: String) } }
    screen Detail(taskId: String) -> Bool { action done  action cancel }
    coordinator ListCoordinator {
      root List withNavigation
      on List.select(taskId) { start DetailCoordinator(taskId: taskId) as present pageSheet then (saved) { dismiss  release } }
      on List.TaskCell.open(taskId) { start DetailCoordinator(taskId: taskId) as push then (saved) { pop  release } }
    }
    coordinator DetailCoordinator(taskId: String) -> Bool {
      root Detail(taskId: taskId)
      on Detail.done { terminate(true) }
      on Detail.cancel { terminate(false) }
    }
    """

    /// A session with the tasks flow loaded from memory and launched.
    static func session() -> ShellSession {
        var s = ShellSession(style: TextStyle(color: false), baseDirectory: "/nonexistent-transit-fuzz")
        s.loadSource(tasksFlow, name: "tasks.flow")
        _ = s.execute("launch")
        return s
    }

    /// Commands that touch the file system are left out: the fuzzer must not write files.
    static func isFileCommand(_ line: String) -> Bool {
        let w = line.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) ?? ""
        return ["load", "l", "reload", "r", "save", "render"].contains(w) || (w == "expect" && line.contains("fails"))
    }

    /// One line for the shell's command parser.
    public static func shellCommand(_ bytes: [UInt8]) {
        let line = String(decoding: bytes.prefix(4096), as: UTF8.self)
        guard !isFileCommand(line) else { return }
        var s = session()
        let r = s.execute(line)
        if let e = r.error { precondition(!e.contains("\n") || e.hasPrefix("the flow has"), "multi-line error: \(e)") }
        _ = s.execute("stack")
        _ = s.execute("pending")
    }

    /// Many lines through the script runner, expectations and all.
    public static func script(_ bytes: [UInt8]) {
        let text = String(decoding: bytes.prefix(16_384), as: UTF8.self)
        let lines = text.components(separatedBy: .newlines).prefix(64).filter { !isFileCommand($0) }
        var s = session()
        let runner = ScriptRunner(style: TextStyle(color: false), write: { _ in }, writeError: { _ in })
        var report = ScriptRunner.Report()
        runner.run(lines: Array(lines), name: "fuzz", session: &s, into: &report)
    }

    /// Any text as a value typed into the shell, then saved and replayed as `transit run` would: the saved script
    /// must replay every event and pass every expectation it wrote, and (for text without control characters,
    /// which are replaced when written) end in the same state. A value must never become a command.
    public static func hostileValue(_ bytes: [UInt8]) {
        let value = String(decoding: bytes.prefix(2048), as: UTF8.self)
        var s = session()
        let tap = s.execute("tap select(taskId: \(Value.quoted(value)))")
        guard tap.error == nil else { return }
        _ = s.execute("tap done")
        let saved = s.savedEvents()
        var replay = ShellSession(style: TextStyle(color: false), baseDirectory: "/nonexistent-transit-fuzz")
        replay.loadSource(tasksFlow, name: "tasks.flow")
        var report = ScriptRunner.Report()
        let runner = ScriptRunner(style: TextStyle(color: false), write: { _ in }, writeError: { _ in })
        runner.run(lines: saved.components(separatedBy: "\n"), name: "saved", session: &replay, into: &report)
        precondition(report.failed == 0 && !report.broken, "the saved session does not replay: \(report.scripts.first?.failures.map(\.message) ?? [])\n\(saved)")
        let events = saved.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("expect") }.count
        precondition(events == (s.history?.events.count ?? 0), "the saved script has \(events) events for \(s.history?.events.count ?? 0):\n\(saved)")
        let lossless = !value.unicodeScalars.contains { $0.properties.generalCategory == .control && !"\n\t\r".unicodeScalars.contains($0) }
        if lossless { precondition(replay.history?.state == s.history?.state, "the replayed state differs for \(Array(value.unicodeScalars))") }
    }

    /// Bytes as a flow, explored within small bounds: every finding's trace must replay through the engine from
    /// launch, and a runtime finding must show up on the way.
    public static func explore(_ bytes: [UInt8]) {
        let loader = Loader(read: { path in
            guard path == "/fuzz/input.flow" else { throw Loader.LoadError("no such file") }
            return bytes
        })
        let o = FlowLoader.load(["/fuzz/input.flow"], loader: loader)
        guard !o.hasErrors else { return }
        var b = Explorer.Bounds()
        b.maxStates = 400
        b.maxDepth = 12
        b.maxSeconds = 1
        let engine = Engine(flow: o.flow)
        let report = Explorer(engine: engine, bounds: b).explore(residentMB: { nil })
        for f in report.findings where !f.trace.isEmpty {
            var state = SimState()
            var codes = Set<DiagnosticCode>()
            for (i, e) in f.trace.enumerated() {
                do {
                    let t = try engine.apply(e, to: state, snapshots: false)
                    state = t.state
                    codes.formUnion(t.diagnostics.map(\.code))
                } catch {
                    preconditionFailure("event \(i + 1) of the trace of \(f.code.rawValue) does not apply: \(error)")
                }
            }
            if f.code.family == .runtime {
                precondition(codes.contains(f.code), "the trace of \(f.code.rawValue) does not show it: \(f.trace)")
            }
        }
    }

    /// Bytes as what an editor sends `transit lsp` after initializing and opening the tasks flow (framed messages:
    /// edits, requests, anything), then `shutdown` and `exit`: the server must end, never crash or hang.
    public static func lsp(_ bytes: [UInt8]) {
        func frame(_ json: String) -> [UInt8] { Array("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8) }
        let open = #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///fuzz/tasks.flow","languageId":"transit","version":1,"text":"#
            + String(decoding: try! JSONSerialization.data(withJSONObject: [tasksFlow], options: [.fragmentsAllowed]), as: UTF8.self).dropFirst().dropLast() + "}}}"
        let input = frame(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"initializationOptions":{"explore":true}}}"#) + frame(open)
            + Array(bytes.prefix(32_768)) + frame(#"{"jsonrpc":"2.0","id":"end","method":"shutdown"}"#) + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        // A regular file, not a pipe: any input size, no writer to wait for.
        let path = NSTemporaryDirectory() + "transit-fuzz-lsp-\(getpid())"
        let fd = Foundation.open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
        precondition(fd >= 0, "no temporary file")
        defer { close(fd); unlink(path) }
        _ = input.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
        lseek(fd, 0, SEEK_SET)
        let server = Server(transport: Transport(input: fd, output: devNull), version: "fuzz")
        server.debounce = 0
        _ = server.run()
    }

    static let devNull = Foundation.open("/dev/null", O_WRONLY)

    /// Any text as a name and a label: Graphviz must accept the DOT and give well-formed SVG with the text in it.
    public static func dotEscaping(_ bytes: [UInt8]) {
        let text = String(decoding: bytes.prefix(512), as: UTF8.self)
        // Graphviz drops control characters from labels; compare without them.
        let label = String(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F && !(0xD800...0xDFFF).contains($0.value) }.map(Character.init))
        guard !label.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        let g = FlowGraph(nodes: [.init(id: "a", name: label, label: label, kind: .screen, cluster: "c"),
                                  .init(id: "b", name: "B", label: "B", kind: .screen, cluster: nil)],
                          edges: [.init(id: "e0", from: "a", to: "b", kind: .push, label: label, span: nil, dashed: false)],
                          clusters: [("c", label)])
        let dot = DotWriter.write(g, legend: false)
        guard let svg = try? DiagramOutput.render(dot: dot, format: .svg) else {
            preconditionFailure("Graphviz rejected the DOT for \(Array(label.unicodeScalars)): \(dot)")
        }
        #if canImport(FoundationXML) || os(macOS)
        let parser = XMLParser(data: svg)
        precondition(parser.parse(), "SVG is not well-formed for label \(Array(label.unicodeScalars))")
        #endif
    }
}
