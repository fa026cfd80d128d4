// SPDX-License-Identifier: MIT
import TransitLanguage

/// Text bound for a terminal: control characters from a flow (an escape sequence in a name or string, a bidi
/// override) are shown as `\u{1B}` instead of acting on the terminal. Transit's own colours (SGR `ESC[…m`) and
/// line clearing (`ESC[K`) pass when `keepStyles` is set, that is when colour is on.
public enum TerminalText {
    public static func safe(_ s: String, keepStyles: Bool) -> String {
        guard needsWork(s) else { return s }
        var out = String.UnicodeScalarView()
        let scalars = Array(s.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == "\u{1B}", keepStyles, let end = styleEnd(scalars, i) {
                out.append(contentsOf: scalars[i...end])
                i = end + 1
                continue
            }
            if c == "\r", keepStyles { out.append(c); i += 1; continue }
            if c.actsOnTerminal {
                out.append(contentsOf: c.escapedForTerminal.unicodeScalars)
            } else {
                out.append(c)
            }
            i += 1
        }
        return String(out)
    }

    /// Fast path: most output is plain.
    static func needsWork(_ s: String) -> Bool {
        for b in s.utf8 where (b < 0x20 && b != 0x0A && b != 0x09) || b == 0x7F || b == 0xC2 || b == 0xE2 { return true }
        return false
    }

    /// `ESC [ digits/semicolons m` or `ESC [ K`: the index of the final character.
    static func styleEnd(_ s: [Unicode.Scalar], _ i: Int) -> Int? {
        guard i + 1 < s.count, s[i + 1] == "[" else { return nil }
        var j = i + 2
        while j < s.count, (s[j].value >= 0x30 && s[j].value <= 0x39) || s[j] == ";" { j += 1 }
        guard j < s.count, s[j] == "m" || (s[j] == "K" && j == i + 2) else { return nil }
        return j
    }
}
