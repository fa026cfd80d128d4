// SPDX-License-Identifier: MIT
import TransitModel

/// Scans what the user types after a command: names, quoted strings, numbers, `.cases` and punctuation.
struct InputScanner {
    enum Token: Equatable {
        case word(String)
        case string(String)
        case int(Int)
        case dotCase(String)
        case lParen, rParen, comma, colon, arrow, slash, gt
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    static func scan(_ s: String) throws(Failure) -> [Token] {
        var out: [Token] = []
        let c = Array(s.unicodeScalars)
        var i = 0
        func isWord(_ x: Unicode.Scalar) -> Bool {
            x == "_" || x.properties.isAlphabetic || ("0"..."9").contains(x) || x == "-" && false
        }
        while i < c.count {
            let x = c[i]
            if x == " " || x == "\t" { i += 1; continue }
            switch x {
            case "(": out.append(.lParen); i += 1
            case ")": out.append(.rParen); i += 1
            case ",": out.append(.comma); i += 1
            case ":": out.append(.colon); i += 1
            case "/": out.append(.slash); i += 1
            case ">": out.append(.gt); i += 1
            case "\"":
                i += 1
                var v = String.UnicodeScalarView()
                var closed = false
                while i < c.count {
                    if c[i] == "\\", i + 1 < c.count {
                        // The flow language's escapes: \n, \t, \r; any other escaped character stands for itself.
                        switch c[i + 1] {
                        case "n": v.append("\n")
                        case "t": v.append("\t")
                        case "r": v.append("\r")
                        default: v.append(c[i + 1])
                        }
                        i += 2; continue
                    }
                    if c[i] == "\"" { closed = true; i += 1; break }
                    v.append(c[i]); i += 1
                }
                if !closed { throw Failure(description: "unterminated string: add a closing \"") }
                out.append(.string(String(v)))
            case "-":
                if i + 1 < c.count, c[i + 1] == ">" { out.append(.arrow); i += 2; continue }
                var j = i + 1
                while j < c.count, ("0"..."9").contains(c[j]) { j += 1 }
                guard j > i + 1, let n = Int(String(String.UnicodeScalarView(c[i..<j]))) else {
                    throw Failure(description: "unexpected '-'")
                }
                out.append(.int(n)); i = j
            case ".":
                var j = i + 1
                while j < c.count, isWord(c[j]) { j += 1 }
                guard j > i + 1 else {
                    // A dot between words: `List.select`.
                    out.append(.word(".")); i += 1; continue
                }
                out.append(.dotCase(String(String.UnicodeScalarView(c[(i + 1)..<j])))); i = j
            default:
                if ("0"..."9").contains(x) {
                    var j = i
                    while j < c.count, ("0"..."9").contains(c[j]) { j += 1 }
                    if j < c.count, isWord(c[j]) {
                        while j < c.count, isWord(c[j]) { j += 1 }
                        out.append(.word(String(String.UnicodeScalarView(c[i..<j]))))
                    } else {
                        guard let n = Int(String(String.UnicodeScalarView(c[i..<j]))) else { throw Failure(description: "number too large") }
                        out.append(.int(n))
                    }
                    i = j
                } else if isWord(x) {
                    var j = i
                    while j < c.count, isWord(c[j]) { j += 1 }
                    out.append(.word(String(String.UnicodeScalarView(c[i..<j])))); i = j
                } else {
                    throw Failure(description: "unexpected character '\(x)'")
                }
            }
        }
        return out
    }
}

/// Parses values as the user types them: "text", 42, true, .ok, .success(.ok), or a bare word (a string).
struct ValueReader {
    var tokens: [InputScanner.Token]
    var p = 0
    var depth = 0

    init(_ tokens: [InputScanner.Token]) { self.tokens = tokens }

    var atEnd: Bool { p >= tokens.count }
    var peek: InputScanner.Token? { p < tokens.count ? tokens[p] : nil }
    mutating func next() -> InputScanner.Token? { defer { p += 1 }; return peek }

    mutating func value() throws(InputScanner.Failure) -> Value {
        depth += 1
        defer { depth -= 1 }
        guard depth < 32 else { throw InputScanner.Failure(description: "value nests too deeply") }
        switch next() {
        case .string(let s): return .string(s)
        case .int(let n): return .int(n)
        case .word("true"): return .bool(true)
        case .word("false"): return .bool(false)
        case .word(let w): return .string(w)
        case .dotCase(let n):
            if peek == .lParen {
                _ = next()
                let inner = try value()
                guard next() == .rParen else { throw InputScanner.Failure(description: "expected ')' after .\(n)(…") }
                switch n {
                case "success": return .success(inner)
                case "failure": return .failure(inner)
                default: throw InputScanner.Failure(description: ".\(n) carries no value")
                }
            }
            return .enumCase(type: "", name: n)
        case nil: throw InputScanner.Failure(description: "expected a value")
        case let t?: throw InputScanner.Failure(description: "expected a value, found \(t)")
        }
    }

    /// `label: value, label: value` (commas optional), with or without surrounding parentheses.
    mutating func labelledArguments() throws(InputScanner.Failure) -> [String: Value] {
        var out: [String: Value] = [:]
        let parens = peek == .lParen
        if parens { _ = next() }
        while let t = peek, t != .rParen {
            if t == .comma { _ = next(); continue }
            guard case .word(let label) = next() else { throw InputScanner.Failure(description: "expected an argument label, like taskId: \"t1\"") }
            guard next() == .colon else { throw InputScanner.Failure(description: "expected ':' after '\(label)'") }
            if out[label] != nil { throw InputScanner.Failure(description: "argument '\(label)' is given twice") }
            out[label] = try value()
        }
        if parens {
            guard next() == .rParen else { throw InputScanner.Failure(description: "expected ')' to close the arguments") }
        }
        if !atEnd { throw InputScanner.Failure(description: "unexpected text after the arguments") }
        return out
    }
}
