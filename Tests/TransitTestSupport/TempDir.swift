// SPDX-License-Identifier: MIT
import Foundation
import TransitTestSupport

/// A fresh temporary folder, removed by `cleanUp()`.
public struct TempDir {
    public let path: String
    public init() {
        let p = (NSTemporaryDirectory() as NSString).appendingPathComponent("transit-tests-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(atPath: p, withIntermediateDirectories: true)
        // Resolve /tmp symlinks (macOS) so paths compare equal.
        path = URL(fileURLWithPath: p).resolvingSymlinksInPath().path
    }
    public func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }
    public func write(_ name: String, _ text: String) { try! text.write(toFile: file(name), atomically: true, encoding: .utf8) }
    public func read(_ name: String) -> String? { try? String(contentsOfFile: file(name), encoding: .utf8) }
    public var contents: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
    public func cleanUp() { try? FileManager.default.removeItem(atPath: path) }
}
