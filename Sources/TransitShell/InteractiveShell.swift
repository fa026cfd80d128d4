// SPDX-License-Identifier: MIT
import Foundation
import TransitPresentation
import TransitReadline

/// The interactive loop: readline, history, completion, Ctrl-C and Ctrl-D.
public struct InteractiveShell {
    public static var historyPath: String {
        let env = ProcessInfo.processInfo.environment
        if let state = env["XDG_STATE_HOME"], !state.isEmpty { return state + "/transit/history" }
        if let home = env["HOME"], !home.isEmpty {
            return home + "/.transit_history"
        }
        return NSTemporaryDirectory() + "transit_history"
    }

    /// Runs until quit or Ctrl-D. Returns the exit status.
    public static func run(session start: ShellSession, banner: String?) -> Int32 {
        var session = start
        // Ctrl-C during a slow command (render, load, source) gives the prompt back.
        session.interrupted = { LineEditor.takeInterrupt() }
        session.explainsHiddenSteps = true
        let color = session.style.color
        session.slowNotice = { Swift.print(TerminalText.safe($0, keepStyles: color)); fflush(nil) }
        let editor = LineEditor(historyPath: historyPath) { before, word in
            Completer.candidates(session: session, before: before, word: word)
        }
        func print(_ s: String) { Swift.print(TerminalText.safe(s, keepStyles: session.style.color)) }
        if let banner { print(banner) }
        while true {
            guard let line = editor.readLine(prompt: session.prompt) else {
                print("")
                return 0
            }
            _ = LineEditor.takeInterrupt()
            let r = session.execute(line)
            if !r.output.isEmpty { print(r.output) }
            if let e = r.error { print(session.style.red("error: ") + e) }
            switch r.expectation {
            case .passed?: print(session.style.green("✓ passed"))
            case .failed(let m)?: print(session.style.red("✗ failed: ") + m)
            case nil: break
            }
            fflush(nil)
            if r.quit { return 0 }
        }
    }
}
