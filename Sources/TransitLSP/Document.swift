// SPDX-License-Identifier: MIT
import Foundation

/// An open document: its text as the editor has it, changed by full or incremental edits. Positions are LSP's:
/// zero-based lines and UTF-16 code units within the line.
public struct Document {
    public var uri: String
    public var path: String
    public var version: Int
    public private(set) var text: String

    public init(uri: String, path: String, version: Int, text: String) {
        self.uri = uri; self.path = path; self.version = version; self.text = text
    }

    /// Applies one `contentChanges` entry: with a range, that range is replaced; without one, the whole text.
    /// A change that is not well formed (no text; a range that is not an object, or whose start or end is missing,
    /// negative or not an integer) is refused and the text kept: replacing the whole document with a fragment
    /// would leave every later answer computed on the wrong text. Returns why it was refused, nil when applied.
    @discardableResult
    public mutating func apply(_ change: [String: Any]) -> String? {
        guard let newText = change["text"] as? String else { return "a content change without a 'text' string" }
        guard let given = change["range"] else {
            text = newText
            return nil
        }
        guard let range = given as? [String: Any] else { return "a content change whose 'range' is not an object" }
        guard let start = Document.position(range["start"]), let end = Document.position(range["end"]) else {
            return "a content change whose range has no valid 'start' and 'end' (lines and characters are integers from 0)"
        }
        var units = Array(text.utf16)
        let a = Document.offset(of: start, in: units), b = max(a, Document.offset(of: end, in: units))
        units.replaceSubrange(a..<b, with: Array(newText.utf16))
        text = String(decoding: units, as: UTF16.self)
        return nil
    }

    static func position(_ any: Any?) -> (line: Int, character: Int)? {
        guard let p = any as? [String: Any], let line = p["line"] as? Int, let ch = p["character"] as? Int, line >= 0, ch >= 0 else { return nil }
        return (line, ch)
    }

    /// The UTF-16 offset of a position, clamped to the text (a position past a line's end is its end). Lines end
    /// at "\n", "\r\n" or a lone "\r", as the protocol and the checker's source files say.
    static func offset(of p: (line: Int, character: Int), in units: [UInt16]) -> Int {
        var line = 0, i = 0
        while line < p.line, i < units.count {
            if units[i] == 13 {
                if i + 1 < units.count, units[i + 1] == 10 { i += 1 }
                line += 1
            } else if units[i] == 10 {
                line += 1
            }
            i += 1
        }
        if line < p.line { return units.count }
        var end = i
        while end < units.count, units[end] != 10, units[end] != 13 { end += 1 }
        // Clamped before adding: a client can send any character number, up to Int.max.
        return i + min(p.character, end - i)
    }

    /// The position just past the last character: the last line and its length in UTF-16 units.
    public var endPosition: (line: Int, character: Int) {
        let units = Array(text.utf16)
        var line = 0, lineStart = 0, i = 0
        while i < units.count {
            if units[i] == 13 || units[i] == 10 {
                if units[i] == 13, i + 1 < units.count, units[i + 1] == 10 { i += 1 }
                line += 1
                lineStart = i + 1
            }
            i += 1
        }
        return (line, units.count - lineStart)
    }

    /// The word (identifier) at a position, if any.
    public func word(at p: (line: Int, character: Int)) -> String? {
        let units = Array(text.utf16)
        let at = Document.offset(of: p, in: units)
        func isWord(_ u: UInt16) -> Bool {
            guard let s = Unicode.Scalar(u) else { return true }   // a surrogate half: part of a letter outside the BMP
            return s == "_" || s.properties.isAlphabetic || ("0"..."9").contains(s)
        }
        var a = at, b = at
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
