// SPDX-License-Identifier: MIT
import Foundation
import TransitImport

/// The draft checked by `transit check`: a draft with errors is written for the user to finish, but the import is
/// not a success (exit 1), and the first errors are shown. `transit` is found where `transit import` says it is
/// (TRANSIT_EXECUTABLE, set by `transit import` itself), else beside this executable, else on PATH.
enum DraftCheck {
    enum Outcome: Equatable {
        case clean
        /// The errors' count, the first few as `LINE:COL: error[CODE]: message`, and every error's line and message.
        case errors(Int, [String], [DraftRepair.Refusal])
        /// Why the draft could not be checked.
        case notChecked(String)
    }

    static func transit() -> String? {
        let fm = FileManager.default
        if let given = ProcessInfo.processInfo.environment["TRANSIT_EXECUTABLE"], !given.isEmpty {
            return fm.isExecutableFile(atPath: given) ? given : nil
        }
        var candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("transit").path]
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") { candidates.append("\(dir)/transit") }
        return candidates.first { fm.isExecutableFile(atPath: $0) }
    }

    static func check(_ flow: String) -> Outcome {
        guard let transit = transit() else {
            return .notChecked("transit was not found (transit import sets TRANSIT_EXECUTABLE; or put transit on PATH)")
        }
        let dir = NSTemporaryDirectory() + "transit-import-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        guard (try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])) != nil else {
            return .notChecked("no temporary folder could be made in \(NSTemporaryDirectory())")
        }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/draft.flow"
        guard FileManager.default.createFile(atPath: path, contents: Data(flow.utf8)) else { return .notChecked("the draft could not be saved to be checked") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: transit)
        process.arguments = ["check", "--format", "json", "--max-diagnostics", "100000", path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return .notChecked("\(transit) could not be run: \(error)") }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, [0, 1].contains(process.terminationStatus),
              let list = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            return .notChecked("transit check did not answer (status \(process.terminationStatus))")
        }
        let shown = list.filter { $0["severity"] as? String == "error" }
        let omitted = list.compactMap { ($0["omitted"] as? [String: Any])?["errors"] as? Int }.reduce(0, +)
        guard !shown.isEmpty || omitted > 0 else { return .clean }
        let lines = shown.prefix(3).map { d in
            "\(d["line"] as? Int ?? 0):\(d["column"] as? Int ?? 0): error[\(d["code"] as? String ?? "?")]: \(d["message"] as? String ?? "")"
        }
        let refusals = shown.map { DraftRepair.Refusal(line: $0["line"] as? Int ?? 0, code: $0["code"] as? String ?? "?", message: $0["message"] as? String ?? "") }
        return .errors(shown.count + omitted, Array(lines), refusals)
    }
}
