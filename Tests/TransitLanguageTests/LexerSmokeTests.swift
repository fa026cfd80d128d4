// SPDX-License-Identifier: MIT
import Testing
import TransitLanguage

@Test func lexerSplitsAScreenDeclaration() {
    let file = SourceFile(path: "t.flow", text: "screen Detail(taskId: String) -> Bool { action done }")
    let (tokens, diags) = Lexer.tokenize(file)
    #expect(diags.isEmpty)
    let kinds = tokens.map(\.kind)
    #expect(kinds.prefix(4) == [.identifier("screen"), .identifier("Detail"), .lParen, .identifier("taskId")])
    #expect(kinds.contains(.arrow))
    #expect(kinds.last == .eof)
}
