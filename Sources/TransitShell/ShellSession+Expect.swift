// SPDX-License-Identifier: MIT
import Foundation
import TransitEngine
import TransitExplorer
import TransitLanguage
import TransitModel

extension ShellSession {
    static let expectationKinds = ["top", "stack", "modals", "tab", "coordinators", "pending", "diagnostic", "diagnostics",
                                   "no", "log", "fails", "crash", "actions", "holds", "violated", "path"]

    /// `expect …`: compares the current state with what the script says.
    mutating func expect(_ rest: String) -> CommandResult {
        let word = String(rest.prefix { !$0.isWhitespace })
        let arg = String(rest.dropFirst(word.count)).trimmingCharacters(in: .whitespaces)
        if word == "fails" {
            guard !arg.isEmpty else { return .fail("usage: expect fails COMMAND") }
            let before = self
            let r = execute(arg)
            if r.error != nil { self = before; return pass() }
            return failed("'\(arg)' was expected to be refused, but it ran")
        }
        if let r = requireFlow() { return r }
        guard let st = viewedState, let h = history else { return .fail("no state") }
        let last = h.current
        switch word {
        case "top":
            guard !arg.isEmpty else { return .fail("usage: expect top SCREEN") }
            let top = st.topScreen.map { st.name(of: $0) } ?? "nothing"
            return top == arg ? pass() : failed("expected top \(arg), got \(top)")
        case "stack":
            let want = list(arg)
            let got = st.visibleStackNames
            return got == want ? pass() : failed("expected stack \(show(want)), got \(show(got))")
        case "path":
            // `expect path feedPath .item, .author` (or `none`): a SwiftUI path's values, first first.
            let name = String(arg.prefix { !$0.isWhitespace })
            guard !name.isEmpty else { return .fail("usage: expect path NAME VALUE, … | none") }
            guard engine?.flow.paths[name] != nil else {
                let known = (engine?.flow.paths.keys.sorted() ?? []).joined(separator: ", ")
                return .fail("no path '\(name)' in the flow" + (known.isEmpty ? " (it declares none)" : "; its paths: \(known)"))
            }
            let want = list(String(arg.dropFirst(name.count)))
            let got = (st.paths[name] ?? []).map(\.description)
            return got == want ? pass() : failed("expected path \(name) \(show(want)), got \(show(got))")
        case "modals":
            let want = list(arg)
            let got = st.modalChain.map(st.shownName)
            return got == want ? pass() : failed("expected modals \(show(want)), got \(show(got))")
        case "tab":
            guard !arg.isEmpty else { return .fail("usage: expect tab NAME|INDEX") }
            guard let tb = st.visibleTabBar, case .tabBar(_, _, let names, let sel) = st.controllers[tb]?.kind else {
                return failed("expected tab \(arg), but no tab bar is visible")
            }
            return names[sel] == arg || String(sel) == arg ? pass() : failed("expected tab \(arg), got \(names[sel])")
        case "coordinators":
            let want = list(arg).sorted()
            let paths = st.coordinators.keys.sorted().map { coordinatorPath(st, $0) }
            // Each expected item is a name, or a parent/child path when it holds a '/'.
            let got = paths.map { p in want.contains(where: { $0.contains("/") }) ? p : String(p.split(separator: "/").last ?? "") }.sorted()
            return got == want ? pass() : failed("expected coordinators \(show(want)), got \(show(got))")
        case "pending":
            let want = list(arg).map { $0.replacingOccurrences(of: " ", with: "") }.sorted()
            let got = pendingList(st).sorted()
            return got == want ? pass() : failed("expected pending \(show(want)), got \(show(got))")
        case "diagnostic":
            guard !arg.isEmpty else { return .fail("usage: expect diagnostic CODE") }
            let codes = last?.diagnostics.map(\.code.rawValue) ?? []
            return codes.contains(arg) ? pass() : failed("expected diagnostic \(arg) from the last event, got \(codes.isEmpty ? "none" : codes.joined(separator: ", "))")
        case "diagnostics":
            guard arg == "none" else { return .fail("usage: expect diagnostics none (or: expect diagnostic CODE)") }
            let ds = last?.diagnostics ?? []
            return ds.isEmpty ? pass() : failed("expected no diagnostics, got " + ds.map { "\($0.code.rawValue): \($0.message)" }.joined(separator: "; "))
        case "no":
            guard arg == "leaks" else { return .fail("usage: expect no leaks") }
            let leaks = h.diagnostics.filter { $0.code == .coordinatorLeak || $0.code == .modalLeftAlive }
            return leaks.isEmpty ? pass() : failed("expected no leaks, got " + leaks.map(\.message).joined(separator: "; "))
        case "log":
            guard let text = try? InputScanner.scan(arg).first, case .string(let want) = text else {
                return .fail("usage: expect log \"text\"")
            }
            let logs = (last?.steps ?? []).filter { $0.kind == .log || $0.kind == .alert }.map(\.message)
            return logs.contains { $0.contains(want) } ? pass() : failed("expected the last event to log \"\(want)\", got \(logs.isEmpty ? "nothing" : logs.joined(separator: "; "))")
        case "actions":
            guard arg == "none" else { return .fail("usage: expect actions none") }
            let enabled = h.engine.enabledEvents(in: st)
            return enabled.isEmpty ? pass() : failed("expected nothing to be possible, but the user can: " + enabled.map(\.description).joined(separator: ", "))
        case "crash":
            return st.crash != nil ? pass() : failed("expected the app to have crashed, but it runs")
        case "holds", "violated":
            let names = h.engine.flow.requirements.map(\.name)
            guard !arg.isEmpty else { return .fail("usage: expect \(word) REQUIREMENT (one of: \(names.isEmpty ? "none declared" : names.joined(separator: ", ")))") }
            guard let r = h.engine.flow.requirements.first(where: { $0.name == arg }) else {
                return .fail("no requirement '\(arg)'\(Suggest.didYouMean(arg, in: names)); the flow declares \(names.isEmpty ? "none" : names.joined(separator: ", "))")
            }
            let before = h.cursor > 0 ? h.state(at: h.cursor - 1) : nil
            let here = h.engine.requirementHere(r, in: st, after: last?.event, from: before)
            if here == .undecided {
                return failed("requirement '\(r.name)' (\(r.summary)): the search from here passed \(Engine.reachBudget) states without deciding")
            }
            guard here != .notAfterItsEvent else {
                return failed("requirement '\(r.name)' is about what follows \(r.summary.dropFirst(6).prefix { $0 != ":" }); the last event was \(last.map { ShellSession.command(for: $0.event) } ?? "none")")
            }
            if (here == .holds) == (word == "holds") { return pass() }
            return failed("expected requirement '\(r.name)' (\(r.summary)) to \(word == "holds" ? "hold here, but it is broken" : "be broken here, but it holds")")
        default:
            let hint = Suggest.didYouMean(word, in: ShellSession.expectationKinds)
            return .fail("unknown expectation '\(word)'\(hint); see 'help expect'")
        }
    }

