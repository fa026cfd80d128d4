// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitTestSupport

/// The repository is MIT-licensed (LICENSE) and every source file says so in its first lines, by SPDX identifier.
@Test func everySourceFileCarriesTheSPDXHeader() throws {
    let root = PackageRoot.url.path
    let fm = FileManager.default
    #expect(try String(contentsOfFile: root + "/LICENSE", encoding: .utf8).hasPrefix("MIT License"))
    var checked = 0
    var missing: [String] = []
    for folder in ["Sources", "Tests", "Fuzz/Targets", "scripts", ".ci"] {
        guard let e = fm.enumerator(atPath: root + "/" + folder) else { continue }
        for case let rel as String in e {
            let path = root + "/" + folder + "/" + rel
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue else { continue }
            let ext = (rel as NSString).pathExtension
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            let isScript = text.hasPrefix("#!")
            guard ["swift", "c", "h", "modulemap", "py"].contains(ext) || isScript else { continue }
            checked += 1
            let head = text.split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false).prefix(3)
            if !head.contains(where: { $0.contains("SPDX-License-Identifier: MIT") }) { missing.append(folder + "/" + rel) }
        }
    }
    let head = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8).prefix(80)
    #expect(head.contains("SPDX-License-Identifier: MIT"))
    #expect(checked > 100)
    #expect(missing.isEmpty, "no SPDX header: \(missing.joined(separator: ", "))")
}
