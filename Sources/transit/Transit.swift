import ArgumentParser

@main
struct Transit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transit",
        abstract: "Design, simulate, check and draw the screen navigation of iOS apps.",
        version: "0.1.0",
        subcommands: [CheckCommand.self]
    )
}