    /// `requirements`: each requirement of the flow, and whether it holds in the state on screen.
    func requirements() -> CommandResult {
        if let r = requireFlow() { return r }
        guard let st = viewedState, let h = history else { return .fail("no state") }
        var r = CommandResult()
        let rs = h.engine.flow.requirements
        guard !rs.isEmpty else {
            r.output = "the flow declares no requirements (require NAME { always … }: docs/language.md)"
            return r
        }
        guard st.launched else {
            r.output = "the app has not launched: requirements are about the states after launch (launch first)"
            return r
        }
        let before = h.cursor > 0 ? h.state(at: h.cursor - 1) : nil
        r.output = rs.map { q in
            let mark: String
            let reachable: Bool = { if case .reachable = q.kind { true } else { false } }()
            switch h.engine.requirementHere(q, in: st, after: h.current?.event, from: before) {
            case .holds: mark = style.green(reachable ? "met   " : "holds ")
            // A `reachable` one is not broken by a state that does not meet it.
            case .broken: mark = reachable ? style.dim("not met") : style.red("broken")
            case .notAfterItsEvent: mark = style.dim("—     ")
            case .undecided: mark = style.yellow("unknown")
            }
            return mark.padding(toLength: max(mark.count, 7), withPad: " ", startingAt: 0) + " " + q.name + style.dim(": " + q.summary)
        }.joined(separator: "\n")
        return r
    }

