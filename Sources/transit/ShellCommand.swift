// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import TransitPresentation
import TransitShell

struct ShellCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shell",
        abstract: "Open the interactive shell on a flow (the default command).",
        discussion: """
        On a terminal the shell uses readline: history, tab completion, Ctrl-C clears the line, Ctrl-D quits. \
        With commands piped on standard input it reads them plainly: no prompt, no echo, no escape codes. \
        Exit status with piped input: 0 when every expectation passed, 1 when one failed or a command was refused, \
        2 when the flow could not be loaded.
        """ + "\n\n" + ShellCommand.commandList
    )

    /// The shell's commands, grouped as `help` lists them: the manual page of `transit shell` carries them.
    static let commandList: String = CommandSpec.groups.map { group in
        group.title + ":\n" + CommandSpec.all.filter { group.names.contains($0.name) }
            .map { "  \($0.usage)\n      \($0.summary)" }.joined(separator: "\n")
    }.joined(separator: "\n\n")

    @ArgumentParser.Argument(help: "Flow files to load.", completion: .file(extensions: ["flow"]))
    var files: [String] = []

    func run() throws {
        let interactive = Terminal.isTTY(0) && Terminal.isTTY(1)
        let style = TextStyle(color: interactive && Terminal.colorOnStdout)
        var session = ShellSession(style: style)
        session.holdSlowWork = SlowWork.holdRequested()
        var banner: [String] = []
        if !files.isEmpty {
            let r = session.load(files: files)
            if r.loadFailed {
                Terminal.write(r.output + "\n", fd: 2)
                Terminal.write("transit: \(r.error ?? "cannot load")\n", fd: 2)
                throw ExitCode(2)
            }
            banner.append(r.output)
        }
        if interactive {
            let status = InteractiveShell.run(session: session, banner: banner.isEmpty ? "transit — type 'help' for commands" : banner.joined(separator: "\n"))
            if status != 0 { throw ExitCode(status) }
            return
        }
        let runner = ScriptRunner(style: style, write: { Terminal.write($0) }, writeError: { Terminal.write($0, fd: 2) })
        var report = ScriptRunner.Report()
        runner.run(lines: ScriptRunner.standardInputLines, name: "<stdin>", session: &session, into: &report, echoOutput: true)
        if report.passed + report.failed > 0 { Terminal.write("\(report.passed) passed, \(report.failed) failed\n") }
        if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
    }
}
