// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShell
import TransitShellTestSupport

/// Files the program writes: atomically, with the user's permissions, and nothing left behind by a failure or a signal.
@Suite("files the commands write")
struct AtomicWriteTests {
    @Test func failedWriteKeepsThePreviousVersion() throws {
        let dir = TempDir()
        let d = dir.path
        defer { dir.cleanUp() }
        let target = d + "/diagram.svg"
        try AtomicFile.write("old version", to: target)
        // A full disk, simulated with a file-size limit in a child process: the write fails half way.
        let binary = try #require(TransitBinary.path)
        let flows = TransitBinary.repoRoot + "/flows/tasks.flow"
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/bash")
        p.arguments = ["-c", "trap '' XFSZ; ulimit -f 2; exec \"$0\" render \"$1\" -o \"$2\"", binary, flows, target]
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(p.terminationStatus == 2)
        #expect(message.hasPrefix("transit: cannot write \(target): "))
        #expect(message.split(separator: "\n").count == 1)
        #expect(contents(target) == "old version")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: d).filter { $0 != "diagram.svg" }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }

    /// A new file gets the permissions the umask allows; a read-only file is not replaced (issue 36: under umask 077
    /// files came out 0644 and scripts 0755, and a 0444 file was replaced). The umask is set in a child shell: it is
    /// process-wide, and other tests run beside this one.
    @Test func newFilesFollowTheUmaskAndReadOnlyFilesStay() throws {
        let exe = try #require(TransitBinary.url?.path, "transit is built beside the tests")
        let dir = TempDir()
        let d = dir.path
        defer { dir.cleanUp() }
        let flow = TransitBinary.repoRoot + "/flows/tasks.flow"
        let r = try ProcessRunner.run("/bin/sh", ["-c", "umask 077 && \"$0\" export --format json -o \"$1/new.json\" \"$2\" && \"$0\" check --explore --emit-scripts \"$1/scripts\" \"$2\"; exit 0", exe, d, flow],
                                      currentDirectory: d, environment: ProcessInfo.processInfo.environment, timeout: 120)
        #expect(r.status == 0, "\(r.stderr)")
        var st = stat()
        #expect(stat(d + "/new.json", &st) == 0 && st.st_mode & 0o777 == 0o600, "mode \(String(st.st_mode & 0o777, radix: 8))")
        let scripts = (try? FileManager.default.contentsOfDirectory(atPath: d + "/scripts")) ?? []
        #expect(!scripts.isEmpty)
        for f in scripts {
            #expect(stat(d + "/scripts/" + f, &st) == 0 && st.st_mode & 0o777 == 0o700, "\(f): mode \(String(st.st_mode & 0o777, radix: 8))")
        }
        let locked = d + "/locked.flow"
        try "keep me".write(toFile: locked, atomically: false, encoding: .utf8)
        #expect(chmod(locked, 0o444) == 0)
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write("replaced", to: locked) }
        #expect(contents(locked) == "keep me")
    }

    /// `--force` replaces a read-only file, which stays read-only; without it the refusal names the way past it.
    @Test func forceReplacesAReadOnlyFile() throws {
        let exe = try #require(TransitBinary.url?.path, "transit is built beside the tests")
        let dir = TempDir()
        let d = dir.path
        defer { dir.cleanUp() }
        let messy = "app A {\n        launch S\n}\nscreen S {   action go\n}\n"
        try messy.write(toFile: d + "/a.flow", atomically: false, encoding: .utf8)
        #expect(chmod(d + "/a.flow", 0o444) == 0)
        let refused = try ProcessRunner.run(exe, ["format", d + "/a.flow"], timeout: 60)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("is read-only; make it writable to replace it, or pass --force"), "\(refused.stderr)")
        #expect(contents(d + "/a.flow") == messy)
        let forced = try ProcessRunner.run(exe, ["format", "--force", d + "/a.flow"], timeout: 60)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(contents(d + "/a.flow") == "app A {\n  launch S\n}\nscreen S { action go\n}\n")
        var st = stat()
        #expect(stat(d + "/a.flow", &st) == 0 && st.st_mode & 0o777 == 0o444, "mode \(String(st.st_mode & 0o777, radix: 8))")
    }

    /// A signal while a file is being written (issue 36: SIGINT or SIGTERM during `format` left `.NAME.tmp-*` files):
    /// it waits until the write is over, so the file is whole, nothing is left behind, and the signal still ends the
    /// program. The signal is sent by the writer itself once its temporary file exists, so it always lands in the window.
    @Test(arguments: [("TERM", Int32(143)), ("INT", Int32(130)), ("HUP", Int32(129))])
    func aSignalDuringAWriteLeavesNothingBehind(_ name: String, _ status: Int32) throws {
        let exe = try #require(TransitBinary.url?.path, "transit is built beside the tests")
        let dir = TempDir()
        let d = dir.path
        defer { dir.cleanUp() }
        let messy = "app A {\n        launch S\n}\nscreen S {   action go\n}\n"
        try messy.write(toFile: d + "/a.flow", atomically: false, encoding: .utf8)
        var env = ProcessInfo.processInfo.environment
        env["TRANSIT_TEST_SIGNAL_DURING_WRITE"] = name
        let r = try ProcessRunner.run("/bin/sh", ["-c", "\"$0\" format \"$1\"; echo \"status=$?\"", exe, d + "/a.flow"], currentDirectory: d, environment: env, timeout: 60)
        #expect(r.stdout.contains("status=\(status)"), "\(r.stdout)\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: d) == ["a.flow"])
        #expect(contents(d + "/a.flow") == "app A {\n  launch S\n}\nscreen S { action go\n}\n")
    }
}
