import Foundation
import Testing

// Helpers for tests that run the built `transit` executable. Self-contained (no TransitModel import), so this file
// can be copied as is into a separate TransitCLITests target.

/// The package root, found from this file's path (Tests/<target>/CLISupport.swift).
enum PackageRoot {
    static let url: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `*.flow` files directly in the folder `relative` (e.g. "flows/broken"), as paths relative to the root.
    static func flowFiles(in relative: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(relative).path)) ?? []
        return names.filter { $0.hasSuffix(".flow") }.sorted().map { relative + "/" + $0 }
    }
}

/// The built `transit` executable: it sits in the same build folder as the test bundle.
enum TransitBinary {
    static let url: URL? = {
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

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// True when the process ended by a signal (a crash), not by exit.
        var crashed: Bool
    }

    /// Runs `transit` with `arguments` from the package root, with a non-tty stdout.
    static func run(_ arguments: [String], environment: [String: String] = [:], cwd: URL = PackageRoot.url) throws -> Result {
        let exe = try #require(url, "the transit executable was not found next to the test bundle; build with --build-tests")
        let p = Process()
        p.executableURL = exe
        p.arguments = arguments
        p.currentDirectoryURL = cwd
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "NO_COLOR")
        for (k, v) in environment { env[k] = v }
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = FileHandle.nullDevice
        try p.run()
        // Read both pipes while the process runs so a large output cannot block it.
        final class Box: @unchecked Sendable { var data = Data() }
        let errBox = Box()
        let group = DispatchGroup()
        group.enter()
        let errHandle = err.fileHandleForReading
        DispatchQueue.global().async {
            errBox.data = errHandle.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let errData = errBox.data
        p.waitUntilExit()
        return Result(status: p.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self), crashed: p.terminationReason == .uncaughtSignal)
    }
}

/// A temporary folder removed when the test ends.
final class TempDir {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("transit-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> URL {
        let u = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: u.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: u)
        return u
    }

    @discardableResult
    func write(_ name: String, bytes: [UInt8]) throws -> URL {
        let u = url.appendingPathComponent(name)
        try Data(bytes).write(to: u)
        return u
    }
}

