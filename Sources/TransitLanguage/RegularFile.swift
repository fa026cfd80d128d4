// SPDX-License-Identifier: MIT
import Foundation

/// Reads an input file (flow, include, script) only when it is a regular file of bounded size: a FIFO, a device or
/// a file like /proc/kmsg would block or never end, so they are refused with a message instead.
public enum RegularFile {
    public struct ReadError: Error, CustomStringConvertible, Sendable {
        public var description: String
        /// The path names a folder (a caller may say what it expected instead).
        public var isDirectory = false
        public init(_ d: String) { description = d }
        init(_ d: String, isDirectory: Bool) { description = d; self.isDirectory = isDirectory }
    }

    public static func read(_ path: String, maxBytes: Int) throws -> [UInt8] {
        var st = stat()
        if stat(path, &st) != 0 { throw ReadError(reason(errno)) }
        try requireRegular(st)
        // O_NONBLOCK: should the file be swapped for a FIFO after the stat, the open still returns at once.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 { throw ReadError(reason(errno)) }
        defer { close(fd) }
        if fstat(fd, &st) != 0 { throw ReadError(reason(errno)) }
        try requireRegular(st)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = chunk.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK { throw ReadError("reading it would block: not an ordinary file") }
                throw ReadError(reason(errno))
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
            if bytes.count > maxBytes { throw ReadError(tooLargeMessage(maxBytes)) }
        }
        return bytes
    }

    static func requireRegular(_ st: stat) throws {
        switch st.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw ReadError("is a directory", isDirectory: true)
        case S_IFIFO: throw ReadError("is a FIFO (named pipe), not a regular file")
        case S_IFCHR, S_IFBLK: throw ReadError("is a device, not a regular file")
        case S_IFSOCK: throw ReadError("is a socket, not a regular file")
        default: throw ReadError("is not a regular file")
        }
    }

    static func reason(_ e: Int32) -> String {
        switch e {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied"
        case ENOTDIR: "a folder in the path is a file"
        case ELOOP: "too many symbolic links"
        case ENAMETOOLONG: "the path is too long"
        default: String(cString: strerror(e))
        }
    }

    /// Why a file over `maxBytes` is not read (an editor's open document over the limit says the same).
    public static func tooLargeMessage(_ maxBytes: Int) -> String { "file is larger than \(sizeText(maxBytes))" }

    static func sizeText(_ n: Int) -> String {
        n >= 1024 * 1024 && n % (1024 * 1024) == 0 ? "\(n / 1024 / 1024) MB" : "\(n) bytes"
    }

    /// Device and inode: the identity of a file however its path is spelled (symlinks, `..`).
    public struct Identity: Hashable, Sendable {
        public var device: UInt64
        public var inode: UInt64
    }

    public static func identity(_ path: String) -> Identity? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return Identity(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))
    }
}
