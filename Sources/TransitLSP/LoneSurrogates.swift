// SPDX-License-Identifier: MIT

/// JSON text whose strings hold a lone UTF-16 surrogate escape (`"\ud800"`, valid JSON syntax but no character)
/// or bytes that are not UTF-8: Foundation's parser refuses the whole message. An editor can send either (a
/// half-deleted emoji); the character becomes U+FFFD, as a String makes it, and the message is kept.
enum LoneSurrogates {
    /// The text with each lone surrogate escape written `\ufffd` and invalid UTF-8 replaced; nil when it has none.
    static func repaired(_ bytes: [UInt8]) -> [UInt8]? {
        let text = Array(String(decoding: bytes, as: UTF8.self).utf8)
        var out: [UInt8] = []
        out.reserveCapacity(text.count)
        var changed = text != bytes
        var inString = false, i = 0
        func hex(at j: Int) -> UInt32? {
            guard j + 4 <= text.count else { return nil }
            var v: UInt32 = 0
            for b in text[j..<(j + 4)] {
                guard let d = hexDigit(b) else { return nil }
                v = v * 16 + d
            }
            return v
        }
        while i < text.count {
            let b = text[i]
            if !inString {
                if b == UInt8(ascii: "\"") { inString = true }
                out.append(b); i += 1
                continue
            }
            if b == UInt8(ascii: "\"") { inString = false; out.append(b); i += 1; continue }
            guard b == UInt8(ascii: "\\"), i + 1 < text.count else { out.append(b); i += 1; continue }
            guard text[i + 1] == UInt8(ascii: "u"), let v = hex(at: i + 2) else {
                out.append(contentsOf: text[i...(i + 1)]); i += 2
                continue
            }
            if (0xD800..<0xDC00).contains(v), i + 11 < text.count, text[i + 6] == UInt8(ascii: "\\"), text[i + 7] == UInt8(ascii: "u"),
               let low = hex(at: i + 8), (0xDC00..<0xE000).contains(low) {
                out.append(contentsOf: text[i..<(i + 12)]); i += 12   // a pair: one character
            } else if (0xD800..<0xE000).contains(v) {
                out.append(contentsOf: Array(#"\ufffd"#.utf8)); i += 6
                changed = true
            } else {
                out.append(contentsOf: text[i..<(i + 6)]); i += 6
            }
        }
        return changed ? out : nil
    }

    static func hexDigit(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(b - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
