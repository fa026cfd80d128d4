// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport
import TransitEngine
import TransitShell

/// `transit export` and `check --emit-tests`: what other tools read must be what those tools accept.
@Suite("Exports for other tools")
struct ExportTests {
    /// Every example and every real app's flow.
    static var flows: [String] {
        let fm = FileManager.default
        let top = ((try? fm.contentsOfDirectory(atPath: Repo.path("flows"))) ?? []).filter { $0.hasSuffix(".flow") }.map { "flows/" + $0 }
        let apps = ((try? fm.contentsOfDirectory(atPath: Repo.path("flows/realworld"))) ?? []).flatMap { app in
            ((try? fm.contentsOfDirectory(atPath: Repo.path("flows/realworld/" + app))) ?? []).filter { $0.hasSuffix(".flow") }.map { "flows/realworld/\(app)/\($0)" }
        }
        return (top + apps).sorted()
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func coordinatorNames(_ doc: [String: Any]) -> [String] {
        ((doc["coordinators"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String }
    }

    @Test func jsonExportValidatesAgainstTheDocumentedSchemaForEveryFlow() throws {
        guard let transit = Repo.requireBinary(), let python = ReportSchemaTests.tool("python3") else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        let flows = Self.flows
        #expect(flows.count >= 15, "\(flows)")
        var files: [String] = []
        for (i, flow) in flows.enumerated() {
            let r = try runProcess(transit, ["export", flow, "-o", dir.file("\(i).json")])
            #expect(r.status == 0, "\(flow): \(r.stderr)")
            files.append(dir.file("\(i).json"))
        }
        // The schema is valid 2020-12, every export validates, and every edge joins two nodes of its graph.
        let validate = """
        import json, sys
        import jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        bad = 0
        for path in sys.argv[2:]:
            doc = json.load(open(path))
            for e in list(jsonschema.Draft202012Validator(schema).iter_errors(doc))[:3]:
                print(path, list(e.absolute_path), e.message); bad += 1
            ids = {n["id"] for n in doc["graph"]["nodes"]}
            for e in doc["graph"]["edges"]:
                if e["from"] not in ids or e["to"] not in ids: print(path, "dangling edge", e); bad += 1
        sys.exit(1 if bad else 0)
        """
        let v = try runProcess(python, ["-c", validate, Repo.path("docs/flow.schema.json")] + files)
        #expect(v.status == 0, "\(v.stdout)\(v.stderr)")
        // The check can fail: an unknown field is refused.
        let first = try #require(dir.read("0.json"))
        dir.write("bad.json", first.replacingOccurrences(of: "\"format\" : \"transit-flow\"", with: "\"format\" : \"transit-flow\", \"extra\" : 1"))
        let bad = try runProcess(python, ["-c", validate, Repo.path("docs/flow.schema.json"), dir.file("bad.json")])
        #expect(bad.status == 1, "\(bad.stdout)")
    }

    @Test func jsonExportSaysWhatTheFlowSays() throws {
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["export", "flows/tasks.flow"])
        #expect(r.status == 0, "\(r.stderr)")
        let doc = try Self.json(r.stdout)
        #expect(doc["format"] as? String == "transit-flow" && doc["version"] as? Int == 1)
        #expect(Self.coordinatorNames(doc) == ["ListCoordinator", "DetailCoordinator", "NewTaskCoordinator"])
        let list = try #require((doc["coordinators"] as? [[String: Any]])?.first)
        #expect(list["root"] as? String == "List")
        #expect(list["children"] as? [String] == ["DetailCoordinator", "NewTaskCoordinator"])
        #expect(list["handles"] as? [String] == ["List.select", "List.TaskCell.open", "List.add"])
        let detail = try #require((doc["coordinators"] as? [[String: Any]])?[1])
        #expect((detail["back"] as? [String: Any])?["kind"] as? String == "undeclared")
        #expect(detail["result"] as? String == "Bool")
        let app = try #require(doc["app"] as? [String: Any])
        #expect(app["launch"] as? String == "ListCoordinator")
        #expect((app["location"] as? [String: Any])?["line"] as? Int == 8)
        let edges = try #require((doc["graph"] as? [String: Any])?["edges"] as? [[String: Any]])
        #expect(edges.contains { $0["from"] as? String == "s_List" && $0["kind"] as? String == "start" && $0["trigger"] as? String == "select(taskId)" },
                "\(edges.map { "\($0["from"]!)-\($0["kind"]!)-\($0["trigger"]!)" })")
        #expect(edges.contains { $0["kind"] as? String == "result" && $0["trigger"] as? String == "result" })
        // Byte-identical on a second run: stable for golden files and diffs.
        let again = try runProcess(transit, ["export", "flows/tasks.flow", "--format", "json"])
        #expect(again.stdout == r.stdout)
    }

    @Test func promelaExportRefusesCoordinatorsAndWritesNothing() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        let r = try runProcess(transit, ["export", "flows/tasks.flow", "-o", dir.file("tasks.pml")])
        #expect(r.status == 2)
        #expect(r.stderr.contains("transit export: the Promela export covers"))
        #expect(r.stderr.contains("flows/tasks.flow:") && r.stderr.contains("coordinator 'ListCoordinator'"))
        #expect(!FileManager.default.fileExists(atPath: dir.file("tasks.pml")))
    }

