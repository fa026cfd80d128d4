// SPDX-License-Identifier: MIT
import Foundation
import Testing
@testable import TransitLanguage

@Suite("Lexer")
struct LexerTests {
    @Test func identifiersAndKeywordsAreIdentifiers() {
        #expect(Fixture.kinds("screen TaskList _ _x x_1") == [
            .identifier("screen"), .identifier("TaskList"), .underscore, .identifier("_x"), .identifier("x_1"),
        ])
    }

    @Test func japaneseIdentifiers() {
        #expect(Fixture.kinds("screen 画面一覧 タスク2") == [.identifier("screen"), .identifier("画面一覧"), .identifier("タスク2")])
    }

    @Test func integers() {
        #expect(Fixture.kinds("0 42 1_000 -7") == [.integer(0), .integer(42), .integer(1000), .integer(-7)])
        #expect(Fixture.kinds("9223372036854775807") == [.integer(Int.max)])
    }

    @Test func everyPunctuationToken() {
        #expect(Fixture.kinds("{ } ( ) [ ] < > : , . -> = == != ! ; ?") == [
            .lBrace, .rBrace, .lParen, .rParen, .lBracket, .rBracket, .lAngle, .rAngle, .colon, .comma, .dot,
            .arrow, .equal, .equalEqual, .bangEqual, .bang, .semicolon, .question,
        ])
    }

    @Test func punctuationNeedsNoSpaces() {
        #expect(Fixture.kinds("a.b(c:1)->T<U>") == [
            .identifier("a"), .dot, .identifier("b"), .lParen, .identifier("c"), .colon, .integer(1), .rParen, .arrow,
            .identifier("T"), .lAngle, .identifier("U"), .rAngle,
        ])
    }

    @Test func stringsAndEscapes() {
        let (tokens, diags) = Fixture.lex(#""plain" "tab\there" "quote \" and \\ backslash" "line\nbreak" "日本語""#)
        #expect(diags.isEmpty)
        #expect(tokens.map(\.kind).dropLast() == [
            .string("plain"), .string("tab\there"), .string("quote \" and \\ backslash"), .string("line\nbreak"), .string("日本語"),
        ])
    }

    @Test func endOfFileTokenIsLastAndAtTheEnd() {
        let (tokens, _) = Fixture.lex("app A")
        #expect(tokens.last?.kind == .eof)
        #expect(tokens.last?.span.start == 5)
        #expect(Fixture.lex("").tokens.map(\.kind) == [.eof])
    }

    @Test func startsLineMarksTheFirstTokenOfEachLine() {
        let (tokens, _) = Fixture.lex("push A animated\npop\n  /* c\n */ dismiss")
        #expect(tokens.map(\.startsLine) == [true, false, false, true, true, true])
    }

    @Test func commentsAreSkipped() {
        #expect(Fixture.kinds("a // line comment { \nb /* block /* nested */ still */ c") ==
            [.identifier("a"), .identifier("b"), .identifier("c")])
    }

    @Test func whitespaceIncludingIdeographicSpaceAndTabs() {
        #expect(Fixture.kinds("a\tb\u{3000}c\r\nd\re") == ["a", "b", "c", "d", "e"].map { .identifier($0) })
    }

    @Test func tokenSpansAreScalarOffsets() {
        let (tokens, _) = Fixture.lex("画面 \"x\" 12")
        #expect(tokens.map { [$0.span.start, $0.span.end] } == [[0, 2], [3, 6], [7, 9], [9, 9]])
    }

    // MARK: Diagnostics

    @Test func invalidCharacterWithHint() throws {
        let (tokens, diags) = Fixture.lex("push A # note")
        let d = try #require(diags.first)
        #expect(diags.count == 1)
        #expect(d.code == .invalidCharacter)
        #expect(d.message.contains("'#'"))
        #expect(d.hint == "comments start with //")
        #expect(Fixture.at(d) == "1:8")
        // Lexing goes on after the bad character.
        #expect(tokens.map(\.kind).dropLast() == [.identifier("push"), .identifier("A"), .identifier("note")])
    }

    @Test func curlyQuotesGetAHint() throws {
        let d = try #require(Fixture.lex("alert \u{201C}Saved\u{201D}").diagnostics.first)
        #expect(d.code == .invalidCharacter)
        #expect(d.hint?.contains("straight quotes") == true)
    }

    @Test func controlCharactersAreShownAsCodePoints() throws {
        let d = try #require(Fixture.lex("a \u{07} b").diagnostics.first)
        #expect(d.message.contains("U+7"))
    }

    @Test func aRunOfBadCharactersGivesOneDiagnostic() {
        let (_, diags) = Fixture.lex("a @@@$$$%%% b")
        #expect(diags.count == 1)
        #expect(diags.first?.span?.start == 2)
        #expect(diags.first?.span?.end == 11)
    }

    @Test func unterminatedStringEndsAtTheLineBreak() throws {
        let (tokens, diags) = Fixture.lex("alert \"Sync failed\npop")
        let d = try #require(diags.first)
        #expect(d.code == .unterminatedString)
        #expect(Fixture.at(d) == "1:7")
        #expect(d.span?.endPosition.line == 1)
        // The next line is lexed normally.
        #expect(tokens.map(\.kind).dropLast() == [.identifier("alert"), .string("Sync failed"), .identifier("pop")])
    }

    @Test func unterminatedStringAtEndOfFile() {
        let (_, diags) = Fixture.lex("alert \"oops")
        #expect(Fixture.codes(diags) == ["T003"])
    }

    @Test func unterminatedBlockCommentPointsAtItsStart() throws {
        let (tokens, diags) = Fixture.lex("a\n  /* never /* closed */\nb")
        let d = try #require(diags.first)
        #expect(d.code == .unterminatedComment)
        #expect(Fixture.at(d) == "2:3")
        #expect(tokens.map(\.kind).dropLast() == [.identifier("a")])
    }

    @Test func integerTooLarge() throws {
        let (tokens, diags) = Fixture.lex("tab 99999999999999999999")
        let d = try #require(diags.first)
        #expect(d.code == .invalidNumber)
        #expect(Fixture.at(d) == "1:5")
        #expect(tokens[1].kind == .integer(0))
    }

    @Test func numberRunningIntoAName() throws {
        let d = try #require(Fixture.lex("tab 3rd").diagnostics.first)
        #expect(d.code == .invalidNumber)
        #expect(d.span?.text == "3rd")
        #expect(d.hint?.contains("rd") == true)
    }

    // Regression: a negative integer literal that does not fit in 64 bits silently becomes 0 (no T005)
    @Test
    func negativeIntegerTooLarge() {
        let (_, diags) = Fixture.lex("x -99999999999999999999")
        #expect(Fixture.codes(diags) == ["T005"])
    }

    // Regression: negative literals do not accept '_' separators as positive ones do: '-1_000' lexes as -1 and the name '_000'
    @Test
    func negativeIntegerWithSeparators() {
        #expect(Fixture.kinds("-1_000") == [.integer(-1000)])
    }

    @Test func invalidEscapeSequence() throws {
        let (tokens, diags) = Fixture.lex(#"alert "C:\Users""#)
        let d = try #require(diags.first)
        #expect(d.code == .invalidEscape)
        #expect(d.span?.text == #"\U"#)
        #expect(Fixture.at(d) == "1:10")
        #expect(tokens[1].kind == .string("C:sers"))
    }

    @Test func invalidUTF8IsReportedOnce() {
        let file = SourceFile(path: "bad.flow", bytes: Array("app A ".utf8) + [0xFF, 0xFE, 0x20, 0xC3] + Array(" b".utf8))
        let (_, diags) = Lexer.tokenize(file)
        #expect(Fixture.codes(diags) == ["T007"])
        #expect(diags.first.map(Fixture.at) == "1:7")
    }

    @Test("invalid UTF-8 inside a string literal or a comment is still reported",
          arguments: [("alert \"caf", "\"\n"), ("// caf", "\napp A")])
    func invalidUTF8InsideStringOrComment(_ before: String, _ after: String) {
        let bytes = Array(before.utf8) + [0xE9] + Array(after.utf8)
        let (_, diags) = Lexer.tokenize(SourceFile(path: "latin1.flow", bytes: bytes))
        #expect(Fixture.codes(diags).contains("T007"))
    }

    @Test func tokenLimitIsReported() throws {
        let text = String(repeating: ";", count: Lexer.maxTokens + 10)
        let (tokens, diags) = Fixture.lex(text)
        let d = try #require(diags.first)
        #expect(d.code == .limitExceeded)
        #expect(tokens.count == Lexer.maxTokens + 1)
        #expect(tokens.last?.kind == .eof)
    }

    /// The lexer keeps what it skips: line breaks and comments, in order, on the token after them ("\r\n" is one
    /// break, a `//` comment loses its trailing spaces, a block comment keeps its lines); the end of file's token
    /// holds the last ones. The formatter and the language server read them instead of scanning the text again.
    @Test func tokensCarryTheCommentsAndLineBreaksBeforeThem() {
        let text = "screen A // first  \r\n\n/* two\nlines */ action\n// last"
        let tokens = Fixture.lex(text).tokens
        #expect(tokens.map(\.kind) == [.identifier("screen"), .identifier("A"), .identifier("action"), .eof])
        #expect(tokens[0].leadingTrivia.isEmpty && tokens[1].leadingTrivia.isEmpty)
        #expect(tokens[2].leadingTrivia == [
            .comment("// first", block: false, start: 9), .newline, .newline,
            .comment("/* two\nlines */", block: true, start: 22),
        ])
        #expect(tokens[3].leadingTrivia == [.newline, .comment("// last", block: false, start: 45)])
        #expect(tokens[2].startsLine && tokens[3].startsLine)
    }
}
