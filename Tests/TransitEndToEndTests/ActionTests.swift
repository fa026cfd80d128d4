// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport

/// The GitHub Action (action.yml) runs its composite steps here as GitHub would: each step's `run` command with
/// its `env` (inputs substituted), in a checked-out repository.
@Suite("GitHub Action")
struct ActionTests {
    struct Step { var name: String; var run: String; var env: [String: String]; var condition: String?; var uses: String? }

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
            } else if line.hasPrefix("uses: ") {
                steps[steps.count - 1].uses = String(line.dropFirst(6))
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
        #expect(steps.map(\.name) == ["Name the cache", "Restore a cached install", "Install Transit", "Check the flows",
                                        "Explore the flows", "Run the flow scripts"])
        #expect(steps[1].uses == "actions/cache@v4")
        var env = ProcessInfo.processInfo.environment
        env["GITHUB_ACTION_PATH"] = Repo.root
        env["GITHUB_PATH"] = repo.file("github-path")
        env["GITHUB_OUTPUT"] = repo.file("github-output")
        env["TRANSIT_PREFIX"] = repo.file("prefix")
        env["TRANSIT_BINARY"] = transit
        var results: [String: ProcessOutput] = [:]
        for step in steps where step.uses == nil {
            var e = env
            for (k, v) in step.env { e[k] = v }
            results[step.name] = try runProcess("/bin/bash", ["-c", step.run], currentDirectory: repo.path, environment: e, timeout: 300)
        }
        // The cache step is given a key that names the platform and the sources, and the folder the install goes to.
        let output = repo.read("github-output") ?? ""
        #expect(output.contains("\nprefix=\(repo.file("prefix"))\n"), "\(output)")
        #expect(output.range(of: #"^key=transit-[A-Za-z]+-[a-z0-9_]+-[0-9a-f]{16}\n"#, options: .regularExpression) != nil, "\(output)")
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

    /// Runs `scripts/action STEP` as the action does, in `dir`.
    static func action(_ step: String, in dir: TempDir, _ extra: [String: String]) throws -> ProcessOutput {
        var env = ProcessInfo.processInfo.environment
        for k in ["GITHUB_PATH", "GITHUB_OUTPUT", "GITHUB_ACTION_REPOSITORY", "GITHUB_ACTION_REF", "TRANSIT_BINARY", "TRANSIT_RELEASE_BASE"] {
            env.removeValue(forKey: k)
        }
        env["TRANSIT_PREFIX"] = dir.file("prefix")
        env["TRANSIT_SKIP_DEPS"] = "1"
        for (k, v) in extra { env[k] = v }
        return try runProcess("/bin/bash", [Repo.path("scripts/action"), step], currentDirectory: dir.path, environment: env, timeout: 300)
    }

    @Test func aSecondInstallOfTheSameSourcesUsesTheCache() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        let first = try Self.action("install", in: dir, ["TRANSIT_BINARY": transit])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(!first.stdout.contains("cached"), "\(first.stdout)")
        let key = try Self.action("key", in: dir, [:]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(dir.read("prefix/share/transit/source-key") == key + "\n")
        // No binary to install this time: had the cache not been used, the install would have started a release build.
        let second = try Self.action("install", in: dir, ["TRANSIT_BINARY": "/nonexistent/transit"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("using the cached install in \(dir.file("prefix")) (\(key))"), "\(second.stdout)")
        // A cache from other sources is not used.
        dir.write("prefix/share/transit/source-key", "transit-Linux-x86_64-0000000000000000\n")
        let stale = try Self.action("install", in: dir, ["TRANSIT_BINARY": "/nonexistent/transit"])
        #expect(stale.status != 0)
        #expect(!stale.stdout.contains("cached"), "\(stale.stdout)")
    }

    /// A release folder as scripts/release writes it, holding `transit` as its binary.
    static func releaseFolder(_ dir: TempDir, binary: String) throws -> String {
        let text = try String(contentsOfFile: Repo.path("Sources/transit/Transit.swift"), encoding: .utf8)
        let version = try #require(text.firstMatch(of: /static let release = "([^"]+)"/)?.1)
        let os = try runProcess("/bin/sh", ["-c", "echo $(uname -s | tr A-Z a-z)-$(uname -m)"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let name = "transit-\(version)-\(os)"
        try FileManager.default.createDirectory(atPath: dir.file("stage/\(name)/bin"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: binary, toPath: dir.file("stage/\(name)/bin/transit"))
        try FileManager.default.createDirectory(atPath: dir.file("dist"), withIntermediateDirectories: true)
        let made = try runProcess("/bin/sh", ["-c", "tar -C stage -czf dist/\(name).tar.gz \(name) && cd dist && sha256sum \(name).tar.gz > \(name).tar.gz.sha256"],
                                  currentDirectory: dir.path)
        #expect(made.status == 0, "\(made.stderr)")
        return name
    }

    @Test func atAReleaseTagTheReleaseTarballIsInstalledNotBuilt() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        let name = try Self.releaseFolder(dir, binary: transit)
        // No binary to fall back on: a build would have been a release build of minutes, and would have failed here.
        let r = try Self.action("install", in: dir, ["TRANSIT_RELEASE_BASE": "file://" + dir.file("dist"), "TRANSIT_BINARY": "/nonexistent/transit"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("installed the release tarball \(name).tar.gz"), "\(r.stdout)")
        let version = try runProcess(dir.file("prefix/bin/transit"), ["--version"])
        #expect(version.status == 0)
        // With no tarball for this version, it says so and builds (here: installs the given binary).
        let missing = TempDir()
        defer { missing.cleanUp() }
        let built = try Self.action("install", in: missing, ["TRANSIT_RELEASE_BASE": "file://" + missing.file("empty"), "TRANSIT_BINARY": transit])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stdout.contains("no release tarball \(name).tar.gz"), "\(built.stdout)")
        #expect(FileManager.default.isExecutableFile(atPath: missing.file("prefix/bin/transit")))
    }

    @Test func aTarballThatDoesNotMatchItsChecksumIsRefused() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        let name = try Self.releaseFolder(dir, binary: transit)
        dir.write("dist/\(name).tar.gz.sha256", String(repeating: "0", count: 64) + "  \(name).tar.gz\n")
        let r = try Self.action("install", in: dir, ["TRANSIT_RELEASE_BASE": "file://" + dir.file("dist"), "TRANSIT_BINARY": transit])
        #expect(r.status == 1)
        #expect(r.stderr.contains("does not match its .sha256"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.file("prefix/bin/transit")))
    }

    @Test func atItsOwnReleaseTagTheActionDownloadsFromThatRelease() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        let name = try Self.releaseFolder(dir, binary: transit)
        let version = String(name.dropFirst("transit-".count).prefix { $0 != "-" })
        // GitHub's layout (SERVER/OWNER/REPO/releases/download/TAG/FILE), served from a folder.
        let download = dir.file("server/acme/transit/releases/download/v\(version)")
        try FileManager.default.createDirectory(atPath: download, withIntermediateDirectories: true)
        for f in ["\(name).tar.gz", "\(name).tar.gz.sha256"] { try FileManager.default.copyItem(atPath: dir.file("dist/" + f), toPath: download + "/" + f) }
        let github = ["GITHUB_SERVER_URL": "file://" + dir.file("server"), "GITHUB_ACTION_REPOSITORY": "acme/transit"]
        var atTag = github
        atTag["GITHUB_ACTION_REF"] = "v\(version)"
        atTag["TRANSIT_BINARY"] = "/nonexistent/transit"
        let r = try Self.action("install", in: dir, atTag)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("installed the release tarball \(name).tar.gz from file://\(download)"), "\(r.stdout)")
        // At a branch the sources may differ from every release: no download is tried.
        let branch = TempDir()
        defer { branch.cleanUp() }
        var atMain = github
        atMain["GITHUB_ACTION_REF"] = "main"
        atMain["TRANSIT_BINARY"] = transit
        let b = try Self.action("install", in: branch, atMain)
        #expect(b.status == 0, "\(b.stderr)")
        #expect(!b.stdout.contains("release tarball"), "\(b.stdout)")
    }
}
