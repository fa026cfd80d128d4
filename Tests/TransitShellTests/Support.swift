// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitTestSupport
import TransitShell
import TransitPresentation

/// Paths of the repository and of the built `transit` binary.
enum Repo {
    static let root: String = PackageRoot.url.path

    static func path(_ relative: String) -> String { (root as NSString).appendingPathComponent(relative) }

    /// The example scripts flows/*.transit (not the test scripts in flows/tests/).
    static var exampleScripts: [String] {
        let dir = path("flows")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.filter { $0.hasSuffix(".transit") }.sorted().map { "flows/" + $0 }
    }

    static let binary: String? = TransitBinary.path

    /// The binary, or an issue saying how to build it.
    static func requireBinary(sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        guard let b = binary else {
            Issue.record("the transit binary is not next to the test bundle (\(Bundle.main.bundlePath)); build it with 'swift build --build-tests'",
                         sourceLocation: sourceLocation)
            return nil
        }
        return b
    }
}

/// Runs a program to completion (TransitTestSupport's `ProcessRunner`) from the repository root by default; a run
/// past its time limit is killed and recorded as an issue.
func runProcess(_ executable: String, _ arguments: [String], stdin: String? = nil,
                currentDirectory: String = Repo.root, environment: [String: String]? = nil,
                timeout: TimeInterval = 60, sourceLocation: SourceLocation = #_sourceLocation) throws -> ProcessOutput {
    let r = try ProcessRunner.run(executable, arguments, stdin: stdin, currentDirectory: currentDirectory,
                                  environment: environment, timeout: timeout)
    if r.timedOut {
        Issue.record("\(executable) \(arguments.joined(separator: " ")) did not finish within \(Int(timeout))s; killed",
                     sourceLocation: sourceLocation)
    }
    return r
}

/// A plain (colourless) session whose relative paths resolve against the repository root.
func makeSession(base: String = Repo.root) -> ShellSession {
    ShellSession(style: TextStyle(color: false), baseDirectory: base)
}

extension ShellSession {
    /// Runs a command that must succeed; records an issue with the error otherwise.
    @discardableResult
    mutating func ok(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> CommandResult {
        let r = execute(line)
        #expect(r.error == nil, "'\(line)' was refused: \(r.error ?? "")", sourceLocation: sourceLocation)
        if case .failed(let m)? = r.expectation { Issue.record("'\(line)' failed: \(m)", sourceLocation: sourceLocation) }
        return r
    }

    /// Runs an `expect …` line that must pass.
    mutating func passes(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let r = execute(line)
        #expect(r.error == nil, "'\(line)' was refused: \(r.error ?? "")", sourceLocation: sourceLocation)
        #expect(r.expectation == .passed, "'\(line)': \(String(describing: r.expectation))", sourceLocation: sourceLocation)
    }
}
