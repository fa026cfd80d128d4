// SPDX-License-Identifier: MIT
import Foundation

/// A fresh temporary folder, removed by `cleanUp()` or when the last reference goes.
public final class TempDir: @unchecked Sendable {
    public let path: String
    public var url: URL { URL(fileURLWithPath: path) }
    public init() {
        let p = (NSTemporaryDirectory() as NSString).appendingPathComponent("transit-tests-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(atPath: p, withIntermediateDirectories: true)
        // Resolve /tmp symlinks (macOS) so paths compare equal.
        path = URL(fileURLWithPath: p).resolvingSymlinksInPath().path
    }
    deinit { cleanUp() }
    public func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }
    /// Writes `text` to `name` (folders made as needed) and returns its URL.
    @discardableResult
    public func write(_ name: String, _ text: String) -> URL { write(name, bytes: Array(text.utf8)) }
    @discardableResult
    public func write(_ name: String, bytes: [UInt8]) -> URL {
        let u = url.appendingPathComponent(name)
        try! FileManager.default.createDirectory(at: u.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! Data(bytes).write(to: u)
        return u
    }
    public func read(_ name: String) -> String? { try? String(contentsOfFile: file(name), encoding: .utf8) }
    public var contents: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
    public func cleanUp() { try? FileManager.default.removeItem(atPath: path) }
}
