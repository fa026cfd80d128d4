// SPDX-License-Identifier: MIT
import Foundation
import TransitEngine
import TransitExplorer
import TransitLanguage

/// Findings that share a cause: the same code, about the same screen or coordinator, reached by the same kind of
/// last event (back, swipe, a tap on one action…). One missing `on back` can yield dozens of findings that differ
/// only in the path that led there; the group is the bug, its shortest finding the one to show.
public struct FindingGroup: Sendable {
    public var code: DiagnosticCode
    public var severity: Severity
    /// The screen or coordinator the findings are about (for R301 the leaked coordinator), or the place in the flow.
    public var subject: String
    /// What the user did last in each trace: `back`, `swipe`, `tap Screen.action`, `tab`, `finish Screen`, `launch`…
    /// (empty for findings without a trace, such as a screen never shown).
    public var gesture: String
    /// Indices of the group's findings in the report, in report order (breadth-first: shortest first).
    public var members: [Int]
    /// The finding with the shortest trace: its message and trace stand for the group.
    public var representative: Explorer.Finding

    public var count: Int { members.count }
}

/// The explorer's report for people (grouped, traces as steps), for tools (JSON) and for code review (SARIF).
public enum ExploreOutput {
    /// The finding's subject for grouping: the runtime diagnostic's first subject, the name an explorer finding is
    /// about, or else the place in the flow (or the message without instance numbers).
    static func primarySubject(_ f: Explorer.Finding) -> String {
        if let s = f.subjects.first { return s }
        if f.code.family == .runtime {
            return f.span?.description ?? f.messageKey
        }
        return f.subject ?? f.span?.description ?? f.message
    }

    /// The report's findings grouped by cause (code, subject, last event's kind), in order of first appearance.
    public static func groups(_ r: Explorer.Report) -> [FindingGroup] {
        var out: [FindingGroup] = []
        var index: [String: Int] = [:]
        for (i, f) in r.findings.enumerated() {
            let subject = primarySubject(f)
            let gesture = f.trace.last?.gesture ?? ""
            let key = [f.code.rawValue, subject, gesture].joined(separator: "\u{1F}")
            if let g = index[key] {
                out[g].members.append(i)
                if f.severity > out[g].severity { out[g].severity = f.severity }
                if f.trace.count < out[g].representative.trace.count { out[g].representative = f }
            } else {
                index[key] = out.count
                out.append(FindingGroup(code: f.code, severity: f.severity, subject: subject, gesture: gesture,
                                        members: [i], representative: f))
            }
        }
        return out
    }

    /// The trace as commands. A finding of a coordinator explored alone starts with the stand-in's launch: it is
    /// said as that coordinator's start.
    public static func steps(_ f: Explorer.Finding, command: (Event) -> String) -> [String] {
        guard let s = f.standIn else { return f.trace.map(command) }
        return f.trace.enumerated().map { i, e in
            guard i == 0 else { return command(e) }
            switch e {
            case .launch: return s.startText()
            case .launchWith(let values): return s.startText(values)
            default: return command(e)
            }
        }
    }

    static func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

