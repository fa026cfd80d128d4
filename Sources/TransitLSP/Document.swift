// SPDX-License-Identifier: MIT
import Foundation
import TransitLanguage

/// An open document: its text as the editor has it, changed by full or incremental edits. Positions are LSP's:
/// zero-based lines and UTF-16 code units within the line.
///
/// The text is kept as lines, so an edit costs the lines it touches, not the document (10,000 one-character edits
/// to a 1 MB file rebuilt 1 MB each time before); the whole text is joined only when something reads it, once
/// per state of the text.
public struct Document {
    public var uri: String
    public var path: String
    public var version: Int
    /// Each line with its line end ("\n", "\r\n" or a lone "\r"); the last has none. Never empty.
    private var lines: [[UInt16]]
    /// The text's size in UTF-8, kept up to date by edits: the loader's file limit applies to open documents too.
    public private(set) var utf8Count: Int
    /// The joined text, made on first read after an edit. A class so that reading it does not need `mutating`;
    /// an edit replaces it (a copied document never shares a stale one).
    private var joined = JoinedText()

    private final class JoinedText {
        var text: String?
    }

    public init(uri: String, path: String, version: Int, text: String) {
        self.uri = uri; self.path = path; self.version = version
        lines = Document.split(Array(text.utf16), last: true)
        utf8Count = text.utf8.count
        joined.text = text
    }

    public var text: String {
        if let text = joined.text { return text }
        var units: [UInt16] = []
        units.reserveCapacity(lines.reduce(0) { $0 + $1.count })
        for line in lines { units += line }
        let text = String(decoding: units, as: UTF16.self)
        joined.text = text
        return text
    }

    /// Whether the text is over the size a flow file may have (`Loader.maxFileBytes`).
    public var isTooLarge: Bool { utf8Count > Loader.maxFileBytes }

    /// Applies one `contentChanges` entry as JSON; returns why it was refused (see `ContentChange.read`), nil when
    /// applied.
    @discardableResult
    public mutating func apply(_ json: [String: Any]) -> String? {
        switch ContentChange.read(json) {
        case .success(let change): apply(change); return nil
        case .failure(let refusal): return refusal.description
        }
    }

    /// Applies one change: with a range, that range is replaced; without one, the whole text.
    mutating func apply(_ change: ContentChange) {
        let newText = change.text
        guard let range = change.range else {
            lines = Document.split(Array(newText.utf16), last: true)
            utf8Count = newText.utf8.count
            joined = JoinedText()
            joined.text = newText
            return
        }
        let start = range.start, end = range.end
        let a = place(start), z = place(end)
        // An end before the start is an empty range at the start.
        let b = (z.line, z.column) < (a.line, a.column) ? a : z
        var lo = a.line, hi = b.line
        var middle = Array(lines[lo][..<a.column]) + Array(newText.utf16) + Array(lines[hi][b.column...])
        // A lone "\r" and a "\n" that now meet are one line end.
        if lo > 0, lines[lo - 1].last == 13, middle.first == 10 { lo -= 1; middle = lines[lo] + middle }
        if middle.last == 13, hi + 1 < lines.count, lines[hi + 1].first == 10 { hi += 1; middle += lines[hi] }
        let replaced = lines[lo...hi].reduce(0) { $0 + Document.utf8Count($1) }
        let segments = Document.split(middle, last: hi == lines.count - 1)
        utf8Count += segments.reduce(0) { $0 + Document.utf8Count($1) } - replaced
        lines.replaceSubrange(lo...hi, with: segments)
        joined = JoinedText()
    }

    /// Units cut into lines, each with its line end. With `last`, what follows the last line end is a line too
    /// (possibly empty: the end of the text); without it, the units end with a line end that the next line follows.
    static func split(_ units: [UInt16], last: Bool) -> [[UInt16]] {
        var out: [[UInt16]] = []
        var start = 0, i = 0
        while i < units.count {
            if units[i] == 10 || units[i] == 13 {
                if units[i] == 13, i + 1 < units.count, units[i + 1] == 10 { i += 1 }
                out.append(Array(units[start...i]))
                start = i + 1
            }
            i += 1
        }
        if last || start < units.count || out.isEmpty { out.append(Array(units[start...])) }
        return out
    }

    /// The UTF-8 size of UTF-16 units (a lone surrogate becomes U+FFFD: three bytes).
    static func utf8Count(_ units: [UInt16]) -> Int {
        var n = 0, i = 0
        while i < units.count {
            let u = units[i]
            if u < 0x80 { n += 1 } else if u < 0x800 { n += 2 } else if u >= 0xD800, u < 0xDC00, i + 1 < units.count,
                                                                           units[i + 1] >= 0xDC00, units[i + 1] < 0xE000 {
                n += 4; i += 1
            } else { n += 3 }
            i += 1
        }
        return n
    }

    /// The length of a line without its line end.
    private func contentLength(_ i: Int) -> Int {
        let line = lines[i]
        var n = line.count
        if n > 0, line[n - 1] == 10 { n -= 1 }
        if n > 0, line[n - 1] == 13 { n -= 1 }
        return n
    }

    /// A position as a line index and a column in it, clamped to the text (a position past a line's end is its
    /// end; a line past the last is the end of the text).
    func place(_ p: Position) -> (line: Int, column: Int) {
        guard p.line < lines.count else { return (lines.count - 1, contentLength(lines.count - 1)) }
        // Clamped before use: a client can send any character number, up to Int.max.
        return (p.line, min(p.character, contentLength(p.line)))
    }

    /// The UTF-16 offset of a position in the whole text.
    func offset(of p: Position) -> Int {
        let at = place(p)
        return lines[..<at.line].reduce(0) { $0 + $1.count } + at.column
    }

    /// The position just past the last character: the last line and its length in UTF-16 units.
    var endPosition: Position { Position(line: lines.count - 1, character: lines[lines.count - 1].count) }

    /// The word (identifier) at a position, if any.
    func word(at p: Position) -> String? {
        let at = place(p)
        let units = lines[at.line]
        func isWord(_ u: UInt16) -> Bool {
            guard let s = Unicode.Scalar(u) else { return true }   // a surrogate half: part of a letter outside the BMP
            return s == "_" || s.properties.isAlphabetic || ("0"..."9").contains(s)
        }
        var a = at.column, b = at.column
        while a > 0, isWord(units[a - 1]) { a -= 1 }
        while b < units.count, isWord(units[b]) { b += 1 }
        guard a < b else { return nil }
        return String(decoding: units[a..<b], as: UTF16.self)
    }
}

/// file:// URIs and paths.
public enum FileURI {
    public static func path(_ uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.path
    }

    public static func uri(_ path: String) -> String { URL(fileURLWithPath: absolute(path)).absoluteString }

    /// Diagnostics name files relative to the working folder when they are below it: back to absolute paths.
    public static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (full as NSString).standardizingPath
    }
}
