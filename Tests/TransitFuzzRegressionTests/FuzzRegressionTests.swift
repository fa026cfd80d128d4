// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitTestSupport
import TransitFuzzHarness

/// Every input a fuzzer ever crashed on (Fuzz/Regressions/<target>/) and every seed of the corpora is replayed
/// through the same harness the fuzzers use; a regression traps and fails the run.
let fuzzRoot = PackageRoot.url.appendingPathComponent("Fuzz").path

func inputs(_ folder: String) -> [(String, [UInt8])] {
    let dir = fuzzRoot + "/" + folder
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    return names.compactMap { n in FileManager.default.contents(atPath: dir + "/" + n).map { (n, [UInt8]($0)) } }
}

let repoRoot = (fuzzRoot as NSString).deletingLastPathComponent

/// Files of flows/ matching the globs' folder and extension, as scripts/fuzz seeds its corpora at run time.
func flowInputs(_ folders: [String], ext: String) -> [(String, [UInt8])] {
    var out: [(String, [UInt8])] = []
    for folder in folders {
        var dirs = [folder]
        if folder.hasSuffix("/*") {
            let parent = String(folder.dropLast(2))
            dirs = ((try? FileManager.default.contentsOfDirectory(atPath: repoRoot + "/" + parent)) ?? []).sorted().map { parent + "/" + $0 }
        }
        for d in dirs {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: repoRoot + "/" + d)) ?? []).filter { $0.hasSuffix(ext) }.sorted()
            out += names.compactMap { n in FileManager.default.contents(atPath: repoRoot + "/" + d + "/" + n).map { (d + "/" + n, [UInt8]($0)) } }
        }
    }
    return out
}

@Test(arguments: ["language", "explore", "shell", "script", "hostile", "dot", "lsp"])
func replayRegressionsAndSeeds(_ target: String) {
    let run: ([UInt8]) -> Void
    var seeds: [(String, [UInt8])] = []
    switch target {
    case "language":
        run = Harness.language
        seeds = flowInputs(["flows", "flows/broken", "flows/realworld/*"], ext: ".flow")
    case "explore":
        run = Harness.explore
        seeds = flowInputs(["flows", "flows/realworld/*"], ext: ".flow")
    case "shell": run = Harness.shellCommand
    case "script":
        run = Harness.script
        seeds = flowInputs(["flows", "flows/realworld/*", "flows/tests"], ext: ".transit")
    case "hostile": run = Harness.hostileValue
    case "lsp": run = Harness.lsp
    default: run = Harness.dotEscaping
    }
    let all = inputs("Regressions/" + target) + inputs("Corpus/" + target) + seeds
    #expect(all.count >= 3, "the \(target) corpus has seeds")
    for (_, bytes) in all { run(bytes) }
}

@Test func hostileDotLabelsSurvive() {
    for s in ["a\"b", "<x>", "}", "\\", "\\\"", "&amp;", "画面", "]]>", "\u{202E}rtl", "a\\lb\\rc", "%s%n", "<<>>"] {
        Harness.dotEscaping(Array(s.utf8))
    }
}
