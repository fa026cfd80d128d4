// SPDX-License-Identifier: MIT
import Foundation
import Testing
@testable import TransitLanguage

/// Any words under any code: the renderer is tested on the shape of its output, not on the pipeline's messages.
private struct TestMessage: DiagnosticMessage {
    var code: DiagnosticCode
    var text: String
    var hint: String?
    init(_ code: DiagnosticCode, _ text: String, hint: String? = nil) { self.code = code; self.text = text; self.hint = hint }
}

private struct TestNote: DiagnosticNoteMessage {
    var text: String
    init(_ text: String) { self.text = text }
}

@Suite("Diagnostic renderer")
struct RendererTests {
    let plain = DiagnosticRenderer(color: false)

    /// A diagnostic on the first occurrence of `needle` in `text`.
    func diagnostic(_ text: String, on needle: String, code: DiagnosticCode = .unknownName, message: String = "unknown screen 'Detial'",
                    path: String = "flows/app.flow", hint: String? = nil, notes: [Diagnostic.Note] = []) -> Diagnostic {
        let file = SourceFile(path: path, text: text)
        let scalars = file.scalars, n = Array(needle.unicodeScalars)
        var start = 0
        while start + n.count <= scalars.count, Array(scalars[start..<start + n.count]) != n { start += 1 }
        return Diagnostic(TestMessage(code, message, hint: hint), at: SourceSpan(file: file, start: start, end: start + n.count),
                          notes: notes)
    }

