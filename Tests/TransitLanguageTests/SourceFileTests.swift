// SPDX-License-Identifier: MIT
import Foundation
import Testing
@testable import TransitLanguage

@Suite("Source files and positions")
struct SourceFileTests {
    @Test func positionsAreOneBased() {
        let f = SourceFile(path: "a.flow", text: "ab\ncd\n\nx")
        #expect(f.position(of: 0) == Position(offset: 0, line: 1, column: 1))
        #expect(f.position(of: 1).column == 2)
        #expect(f.position(of: 3) == Position(offset: 3, line: 2, column: 1))
        #expect(f.position(of: 6).line == 3)
        #expect(f.position(of: 7) == Position(offset: 7, line: 4, column: 1))
        #expect(f.position(of: 8) == Position(offset: 8, line: 4, column: 2), "end of file")
    }

    @Test func crlfIsOneLineBreak() {
        let f = SourceFile(path: "a.flow", text: "ab\r\ncd\r\n")
        #expect(f.lineStarts == [0, 4, 8])
        #expect(f.position(of: 4) == Position(offset: 4, line: 2, column: 1))
        #expect(f.lineText(1) == "ab")
        #expect(f.lineText(2) == "cd")
    }

    @Test func loneCarriageReturnIsALineBreak() {
        let f = SourceFile(path: "a.flow", text: "ab\rcd")
        #expect(f.position(of: 3).line == 2)
        #expect(f.lineText(2) == "cd")
    }

    @Test func byteOrderMarkIsNotAColumn() {
        let f = SourceFile(path: "a.flow", bytes: [0xEF, 0xBB, 0xBF] + Array("app A".utf8))
        #expect(f.scalars.first == "a")
        #expect(f.position(of: 4).column == 5)
        #expect(f.lineText(1) == "app A")
    }

    @Test func columnsCountCharactersNotBytes() {
        let f = SourceFile(path: "a.flow", text: "画面 x")
        #expect(f.position(of: 3).column == 4)
    }

    @Test func tabsAreOneColumn() {
        let f = SourceFile(path: "a.flow", text: "\t\tx")
        #expect(f.position(of: 2).column == 3)
    }

    @Test func lineTextOutOfRangeIsEmpty() {
        let f = SourceFile(path: "a.flow", text: "a\nb")
        #expect(f.lineText(0) == "")
        #expect(f.lineText(3) == "")
    }

    @Test func sliceClampsToTheFile() {
        let f = SourceFile(path: "a.flow", text: "abc")
        #expect(f.slice(1..<2) == "b")
        #expect(f.slice(2..<99) == "c")
        #expect(f.slice(5..<9) == "")
    }

    @Test func spanDescriptionIsPathLineColumn() {
        let f = SourceFile(path: "flows/a.flow", text: "a\n  b")
        let s = SourceSpan(file: f, start: 4, end: 5)
        #expect(s.description == "flows/a.flow:2:3")
        #expect(s.text == "b")
        #expect(SourceSpan(file: f, start: 3, end: 1).end == 3, "an inverted span is empty")
    }

    @Test func invalidBytesBecomeReplacementCharacters() {
        let f = SourceFile(path: "a.flow", bytes: [0x61, 0xFF, 0x62])
        #expect(f.scalars == ["a", "\u{FFFD}", "b"])
    }
}

@Suite("Did-you-mean suggestions")
struct SuggestTests {
    @Test func closestByEditDistance() {
        #expect(Suggest.closest("Detial", in: ["Detail", "List", "Settings"]) == "Detail")
        #expect(Suggest.closest("scren", in: Parser.declarationKeywords) == "screen")
        #expect(Suggest.closest("pussh", in: Parser.statementKeywords) == "push")
    }

    @Test func caseInsensitive() {
        #expect(Suggest.closest("taskdetail", in: ["TaskDetail"]) == "TaskDetail")
    }

    @Test func nothingCloseGivesNil() {
        #expect(Suggest.closest("Zebra", in: ["Detail", "List"]) == nil)
        #expect(Suggest.closest("x", in: [String]()) == nil)
    }

    @Test func theWordItselfIsNotASuggestion() {
        #expect(Suggest.closest("List", in: ["List"]) == nil)
    }

    @Test func shortWordsAllowOneEdit() {
        #expect(Suggest.closest("ab", in: ["ax"]) == "ax")
        #expect(Suggest.closest("ab", in: ["xy"]) == nil)
    }
}
