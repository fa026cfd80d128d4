import Foundation
import Testing
import TransitEngine
import TransitLanguage
import TransitModel

/// Drives the engine through events and describes the state compactly for assertions.
struct Sim {
    let engine: Engine
    var state = SimState()
    var history: [SimState] = []
    var lastDiagnostics: [RuntimeDiagnostic] = []
    var allDiagnostics: [RuntimeDiagnostic] = []
    var lastSteps: [Step] = []

    init(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let outcome = FlowLoader.load(source: source, path: "test.flow")
        #expect(!outcome.hasErrors, "flow has errors: \(outcome.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        engine = Engine(flow: outcome.flow)
    }

    init(file: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let outcome = FlowLoader.load([Sim.repoRoot + "/" + file])
        #expect(!outcome.hasErrors, "flow has errors: \(outcome.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        engine = Engine(flow: outcome.flow)
    }

    static var repoRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    @discardableResult
    mutating func send(_ e: Event, sourceLocation: SourceLocation = #_sourceLocation) -> Transition? {
        do {
            let t = try engine.apply(e, to: state)
            history.append(state)
            state = t.state
            lastDiagnostics = t.diagnostics
            allDiagnostics += t.diagnostics
            lastSteps = t.steps
            return t
        } catch {
            Issue.record("event \(e) failed: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    func fails(_ e: Event) -> String? {
        do { _ = try engine.apply(e, to: state); return nil } catch { return error.description }
    }

    mutating func tap(_ name: String, _ args: [String: Value] = [:], on screen: String? = nil, cell: String? = nil,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        send(.action(screen: screen, cell: cell, name: name, arguments: args), sourceLocation: sourceLocation)
    }

    var codes: [String] { lastDiagnostics.map(\.code.rawValue) }
    var top: String? { state.topScreen.map { state.name(of: $0) } }
    var modals: [String] { state.modalChain.map { state.visibleLeaf($0).map { state.name(of: $0) } ?? state.name(of: $0) } }
    var coordinators: [String] { state.coordinators.values.map(\.name).sorted() }

    /// The stack of the navigation controller showing the top screen.
    var stack: [String] {
        guard let nav = state.visibleNavigation, case .navigation(let st) = state.controllers[nav]?.kind else { return [] }
        return st.map { state.name(of: $0) }
    }

    /// Pending results as "Source -> waiter".
    var pending: [String] {
        state.pending.values.filter { !$0.delivered }.map { p -> String in
            let src: String
            switch p.source {
            case .screen(let x): src = state.name(of: x)
            case .coordinator(let x): src = state.coordinators[x]?.name ?? "?"
            }
            let waiter = p.frame.screenContext ? p.frame.acting.map { state.name(of: $0) } ?? "?" : p.frame.coordinator.flatMap { state.coordinators[$0]?.name } ?? "app"
            return "\(src) -> \(waiter)"
        }.sorted()
    }
}
