// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitTestSupport

/// The GitHub Action (action.yml) runs its composite steps here as GitHub would: each step's `run` command with
/// its `env` (inputs substituted), in a checked-out repository.
@Suite("GitHub Action")
struct ActionTests {
    struct Step { var name: String; var run: String; var env: [String: String]; var condition: String? }

    /// The steps of action.yml, read line by line (its shape is fixed: name, optional if, shell, run, env).
    static func steps(inputs: [String: String]) throws -> [Step] {
        let text = try String(contentsOfFile: Repo.path("action.yml"), encoding: .utf8)
        var steps: [Step] = []
        var inEnv = false
        for raw in text.split(separator: "\n").map(String.init) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("- name: ") { steps.append(Step(name: String(line.dropFirst(8)), run: "", env: [:])); inEnv = false; continue }
            guard !steps.isEmpty else { continue }
            if line.hasPrefix("run: ") {
                var r = String(line.dropFirst(5))
                if r.hasPrefix("'"), r.hasSuffix("'") { r = String(r.dropFirst().dropLast()) }
                steps[steps.count - 1].run = r
                inEnv = false
            } else if line.hasPrefix("if: ") {
                steps[steps.count - 1].condition = String(line.dropFirst(4))
            } else if line == "env:" {
                inEnv = true
            } else if inEnv, let colon = line.firstIndex(of: ":") {
                let key = String(line[..<colon])
                var value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                if let r = value.range(of: #"\$\{\{ inputs\.([a-z-]+) \}\}"#, options: .regularExpression) {
                    let name = String(value[r].dropFirst(11).dropLast(3))
                    value = value.replacingCharacters(in: r, with: inputs[name] ?? "")
                }
                steps[steps.count - 1].env[key] = value
            } else if line.hasPrefix("shell:") {
                inEnv = false
            }
        }
        return steps
    }

    @Test func theCompositeStepsInstallCheckExploreAndRun() throws {
        guard let transit = Repo.requireBinary() else { return }
        let repo = TempDir()
        defer { repo.cleanUp() }
        try FileManager.default.createDirectory(atPath: repo.file("flows"), withIntermediateDirectories: true)
        for f in ["tasks.flow", "tasks.transit", "transitable.flow"] {
            try FileManager.default.copyItem(atPath: Repo.path("flows/" + f), toPath: repo.file("flows/" + f))
        }
        let inputs = ["flows": "flows/*.flow", "scripts": "flows/*.transit", "explore": "true", "sarif": "out/transit.sarif",
                      "explore-sarif": "out/explore.sarif", "junit": "transit-junit.xml"]
        try FileManager.default.createDirectory(atPath: repo.file("out"), withIntermediateDirectories: true)
        let steps = try Self.steps(inputs: inputs)
        #expect(steps.map(\.name) == ["Install Transit", "Check the flows", "Explore the flows", "Run the flow scripts"])
        var env = ProcessInfo.processInfo.environment
        env["GITHUB_ACTION_PATH"] = Repo.root
        env["GITHUB_PATH"] = repo.file("github-path")
        env["TRANSIT_PREFIX"] = repo.file("prefix")
        env["TRANSIT_BINARY"] = transit
        var results: [String: ProcessOutput] = [:]
        for step in steps {
            var e = env
            for (k, v) in step.env { e[k] = v }
            results[step.name] = try runProcess("/bin/bash", ["-c", step.run], currentDirectory: repo.path, environment: e, timeout: 300)
        }
        #expect(results["Install Transit"]?.status == 0, "\(results["Install Transit"]?.stderr ?? "")")
        #expect(repo.read("github-path") == repo.file("prefix") + "/bin\n")
        // tasks.flow has warnings only: the check passes, with annotations on its lines and a SARIF log.
        let check = try #require(results["Check the flows"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("::warning file=flows/tasks.flow,line=36,"), "\(check.stdout)")
        let sarif = try #require(FileManager.default.contents(atPath: repo.file("out/transit.sarif")))
        let log = try #require(try JSONSerialization.jsonObject(with: sarif) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        // The explorer finds the leak: the step fails and says where.
        let explore = try #require(results["Explore the flows"])
        #expect(explore.status == 1)
        #expect(explore.stdout.contains("::error file=flows/tasks.flow,line=61,endLine=61,title=R301 coordinator leaked,"), "\(explore.stdout)")
        // …and writes its findings for code scanning in a category of their own, beside the check's.
        let exploreData = try #require(FileManager.default.contents(atPath: repo.file("out/explore.sarif")))
        let exploreLog = try #require(try JSONSerialization.jsonObject(with: exploreData) as? [String: Any])
        let categories = [log, exploreLog].compactMap { (($0["runs"] as? [[String: Any]])?.first?["automationDetails"] as? [String: Any])?["id"] as? String }
        #expect(categories == ["transit/check/", "transit/explore/"])
        #expect(((exploreLog["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.isEmpty == false)
        // The example script expects the leak: it passes, with a JUnit report.
        let run = try #require(results["Run the flow scripts"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(repo.read("transit-junit.xml")?.contains("<testcase classname=\"transit\" name=\"flows/tasks.transit\"") == true)
    }
}
