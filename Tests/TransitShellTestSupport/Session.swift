// SPDX-License-Identifier: MIT
import Foundation
import Testing
@_exported import TransitTestSupport
import TransitShell
import TransitPresentation

/// A plain (colourless) session whose relative paths resolve against the repository root.
public func makeSession(base: String = Repo.root) -> ShellSession {
    ShellSession(style: TextStyle(color: false), baseDirectory: base)
}

/// tasks.flow with a few events, saving relative to `dir`.
public func tasksSession(savingIn dir: TempDir) -> ShellSession {
    var s = makeSession()
    s.ok("load flows/tasks.flow")
    s.ok("launch")
    s.ok("tap select(taskId: \"t1\")")
    s.ok("tap done")
    s.ok("tap TaskCell.open(taskId: \"t 2\")")
    s.baseDirectory = dir.path
    return s
}

/// Commands that must succeed, for tests of the shell.
extension ShellSession {
    /// Runs a command that must succeed; records an issue with the error otherwise.
    @discardableResult
    public mutating func ok(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> CommandResult {
        let r = execute(line)
        #expect(r.error == nil, "'\(line)' was refused: \(r.error ?? "")", sourceLocation: sourceLocation)
        if case .failed(let m)? = r.expectation { Issue.record("'\(line)' failed: \(m)", sourceLocation: sourceLocation) }
        return r
    }

    /// Runs an `expect …` line that must pass.
    public mutating func passes(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let r = execute(line)
        #expect(r.error == nil, "'\(line)' was refused: \(r.error ?? "")", sourceLocation: sourceLocation)
        #expect(r.expectation == .passed, "'\(line)': \(String(describing: r.expectation))", sourceLocation: sourceLocation)
    }
}
