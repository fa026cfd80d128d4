// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import TransitPresentation
import TransitShell

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run flow scripts: shell commands with expectations, for CI.",
        discussion: """
        Each failed expectation or refused command prints script:line, what was expected and what was found. \
        A runtime error (a leak, a UIKit crash rule…) that no 'expect diagnostic CODE' after its event names fails the \
        run too (--lenient: it does not; --werror: unexpected warnings fail as well). \
        The run ends with 'N passed, M failed'. Exit status: 0 all passed, 1 something failed, 2 a script or flow \
        could not be loaded. With several scripts a line per script comes before the total; --junit FILE writes a \
        JUnit report, --tap prints TAP. A script may start with '#!/usr/bin/env -S transit run'.
        """
    )

    @ArgumentParser.Argument(help: "Script files.", completion: .file(extensions: ["transit"]))
    var scripts: [String]

    @Flag(help: "Stop at the first failure.")
    var bail = false

    @Flag(name: .shortAndLong, help: "Print the output of every command.")
    var verbose = false

    @Flag(help: "Do not fail on runtime errors that no 'expect diagnostic' names (they are printed and the script still passes).")
    var lenient = false

    @Flag(help: "Fail on unexpected runtime warnings too.")
    var werror = false

    @Option(help: ArgumentHelp("Also write a JUnit XML report (one test case per script) to this file.", valueName: "FILE"), completion: .file(extensions: ["xml"]))
    var junit: String?

    @Flag(help: "Print the results as TAP (Test Anything Protocol) before the summary line.")
    var tap = false

    func validate() throws {
        if scripts.isEmpty { throw ValidationError("give at least one script") }
    }

    func run() throws {
        let style = TextStyle(color: Terminal.colorOnStderr)
        let runner = ScriptRunner(style: style, bail: bail, verbose: verbose, lenient: lenient, werror: werror,
                                  write: { Terminal.write($0) }, writeError: { Terminal.write($0, fd: 2) })
        var report = ScriptRunner.Report()
        let start = Date()
        for s in scripts {
            runner.run(path: s, into: &report)
            if bail && (report.failed > 0 || report.broken) { break }
        }
        if let junit {
            do { try AtomicFile.write(RunReports.junit(report, seconds: Date().timeIntervalSince(start)), to: junit) } catch {
                Terminal.write("transit: cannot write the JUnit report \(junit): \(error)\n", fd: 2)
                throw ExitCode(2)
            }
        }
        if tap { Terminal.write(RunReports.tap(report)) }
        // Several scripts: a line each, then the total (always the last line, for CI log readers).
        if report.scripts.count > 1, !tap {
            for r in report.scripts { Terminal.write("\(r.name): \(r.broken ? "could not be loaded" : "\(r.passed) passed, \(r.failed) failed")\n") }
        }
        Terminal.write("\(report.passed) passed, \(report.failed) failed\n")
        if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
    }
}
