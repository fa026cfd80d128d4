import Foundation
import TransitEngine

/// Writes an explorer finding as a flow script that reproduces it with `transit run`.
public enum TraceScript {
    public static func text(for f: Explorer.Finding, flowPath: String, scriptDirectory: String) -> String {
        var out = "#!/usr/bin/env -S transit run\n"
        out += "# \(f.kind.code): \(f.message.replacingOccurrences(of: "\n", with: " "))\n"
        out += "load \(ShellSession.relativePath(flowPath, from: scriptDirectory))\n"
        for e in f.trace { out += ShellSession.command(for: e) + "\n" }
        switch f.kind {
        case .runtime(let c): out += "expect diagnostic \(c.rawValue)\n"
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