    public static func human(_ r: Explorer.Report, style: TextStyle, command: (Event) -> String) -> String {
        var lines: [String] = []
        let bugs = groups(r)
        let byCode = Dictionary(grouping: bugs, by: \.code)
        for code in byCode.keys.sorted() {
            let items = byCode[code]!
            let findings = items.reduce(0) { $0 + $1.count }
            lines.append(style.bold("\(code.rawValue) — \(plural(items.count, "bug"))" + (findings == items.count ? "" : " (\(plural(findings, "finding")))")))
            for g in items {
                let f = g.representative
                let sev = g.severity == .error ? style.red("error") : style.yellow(g.severity.rawValue)
                let variants = g.count > 1 ? "  " + style.bold("(\(g.count) variants)") : ""
                lines.append("  \(sev): \(f.message)" + variants + (f.span.map { style.dim("  (\($0.description))") } ?? ""))
                if !f.trace.isEmpty {
                    let alone = f.standIn.map { "; \($0.subject) explored alone, under a stand-in parent" } ?? ""
                    lines.append(style.dim("    shortest trace (\(plural(f.trace.count, "event"))\(alone)):"))
                    for (i, e) in steps(f, command: command).enumerated() { lines.append(style.dim("      \(i + 1). ") + e) }
                }
            }
            lines.append("")
        }
        let expanded = r.expanded < r.states && !r.complete ? " (\(r.expanded) expanded)" : ""
        let cover = "explored \(r.states) states\(expanded), \(r.transitions) transitions, depth \(r.maxDepth), in \(String(format: "%.2f", r.seconds)) s"
        if r.interrupted { lines.append(style.yellow("interrupted: ") + cover + " — the findings above are what was found so far") }
        else if let b = r.boundHit { lines.append(style.yellow("bound hit (\(b)): ") + cover + " — states beyond it were not explored") }
        else if r.prunedAtGrowth > 0 {
            lines.append(cover + " — every reachable state was seen up to \(r.prunedAtGrowth) where a stack or chain repeats (beyond them the same cycle repeats forever)")
        }
        else { lines.append(cover + " — every reachable state was seen") }
        lines.append("\(r.screensReachedText)")
        lines += requirementLines(r, style: style)
        lines += aloneLines(r, style: style)
        // Only worth saying where it is not negligible (about 60,000 states and more).
        if let p = r.collisionProbability, p >= 1e-10 {
            lines.append(style.dim("states were remembered by 64-bit fingerprints: the chance that two shared one (and one went unexplored) is below \(String(format: "%.0e", p)); --storage exact rules it out"))
        }
        // Errors and warnings count bugs (groups); the findings they were grouped from are said too.
        let e = bugs.filter { $0.severity == .error }.count, w = bugs.count - e
        // A search stopped early has not shown there are none.
        lines.append(r.findings.isEmpty ? (r.interrupted || r.boundHit != nil ? style.yellow("no findings so far") : style.green("no findings"))
                     : "\(plural(e, "error")), \(plural(w, "warning")) (\(plural(r.findings.count, "finding")))")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The static diagnostics as the objects `transit check --format json` prints.
    static func diagnosticObjects(_ ds: [Diagnostic]) -> [Any] {
        guard !ds.isEmpty else { return [] }
        return (try? JSONSerialization.jsonObject(with: Data(DiagnosticRenderer.json(ds).utf8))) as? [Any] ?? []
    }

    /// The report as a JSON object: the static `diagnostics` of the flow (as plain `check --format json` prints
    /// them), every finding, the findings grouped by cause, and how far the search went. A nil report: the static
    /// check found errors, so nothing was explored.
    public static func jsonObject(_ r: Explorer.Report?, diagnostics: [Diagnostic] = [], file: String? = nil,
                                  command: (Event) -> String) -> [String: Any] {
        var o: [String: Any] = ["diagnostics": diagnosticObjects(diagnostics), "explored": r != nil]
        if let file { o["file"] = file }
        guard let r else {
            o["findings"] = [Any]()
            o["groups"] = [Any]()
            return o
        }
        func located(_ f: Explorer.Finding, _ o: inout [String: Any]) {
            if let s = f.span {
                o["file"] = s.file.path
                o["line"] = s.startPosition.line
                o["column"] = s.startPosition.column
            }
        }
        o["findings"] = r.findings.map { f -> [String: Any] in
            var x: [String: Any] = ["code": f.code.rawValue, "severity": f.severity.rawValue, "message": f.message,
                                    "trace": steps(f, command: command)]
            if let s = f.standIn { x["exploredAlone"] = s.subject }
            located(f, &x)
            return x
        }
        o["groups"] = groups(r).map { g -> [String: Any] in
            let f = g.representative
            var x: [String: Any] = ["code": g.code.rawValue, "severity": g.severity.rawValue, "subject": g.subject,
                                    "gesture": g.gesture.isEmpty ? NSNull() : g.gesture as Any, "count": g.count, "message": f.message,
                                    "trace": steps(f, command: command), "findings": g.members]
            if let s = f.standIn { x["exploredAlone"] = s.subject }
            located(f, &x)
            return x
        }
        o["states"] = r.states
        o["alone"] = r.alone.map { a -> [String: Any] in
            [a.isScreen ? "screen" : "coordinator": a.subject, "how": a.standIn?.how ?? NSNull(), "skipped": a.skipped ?? NSNull(),
             "states": a.states, "complete": a.skipped == nil && a.boundHit == nil, "bound": a.boundHit ?? NSNull(),
             "seconds": a.seconds, "findings": a.findings,
             "reachedScreens": a.reachedScreens.sorted(), "reachedCoordinators": a.reachedCoordinators.sorted()]
        }
        o["requirements"] = r.requirements.map { v -> [String: Any] in
            var x: [String: Any] = ["name": v.requirement.name, "requirement": v.requirement.summary, "status": v.status.rawValue]
            if let w = v.witness { x["witness"] = w.map(command) }
            if let s = v.requirement.span { x["file"] = s.file.path; x["line"] = s.startPosition.line; x["column"] = s.startPosition.column }
            return x
        }
        o["transitions"] = r.transitions
        o["maxDepth"] = r.maxDepth
        o["complete"] = r.complete
        o["prunedAtGrowth"] = r.prunedAtGrowth
        o["bound"] = r.boundHit ?? NSNull()
        o["interrupted"] = r.interrupted
        o["seconds"] = r.seconds
        o["expanded"] = r.expanded
        o["storage"] = r.storage.rawValue
        // Hash-compact: the chance that two states shared a fingerprint, so that one went unexplored.
        o["collisionProbability"] = r.collisionProbability ?? NSNull()
        return o
    }

    public static func json(_ r: Explorer.Report, diagnostics: [Diagnostic] = [], command: (Event) -> String) -> String {
        serialized(jsonObject(r, diagnostics: diagnostics, command: command))
    }

    /// One JSON document for the files checked: the file's object for one file, an array of them for several.
    public static func jsonDocument(_ objects: [[String: Any]]) -> String {
        serialized(objects.count == 1 ? objects[0] as Any : objects as Any)
    }

    static func serialized(_ o: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: o, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func sarifLevel(_ s: Severity) -> String { s == .error ? "error" : (s == .warning ? "warning" : "note") }

    /// Where SARIF locations are relative to: the repository root (with `uriBaseId` SRCROOT), so code review tools
    /// find the files; a file outside it gets an absolute file URI.
    public struct SarifContext: Sendable {
        public var root: String
        public var toolVersion: String
        public init(root: String, toolVersion: String) { self.root = root; self.toolVersion = toolVersion }

        /// The nearest folder above `start` that holds `.git`, else `start`.
        public static func repositoryRoot(from start: String) -> String {
            var dir = (start as NSString).standardizingPath
            while dir != "/" && !dir.isEmpty {
                if FileManager.default.fileExists(atPath: dir + "/.git") { return dir }
                dir = (dir as NSString).deletingLastPathComponent
            }
            return (start as NSString).standardizingPath
        }

        /// A path as a URI path: `%`, `#`, `?` and `;` in file names are escaped too.
        static func uriPath(_ p: String) -> String {
            var allowed = CharacterSet.urlPathAllowed
            allowed.remove(charactersIn: ";?#%")
            return p.addingPercentEncoding(withAllowedCharacters: allowed) ?? p
        }

        /// A path made absolute and standardised, and relative to `root` when it is below it.
        public static func locate(_ path: String, root: String) -> (absolute: String, relative: String?) {
            let abs = ((path as NSString).isAbsolutePath ? path : FileManager.default.currentDirectoryPath + "/" + path) as NSString
            let std = abs.standardizingPath
            return (std, std.hasPrefix(root + "/") ? String(std.dropFirst(root.count + 1)) : nil)
        }

        func artifact(_ path: String) -> [String: Any] {
            let (absolute, relative) = Self.locate(path, root: root)
            if let relative { return ["uri": Self.uriPath(relative), "uriBaseId": "SRCROOT"] }
            return ["uri": "file://" + Self.uriPath(absolute)]
        }
    }

    static func sarifLocation(_ s: SourceSpan, _ context: SarifContext?) -> [[String: Any]] {
        [["physicalLocation": ["artifactLocation": sarifArtifact(s, context), "region": sarifRegion(s)]]]
    }

    static func sarifArtifact(_ s: SourceSpan, _ context: SarifContext?) -> [String: Any] {
        context?.artifact(s.file.path) ?? ["uri": s.file.path]
    }

    static func sarifRegion(_ s: SourceSpan) -> [String: Any] {
        let a = s.startPosition, b = s.endPosition
        return ["startLine": a.line, "startColumn": a.column, "endLine": b.line, "endColumn": b.column]
    }

    /// SARIF `fixes`: each fix-it as a replacement of its region in its file.
    static func sarifFixes(_ d: Diagnostic, _ context: SarifContext?) -> [[String: Any]] {
        d.fixIts.map { f in
            ["description": ["text": f.message],
             "artifactChanges": [["artifactLocation": sarifArtifact(f.span, context),
                                  "replacements": [["deletedRegion": sarifRegion(f.span), "insertedContent": ["text": f.replacement]]]]]]
        }
    }

    /// A SARIF rule from the code registry.
    static func rule(_ code: DiagnosticCode) -> [String: Any] {
        let id = code.rawValue
        let help = switch code.family {
        case .language: "A static check of the flow language; \(code.family.document) explains it."
        case .runtime: "A runtime check of the simulator; \(code.family.document) explains it and what UIKit does."
        case .explorer: "A finding of the explorer (transit check --explore); \(code.family.document) explains it."
        }
        return ["id": id, "name": id, "shortDescription": ["text": code.title], "fullDescription": ["text": "\(id): \(code.title)"],
                "defaultConfiguration": ["level": sarifLevel(code.defaultSeverity)],
                "help": ["text": help + " `transit explain \(id)` prints the explanation with an example."]]
    }

    /// One SARIF run: the static diagnostics, then one result per group of findings (a nil report: not explored).
    public static func sarifRun(_ r: Explorer.Report?, diagnostics: [Diagnostic] = [], context: SarifContext? = nil,
                                command: (Event) -> String) -> [String: Any] {
        sarifRun(parts: [(r, diagnostics)], context: context, category: nil, command: command)
    }

    /// One SARIF run for a whole invocation (every file's diagnostics and findings): GitHub code scanning refuses a
    /// file with several runs of one tool and category, or more than 20 runs. `category` becomes
    /// `automationDetails.id` ("transit/check/", "transit/explore/"), so a check and an exploration upload side by side.
    public static func sarifRun(parts: [(Explorer.Report?, [Diagnostic])], context: SarifContext? = nil, category: String?,
                                command: (Event) -> String) -> [String: Any] {
        let diagnostics = parts.flatMap(\.1)
        let bugs = parts.flatMap { p in p.0.map { groups($0) } ?? [] }
        let rules = Set(diagnostics.map(\.code) + bugs.map(\.code)).sorted().map(rule)
        var results: [[String: Any]] = diagnostics.map { d in
            var res: [String: Any] = ["ruleId": d.code.rawValue, "level": sarifLevel(d.severity),
                                      "message": ["text": d.message + (d.hint.map { " (\($0))" } ?? "")]]
            if let s = d.span { res["locations"] = sarifLocation(s, context) }
            if !d.fixIts.isEmpty { res["fixes"] = sarifFixes(d, context) }
            if !d.notes.isEmpty {
                res["relatedLocations"] = d.notes.enumerated().compactMap { i, n -> [String: Any]? in
                    guard let s = n.span, var loc = sarifLocation(s, context).first else { return nil }
                    loc["id"] = i
                    loc["message"] = ["text": n.message]
                    return loc
                }
            }
            return res
        }
        results += bugs.map { g in
            let f = g.representative
            let text = f.message + (g.count > 1 ? " (\(g.count) variants)" : "")
                + (f.trace.isEmpty ? "" : " — shortest trace: " + steps(f, command: command).joined(separator: "; "))
            var properties: [String: Any] = ["variants": g.count, "subject": g.subject]
            if !g.gesture.isEmpty { properties["gesture"] = g.gesture }
            var res: [String: Any] = ["ruleId": g.code.rawValue, "level": sarifLevel(g.severity), "message": ["text": text],
                                      "properties": properties]
            if let s = f.span { res["locations"] = sarifLocation(s, context) }
            return res
        }
        var driver: [String: Any] = ["name": "transit", "rules": rules]
        if let v = context?.toolVersion { driver["version"] = v }
        var run: [String: Any] = ["tool": ["driver": driver], "results": results]
        if let category { run["automationDetails"] = ["id": category] }
        if let root = context?.root { run["originalUriBaseIds"] = ["SRCROOT": ["uri": "file://" + SarifContext.uriPath(root + "/")]] }
        return run
    }

    /// A SARIF 2.1.0 log of the given runs.
    public static func sarifLog(runs: [[String: Any]]) -> String {
        serialized(["$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0", "runs": runs] as [String: Any])
    }

    /// SARIF 2.1.0: code review tools show the static diagnostics and the findings (one per bug) on the flow file's lines.
    public static func sarif(_ r: Explorer.Report, diagnostics: [Diagnostic] = [], command: (Event) -> String) -> String {
        sarifLog(runs: [sarifRun(r, diagnostics: diagnostics, command: command)])
    }
}

extension ExploreOutput {
    /// One line per requirement: proved, broken (its finding is above) or not proven within the bounds.
    static func requirementLines(_ r: Explorer.Report, style: TextStyle) -> [String] {
        guard !r.requirements.isEmpty else { return [] }
        let count = { (s: Explorer.RequirementVerdict.Status) in r.requirements.filter { $0.status == s }.count }
        var lines = ["requirements: \(count(.holds)) hold, \(count(.violated)) broken"
                     + (count(.unproven) > 0 ? ", \(count(.unproven)) not proven (a bound or a repeating stack stopped the search before it could say)" : "")]
        for v in r.requirements {
            let mark: String
            switch v.status {
            case .holds: mark = style.green("holds     ")
            case .violated: mark = style.red("broken    ")
            case .unproven: mark = style.yellow("unproven  ")
            }
            let witness = v.witness.map { style.dim("  (reached in \(plural($0.count, "event")))") } ?? ""
            lines.append("  " + mark + v.requirement.name + style.dim(": " + v.requirement.summary) + witness)
        }
        return lines
    }

    /// What exploring the unreached coordinators alone covered, and which ones it could not explore.
    static func aloneLines(_ r: Explorer.Report, style: TextStyle) -> [String] {
        let runs = r.alone.filter { $0.skipped == nil }
        var lines: [String] = []
        if !runs.isEmpty {
            let screens = runs.reduce(into: Set<String>()) { $0.formUnion($1.reachedScreens) }.subtracting(r.reachedScreens)
            let coordinators = runs.reduce(into: Set<String>()) { $0.formUnion($1.reachedCoordinators) }.subtracting(r.reachedCoordinators)
            let states = runs.reduce(0) { $0 + $1.states }
            let cut = runs.filter { $0.boundHit != nil }.count
            let found = runs.reduce(0) { $0 + $1.findings }
            lines.append("explored alone, each under a stand-in parent (the launch does not reach them): "
                         + [plural(runs.filter { !$0.isScreen }.count, "coordinator"), plural(runs.filter(\.isScreen).count, "screen")]
                            .filter { !$0.hasPrefix("0 ") }.joined(separator: " and ") + ", \(states) states"
                         + (cut == 0 ? "" : style.yellow(" (\(cut) stopped by a bound)"))
                         + "; they reach \(plural(screens.count, "more screen")) and \(plural(coordinators.count, "more coordinator"))"
                         + (found == 0 ? "" : "; \(plural(found, "finding")) above \(found == 1 ? "comes" : "come") from them"))
        }
        let skipped = r.alone.filter { $0.skipped != nil }
        if !skipped.isEmpty {
            let byReason = Dictionary(grouping: skipped, by: { $0.skipped! })
            for reason in byReason.keys.sorted() {
                let names = byReason[reason]!.map(\.subject)
                lines.append(style.yellow("not explored alone (\(reason)): ") + names.prefix(8).joined(separator: ", ")
                             + (names.count > 8 ? " and \(names.count - 8) more" : ""))
            }
        }
        return lines
    }
}

extension Explorer.Report {
    var screensReachedText: String {
        "reached \(reachedScreens.count) screen\(reachedScreens.count == 1 ? "" : "s") and \(reachedCoordinators.count) coordinator\(reachedCoordinators.count == 1 ? "" : "s")"
    }
}
