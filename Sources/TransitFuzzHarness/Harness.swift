#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation
import TransitEngine
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
