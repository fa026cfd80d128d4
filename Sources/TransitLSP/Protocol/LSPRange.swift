// SPDX-License-Identifier: MIT
import TransitLanguage

/// A range of a document (LSP's `Range`; named apart from Swift's).
struct LSPRange: Hashable, JSONEncodable, JSONDecodable {
    var start: Position
    var end: Position

    init(start: Position, end: Position) { self.start = start; self.end = end }

    init?(json: Any?) {
        guard let o = json as? [String: Any], let start = Position(json: o["start"]), let end = Position(json: o["end"]) else { return nil }
        self.init(start: start, end: end)
    }

    /// A source span as a range.
    init(_ span: SourceSpan) { self.init(start: Position(span.file, span.start), end: Position(span.file, span.end)) }

    /// Where a diagnostic with no place is shown: the start of the file.
    static let zero = LSPRange(start: .zero, end: .zero)

    /// Whether the two ranges share a position (touching ends count).
    func overlaps(_ other: LSPRange) -> Bool { !(end < other.start) && !(other.end < start) }

    var json: Any { ["start": start.json, "end": end.json] as [String: Any] }
}
