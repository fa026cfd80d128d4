// SPDX-License-Identifier: MIT
import Foundation
import TransitEngine
import TransitLanguage
import TransitModel
import TransitPresentation

/// Writing the session as a script: events as commands, values and paths as a script reads them back.
extension ShellSession {
    /// The command that replays an event.
    public static func command(for e: Event) -> String {
        switch e {
        case .launch: return "launch"
        case .launchWith(let values):
            return "launch(" + values.sorted { $0.key < $1.key }.map { "\($0.key): \(userText($0.value))" }.joined(separator: ", ") + ")"
        case .back: return "back"
        case .backTo(let s): return "back to \(s)"
        case .backCancelled: return "back cancel"
        case .appEvent(let n, let args):
            let a = args.sorted { $0.key < $1.key }.map { "\($0.key): \(userText($0.value))" }.joined(separator: ", ")
            return "event \(n)" + (a.isEmpty ? "" : "(\(a))")
        case .swipe: return "swipe"
        case .selectTab(let t): return "tab \(t)"
        case .finish(let s, let v): return "finish" + (s.map { " \($0)" } ?? "") + (v.map { " \(userText($0))" } ?? "")
        case .action(let s, let c, let n, let args):
            let path = [s, c, n].compactMap { $0 }.joined(separator: ".")
            let a = args.sorted { $0.key < $1.key }.map { "\($0.key): \(userText($0.value))" }.joined(separator: ", ")
            return "tap \(path)" + (a.isEmpty ? "" : "(\(a))")
        }
    }

    static func userText(_ v: Value) -> String {
        switch v {
        case .model(_, let id): return Value.string(id).description
        default: return v.description
        }
    }

    mutating func save(_ rest: String) -> CommandResult {
        if let r = requireFlow() { return r }
        guard let words = try? ShellSession.words(rest), words.count == 1 else { return .fail("usage: save FILE") }
        let target = resolve(words[0])
        let dir = (target as NSString).deletingLastPathComponent
        let flows = flowPaths.map { ShellSession.relativePath($0, from: dir) }
        if let odd = flows.first(where: { $0.unicodeScalars.contains { $0.properties.generalCategory == .control } }) {
            return .fail("cannot save: the flow's file name \(Value.quoted(odd)) has a control character a script line cannot hold")
        }
        var text = "#!/usr/bin/env -S transit run\n# Saved by transit: replays the session and checks that it ends as it did. "
            + "Run it with: transit run \((rest as NSString).lastPathComponent)\n"
        text += "load " + flows.map(ShellSession.word).joined(separator: " ") + "\n"
        text += savedEvents()
        do {
            try AtomicFile.write(text, to: target, executable: true)
        } catch {
            return .fail("cannot save \(rest): \(error)")
        }
        var r = CommandResult()
        let n = history?.events.count ?? 0
        r.output = "saved \(n) event\(n == 1 ? "" : "s") to \(rest)"
        return r
    }

    /// Splits on spaces, keeping "quoted parts" together (file names with spaces).
    static func words(_ s: String) throws(InputScanner.Failure) -> [String] {
        var out: [String] = []
        var cur = ""
        var quoted = false
        var has = false
        var escaped = false
        for ch in s {
            // \" and \\ stand for themselves, so any file name can be written (save quotes names this way).
            if escaped { cur.append(ch); escaped = false; has = true; continue }
            if ch == "\\" {
                escaped = true
                continue
            }
            if ch == "\"" { quoted.toggle(); has = true; continue }
            if ch.isWhitespace && !quoted {
                if has { out.append(cur); cur = ""; has = false }
                continue
            }
            cur.append(ch)
            has = true
        }
        if escaped { cur.append("\\"); has = true }
        if quoted { throw InputScanner.Failure(description: "unterminated quote") }
        if has { out.append(cur) }
        return out
    }

    /// A file name as one word of a command: bare when it can be, else quoted with \" and \\ escaped.
    public static func word(_ s: String) -> String {
        if !s.isEmpty, !s.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "\\" || $0 == "#" }) { return s }
        return "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func relativePath(_ path: String, from dir: String) -> String {
        let a = (path as NSString).standardizingPath.split(separator: "/")
        let b = (dir as NSString).standardizingPath.split(separator: "/")
        var i = 0
        while i < a.count, i < b.count, a[i] == b[i] { i += 1 }
        let up = Array(repeating: "..", count: b.count - i)
        let rel = (up + a[i...].map(String.init)).joined(separator: "/")
        return rel.isEmpty ? "." : rel
    }
}
