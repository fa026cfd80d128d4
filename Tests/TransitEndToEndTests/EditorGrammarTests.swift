// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport

/// The TextMate grammar (editors/vscode/, used by VS Code and most editors) on every example and real app: run by
/// a real TextMate engine (textmate-grammar-python over Oniguruma, installed by scripts/deps), every token class
/// appears, and no text is left without a scope.
@Test func theTextMateGrammarScopesEveryExample() throws {
    guard let python = ReportSchemaTests.tool("python3") else { return }
    let script = """
    import collections, glob, json, logging, sys
    logging.disable(logging.WARNING)
    from textmate_grammar.parsers.base import LanguageParser
    parser = LanguageParser(json.load(open(sys.argv[1])))
    seen, unscoped, per_file = collections.Counter(), [], {}
    for path in sys.argv[2:]:
        classes = set()
        for pos, text, scopes in parser.parse_string(open(path, encoding="utf-8").read()).flatten():
            if len(scopes) == 1 and text.strip(): unscoped.append((path, pos, text))
            for s in scopes[1:]:
                seen[s] += 1; classes.add(s)
        per_file[path] = sorted(classes)
    print(json.dumps({"seen": seen, "unscoped": unscoped[:10], "files": per_file}))
    """
    let root = PackageRoot.url.path
    let fm = FileManager.default
    var files = PackageRoot.flowFiles(in: "flows").map { root + "/" + $0 }
    for app in try fm.contentsOfDirectory(atPath: root + "/flows/realworld").sorted() {
        files += PackageRoot.flowFiles(in: "flows/realworld/" + app).map { root + "/" + $0 }
    }
    #expect(files.count >= 15)
    let r = try runProcess(python, ["-c", script, root + "/editors/vscode/syntaxes/transit-flow.tmLanguage.json"] + files, timeout: 300)
    #expect(r.status == 0, "\(r.stderr.suffix(800))")
    let out = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    let seen = try #require(out["seen"] as? [String: Int])
    for scope in ["comment.line.double-slash", "comment.block", "string.quoted.double", "keyword.declaration", "storage.type.member",
                  "keyword.control", "storage.modifier", "constant.language.boolean", "constant.other.enum-case",
                  "entity.name.type", "variable.other.name", "keyword.operator", "punctuation.section.block"] {
        #expect((seen[scope + ".transit-flow"] ?? 0) > 0, "no \(scope) in any example: \(seen.keys.sorted())")
    }
    #expect((out["unscoped"] as? [Any])?.isEmpty == true, "text without a scope: \(out["unscoped"] ?? "")")
    // Every file: its declarations, its type names and its comments are recognised.
    for (file, classes) in try #require(out["files"] as? [String: [String]]) {
        #expect(classes.contains("keyword.declaration.transit-flow") && classes.contains("entity.name.type.transit-flow"), "\(file): \(classes)")
    }
    // The check can fail: a grammar without the declaration keywords leaves them as plain names.
    var grammar = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "/editors/vscode/syntaxes/transit-flow.tmLanguage.json"))) as? [String: Any])
    var repository = try #require(grammar["repository"] as? [String: Any])
    repository.removeValue(forKey: "declarations")
    grammar["repository"] = repository
    grammar["patterns"] = (grammar["patterns"] as? [[String: String]])?.filter { $0["include"] != "#declarations" }
    let dir = TempDir()
    defer { dir.cleanUp() }
    try JSONSerialization.data(withJSONObject: grammar).write(to: URL(fileURLWithPath: dir.file("bad.json")))
    let bad = try runProcess(python, ["-c", script, dir.file("bad.json"), files[0]], timeout: 120)
    #expect(!bad.stdout.contains("keyword.declaration"), "\(bad.stdout.prefix(200))")
}

/// Vim's file type, syntax and compiler (editors/vim/): a broken flow opened in Vim is a transitflow buffer, its
/// declarations and types are highlighted, and `:make` puts the checker's error in the quickfix list at its place.
@Test func vimHighlightsAFlowAndMakeListsItsProblems() throws {
    guard let transit = Repo.requireBinary(), let vim = ReportSchemaTests.tool("vim") else { return }
    let dir = TempDir()
    defer { dir.cleanUp() }
    dir.write("check.vim", """
    set rtp+=editors/vim
    filetype on
    syntax on
    edit flows/broken/T101-unknown-name.flow
    compiler transit
    silent make
    redir! > \(dir.file("out.txt"))
    echo &filetype
    for e in getqflist()
      if e.valid
        echo e.lnum e.col e.type e.text
      endif
    endfor
    echo synIDattr(synID(2, 1, 1), "name") synIDattr(synID(2, 5, 1), "name") synIDattr(synID(1, 1, 1), "name")
    redir END
    qa!
    """)
    var env = ProcessInfo.processInfo.environment
    env["PATH"] = (transit as NSString).deletingLastPathComponent + ":" + (env["PATH"] ?? "/usr/bin")
    _ = try runProcess(vim, ["-u", "NONE", "-N", "-es", "-S", dir.file("check.vim")], stdin: "", environment: env, timeout: 60)
    let out = try #require(dir.read("out.txt")).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    #expect(out == ["transitflow", "8 10 e unknown screen 'TaskDetial'", "transitDeclaration transitType transitComment"], "\(out)")
}
