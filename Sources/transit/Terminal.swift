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

    /// Every write error ends the program with a message and status 2, except a closed pipe (`| head`), which ends
    /// it quietly by SIGPIPE as Unix tools do.
    static func write(bytes: [UInt8], fd: Int32) {
        var off = 0
        while off < bytes.count {
            let n = bytes.withUnsafeBytes { buf in Foundation.write(fd, buf.baseAddress! + off, buf.count - off) }
            if n > 0 { off += n; continue }
            let e = n < 0 ? errno : EIO
            if e == EINTR { continue }
            if e == EAGAIN || e == EWOULDBLOCK {
                var p = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&p, 1, 1000)
                continue
            }
            fail(e, fd: fd)
        }
    }

    static func fail(_ e: Int32, fd: Int32) -> Never {
        if e == EPIPE {
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
            exit(141)
        }
        if fd != 2 {
            let what = fd == 1 ? "standard output" : "file descriptor \(fd)"
            let msg = "transit: cannot write to \(what): \(String(cString: strerror(e)))\n"
            _ = msg.withCString { Foundation.write(2, $0, strlen($0)) }
        }
        exit(2)
    }

    /// Write errors come back as errors (EPIPE, EFBIG) rather than signals that kill the process mid-write.
    static func installSignalHandling() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
    }
}
