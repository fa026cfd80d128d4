// SPDX-License-Identifier: MIT
import Testing
import TransitLanguage
import TransitModel

@Test func misspelledScreenIsReportedWithSuggestion() {
    let o = FlowLoader.load(source: """
    app A { launch Home withNavigation }
    screen Home { action go { push Detial } }
    screen Detail { }
    """)
    let d = o.diagnostics.first { $0.code == .unknownName }
    #expect(d?.message.contains("Detial") == true)
    #expect(d?.hint == "did you mean 'Detail'?")
    #expect(d?.span?.startPosition.line == 2)
    #expect(d?.span?.startPosition.column == 32)
}
