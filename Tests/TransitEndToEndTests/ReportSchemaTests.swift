// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport

/// Reports for CI systems validate against the schemas those systems read: JUnit XML (Jenkins' junit-10.xsd) and
/// SARIF 2.1.0. scripts/deps fetches both into .build/schemas (pinned, checksummed).
@Suite("Report schemas")
struct ReportSchemaTests {
    static func schema(_ name: String) -> String? {
        let path = Repo.path(".build/schemas/" + name)
        guard FileManager.default.fileExists(atPath: path) else {
            Issue.record("\(path) is missing: run scripts/deps --test (it fetches the report schemas)")
            return nil
        }
        return path
    }

    static func tool(_ name: String) -> String? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "") + ":/usr/bin:/usr/local/bin:/opt/homebrew/bin"
        let found = path.split(separator: ":").map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
        if found == nil { Issue.record("\(name) is not installed: run scripts/deps --test") }
        return found
    }

    @Test func junitReportsValidate() throws {
        guard let transit = Repo.requireBinary(), let xsd = Self.schema("junit-10.xsd"), let xmllint = Self.tool("xmllint") else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        // Passing, failing, refused and unloadable scripts: every element the report can hold.
        let scripts = Repo.exampleScripts + ["flows/tests/wrong-expectation.transit", "flows/tests/refused-command.transit",
                                             "flows/tests/unexpected-leak.transit", "flows/tests/broken-flow.transit"]
        let r = try runProcess(transit, ["run", "--junit", dir.file("report.xml")] + scripts, timeout: 120)
        #expect(r.status == 2, "\(r.stderr)")
        let xml = try #require(dir.read("report.xml"))
        #expect(xml.contains("<failure") && xml.contains("<error"), "\(xml)")
        let v = try runProcess(xmllint, ["--noout", "--schema", xsd, dir.file("report.xml")])
        #expect(v.status == 0, "\(v.stderr)")
        // The check can fail: a report without the required attribute does not validate.
        dir.write("bad.xml", xml.replacingOccurrences(of: #" tests="[0-9]+""#, with: "", options: .regularExpression))
        let bad = try runProcess(xmllint, ["--noout", "--schema", xsd, dir.file("bad.xml")])
        #expect(bad.status != 0)
    }

    @Test func sarifLogsValidate() throws {
        guard let transit = Repo.requireBinary(), let schema = Self.schema("sarif-2.1.0.json"), let python = Self.tool("python3") else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        let r = try runProcess(transit, ["check", "--explore", "--format", "sarif", "flows/tasks.flow", "flows/realworld/iossampleapp/app.flow"], timeout: 120)
        #expect(r.status == 1)
        dir.write("log.sarif", r.stdout)
        // Plain check too, on every broken example (notes become related locations).
        let plain = try runProcess(transit, ["check", "--format", "sarif"] + PackageFlows.broken + ["flows/tasks.flow"], timeout: 120)
        #expect(plain.status == 1)
        dir.write("plain.sarif", plain.stdout)
        let doc = try #require(try JSONSerialization.jsonObject(with: plain.stdoutData) as? [String: Any])
        let runs = try #require(doc["runs"] as? [[String: Any]])
        // One run for the whole invocation, as GitHub code scanning requires (see below).
        #expect(runs.count == 1)
        // Locations are relative to the repository root, with the root given once per run.
        let first = try #require((runs[0]["results"] as? [[String: Any]])?.first)
        let artifact = try #require((((first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]) as? [String: Any])
        #expect(artifact["uriBaseId"] as? String == "SRCROOT")
        #expect((artifact["uri"] as? String)?.hasPrefix("flows/broken/") == true, "\(artifact)")
        let rules = try #require(((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.allSatisfy { $0["defaultConfiguration"] != nil && $0["shortDescription"] != nil })
        // Misspelt names carry their fix as a SARIF replacement; applying it makes the error go away.
        let results = runs.flatMap { ($0["results"] as? [[String: Any]]) ?? [] }
        let fixed = try #require(results.first { ($0["fixes"] as? [[String: Any]])?.isEmpty == false && $0["ruleId"] as? String == "T101" })
        let change = try #require(((fixed["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first)
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        let region = try #require(replacement["deletedRegion"] as? [String: Int])
        let text = try #require((replacement["insertedContent"] as? [String: Any])?["text"] as? String)
        let uri = try #require((change["artifactLocation"] as? [String: Any])?["uri"] as? String)
        var lines = try String(contentsOfFile: Repo.path(uri), encoding: .utf8).components(separatedBy: "\n")
        let line = Array(lines[region["startLine"]! - 1].unicodeScalars)
        let start = region["startColumn"]! - 1, end = region["endColumn"]! - 1
        lines[region["startLine"]! - 1] = String(String.UnicodeScalarView(line[..<start])) + text + String(String.UnicodeScalarView(line[end...]))
        dir.write("fixed.flow", lines.joined(separator: "\n"))
        let after = try runProcess(transit, ["check", "--format", "json", dir.file("fixed.flow")])
        #expect(!after.stdout.contains("\"T101\""), "\(uri) with the fix applied: \(after.stdout)")
        let validate = """
        import json, sys
        import jsonschema
        schema = json.load(open(sys.argv[1]))
        errors = list(jsonschema.Draft4Validator(schema).iter_errors(json.load(open(sys.argv[2]))))
        for e in errors[:5]: print(list(e.absolute_path), e.message)
        sys.exit(1 if errors else 0)
        """
        for file in ["log.sarif", "plain.sarif"] {
            let v = try runProcess(python, ["-c", validate, schema, dir.file(file)])
            #expect(v.status == 0, "\(file): \(v.stdout)\(v.stderr)")
        }
        dir.write("bad.sarif", r.stdout.replacingOccurrences(of: "\"level\" : \"error\"", with: "\"level\" : \"fatal\""))
        let bad = try runProcess(python, ["-c", validate, schema, dir.file("bad.sarif")])
        #expect(bad.status == 1)
    }
}

enum PackageFlows {
    static var common: [String] { PackageRoot.flowFiles(in: "flows/common") }
    static var broken: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Repo.path("flows/broken"))) ?? []
        return names.filter { $0.hasSuffix(".flow") }.sorted().map { "flows/broken/" + $0 }
    }
}

