// SPDX-License-Identifier: MIT
@preconcurrency import CReadline
import Foundation

/// The one Swift wrapper around GNU readline: prompt, history file, completion, Ctrl-C.
/// Used only when stdin and stdout are terminals; scripts and pipes read lines plainly.
public final class LineEditor {
    /// Given the whole line before the cursor and the word being completed, the candidates; nil means
    /// "complete file names" (readline's own completion).
    public typealias Completer = (_ lineBeforeCursor: String, _ word: String) -> [String]?

    public let historyPath: String?
    public static let historyLimit = 1_000

    public init(historyPath: String?, completer: @escaping Completer) {
        self.historyPath = historyPath.flatMap(LineEditor.usableHistoryPath)
        LineEditor.completer = completer
        rl_readline_name = UnsafePointer(strdup("transit"))
        transit_disable_bracketed_paste()
        transit_set_word_breaks(" \t\n(,")
        rl_attempted_completion_function = { text, _, _ in
            LineEditor.complete(text)
        }
        transit_install_sigint()
        stifle_history(Int32(LineEditor.historyLimit))
        if let p = self.historyPath { LineEditor.loadHistory(p) }
    }

    /// A history path that is a FIFO or a device would hang readline's read; such a path is not used.
    static func usableHistoryPath(_ path: String) -> String? {
        var st = stat()
        guard stat(path, &st) == 0 else { return path }
        let kind = st.st_mode & S_IFMT
        if kind == S_IFREG { return path }
        FileHandle.standardError.write(Data("transit: history file \(path) is not a regular file; history is not kept\n".utf8))
        return nil
    }

    /// Reads a line; nil at end of input (Ctrl-D).
    public func readLine(prompt: String) -> String? {
        transit_set_reading(1)
        defer { transit_set_reading(0) }
        guard let raw = readline(prompt) else { return nil }
        defer { free(raw) }
        let line = String(cString: raw)
        if !line.trimmingCharacters(in: .whitespaces).isEmpty {
            add_history(raw)
            // Appended at once, so nothing is lost if the process dies.
            if let p = historyPath { _ = append_history(1, p) }
        }
        return line
    }

    /// True once after each Ctrl-C.
    public static func takeInterrupt() -> Bool { transit_take_interrupt() != 0 }

    // MARK: History file

    /// Reads the history; a file that is not ours (binary, broken) is set aside instead of failing.
    public static func loadHistory(_ path: String) {
        let fm = FileManager.default
        try? fm.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        if let data = fm.contents(atPath: path) {
            let bad = data.contains(0) || String(data: data, encoding: .utf8) == nil
            if bad {
                let aside = path + ".broken"
                try? fm.removeItem(atPath: aside)
                try? fm.moveItem(atPath: path, toPath: aside)
                FileHandle.standardError.write(Data("transit: history file was unreadable; moved to \(aside)\n".utf8))
            }
        }
        if !fm.fileExists(atPath: path) { _ = fm.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]) }
        _ = read_history(path)
        _ = history_truncate_file(path, Int32(historyLimit))
    }

    // MARK: Completion

    // Readline's completion hook is a C function pointer that cannot capture: it reaches the completer through
    // these. Readline runs on the one thread that reads lines, and only it touches them.
    nonisolated(unsafe) static var completer: Completer = { _, _ in [] }
    nonisolated(unsafe) static var matches: [String] = []
    nonisolated(unsafe) static var matchIndex = 0

    static func complete(_ text: UnsafePointer<CChar>?) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        let word = text.map { String(cString: $0) } ?? ""
        let buffer = transit_line_buffer().map { String(cString: $0) } ?? ""
        let point = Int(transit_point())
        let before = String(buffer.utf8.prefix(point)) ?? buffer
        guard let candidates = completer(before, word) else {
            transit_set_completion_over(0)
            return nil
        }
        transit_set_completion_over(1)
        matches = candidates.filter { $0.hasPrefix(word) }
        matchIndex = 0
        // Labels end with ':' and take a value after a space; calls with '(' take no space.
        if matches.count == 1, let m = matches.first, m.hasSuffix("(") || m.hasSuffix("/") { transit_set_append_character(0) }
        else { transit_set_append_character(32) }
        return rl_completion_matches(text) { _, state in
            if state == 0 { LineEditor.matchIndex = 0 }
            guard LineEditor.matchIndex < LineEditor.matches.count else { return nil }
            defer { LineEditor.matchIndex += 1 }
            return strdup(LineEditor.matches[LineEditor.matchIndex])
        }
    }
}
