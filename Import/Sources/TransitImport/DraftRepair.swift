// SPDX-License-Identifier: MIT
import Foundation

/// A draft line the checker refuses becomes a TODO that quotes the checker, so the draft a person gets always
/// checks: what the importer could not say correctly is marked, never left as an error to hunt for.
public enum DraftRepair {
    public struct Refusal: Sendable, Equatable {
        public var line: Int
        public var code: String
        public var message: String
        public init(line: Int, code: String, message: String) { self.line = line; self.code = code; self.message = message }
    }

    /// What the draft got wrong as flow text (syntax, names, types, a release or a root it could not place) is
    /// repaired. What the checker finds about the app's navigation (T140 push without a navigation controller, T141
    /// present on a busy presenter, T142, T143) is left: that may be the app's own bug, the reason to import it.
    public static func isRepairable(_ code: String) -> Bool {
        guard code.count == 4, code.hasPrefix("T"), let n = Int(code.dropFirst()) else { return false }
        // T137 (a start that does not match the child's root), T146 (`set []`), T155 and T156 (an app without a
        // launch, a tab bar without tabs) were syntax errors (T010) before they had codes of their own.
        return (10..<100).contains(n) || (101..<130).contains(n) || [132, 134, 137, 146, 155, 156].contains(n)
    }

    /// Lines that open or close a block, or declare something, are left as they are (commenting one would unbalance
    /// the draft or orphan its body): only statement lines are turned into TODOs.
    static func isStatement(_ trimmed: String) -> Bool {
        guard !trimmed.isEmpty, !trimmed.hasPrefix("//"), !trimmed.hasPrefix("}") else { return false }
        let code = trimmed.components(separatedBy: FlowText.fromMarker).first ?? trimmed
        if code.hasSuffix("{") || code.contains("{ ") && !code.hasSuffix("}") { return false }
        let first = code.split(separator: " ").first.map(String.init) ?? ""
        return !["app", "screen", "coordinator", "tabs", "enum", "model", "event", "error", "include"].contains(first)
    }

    /// The draft with each refused statement line commented, and the report without the places only those lines held.
    public static func apply(_ refusals: [Refusal], to flow: String, report: Coverage) -> (flow: String, report: Coverage, repaired: [Refusal]) {
        var lines = flow.components(separatedBy: "\n")
        var repaired: [Refusal] = []
        var removed: Set<SourcePlace> = []
        for refusal in refusals where isRepairable(refusal.code) && refusal.line >= 1 && refusal.line <= lines.count && !repaired.contains(where: { $0.line == refusal.line }) {
            let original = lines[refusal.line - 1]
            let trimmed = original.trimmingCharacters(in: .whitespaces)
            guard isStatement(trimmed) else { continue }
            let indent = String(original.prefix { $0 == " " })
            let message = "\(refusal.code): " + refusal.message.replacingOccurrences(of: "\n", with: " ")
            lines[refusal.line - 1] = indent + "// TODO(import): transit check refused this line (\(message)): " + trimmed
            if let from = FlowText.origin(of: trimmed) {
                removed.formUnion(report.live.filter { $0.description == from })
            }
            repaired.append(refusal)
        }
        var report = report
        let stillLive = Set(lines.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.compactMap(FlowText.origin))
        report.live.subtract(removed.filter { !stillLive.contains($0.description) })
        return (lines.joined(separator: "\n"), report, repaired)
    }
}
