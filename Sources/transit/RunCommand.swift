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
        could not be loaded. A script may start with '#!/usr/bin/env -S transit run'.
        """
    )

    @ArgumentParser.Argument(help: "Script files.")
    var scripts: [String]

    @Flag(help: "Stop at the first failure.")
    var bail = false

    @Flag(name: .shortAndLong, help: "Print the output of every command.")
    var verbose = false

    @Flag(help: "Do not fail on runtime errors that no 'expect diagnostic' names (the behaviour before 1.1).")
    var lenient = false

    @Flag(help: "Fail on unexpected runtime warnings too.")
    var werror = false

    func validate() throws {
        if scripts.isEmpty { throw ValidationError("give at least one script") }
    }

    func run() throws {
        let style = TextStyle(color: Terminal.colorOnStderr)
        let runner = ScriptRunner(style: style, bail: bail, verbose: verbose, lenient: lenient, werror: werror,
                                  write: { Terminal.write($0) }, writeError: { Terminal.write($0, fd: 2) })
        var report = ScriptRunner.Report()
        for s in scripts {
            runner.run(path: s, into: &report)
            if bail && (report.failed > 0 || report.broken) { break }
        }
        Terminal.write("\(report.passed) passed, \(report.failed) failed\n")
        if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
    }
}
