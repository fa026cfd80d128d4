import Foundation
import TransitEngine

/// Writes an explorer finding as a flow script that reproduces it with `transit run`.
public enum TraceScript {
    /// With `engine`, the trace is replayed so that the errors its events meet on the way are named too (a script
    /// fails on an error it does not expect).
    public static func text(for f: Explorer.Finding, flowPath: String, scriptDirectory: String, engine: Engine? = nil) -> String {
        var out = "#!/usr/bin/env -S transit run\n"
        out += "# \(f.kind.code): \(ShellSession.commentSafe(f.message))\n"
        out += "load \(ShellSession.relativePath(flowPath, from: scriptDirectory))\n"
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
        if case .runtime(let c) = f.kind { finalCodes.removeAll { $0 == c.rawValue } }
        for other in finalCodes { out += "expect diagnostic \(other)\n" }
        switch f.kind {
        case .runtime(let c):
            out += "expect diagnostic \(c.rawValue)\n"
        case .deadEnd:
            if let s = f.subject { out += "expect top \(s)\n" }
            out += "expect actions none\n"
        case .unboundedGrowth:
            if let st = f.finalStack { out += "expect stack " + st.joined(separator: ", ") + "\n" }
            out += "# each repetition of the cycle adds to it\n"
        case .unreachedScreen, .unreachedCoordinator:
            out += "# no trace: no sequence of events from launch reaches it\n"
        }
        return out
    }

    /// File name for the n-th finding.
    public static func fileName(_ n: Int, _ f: Explorer.Finding) -> String {
        String(format: "%03d-", n) + f.kind.code + (f.subject.map { "-" + String($0.filter { $0.isLetter || $0.isNumber }.prefix(40)) } ?? "") + ".transit"
    }
}
