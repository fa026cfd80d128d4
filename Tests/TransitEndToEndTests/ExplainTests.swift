// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport
import TransitEngine
import TransitLanguage

/// `transit explain CODE`: every code the checker, the simulator and the explorer can report is explained, from
/// the documentation's tables, with its flows/broken/ example checked live.
@Suite("transit explain")
struct ExplainTests {
    @Test func everyCodeIsExplainedAndNothingElse() throws {
        guard let transit = Repo.requireBinary() else { return }
        let list = try runProcess(transit, ["explain"])
        #expect(list.status == 0)
        let listed = list.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        let known = DiagnosticCode.allCases.map(\.rawValue)
        #expect(Set(listed) == Set(known), "documented but unknown: \(Set(listed).subtracting(known).sorted()); undocumented: \(Set(known).subtracting(listed).sorted())")
        #expect(listed.count == Set(listed).count, "a code documented twice")
    }

    @Test func eachExplanationShowsItsExampleAndWhatCheckSaysOfIt() throws {
        guard let transit = Repo.requireBinary() else { return }
        let examples = try FileManager.default.contentsOfDirectory(atPath: Repo.path("flows/broken")).filter { $0.hasSuffix(".flow") }
        var checked = 0
        for code in DiagnosticCode.allCases.map(\.rawValue) {
            let r = try runProcess(transit, ["explain", code.lowercased()])
            #expect(r.status == 0, "\(code): \(r.stderr)")
            #expect(r.stdout.hasPrefix("\(code) — "), "\(code): \(r.stdout.prefix(80))")
            #expect(r.stdout.contains("severity: "))
            // A column the docs leave empty is not printed as an empty line ("UIKit's words: ").
            #expect(!r.stdout.split(separator: "\n").contains { $0.hasSuffix(": ") }, "\(code): \(r.stdout.prefix(400))")
            guard let example = examples.first(where: { $0.hasPrefix(code + "-") }) else { continue }
            // The example is the repository's file, and checking it reports the code being explained.
            #expect(r.stdout.contains("Example: flows/broken/\(example)"))
            let section = r.stdout.components(separatedBy: "What `transit check` says of it:").last ?? ""
            #expect(section.contains("[\(code)]"), "\(code): \(section)")
            checked += 1
        }
        #expect(checked >= 40, "\(checked) examples checked")
    }

    @Test func anUnknownCodeIsRefusedWithASuggestion() throws {
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["explain", "T13"])
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("transit explain: no diagnostic code 'T13'; did you mean T"), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
    }
}

/// The registry (codes, severities, titles) and the documentation's tables (which explain each code) agree: every
/// code has a row in its family's document, every row a code, and the severities and titles are the same.
@Test func theRegistryAndTheDocumentedTablesAgree() throws {
    var rows: [String: [String: String]] = [:]
    var documents: [String: String] = [:]
    for doc in ["docs/language.md", "docs/simulator.md"] {
        var header: [String] = []
        for line in try String(contentsOfFile: Repo.path(doc), encoding: .utf8).split(separator: "\n") {
            guard line.hasPrefix("|") else { header = []; continue }
            let cells = line.dropFirst().dropLast().split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.first == "code" { header = cells; continue }
            guard let code = cells.first, code.range(of: #"^[TRX]\d{3}$"#, options: .regularExpression) != nil,
                  header.count == cells.count else { continue }
            #expect(rows[code] == nil, "\(code) is documented twice")
            rows[code] = Dictionary(zip(header, cells), uniquingKeysWith: { a, _ in a })
            documents[code] = doc
        }
    }
    #expect(Set(rows.keys) == Set(DiagnosticCode.allCases.map(\.rawValue)),
            "documented, not in the registry: \(Set(rows.keys).subtracting(DiagnosticCode.allCases.map(\.rawValue)).sorted()); in the registry, not documented: \(Set(DiagnosticCode.allCases.map(\.rawValue)).subtracting(rows.keys).sorted())")
    for code in DiagnosticCode.allCases {
        guard let row = rows[code.rawValue] else { continue }
        #expect(row["severity"] == code.severityText, "\(code.rawValue): the registry says '\(code.severityText)', the docs '\(row["severity"] ?? "nothing")'")
        #expect(row["title"] == code.title, "\(code.rawValue): the registry says '\(code.title)', the docs '\(row["title"] ?? "nothing")'")
        #expect(documents[code.rawValue] == code.family.document, "\(code.rawValue) is documented in \(documents[code.rawValue] ?? "nothing"), explain points to \(code.family.document)")
    }
}

/// `transit explain` lists the registry: a code, its severity and its title per line.
@Test func theListIsTheRegistry() throws {
    guard let transit = Repo.requireBinary() else { return }
    let list = try runProcess(transit, ["explain"]).stdout.split(separator: "\n")
    #expect(list.count == DiagnosticCode.allCases.count)
    for (line, code) in zip(list, DiagnosticCode.allCases) {
        #expect(line.hasPrefix(code.rawValue + "  " + code.severityText + " "), "\(line)")
        #expect(line.hasSuffix(" " + code.title), "\(line)")
    }
}
