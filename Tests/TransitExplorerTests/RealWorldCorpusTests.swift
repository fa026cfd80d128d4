// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitEngine
import TransitExplorer
import TransitLanguage
import TransitModel
import TransitTestSupport

/// The real-app corpus (flows/realworld/): each public app written as it is (app.flow) and with its known bugs
/// fixed (fixed.flow). expected.txt says which findings app.flow must report (`bug CODE word`) and which
/// findings fixed.flow may report (`allow CODE word`, each justified in the app's NOTES.md).
@Suite("Real-world corpus")
struct RealWorldCorpusTests {
    /// `bug CODE word [more…]`: a finding of that code whose text holds the word and each further word (a trigger
    /// such as `swipe-down` or `back`, or a second subject), so that two bugs of one code and coordinator differ.
    struct Expectation: Hashable, CustomStringConvertible {
        var code: String
        var word: String
        var more: [String] = []
        var description: String { ([code, word] + more).joined(separator: " ") }
        func matches(_ f: Found) -> Bool {
            let text = f.text + " " + f.trace.map(\.description).joined(separator: "; ")
            return f.code == code && f.text.contains(word) && more.allSatisfy { text.contains($0) }
        }
    }

    /// One finding of `transit check` or `transit check --explore`: its code and what it says.
    struct Found: CustomStringConvertible {
        var code: String
        var text: String
        var trace: [Event]
        var description: String { "\(code): \(text)" + (trace.isEmpty ? "" : " [\(trace.map(\.description).joined(separator: "; "))]") }
    }

    static let corpus = Repo.realWorld
    static var apps: [String] { Repo.realWorldApps }

    /// `bound states N` in expected.txt: the app's state space is larger than the corpus can walk in a test, so the
    /// search stops after N states (a count, not a time: the same states on every machine); the bugs must be found
    /// within them. Without it the exploration must be complete.
    static func stateBound(_ app: String) throws -> Int? {
        let text = try String(contentsOfFile: corpus + "/" + app + "/expected.txt", encoding: .utf8)
        for raw in text.split(separator: "\n") {
            let words = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first?.split(separator: " ") ?? []
            if words.count == 3, words[0] == "bound", words[1] == "states", let n = Int(words[2]) { return n }
        }
        return nil
    }

    static func expectations(_ app: String) throws -> (bugs: [Expectation], allowed: [Expectation]) {
        let text = try String(contentsOfFile: corpus + "/" + app + "/expected.txt", encoding: .utf8)
        var bugs: [Expectation] = [], allowed: [Expectation] = []
        for raw in text.split(separator: "\n") {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let words = line.split(separator: " ").map(String.init)
            guard words.count >= 3 else { continue }
            let e = Expectation(code: words[1], word: words[2], more: Array(words.dropFirst(3)))
            if words[0] == "bug" { bugs.append(e) } else if words[0] == "allow" { allowed.append(e) }
        }
        return (bugs, allowed)
    }

    /// Everything Transit reports on a flow: the static diagnostics, then the explorer's findings.
    /// `complete` is true when every state was seen, or when the search stopped at exactly the state bound given.
    static func findings(_ path: String, stateBound: Int? = nil) -> (found: [Found], complete: Bool, loaded: Bool) {
        let o = FlowLoader.load([path])
        var out = o.diagnostics.filter { $0.severity != .note }.map { Found(code: $0.code.rawValue, text: $0.message, trace: []) }
        guard !o.hasErrors else { return (out, false, false) }
        var bounds = Explorer.Bounds()
        // A generous time: only a hang should reach it (the state bound is what stops a large app).
        bounds.maxSeconds = 900
        bounds.maxMemoryMB = 4096
        if let stateBound { bounds.maxStates = stateBound }
        let r = Explorer(engine: Engine(flow: o.flow), bounds: bounds).explore()
        out += r.findings.map { Found(code: $0.code.rawValue, text: $0.message + " " + $0.subjects.joined(separator: " "), trace: $0.trace) }
        let stoppedAtTheBound = stateBound != nil && (r.boundHit?.hasPrefix("states") ?? false)
        return (out, r.complete || stoppedAtTheBound, true)
    }

    @Test func theCorpusHasTenAppsOrMore() {
        #expect(Self.apps.count >= 10, "apps with expected.txt: \(Self.apps)")
    }

    @Test(arguments: apps)
    func appFlowReportsEveryKnownBug(_ app: String) throws {
        let (bugs, _) = try Self.expectations(app)
        #expect(!bugs.isEmpty, "\(app): expected.txt lists no bug")
        let r = Self.findings(Self.corpus + "/" + app + "/app.flow", stateBound: try Self.stateBound(app))
        #expect(r.loaded, "\(app)/app.flow has errors: \(r.found)")
        #expect(r.complete, "\(app)/app.flow: the exploration did not finish")
        for b in bugs {
            #expect(r.found.contains { b.matches($0) }, "\(app)/app.flow: \(b) not reported; found: \(r.found)")
        }
        // Nothing more: a finding no `bug` or `allow` line accounts for is a false positive until NOTES.md justifies it.
        let (_, allowed) = try Self.expectations(app)
        for f in r.found where !(bugs + allowed).contains(where: { $0.matches(f) }) {
            Issue.record("\(app)/app.flow: unexpected finding \(f)")
        }
    }

    @Test(arguments: apps)
    func fixedFlowReportsOnlyJustifiedFindings(_ app: String) throws {
        let (bugs, allowed) = try Self.expectations(app)
        let r = Self.findings(Self.corpus + "/" + app + "/fixed.flow", stateBound: try Self.stateBound(app))
        #expect(r.loaded, "\(app)/fixed.flow has errors: \(r.found)")
        #expect(r.complete, "\(app)/fixed.flow: the exploration did not finish")
        for f in r.found where !allowed.contains(where: { $0.matches(f) }) {
            Issue.record("\(app)/fixed.flow: unexpected finding \(f)")
        }
        for b in bugs where !allowed.contains(b) {
            #expect(!r.found.contains { b.matches($0) }, "\(app)/fixed.flow still reports \(b)")
        }
    }

}
