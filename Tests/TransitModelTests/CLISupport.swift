// SPDX-License-Identifier: MIT
import Foundation
import Testing

@_exported import TransitTestSupport

// Helpers for tests that run the built `transit` executable (TransitBinary and PackageRoot come from
// TransitTestSupport).

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

