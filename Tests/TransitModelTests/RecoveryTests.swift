// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitLanguage
@testable import TransitModel

/// One mistake must not hide the next: every problem in a file is reported, in position order.
@Suite("Error recovery")
struct RecoveryTests {
    @Test func severalErrorsAreAllReportedInPositionOrder() {
        let src = """
        app Mail {
          launch Inbox withNavigation
        }

        screen Inbox {
          action open(messageId: String) {
            push Mesage(messageId: messageId)
            pussh Compose
            present Compose pageSheet fullScreen
            log "café @ noon
          }
          acton archive
          action delete(id: String) { push Message(messageId: 1) }
        }

        scren Drafts {
          action open { pop }
        }

        screen Message(messageId: String) {
          action close { pop }
          action reply { push Compose(to: 1) }
        }

        screen Compose {
          action send { finish(true) }
        }
        """
        let ds = Check.expect(src, codes: ["T101", "T012", "T115", "T003", "T011", "T112", "T011", "T111", "T113"])
        #expect(ds.map(Check.at) == ["7:10", "8:5", "9:31", "10:9", "12:3", "13:55", "16:1", "22:31", "26:24"])
        let offsets = ds.compactMap { $0.span?.start }
        #expect(offsets == offsets.sorted())
    }

    @Test func aTypoInADeclarationKeywordDoesNotHideLaterDeclarations() {
        let src = """
        app A {
          launch Home withNavigation
        }

        scren Broken {
          action a { this is not even a statement }
        }

        screen Home {
          action go { push Nowhere }
        }
        """
        Check.expect(src, codes: ["T011", "T101"])
    }

    @Test func anUnknownStatementDoesNotHideTheNextLine() {
        Check.expect(homeFlow("    pusj Home\n    present Nowhere\n    log 1 2 3\n    alert 7"), codes: ["T012", "T101", "T010", "T112"])
    }

    @Test func aBrokenMemberDoesNotHideTheNextMember() {
        let src = """
        app A {
          launch Home withNavigation
        }

        screen Home {
          action go(id) { pop }
          action ok { push Nowhere }
          method reload(x: Nope)
        }
        """
        Check.expect(src, codes: ["T010", "T101", "T101"])
    }

    @Test func aMissingClosingBraceKeepsTheNextDeclaration() {
        let src = """
        app A {
          launch Home withNavigation

        screen Home {
          action go { push Detail }

        screen Detail {
          action close { pop }
        }
        """
        // Both braces are reported, and Home and Detail are still declared: no "unknown screen" follows.
        let ds = Check.expect(src, codes: ["T010", "T010"])
        #expect(ds.map(Check.at) == ["4:1", "7:1"])
    }

    @Test func aMissingClosingBraceInABlock() {
        let src = """
        app A {
          launch Home withNavigation
        }

        screen Home {
          action go {
            push Nowhere
        }

        screen Other {
          action go { push Elsewhere }
        }
        """
        let codes = Check.codes(Check.run(src))
        #expect(codes.contains("T010"))
        #expect(codes.filter { $0 == "T101" }.count == 2, "both unknown screens are still reported: \(codes)")
    }

    // Regression: a declaration with an empty body and a missing '}' swallows the next declaration: 'unknown screen member' is reported instead of the missing brace, and the next screen is lost
    @Test
    func emptyBodyWithAMissingBrace() {
        let src = """
        app A {
          launch Home withNavigation
        }

        screen Settings {

        screen Home {
          action open { push Settings }
        }
        """
        let ds = Check.expect(src, codes: ["T010"])
        #expect(ds.first?.message.contains("'}'") == true)
    }

    @Test func lexerParserAndResolverErrorsTogether() {
        let src = "app A {\n  launch Home withNavigation\n}\nscreen Home {\n  action go { push Detail(n: 99999999999999999999) }\n  action x { alert \"\\q\" }\n}\nscreen Detail(n: Int) {\n  action close { pop }\n}\n/* open"
        Check.expect(src, codes: ["T005", "T006", "T004"])
    }

    @Test func manyErrorsAreAllReported() {
        var body = ""
        for i in 0..<200 { body += "    push Missing\(i)\n" }
        let o = Check.run(homeFlow(body))
        #expect(o.diagnostics.count == 200)
        #expect(o.diagnostics.map(\.code).allSatisfy { $0 == .unknownName })
    }

    @Test func identicalDiagnosticsAreReportedOnce() {
        // An adopted action set resolved for two screens gives the same error once.
        let src = """
        app A {
          launch One withNavigation
        }

        actions Common {
          action help { push Nowhere }
        }

        screen One: Common {
          action next { push Two }
        }

        screen Two: Common {
          action close { pop }
        }
        """
        Check.expect(src, codes: ["T101"])
    }
}
