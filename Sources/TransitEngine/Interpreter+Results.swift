// SPDX-License-Identifier: MIT
import TransitLanguage
import TransitModel

/// Results: a screen finishing or a coordinator terminating, delivered to the handler that waits.
extension Interpreter {
    mutating func deliverScreenResult(_ screen: ControllerID, _ value: Value, span: SourceSpan?) {
        let name = sim.name(of: screen)
        guard let p = sim.pending.values.sorted(by: { $0.id < $1.id }).first(where: { $0.source == .screen(screen) }) else {
            step(.effect, "\(name) finishes with \(value): nobody waits for its result", span: span, subjects: [name])
            return
        }
        guard !p.delivered else {
            diagnose(.screenResultDeliveredTwice(name, value: value),
                     span: span, subjects: [name])
            return
        }
        if waiterReleased(p, who: name, value: value, span: span) { return }
        sim.pending[p.id]?.delivered = true
        runHandler(p, value: value, finished: .alive(screen), startedChild: nil, who: name, span: span)
    }

    mutating func terminate(_ coordinator: CoordinatorID, _ value: Value, span: SourceSpan?) {
        guard let c = sim.coordinators[coordinator] else {
            step(.ignored, "terminate: the coordinator was already released", span: span)
            return
        }
        sim.coordinators[coordinator]?.terminated = true
        guard let p = sim.pending.values.sorted(by: { $0.id < $1.id }).first(where: { $0.source == .coordinator(coordinator) }) else {
            step(.effect, "\(c.name) terminates with \(value): no termination handler is set", span: span, subjects: [c.name])
            return
        }
        guard !p.delivered else {
            diagnose(.terminatedTwice(c.name, value: value),
                     span: span, subjects: [c.name])
            return
        }
        if waiterReleased(p, who: c.name, value: value, span: span) { return }
        sim.pending[p.id]?.delivered = true
        runHandler(p, value: value, finished: c.rootScreen, startedChild: coordinator, who: c.name, span: span)
    }

    /// A coordinator's handler is a closure that captures it weakly: once the coordinator is released, calling it
    /// does nothing (and the result is not "delivered": nobody heard it).
    mutating func waiterReleased(_ p: PendingResult, who: String, value: Value, span: SourceSpan?) -> Bool {
        guard !p.frame.screenContext, let c = p.frame.coordinator, !sim.coordinators.contains(c) else { return false }
        step(.ignored, "\(who)'s result \(value) reaches a handler whose coordinator was released ([weak self] is nil); nothing happens",
             span: p.handler?.span ?? span, subjects: [who])
        return true
    }

    mutating func runHandler(_ p: PendingResult, value: Value, finished: HeldScreen?, startedChild: CoordinatorID?, who: String, span: SourceSpan?) {
        guard let h = p.handler else { return }
        var f = p.frame
        f.finished = finished
        if let c = startedChild { f.startedChild = c }
        if let b = h.binding { f.env[b] = value }
        let waiter = f.screenContext ? f.acting.map { sim.name(of: $0) } : f.coordinator.flatMap { sim.coordinators[$0]?.name }
        step(.handler, "\(waiter ?? "the app")'s handler runs with \(who)'s result \(value)", span: h.span ?? span,
             subjects: [who] + (waiter.map { [$0] } ?? []))
        execute(h.body, f)
    }
}
