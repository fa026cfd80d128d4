// SPDX-License-Identifier: MIT
import Foundation

// Running the built `transit` executable from tests: shared by the test targets that do.

/// The package root, found from this file's path (Tests/<target>/CLISupport.swift).
public enum PackageRoot {
    public static let url: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `*.flow` files directly in the folder `relative` (e.g. "flows/broken"), as paths relative to the root.
    public static func flowFiles(in relative: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(relative).path)) ?? []
        return names.filter { $0.hasSuffix(".flow") }.sorted().map { relative + "/" + $0 }
    }
}

/// The built `transit` executable: it sits in the same build folder as the test bundle.
public enum TransitBinary {
    public static let url: URL? = {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["TRANSIT_BINARY"], fm.isExecutableFile(atPath: env) {
            return URL(fileURLWithPath: env)
        }
        var starts: [URL] = []
        if let exe = Bundle.main.executableURL { starts.append(exe) }
        starts.append(Bundle.main.bundleURL)
        starts.append(URL(fileURLWithPath: CommandLine.arguments[0]))
        starts += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        for start in starts {
            var dir = start.resolvingSymlinksInPath().deletingLastPathComponent()
            // The test executable is in the build folder; on macOS it is inside TransitPackageTests.xctest/Contents/MacOS.
            for _ in 0..<4 {
                let candidate = dir.appendingPathComponent("transit")
                var isDir: ObjCBool = false
                if fm.fileExists(atPath: candidate.path, isDirectory: &isDir), !isDir.boolValue, fm.isExecutableFile(atPath: candidate.path) {
                    return candidate
                }
                dir = dir.deletingLastPathComponent()
            }
        }
        return nil
    }()

    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
        /// True when the process ended by a signal (a crash), not by exit.
        public var crashed: Bool

        public init(status: Int32, stdout: String, stderr: String, crashed: Bool) {
            self.status = status; self.stdout = stdout; self.stderr = stderr; self.crashed = crashed
        }
    }

    public struct NotBuilt: Error, CustomStringConvertible {
        public var description: String { "the transit executable was not found next to the test bundle; build with --build-tests" }
    }

    /// A run killed at its time limit: a hang, not a crash.
    public struct TimedOut: Error, CustomStringConvertible {
        public var arguments: [String]
        public var seconds: Double
        public var description: String { "transit \(arguments.joined(separator: " ")) did not finish within \(Int(seconds)) s; killed" }
    }

    /// Its path, and the package root (for tests that run it by path).
    public static var path: String? { url?.path }
    public static var repoRoot: String { PackageRoot.url.path }

    /// Runs `transit` with `arguments` from the package root, with a non-tty stdout.
    public static func run(_ arguments: [String], environment: [String: String] = [:], cwd: URL = PackageRoot.url) throws -> Result {
        guard let exe = url else { throw NotBuilt() }
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "NO_COLOR")
        for (k, v) in environment { env[k] = v }
        let limit = 300.0
        let r = try ProcessRunner.run(exe.path, arguments, currentDirectory: cwd.path, environment: env, timeout: limit)
        if r.timedOut { throw TimedOut(arguments: arguments, seconds: limit) }
        return Result(status: r.status, stdout: r.stdout, stderr: r.stderr, crashed: r.signalled)
    }
}