/// `check --format github`: one workflow command per problem, on its file and line, escaped as GitHub reads them.
@Test func githubAnnotationsPointAtTheLines() throws {
    guard let transit = Repo.requireBinary() else { return }
    let r = try runProcess(transit, ["check", "--format", "github", "flows/broken/T101-unknown-name.flow", "flows/tasks.flow"])
    #expect(r.status == 1)
    let lines = r.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("::error file=flows/broken/T101-unknown-name.flow,line=8,endLine=8,title=T101 unknown name,col=10,endColumn=20::unknown screen 'TaskDetial'") }, "\(r.stdout)")
    #expect(lines.filter { $0.hasPrefix("::warning file=flows/tasks.flow,") }.count == 2)
    #expect(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") })
    let explored = try runProcess(transit, ["check", "--explore", "--format", "github", "flows/tasks.flow"])
    #expect(explored.stdout.contains("::error file=flows/tasks.flow,line=61,endLine=61,title=R301 coordinator leaked,"), "\(explored.stdout)")
    // A message with a line break or a percent sign cannot end the command early.
    let dir = TempDir()
    defer { dir.cleanUp() }
    dir.write("odd, name.flow", "screen A { zz }\n")
    let odd = try runProcess(transit, ["check", "--format", "github", dir.file("odd, name.flow")])
    #expect(odd.stdout.contains("file=\(dir.file("odd%2C name.flow").replacingOccurrences(of: ":", with: "%3A"))"), "\(odd.stdout)")
}

/// A coordinator leaked by back or swipe gets its fix: `on back { terminate(false) }` (and `on swipe`) added to the
/// coordinator. Applied, the warnings go and the explorer finds the leak no more.
@Test func theGestureLeakFixEndsTheLeak() throws {
    guard let transit = Repo.requireBinary() else { return }
    let dir = TempDir()
    defer { dir.cleanUp() }
    let source = try String(contentsOfFile: Repo.path("flows/tasks.flow"), encoding: .utf8)
    dir.write("tasks.flow", source)
    let r = try runProcess(transit, ["check", "--format", "json", dir.file("tasks.flow")])
    let ds = try #require(try JSONSerialization.jsonObject(with: r.stdoutData) as? [[String: Any]])
    let fixes = ds.filter { $0["code"] as? String == "T135" }.compactMap { ($0["fixIts"] as? [[String: Any]])?.first }
    #expect(fixes.map { $0["message"] as? String } == ["add 'on swipe { terminate(false) }' to DetailCoordinator",
                                                       "add 'on back { terminate(false) }' to DetailCoordinator"])
    // Insertions at a line's start, applied bottom-up (both at the same place: in order).
    var lines = source.components(separatedBy: "\n")
    for fix in fixes.reversed() {
        let line = try #require(fix["line"] as? Int)
        lines.insert(String((fix["replacement"] as? String ?? "").dropLast()), at: line - 1)
    }
    dir.write("tasks.flow", lines.joined(separator: "\n"))
    let after = try runProcess(transit, ["check", "--explore", dir.file("tasks.flow")])
    #expect(!after.stdout.contains("T135") && !after.stdout.contains("DetailCoordinator leaked"), "\(after.stdout)")
    #expect(after.status == 0, "\(after.stdout)")
}

/// A match that misses cases gets them as a fix: an empty arm each, before its closing brace; applied, it checks.
@Test func theMissingMatchArmFixCompletesTheMatch() throws {
    guard let transit = Repo.requireBinary() else { return }
    let dir = TempDir()
    defer { dir.cleanUp() }
    let source = try String(contentsOfFile: Repo.path("flows/broken/T120-non-exhaustive-match.flow"), encoding: .utf8)
    let r = try runProcess(transit, ["check", "--format", "json", Repo.path("flows/broken/T120-non-exhaustive-match.flow")])
    let ds = try #require(try JSONSerialization.jsonObject(with: r.stdoutData) as? [[String: Any]])
    let fix = try #require((ds.first { $0["code"] as? String == "T120" }?["fixIts"] as? [[String: Any]])?.first)
    #expect(fix["message"] as? String == "add the missing case: .cancel")
    var lines = source.components(separatedBy: "\n")
    lines.insert(String((fix["replacement"] as? String ?? "").dropLast()), at: (fix["line"] as? Int ?? 1) - 1)
    dir.write("fixed.flow", lines.joined(separator: "\n"))
    let after = try runProcess(transit, ["check", dir.file("fixed.flow")])
    #expect(after.status == 0 && !after.stdout.contains("T120"), "\(after.stdout)")
}
