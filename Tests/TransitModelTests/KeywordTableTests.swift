// SPDX-License-Identifier: MIT
import Testing
import TransitLanguage
@testable import TransitModel

/// The resolver's words are the keyword table's (issue 35): a modifier or a presentation style added to the
/// resolver without the table (and so without the editors' grammars and the server's completion) fails here.
@Test func theResolversWordsAreInTheKeywordTable() {
    for (verb, modifiers) in Resolver.modifiersByVerb {
        #expect(Keyword.Statement(rawValue: verb) != nil, "\(verb)")
        for m in modifiers { #expect(Keyword.Modifier(rawValue: m) != nil, "\(m)") }
    }
    for style in PresentationStyle.allCases { #expect(Keyword.Modifier(rawValue: style.rawValue) != nil, "\(style)") }
}
