import Foundation
import Testing
import TransitFuzzHarness

/// Every input a fuzzer ever crashed on (Fuzz/Regressions/<target>/) and every seed of the corpora is replayed
/// through the same harness the fuzzers use; a regression traps and fails the run.
let fuzzRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz").path

func inputs(_ folder: String) -> [(String, [UInt8])] {
    let dir = fuzzRoot + "/" + folder
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    return names.compactMap { n in FileManager.default.contents(atPath: dir + "/" + n).map { (n, [UInt8]($0)) } }
}

@Test(arguments: ["language", "shell", "script", "dot"])
func replayRegressionsAndSeeds(_ target: String) {
    let run: ([UInt8]) -> Void
    switch target {
    case "language": run = Harness.language
    case "shell": run = Harness.shellCommand
    case "script": run = Harness.script
    default: run = Harness.dotEscaping
    }
    let all = inputs("Regressions/" + target) + inputs("Corpus/" + target)
    #expect(all.count >= 3, "the \(target) corpus has seeds")
    for (_, bytes) in all { run(bytes) }
}

@Test func hostileDotLabelsSurvive() {
    for s in ["a\"b", "<x>", "}", "\\", "\\\"", "&amp;", "画面", "]]>", "\u{202E}rtl", "a\\lb\\rc", "%s%n", "<<>>"] {
        Harness.dotEscaping(Array(s.utf8))
    }
}