    func lines(_ s: String) -> [String] { s.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// The caret line of an excerpt: gutter, padding, carets.
    func carets(_ gutter: String = "   | ", pad: Int, _ n: Int) -> String {
        gutter + String(repeating: " ", count: pad) + String(repeating: "^", count: n)
    }

    @Test func humanFormatHeaderSourceLineAndCarets() {
        let d = diagnostic("screen A {\n  action open { push Detial }\n}\n", on: "Detial", hint: "did you mean 'Detail'?")
        let out = lines(plain.render(d))
        #expect(out[0] == "flows/app.flow:2:22: error[T101]: unknown screen 'Detial'")
        #expect(out[1] == " 2 |   action open { push Detial }")
        #expect(out[2] == carets(pad: 21, 6))
        #expect(out[3] == "  hint: did you mean 'Detail'?")
        #expect(out.count == 5 && out[4].isEmpty)
    }

    @Test func caretStartsUnderTheColumn() {
        let d = diagnostic("screen A {\n  action open { push Detial }\n}\n", on: "Detial")
        let out = lines(plain.render(d))
        let sourceLine = out[1], caretLine = out[2]
        let col = d.span!.startPosition.column
        // " 2 | " is the gutter; the caret sits under the column of the span's start.
        let gutter = " 2 | ".count
        #expect(Array(sourceLine)[gutter + col - 1] == "D")
        #expect(Array(caretLine)[gutter + col - 1] == "^")
        #expect(caretLine.filter { $0 == "^" }.count == "Detial".count)
    }

    @Test func warningsAndNotes() {
        let file = SourceFile(path: "a.flow", text: "screen A {\n}\nscreen A {\n}\n")
        let first = SourceSpan(file: file, start: 7, end: 8)
        let d = Diagnostic(TestMessage(.unreachableScreen, "screen 'A' is never shown", hint: "show it"),
                           at: SourceSpan(file: file, start: 20, end: 21),
                           notes: [.init(CommonNote.firstDeclaredHere, span: first), .init(TestNote("a note without a place"), span: nil)])
        let out = lines(plain.render(d))
        #expect(out[0] == "a.flow:3:8: warning[T150]: screen 'A' is never shown")
        #expect(out[3] == "  note: a.flow:1:8: first declared here")
        #expect(out[4] == "  note: a note without a place")
        #expect(out[5] == "  hint: show it")
    }

    @Test func diagnosticWithoutSpan() {
        let d = Diagnostic(TestMessage(.ioError, "missing.flow: no such file"), at: nil)
        #expect(plain.render(d) == "transit: error[T001]: missing.flow: no such file\n")
    }

    @Test func wideCharactersTakeTwoColumns() {
        let d = diagnostic("screen 一覧 {\n  action 開く { push 詳細画面 }\n}\n", on: "詳細画面", message: "unknown screen '詳細画面'")
        let out = lines(plain.render(d))
        #expect(out[0] == "flows/app.flow:2:20: error[T101]: unknown screen '詳細画面'")
        #expect(out[1] == " 2 |   action 開く { push 詳細画面 }")
        // "  action " is 9 columns, 開く is 4, " { push " is 8: 21 columns of padding, then 4 wide characters = 8 carets.
        #expect(out[2] == carets(pad: 21, 8))
    }

    @Test func caretUnderAWideCharacterInAString() {
        let d = diagnostic("alert \"保存しました\" x\n", on: "x", code: .unknownName, message: "m")
        let out = lines(plain.render(d))
        // alert(5) + space(1) + quote(1) + 6 wide characters(12) + quote(1) + space(1) = 21 columns before x.
        #expect(out[2] == carets(pad: 21, 1))
    }

    @Test func tabsAreExpandedInTheLineAndThePadding() {
        let d = diagnostic("screen A {\n\taction a { push Nope }\n}\n", on: "Nope")
        let out = lines(plain.render(d))
        #expect(d.span!.startPosition.column == 18)
        #expect(out[1] == " 2 |     action a { push Nope }")
        #expect(out[2] == carets(pad: 20, 4))
    }

    @Test func emptySpanAtEndOfLineGetsOneCaret() {
        let file = SourceFile(path: "a.flow", text: "screen A {\n  action a")
        let d = Diagnostic(TestMessage(.expected, "expected '}'"), at: SourceSpan(file: file, start: 21, end: 21))
        let out = lines(plain.render(d))
        #expect(out[0] == "a.flow:2:11: error[T010]: expected '}'")
        #expect(out[1] == " 2 |   action a")
        #expect(out[2] == carets(pad: 10, 1))
    }

    @Test func multiLineSpanUnderlinesToTheEndOfTheFirstLine() {
        let d = diagnostic("screen A {\n  action a\n}\n", on: "screen A {\n  action a\n}")
        let out = lines(plain.render(d))
        #expect(out[1] == " 1 | screen A {")
        #expect(out[2] == carets(pad: 0, 10))
    }

    @Test func gutterWidthFollowsTheLineNumber() {
        let text = String(repeating: "\n", count: 120) + "push Nope\n"
        let d = diagnostic(text, on: "Nope")
        let out = lines(plain.render(d))
        #expect(out[1] == " 121 | push Nope")
        #expect(out[2] == carets("     | ", pad: 5, 4))
    }

    @Test func crlfAndBOMDoNotShowInTheExcerpt() {
        let d = diagnostic("\u{FEFF}screen A {\r\n  action a { push Nope }\r\n}\r\n", on: "Nope")
        let out = lines(plain.render(d))
        #expect(out[0].hasPrefix("flows/app.flow:2:19:"))
        #expect(out[1] == " 2 |   action a { push Nope }")
        #expect(!out[1].contains("\r"))
    }

    @Test func noEscapeCodesWithoutColor() {
        let d = diagnostic("push Nope\n", on: "Nope", hint: "h")
        #expect(!plain.render(d).contains("\u{1B}"))
        #expect(!plain.renderAll([d]).contains("\u{1B}"))
    }

    @Test func colorUsesEscapeCodes() {
        let d = diagnostic("push Nope\n", on: "Nope")
        let out = DiagnosticRenderer(color: true).render(d)
        #expect(out.contains("\u{1B}[1;31merror\u{1B}[0m"))
    }

    @Test func summary() {
        #expect(plain.summary(errors: 0, warnings: 0) == "no problems found")
        #expect(plain.summary(errors: 1, warnings: 0) == "1 error, 0 warnings")
        #expect(plain.summary(errors: 2, warnings: 1) == "2 errors, 1 warning")
        #expect(plain.renderAll([]) == "no problems found\n")
        let e = diagnostic("push Nope\n", on: "Nope")
        let out = plain.renderAll([e, e])
        #expect(out.hasSuffix("\n2 errors, 0 warnings\n"))
        #expect(out.components(separatedBy: "error[T101]").count == 3)
    }

    // Regression: a combining mark (e + U+0301) is counted as one column, so the caret after a decomposed 'é' is one column too far right
    @Test
    func combiningMarksTakeNoColumn() {
        let d = diagnostic("alert \"Cafe\u{301}\" x\n", on: "x")
        let out = lines(plain.render(d))
        // alert(5) + space + quote + "Café" (4 columns) + quote + space = 13 columns before x.
        #expect(out[2] == carets(pad: 13, 1))
    }

    // MARK: Widths

    @Test func characterWidths() {
        #expect(DiagnosticRenderer.width("a") == 1)
        #expect(DiagnosticRenderer.width("é") == 1)
        #expect(DiagnosticRenderer.width("画") == 2)
        #expect(DiagnosticRenderer.width("カ") == 2)
        #expect(DiagnosticRenderer.width("한") == 2)
        #expect(DiagnosticRenderer.width("Ａ") == 2, "fullwidth Latin")
        #expect(DiagnosticRenderer.width("ｶ") == 1, "halfwidth katakana")
        #expect(DiagnosticRenderer.width("🚀") == 2)
    }

    // MARK: JSON

    func parseJSON(_ s: String) throws -> [[String: Any]] {
        let obj = try JSONSerialization.jsonObject(with: Data(s.utf8))
        return try #require(obj as? [[String: Any]])
    }

    @Test func jsonHasEveryField() throws {
        let file = SourceFile(path: "a.flow", text: "screen A {\n  action a { push Detial }\n}\n")
        let d = Diagnostic(TestMessage(.unknownName, "unknown screen 'Detial'", hint: "did you mean 'Detail'?"),
                           at: SourceSpan(file: file, start: 29, end: 35),
                           notes: [.init(TestNote("declared here"), span: SourceSpan(file: file, start: 7, end: 8))])
        let arr = try parseJSON(DiagnosticRenderer.json([d]))
        #expect(arr.count == 1)
        let o = arr[0]
        #expect(o["file"] as? String == "a.flow")
        #expect(o["line"] as? Int == 2)
        #expect(o["column"] as? Int == 19)
        let end = try #require(o["end"] as? [String: Any])
        #expect(end["line"] as? Int == 2)
        #expect(end["column"] as? Int == 25)
        #expect(o["severity"] as? String == "error")
        #expect(o["code"] as? String == "T101")
        #expect(o["message"] as? String == "unknown screen 'Detial'")
        #expect(o["hint"] as? String == "did you mean 'Detail'?")
        let notes = try #require(o["notes"] as? [[String: Any]])
        #expect(notes.first?["message"] as? String == "declared here")
        #expect(notes.first?["line"] as? Int == 1)
        #expect(notes.first?["column"] as? Int == 8)
    }

    @Test func jsonWithoutSpanHasNullFile() throws {
        let arr = try parseJSON(DiagnosticRenderer.json([Diagnostic(TestMessage(.ioError, "x.flow: no such file"), at: nil)]))
        #expect(arr[0]["file"] is NSNull)
        #expect(arr[0]["line"] == nil)
        #expect(arr[0]["severity"] as? String == "error")
    }

    @Test func jsonEscapesQuotesAndKeepsUnicode() throws {
        let d = diagnostic("push \"詳細\"\n", on: "\"詳細\"", message: "a \"quoted\" 詳細 \\ message")
        let arr = try parseJSON(DiagnosticRenderer.json([d]))
        #expect(arr[0]["message"] as? String == "a \"quoted\" 詳細 \\ message")
    }

    @Test func jsonOfNothingIsAnEmptyArray() throws {
        #expect(try parseJSON(DiagnosticRenderer.json([])).isEmpty)
    }

    @Test func warningSeverityInJSON() throws {
        let d = diagnostic("push A\n", on: "A", code: .unreachableScreen, message: "never shown")
        #expect(try parseJSON(DiagnosticRenderer.json([d]))[0]["severity"] as? String == "warning")
    }
}
