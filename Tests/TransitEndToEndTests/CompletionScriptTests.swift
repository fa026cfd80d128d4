// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport

/// The installed shell completions complete file names where a command takes files (issue 29: with the completion
/// installed, `transit check flows/ta<Tab>` completed nothing).
@Suite struct CompletionScriptTests {
    /// What bash's completion offers for the command line typed so far, in `dir`.
    static func bashCompletions(_ transit: String, _ words: [String], in dir: TempDir) throws -> [String] {
        let script = try runProcess(transit, ["--generate-completion-script", "bash"])
        #expect(script.status == 0)
        dir.write("transit.bash", script.stdout)
        let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
        let probe = """
        cd \(TmuxlessQuote.q(dir.path)) || exit 1
        source ./transit.bash
        COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
        COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
        complete -p transit >/dev/null 2>&1 || exit 3
        fn=$(complete -p transit | sed -n 's/.*-F \\([^ ]*\\).*/\\1/p')
        "$fn" transit "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
        printf '%s\\n' "${COMPREPLY[@]}"
        """
        let r = try runProcess("/bin/bash", ["-c", probe])
        #expect(r.status == 0, "\(r.stderr)")
        return r.stdout.split(separator: "\n").map(String.init).sorted()
    }

    @Test func bashCompletesFlowFilesAndOutputFiles() throws {
        guard let transit = Repo.requireBinary() else { return }
        let dir = TempDir()
        defer { dir.cleanUp() }
        dir.write("tasks.flow", "")
        dir.write("tour.transit", "")
        dir.write("notes.txt", "")
        let check = try Self.bashCompletions(transit, ["transit", "check", "ta"], in: dir)
        #expect(check.contains("tasks.flow"), "\(check)")
        let run = try Self.bashCompletions(transit, ["transit", "run", "to"], in: dir)
        #expect(run.contains("tour.transit"), "\(run)")
        let output = try Self.bashCompletions(transit, ["transit", "render", "tasks.flow", "-o", "no"], in: dir)
        #expect(output.contains("notes.txt"), "\(output)")
    }

    @Test func zshAndFishScriptsCompleteFiles() throws {
        guard let transit = Repo.requireBinary() else { return }
        let zsh = try runProcess(transit, ["--generate-completion-script", "zsh"])
        #expect(zsh.stdout.contains("_files"), "zsh: no file completion")
        let fish = try runProcess(transit, ["--generate-completion-script", "fish"])
        #expect(fish.stdout.contains("-F") || fish.stdout.contains("__fish_complete_path") || fish.stdout.contains("-rF"), "fish: no file completion")
    }
}

/// Single quotes for a shell word.
enum TmuxlessQuote {
    static func q(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}

/// The manual pages are generated from the help text (issue 29: `man transit` had no description or examples, and
/// `transit.shell(1)` did not list the shell's commands).
@Test func theHelpThatBecomesTheManualDescribesAndLists() throws {
    guard let transit = Repo.requireBinary() else { return }
    let top = try runProcess(transit, ["--help"])
    #expect(top.stdout.contains("Transit reads flow files"))
    #expect(top.stdout.contains("Examples:\n  transit flows/tasks.flow"))
    let shell = try runProcess(transit, ["shell", "--help"])
    for name in ["launch", "tap", "back", "undo", "break", "info breakpoints", "render", "quit"] {
        #expect(shell.stdout.contains("\n  " + name), "transit shell --help does not list \(name)")
    }
    // Only transit's own pages are installed (scripts/install), not those of transit-bench.
    let install = try String(contentsOfFile: Repo.path("scripts/install"), encoding: .utf8)
    #expect(install.contains("pages=(\"$mandir\"/transit.*1)"))
}
