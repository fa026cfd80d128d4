// SPDX-License-Identifier: MIT
import Foundation
import TransitPresentation
import TransitEngine
import TransitLanguage

/// Runs shell commands from a script file or a pipe: no prompt, no echo, no readline.
public struct ScriptRunner {
    /// One script's outcome, for per-script lines and CI reports (JUnit, TAP).
    public struct ScriptResult: Sendable {
        public struct Failure: Sendable {
            public var line: Int
            public var message: String
        }
        public var name: String
        public var passed = 0
        public var failed = 0
        public var broken = false
        public var failures: [Failure] = []
        /// Wall-clock time the script took (for JUnit's `time`).
        public var seconds = 0.0
    }

    public struct Report: Sendable {
        public var passed = 0
        public var failed = 0
        /// A script or flow could not be loaded: exit status 2.
        public var broken = false
        public var scripts: [ScriptResult] = []
        public var exitStatus: Int32 { broken ? 2 : (failed > 0 ? 1 : 0) }
        public init() {}

        mutating func begin(_ name: String) { scripts.append(ScriptResult(name: name)) }
        mutating func pass() {
            passed += 1
            if !scripts.isEmpty { scripts[scripts.count - 1].passed += 1 }
        }
        mutating func fail(_ line: Int, _ message: String) {
            failed += 1
            if !scripts.isEmpty {
                scripts[scripts.count - 1].failed += 1
                scripts[scripts.count - 1].failures.append(.init(line: line, message: message))
            }
        }
        mutating func markBroken(_ line: Int, _ message: String) {
            broken = true
            if !scripts.isEmpty {
                scripts[scripts.count - 1].broken = true
                scripts[scripts.count - 1].failures.append(.init(line: line, message: message))
            }
        }
    }

    public static let maxScriptBytes = 16 * 1024 * 1024

    /// Standard input, a line at a time: each command runs (and its output is written) before the next is read,
    /// so a program driving the shell through a pipe can wait for answers.
    public static var standardInputLines: AnySequence<String> {
        AnySequence { AnyIterator { Swift.readLine(strippingNewline: true) } }
    }

    public var style: TextStyle
    public var bail = false
    public var verbose = false
    public var write: (String) -> Void
    public var writeError: (String) -> Void

    /// Runtime errors no `expect diagnostic` names do not fail the run (the old behaviour).
    public var lenient = false
    /// Unexpected warnings fail the run too.
    public var werror = false

    public init(style: TextStyle, bail: Bool = false, verbose: Bool = false, lenient: Bool = false, werror: Bool = false,
                write: @escaping (String) -> Void, writeError: @escaping (String) -> Void) {
        self.lenient = lenient
        self.werror = werror
        self.style = style
        self.bail = bail
        self.verbose = verbose
        self.write = write
        self.writeError = writeError
    }

    /// A script's text: a regular file of at most `maxScriptBytes`, in UTF-8 (`run`, `source`, `render --script`).
    public static func readScript(_ path: String) throws -> String {
        let bytes = try RegularFile.read(path, maxBytes: maxScriptBytes)
        guard let text = String(validating: bytes, as: UTF8.self) else { throw RegularFile.ReadError("not UTF-8 text") }
        return text
    }

    /// Runs one script file; `report` accumulates over several scripts.
    public func run(path: String, into report: inout Report) {
        let text: String
        do { text = try ScriptRunner.readScript(path) } catch {
            writeError("transit: cannot read script \(path): \(error)\n")
            report.begin(path)
            report.markBroken(0, "cannot read the script: \(error)")
            return
        }
        var session = ShellSession(style: style, baseDirectory: (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent)
        session.explainsHiddenSteps = verbose
        run(lines: text.components(separatedBy: .newlines), name: path, session: &session, into: &report)
    }

    /// Runs lines (a script's, or stdin's) in a session.
    public func run(lines: some Sequence<String>, name: String, session: inout ShellSession, into report: inout Report, echoOutput: Bool = false) {
        // Problems of the last event that no `expect diagnostic` after it has named yet: they fail the run when the
        // next event comes, or at the end (unless lenient).
        report.begin(name)
        let started = Date()
        defer { if !report.scripts.isEmpty { report.scripts[report.scripts.count - 1].seconds = Date().timeIntervalSince(started) } }
        var unexpected: [(line: Int, diagnostic: RuntimeDiagnostic)] = []
        func flush(_ report: inout Report) {
            for u in unexpected {
                let d = u.diagnostic
                report.fail(u.line, "unexpected \(d.severity.rawValue) [\(d.code.rawValue)]: \(d.message)")
                writeError("\(name):\(u.line): \(style.red("unexpected \(d.severity.rawValue)")) [\(d.code.rawValue)]: \(d.message)\n"
                           + "   \(style.dim("add 'expect diagnostic \(d.code.rawValue)' after the event if it is meant (or run with --lenient)"))\n")
            }
            unexpected = []
        }
        defer { if !lenient { flush(&report) } }
        for (i, raw) in lines.enumerated() {
            var line = raw
            if line.hasSuffix("\r") { line.removeLast() }
            if i == 0, line.hasPrefix("#!") { continue }
            // -v tells the script as it goes: its comments (the why) and each command before what it prints.
            if verbose, !echoOutput {
                let shown = line.trimmingCharacters(in: .whitespaces)
                if shown.hasPrefix("#") { write(style.dim(shown) + "\n"); continue }
                if !shown.isEmpty { write(style.bold("› " + shown) + "\n") }
            }
            let r = session.execute(line)
            let whereText = "\(name):\(i + 1)"
            if !lenient {
                if r.isEvent {
                    flush(&report)
                    unexpected = r.diagnostics.filter { $0.severity == .error || (werror && $0.severity == .warning) }.map { (i + 1, $0) }
                } else if r.expectation == .passed {
                    // `expect diagnostic R301` (or `expect crash`) says the problem is meant.
                    let words = ShellSession.withoutComment(line).split(separator: " ").map(String.init)
                    if words.count >= 3, words[0] == "expect", words[1] == "diagnostic" {
                        unexpected.removeAll { $0.diagnostic.code.rawValue == words[2] }
                    } else if words.count == 2, words[0] == "expect", words[1] == "crash" {
                        unexpected.removeAll { $0.diagnostic.code.isCrash }
                    }
                }
            }
            if (verbose || echoOutput), !r.output.isEmpty { write(r.output + "\n") }
            if r.loadFailed {
                if !r.output.isEmpty, !(verbose || echoOutput) { writeError(r.output + "\n") }
                writeError("\(whereText): \(style.red("error")): \(r.error ?? "cannot load the flow")\n")
                report.markBroken(i + 1, r.error ?? "cannot load the flow")
                return
            }
            if let e = r.error {
                report.fail(i + 1, "\(e) (\(line.trimmingCharacters(in: .whitespaces)))")
                writeError("\(whereText): \(style.red("error")): \(e)\n   \(style.dim(line.trimmingCharacters(in: .whitespaces)))\n")
                if bail { return }
            }
            switch r.expectation {
            case .passed?: report.pass()
            case .failed(let m)?:
                report.fail(i + 1, "\(m) (\(line.trimmingCharacters(in: .whitespaces)))")
                writeError("\(whereText): \(style.red("failed")): \(m)\n   \(style.dim(line.trimmingCharacters(in: .whitespaces)))\n")
                if bail { return }
            case nil: break
            }
            if r.quit { return }
        }
    }
}
