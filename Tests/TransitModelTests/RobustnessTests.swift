// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitLanguage
@testable import TransitModel

/// Hostile or odd input: every case must end with diagnostics or success, never a crash or a hang.
/// (No wall-clock limits are asserted.)
@Suite("Robustness")
struct RobustnessTests {
    /// A small deterministic generator, so failures reproduce.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Checks bytes as if read from a file named `name`.
    func check(bytes: [UInt8], name: String = "fuzz.flow") -> CheckOutcome {
        let loader = Loader(read: { _ in bytes })
        return FlowLoader.load(["/virtual/" + name], loader: loader)
    }

    func positionsAreInside(_ o: CheckOutcome, sourceLocation: SourceLocation = #_sourceLocation) {
        for d in o.diagnostics {
            guard let s = d.span else { continue }
            #expect(s.start >= 0 && s.start <= s.end && s.end <= s.file.scalars.count, "span out of the file: \(Check.describe(d))",
                    sourceLocation: sourceLocation)
            let p = s.startPosition
            #expect(p.line >= 1 && p.column >= 1, sourceLocation: sourceLocation)
            // Rendering must not trap either.
            _ = DiagnosticRenderer(color: false).render(d)
        }
    }

    @Test(arguments: 0..<20)
    func randomBytes(_ seed: Int) {
        var rng = SplitMix(state: UInt64(seed))
        let bytes = (0..<Int.random(in: 1...4000, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let o = check(bytes: bytes)
        #expect(!o.ioFailure)
        positionsAreInside(o)
        _ = DiagnosticRenderer.json(o.diagnostics)
    }

    @Test(arguments: 0..<20)
    func randomTokens(_ seed: Int) {
        let words = ["{", "}", "(", ")", "[", "]", "<", ">", ".", ",", ":", "->", "=", "==", "!=", "!", ";", "_", "\n", "\"s\"", "1", "-1",
                     "app", "screen", "coordinator", "tabs", "tab", "enum", "error", "model", "actions", "action", "entry", "cell",
                     "method", "on", "back", "swipe", "none", "root", "launch", "push", "present", "embed", "set", "pop", "popTo",
                     "dismiss", "start", "as", "then", "finish", "terminate", "release", "refresh", "alert", "log", "if", "else",
                     "match", "case", "Result", "Bool", "String", "Int", "A", "B", "x", ".ok", ".success", "withNavigation",
                     "pageSheet", "fullScreen", "animated", "true", "false", "include", "\"x.flow\"", "/*", "*/", "//"]
        var rng = SplitMix(state: UInt64(1000 + seed))
        var text = "app Z {\n  launch A\n}\nscreen A {\n  action x\n}\n"
        for _ in 0..<Int.random(in: 10...600, using: &rng) { text += words.randomElement(using: &rng)! + " " }
        let o = check(bytes: Array(text.utf8))
        positionsAreInside(o)
    }

    @Test func emptyFile() {
        let o = Check.run("")
        #expect(o.diagnostics.isEmpty)
        #expect(o.flow.app == nil)
        #expect(check(bytes: []).diagnostics.isEmpty)
    }

    @Test func onlyCommentsAndWhitespace() {
        #expect(Check.run("// nothing here\n/* or here */\n\n\t \r\n").diagnostics.isEmpty)
    }

    @Test func fiveMegabytesOfDeclarations() {
        var text = "app Big {\n  launch Screen0 withNavigation\n}\n"
        var i = 0
        while text.utf8.count < 5_000_000 {
            text += "screen Screen\(i) {\n  action next { push Screen\(i + 1) }\n}\n"
            i += 1
        }
        text += "screen Screen\(i) {\n  action back { popToRoot }\n}\n"
        let o = Check.run(text)
        #expect(o.diagnostics.isEmpty, "\(o.diagnostics.prefix(3).map(Check.describe))")
        #expect(o.flow.screens.count == i + 1)
    }

    @Test func fiveMegabytesOfTheSameDeclaration() {
        let text = String(repeating: "enum Color { red, green, blue }\n", count: 5_000_000 / 32)
        let o = Check.run(text)
        // The first one is declared; every other one is a duplicate (or over the declaration limit).
        #expect(o.diagnostics.allSatisfy { $0.code == .duplicateDeclaration || $0.code == .limitExceeded })
        #expect(o.errorCount == 5_000_000 / 32 - 1)
    }

    @Test func tenThousandNestedBraces() {
        let n = 10_000
        let braces = String(repeating: "{", count: n) + String(repeating: "}", count: n)
        #expect(Check.run(braces).hasErrors)
        // Inside an action body as well.
        let o = Check.run(homeFlow("    " + braces))
        #expect(o.hasErrors)
        positionsAreInside(o)
        // And unbalanced, never closed.
        #expect(Check.run("screen S {\n  action a " + String(repeating: "{", count: n)).hasErrors)
    }

    @Test func tenThousandNestedIfs() {
        let n = 10_000
        let text = String(repeating: "if x {\n", count: n) + "pop\n" + String(repeating: "}\n", count: n)
        let o = Check.run(homeFlow(text))
        #expect(Check.codes(o).contains("T013"))
    }

    @Test func tenThousandElseIfs() {
        let text = "    if x { pop }" + String(repeating: " else if x { pop }", count: 10_000)
        #expect(Check.run(homeFlow(text)).hasErrors)
    }

    @Test func tenThousandNestedCaseExpressions() {
        let n = 10_000
        let expr = String(repeating: ".a(", count: n) + ".b" + String(repeating: ")", count: n)
        let o = Check.run(homeFlow("    finish(\(expr))"))
        #expect(Check.codes(o) == ["T013"])
        // Unclosed as well.
        #expect(Check.codes(Check.run(homeFlow("    finish(" + String(repeating: ".a(", count: n)))).contains("T013"))
    }

    @Test func tenThousandNestedPatternsAndTypes() {
        let n = 10_000
        let pattern = String(repeating: ".a(", count: n) + "_" + String(repeating: ")", count: n)
        #expect(Check.codes(Check.run(homeFlow("    match x {\n      \(pattern) { pop }\n    }"))).contains("T013"))
        let type = String(repeating: "Result<", count: n) + "Bool" + String(repeating: ", E>", count: n)
        #expect(Check.codes(Check.run("screen S -> \(type) {\n}")).contains("T013"))
    }

    @Test func tenThousandNestedHandlers() {
        let n = 10_000
        let text = String(repeating: "present Home then {\n", count: n) + "pop\n" + String(repeating: "}\n", count: n)
        #expect(Check.codes(Check.run(homeFlow(text))).contains("T013"))
    }

    @Test func unterminatedStringAndComment() {
        #expect(Check.codes(Check.run("app A {\n  launch \"Home")).contains("T003"))
        #expect(Check.codes(Check.run("/* app A {")) == ["T004"])
        #expect(Check.codes(Check.run("\"")) .contains("T003"))
        #expect(Check.codes(Check.run("/*")) == ["T004"])
        #expect(Check.codes(Check.run("/* /* */")) == ["T004"])
        #expect(Check.codes(Check.run("\"\\")).contains("T003"))
    }

    @Test func bomCRLFAndTabsGiveTheRightColumns() throws {
        let text = "\u{FEFF}app A {\r\n\tlaunch Home withNavigation\r\n}\r\nscreen Home {\r\n\taction go {\r\n\t\tpush Nowhere\r\n\t}\r\n}\r\n"
        let bytes = Array(text.utf8)
        #expect(bytes.prefix(3) == [0xEF, 0xBB, 0xBF])
        let o = check(bytes: bytes)
        let d = try #require(o.diagnostics.first)
        #expect(o.diagnostics.count == 1)
        #expect(d.code == .unknownName)
        #expect(Check.at(d) == "6:8")
        #expect(d.span?.text == "Nowhere")
        let rendered = DiagnosticRenderer(color: false).render(d)
        #expect(rendered.contains(" 6 |         push Nowhere\n"))
        // Two tabs shown as 8 columns, then "push " (5): 13 columns of padding under the name.
        #expect(rendered.contains("\n   | " + String(repeating: " ", count: 13) + "^^^^^^^\n"))
        #expect(!rendered.contains("\r"))
    }

    @Test func loneCarriageReturnsAreLineBreaks() throws {
        let o = Check.run("app A {\r  launch Home withNavigation\r}\rscreen Home {\r  action go { push Nowhere }\r}")
        let d = try #require(o.diagnostics.first)
        #expect(Check.at(d) == "5:20")
    }

    @Test func invalidUTF8() throws {
        var bytes = Array("app A {\n  launch Home withNavigation\n}\nscreen Home {\n  action go { log \"".utf8)
        bytes += [0xC3, 0x28, 0xFF]
        bytes += Array("\" }\n}\n".utf8)
        let o = check(bytes: bytes)
        #expect(Check.codes(o) == ["T007"])
        let d = try #require(o.diagnostics.first)
        #expect(Check.at(d) == "5:20")
        positionsAreInside(o)
    }

    @Test func invalidUTF8Everywhere() {
        let bytes = (0..<5000).map { i -> UInt8 in i % 3 == 0 ? 0xFF : UInt8(ascii: "a") }
        let o = check(bytes: bytes)
        #expect(Check.codes(o).filter { $0 == "T007" }.count == 1, "reported once")
        positionsAreInside(o)
    }

    @Test func nulAndControlCharacters() {
        let o = check(bytes: Array("app A {\n".utf8) + [0, 1, 2, 0x1B, 0x7F] + Array("\n}".utf8))
        #expect(Check.codes(o).contains("T002"))
        positionsAreInside(o)
    }

    @Test func veryLongLine() {
        let line = String(repeating: "x ", count: 100_000)
        let o = Check.run("screen S {\n  action a { log \(line) }\n}")
        #expect(o.hasErrors)
    }

    @Test func hugeIntegersAndLongNames() {
        let name = String(repeating: "N", count: 100_000)
        #expect(Check.codes(Check.run(homeFlow("    push \(name)"))) == ["T101"])
        #expect(Check.codes(Check.run(homeFlow("    tab " + String(repeating: "9", count: 5000)))).contains("T005"))
    }

    @Test func manyIncludesOfTheSameFile() {
        var files: [String: String] = ["/m/app.flow": String(repeating: "include \"lib.flow\"\n", count: 5000) + "app A {\n  launch Home\n}"]
        files["/m/lib.flow"] = "screen Home {\n  action go { log \"x\" }\n}"
        let loader = Loader(read: { p in
            guard let t = files[p] else { throw Loader.LoadError("no such file") }
            return Array(t.utf8)
        })
        let o = FlowLoader.load(["/m/app.flow"], loader: loader)
        #expect(o.diagnostics.isEmpty, "\(Check.describe(o))")
    }

    // Regression: T014 'more than 200000 declarations' has no location (span nil), so it is shown as 'transit: error[T014]' without the file
    @Test
    func declarationLimitHasALocation() throws {
        var text = "enum E0 { a }\n"
        for i in 1...Resolver.maxDeclarations { text += "enum E\(i) { a }\n" }
        let o = Check.run(text)
        let d = try #require(o.diagnostics.first { $0.code == .limitExceeded })
        // The declaration past the limit is the one pointed at.
        let span = try #require(d.span)
        #expect(span.file.position(of: span.start).line == Resolver.maxDeclarations + 1)
    }
}
