// SPDX-License-Identifier: MIT
import Foundation
import Testing

/// Reports for CI systems validate against the schemas those systems read: JUnit XML (Jenkins' junit-10.xsd) and
/// SARIF 2.1.0. scripts/deps fetches both into .build/schemas (pinned, checksummed).
@Suite("Report schemas")
struct ReportSchemaTests {
    static func schema(_ name: String) -> String? {
        let path = Repo.path(".build/schemas/" + name)
        guard FileManager.default.fileExists(atPath: path) else {
            Issue.record("\(path) is missing: run scripts/deps (it fetches the report schemas)")
            return nil
        }
        return path
    }

    static func tool(_ name: String) -> String? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "") + ":/usr/bin:/usr/local/bin:/opt/homebrew/bin"
        let found = path.split(separator: ":").map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
        if found == nil { Issue.record("\(name) is not installed: run scripts/deps") }
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
        let validate = """
        import json, sys
        import jsonschema
        schema = json.load(open(sys.argv[1]))
        errors = list(jsonschema.Draft4Validator(schema).iter_errors(json.load(open(sys.argv[2]))))
        for e in errors[:5]: print(list(e.absolute_path), e.message)
        sys.exit(1 if errors else 0)
        """
        let v = try runProcess(python, ["-c", validate, schema, dir.file("log.sarif")])
        #expect(v.status == 0, "\(v.stdout)\(v.stderr)")
        dir.write("bad.sarif", r.stdout.replacingOccurrences(of: "\"level\" : \"error\"", with: "\"level\" : \"fatal\""))
        let bad = try runProcess(python, ["-c", validate, schema, dir.file("bad.sarif")])
        #expect(bad.status == 1)
    }
}
