// SPDX-License-Identifier: MIT
public enum Severity: String, Sendable, Hashable, Codable, Comparable {
    case note, warning, error
    var rank: Int { switch self { case .note: 0; case .warning: 1; case .error: 2 } }
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// One problem found in a flow, with everything a person needs to fix it.
public struct Diagnostic: Sendable, Hashable {
    /// Settable: `--werror` makes warnings errors.
    public var severity: Severity
    // The words come from the message alone (issue 35): only this module sets them.
    public internal(set) var code: DiagnosticCode
    public internal(set) var message: String
    public var span: SourceSpan?
    public internal(set) var hint: String?
    /// Secondary locations ("first declared here").
    public var notes: [Note]
    /// Set on the one summary that stands for the diagnostics of a file beyond the limit.
    public var omitted: Omitted?
    /// Edits that fix it when the fix is certain enough to offer (a misspelt name with one close match).
    public var fixIts: [FixIt]

    /// Replace the text of `span` with `replacement`.
    public struct FixIt: Sendable, Hashable {
        public var message: String
        public var span: SourceSpan
        public var replacement: String
        public init(_ message: some DiagnosticNoteMessage, span: SourceSpan, replacement: String) {
            self.message = message.text; self.span = span; self.replacement = replacement
        }
    }

    /// How many diagnostics of one file were left out, by severity (so totals stay exact).
    public struct Omitted: Sendable, Hashable {
        public var file: String
        public var errors = 0
        public var warnings = 0
        public var notes = 0
        public var count: Int { errors + warnings + notes }
        public init(file: String) { self.file = file }
        mutating func count(_ s: Severity) {
            switch s { case .error: errors += 1; case .warning: warnings += 1; case .note: notes += 1 }
        }
        mutating func merge(_ o: Omitted) { errors += o.errors; warnings += o.warnings; notes += o.notes }
        var worst: Severity { errors > 0 ? .error : warnings > 0 ? .warning : .note }
    }

    public struct Note: Sendable, Hashable {
        public var message: String
        public var span: SourceSpan?
        public init(_ message: some DiagnosticNoteMessage, span: SourceSpan?) { self.message = message.text; self.span = span }
    }

    public init(_ message: some DiagnosticMessage, at span: SourceSpan?, notes: [Note] = [], fixIts: [FixIt] = []) {
        self.code = message.code
        self.message = message.text
        self.span = span
        self.hint = message.hint
        self.severity = message.severity
        self.notes = notes
        self.omitted = nil
        self.fixIts = fixIts
    }

    /// The default number of diagnostics shown per file; the rest are counted in one summary.
    public static let defaultLimit = 1_000
    /// Diagnostics kept in memory per file and stage whatever the limit: a file of garbage cannot exhaust memory.
    public static let maxLimit = 100_000

    static func summary(_ o: Omitted, limit: Int) -> Diagnostic {
        var d = Diagnostic(SummaryMessage.omitted(o, limit: limit), at: nil)
        d.omitted = o
        return d
    }

    /// Keeps the first `limit` diagnostics of each file (in sorted order) and replaces the rest, and any summaries
    /// made earlier, with one summary per file at the end of that file's diagnostics.
    public static func capped(_ ds: [Diagnostic], limit: Int) -> [Diagnostic] {
        var kept: [String: Int] = [:]
        var omitted: [String: Omitted] = [:]
        var out: [Diagnostic] = []
        var order: [String] = []
        var byFile: [String: [Diagnostic]] = [:]
        for d in ds {
            let file = d.omitted?.file ?? d.span?.file.path ?? ""
            if byFile[file] == nil { order.append(file); byFile[file] = [] }
            if let o = d.omitted {
                omitted[file, default: Omitted(file: file)].merge(o)
                continue
            }
            if kept[file, default: 0] < limit {
                kept[file, default: 0] += 1
                byFile[file, default: []].append(d)
            } else {
                omitted[file, default: Omitted(file: file)].count(d.severity)
            }
        }
        if omitted.isEmpty { return ds }
        for file in order {
            out += byFile[file] ?? []
            if let o = omitted[file], o.count > 0 { out.append(summary(o, limit: limit)) }
        }
        return out
    }

    /// Orders by file, then position, then code, so output is stable.
    public static func sortKey(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        let pa = a.span?.file.path ?? "", pb = b.span?.file.path ?? ""
        if pa != pb { return pa < pb }
        let oa = a.span?.start ?? -1, ob = b.span?.start ?? -1
        if oa != ob { return oa < ob }
        return a.code < b.code
    }
}

/// Collects diagnostics; the order they are found in does not matter. Beyond `limit` per file only counts are
/// kept, and `items` ends with one summary per file that had more.
public struct DiagnosticBag: Sendable {
    private var stored: [Diagnostic] = []
    private var perFile: [String: Int] = [:]
    private var overflow: [String: Diagnostic.Omitted] = [:]
    public let limit: Int

    public init(limit: Int = Diagnostic.maxLimit) { self.limit = limit }

    public var items: [Diagnostic] {
        overflow.isEmpty ? stored : stored + overflow.keys.sorted().map { Diagnostic.summary(overflow[$0]!, limit: limit) }
    }

    public mutating func add(_ d: Diagnostic) {
        let file = d.omitted?.file ?? d.span?.file.path ?? ""
        if let o = d.omitted { overflow[file, default: .init(file: file)].merge(o); return }
        if perFile[file, default: 0] >= limit { overflow[file, default: .init(file: file)].count(d.severity); return }
        perFile[file, default: 0] += 1
        stored.append(d)
    }
    public mutating func add(contentsOf ds: [Diagnostic]) { for d in ds { add(d) } }
    /// Reports `message` at `span`. `replacement`: the word `span` should be (its fix-it replaces the text).
    public mutating func report(_ message: some DiagnosticMessage, at span: SourceSpan?, notes: [Diagnostic.Note] = [],
                                replacement: String? = nil, fixIts: [Diagnostic.FixIt] = []) {
        add(Self.offering(replacement, at: span, in: Diagnostic(message, at: span, notes: notes, fixIts: fixIts)))
    }
    /// A misspelt or unknown word: with a close name, "did you mean 'X'?" as the hint and the fix-it that writes X
    /// over `span` (always both); without one, the message's own hint. `spelled` shows the name as the flow writes
    /// it (`.dark`).
    public mutating func report(_ message: some DiagnosticMessage, at span: SourceSpan?, suggesting suggestion: String?,
                                spelled: (String) -> String = { $0 }, notes: [Diagnostic.Note] = []) {
        var d = Diagnostic(message, at: span, notes: notes)
        if let suggestion { d.hint = "did you mean '\(spelled(suggestion))'?" }
        add(Self.offering(suggestion, at: span, in: d))
    }

    /// `d` with the fix-it that writes `replacement` over `span`, when there is one and it changes the text.
    private static func offering(_ replacement: String?, at span: SourceSpan?, in d: Diagnostic) -> Diagnostic {
        guard let replacement, let span, span.text != replacement else { return d }
        var d = d
        d.fixIts = [.init(CommonNote.replace(span.text, with: replacement), span: span, replacement: replacement)]
        return d
    }

    public var hasErrors: Bool { stored.contains { $0.severity == .error } || overflow.values.contains { $0.errors > 0 } }
    public var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return items.sorted(by: Diagnostic.sortKey).filter { seen.insert($0).inserted }
    }
}
