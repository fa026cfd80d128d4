// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// What a finished process printed.
public struct ProcessOutput: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    public var stdoutData: Data
    public var stderrData: Data
    /// Killed at the time limit.
    public var timedOut = false
    /// Ended by a signal (a crash) rather than by exit.
    public var signalled = false
}

/// Runs a program to completion; output goes through files, so no pipe can fill up.
///
/// posix_spawn, not Foundation's Process: on Linux, Process learns that a child ended when a socket the
/// child inherited closes, so a child that leaves a daemon behind (`tmux new-session -d`) never "ends".
/// Every descriptor but 0, 1 and 2 is closed in the child, so no daemon keeps another test's descriptors.
public enum ProcessRunner {
    public static func run(_ executable: String, _ arguments: [String], stdin: String? = nil,
                           currentDirectory: String = PackageRoot.url.path, environment: [String: String]? = nil,
                           timeout: TimeInterval = 60) throws -> ProcessOutput {
        let tmp = (NSTemporaryDirectory() as NSString).appendingPathComponent("transit-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: tmp) }
        let outPath = tmp + "/stdout", errPath = tmp + "/stderr", inPath = tmp + "/stdin"
        _ = FileManager.default.createFile(atPath: inPath, contents: Data((stdin ?? "").utf8))

        var fa = posix_spawn_file_actions_t()
        var attr = posix_spawnattr_t()
        posix_spawn_file_actions_init(&fa)
        posix_spawnattr_init(&attr)
        defer {
            posix_spawn_file_actions_destroy(&fa)
            posix_spawnattr_destroy(&attr)
        }
        posix_spawn_file_actions_addopen(&fa, 0, inPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&fa, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&fa, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // A clean signal state: test threads block most signals, and a daemon started with them blocked
        // (the tmux server) would never see SIGCHLD or SIGTERM, so kill-server would hang and leak it.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attr, &noSignals)
        var defaults = sigset_t()
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        posix_spawnattr_setsigdefault(&attr, &defaults)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        #if os(Linux)
        // glibc has both (2.29, 2.34) but Swift's Glibc module does not show the _np functions.
        guard let chdirAction = SpawnNP.addchdir, let closeFrom = SpawnNP.addclosefrom else {
            throw SpawnFailure(description: "this glibc lacks posix_spawn_file_actions_addchdir_np / addclosefrom_np")
        }
        _ = chdirAction(&fa, currentDirectory)
        _ = closeFrom(&fa, 3)
        #else
        posix_spawn_file_actions_addchdir_np(&fa, currentDirectory)
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        posix_spawnattr_setflags(&attr, Int16(flags))

        let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = env.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, executable, &fa, &attr, argv, envp)
        guard rc == 0 else {
            throw SpawnFailure(description: "cannot run \(executable): \(String(cString: strerror(rc)))")
        }
        var status: Int32 = 0
        var timedOut = false
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid { break }
            if r < 0 && errno != EINTR { throw SpawnFailure(description: "waitpid: \(String(cString: strerror(errno)))") }
            if Date() > deadline {
                timedOut = true
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                break
            }
            usleep(5_000)
        }
        // Exited: the code; killed by a signal: 128 + the signal, like a shell.
        let exitStatus: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let o = FileManager.default.contents(atPath: outPath) ?? Data()
        let e = FileManager.default.contents(atPath: errPath) ?? Data()
        return ProcessOutput(status: exitStatus, stdout: String(decoding: o, as: UTF8.self),
                             stderr: String(decoding: e, as: UTF8.self), stdoutData: o, stderrData: e,
                             timedOut: timedOut, signalled: (status & 0x7f) != 0)
    }
}

#if os(Linux)
/// glibc's posix_spawn extensions, looked up at run time.
enum SpawnNP {
    typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    static let addchdir: AddChdir? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np")
        .map { unsafeBitCast($0, to: AddChdir.self) }
    static let addclosefrom: AddCloseFrom? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        .map { unsafeBitCast($0, to: AddCloseFrom.self) }
}
#endif

public struct SpawnFailure: Error, CustomStringConvertible {
    public var description: String
    public init(description: String) { self.description = description }
}

