// SPDX-License-Identifier: MIT
import Foundation
import Testing
@testable import TransitShell

/// SlowWork's outcomes without wall-clock races: a held result can only end by an interrupt or the limit, and the
/// interrupt is counted in polls, not seconds.
@Suite struct SlowWorkTests {
    @Test func aHeldResultEndsOnlyByAnInterrupt() {
        var polls = 0
        let outcome = SlowWork.run(SlowWork.Policy(limit: nil, holdResult: true), interrupted: { polls += 1; return polls == 3 }) { 42 }
        guard case .interrupted = outcome else { Issue.record("expected an interrupt, got \(outcome)"); return }
        #expect(polls == 3)
    }

    @Test func aHeldResultEndsByTheTimeLimit() {
        let outcome = SlowWork.run(SlowWork.Policy(limit: 0, holdResult: true), interrupted: { false }) { 42 }
        guard case .timedOut(let s) = outcome else { Issue.record("expected a timeout, got \(outcome)"); return }
        #expect(s == 0)
    }

    @Test func unheldWorkDeliversItsResult() {
        // No limit and never interrupted: only the result can end the wait.
        let outcome = SlowWork.run(SlowWork.Policy(limit: nil), interrupted: { false }) { 6 * 7 }
        guard case .finished(let v) = outcome else { Issue.record("expected the result, got \(outcome)"); return }
        #expect(v == 42)
    }

    @Test func theSlowNoticeComesOnceWhileTheWorkRuns() {
        var notices = 0, polls = 0
        // noticeAfter 0: told at the first poll; the held work keeps running until the fifth.
        let outcome = SlowWork.run(SlowWork.Policy(limit: nil, holdResult: true, noticeAfter: 0),
                                   interrupted: { polls += 1; return polls == 5 }, slow: { notices += 1 }) { 1 }
        guard case .interrupted = outcome else { Issue.record("expected an interrupt, got \(outcome)"); return }
        #expect(notices == 1)
    }

    @Test func theEnvironmentSwitchIsExact() {
        #expect(SlowWork.holdRequested(["TRANSIT_TEST_HOLD_SLOW_WORK": "1"]))
        #expect(!SlowWork.holdRequested(["TRANSIT_TEST_HOLD_SLOW_WORK": "0"]))
        #expect(!SlowWork.holdRequested([:]))
    }
}
