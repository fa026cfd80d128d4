// SPDX-License-Identifier: MIT
import Foundation
import TransitEngine
import TransitExplorer

/// Writes an explorer finding as a flow script that reproduces it with `transit run`.
public enum TraceScript {
    /// With `engine`, the trace is replayed so that the errors its events meet on the way are named too (a script
    /// fails on an error it does not expect).
    public static func text(for f: Explorer.Finding, flowPath: String, scriptDirectory: String, engine: Engine? = nil) -> String {
        var out = "#!/usr/bin/env -S transit run\n"
        out += "# \(f.code.rawValue): \(ShellSession.commentSafe(f.message))\n"
        out += "load \(ShellSession.word(ShellSession.relativePath(flowPath, from: scriptDirectory)))\n"
        var state = SimState()
        var finalCodes: [String] = []
        for (i, e) in f.trace.enumerated() {
            out += ShellSession.command(for: e) + "\n"
            guard let engine, let t = try? engine.apply(e, to: state, snapshots: false) else { continue }
            state = t.state
            var codes: [String] = []
            for d in t.diagnostics where d.severity == .error && !codes.contains(d.code.rawValue) { codes.append(d.code.rawValue) }
            if i == f.trace.count - 1 { finalCodes = codes } else { for c in codes { out += "expect diagnostic \(c)\n" } }
        }
        if f.code.family == .runtime { finalCodes.removeAll { $0 == f.code.rawValue } }
        for other in finalCodes { out += "expect diagnostic \(other)\n" }
        switch f.code {
        case _ where f.code.family == .runtime:
            out += "expect diagnostic \(f.code.rawValue)\n"
        case .deadEnd:
            if let s = f.subject { out += "expect top \(s)\n" }
            out += "expect actions none\n"
        case .unboundedGrowth:
            if let st = f.finalStack { out += "expect stack " + st.joined(separator: ", ") + "\n" }
            out += "# each repetition of the cycle adds to it\n"
        case .unreachedScreen, .unreachedCoordinator:
            out += "# no trace: no sequence of events from launch reaches it\n"
        case .requirementViolated:
            if f.trace.isEmpty { out += "# no trace: no state reached from launch meets it\n" }
            else if let name = f.subject { out += "expect violated \(name)\n" }
        default:
            break
        }
        return out
    }

    /// File name for the n-th finding.
    /// A file-name prefix per flow path, unique among `paths`: the base name, with as many parent folders as it
    /// takes to tell two flows apart (`a/app.flow`, `b/app.flow` → `a-app`, `b-app`).
    public static func prefixes(for paths: [String]) -> [String] {
        func clean(_ s: String) -> String { String(s.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }) }
        let parts = paths.map { p -> [String] in
            let std = ((p as NSString).standardizingPath as NSString).deletingPathExtension
            return std.split(separator: "/").filter { $0 != "." && $0 != ".." }.map { clean(String($0)) }.filter { !$0.isEmpty }
        }
        var depth = Array(repeating: 1, count: paths.count)
        func name(_ i: Int) -> String { parts[i].suffix(depth[i]).joined(separator: "-") }
        while true {
            var byName: [String: [Int]] = [:]
            for i in paths.indices { byName[name(i), default: []].append(i) }
            let clashes = byName.values.filter { $0.count > 1 }.flatMap { $0 }.filter { depth[$0] < parts[$0].count }
            if clashes.isEmpty { break }
            for i in clashes { depth[i] += 1 }
        }
        // Identical paths given twice (or paths that differ only in cleaned characters): numbered, in order.
        var seen: [String: Int] = [:]
        return paths.indices.map { i in
            let n = name(i).isEmpty ? "flow" : name(i)
            seen[n, default: 0] += 1
            return seen[n]! == 1 ? n : "\(n)-\(seen[n]!)"
        }
    }

    public static func fileName(_ n: Int, _ f: Explorer.Finding) -> String {
        // Named after what it is about (the leaked coordinator, the screen), not the code twice.
        let code = f.code.rawValue
        let about = f.subjects.first ?? (f.subject == code ? nil : f.subject)
        return String(format: "%03d-", n) + code + (about.map { "-" + String($0.filter { $0.isLetter || $0.isNumber }.prefix(40)) } ?? "") + ".transit"
    }
}
