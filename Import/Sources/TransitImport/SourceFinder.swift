// SPDX-License-Identifier: MIT
import Foundation

/// The Swift files under the paths a user names, app sources only: test targets, dependencies and build
/// folders are left out. Paths in the draft's comments are relative to the directory named.
public enum SourceFinder {
    public struct Failure: Error, CustomStringConvertible { public var description: String }

    static let skipped: Set<String> = ["Pods", "Carthage", ".build", "DerivedData", "build", "fastlane", "Vendor", "vendor", "node_modules", ".git"]

    public static func files(in paths: [String]) throws -> [(path: String, text: String)] {
        var result: [(String, String)] = []
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { throw Failure(description: "\(path): no such file or directory") }
            if !isDirectory.boolValue {
                guard path.hasSuffix(".swift") else { throw Failure(description: "\(path): not a Swift file (expected a .swift file or a directory)") }
                result.append((path, try read(path)))
                continue
            }
            let root = URL(fileURLWithPath: path).standardizedFileURL
            guard let walker = fm.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else { continue }
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
                result.append((relative, try read(file)))
            }
        }
        return result
    }

    private static func read(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else { throw Failure(description: "\(path): cannot be read") }
        // Invalid UTF-8 is repaired, not fatal: a comment in Latin-1 does not stop an import.
        return String(decoding: data, as: UTF8.self)
    }
}
