// SPDX-License-Identifier: MIT
import Foundation

/// Writes bytes to a file descriptor to the end, or ends the program: every write error gives one line on standard
/// error and status 2 (docs/limits.md), except a closed pipe (`| head`), which ends it quietly by SIGPIPE as Unix
/// tools do. transit-import links this file too, so both executables fail the same way.
enum DescriptorWriter {
    static func write(bytes: [UInt8], fd: Int32, program: String = "transit") {
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
            fail(e, fd: fd, program: program)
        }
    }

    static func fail(_ e: Int32, fd: Int32, program: String = "transit") -> Never {
        if e == EPIPE {
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
            exit(141)
        }
        if fd != 2 {
            let what = fd == 1 ? "standard output" : "file descriptor \(fd)"
            let msg = "\(program): cannot write to \(what): \(String(cString: strerror(e)))\n"
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