    @Test func promelaExportOfANavigationFlowComesFromTheExtension() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        dir.write("nav.flow", "app Nav { launch Home withNavigation }\nscreen Home { action open { push Detail } }\nscreen Detail { action close { pop } }\n")
        let r = try runProcess(transit, ["export", dir.file("nav.flow"), "-o", dir.file("nav.pml")])
        #expect(r.status == 0, "\(r.stderr)")
        let text = try String(contentsOfFile: dir.file("nav.pml"), encoding: .utf8)
        #expect(text.hasPrefix("/* Nav: the navigation of a Transit flow, for SPIN."))
        #expect(text.contains("top == S_Home -> push(S_Detail)"))
    }

    /// Qt's SCXML compiler reads the whole document model (ids, targets, invoked documents) and refuses what is
    /// not SCXML; scripts/deps installs it (Debian libqt6scxml6-bin).
    static var qscxmlc: String? {
        let candidates = ["/usr/lib/qt6/libexec/qscxmlc", "/usr/lib/x86_64-linux-gnu/qt6/libexec/qscxmlc", "/usr/lib/aarch64-linux-gnu/qt6/libexec/qscxmlc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test(.enabled(if: ProcessInfo.processInfo.operatingSystemVersionString.contains("Linux") || FileManager.default.fileExists(atPath: "/etc/debian_version")))
    func everyCoordinatorExportsAsScxmlThatQtsCompilerAccepts() throws {
        guard let transit = Repo.requireBinary() else { return }
        guard let qscxmlc = Self.qscxmlc else { Issue.record("qscxmlc is not installed: run scripts/deps --test"); return }
        let root = TempDir()
        defer { root.cleanUp() }
        var documents = 0
        var expressions: [String] = []
        for (i, flow) in Self.flows.enumerated() {
            let folder = root.file("\(i)")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let names = Self.coordinatorNames(try Self.json(try runProcess(transit, ["export", flow]).stdout))
            for name in names {
                let r = try runProcess(transit, ["export", flow, "--coordinator", name, "-o", folder + "/\(name).scxml"])
                #expect(r.status == 0, "\(flow) \(name): \(r.stderr)")
            }
            // Compiled from their folder: each document finds the children it invokes beside it.
            for name in names {
                let q = try runProcess(qscxmlc, ["-o", root.file("out"), name + ".scxml"], currentDirectory: folder)
                #expect(q.status == 0, "\(flow) \(name): \(q.stderr)")
                documents += 1
                let text = try String(contentsOfFile: folder + "/\(name).scxml", encoding: .utf8)
                expressions += Self.attributes(["cond", "expr"], in: text)
            }
        }
        #expect(documents >= 60, "\(documents)")
        // The compiler does not parse ECMAScript: node does, each condition and expression on its own.
        if let node = ReportSchemaTests.tool("node") {
            let script = "const xs = JSON.parse(require('fs').readFileSync(0, 'utf8')); let bad = 0;"
                + "for (const x of xs) { try { new Function('_event', 'return (' + x + ');') } catch (e) { console.log(x, e.message); bad++ } }"
                + "process.exit(bad ? 1 : 0)"
            let data = try JSONSerialization.data(withJSONObject: expressions)
            let r = try runProcess(node, ["-e", script], stdin: String(decoding: data, as: UTF8.self))
            #expect(r.status == 0, "\(r.stdout)")
            #expect(expressions.count > 50)
        }
        // The check can fail: a transition to a state that does not exist is refused.
        let broken = root.file("broken")
        try FileManager.default.createDirectory(atPath: broken, withIntermediateDirectories: true)
        let text = try runProcess(transit, ["export", "flows/tasks.flow", "--coordinator", "DetailCoordinator"]).stdout
        root.write("broken/DetailCoordinator.scxml", text.replacingOccurrences(of: "target=\"gone\"", with: "target=\"nowhere\""))
        let q = try runProcess(qscxmlc, ["-o", root.file("out"), "DetailCoordinator.scxml"], currentDirectory: broken)
        #expect(q.status != 0 && q.stderr.contains("nowhere"), "\(q.stderr)")
    }

    static func attributes(_ names: [String], in xml: String) -> [String] {
        var out: [String] = []
        for name in names {
            for part in xml.components(separatedBy: " \(name)=\"").dropFirst() {
                guard let end = part.firstIndex(of: "\"") else { continue }
                out.append(String(part[..<end]).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
                    .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&"))
            }
        }
        return out
    }

    @Test func scxmlSaysWhatTheCoordinatorDoes() throws {
        guard let transit = Repo.requireBinary() else { return }
        let r = try runProcess(transit, ["export", "flows/tasks.flow", "--format", "scxml", "--coordinator", "DetailCoordinator"])
        #expect(r.status == 0, "\(r.stderr)")
        // Done delivers true, cancel false; the back button leaves it without screens and unreleased (the leak).
        #expect(r.stdout.contains("""
            <transition event="Detail.done" target="done">
              <assign location="result" expr="true"/>
            </transition>
        """), "\(r.stdout)")
        #expect(r.stdout.contains("<transition event=\"back\" target=\"gone\"/>"))
        #expect(r.stdout.contains("<final id=\"done\"><donedata><content expr=\"result\"/></donedata></final>"))
        // The launched coordinator by default; children are invoked documents.
        let app = try runProcess(transit, ["export", "flows/tasks.flow", "--format", "scxml"])
        #expect(app.stdout.contains("name=\"ListCoordinator\" initial=\"List\""))
        #expect(app.stdout.contains("<invoke type=\"http://www.w3.org/TR/scxml/\" id=\"DetailCoordinator\" src=\"DetailCoordinator.scxml\"/>"))
        // A branch on a variable assigned earlier on the same path reads the assigned value (SCXML tests every
        // condition before it runs any action).
        let dir = TempDir()
        defer { dir.cleanUp() }
        dir.write("v.flow", """
        app A { launch C }
        screen S { action go }
        screen T {}
        screen U {}
        coordinator C {
          var n = 1
          root S withNavigation
          on S.go {
            n = 2
            if n == 2 { push T } else { push U }
          }
        }
        """)
        let v = try runProcess(transit, ["export", dir.file("v.flow"), "--format", "scxml"])
        #expect(v.status == 0, "\(v.stderr)")
        #expect(v.stdout.contains("<transition event=\"S.go\" cond=\"((2) === 2)\" target=\"T\">"), "\(v.stdout)")
    }

    @Test func exportRefusesWhatItCannotDoWithAClearMessage() throws {
        guard let transit = Repo.requireBinary() else { return }
        let unknown = try runProcess(transit, ["export", "flows/tasks.flow", "--format", "scxml", "--coordinator", "Nope"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "transit export: no coordinator named 'Nope'; coordinators: ListCoordinator, DetailCoordinator, NewTaskCoordinator\n")
        let mixed = try runProcess(transit, ["export", "flows/tasks.flow", "--format", "json", "--coordinator", "ListCoordinator"])
        #expect(mixed.status == 2 && mixed.stderr.contains("--coordinator goes with --format scxml"))
        let broken = try runProcess(transit, ["export", "flows/broken/T101-unknown-name.flow"])
        #expect(broken.status == 1 && broken.stderr.contains("T101") && broken.stdout.isEmpty)
        // A failed write keeps the old file.
        let dir = TempDir()
        defer { dir.cleanUp() }
        dir.write("keep.json", "old")
        let noDir = try runProcess(transit, ["export", "flows/tasks.flow", "-o", dir.file("missing/x.json")])
        #expect(noDir.status == 2 && noDir.stderr.contains("cannot write"))
        let ok = try runProcess(transit, ["export", "flows/tasks.flow", "-o", dir.file("keep.scxml")])
        #expect(ok.status == 0)
        #expect(dir.read("keep.scxml")?.hasPrefix("<?xml") == true, "the format follows the extension")
    }

    @Test func emittedXCUITestsAreSwiftThatParses() throws {
        guard let transit = Repo.requireBinary(), let swiftc = ReportSchemaTests.tool("swiftc") else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        let r = try runProcess(transit, ["check", "--explore", "--emit-tests", dir.file("ui"), "--url-scheme", "myapp",
                                         "flows/tasks.flow", "flows/realworld/adequate/app.flow"], timeout: 120)
        #expect(r.status == 1, "\(r.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.file("ui")).sorted()
        #expect(files.count >= 10 && files.allSatisfy { $0.hasPrefix("Transit_") && $0.hasSuffix(".swift") }, "\(files)")
        for f in files {
            let p = try runProcess(swiftc, ["-parse", dir.file("ui/" + f)])
            #expect(p.status == 0, "\(f): \(p.stderr)")
        }
        // The leak in tasks.flow, by the back button and by a swipe-down: each step waits for the simulator's top screen.
        let leaks = files.filter { $0.hasPrefix("Transit_tasks_") && $0.contains("R301") }
        let texts = try leaks.map { try #require(dir.read("ui/" + $0)) }
        #expect(leaks.count == 2 && zip(leaks, texts).allSatisfy { $1.contains("final class \($0.dropLast(6)): XCTestCase") }, "\(leaks)")
        #expect(texts.allSatisfy { $0.contains("app.launch()\n        waitForScreen(\"List\")") }, "\(texts)")
        #expect(texts.contains { $0.contains("tapBackButton()\n        waitForScreen(\"List\")") })
        #expect(texts.contains { $0.contains("swipeDownSheet()\n        waitForScreen(\"List\")") })
        let text = texts[0]
        // Links open with the given scheme.
        let all = try files.map { try #require(dir.read("ui/" + $0)) }.joined()
        #expect(all.contains("app.open(URL(string: \"myapp://"), "links and app events open as URLs")
        // The check can fail: a broken file does not parse.
        dir.write("bad.swift", text.replacingOccurrences(of: "func testReplaysTrace() throws {", with: "func testReplaysTrace() throws"))
        #expect(try runProcess(swiftc, ["-parse", dir.file("bad.swift")]).status != 0)
    }

    @Test func emittedMaestroFlowsAreYamlWithTheTracesCommands() throws {
        guard let transit = Repo.requireBinary(), let python = ReportSchemaTests.tool("python3") else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        let r = try runProcess(transit, ["check", "--explore", "--emit-tests", dir.file("m"), "--as", "maestro",
                                         "flows/tasks.flow", "flows/realworld/adequate/app.flow"], timeout: 120)
        #expect(r.status == 1, "\(r.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.file("m")).sorted()
        #expect(files.count >= 10 && files.allSatisfy { $0.hasSuffix(".yaml") }, "\(files)")
        // Each file: a header with appId, then commands Maestro knows, starting with launchApp.
        let check = """
        import sys, yaml, json
        known = {"launchApp", "tapOn", "longPressOn", "swipe", "openLink", "extendedWaitUntil"}
        out = {}
        for path in sys.argv[1:]:
            header, commands = list(yaml.safe_load_all(open(path)))
            assert header == {"appId": "${APP_ID}"}, (path, header)
            assert commands[0] == "launchApp", (path, commands[0])
            names = [c if isinstance(c, str) else next(iter(c)) for c in commands]
            assert set(names) <= known, (path, set(names) - known)
            out[path.rsplit("/", 1)[1]] = commands
        print(json.dumps(out))
        """
        let v = try runProcess(python, ["-c", check] + files.map { dir.file("m/" + $0) })
        #expect(v.status == 0, "\(v.stderr)")
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(v.stdout.utf8)) as? [String: [Any]])
        let leaks = parsed.keys.filter { $0.hasPrefix("tasks-") && $0.contains("R301") }.sorted()
        #expect(leaks.count == 2)
        let commands = try #require(parsed[leaks[1]])
        // launch, wait for List, tap List.select (regex-escaped id), wait, …, back as an edge swipe, wait for List.
        let wait = (commands[1] as? [String: Any])?["extendedWaitUntil"] as? [String: Any]
        #expect((wait?["visible"] as? [String: Any])?["id"] as? String == "List", "\(String(describing: commands[1]))")
        #expect(wait?["timeout"] as? Int == 5000)
        let taps = commands.compactMap { (($0 as? [String: Any])?["tapOn"] as? [String: Any])?["id"] as? String }
        #expect(taps.first?.hasPrefix("List\\.") == true, "\(taps)")
        let swipes = commands.compactMap { ($0 as? [String: Any])?["swipe"] as? [String: Any] }
        #expect(swipes.last?["start"] as? String == "2%, 50%" && swipes.last?["end"] as? String == "80%, 50%", "\(swipes)")
    }
}

/// Review findings, kept as tests: the export's own states and variable step aside for the flow's names, and a
/// handler with too many ways through is refused at once instead of growing the file without bound.
@Suite("SCXML export limits")
struct StatechartLimitTests {
    @Test func theExportsOwnNamesNeverCollideWithTheFlows() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        dir.write("ids.flow", """
        app A { launch C }
        screen start { action go }
        screen done {}
        screen gone {}
        coordinator C -> Bool {
          var result = false
          root start withNavigation
          on start.go { push done }
          on back { terminate(true) }
        }
        coordinator P {
          root gone withNavigation
        }
        """)
        let r = try runProcess(transit, ["export", dir.file("ids.flow"), "--coordinator", "C", "--format", "scxml"])
        #expect(r.status == 0, "\(r.stderr)")
        let ids = r.stdout.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(Set(ids).count == ids.count, "duplicate ids: \(ids)")
        #expect(ids.contains("done_") && ids.contains("result_"), "\(ids)")
        #expect(r.stdout.contains("<final id=\"done_\"><donedata><content expr=\"result_\"/></donedata></final>"), "\(r.stdout)")
        if let qscxmlc = ExportTests.qscxmlc {
            dir.write("C.scxml", r.stdout)
            let q = try runProcess(qscxmlc, ["-o", dir.file("out"), "C.scxml"], currentDirectory: dir.path)
            #expect(q.status == 0, "\(q.stderr)")
        }
    }

    @Test func aHandlerWithTooManyWaysThroughIsRefused() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        let vars = (1...22).map { "  var v\($0) = true" }.joined(separator: "\n")
        let ifs = (1...22).map { "    if v\($0) { v\($0) = false }" }.joined(separator: "\n")
        dir.write("wide.flow", "app A { launch C }\nscreen S { action go }\ncoordinator C {\n\(vars)\n  root S withNavigation\n  on S.go {\n\(ifs)\n  }\n}\n")
        let r = try runProcess(transit, ["export", dir.file("wide.flow"), "--format", "scxml"], timeout: 60)
        #expect(r.status == 2)
        #expect(r.stderr.contains("more than 512 ways through"), "\(r.stderr)")
    }
}

/// Links and app events in UI tests keep their names as written (percent-encoded, never IDNA-encoded).
@Test func uiTestLinksKeepTheEventsName() {
    let e = Event.appEvent(name: "開く", arguments: ["id": .string("a b")])
    #expect(UITestSkeleton.link(e, scheme: "myapp") == "myapp://%E9%96%8B%E3%81%8F?id=a%20b")
    #expect(UITestSkeleton.link(.appEvent(name: "reset", arguments: [:]), scheme: "myapp") == "myapp://reset")
}
