// SPDX-License-Identifier: MIT
import Testing
import TransitEngine
import TransitModel

/// flows/result-on-dismiss.flow (article 000): Confirm reports Result<Outcome, Failure>; First's handler closes it.
@Suite("result-on-dismiss.flow scenarios")
struct ResultOnDismissFlowTests {
    static let home = Shot(top: "First", stack: ["First"], modals: [])
    static let presented = Shot(top: "Confirm", stack: [], modals: ["Confirm"], pending: ["Confirm -> First"])
    static let pushed = Shot(top: "Confirm", stack: ["First", "Confirm"], modals: [], pending: ["Confirm -> First"])

    func launched() -> Sim {
        var sim = Sim(file: "flows/result-on-dismiss.flow")
        sim.send(.launch)
        #expect(sim.shot == Self.home)
        return sim
    }

    @Test func presentThenOkLogsAndDismisses() {
        var sim = launched()
        sim.tap("openModal")
        #expect(sim.shot == Self.presented)
        sim.tap("ok")
        #expect(sim.shot == Self.home)
        #expect(sim.logs == ["log: *** ok ***"])
        #expect(sim.live == ["First"])
        #expect(sim.lastSteps.contains { $0.transition == .dismiss })
    }

    @Test func presentThenCancelLogsCanceled() {
        var sim = launched()
        sim.tap("openModal")
        sim.tap("cancel")
        #expect(sim.shot == Self.home)
        #expect(sim.logs == ["log: *** canceled ***"])
        #expect(sim.live == ["First"])
    }

    @Test func presentThenFailAlertsTheErrorDescription() {
        var sim = launched()
        sim.tap("openModal")
        sim.tap("fail")
        #expect(sim.shot == Self.home)
        #expect(sim.logs == ["alert: ネットワークエラーが発生しました"])
    }

    @Test func presentThenSwipeDownDeliversTheBackResult() {
        var sim = launched()
        sim.tap("openModal")
        sim.send(.swipe)
        // `on back finish(.success(.canceled))` also covers a swipe-down; the handler's dismiss finds Confirm gone.
        #expect(sim.shot == Self.home)
        #expect(sim.logs == ["log: *** canceled ***"])
        #expect(sim.lastSteps.contains { $0.kind == .ignored && $0.message.hasPrefix("dismiss") })
        #expect(sim.live == ["First"])
    }

    @Test func presentThenConfirmFinishesByItselfWithAFailure() {
        var sim = launched()
        sim.tap("openModal")
        sim.send(.finish(screen: "Confirm", value: .failure(.errorCase(type: "Failure", name: "unknownErr"))))
        #expect(sim.shot == Self.home)
        #expect(sim.logs == ["alert: 原因不明のエラーが発生しました"])
    }

    @Test func pushThenOkPopsConfirm() {
        var sim = launched()
        sim.tap("openPushed")
        #expect(sim.shot == Self.pushed)
        sim.tap("ok")
        #expect(sim.shot == Self.home)
        #expect(sim.logs == ["log: *** closed ***"])
        #expect(sim.live == ["First"])
    }

    @Test func pushThenFailAlertsAndPops() {
        var sim = launched()
        sim.tap("openPushed")
        sim.tap("fail")
        #expect(sim.shot == Self.home)
        #expect(sim.logs == ["alert: ネットワークエラーが発生しました"])
    }

    @Test func pushThenBackDeliversCanceledAndTheHandlersPopDoesNotPopFirst() {
        var sim = launched()
        sim.tap("openPushed")
        sim.send(.back)
        // Rule 21: the back button popped Confirm, whose `on back` delivered .success(.canceled); the handler's `pop`
        // acts on Confirm (navigationController nil) and must not pop First (and First is the root: no R204 either).
        #expect(sim.shot == Self.home)
        #expect(sim.logs == ["log: *** closed ***"])
        #expect(sim.lastSteps.filter { $0.kind == .transition }.count == 1)
        #expect(sim.lastSteps.contains { $0.kind == .ignored && $0.message.hasPrefix("pop:") && $0.message.contains("navigationController is nil") })
        #expect(sim.live == ["First"])
    }

    @Test func bothWaysInARow() {
        var sim = launched()
        sim.tap("openPushed")
        sim.send(.back)
        sim.tap("openModal")
        #expect(sim.shot == Self.presented)
        sim.tap("ok")
        sim.tap("openPushed")
        #expect(sim.shot == Self.pushed)
        sim.tap("cancel")
        #expect(sim.shot == Self.home)
    }
}
