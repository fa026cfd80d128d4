// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitTestSupport
import TransitLanguage
@testable import TransitModel

/// Every example in flows/ (not flows/broken/) must check without errors.
@Suite("Example flows")
struct ExamplesTests {
    static let files = Repo.flowFiles(in: Repo.flows)

    @Test("example flow checks without errors", arguments: files)
    func checksWithoutErrors(_ file: URL) {
        let outcome = FlowLoader.load([file.path])
        #expect(!outcome.ioFailure)
        let errors = outcome.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(file.lastPathComponent): \(errors.map(Check.describe))")
    }

    @Test("example flow has an app and at least one screen", arguments: files)
    func hasAnAppAndScreens(_ file: URL) {
        let outcome = FlowLoader.load([file.path])
        #expect(outcome.flow.app != nil, "\(file.lastPathComponent) has no app")
        // Every screen it declares is in the resolved flow (none lost between parsing and resolving).
        let source = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        let declared = source.split(separator: "\n").filter { $0.hasPrefix("screen ") }.count
        #expect(outcome.flow.screens.count >= max(declared, 1), "\(file.lastPathComponent): \(outcome.flow.screens.count) screens, \(declared) declared")
    }

    @Test("example flow renders the same diagnostics in both formats", arguments: files)
    func rendersInBothFormats(_ file: URL) throws {
        let outcome = FlowLoader.load([file.path])
        let json = try JSONSerialization.jsonObject(with: Data(DiagnosticRenderer.json(outcome.diagnostics).utf8)) as? [[String: Any]]
        #expect(json?.count == outcome.diagnostics.count)
        let human = DiagnosticRenderer(color: false).renderAll(outcome.diagnostics)
        #expect(human.hasSuffix(DiagnosticRenderer(color: false).summary(errors: outcome.errorCount, warnings: outcome.warningCount) + "\n"))
    }
}
