// SPDX-License-Identifier: MIT
import TransitLanguage

/// The whole front end in one call: read, parse, resolve, check.
public struct CheckOutcome: Sendable {
    public var flow: Flow
    public var diagnostics: [Diagnostic]
    /// A root file could not be read: a usage error rather than a problem in the flow.
    public var ioFailure: Bool

    public var errorCount: Int { diagnostics.reduce(0) { $0 + ($1.omitted?.errors ?? ($1.severity == .error ? 1 : 0)) } }
    public var warningCount: Int { diagnostics.reduce(0) { $0 + ($1.omitted?.warnings ?? ($1.severity == .warning ? 1 : 0)) } }
    public var hasErrors: Bool { errorCount > 0 }
}

public enum FlowLoader {
    /// `maxDiagnostics`: shown per file; the rest are counted in one summary per file.
    public static func load(_ paths: [String], loader: Loader = Loader(), werror: Bool = false,
                            maxDiagnostics: Int = Diagnostic.defaultLimit) -> CheckOutcome {
        load(loader.load(paths), werror: werror, maxDiagnostics: maxDiagnostics)
    }

    /// The same, from files already read and parsed (kept for what is checked again with them: stand-ins).
    public static func load(_ loaded: Loader.Result, werror: Bool = false, maxDiagnostics: Int = Diagnostic.defaultLimit) -> CheckOutcome {
        check(units: loaded.units, diagnostics: loaded.diagnostics, ioFailure: loaded.ioFailure, werror: werror,
              maxDiagnostics: maxDiagnostics)
    }

    /// Checks source held in memory (tests, the shell's `load` of an edited buffer).
    public static func load(source: String, path: String = "<memory>", werror: Bool = false) -> CheckOutcome {
        let file = SourceFile(path: path, text: source)
        let (unit, d) = Parser.parse(file)
        return check(units: [unit], diagnostics: d, ioFailure: false, werror: werror)
    }

    static func check(units: [SourceUnit], diagnostics: [Diagnostic], ioFailure: Bool, werror: Bool,
                      maxDiagnostics: Int = Diagnostic.defaultLimit) -> CheckOutcome {
        var bag = DiagnosticBag()
        bag.add(contentsOf: diagnostics)
        let (flow, resolveDiags) = Resolver.resolve(units)
        bag.add(contentsOf: resolveDiags)
        // Static checks reason about the whole flow, so they run only when names resolved cleanly.
        if !bag.hasErrors {
            bag.add(contentsOf: StaticChecks.run(flow))
        }
        var out = bag.sorted
        if werror {
            for i in out.indices where out[i].severity == .warning { out[i].severity = .error }
            for i in out.indices where out[i].omitted != nil {
                out[i].omitted!.errors += out[i].omitted!.warnings
                out[i].omitted!.warnings = 0
                if out[i].omitted!.errors > 0 { out[i].severity = .error }
            }
        }
        out = Diagnostic.capped(out, limit: max(1, min(maxDiagnostics, Diagnostic.maxLimit)))
        return CheckOutcome(flow: flow, diagnostics: out, ioFailure: ioFailure)
    }
}
