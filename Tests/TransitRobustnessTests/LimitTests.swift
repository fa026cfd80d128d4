// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitEngine
import TransitLanguage
import TransitModel

func codes(_ o: CheckOutcome) -> [DiagnosticCode] { o.diagnostics.map(\.code) }

@Test func fileLargerThanTheLimitIsAnIOErrorNotACrash() throws {
    let path = NSTemporaryDirectory() + "transit-big-\(UUID().uuidString).flow"
    let line = Array("enum E { a }\n".utf8)
    var data = Data(capacity: Loader.maxFileBytes + 64)
    while data.count <= Loader.maxFileBytes { data.append(contentsOf: line) }
    try data.write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let o = FlowLoader.load([path])
    #expect(o.ioFailure)
    #expect(o.diagnostics.first?.message.contains("larger than 16 MB") == true)
}

@Test func nestingDeeperThanTheLimitIsReported() {
    let deep = "screen A { action x { " + String(repeating: "if a { ", count: 200) + String(repeating: "} ", count: 200) + "} }"
    let o = FlowLoader.load(source: deep)
    #expect(codes(o).contains(.tooDeep))
    #expect(o.diagnostics.first { $0.code == .tooDeep }?.message.contains("deeper than \(Parser.maxDepth)") == true)
}

@Test func includeDepthIsLimited() throws {
    let dir = NSTemporaryDirectory() + "transit-inc-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let n = Loader.maxIncludeDepth + 3
    for i in 0..<n {
        try "include \"f\(i + 1).flow\"\nenum E\(i) { a }\n".write(toFile: dir + "/f\(i).flow", atomically: true, encoding: .utf8)
    }
    try "enum Last { a }\n".write(toFile: dir + "/f\(n).flow", atomically: true, encoding: .utf8)
    let o = FlowLoader.load([dir + "/f0.flow"])
    let d = o.diagnostics.first { $0.code == .limitExceeded }
    #expect(d?.message == "includes nest deeper than \(Loader.maxIncludeDepth) files")
}

@Test func declarationCountIsLimited() {
    var s = ""
    s.reserveCapacity((Resolver.maxDeclarations + 2) * 14)
    for i in 0...Resolver.maxDeclarations { s += "model M\(i)\n" }
    let o = FlowLoader.load(source: s)
    #expect(o.diagnostics.contains { $0.code == .limitExceeded && $0.message == "more than \(Resolver.maxDeclarations) declarations" })
}

@Test func simulatorStackDepthIsLimited() throws {
    let o = FlowLoader.load(source: """
    app Loop { launch A withNavigation }
    screen A { action next { push A } }
    """)
    let engine = Engine(flow: o.flow, maxControllers: 40)
    var state = try engine.apply(.launch, to: SimState()).state
    var hit: RuntimeDiagnostic?
    for _ in 0..<60 {
        guard let t = try? engine.apply(.action(screen: nil, cell: nil, name: "next", arguments: [:]), to: state, snapshots: false) else { break }
        state = t.state
        if let d = t.diagnostics.first(where: { $0.code == .simulationLimit }) { hit = d; break }
    }
    #expect(hit?.message.contains("more than 40 live view controllers") == true)
    #expect(state.crash == "more than 40 live view controllers: the simulation stops here (undo to go back)")
    #expect(throws: EventError.self) { try engine.apply(.back, to: state) }
}

@Test func tabsCRLFAndBOMCountColumnsAsAnEditorDoes() {
    let src = "\u{FEFF}app A { launch Home }\r\nscreen Home {\r\n\taction go { push Nowhere }\r\n}\r\n"
    let o = FlowLoader.load(source: src)
    let d = o.diagnostics.first { $0.code == .unknownName }
    #expect(d?.span?.startPosition.line == 3)
    #expect(d?.span?.startPosition.column == 19)
}

@Test func japaneseIdentifiersAndStrings() {
    let o = FlowLoader.load(source: """
    app 予定 { launch 一覧 withNavigation }
    screen 一覧 { action 開く { push 詳細(題名: "買い物") } }
    screen 詳細(題名: String) { action 閉じる { pop } }
    """)
    #expect(!o.hasErrors, "\(o.diagnostics.map(\.message))")
    #expect(o.flow.screens.keys.sorted() == ["一覧", "詳細"])
}

@Test func oneFileSpelledManyWaysLoadsOnce() throws {
    let d = NSTemporaryDirectory() + "transit-inode-\(UUID().uuidString)"
    let fm = FileManager.default
    try fm.createDirectory(atPath: d + "/sub", withIntermediateDirectories: true)
    defer { try? fm.removeItem(atPath: d) }
    try "screen Shared { }\n".write(toFile: d + "/shared.flow", atomically: true, encoding: .utf8)
    try fm.createSymbolicLink(atPath: d + "/link.flow", withDestinationPath: d + "/shared.flow")
    try fm.createSymbolicLink(atPath: d + "/sub/up", withDestinationPath: d)
    try """
    include "shared.flow"
    include "link.flow"
    include "sub/../shared.flow"
    include "sub/up/shared.flow"
    include "sub/up/link.flow"
    app A { launch Shared }
    """.write(toFile: d + "/main.flow", atomically: true, encoding: .utf8)
    let loaded = Loader().load([d + "/main.flow"])
    #expect(loaded.units.count == 2)
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
    // A cycle through a symbolic link is still a cycle, named as written.
    try "include \"../loop.flow\"\n".write(toFile: d + "/sub/back.flow", atomically: true, encoding: .utf8)
    try fm.createSymbolicLink(atPath: d + "/loop.flow", withDestinationPath: d + "/sub/back.flow")
    let cycle = Loader().load([d + "/loop.flow"])
    #expect(cycle.diagnostics.map(\.code) == [.includeCycle], "\(cycle.diagnostics)")
}

/// Numbered words of any severity: the bag counts diagnostics, whatever they say.
private struct CountedMessage: DiagnosticMessage {
    var number: Int
    var severity: Severity
    var code: DiagnosticCode { .invalidCharacter }
    var text: String { "bad \(number)" }
}

@Test func aBagKeepsCountsBeyondItsLimit() {
    var bag = DiagnosticBag(limit: 2)
    let file = SourceFile(path: "x.flow", text: "abc")
    for i in 0..<5 {
        bag.report(CountedMessage(number: i, severity: i == 4 ? .warning : .error), at: SourceSpan(file: file, start: 0, end: 1))
    }
    #expect(bag.items.count == 3)
    #expect(bag.items.last?.omitted?.errors == 2 && bag.items.last?.omitted?.warnings == 1)
    #expect(bag.hasErrors)
    let capped = Diagnostic.capped(bag.items, limit: 1)
    #expect(capped.count == 2 && capped[1].omitted?.count == 4)
}
