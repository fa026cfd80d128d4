// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport
@testable import TransitLanguage

/// `transit format`: the canonical layout, which changes nothing a flow says.
@Suite("transit format")
struct FormatTests {
    static var flows: [String] {
        var files = PackageRoot.flowFiles(in: "flows")
        for app in (try? FileManager.default.contentsOfDirectory(atPath: Repo.path("flows/realworld"))) ?? [] {
            files += PackageRoot.flowFiles(in: "flows/realworld/" + app)
        }
        return files.sorted()
    }

    /// The tokens (kind and text) and the comments of a flow text, in order.
    static func content(_ text: String) -> (tokens: [String], comments: [String]) {
        let file = SourceFile(path: "x.flow", text: text)
        let tokens = Lexer.tokenize(file).tokens
        var comments: [String] = []
        for t in tokens {
            for case .comment(let c, let block, _) in t.leadingTrivia {
                comments.append(block ? c : c.trimmingCharacters(in: .whitespaces))
            }
        }
        return (tokens.map { "\($0.kind)|" + file.slice($0.span.start..<$0.span.end) }, comments)
    }

    @Test func everyExampleFormatsToTheSameTokensAndCommentsAndStaysPut() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        #expect(Self.flows.count >= 15)
        for flow in Self.flows {
            let original = try String(contentsOfFile: Repo.path(flow), encoding: .utf8)
            let r = try runProcess(transit, ["format", "--stdout", flow])
            #expect(r.status == 0, "\(flow): \(r.stderr)")
            let before = Self.content(original), after = Self.content(r.stdout)
            #expect(before.tokens == after.tokens, "\(flow): the tokens changed")
            #expect(before.comments == after.comments, "\(flow): a comment changed or moved out of order")
            // Idempotent: the formatted text is already formatted.
            dir.write("f.flow", r.stdout)
            let again = try runProcess(transit, ["format", "--check", dir.file("f.flow")])
            #expect(again.status == 0 && again.stdout.isEmpty, "\(flow): formatting twice changes it again:\n\(again.stdout.prefix(600))")
        }
    }

    @Test func theRepositorysFlowsAreFormatted() throws {
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["format", "--check"] + Self.flows + PackageFlows.common)
        #expect(r.status == 0, "\(r.stdout.prefix(2000))\(r.stderr)")
    }

    @Test func theLayoutIsCanonical() throws {
        let messy = """
        // a flow\r
        app   A{launch Main}


        screen Home( id : String ,n:Int )->Result< Outcome,Failure >? {
              action go( to:String )   // where
          action back2
        }
        coordinator Main {
        root Home( id:"x",n: 1 ) withNavigation
            on Home.go(to) {
            if to == .a { push Home( id : to , n:2 ) } else { log "b" }   /* inline */
              finish(.success( .saved ))
        // before the brace
          }
        }
        """
        let formatted = try Formatter.format(SourceFile(path: "m.flow", text: messy)).get()
        #expect(formatted == """
        // a flow
        app A { launch Main }

        screen Home(id: String, n: Int) -> Result<Outcome, Failure>? {
          action go(to: String)  // where
          action back2
        }
        coordinator Main {
          root Home(id: "x", n: 1) withNavigation
          on Home.go(to) {
            if to == .a { push Home(id: to, n: 2) } else { log "b" } /* inline */
            finish(.success(.saved))
            // before the brace
          }
        }

        """, "\(formatted)")
        #expect(try Formatter.format(SourceFile(path: "m.flow", text: formatted)).get() == formatted)
    }

    @Test func checkShowsADiffAndWritingFormatsInPlace() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        let messy = "app A {\n        launch S\n}\nscreen S {   action go\n}\n"
        dir.write("a.flow", messy)
        let check = try runProcess(transit, ["format", "--check", dir.file("a.flow")])
        #expect(check.status == 1)
        #expect(check.stdout.contains("-        launch S\n+  launch S\n"), "\(check.stdout)")
        #expect(check.stderr == "1 file not formatted; run: transit format FILE…\n")
        #expect(dir.read("a.flow") == messy, "--check writes nothing")
        let write = try runProcess(transit, ["format", dir.file("a.flow")])
        #expect(write.status == 0 && write.stdout.isEmpty)
        #expect(dir.read("a.flow") == "app A {\n  launch S\n}\nscreen S { action go\n}\n")
        #expect(try runProcess(transit, ["format", "--check", dir.file("a.flow")]).status == 0)
    }

    /// A CRLF file stays CRLF, block comments included; an LF file stays LF (issue 36: block comments kept CRLF in
    /// an LF result, and --check showed the whole file as one line).
    @Test func theFilesLineEndingsAreKept() throws {
        let crlf = "app A {\r\n        launch S\r\n}\r\n/* two\r\n   lines */\r\nscreen S {   action go\r\n}\r\n"
        guard case .success(let out) = Formatter.format(SourceFile(path: "a.flow", text: crlf)) else { Issue.record("refused"); return }
        #expect(out == "app A {\r\n  launch S\r\n}\r\n/* two\r\n   lines */\r\nscreen S { action go\r\n}\r\n", "\(out.debugDescription)")
        let lf = crlf.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "/* two\n", with: "/* two\r\n")
        guard case .success(let out2) = Formatter.format(SourceFile(path: "a.flow", text: lf)) else { Issue.record("refused"); return }
        #expect(!out2.contains("\r"), "\(out2.debugDescription)")
        // Formatting twice changes nothing.
        guard case .success(let again) = Formatter.format(SourceFile(path: "a.flow", text: out)) else { Issue.record("refused"); return }
        #expect(again == out)
        // --check's diff shows the one line that changes, not the whole file as one line.
        let diff = LineDiff.unified(old: crlf, new: out, path: "a.flow")
        #expect(diff.contains("\n-        launch S\n+  launch S\n"), "\(diff)")
        #expect(!diff.contains("@@ -1,1 +1,1 @@"), "\(diff)")
    }

    @Test func aFileThatDoesNotParseIsLeftAlone() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        let broken = "screen A {\n    action a(x)\n}\n"
        dir.write("b.flow", broken)
        let r = try runProcess(transit, ["format", dir.file("b.flow")])
        #expect(r.status == 1)
        #expect(r.stderr.contains("error[T010]"), "\(r.stderr)")
        #expect(dir.read("b.flow") == broken)
        let missing = try runProcess(transit, ["format", dir.file("nope.flow")])
        #expect(missing.status == 2 && missing.stderr.hasPrefix("transit format: cannot read "), "\(missing.stderr)")
    }
}

/// Mutated flows (Tests/format/mutations.py: random blank lines, comments, tabs and spaces): formatting twice
/// changes nothing, every comment survives, and the checker's findings are the same before and after.
@Test(arguments: [11, 12])
func formattingMutatedFlowsIsStableAndChangesNothingTheyMean(seed: Int) throws {
    guard let transit = Repo.requireBinary(), let python = ReportSchemaTests.tool("python3") else { return }
    let r = try runProcess(python, [Repo.path("Tests/format/mutations.py"), "\(seed)", "40", transit, Repo.root], timeout: 300)
    #expect(r.status == 0 && r.stdout.hasSuffix("bad 0\n"), "\(r.stdout)\(r.stderr)")
}
