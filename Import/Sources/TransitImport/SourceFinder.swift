// SPDX-License-Identifier: MIT
import Foundation

/// The Swift files under the paths a user names, app sources only: test targets, dependencies and build
/// folders are left out. Paths in the draft's comments are relative to the directory named.
public enum SourceFinder {
    public struct Failure: Error, CustomStringConvertible { public var description: String }

    static let skipped: Set<String> = ["Pods", "Carthage", ".build", "DerivedData", "build", "fastlane", "Vendor", "vendor", "node_modules", ".git"]

    /// Larger Swift files are skipped, with a note: app sources are far smaller (the largest file of a 900-file app
    /// is about 200 KB), and reading a 3 GB file would exhaust memory.
    public static let maxFileBytes = 4 * 1024 * 1024

    /// What a scan found: the files read, and those left out with the reason (too large, not a regular file,
    /// unreadable, a folder that cannot be listed).
    public struct Scan {
        public var files: [(path: String, text: String)] = []
        public var skipped: [(path: String, reason: String)] = []
    }

    public static func files(in paths: [String]) throws -> [(path: String, text: String)] { try scan(paths).files }

    public static func scan(_ paths: [String]) throws -> Scan {
        var result = Scan()
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { throw Failure(description: "\(path): no such file or directory") }
            if !isDirectory.boolValue {
                guard path.hasSuffix(".swift") else { throw Failure(description: "\(path): not a Swift file (expected a .swift file or a directory)") }
                // A file named on the command line must be read: its problem is an error.
                switch read(path) {
                case .success(let text): result.files.append((path, text))
                case .failure(let f): throw Failure(description: f.description)
                }
                continue
            }
            let root = URL(fileURLWithPath: path).standardizedFileURL
            var unlisted: [(String, String)] = []
            guard let walker = fm.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [], errorHandler: { url, error in
                unlisted.append((url.path, "cannot be listed (\((error as NSError).localizedDescription))"))
                return true
            }) else { continue }
            var found: [String] = []
            for case let url as URL in walker {
                let name = url.lastPathComponent
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                    if skipped.contains(name) || name.hasSuffix("Tests") || name.hasSuffix("UITests") || name.hasSuffix(".xcassets") { walker.skipDescendants() }
                    continue
                }
                if name.hasSuffix(".swift") && name != "Package.swift" { found.append(url.standardizedFileURL.path) }
            }
            for file in found.sorted() {
                let relative = String(file.dropFirst(root.path.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
                // Inside a folder, one file that cannot be read is left out and named; the import goes on.
                switch read(file) {
                case .success(let text): result.files.append((relative, text))
                case .failure(let f): result.skipped.append((relative, f.reason))
                }
            }
            result.skipped += unlisted.map { (path: $0.0, reason: $0.1) }
        }
        return result
    }

    struct ReadFailure: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): \(reason)" }
    }

    /// Regular files only (a FIFO would block, a device never ends), of a bounded size.
    private static func read(_ path: String) -> Result<String, ReadFailure> {
        var st = stat()
        guard stat(path, &st) == 0 else {
            return .failure(ReadFailure(path: path, reason: "cannot be read (\(String(cString: strerror(errno))))"))
        }
        guard st.st_mode & S_IFMT == S_IFREG else { return .failure(ReadFailure(path: path, reason: "not a regular file")) }
        guard Int(st.st_size) <= maxFileBytes else {
            return .failure(ReadFailure(path: path, reason: "\(Int(st.st_size) / 1_048_576) MB, over the \(maxFileBytes / 1_048_576) MB a Swift source file may have"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(ReadFailure(path: path, reason: "cannot be read (\(String(cString: strerror(errno))))"))
        }
        // Invalid UTF-8 is repaired, not fatal: a comment in Latin-1 does not stop an import.
        let text = String(decoding: data, as: UTF8.self)
        if SwiftFile.excessiveNesting(text) != nil {
            return .failure(ReadFailure(path: path, reason: "brackets nested more than \(SwiftFile.maxNesting) deep: the Swift parser would take exponential time"))
        }
        return .success(text)
    }
}
