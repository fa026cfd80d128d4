// SPDX-License-Identifier: MIT
/// Escaping for the text formats Transit writes: every name and label is text, never markup.
/// Escapes work on Unicode scalars, not Characters: a quote followed by a combining mark is one Character ("ْ)
/// that would slip past a Character comparison and end the string early (found by the DOT fuzzer).
public enum DotText {
    /// A DOT quoted string. Our own line breaks are "\n"; user text cannot inject escapes.
    static func quote(_ s: String) -> String {
        var out = "\""
        for ch in s.unicodeScalars {
            switch ch {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": break
            // Graphviz decodes HTML entities in every label: keep '&' literal.
            case "&": out += "&amp;"
            // U+FFFE and U+FFFF are not characters XML allows: Graphviz would copy them into SVG nobody can read.
            case "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out + "\""
    }

    /// A Mermaid label inside double quotes: entity codes for the characters Mermaid or HTML would read.
    static func mermaid(_ s: String) -> String {
        var out = ""
        for ch in s.unicodeScalars {
            switch ch {
            case "\"": out += "#quot;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "&": out += "#amp;"
            case "#": out += "#35;"
            case "\n": out += "<br/>"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }

    /// XML 1.0 text (SVG, HTML, JUnit reports): escaped, and the characters XML cannot hold replaced by U+FFFD.
    public static func xml(_ s: String) -> String {
        var out = ""
        for ch in s.unicodeScalars {
            switch ch {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\"": out += "&quot;"
            case "\n", "\t", "\r": out.unicodeScalars.append(ch)
            case "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
            case _ where ch.value < 0x20: out += "\u{FFFD}"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }
}
