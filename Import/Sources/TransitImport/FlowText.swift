// SPDX-License-Identifier: MIT

/// Lines of flow text with indentation and `// from` comments.
struct FlowText {
    /// What separates a line's flow from the place it was read: `push Detail  // from Home.swift:12`.
    static let fromMarker = "  // from "
    /// The place a line says it comes from, as written after the marker; nil for a line without one.
    static func origin(of line: String) -> String? {
        let parts = line.components(separatedBy: fromMarker)
        return parts.count > 1 ? parts.last : nil
    }

    private(set) var lines: [String] = []
    /// Where the statements written come from: lines with a `from` that are not comments themselves.
    private(set) var livePlaces: Set<SourcePlace> = []
    var indent = 0

    mutating func line(_ text: String, from place: SourcePlace? = nil) {
        let pad = String(repeating: "  ", count: indent)
        if let place {
            lines.append("\(pad)\(text)\(Self.fromMarker)\(place)")
            if !text.hasPrefix("//") { livePlaces.insert(place) }
        } else {
            lines.append(pad + text)
        }
    }
    mutating func todo(_ text: String, at place: SourcePlace?) {
        // One line, however long the Swift expression it quotes.
        var flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if flat.count > 120 { flat = String(flat.prefix(117)) + "…" }
        line("// TODO(import): \(flat)" + (place.map { " (\($0))" } ?? ""))
    }
    mutating func blank() { if lines.last != "" { lines.append("") } }
    mutating func open(_ text: String, from place: SourcePlace? = nil) { line(text + " {", from: place); indent += 1 }
    mutating func close() { indent -= 1; line("}") }
    mutating func append(_ other: FlowText) {
        lines += other.lines
        livePlaces.formUnion(other.livePlaces)
    }
    var text: String { lines.joined(separator: "\n") + "\n" }
}
