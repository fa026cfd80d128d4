// SPDX-License-Identifier: MIT
/// Two texts compared by lines: a unified diff (`transit format --check`) and the minimal replacements that turn
/// one into the other (the language server's formatting edits).
public enum LineDiff {
    /// One replacement: the old text's lines `oldLines` (pieces between line breaks, the last one after the final
    /// break included) become `newLines`.
    public struct Replacement: Equatable, Sendable {
        public var oldLines: Range<Int>
        public var newLines: [String]
    }

    /// The runs of changed lines, oldest first; each piece of `components(separatedBy: "\n")` is a line, so
    /// joining the pieces with "\n" after applying them gives `new` exactly.
    public static func replacements(old: String, new: String) -> [Replacement] {
        let a = old.components(separatedBy: "\n"), b = new.components(separatedBy: "\n")
        let ops = edits(a, b)
        var out: [Replacement] = []
        var i = 0
        while i < ops.count {
            guard ops[i].kind != .same else { i += 1; continue }
            let start = ops[i].oldLine
            var added: [String] = []
            var end = start
            while i < ops.count, ops[i].kind != .same {
                if ops[i].kind == .delete { end = ops[i].oldLine + 1 } else { added.append(ops[i].text) }
                i += 1
            }
            out.append(Replacement(oldLines: start..<max(start, end), newLines: added))
        }
        return out
    }

    public static func unified(old: String, new: String, path: String, context: Int = 3) -> String {
        // Lines by "\n", split as scalars ("\r\n" is one Character, which a split by Character would never cut),
        // a line's "\r" dropped: the formatter keeps the file's line endings, so only the text can differ.
        func lines(_ s: String) -> [String] {
            var out = s.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { piece -> String in
                var line = String(String.UnicodeScalarView(piece))
                if line.unicodeScalars.last == "\r" { line.unicodeScalars.removeLast() }
                return line
            }
            if out.last == "" { out.removeLast() }
            return out
        }
        let a = lines(old), b = lines(new)
        let ops = edits(a, b)
        // Hunks: runs of changes with their context, merged when their contexts touch.
        var out = "--- \(path)\n+++ \(path) (formatted)\n"
        var i = 0
        while i < ops.count {
            guard ops[i].kind != .same else { i += 1; continue }
            var end = i
            var j = i
            while j < ops.count {
                if ops[j].kind != .same { end = j; j += 1; continue }
                var k = j
                while k < ops.count, ops[k].kind == .same { k += 1 }
                if k < ops.count, k - j <= 2 * context { j = k } else { break }
            }
            let start = max(0, i - context), stop = min(ops.count, end + context + 1)
            let hunk = ops[start..<stop]
            let oldStart = hunk.first.map { $0.oldLine } ?? 0, newStart = hunk.first.map { $0.newLine } ?? 0
            let oldCount = hunk.filter { $0.kind != .insert }.count, newCount = hunk.filter { $0.kind != .delete }.count
            out += "@@ -\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@\n"
            for op in hunk {
                switch op.kind {
                case .same: out += " " + op.text + "\n"
                case .delete: out += "-" + op.text + "\n"
                case .insert: out += "+" + op.text + "\n"
                }
            }
            i = stop
        }
        return out
    }

    struct Op {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var text: String
        /// Lines of the old and new text before this one.
        var oldLine: Int
        var newLine: Int
    }

    /// A shortest edit script by longest common subsequence; files too large for the table differ as a whole
    /// after their common head and tail.
    static func edits(_ a: [String], _ b: [String]) -> [Op] {
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        let x = Array(a[head..<(a.count - tail)]), y = Array(b[head..<(b.count - tail)])
        var ops: [Op] = (0..<head).map { Op(kind: .same, text: a[$0], oldLine: $0, newLine: $0) }
        var middle: [Op.Kind] = []
        if x.count * y.count <= 4_000_000 {
            var table = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
            for i in stride(from: x.count - 1, through: 0, by: -1) {
                for j in stride(from: y.count - 1, through: 0, by: -1) {
                    table[i][j] = x[i] == y[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
            var i = 0, j = 0
            while i < x.count || j < y.count {
                if i < x.count, j < y.count, x[i] == y[j] { middle.append(.same); i += 1; j += 1 }
                else if i < x.count, j == y.count || table[i + 1][j] >= table[i][j + 1] { middle.append(.delete); i += 1 }
                else { middle.append(.insert); j += 1 }
            }
        } else {
            middle = Array(repeating: .delete, count: x.count) + Array(repeating: .insert, count: y.count)
        }
        var oi = head, ni = head
        for kind in middle {
            switch kind {
            case .same: ops.append(Op(kind: .same, text: a[oi], oldLine: oi, newLine: ni)); oi += 1; ni += 1
            case .delete: ops.append(Op(kind: .delete, text: a[oi], oldLine: oi, newLine: ni)); oi += 1
            case .insert: ops.append(Op(kind: .insert, text: b[ni], oldLine: oi, newLine: ni)); ni += 1
            }
        }
        for k in 0..<tail { ops.append(Op(kind: .same, text: a[a.count - tail + k], oldLine: oi + k, newLine: ni + k)) }
        return ops
    }
}
