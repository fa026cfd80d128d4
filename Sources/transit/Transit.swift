import ArgumentParser
import Foundation

struct Transit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transit",
        abstract: "Design, simulate, check and draw the screen navigation of iOS apps.",
        version: "0.1.0",
        subcommands: [ShellCommand.self, CheckCommand.self, RunCommand.self, RenderCommand.self],
        defaultSubcommand: ShellCommand.self
    )
}

/// Runs the command; usage errors exit with 2 (not ArgumentParser's 64), as documented.
@main
enum Main {
    static func main() {
        Terminal.installSignalHandling()
        do {
            var command = try Transit.parseAsRoot()
            try command.run()
        } catch {
            let code = Transit.exitCode(for: error)
            if code == .success || code.rawValue == 1 || code.rawValue == 2 {
                Transit.exit(withError: error)
            }
            // Help and version requests come here as "errors" with a success code; everything else is usage.
            let message = Transit.fullMessage(for: error)
            Terminal.write(message + "\n", fd: 2)
            Foundation.exit(2)
        }
    }
}
