// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitEngine
import TransitModel

/// Every step text the simulator writes is one of the forms listed in docs/simulator.md ("Step texts"), and each
/// names the real UIKit object.
@Suite("Step texts")
struct StepTextTests {
    /// The documented forms as anchored patterns: words in capitals and "…" stand for any text.
    static func documentedPatterns() throws -> [NSRegularExpression] {
        let doc = try String(contentsOfFile: root + "/docs/simulator.md", encoding: .utf8)
        guard let start = doc.range(of: "### Step texts") else { return [] }
        let section = doc[start.upperBound...].prefix { _ in true }
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        var patterns: [NSRegularExpression] = []
        for line in section[..<end].split(separator: "\n") where line.hasPrefix("| ") && !line.hasPrefix("| kind") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            guard cells.count >= 3 else { continue }
            for span in cells[2].split(separator: "`", omittingEmptySubsequences: false).enumerated().filter({ $0.offset % 2 == 1 }).map(\.element) {
                var p = NSRegularExpression.escapedPattern(for: String(span))
                p = p.replacingOccurrences(of: "…", with: ".*")
                p = p.replacingOccurrences(of: #"\b[A-Z][A-Z_]*\b"#, with: ".*", options: .regularExpression)
                patterns.append(try NSRegularExpression(pattern: "^" + p + "$"))
            }
        }
        return patterns
    }

    static var flows: [String] {
        var out = PackageRootFlows.list("flows")
        for app in ((try? FileManager.default.contentsOfDirectory(atPath: root + "/flows/realworld")) ?? []).sorted() {
            out += PackageRootFlows.list("flows/realworld/" + app)
        }
        return out
    }

    /// Steps of every event from every state reached breadth-first (at most `limit` states per flow).
    static func steps(_ file: String, limit: Int = 400) -> [(Step, SimState)] {
        let e = engine(file: file)
        var seen: Set<SimState> = [SimState()]
        var queue = [SimState()]
        var out: [(Step, SimState)] = []
        var i = 0
        while i < queue.count, i < limit {
            let s = queue[i]
            i += 1
            for ev in e.concreteEvents(in: s) {
                guard let t = try? e.apply(ev, to: s) else { continue }
                out += t.steps.map { ($0, $0.state ?? t.state) }
                let n = t.state.canonical(droppingLeaks: true)
                if t.state.crash == nil, seen.insert(n).inserted { queue.append(n) }
            }
        }
        return out
    }

    @Test func everyStepTextIsDocumented() throws {
        let patterns = try Self.documentedPatterns()
        #expect(patterns.count > 60)
        // Each distinct text is matched once (most steps repeat a text another state wrote).
        var texts: [String: String] = [:]
        var total = 0
        for file in Self.flows {
            for (step, _) in Self.steps(file) {
                total += 1
                texts[step.message] = file
            }
        }
        #expect(total > 1_000)
        var unmatched: [String: String] = [:]
        for (m, file) in texts {
            let range = NSRange(m.startIndex..., in: m)
            if !patterns.contains(where: { $0.firstMatch(in: m, range: range) != nil }) { unmatched[m] = file }
        }
        let listing = unmatched.sorted { $0.key < $1.key }.prefix(30).map { "\($0.value): \($0.key)" }.joined(separator: "\n")
        #expect(unmatched.isEmpty, "\(unmatched.count) steps not in docs/simulator.md:\n\(listing)")
    }

    @Test func theWindowRootStepNamesTheContainer() {
        var checked = 0
        for file in Self.flows {
            for (step, state) in Self.steps(file, limit: 60) where step.transition == .root {
                guard let root = state.windowRoot, let kind = state.controllers[root]?.kind else { continue }
                checked += 1
                switch kind {
                case .tabBar(let name, _, _, _):
                    #expect(step.message.contains("= \(name) (UITabBarController)"), "\(file): \(step.message)")
                case .navigation:
                    #expect(step.message.contains("= UINavigationController("), "\(file): \(step.message)")
                default:
                    #expect(!step.message.contains("UITabBarController") && !step.message.contains("UINavigationController"), "\(file): \(step.message)")
                }
            }
        }
        #expect(checked > 10)
    }
}

enum PackageRootFlows {
    static func list(_ dir: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + dir)) ?? []
        return names.filter { $0.hasSuffix(".flow") }.sorted().map { dir + "/" + $0 }
    }
}
