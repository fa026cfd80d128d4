// SPDX-License-Identifier: MIT
import TransitLanguage

/// A place in a document as LSP counts: a zero-based line and UTF-16 code units within it (flows hold Japanese
/// text and emoji, which UTF-16 counts differently from Swift's characters).
struct Position: Hashable, Comparable, JSONEncodable, JSONDecodable {
    var line: Int
    var character: Int

    init(line: Int, character: Int) { self.line = line; self.character = character }

    /// Lines and characters are integers from 0.
    init?(json: Any?) {
        guard let o = json as? [String: Any], let line = o.int("line"), let character = o.int("character"),
              line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }

    /// The position of a scalar offset of a file.
    init(_ file: SourceFile, _ offset: Int) {
        let p = file.position(of: min(offset, file.scalars.count))
        let lineStart = p.offset - (p.column - 1)
        let units = file.scalars[lineStart..<p.offset].reduce(0) { $0 + ($1.value > 0xFFFF ? 2 : 1) }
        self.init(line: p.line - 1, character: units)
    }

    static let zero = Position(line: 0, character: 0)

    static func < (a: Position, b: Position) -> Bool { (a.line, a.character) < (b.line, b.character) }

    var json: Any { ["line": line, "character": character] as [String: Any] }
}
