// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitEngine
import TransitLanguage

/// `transit explain CODE`: every code the checker, the simulator and the explorer can report is explained, from
/// the documentation's tables, with its flows/broken/ example checked live.
@Suite("transit explain")
struct ExplainTests {
    static let explorerCodes = ["X401", "X402", "X403", "X404"]

    @Test func everyCodeIsExplainedAndNothingElse() throws {
        guard let transit = Repo.requireBinary() else { return }
        let list = try runProcess(transit, ["explain"])
        #expect(list.status == 0)
        let listed = list.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        let known = DiagnosticCode.allCases.map(\.rawValue) + RuntimeCode.allCases.map(\.rawValue) + Self.explorerCodes
        #expect(Set(listed) == Set(known), "documented but unknown: \(Set(listed).subtracting(known).sorted()); undocumented: \(Set(known).subtracting(listed).sorted())")
        #expect(listed.count == Set(listed).count, "a code documented twice")
    }

    @Test func eachExplanationShowsItsExampleAndWhatCheckSaysOfIt() throws {
        guard let transit = Repo.requireBinary() else { return }
        let examples = try FileManager.default.contentsOfDirectory(atPath: Repo.path("flows/broken")).filter { $0.hasSuffix(".flow") }
        var checked = 0
        for code in DiagnosticCode.allCases.map(\.rawValue) + RuntimeCode.allCases.map(\.rawValue) + Self.explorerCodes {
            let r = try runProcess(transit, ["explain", code.lowercased()])
            #expect(r.status == 0, "\(code): \(r.stderr)")
            #expect(r.stdout.hasPrefix("\(code) — "), "\(code): \(r.stdout.prefix(80))")
            #expect(r.stdout.contains("severity: "))
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

/// The checker's own titles (SARIF rules, GitHub annotations) are the documentation's: one registry, not two.
@Test func theCheckersTitlesAreTheDocumentedOnes() throws {
    guard let transit = Repo.requireBinary() else { return }
    let list = try runProcess(transit, ["explain"]).stdout
    var documented: [String: String] = [:]
    for line in list.split(separator: "\n") where line.hasPrefix("T") {
        let parts = line.split(separator: " ", maxSplits: 1)
        // "T101  error         unknown name": the severity column is 13 wide.
        documented[String(parts[0])] = String(parts[1].dropFirst(1 + 13)).trimmingCharacters(in: .whitespaces)
    }
    for code in DiagnosticCode.allCases {
        #expect(documented[code.rawValue] == code.title, "\(code.rawValue): the checker says '\(code.title)', the docs '\(documented[code.rawValue] ?? "nothing")'")
    }
}
