// SPDX-License-Identifier: MIT
import Foundation
import Testing

/// Paths of the repository and of the built `transit` binary, for every test target.
public enum Repo {
    public static let root: String = PackageRoot.url.path
    public static func path(_ relative: String) -> String { (root as NSString).appendingPathComponent(relative) }
    public static let flows = PackageRoot.url.appendingPathComponent("flows")
    public static let broken = flows.appendingPathComponent("broken")

    /// The text of a repository file (a test fixture): the test stops with an issue when it cannot be read.
    public static func text(_ relative: String) -> String {
        (try? String(contentsOfFile: path(relative), encoding: .utf8)) ?? "// cannot read \(relative)"
    }

    /// `*.flow` files directly in `dir`, sorted by name.
    public static func flowFiles(in dir: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".flow") }.sorted().map { dir.appendingPathComponent($0) }
    }

    /// The example scripts flows/*.transit (not the test scripts in flows/tests/).
    public static var exampleScripts: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path("flows"))) ?? []
        return names.filter { $0.hasSuffix(".transit") }.sorted().map { "flows/" + $0 }
    }

    /// flows/realworld: each public app written as a flow, with its expected findings.
    public static let realWorld = path("flows/realworld")
    /// The real apps whose findings are written down (expected.txt), by folder name.
    public static var realWorldApps: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: realWorld)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: realWorld + "/" + $0 + "/expected.txt") }.sorted()
    }

    public static let binary: String? = TransitBinary.path

    /// The binary, or an issue saying how to build it.
    public static func requireBinary(sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        guard let b = binary else {
            Issue.record("the transit binary is not next to the test bundle (\(Bundle.main.bundlePath)); build it with 'swift build --build-tests'",
                         sourceLocation: sourceLocation)
            return nil
        }
        return b
    }
}

/// Runs a program to completion (`ProcessRunner`) from the repository root by default; a run past its time limit
/// is killed and recorded as an issue.
public func runProcess(_ executable: String, _ arguments: [String], stdin: String? = nil,
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

/// The text of the file at `path`, or nil.
public func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }
