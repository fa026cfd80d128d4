// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport

/// `transit FLOW` with commands on a pipe: plain output, exit status from the expectations.
@Suite("Piped standard input")
struct PipedStdinTests {
    static let passing = """
    launch
    expect top List
    tap select(taskId: "t1")
    expect top Detail
    stack
    tap done
    expect modals none

    """

    /// The environment of a colourful terminal user: colour must still be off on a pipe.
    var terminalLikeEnvironment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["TERM"] = "xterm-256color"
        env["NO_COLOR"] = nil
        env["CLICOLOR_FORCE"] = "1"
        return env
    }

    @Test func plainOutputAndExit0() throws {
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["flows/tasks.flow"], stdin: Self.passing, environment: terminalLikeEnvironment)
        #expect(r.status == 0, "exit \(r.status)\n\(r.stderr)")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        // No prompt, no escape codes, no echo of the commands.
        #expect(!r.stdout.contains("transit "), "a prompt was printed: \(r.stdout)")
        #expect(!r.stdout.contains("transit>"))
        #expect(!r.stdoutData.contains(0x1B), "ESC in stdout")
        #expect(!r.stderrData.contains(0x1B), "ESC in stderr")
        let lines = r.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for command in Self.passing.split(separator: "\n") {
            #expect(!lines.contains(String(command)), "the command '\(command)' was echoed")
        }
        // The commands ran: their output is there.
        #expect(r.stdout.contains("user taps List.select(taskId: \"t1\")"), "\(r.stdout)")
        #expect(r.stdout.contains("presents (pageSheet) Detail(taskId: \"t1\")"), "stack output missing: \(r.stdout)")
        #expect(r.stdout.hasSuffix("3 passed, 0 failed\n"), "\(r.stdout)")
    }

    @Test func aFailedExpectationExits1() throws {
        guard let transit = Repo.requireBinary() else { return }
        let input = Self.passing + "expect top Detail\nexpect coordinators ListCoordinator\n"
        let r = try runProcess(transit, ["flows/tasks.flow"], stdin: input, environment: terminalLikeEnvironment)
        #expect(r.status == 1, "exit \(r.status)")
        #expect(r.stderr.contains("<stdin>:8: failed: expected top Detail, got List"), "\(r.stderr)")
        #expect(!r.stdoutData.contains(0x1B) && !r.stderrData.contains(0x1B), "ESC on a pipe")
        #expect(!r.stdout.contains("transit "), "a prompt was printed")
        #expect(r.stdout.hasSuffix("4 passed, 1 failed\n"), "\(r.stdout)")
    }

    @Test func aRefusedCommandExits1() throws {
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["flows/tasks.flow"], stdin: "launch\nlanch\nexpect top List\n")
        #expect(r.status == 1, "exit \(r.status)")
        #expect(r.stderr.contains("<stdin>:2: error: unknown command 'lanch'; did you mean 'launch'?"), "\(r.stderr)")
    }

    @Test func noExpectationsExit0WithoutSummary() throws {
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["flows/tasks.flow"], stdin: "launch\nactions\n")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("tap select(taskId: String)"), "\(r.stdout)")
        #expect(!r.stdout.contains("passed,"))
    }

    @Test func emptyInputExits0() throws {
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["flows/tasks.flow"], stdin: "")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stdout.contains("transit "))
    }

    @Test func quitStopsReading() throws {
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["flows/tasks.flow"], stdin: "launch\nexpect top List\nquit\nexpect top Nowhere\n")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasSuffix("1 passed, 0 failed\n"), "\(r.stdout)")
    }

    @Test func aBrokenFlowExits2WithDiagnostics() throws {
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["flows/tests/broken.flow"], stdin: "launch\n")
        #expect(r.status == 2, "exit \(r.status)")
        #expect(r.stderr.contains("flows/tests/broken.flow:9:10: error[T101]"), "\(r.stderr)")
        #expect(!r.stderrData.contains(0x1B))
    }

    @Test func aMissingFlowExits2() throws {
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["flows/nope.flow"], stdin: "launch\n")
        #expect(r.status == 2, "exit \(r.status)")
        #expect(r.stderr.contains("nope.flow"), "\(r.stderr)")
    }

    @Test func noFlowAndLoadOnStdin() throws {
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, [], stdin: "load flows/tasks.flow\nlaunch\nexpect top List\n")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasSuffix("1 passed, 0 failed\n"), "\(r.stdout)")
        #expect(!r.stdout.contains("transit>"))
    }
}
