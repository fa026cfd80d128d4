import Foundation
import TransitPresentation

/// Runs shell commands from a script file or a pipe: no prompt, no echo, no readline.
public struct ScriptRunner {
    public struct Report: Sendable {
        public var passed = 0
        public var failed = 0
        /// A script or flow could not be loaded: exit status 2.
        public var broken = false
        public var exitStatus: Int32 { broken ? 2 : (failed > 0 ? 1 : 0) }
        public init() {}
    }

    public var style: TextStyle
    public var bail = false
    public var verbose = false
    public var write: (String) -> Void
    public var writeError: (String) -> Void

    public init(style: TextStyle, bail: Bool = false, verbose: Bool = false,
                write: @escaping (String) -> Void, writeError: @escaping (String) -> Void) {
        self.style = style
        self.bail = bail
        self.verbose = verbose
        self.write = write
        self.writeError = writeError
    }

    /// Runs one script file; `report` accumulates over several scripts.
    public func run(path: String, into report: inout Report) {
        let text: String
        do {
            guard let data = FileManager.default.contents(atPath: path) else { throw ScriptError("no such file") }
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue { throw ScriptError("is a directory") }
            guard let t = String(data: data, encoding: .utf8) else { throw ScriptError("not UTF-8 text") }
            text = t
        } catch {
            writeError("transit: cannot read script \(path): \(error)\n")
            report.broken = true
            return
        }
        var session = ShellSession(style: style, baseDirectory: (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent)
        run(lines: text.components(separatedBy: .newlines), name: path, session: &session, into: &report)
    }

    /// Runs lines (a script's, or stdin's) in a session.
    public func run(lines: [String], name: String, session: inout ShellSession, into report: inout Report, echoOutput: Bool = false) {
        for (i, raw) in lines.enumerated() {
            var line = raw
            if line.hasSuffix("\r") { line.removeLast() }
            if i == 0, line.hasPrefix("#!") { continue }
            let r = session.execute(line)
            let whereText = "\(name):\(i + 1)"
            if (verbose || echoOutput), !r.output.isEmpty { write(r.output + "\n") }
            if r.loadFailed {
                if !r.output.isEmpty, !(verbose || echoOutput) { writeError(r.output + "\n") }
                writeError("\(whereText): \(style.red("error")): \(r.error ?? "cannot load the flow")\n")
                report.broken = true
                return
            }
            if let e = r.error {
                report.failed += 1
                writeError("\(whereText): \(style.red("error")): \(e)\n   \(style.dim(line.trimmingCharacters(in: .whitespaces)))\n")
                if bail { return }
            }
            switch r.expectation {
            case .passed?: report.passed += 1
            case .failed(let m)?:
                report.failed += 1
                writeError("\(whereText): \(style.red("failed")): \(m)\n   \(style.dim(line.trimmingCharacters(in: .whitespaces)))\n")
                if bail { return }
            case nil: break
            }
            if r.quit { return }
        }
    }

    struct ScriptError: Error, CustomStringConvertible {
        var description: String
        init(_ d: String) { description = d }
    }
}
