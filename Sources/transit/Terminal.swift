// SPDX-License-Identifier: MIT
import Foundation
import TransitPresentation

/// What the terminal allows: colour only on a tty, and never when NO_COLOR is set.
enum Terminal {
    static func isTTY(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// Asked once: every line written consults them.
    static let colorOnStdout = wantsColor(fd: 1)
    static let colorOnStderr = wantsColor(fd: 2)

    static func wantsColor(fd: Int32) -> Bool {
        if let v = ProcessInfo.processInfo.environment["NO_COLOR"], !v.isEmpty { return false }
        if ProcessInfo.processInfo.environment["TERM"] == "dumb" { return false }
        return isTTY(fd)
    }

    /// Writes text straight to a file descriptor (C's `stderr` global is not safe to touch in Swift 6); control
    /// characters that came from a flow are made visible (see TerminalText).
    static func write(_ s: String, fd: Int32 = 1) {
        let color = fd == 1 ? colorOnStdout : fd == 2 ? colorOnStderr : wantsColor(fd: fd)
        write(bytes: Array(TerminalText.safe(s, keepStyles: color).utf8), fd: fd)
    }

    /// A document for machines (JSON, SARIF, workflow commands) is written as it is: its own escaping applies.
    static func writeDocument(_ s: String) {
        write(bytes: Array(s.utf8), fd: 1)
    }

    static func write(bytes: [UInt8], fd: Int32) { DescriptorWriter.write(bytes: bytes, fd: fd) }

    static func installSignalHandling() { DescriptorWriter.installSignalHandling() }
}
