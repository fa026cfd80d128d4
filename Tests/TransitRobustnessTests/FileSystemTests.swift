import Foundation
import TransitTestSupport
import Testing
import TransitReadline
import TransitShell

func tempDir() throws -> String {
    let d = NSTemporaryDirectory() + "transit-fs-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
    return d
}

func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

@Test func missingParentFolderFailsWithOneLineAndWritesNothing() throws {
    let d = try tempDir()
    defer { try? FileManager.default.removeItem(atPath: d) }
    #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write("x", to: d + "/no/such/dir/out.svg") }
    do { try AtomicFile.write("x", to: d + "/no/out.svg") } catch {
        #expect(error.description == "the folder \(d)/no does not exist")
    }
    #expect((try FileManager.default.contentsOfDirectory(atPath: d)).isEmpty)
}

@Test func directoryInPlaceOfTheFileIsRefusedAndKept() throws {
    let d = try tempDir()
    defer { try? FileManager.default.removeItem(atPath: d) }
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

@Test func failedWriteKeepsThePreviousVersion() throws {
    let d = try tempDir()
    defer { try? FileManager.default.removeItem(atPath: d) }
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

@Test func successfulWriteReplacesTheWholeFile() throws {
    let d = try tempDir()
    defer { try? FileManager.default.removeItem(atPath: d) }
    try AtomicFile.write(String(repeating: "long old content\n", count: 100), to: d + "/f.txt")
    try AtomicFile.write("new", to: d + "/f.txt")
    #expect(contents(d + "/f.txt") == "new")
}

@Test func brokenHistoryFileIsSetAsideNotFatal() throws {
    let d = try tempDir()
    defer { try? FileManager.default.removeItem(atPath: d) }
    let path = d + "/history"
    try Data([0x00, 0xFF, 0xFE, 0x00, 0x41]).write(to: URL(fileURLWithPath: path))
    LineEditor.loadHistory(path)
    #expect(FileManager.default.contents(atPath: path + ".broken") == Data([0x00, 0xFF, 0xFE, 0x00, 0x41]))
    #expect(FileManager.default.fileExists(atPath: path))
}

