// SPDX-License-Identifier: MIT
/// What each statement means in UIKit terms, from the language reference (docs/language.md): the paragraphs that
/// open with the statement in bold code (`**\`push Target …\`** — navigationController?.pushViewController…`).
public enum StatementDocs {
    /// Statement keyword → its paragraphs (the first one found for a keyword comes first).
    public static func parse(_ markdown: String) -> [String: String] {
        var out: [String: String] = [:]
        let paragraphs = markdown.components(separatedBy: "\n\n")
        for p in paragraphs where p.hasPrefix("**`") {
            let afterTicks = p.dropFirst(3)
            let keyword = String(afterTicks.prefix { $0.isLetter })
            guard !keyword.isEmpty, keyword.first!.isLowercase else { continue }
            let text = p.replacingOccurrences(of: "\n", with: " ")
            out[keyword] = out[keyword].map { $0 + "\n\n" + text } ?? text
        }
        return out
    }
}
