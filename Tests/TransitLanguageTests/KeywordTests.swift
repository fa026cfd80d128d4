// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitLanguage
import TransitTestSupport

/// The keyword table (Keyword.swift) is the one list of reserved words (issue 35): the editor grammars are made
/// from it (a stale grammar fails here; `scripts/grammars` rewrites them), and the parser's "did you mean" draws on
/// every case of the context, so no member is missing from a hint list.
@Suite("keywords")
struct KeywordTests {
    static let vim = "editors/vim/syntax/transitflow.vim"
    static let textMate = "editors/vscode/syntaxes/transit-flow.tmLanguage.json"
    static let vimGroups: [Keyword.Highlight: String] = [.declaration: "transitDeclaration", .member: "transitMember",
                                                          .statement: "transitStatement", .modifier: "transitModifier"]
    static let textMateRules: [Keyword.Highlight: String] = [.declaration: "declarations", .member: "members",
                                                             .statement: "statements", .modifier: "modifiers"]

    /// The Vim file with its `syn keyword` lines for the four classes made from the table (at most 120 columns).
    static func vimText(_ old: String) -> String {
        var lines = old.components(separatedBy: "\n")
        let first = lines.firstIndex { l in vimGroups.values.contains { l.hasPrefix("syn keyword \($0) ") } } ?? lines.count
        lines.removeAll { l in vimGroups.values.contains { l.hasPrefix("syn keyword \($0) ") } }
        var made: [String] = []
        for (h, words) in Keyword.highlighted {
            let prefix = "syn keyword \(vimGroups[h]!)"
            var line = prefix
            for w in words {
                if line.count + 1 + w.count > 120 { made.append(line); line = prefix }
                line += " " + w
            }
            made.append(line)
        }
        lines.insert(contentsOf: made, at: first)
        return lines.joined(separator: "\n")
    }

    /// The TextMate grammar with each class's `match` made from the table.
    static func textMateText(_ old: String) -> String {
        var text = old
        for (h, words) in Keyword.highlighted {
            let rule = "\"\(textMateRules[h]!)\": {"
            guard let at = text.range(of: rule), let m = text.range(of: "\"match\": \"", range: at.upperBound..<text.endIndex),
                  let end = text.range(of: "\"\n", range: m.upperBound..<text.endIndex) else { continue }
            text.replaceSubrange(m.upperBound..<end.lowerBound, with: "\\\\b(" + words.joined(separator: "|") + ")\\\\b")
        }
        return text
    }

    @Test func theEditorGrammarsListTheTable() throws {
        for (path, make) in [(KeywordTests.vim, KeywordTests.vimText), (KeywordTests.textMate, KeywordTests.textMateText)] {
            let url = PackageRoot.url.appendingPathComponent(path)
            let old = try String(contentsOf: url, encoding: .utf8)
            let made = make(old)
            if ProcessInfo.processInfo.environment["TRANSIT_UPDATE_GRAMMARS"] == "1", made != old {
                try made.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            #expect(made == old, "\(path) is stale: run scripts/grammars")
        }
        // Every class is in both grammars.
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: PackageRoot.url.appendingPathComponent(KeywordTests.textMate))) as? [String: Any]
        let repository = json?["repository"] as? [String: Any] ?? [:]
        for rule in KeywordTests.textMateRules.values { #expect(repository[rule] != nil, "\(rule)") }
    }

    @Test func eachWordHasOneColour() {
        let words = Keyword.highlighted.flatMap(\.1)
        #expect(words.count == Set(words).count)
        #expect(Keyword.all.isSuperset(of: ["screen", "push", "pageSheet", "hidesBackButton", "then", "launch", "none"]))
    }

    // Misspelt members that had no "did you mean" (their hint lists were written by hand and missed them); each
    // hint comes with the fix-it that writes the word.
    @Test(arguments: [
        ("screen A {\n  hidesBackButon\n}\n", "hidesBackButton"),
        ("screen A {\n  strongOwnr\n}\n", "strongOwner"),
        ("screen A {\n  hidesBottomBr\n}\n", "hidesBottomBar"),
        ("screen A {\n  nonDismisible\n}\n", "nonDismissible"),
        ("coordinator C {\n  weakNavigaton\n}\n", "weakNavigation"),
        ("scren A { }\n", "screen"),
        ("coordinator C {\n  start {\n    pussh A\n  }\n}\n", "push"),
    ])
    func everyMemberIsSuggested(_ source: String, _ word: String) {
        let diagnostics = Parser.parse(SourceFile(path: "a.flow", text: source)).diagnostics
        #expect(diagnostics.count == 1 && diagnostics[0].hint == "did you mean '\(word)'?", "\(diagnostics.map(DiagnosticText.describe))")
        let fixed = DiagnosticText.applyingFixIts(source, diagnostics)
        #expect(Parser.parse(SourceFile(path: "a.flow", text: fixed)).diagnostics.isEmpty, "\(fixed)")
        #expect(fixed.contains(word))
    }
}

/// transit import (its own package, which cannot link TransitLanguage) renames a Swift name that spells a flow
/// word: its list must hold every word of the table.
@Test func theImportersWordsAreTheTables() throws {
    let source = try String(contentsOf: PackageRoot.url.appendingPathComponent("Import/Sources/TransitImport/FlowNames.swift"), encoding: .utf8)
    let start = try #require(source.range(of: "let flowKeywords: Set<String> = ["))
    let end = try #require(source.range(of: "]", range: start.upperBound..<source.endIndex))
    let listed = Set(source[start.upperBound..<end.lowerBound].split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
    let missing = Keyword.all.union(["true", "false"]).subtracting(listed)
    #expect(missing.isEmpty, "add to flowKeywords in Import/Sources/TransitImport/FlowNames.swift: \(missing.sorted())")
}
