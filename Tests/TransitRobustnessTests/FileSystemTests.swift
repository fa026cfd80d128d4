// SPDX-License-Identifier: MIT
import Foundation
import TransitTestSupport
import Testing
import TransitReadline
import TransitShell

@Test func missingParentFolderFailsWithOneLineAndWritesNothing() throws {
    let dir = TempDir()
    let d = dir.path
    defer { dir.cleanUp() }
    #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write("x", to: d + "/no/such/dir/out.svg") }
    do { try AtomicFile.write("x", to: d + "/no/out.svg") } catch {
        #expect(error.description == "the folder \(d)/no does not exist")
    }
    #expect((try FileManager.default.contentsOfDirectory(atPath: d)).isEmpty)
}

@Test func directoryInPlaceOfTheFileIsRefusedAndKept() throws {
    let dir = TempDir()
    let d = dir.path
    defer { dir.cleanUp() }
    try FileManager.default.createDirectory(atPath: d + "/out.svg", withIntermediateDirectories: false)
    do { try AtomicFile.write("x", to: d + "/out.svg"); Issue.record("wrote over a directory") } catch {
        #expect(error.description == "\(d)/out.svg is a directory")
    }
    var isDir: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: d + "/out.svg", isDirectory: &isDir) && isDir.boolValue)
}

@Test func unwritableLocationLeavesTheOldFileUntouched() throws {
    // /proc refuses new files even for root, which ignores permission bits.
    #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write("x", to: "/proc/transit-test-out.svg") }
    #expect(!FileManager.default.fileExists(atPath: "/proc/transit-test-out.svg"))
}

@Test func successfulWriteReplacesTheWholeFile() throws {
    let dir = TempDir()
    let d = dir.path
    defer { dir.cleanUp() }
    try AtomicFile.write(String(repeating: "long old content\n", count: 100), to: d + "/f.txt")
    try AtomicFile.write("new", to: d + "/f.txt")
    #expect(contents(d + "/f.txt") == "new")
}

@Test func brokenHistoryFileIsSetAsideNotFatal() throws {
    let dir = TempDir()
    let d = dir.path
    defer { dir.cleanUp() }
    let path = d + "/history"
    try Data([0x00, 0xFF, 0xFE, 0x00, 0x41]).write(to: URL(fileURLWithPath: path))
    LineEditor.loadHistory(path)
    #expect(FileManager.default.contents(atPath: path + ".broken") == Data([0x00, 0xFF, 0xFE, 0x00, 0x41]))
    #expect(FileManager.default.fileExists(atPath: path))
}


/// Writing to a device or a pipe writes to it; the temp-file-and-rename must never replace what is not a regular
/// file (as root, `render -o /dev/null` used to turn /dev/null into a regular file).
@Test func devicesAreWrittenToNotReplaced() throws {
    let dir = TempDir()
    let d = dir.path
    defer { dir.cleanUp() }
    let fifo = d + "/pipe"
    #expect(mkfifo(fifo, 0o600) == 0)
    // A reader on the pipe (non-blocking), so opening it for writing does not wait.
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    #expect(reader >= 0)
    defer { close(reader) }
    try AtomicFile.write("through the pipe", to: fifo)
    var buf = [UInt8](repeating: 0, count: 64)
    let n = read(reader, &buf, buf.count)
    #expect(n > 0 && String(decoding: buf[0..<max(0, n)], as: UTF8.self) == "through the pipe")
    var st = stat()
    #expect(stat(fifo, &st) == 0 && (st.st_mode & S_IFMT) == S_IFIFO, "the pipe was replaced by a file")
    try AtomicFile.write("discarded", to: "/dev/null")
    #expect(stat("/dev/null", &st) == 0 && (st.st_mode & S_IFMT) == S_IFCHR)
    // A device that refuses the data is an error, not a silent success.
    #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write("x", to: "/dev/full") }
}

/// A symbolic link is written through (it stays a link), and an existing file keeps its permissions.
@Test func symlinksAreWrittenThroughAndModesKept() throws {
    let dir = TempDir()
    let d = dir.path
    defer { dir.cleanUp() }
    let target = d + "/real.svg", link = d + "/link.svg"
    try "old".write(toFile: target, atomically: false, encoding: .utf8)
    #expect(chmod(target, 0o600) == 0)
    #expect(symlink(target, link) == 0)
    try AtomicFile.write("new", to: link)
    var st = stat()
    #expect(lstat(link, &st) == 0 && (st.st_mode & S_IFMT) == S_IFLNK, "the link was replaced by a file")
    #expect(contents(target) == "new")
    #expect(stat(target, &st) == 0 && st.st_mode & 0o777 == 0o600, "mode \(String(st.st_mode & 0o777, radix: 8))")
}

/// The rule for links (issue 36): written through, a dangling link's target created, a loop refused; the link stays.
@Test func danglingLinksAreWrittenThroughAndLoopsRefused() throws {
    let dir = TempDir()
    let d = dir.path
    defer { dir.cleanUp() }
    #expect(symlink("made.svg", d + "/dangling.svg") == 0)
    try AtomicFile.write("new", to: d + "/dangling.svg")
    var st = stat()
    #expect(lstat(d + "/dangling.svg", &st) == 0 && (st.st_mode & S_IFMT) == S_IFLNK, "the link was replaced by a file")
    #expect(contents(d + "/made.svg") == "new")
    #expect(symlink("b.svg", d + "/a.svg") == 0 && symlink("a.svg", d + "/b.svg") == 0)
    #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write("x", to: d + "/a.svg") }
    #expect(lstat(d + "/a.svg", &st) == 0 && (st.st_mode & S_IFMT) == S_IFLNK)
}
