// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation

/// `transit-bench measure-child -- PROGRAM ARGS…`: runs PROGRAM and prints `seconds maxRSS status`.
///
/// Linux records, when a process calls exec, the peak RSS of the memory it had before: a child spawned with
/// posix_spawn (vfork) by a large benchmark process inherits the benchmark's peak as its own `ru_maxrss`. Spawned
/// from this small fresh process instead, the program's figure is its own (unless below this process's few MB).
struct MeasureChildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure-child",
        abstract: "Run a program and print its wall time (s), peak RSS (bytes) and exit status.",
        shouldDisplay: false
    )

    @Option(help: "Text written to the program's standard input.")
    var stdin: String?

    @ArgumentParser.Argument(parsing: .captureForPassthrough, help: "The program and its arguments.")
    var command: [String]

    func run() throws {
        let argv = command.first == "--" ? Array(command.dropFirst()) : command
        guard let program = argv.first else { throw ValidationError("give a program to run") }
        let r = try ChildProcess.run(program, Array(argv.dropFirst()), stdin: stdin)
        print("\(r.seconds) \(r.maxRSS) \(r.status)")
    }
}
