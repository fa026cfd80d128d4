// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation

/// `transit import`: runs the `transit-import` executable, built apart from `transit` because it links
/// swift-syntax, which takes minutes to compile (Import/, docs/import.md).
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Draft a flow from an app's Swift source (runs transit-import).",
        discussion: """
        Reads the Swift files under each PATH and writes a flow: view controllers as screens, coordinators, tab bars, \
        the launch, and every navigation call whose destination the source names, each with a `// from File:LINE` \
        comment; `TODO(import)` comments mark what a person must finish. Options: -o FILE, --report, --name NAME \
        (transit import --help shows them once transit-import is installed).

        transit-import is the file $TRANSIT_IMPORT names when it is set; else it is looked for next to this \
        executable, on PATH, then in this repository's Import/.build. Build it with `scripts/install --with-import` or \
        `swift build -c release --package-path Import`.
        """
    )

    @Argument(parsing: .captureForPassthrough, help: "Arguments for transit-import: PATH… [-o FILE] [--report] [--name NAME].")
    var arguments: [String] = []

    func run() throws {
        if let given = ProcessInfo.processInfo.environment["TRANSIT_IMPORT"], !given.isEmpty,
           !FileManager.default.isExecutableFile(atPath: given) {
            Terminal.write("transit import: TRANSIT_IMPORT is \(given), which is not an executable file\n", fd: 2)
            throw ExitCode(2)
        }
        guard let tool = Self.locate() else {
            Terminal.write("""
                transit import: transit-import is not installed.
                  It is built on its own, because it links swift-syntax: run `scripts/install --with-import`,
                  or `swift build -c release --package-path Import` and set TRANSIT_IMPORT to
                  Import/.build/release/transit-import.

                """, fd: 2)
            throw ExitCode(2)
        }
        // transit-import checks its draft with this transit.
        setenv("TRANSIT_EXECUTABLE", Self.ownExecutable().path, 1)
        let argv = [tool] + arguments
        var cArgs = argv.map { strdup($0) } + [nil]
        execv(tool, &cArgs)
        Terminal.write("transit import: cannot run \(tool): \(String(cString: strerror(errno)))\n", fd: 2)
        throw ExitCode(2)
    }

    static func ownExecutable() -> URL {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? Bundle.main.executablePath ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: path).standardizedFileURL
    }

    static func locate() -> String? {
        let fm = FileManager.default
        var candidates: [String] = []
        // TRANSIT_IMPORT, when set, is the only place looked at (run() has refused it when it is not executable).
        if let given = ProcessInfo.processInfo.environment["TRANSIT_IMPORT"], !given.isEmpty { return given }
        let dir = ownExecutable().deletingLastPathComponent()
        candidates.append(dir.appendingPathComponent("transit-import").path)
        for path in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            candidates.append("\(path)/transit-import")
        }
        // A development checkout: .build/<triple>/debug/transit → Import/.build/{release,debug}/transit-import.
        var root = dir
        for _ in 0..<4 {
            root = root.deletingLastPathComponent()
            if fm.fileExists(atPath: root.appendingPathComponent("Import/Package.swift").path) {
                for configuration in ["release", "debug"] {
                    candidates.append(root.appendingPathComponent("Import/.build/\(configuration)/transit-import").path)
                }
                break
            }
        }
        return candidates.first { fm.isExecutableFile(atPath: $0) }
    }
}
