// SPDX-License-Identifier: MIT
import Foundation
import Synchronization

/// Writes a file through a temporary file and a rename, so a failure never leaves half a file behind and never
/// destroys the previous version.
public enum AtomicFile {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        /// The target is a file nobody may write: a command with `--force` says that it replaces it.
        public var isReadOnly = false
    }

    /// `force`: replace a read-only file too (it stays read-only).
    public static func write(_ text: String, to path: String, executable: Bool = false, force: Bool = false) throws(Failure) {
        try write(Data(text.utf8), to: path, executable: executable, force: force)
    }

    public static func write(_ data: Data, to given: String, executable: Bool = false, force: Bool = false) throws(Failure) {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        var path = given
        var st = stat()
        // A symbolic link: write through to its target (the link stays a link), as `echo > link` does — a dangling
        // link's target is created; a loop of links is an error.
        path = try linkTarget(path)
        // A new file gets what the umask allows (0644 under 022, 0600 under 077), as open(2) would give it.
        let mask = currentUmask()
        var mode: mode_t = (executable ? 0o777 : 0o666) & ~mask
        if stat(path, &st) == 0 {
            let type = st.st_mode & S_IFMT
            if type == S_IFCHR || type == S_IFIFO || type == S_IFSOCK || type == S_IFBLK {
                // /dev/null, /dev/stdout, a pipe: write to it as it is; a rename would replace the device node.
                try writeDirectly(data, to: path)
                return
            }
            // A file nobody may write is not replaced behind its owner's back (rename would do it, even as root).
            if type == S_IFREG, st.st_mode & 0o222 == 0, !force {
                throw Failure(description: "\(path) is read-only; make it writable to replace it", isReadOnly: true)
            }
            // An existing file keeps its permissions (a 0600 file stays 0600).
            if type == S_IFREG, !executable { mode = st.st_mode & 0o7777 }
        }
        if fm.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            throw Failure(description: "\(path) is a directory")
        }
        let dir = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        guard fm.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
            throw Failure(description: "the folder \(dir) does not exist")
        }
        let tmp = (dir as NSString).appendingPathComponent(".\((path as NSString).lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        // From the temporary file's creation to its rename, Ctrl-C, SIGTERM and SIGHUP wait: the write ends (renamed
        // or removed) and then the signal does what it would have done. Nothing is left behind.
        let deferred = Deferral()
        defer { deferred.end() }
        let fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard fd >= 0 else { throw Failure(description: String(cString: strerror(errno))) }
        // Tests: a signal that always lands while the temporary file exists.
        if let name = ProcessInfo.processInfo.environment["TRANSIT_TEST_SIGNAL_DURING_WRITE"], let sig = Deferral.signals[name] { raise(sig) }
        fchmod(fd, mode)
        var ok = true
        var err = ""
        data.withUnsafeBytes { buf in
            var off = 0
            while off < buf.count {
                let n = Foundation.write(fd, buf.baseAddress! + off, buf.count - off)
                if n < 0, errno == EINTR { continue }
                if n <= 0 { ok = false; err = String(cString: strerror(errno)); break }
                off += n
            }
        }
        if ok, fsync(fd) != 0 { ok = false; err = String(cString: strerror(errno)) }
        close(fd)
        guard ok else {
            unlink(tmp)
            throw Failure(description: err)
        }
        if rename(tmp, path) != 0 {
            let e = String(cString: strerror(errno))
            unlink(tmp)
            throw Failure(description: e)
        }
    }

    /// Where writing to `path` lands: the end of its chain of symbolic links (each relative to its link's folder).
    static func linkTarget(_ given: String) throws(Failure) -> String {
        var path = given
        var st = stat()
        for _ in 0..<40 {
            guard lstat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFLNK else { return path }
            var buf = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(path, &buf, buf.count - 1)
            guard n >= 0 else { throw Failure(description: "\(given): cannot read the link (\(String(cString: strerror(errno))))") }
            let target = String(decoding: buf[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            path = target.hasPrefix("/") ? target : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target)
        }
        throw Failure(description: "\(given): too many levels of symbolic links (a loop)")
    }

    /// Holds back SIGINT, SIGTERM and SIGHUP while it lives: their handlers only note the signal, and `end` puts the
    /// previous handlers back and raises what was noted. Any thread may receive the signal; the note is atomic.
    final class Deferral {
        static let signals: [String: Int32] = ["INT": SIGINT, "TERM": SIGTERM, "HUP": SIGHUP]
        static let noted = Atomic<Int32>(0)
        private var previous: [(Int32, sigaction)] = []

        init() {
            for sig in [SIGINT, SIGTERM, SIGHUP] {
                var action = sigaction()
                #if os(Linux)
                action.__sigaction_handler.sa_handler = { s in Deferral.noted.store(s, ordering: .relaxed) }
                #else
                action.__sigaction_u.__sa_handler = { s in Deferral.noted.store(s, ordering: .relaxed) }
                #endif
                action.sa_flags = SA_RESTART
                sigemptyset(&action.sa_mask)
                var old = sigaction()
                if sigaction(sig, &action, &old) == 0 { previous.append((sig, old)) }
            }
        }

        func end() {
            for (sig, old) in previous {
                var o = old
                sigaction(sig, &o, nil)
            }
            previous = []
            let sig = Deferral.noted.exchange(0, ordering: .relaxed)
            if sig != 0 { raise(sig) }
        }
    }

    /// The process's umask. umask(2) can only be read by setting it: set it back at once.
    static func currentUmask() -> mode_t {
        let m = umask(0o022)
        umask(m)
        return m
    }

    /// Writes to something that is not a regular file (a device, a pipe) without replacing it.
    static func writeDirectly(_ data: Data, to path: String) throws(Failure) {
        let fd = open(path, O_WRONLY)
        guard fd >= 0 else { throw Failure(description: String(cString: strerror(errno))) }
        defer { close(fd) }
        var failure: String? = nil
        data.withUnsafeBytes { buf in
            var off = 0
            while off < buf.count {
                let n = Foundation.write(fd, buf.baseAddress! + off, buf.count - off)
                if n <= 0 { failure = String(cString: strerror(errno)); break }
                off += n
            }
        }
        if let failure { throw Failure(description: failure) }
    }
}
