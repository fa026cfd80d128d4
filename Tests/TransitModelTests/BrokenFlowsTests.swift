// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitTestSupport
import TransitLanguage
@testable import TransitModel

/// Each file in flows/broken/ triggers one diagnostic code. Its first line says which and where:
/// `// expect: T101 at 7:10`, or `// expect: T021 at 2:1 in include/cycle-settings.flow` when the
/// diagnostic is in a file the broken flow includes (a path relative to flows/broken/).
struct Expectation: CustomTestStringConvertible, Sendable {
    var file: URL
    var code: String
    var line: Int
    var column: Int
    var inFile: String?

    var testDescription: String { file.lastPathComponent }

    static func parse(_ file: URL) -> Expectation? {
        guard let data = try? Data(contentsOf: file) else { return nil }
        // The files may hold invalid UTF-8 on purpose (T007): read the first line as bytes.
        let firstLine = String(decoding: data.prefix { $0 != 0x0A }, as: UTF8.self)
        let words = firstLine.split(separator: " ").map(String.init)
        // "//" "expect:" CODE "at" L:C ["in" PATH]
        guard words.count >= 5, words[0] == "//", words[1] == "expect:", words[3] == "at" else { return nil }
        let lc = words[4].split(separator: ":")
        guard lc.count == 2, let l = Int(lc[0]), let c = Int(lc[1]) else { return nil }
        var inFile: String? = nil
        if words.count >= 7, words[5] == "in" { inFile = words[6] }
        return Expectation(file: file, code: words[2], line: l, column: c, inFile: inFile)
    }
}

@Suite("Broken flows")
struct BrokenFlowsTests {
    static let files = Repo.flowFiles(in: Repo.broken)

    @Test func thereAreBrokenFlows() {
        #expect(Self.files.count >= DiagnosticCode.codes(of: .language).count - 1)
    }

    @Test("every broken flow has an expect line", arguments: files)
    func expectLine(_ file: URL) {
        let e = Expectation.parse(file)
        #expect(e != nil, "\(file.lastPathComponent) must start with '// expect: Txxx at LINE:COL'")
        if let e {
            #expect(file.lastPathComponent.hasPrefix(e.code + "-"), "the file name starts with its code")
            #expect(DiagnosticCode(rawValue: e.code)?.family == .language, "\(e.code) is a code of the flow language")
        }
    }

    @Test("each broken flow produces its code at the expected place", arguments: files.compactMap(Expectation.parse))
    func producesItsCode(_ e: Expectation) {
        let outcome = FlowLoader.load([e.file.path])
        #expect(!outcome.ioFailure)
        let wantedFile = e.inFile.map { Repo.broken.appendingPathComponent($0).standardizedFileURL.path } ?? e.file.standardizedFileURL.path
        let match = outcome.diagnostics.first { d in
            guard d.code.rawValue == e.code, let span = d.span else { return false }
            let p = span.startPosition
            return p.line == e.line && p.column == e.column && Self.samePath(span.file.path, wantedFile)
        }
        #expect(match != nil,
                "\(e.file.lastPathComponent): expected \(e.code) at \(e.line):\(e.column)\(e.inFile.map { " in " + $0 } ?? ""); got \(Check.describe(outcome))")
    }

    @Test("each broken flow produces only its own code", arguments: files.compactMap(Expectation.parse))
    func producesOnlyItsCode(_ e: Expectation) {
        let outcome = FlowLoader.load([e.file.path])
        let others = outcome.diagnostics.filter { $0.code.rawValue != e.code }
        #expect(others.isEmpty, "\(e.file.lastPathComponent) also produces \(others.map(Check.describe))")
    }

    @Test func everyCodeHasABrokenFlow() {
        let covered = Set(Self.files.compactMap(Expectation.parse).map(\.code))
        let missing = DiagnosticCode.codes(of: .language).filter { $0 != .ioError && !covered.contains($0.rawValue) }.map(\.rawValue)
        #expect(missing.isEmpty, "no broken flow for \(missing)")
    }

    @Test func ioErrorForAMissingFile() throws {
        let outcome = FlowLoader.load([Repo.broken.appendingPathComponent("does-not-exist.flow").path])
        #expect(outcome.ioFailure)
        let d = try #require(outcome.diagnostics.first)
        #expect(d.code == .ioError)
        #expect(d.span == nil)
        #expect(d.message.contains("does-not-exist.flow"))
    }

    /// Paths may be shown relative to the working directory.
    static func samePath(_ shown: String, _ absolute: String) -> Bool {
        if shown == absolute { return true }
        let abs = shown.hasPrefix("/") ? shown : FileManager.default.currentDirectoryPath + "/" + shown
        return URL(fileURLWithPath: abs).standardizedFileURL.path == absolute
    }
}
