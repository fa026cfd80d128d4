// SPDX-License-Identifier: MIT
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program as a child process and measures it from spawn to exit: wall time and the child's peak resident
/// memory (`ru_maxrss` from wait4). Output goes to /dev/null unless a file is named.
enum ChildProcess {
    struct Outcome {
        var seconds: Double
        /// Peak resident set size in bytes.
        var maxRSS: Int
        var status: Int32
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// `program` is looked up on PATH when it has no slash. `stdin` is written to a pipe, then closed.
    static func run(_ program: String, _ arguments: [String], stdin input: String? = nil, stdout: String? = nil,
                    stderr: String? = nil, environment extra: [String: String] = [:]) throws -> Outcome {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeFDs: [Int32] = [-1, -1]
        if input != nil {
            guard pipe(&pipeFDs) == 0 else { throw Failure(description: "pipe failed") }
            posix_spawn_file_actions_adddup2(&actions, pipeFDs[0], 0)
            posix_spawn_file_actions_addclose(&actions, pipeFDs[1])
            posix_spawn_file_actions_addclose(&actions, pipeFDs[0])
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 1, stdout ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        var env = ProcessInfo.processInfo.environment
        for (k, v) in extra { env[k] = v }
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for p in argv { free(p) }
            for p in envp { free(p) }
        }
        var pid: pid_t = 0
        let t0 = Clock.now()
        let rc = program.contains("/")
            ? posix_spawn(&pid, program, &actions, nil, argv, envp)
            : posix_spawnp(&pid, program, &actions, nil, argv, envp)
        guard rc == 0 else {
            if input != nil { close(pipeFDs[0]); close(pipeFDs[1]) }
            throw Failure(description: "cannot run \(program): \(String(cString: strerror(rc)))")
        }
        if let input {
            close(pipeFDs[0])
            var bytes = Array(input.utf8)
            var off = 0
            while off < bytes.count {
                let n = bytes.withUnsafeMutableBytes { write(pipeFDs[1], $0.baseAddress! + off, $0.count - off) }
                if n <= 0 { break }
                off += n
            }
            close(pipeFDs[1])
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            if errno != EINTR { throw Failure(description: "wait4 failed for \(program)") }
        }
        let seconds = Clock.now() - t0
        let exited = (status & 0x7f) == 0
        let code: Int32 = exited ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Outcome(seconds: seconds, maxRSS: Int(usage.ru_maxrss) * 1024, status: code)
    }

    /// Runs a program and returns what it printed on standard output and standard error (versions, peer reports).
    static func capture(_ program: String, _ arguments: [String], environment extra: [String: String] = [:]) throws
        -> (status: Int32, output: String, errors: String) {
        let base = NSTemporaryDirectory() + "transit-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer {
            try? FileManager.default.removeItem(atPath: base + ".out")
            try? FileManager.default.removeItem(atPath: base + ".err")
        }
        let r = try run(program, arguments, stdout: base + ".out", stderr: base + ".err", environment: extra)
        let out = (try? String(contentsOfFile: base + ".out", encoding: .utf8)) ?? ""
        let err = (try? String(contentsOfFile: base + ".err", encoding: .utf8)) ?? ""
        return (r.status, out, err)
    }

    /// Runs the program through `transit-bench measure-child` (see there), so its peak RSS is its own.
    static func measured(_ bench: String, _ program: String, _ arguments: [String], stdin input: String? = nil) throws -> Outcome {
        let r = try capture(bench, ["measure-child"] + (input.map { ["--stdin", $0] } ?? []) + ["--", program] + arguments)
        let f = r.output.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard r.status == 0, f.count == 3, let s = Double(f[0]), let m = Int(f[1]), let st = Int32(f[2]) else {
            throw Failure(description: "measure-child failed: \(r.errors)")
        }
        return Outcome(seconds: s, maxRSS: m, status: st)
    }
}