    /// The events of the session, each followed by the problems it found, then what the final state looks like:
    /// replayed against an edited flow, the script fails where behaviour changed.
    public func savedEvents() -> String {
        guard let h = history else { return "" }
        var text = ""
        for t in h.past {
            text += ShellSession.command(for: t.event) + "\n"
            var seen = Set<String>()
            for d in t.diagnostics where seen.insert(d.code.rawValue).inserted {
                text += "expect diagnostic \(d.code.rawValue)    # \(ShellSession.commentSafe(d.message))\n"
            }
        }
        let st = h.state
        guard st.launched else { return text }
        text += "# How the session ended:\n"
        if st.crash != nil { return text + "expect crash\n" }
        text += "expect top \(st.topScreen.map { st.name(of: $0) } ?? "nothing")\n"
        text += "expect stack \(show(st.visibleStackNames))\n"
        text += "expect modals \(show(st.modalChain.map(st.shownName)))\n"
        for name in st.paths.keys.sorted() { text += "expect path \(name) \(show((st.paths[name] ?? []).map(\.description)))\n" }
        if let tb = st.visibleTabBar, case .tabBar(_, _, let names, let sel) = st.controllers[tb]?.kind, names.indices.contains(sel) {
            text += "expect tab \(names[sel])\n"
        }
        let paths = st.coordinators.keys.sorted().map { coordinatorPath(st, $0) }.sorted()
        text += "expect coordinators \(show(paths))\n"
        text += "expect pending \(show(pendingList(st).sorted().map { $0.replacingOccurrences(of: "->", with: " -> ") }))\n"
        if (h.current?.diagnostics ?? []).isEmpty { text += "expect diagnostics none\n" }
        return text
    }

    /// Text for a `#` comment in a written script: line breaks and other control characters become spaces, so a
    /// message taken from the flow can never start a command line of its own.
    public static func commentSafe(_ s: String) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
    }

    func pass() -> CommandResult { var r = CommandResult(); r.expectation = .passed; return r }
    func failed(_ m: String) -> CommandResult { var r = CommandResult(); r.expectation = .failed(m); return r }

    /// "A, B" or "A > B" or "none".
    func list(_ s: String) -> [String] {
        let t = s.trimmingCharacters(in: .whitespaces)
        if t.isEmpty || t == "none" { return [] }
        // "->" joins a pending pair; a lone ">" separates stack items.
        return t.replacingOccurrences(of: "->", with: "\u{1}").replacingOccurrences(of: ">", with: ",")
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\u{1}", with: "->") }
            .filter { !$0.isEmpty }
    }

    func show(_ l: [String]) -> String { l.isEmpty ? "none" : l.joined(separator: ", ") }

    func coordinatorPath(_ st: SimState, _ id: CoordinatorID) -> String {
        var names: [String] = []
        var cur: CoordinatorID? = id
        while let c = cur, let inst = st.coordinators[c], names.count < 1000 { names.insert(inst.name, at: 0); cur = inst.parent }
        return names.joined(separator: "/")
    }

    func pendingList(_ st: SimState) -> [String] {
        st.pendingResults.map { p in
            let (source, waiter) = st.names(of: p)
            return "\(source)->\(waiter)"
        }
    }
}
