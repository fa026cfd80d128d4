// SPDX-License-Identifier: MIT

/// What the import fuzzer (Fuzz/Targets/FuzzImport) does with one input, and what the regression test replays.
/// Traps only on a real bug.
public enum ImportHarness {
    /// Bytes as a Swift file (before a NUL byte, if any: the file's name): the draft must be made, hold no
    /// control character but line ends, end with a line end, and declare only names the flow language accepts.
    public static func draft(_ bytes: [UInt8]) {
        let cut = bytes.firstIndex(of: 0)
        let name = cut.map { String(decoding: bytes[..<$0], as: UTF8.self) } ?? "App/Fuzz.swift"
        let source = String(decoding: bytes[(cut.map { $0 + 1 } ?? 0)...].prefix(65_536), as: UTF8.self)
        let result = Importer.draft(files: [(name.isEmpty ? "App/Fuzz.swift" : name, source)], appName: "Fuzz")
        let flow = result.flow
        for s in flow.unicodeScalars where (s.value < 0x20 && s != "\n") || s.value == 0x7F {
            preconditionFailure("a control character U+\(String(s.value, radix: 16)) in the draft:\n\(flow)")
        }
        precondition(flow.hasSuffix("\n"), "the draft does not end with a line end")
        for line in flow.split(separator: "\n") {
            for keyword in ["screen ", "coordinator "] where line.hasPrefix(keyword) {
                let declared = line.dropFirst(keyword.count).prefix { $0 != " " && $0 != "(" && $0 != "{" && $0 != "-" }
                let scalars = Array(declared.unicodeScalars)
                precondition(!scalars.isEmpty && (scalars[0] == "_" || scalars[0].properties.isAlphabetic)
                                && scalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) },
                             "a declared name the flow language does not accept: \(line)")
            }
        }
        _ = result.report.text
    }
}
