import Foundation

/// What the terminal allows: colour only on a tty, and never when NO_COLOR is set.
enum Terminal {
    static func isTTY(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    static var colorOnStdout: Bool { wantsColor(fd: 1) }
    static var colorOnStderr: Bool { wantsColor(fd: 2) }

    static func wantsColor(fd: Int32) -> Bool {
        if let v = ProcessInfo.processInfo.environment["NO_COLOR"], !v.isEmpty { return false }
        if ProcessInfo.processInfo.environment["TERM"] == "dumb" { return false }
        return isTTY(fd)
    }

    /// Writes straight to a file descriptor (C's `stderr` global is not safe to touch in Swift 6).
    static func write(_ s: String, fd: Int32 = 1) {
        var bytes = Array(s.utf8)
        var off = 0
        while off < bytes.count {
            let n = bytes.withUnsafeMutableBytes { buf in Foundation.write(fd, buf.baseAddress! + off, buf.count - off) }
            if n <= 0 { break }
            off += n
        }
    }
}
