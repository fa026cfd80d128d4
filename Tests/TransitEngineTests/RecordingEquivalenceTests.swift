// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitTestSupport
@testable import TransitEngine
import TransitLanguage
import TransitModel

/// The explorer applies events without recording steps (no message is formatted, no snapshot kept); the shell
/// records them. Both must reach the same state with the same diagnostics (their step numbers included), however
/// the interpreter shares the flow and counts its steps.
@Suite struct RecordingEquivalenceTests {
    static let files: [String] = {
        let root = PackageRoot.url.path
        let fm = FileManager.default
        var out = ((try? fm.contentsOfDirectory(atPath: root + "/flows")) ?? []).filter { $0.hasSuffix(".flow") }.map { "flows/" + $0 }
        for app in (try? fm.contentsOfDirectory(atPath: root + "/flows/realworld")) ?? [] {
            for f in ["app.flow", "fixed.flow"] where fm.fileExists(atPath: "\(root)/flows/realworld/\(app)/\(f)") {
                out.append("flows/realworld/\(app)/\(f)")
            }
        }
        return out.sorted()
    }()

    @Test func theSampleFlowsAreFound() {
        #expect(Self.files.count >= 10, "\(Self.files)")
    }

    @Test(arguments: files)
    func recordingChangesNothingButTheSteps(_ file: String) throws {
        let outcome = FlowLoader.load([PackageRoot.url.path + "/" + file])
        guard !outcome.hasErrors else { return }
        let engine = Engine(flow: outcome.flow)
        var queue = [SimState()]
        var seen: Set<SimState> = [SimState()]
        var applied = 0
        while !queue.isEmpty, seen.count < 150 {
            let state = queue.removeFirst()
            for e in engine.concreteEvents(in: state) {
                let quiet = try? engine.apply(e, to: state, snapshots: false, steps: false)
                let recorded = try? engine.apply(e, to: state)
                let bare = try? engine.apply(e, to: state, snapshots: false)
                #expect((quiet == nil) == (recorded == nil) && (bare == nil) == (recorded == nil), "\(file): \(e)")
                guard let quiet, let recorded, let bare else { continue }
                applied += 1
                #expect(quiet.state == recorded.state, "\(file): \(e)")
                #expect(quiet.diagnostics == recorded.diagnostics, "\(file): \(e)")
                #expect(quiet.createdCoordinators == recorded.createdCoordinators, "\(file): \(e)")
                #expect(quiet.steps.isEmpty, "\(file): \(e)")
                #expect(bare.state == recorded.state && bare.diagnostics == recorded.diagnostics, "\(file): \(e)")
                #expect(bare.steps.map(\.message) == recorded.steps.map(\.message), "\(file): \(e)")
                #expect(bare.steps.allSatisfy { $0.state == nil }, "\(file): \(e)")
                // A recorded event's last step shows the state it ends in.
                if let last = recorded.steps.last { #expect(last.state == recorded.state, "\(file): \(e)") }
                // A diagnostic's step number is the steps before it: its own step comes next, with its code.
                for d in recorded.diagnostics where d.step < recorded.steps.count {
                    #expect(recorded.steps[d.step].kind == .diagnostic && recorded.steps[d.step].code == d.code, "\(file): \(e): \(d)")
                }
                if seen.insert(quiet.state).inserted { queue.append(quiet.state) }
            }
        }
        #expect(applied > 0, "\(file)")
    }
}
