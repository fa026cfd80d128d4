// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport

/// scripts/release's source tarball and Homebrew formula: the formula is Ruby that Homebrew can load, names the
/// tarball by its real checksum, and the tarball carries the commit it was made from.
@Test func releaseWritesAFormulaForItsSourceTarball() throws {
    guard let ruby = ReportSchemaTests.tool("ruby") else { return }
    let dir = TempDir()
    defer { dir.cleanUp() }
    let r = try runProcess("/bin/bash", [Repo.path("scripts/release"), "--source-only", "--url-base", "https://example.org/releases/v1/"],
                           environment: ProcessInfo.processInfo.environment.merging(["DIST": dir.path]) { _, new in new })
    #expect(r.status == 0, "\(r.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.path)
    let tarball = try #require(files.first { $0.hasSuffix("-src.tar.gz") })
    let formula = try #require(dir.read("transit.rb"))
    // The checksum in the formula is the tarball's, and the URL is the base plus the tarball's name.
    let sum = try #require(dir.read(tarball + ".sha256")?.split(separator: " ").first.map(String.init))
    #expect(sum.count == 64 && formula.contains("sha256 \"\(sum)\""), "\(formula)")
    #expect(formula.contains("url \"https://example.org/releases/v1/\(tarball)\""))
    #expect(!formula.contains("@"), "every placeholder is filled")
    // Ruby syntax, then loaded against the formula DSL's shape: what Homebrew calls must exist and be given.
    #expect(try runProcess(ruby, ["-c", dir.file("transit.rb")]).status == 0)
    let stub = """
    class Formula
      @@given = {}
      %i[desc homepage url sha256 license version depends_on uses_from_macos].each do |m|
        define_singleton_method(m) { |*a| (@@given[m] ||= []) << a }
      end
      def self.test(&b) = (@@given[:test] = b)
      def self.given = @@given
    end
    class OS; def self.mac? = false; end
    load ARGV[0]
    missing = %i[desc homepage url sha256 license test].reject { |k| Formula.given.key?(k) }
    abort("missing: #{missing}") unless missing.empty?
    abort("no install method") unless Transit.instance_methods(false).include?(:install)
    deps = Formula.given[:depends_on].map(&:first)
    abort("dependencies: #{deps}") unless deps.include?("graphviz") && deps.include?("readline")
    puts "ok"
    """
    dir.write("stub.rb", stub)
    let loaded = try runProcess(ruby, [dir.file("stub.rb"), dir.file("transit.rb")])
    #expect(loaded.status == 0 && loaded.stdout == "ok\n", "\(loaded.stdout)\(loaded.stderr)")
    // The check can fail: a misspelt DSL call does not load.
    dir.write("typo.rb", formula.replacingOccurrences(of: "depends_on \"graphviz\"", with: "depend_on \"graphviz\""))
    #expect(try runProcess(ruby, [dir.file("stub.rb"), dir.file("typo.rb")]).status != 0)
    // The tarball holds the package and, without .git, the commit it was made from (for `transit --version`).
    let list = try runProcess("/usr/bin/env", ["tar", "-tzf", dir.file(tarball)])
    let prefix = String(tarball.dropLast("-src.tar.gz".count)) + "/"
    #expect(list.stdout.contains(prefix + "Package.swift\n") && list.stdout.contains(prefix + "scripts/install\n"))
    let commit = try runProcess("/usr/bin/env", ["tar", "-xzOf", dir.file(tarball), prefix + "Plugins/BuildInfo/commit"])
    let head = try runProcess("/usr/bin/env", ["git", "-C", Repo.root, "rev-parse", "HEAD"])
    #expect(commit.stdout == head.stdout && commit.stdout.count == 41, "\(commit.stdout) vs \(head.stdout)")
}
