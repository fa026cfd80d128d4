// SPDX-License-Identifier: MIT
import Foundation
import Testing
@testable import TransitLanguage

@Suite("Loader and includes")
struct LoaderTests {
    /// A loader reading from an in-memory file system.
    func loader(_ files: [String: String]) -> Loader {
        Loader(read: { path in
            guard let text = files[path] else { throw Loader.LoadError("no such file") }
            return Array(text.utf8)
        })
    }

    func paths(_ r: Loader.Result) -> [String] { r.units.map(\.file.path) }

    @Test func includesAreRelativeToTheIncludingFile() {
        let r = loader([
            "/m/app.flow": "include \"screens/list.flow\"\napp A { launch List }",
            "/m/screens/list.flow": "include \"../common.flow\"\nscreen List { }",
            "/m/common.flow": "enum E { a }",
        ]).load(["/m/app.flow"])
        #expect(r.diagnostics.isEmpty)
        #expect(!r.ioFailure)
        #expect(paths(r) == ["/m/app.flow", "/m/screens/list.flow", "/m/common.flow"])
    }

    @Test func includesLoadInSourceOrder() {
        let r = loader([
            "/m/app.flow": "include \"a.flow\"\ninclude \"b.flow\"\ninclude \"c.flow\"",
            "/m/a.flow": "", "/m/b.flow": "", "/m/c.flow": "",
        ]).load(["/m/app.flow"])
        #expect(paths(r) == ["/m/app.flow", "/m/a.flow", "/m/b.flow", "/m/c.flow"])
    }

    @Test func aFileIncludedTwiceIsLoadedOnce() {
        let r = loader([
            "/m/app.flow": "include \"a.flow\"\ninclude \"b.flow\"",
            "/m/a.flow": "include \"common.flow\"", "/m/b.flow": "include \"./common.flow\"",
            "/m/common.flow": "enum E { a }",
        ]).load(["/m/app.flow"])
        #expect(r.diagnostics.isEmpty)
        #expect(paths(r).filter { $0 == "/m/common.flow" }.count == 1)
    }

    @Test func absoluteIncludePaths() {
        let r = loader(["/m/app.flow": "include \"/lib/x.flow\"", "/lib/x.flow": ""]).load(["/m/app.flow"])
        #expect(paths(r) == ["/m/app.flow", "/lib/x.flow"])
    }

    @Test func missingIncludeIsT020AtTheIncludeLine() throws {
        let r = loader(["/m/app.flow": "enum E { a }\ninclude \"nope.flow\""]).load(["/m/app.flow"])
        let d = try #require(r.diagnostics.first)
        #expect(d.code == .includeNotFound)
        #expect(d.message.contains("nope.flow"))
        #expect(d.span?.file.path == "/m/app.flow")
        #expect(Fixture.at(d) == "2:1")
        #expect(!r.ioFailure, "a missing include is a problem in the flow, not an I/O failure")
    }

    @Test func missingRootIsT001AndAnIOFailure() throws {
        let r = loader([:]).load(["/m/none.flow"])
        let d = try #require(r.diagnostics.first)
        #expect(d.code == .ioError)
        #expect(d.span == nil)
        #expect(r.ioFailure)
    }

    @Test func includeCycleIsReportedWithTheChain() throws {
        let r = loader([
            "/m/a.flow": "include \"b.flow\"",
            "/m/b.flow": "\ninclude \"a.flow\"",
        ]).load(["/m/a.flow"])
        let d = try #require(r.diagnostics.first)
        #expect(r.diagnostics.count == 1)
        #expect(d.code == .includeCycle)
        #expect(d.message == "include cycle: /m/a.flow → /m/b.flow → /m/a.flow")
        #expect(d.span?.file.path == "/m/b.flow")
        #expect(Fixture.at(d) == "2:1")
    }

    @Test func selfIncludeIsACycle() {
        let r = loader(["/m/a.flow": "include \"a.flow\""]).load(["/m/a.flow"])
        #expect(Fixture.codes(r.diagnostics) == ["T021"])
    }

    @Test func includeDepthIsLimited() throws {
        var files: [String: String] = [:]
        for i in 0...40 { files["/m/\(i).flow"] = "include \"\(i + 1).flow\"" }
        files["/m/41.flow"] = ""
        let r = loader(files).load(["/m/0.flow"])
        let d = try #require(r.diagnostics.first)
        #expect(Fixture.codes(r.diagnostics) == ["T014"])
        #expect(d.message.contains("\(Loader.maxIncludeDepth)"))
        #expect(r.units.count == Loader.maxIncludeDepth + 1)
    }

    @Test func includingADirectoryOrAMissingFileOnDisk() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("transit-loader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = dir.appendingPathComponent("app.flow")
        try "include \"sub\"\ninclude \"missing.flow\"\n".write(to: app, atomically: true, encoding: .utf8)
        let r = Loader().load([app.path])
        #expect(Fixture.codes(r.diagnostics) == ["T020", "T020"])
        #expect(r.diagnostics.contains { $0.message.contains("directory") })
        #expect(!r.ioFailure)
        let none = Loader().load([dir.appendingPathComponent("nothing.flow").path])
        #expect(none.ioFailure)
        #expect(Fixture.codes(none.diagnostics) == ["T001"])
        let isDir = Loader().load([dir.path])
        #expect(isDir.ioFailure)
    }
}
