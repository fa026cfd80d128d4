// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitTestSupport
import TransitLanguage
@testable import TransitModel

enum Check {
    /// Runs the whole front end on text held in memory.
    static func run(_ source: String, werror: Bool = false) -> CheckOutcome {
        FlowLoader.load(source: source, path: "test.flow", werror: werror)
    }

    static func codes(_ o: CheckOutcome) -> [String] { o.diagnostics.map(\.code.rawValue) }

    static func describe(_ d: Diagnostic) -> String { DiagnosticText.describe(d) }

    static func describe(_ o: CheckOutcome) -> [String] { o.diagnostics.map(describe) }

    static func at(_ d: Diagnostic) -> String {
        guard let p = d.span?.startPosition else { return "-" }
        return "\(p.line):\(p.column)"
    }

    /// The diagnostics of `source`, which must contain exactly the given codes (in position order).
    @discardableResult
    static func expect(_ source: String, codes expected: [String], werror: Bool = false,
                       sourceLocation: SourceLocation = #_sourceLocation) -> [Diagnostic] {
        let o = run(source, werror: werror)
        #expect(codes(o) == expected, "got \(describe(o))", sourceLocation: sourceLocation)
        return o.diagnostics
    }

    /// The one diagnostic of `source`, which must have the given code.
    static func one(_ source: String, _ code: DiagnosticCode, sourceLocation: SourceLocation = #_sourceLocation) -> Diagnostic? {
        let ds = expect(source, codes: [code.rawValue], sourceLocation: sourceLocation)
        return ds.count == 1 ? ds[0] : nil
    }

    /// Source that must check without any diagnostic.
    @discardableResult
    static func clean(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) -> Flow {
        let o = run(source)
        #expect(o.diagnostics.isEmpty, "got \(describe(o))", sourceLocation: sourceLocation)
        return o.flow
    }
}
