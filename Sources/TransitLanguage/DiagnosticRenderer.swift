// SPDX-License-Identifier: MIT
import Foundation

/// Formats diagnostics for people (source line and caret) and for tools (JSON).
public struct DiagnosticRenderer: Sendable {
    public var color: Bool

    public init(color: Bool) { self.color = color }

    func paint(_ s: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }

    public func render(_ d: Diagnostic) -> String {
        let sev: String
        switch d.severity {
        case .error: sev = paint("error", "1;31")
        case .warning: sev = paint("warning", "1;33")
        case .note: sev = paint("note", "1;36")
        }
        var out = ""
        let loc = d.span?.description ?? d.omitted?.file ?? "transit"
        out += paint(loc, "1") + ": " + sev + "[\(d.code.rawValue)]: " + paint(d.message, "1") + "\n"
        if let span = d.span { out += excerpt(span) }
        for n in d.notes {
            if let s = n.span {
                out += "  " + paint("note", "1;36") + ": \(s.description): \(n.message)\n"
            } else {
                out += "  " + paint("note", "1;36") + ": \(n.message)\n"
            }
        }
        if let h = d.hint { out += "  " + paint("hint", "1;32") + ": \(h)\n" }
        return out
    }

    /// The offending line with a caret under the span (only its first line when it spans several).
    public func excerpt(_ span: SourceSpan) -> String {
        let a = span.startPosition
        let lineText = span.file.lineText(a.line)
        var scalars = Array(lineText.unicodeScalars)
        let b = span.endPosition
        var startCol = min(a.column - 1, scalars.count)
        var endCol = b.line == a.line ? min(max(b.column - 1, startCol + 1), max(scalars.count, startCol + 1)) : max(scalars.count, startCol + 1)
        // A huge line (a minified or generated file) is shown as a window around the caret.
        let window = 160
        if scalars.count > window * 2 {
            let from = max(0, startCol - window / 2)
            let to = min(scalars.count, max(from + window, min(endCol, from + window * 2)))
            scalars = (from > 0 ? Array("…".unicodeScalars) : []) + Array(scalars[from..<to]) + (to < scalars.count ? Array("…".unicodeScalars) : [])
            let shift = from > 0 ? from - 1 : 0
            startCol -= shift
            endCol = min(endCol - shift, scalars.count)
        }
        var shown = "", pad = "", carets = ""
        for (i, c) in scalars.enumerated() {
            // Control characters are shown escaped (they must not act on the terminal) and the caret follows them.
            let control = c.actsOnTerminal
            let text = c == "\t" ? "    " : control ? c.escapedForTerminal : String(c)
            let w = c == "\t" ? 4 : control ? text.count : DiagnosticRenderer.width(c)
            shown += text
            if i < startCol { pad += String(repeating: " ", count: w) }
            else if i < endCol { carets += String(repeating: "^", count: max(w, 1)) }
        }
        if carets.isEmpty { carets = "^" }
        let num = String(a.line)
        let gutter = String(repeating: " ", count: num.count)
        return " \(paint(num, "34")) | \(shown)\n \(gutter) | \(pad)\(paint(carets, "1;32"))\n"
    }

    /// Terminal columns of a character: East Asian wide and fullwidth characters take two.
    public static func width(_ c: Unicode.Scalar) -> Int {
        let v = c.value
        switch c.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if v < 0x1100 { return 1 }
        if (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1FAFF).contains(v) || (0x20000...0x3FFFD).contains(v) {
            return 2
        }
        return 1
    }

    public func renderAll(_ ds: [Diagnostic]) -> String {
        var out = ds.map(render).joined(separator: "\n")
        let e = ds.reduce(0) { $0 + ($1.omitted?.errors ?? ($1.severity == .error ? 1 : 0)) }
        let w = ds.reduce(0) { $0 + ($1.omitted?.warnings ?? ($1.severity == .warning ? 1 : 0)) }
        if !ds.isEmpty { out += "\n" }
        out += summary(errors: e, warnings: w) + "\n"
        return out
    }

    public func summary(errors e: Int, warnings w: Int) -> String {
        func plural(_ n: Int, _ s: String) -> String { "\(n) \(s)\(n == 1 ? "" : "s")" }
        if e == 0 && w == 0 { return paint("no problems found", "32") }
        return "\(plural(e, "error")), \(plural(w, "warning"))"
    }

    /// A JSON array, one object per diagnostic.
    public static func json(_ ds: [Diagnostic]) -> String {
        var arr: [[String: Any]] = []
        for d in ds {
            var o: [String: Any] = ["severity": d.severity.rawValue, "code": d.code.rawValue, "message": d.message]
            if let s = d.span {
                let a = s.startPosition, b = s.endPosition
                o["file"] = s.file.path
                o["line"] = a.line
                o["column"] = a.column
                o["end"] = ["line": b.line, "column": b.column]
            } else {
                o["file"] = NSNull()
            }
            if let h = d.hint { o["hint"] = h }
            if let m = d.omitted {
                o["file"] = m.file
                o["omitted"] = ["errors": m.errors, "warnings": m.warnings, "notes": m.notes]
            }
            if !d.notes.isEmpty {
                o["notes"] = d.notes.map { n -> [String: Any] in
                    var x: [String: Any] = ["message": n.message]
                    if let s = n.span { x["file"] = s.file.path; x["line"] = s.startPosition.line; x["column"] = s.startPosition.column }
                    return x
                }
            }
            if !d.fixIts.isEmpty {
                o["fixIts"] = d.fixIts.map { f -> [String: Any] in
                    let a = f.span.startPosition, b = f.span.endPosition
                    return ["message": f.message, "replacement": f.replacement, "file": f.span.file.path,
                            "line": a.line, "column": a.column, "end": ["line": b.line, "column": b.column]]
                }
            }
            arr.append(o)
        }
        let data = (try? JSONSerialization.data(withJSONObject: arr, options: [.prettyPrinted, .sortedKeys])) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

extension Unicode.Scalar {
    /// A character that would act on a terminal instead of being shown: C0 and C1 controls but tab and line feed,
    /// DEL, and the bidirectional overrides and isolates (which reorder what follows).
    public var actsOnTerminal: Bool {
        let v = value
        if v == 0x0A || v == 0x09 { return false }
        return v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }

    /// How such a character is shown: `\u{1B}`, as Swift writes it.
    public var escapedForTerminal: String { "\\u{\(String(value, radix: 16, uppercase: true))}" }
}
