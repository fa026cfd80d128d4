// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport
import TransitEngine
import TransitPresentation
import TransitShell

@Test func sessionLaunchesTheTasksExample() {
    let root = PackageRoot.url.path
    var s = ShellSession(style: TextStyle(color: false), baseDirectory: root)
    #expect(s.execute("load flows/tasks.flow").error == nil)
    #expect(s.execute("launch").error == nil)
    #expect(s.execute("expect top List").expectation == .passed)
    #expect(s.execute("expect top Detail").expectation == .failed("expected top Detail, got List"))
    #expect(s.execute("tap nonsense").error == "no visible screen has an action 'nonsense' (top: List)")
    #expect(s.execute("tap select(taskId: \"t1\")").error == nil)
    #expect(s.execute("expect modals Detail").expectation == .passed)
}
