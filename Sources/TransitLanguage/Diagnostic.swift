public enum Severity: String, Sendable, Hashable, Codable, Comparable {
    case note, warning, error
    var rank: Int { switch self { case .note: 0; case .warning: 1; case .error: 2 } }
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// One problem found in a flow, with everything a person needs to fix it.
public struct Diagnostic: Sendable, Hashable {
    public var severity: Severity
    public var code: DiagnosticCode
    public var message: String
    public var span: SourceSpan?
    public var hint: String?
    /// Secondary locations ("first declared here").
    public var notes: [Note]

    public struct Note: Sendable, Hashable {
        public var message: String
        public var span: SourceSpan?
        public init(_ message: String, span: SourceSpan?) { self.message = message; self.span = span }
    }

    public init(_ code: DiagnosticCode, _ message: String, at span: SourceSpan?, hint: String? = nil,
                severity: Severity? = nil, notes: [Note] = []) {
        self.code = code
        self.message = message
        self.span = span
        self.hint = hint
        self.severity = severity ?? code.defaultSeverity
        self.notes = notes
    }

    /// Orders by file, then position, then code, so output is stable.
    public static func sortKey(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        let pa = a.span?.file.path ?? "", pb = b.span?.file.path ?? ""
        if pa != pb { return pa < pb }
        let oa = a.span?.start ?? -1, ob = b.span?.start ?? -1
        if oa != ob { return oa < ob }
        return a.code.rawValue < b.code.rawValue
    }
}

/// Collects diagnostics; the order they are found in does not matter.
public struct DiagnosticBag: Sendable {
    public private(set) var items: [Diagnostic] = []
    public init() {}
    public mutating func add(_ d: Diagnostic) { items.append(d) }
    public mutating func add(contentsOf ds: [Diagnostic]) { items.append(contentsOf: ds) }
    public mutating func report(_ code: DiagnosticCode, _ message: String, at span: SourceSpan?, hint: String? = nil,
                                notes: [Diagnostic.Note] = [], severity: Severity? = nil) {
        items.append(Diagnostic(code, message, at: span, hint: hint, severity: severity, notes: notes))
    }
    public var hasErrors: Bool { items.contains { $0.severity == .error } }
    public var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return items.sorted(by: Diagnostic.sortKey).filter { seen.insert($0).inserted }
    }
}
