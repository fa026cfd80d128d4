// SPDX-License-Identifier: MIT
import Foundation

/// What the documentation says of each diagnostic code: the rows of the code tables in docs/language.md (T…) and
/// docs/simulator.md (R…, X…), embedded at build time, and the flows/broken/ example of each T code. The codes, their
/// severities and titles are `DiagnosticCode`'s; these rows explain them.
struct CodeCatalog {
    struct Entry {
        var code: String
        var document: String
        /// Column header → cell, in table order (severity, title or what, example or UIKit's words…).
        var fields: [(String, String)]
    }

    var entries: [String: Entry] = [:]
    /// flows/broken/ files by path relative to that folder, as bytes (one example is invalid UTF-8 on purpose).
    var examples: [String: Data] = [:]

    static let embedded = CodeCatalog(
        documents: [("docs/language.md", decode(EmbeddedDocs.language)), ("docs/simulator.md", decode(EmbeddedDocs.simulator))],
        examples: EmbeddedDocs.examples.mapValues { Data(base64Encoded: $0) ?? Data() })

    static func decode(_ base64: String) -> String {
        Data(base64Encoded: base64).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    init(documents: [(name: String, text: String)], examples: [String: Data]) {
        self.examples = examples
        for (name, text) in documents {
            var header: [String] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                guard line.hasPrefix("|") else { header = []; continue }
                let cells = CodeCatalog.cells(String(line))
                if cells.first == "code" { header = cells; continue }
                guard let code = cells.first, header.count == cells.count, CodeCatalog.isCode(code) else { continue }
                entries[code] = Entry(code: code, document: name, fields: Array(zip(header.dropFirst(), cells.dropFirst())))
            }
        }
    }

    /// T101, R301, X404: a letter and three digits.
    static func isCode(_ s: String) -> Bool {
        s.count == 4 && "TRX".contains(s.first!) && s.dropFirst().allSatisfy(\.isASCII) && s.dropFirst().allSatisfy(\.isNumber)
    }

    /// The cells of a Markdown table row; `|` inside backticks belongs to the cell.
    static func cells(_ row: String) -> [String] {
        var out: [String] = [], cur = "", code = false
        for ch in row.dropFirst() {
            if ch == "`" { code.toggle() }
            if ch == "|" && !code { out.append(cur.trimmingCharacters(in: .whitespaces)); cur = ""; continue }
            cur.append(ch)
        }
        return out
    }

    /// The flows/broken/ example of a code (`T130-child-never-released.flow`).
    func example(for code: String) -> (name: String, text: String)? {
        guard let name = examples.keys.sorted().first(where: { $0.hasPrefix(code + "-") && !$0.contains("/") }),
              let data = examples[name] else { return nil }
        return (name, String(decoding: data, as: UTF8.self))
    }
}
