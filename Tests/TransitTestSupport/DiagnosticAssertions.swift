// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitLanguage

/// Diagnostics as tests compare them, and fix-its as an editor applies them (issue 35: each test target had its
/// own `describe`, and fix-its were applied by hand in three places). After swift-syntax's `assertParse`.
public enum DiagnosticText {
    /// `CODE@LINE:COLUMN message`.
    public static func describe(_ d: Diagnostic) -> String {
        let p = d.span?.startPosition
        return "\(d.code.rawValue)@\(p?.line ?? 0):\(p?.column ?? 0) \(d.message)"
    }

    /// The source with every fix-it of `diagnostics` applied (the first of each diagnostic, from the end of the
    /// text backwards so earlier places stay put; overlapping ones after the first are skipped).
    public static func applyingFixIts(_ source: String, _ diagnostics: [Diagnostic]) -> String {
        var scalars = Array(source.unicodeScalars)
        var lowest = Int.max
        for fix in diagnostics.compactMap(\.fixIts.first).sorted(by: { $0.span.start > $1.span.start }) where fix.span.end <= lowest {
            scalars.replaceSubrange(fix.span.start..<fix.span.end, with: Array(fix.replacement.unicodeScalars))
            lowest = fix.span.start
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }
}

/// `diagnostics` of `source` are exactly `expected` (each `CODE@LINE:COLUMN message`, in order), and, when given,
/// applying their fix-its gives `fixedSource`.
public func assertDiagnostics(_ diagnostics: [Diagnostic], of source: String, _ expected: [String], fixedSource: String? = nil,
                              sourceLocation: SourceLocation = #_sourceLocation) {
    let got = diagnostics.map(DiagnosticText.describe)
    #expect(got == expected, sourceLocation: sourceLocation)
    if let fixedSource {
        #expect(DiagnosticText.applyingFixIts(source, diagnostics) == fixedSource, sourceLocation: sourceLocation)
    }
}
