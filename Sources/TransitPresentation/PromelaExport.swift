// SPDX-License-Identifier: MIT
import TransitLanguage
import TransitEngine
import TransitExplorer
import TransitModel

/// A flow's navigation as a Promela model for SPIN (`transit export --format promela`).
///
/// One process loops over one `d_step` per event, so SPIN's states are the states between events, as Transit's
/// explorer counts them: the window's root (one navigation stack, or a tab bar's stacks and the selected tab), the
/// chain of presented screens (each bare or in its own navigation controller, with its style), and whether the
/// app has launched. The events are the explorer's: the top screen's actions, back, the back button's long-press
/// menu, swipe-down, and the tabs. A state whose stack or modal chain repeats a screen, or grows past 16, is where
/// Transit reports unbounded growth (X404) and stops expanding: the model sets `grown` there and stops too.
///
/// The export covers the navigation subset of the language; anything else is refused with its place, so a model
/// never says less than the flow does.
public enum PromelaExport {
    public struct Refusal: Error, CustomStringConvertible {
        public var reasons: [String]
        public var description: String {
            "the Promela export covers screens without inputs, whose actions each push, present, pop, popToRoot or dismiss a screen, launched alone or in tabs; this flow also has:\n"
                + reasons.map { "  " + $0 }.joined(separator: "\n")
        }
    }

    /// Stacks and modal chains longer than this are unbounded growth (the explorer's growth limit).
    public static let growthLimit = Explorer.Bounds().growthLimit

    public static func document(flow: Flow, name: String) -> Result<String, Refusal> {
        var w = Writer(flow: flow, name: name)
        w.validate()
        if !w.refusals.isEmpty { return .failure(Refusal(reasons: w.refusals)) }
        return .success(w.write())
    }

    /// One event of the model: its guard and what it does, as Promela.
    struct Move {
        var comment: String
        var guardText: String
        var body: [String]
        /// What `after E` of a requirement it is: a tap, back or swipe.
        var event: RequirementEvent? = nil
    }

    struct Writer {
        let flow: Flow
        let name: String
        var refusals: [String] = []
        /// The root's tabs: (screen, in a navigation controller); one entry when the app launches a screen.
        var tabs: [(screen: String, navigation: Bool)] = []
        var tabBar: String?

        init(flow: Flow, name: String) {
            self.flow = flow
            self.name = name
        }

        mutating func refuse(_ what: String, _ span: SourceSpan?) {
            refusals.append((span.map { "\($0.description): " } ?? "") + what)
        }

        mutating func validate() {
            guard let app = flow.app else { refuse("no 'app' declaration", nil); return }
            if flow.screenOrder.count > 250 { refuse("\(flow.screenOrder.count) screens (at most 250: a screen is a byte)", app.span) }
            for c in flow.coordinatorOrder { refuse("coordinator '\(c)'", flow.coordinators[c]?.span) }
            for e in flow.appEventOrder { refuse("app event '\(e)'", flow.appEvents[e]?.span) }
            for r in flow.requirements { if let why = unsaid(r) { refuse("requirement '\(r.name)': \(why) (check it with transit check --explore)", r.span) } }
            if !app.vars.isEmpty { refuse("app variables", app.span) }
            for p in flow.paths.keys.sorted() { refuse("SwiftUI path '\(p)'", flow.paths[p]?.span) }
            switch app.launch.ref {
            case .screen(let s, let entry):
                if entry != nil { refuse("a launch with an entry", app.launch.span) }
                tabs = [(s, app.options.withNavigation)]
            case .tabs(let t):
                tabBar = t
                for tab in flow.tabBars[t]?.tabs ?? [] {
                    guard case .screen(let s, nil) = tab.destination.ref else {
                        refuse("tab '\(tab.name)' shows something other than a screen", tab.span); continue
                    }
                    tabs.append((s, tab.withNavigation))
                }
            default: refuse("a launch of something other than a screen or a tab bar", app.launch.span)
            }
            for s in flow.screenOrder {
                guard let d = flow.screens[s] else { continue }
                if !d.parameters.isEmpty { refuse("inputs on screen '\(s)'", d.span) }
                if !d.entries.isEmpty { refuse("entries on screen '\(s)'", d.span) }
                if !d.cells.isEmpty { refuse("cells on screen '\(s)'", d.span) }
                if !d.destinations.isEmpty { refuse("SwiftUI destinations on screen '\(s)'", d.span) }
                if !d.presentations.isEmpty || !d.alerts.isEmpty { refuse("SwiftUI sheets, covers or alerts on screen '\(s)'", d.span) }
                if d.onLoad != nil || d.onAppear != nil || d.onReselect != nil { refuse("'on load', 'on appear' or 'on reselect' on screen '\(s)'", d.span) }
                if !d.back.effectsOrEmpty.isEmpty || !d.swipe.effectsOrEmpty.isEmpty { refuse("back or swipe code on screen '\(s)'", d.span) }
                if d.nonDismissible || d.hidesBackButton || d.hidesBottomBar || d.strongOwner {
                    refuse("screen flags on '\(s)' (nonDismissible, hidesBackButton, hidesBottomBar or strongOwner)", d.span)
                }
                for a in d.actions {
                    if !a.parameters.isEmpty { refuse("parameters on action '\(s).\(a.name)'", a.span) }
                    let body = a.body ?? []
                    if body.count > 1 { refuse("more than one statement in action '\(s).\(a.name)'", a.span) }
                    for e in body { check(e) }
                }
            }
        }

        mutating func check(_ e: Effect) {
            switch e.kind {
            case .show(let kind, let dest, let opts, let handler):
                guard kind == .push || kind == .present else { refuse("'\(kind.rawValue)'", e.span); return }
                guard case .screen(_, nil) = dest.ref, dest.arguments.isEmpty else {
                    refuse("\(kind.rawValue) of something other than a screen without inputs", e.span); return
                }
                if handler != nil { refuse("a 'then' handler", e.span) }
                if opts.repeatable { refuse("'repeatable'", e.span) }
            case .pop, .popToRoot, .dismiss: break
            default: refuse("this statement", e.span)
            }
        }

        var maxDepth: Int { min(PromelaExport.growthLimit + 1, flow.screenOrder.count + 1) }

        func write() -> String {
            let depth = maxDepth
            var out: [String] = []
            out.append("/* \(name): the navigation of a Transit flow, for SPIN. Written by `transit export --format promela`. */")
            out.append("/* spin -a MODEL.pml && cc -O2 -DSAFETY -o pan pan.c && ./pan -m10000000")
            out.append("   spin -DGROWTH_ASSERT=1 -a …: unbounded growth (X404) fails an assertion, with a trail")
            out.append("   spin -DDEADENDS -a …: a state where the user can do nothing (X403) is an invalid end state */")
            out.append("")
            out.append("#ifndef GROWTH_ASSERT")
            out.append("#define GROWTH_ASSERT 0")
            out.append("#endif")
            out.append("#define D \(depth)            /* longest stack or modal chain kept: the growth limit + 1 */")
            out.append("#define K \(tabs.count)            /* stacks at the window's root: one per tab */")
            out.append("")
            out.append("/* Screens, numbered from 1 in the flow's order (0: none). */")
            for (i, s) in flow.screenOrder.enumerated() { out.append("#define \(ident(s)) \(i + 1)") }
            out.append("")
            out.append("typedef Stack { byte s[D]; byte n };")
            out.append("bit launched;")
            out.append("bit grown;        /* a stack or the modal chain repeats a screen or passed the limit: X404 */")
            out.append("byte tab;         /* the selected tab */")
            out.append("Stack root[K];    /* each tab's stack (a tab without a navigation controller holds one screen) */")
            out.append("Stack modal[D];   /* the presented chain, bottom first */")
            out.append("bit mnav[D];      /* presented in its own navigation controller */")
            out.append("byte mstyle[D];   /* 0 automatic, 1 pageSheet, 2 formSheet, 3 fullScreen, 4 popover */")
            out.append("bit mfixed[D];    /* nonDismissible */")
            out.append("byte mc;          /* presented levels */")
            out.append("byte top;         /* the screen on top (derived) */")
            out.append("hidden byte i, j, k, keep;   /* scratch: not part of the state */")
            out.append("")
            let navTabs = tabs.enumerated().filter(\.element.navigation).map { "tab == \($0.offset)" }
            out.append("#define visibleIsNavigation (mc > 0 && mnav[mc - 1] || mc == 0 && (\(navTabs.isEmpty ? "false" : navTabs.joined(separator: " || "))))")
            out += requirementLines()
            out.append("/* Derived facts, recomputed after every event: the top screen and growth. */")
            out.append("inline refresh() {")
            out.append("  if")
            out.append("  :: mc > 0 -> top = modal[mc - 1].s[modal[mc - 1].n - 1]")
            out.append("  :: else -> top = root[tab].s[root[tab].n - 1]")
            out.append("  fi;")
            out.append("  grown = (mc > \(PromelaExport.growthLimit));")
            for (t, tab) in tabs.enumerated() where tab.navigation {
                out.append("  grown = grown || (root[\(t)].n > \(PromelaExport.growthLimit));")
                out.append("  i = 0; do :: i < root[\(t)].n -> j = i + 1; do :: j < root[\(t)].n -> grown = grown || (root[\(t)].s[i] == root[\(t)].s[j]); j++ :: else -> break od; i++ :: else -> break od;")
            }
            out.append("  i = 0;")
            out.append("  do")
            out.append("  :: i < mc ->")
            out.append("     if")
            out.append("     :: mnav[i] ->")
            out.append("        grown = grown || (modal[i].n > \(PromelaExport.growthLimit));")
            out.append("        j = 0;")
            out.append("        do")
            out.append("        :: j + 1 < modal[i].n ->")
            out.append("           k = j + 1; do :: k < modal[i].n -> grown = grown || (modal[i].s[j] == modal[i].s[k]); k++ :: else -> break od;")
            out.append("           j++")
            out.append("        :: else -> break")
            out.append("        od")
            out.append("     :: else -> skip")
            out.append("     fi;")
            out.append("     j = i + 1; do :: j < mc -> grown = grown || (modal[i].s[modal[i].n - 1] == modal[j].s[modal[j].n - 1]); j++ :: else -> break od;")
            out.append("     i++")
            out.append("  :: else -> break")
            out.append("  od;")
            out.append("  i = 0; j = 0; k = 0;")
            out.append("  if :: GROWTH_ASSERT -> assert(!grown) :: else -> skip fi;")
            out.append("  requirements()")
            out.append("}")
            out.append("")
            out.append("/* Showing and going back, on the stack the top screen is in. */")
            out.append("inline push(x) {")
            out.append("  if")
            out.append("  :: mc > 0 && mnav[mc - 1] -> modal[mc - 1].s[modal[mc - 1].n] = x; modal[mc - 1].n++")
            if !navTabs.isEmpty {
                out.append("  :: mc == 0 && (\(navTabs.joined(separator: " || "))) -> root[tab].s[root[tab].n] = x; root[tab].n++")
            }
            out.append("  :: else -> skip   /* no navigation controller: UIKit does nothing */")
            out.append("  fi")
            out.append("}")
            out.append("inline present(x, style, nav, fixed) {")
            out.append("  modal[mc].s[0] = x; modal[mc].n = 1; mnav[mc] = nav; mstyle[mc] = style; mfixed[mc] = fixed; mc++")
            out.append("}")
            out.append("inline popTo(count) {   /* pops the visible stack down to `count` screens */")
            out.append("  keep = count;")
            out.append("  if")
            out.append("  :: mc > 0 -> do :: modal[mc - 1].n > keep -> modal[mc - 1].n--; modal[mc - 1].s[modal[mc - 1].n] = 0 :: else -> break od")
            out.append("  :: else -> do :: root[tab].n > keep -> root[tab].n--; root[tab].s[root[tab].n] = 0 :: else -> break od")
            out.append("  fi;")
            out.append("  keep = 0")
            out.append("}")
            out.append("inline pop() {")
            out.append("  if :: mc > 0 && mnav[mc - 1] && modal[mc - 1].n >= 2 -> popTo(modal[mc - 1].n - 1)")
            out.append("     :: mc == 0 && root[tab].n >= 2 -> popTo(root[tab].n - 1)")
            out.append("     :: else -> skip fi")
            out.append("}")
            out.append("inline dismissTop() {   /* the top screen is presented: its level goes */")
            out.append("  if")
            out.append("  :: mc > 0 ->")
            out.append("     mc--; do :: modal[mc].n > 0 -> modal[mc].n--; modal[mc].s[modal[mc].n] = 0 :: else -> break od;")
            out.append("     mnav[mc] = 0; mstyle[mc] = 0; mfixed[mc] = 0")
            out.append("  :: else -> skip   /* nothing presented: UIKit does nothing */")
            out.append("  fi")
            out.append("}")
            out.append("")
            out.append("active proctype app() {")
            out.append("#ifndef DEADENDS")
            out.append("end:")
            out.append("#endif")
            out.append("  do")
            out.append("#ifdef DEADENDS")
            out.append("  :: grown -> skip   /* the search stops at growth: not a dead end */")
            out.append("#endif")
            var launch = ["launched = 1"]
            for (t, tab) in tabs.enumerated() { launch.append("root[\(t)].s[0] = \(ident(tab.screen)); root[\(t)].n = 1") }
            launch.append("refresh()")
            out.append("  :: d_step { !launched -> \(launch.joined(separator: "; ")) }   /* launch */")
            for m in moves() {
                let after = afterAssertions(m.event).map { "; " + $0 }.joined()
                out.append("  :: d_step { \(m.guardText) -> \(m.body.joined(separator: "; ")); refresh()\(after) }   /* \(m.comment) */")
            }
            out.append("  od")
            out.append("}")
            return out.joined(separator: "\n") + "\n"
        }

        func moves() -> [Move] {
            var out: [Move] = []
            let live = "launched && !grown"
            for s in flow.screenOrder {
                guard let d = flow.screens[s] else { continue }
                for a in d.actions {
                    var body = ["skip"]
                    if let e = a.body?.first {
                        switch e.kind {
                        case .show(.push, let dest, _, _): body = ["push(\(ident(dest.ref.name)))"]
                        case .show(.present, let dest, let o, _):
                            let style = PresentationStyle.allCases.firstIndex(of: o.style) ?? 0
                            body = ["present(\(ident(dest.ref.name)), \(style), \(o.withNavigation ? 1 : 0), \(o.nonDismissible ? 1 : 0))"]
                        case .pop: body = ["pop()"]
                        case .popToRoot: body = ["if :: visibleIsNavigation -> popTo(1) :: else -> skip fi"]
                        case .dismiss: body = ["dismissTop()"]
                        default: break
                        }
                    }
                    out.append(Move(comment: "tap \(s).\(a.name)", guardText: "\(live) && top == \(ident(s))", body: body,
                                    event: .action(screen: s, action: a.name)))
                }
            }
            // Back: the visible navigation stack has a screen under the top one.
            out.append(Move(comment: "back", guardText: "\(live) && visibleIsNavigation && (mc > 0 && modal[mc - 1].n >= 2 || mc == 0 && root[tab].n >= 2)",
                            body: ["pop()"], event: .back))
            // The back button's long-press menu: every screen below the one under the top.
            for keep in 1..<max(1, maxDepth - 1) {
                out.append(Move(comment: "back to the screen at \(keep - 1)",
                                guardText: "\(live) && visibleIsNavigation && (mc > 0 && modal[mc - 1].n >= \(keep + 2) || mc == 0 && root[tab].n >= \(keep + 2))",
                                body: ["popTo(\(keep))"], event: .back))
            }
            out.append(Move(comment: "swipe", guardText: "\(live) && mc > 0 && mstyle[mc - 1] != 3 && !mfixed[mc - 1]", body: ["dismissTop()"],
                            event: .swipe))
            if tabBar != nil {
                for (t, tab) in tabs.enumerated() {
                    out.append(Move(comment: "tab \(t)", guardText: "\(live) && mc == 0 && tab != \(t)", body: ["tab = \(t)"]))
                    if tab.navigation {
                        out.append(Move(comment: "tab \(t) again: its stack pops to the root", guardText: "\(live) && mc == 0 && tab == \(t) && root[\(t)].n >= 2",
                                        body: ["popTo(1)"]))
                    }
                }
            }
            return out
        }

        // MARK: Requirements

        /// Why a requirement cannot be said in the model, or nil when it can.
        func unsaid(_ r: Requirement) -> String? {
            switch r.kind {
            case .always(let p), .never(let p), .reachable(let p): return unsaid(p)
            case .after(let es, let p):
                if es.contains(where: { if case .appEvent = $0 { true } else { false } }) { return "'after' an app event" }
                if es.contains(where: { if case .alertButton = $0 { true } else { false } }) { return "'after' an alert's button" }
                return unsaid(p)
            case .reach: return "'reach … within' (a bounded search from every state, not a safety property)"
            }
        }

        func unsaid(_ p: StatePredicate) -> String? {
            switch p {
            case .top, .presented, .tab, .stack, .alert, .literal: return nil
            case .count(_, let coordinator, _, _): return coordinator ? "count of a coordinator" : nil
            case .not(let q): return unsaid(q)
            case .and(let a, let b), .or(let a, let b): return unsaid(a) ?? unsaid(b)
            case .shown: return "shown(…)"
            case .alive: return "alive(…)"
            case .running, .coordinators: return "coordinators"
            case .variable: return "app variables"
            }
        }

        /// The predicate as a Promela expression over the model's variables.
        func expression(_ p: StatePredicate) -> String {
            let depth = maxDepth
            func anySlot(_ stack: String, _ x: String) -> [String] { (0..<depth).map { "\(stack).s[\($0)] == \(x)" } }
            switch p {
            case .literal(let b): return b ? "1" : "0"
            case .alert: return "0"   // the subset has no alerts
            case .top(let s): return "(top == \(ident(s)))"
            case .presented(nil): return "(mc > 0)"
            case .presented(let s?): return "(" + (0..<depth).flatMap { anySlot("modal[\($0)]", ident(s)) }.joined(separator: " || ") + ")"
            case .count(let s, _, let op, let n):
                let slots = tabs.indices.flatMap { anySlot("root[\($0)]", ident(s)) } + (0..<depth).flatMap { anySlot("modal[\($0)]", ident(s)) }
                return "((" + slots.map { "(\($0))" }.joined(separator: " + ") + ") \(op.rawValue) \(n))"
            case .tab(let t):
                guard let i = tabBar.flatMap({ flow.tabBars[$0] })?.tabs.firstIndex(where: { $0.name == t }) else { return "0" }
                return "(mc == 0 && tab == \(i))"
            case .stack(let names):
                func exactly(_ stack: String) -> String {
                    (["\(stack).n == \(names.count)"] + names.enumerated().map { "\(stack).s[\($0.offset)] == \(ident($0.element))" }).joined(separator: " && ")
                }
                let empty = names.isEmpty ? "!visibleIsNavigation" : "0"
                return "(visibleIsNavigation && (mc > 0 -> (\(exactly("modal[mc - 1]"))) : (\(exactly("root[tab]")))) || \(empty))"
            case .not(let q): return "!\(expression(q))"
            case .and(let a, let b): return "(\(expression(a)) && \(expression(b)))"
            case .or(let a, let b): return "(\(expression(a)) || \(expression(b)))"
            case .shown, .alive, .running, .coordinators, .variable: return "0"   // refused in validate
            }
        }

        /// `#define R_name (…)` for each requirement, and `requirements()`, which asserts the invariants after every
        /// event. `-DREQ=k` checks the k-th alone (each then fails with its own trail); a `reachable` one is asserted
        /// only then, negated: the assertion fails where the state is reached.
        func requirementLines() -> [String] {
            guard !flow.requirements.isEmpty else { return ["inline requirements() { skip }", ""] }
            var out = ["/* Requirements (`require`), numbered: -DREQ=k checks the k-th alone. An always/never/after one is an",
                       "   assertion after every event (after E: after E); a reachable one is asserted negated, with -DREQ=k only,",
                       "   so that its assertion fails (with a trail) where it is met. */",
                       "#ifndef REQ", "#define REQ 0", "#endif"]
            var checks: [String] = []
            for (k, r) in flow.requirements.enumerated() {
                let name = "R_" + r.name
                out.append("#define \(name) (\(expression(predicate(of: r))))   /* \(k + 1): \(r.summary.replacingOccurrences(of: "*/", with: "* /")) */")
                switch r.kind {
                case .always: checks.append("if :: REQ == 0 || REQ == \(k + 1) -> assert(\(name)) :: else -> skip fi")
                case .never: checks.append("if :: REQ == 0 || REQ == \(k + 1) -> assert(!\(name)) :: else -> skip fi")
                case .reachable: checks.append("if :: REQ == \(k + 1) -> assert(!\(name)) :: else -> skip fi")
                case .after, .reach: break
                }
            }
            out.append("inline requirements() {")
            out.append("  " + (checks.isEmpty ? "skip" : checks.joined(separator: ";\n  ")))
            out.append("}")
            out.append("")
            return out
        }

        func predicate(of r: Requirement) -> StatePredicate {
            switch r.kind {
            case .always(let p), .never(let p), .reachable(let p), .after(_, let p): p
            case .reach(_, let to, _): to
            }
        }

        /// The assertions of `after E` requirements for a move that is E.
        func afterAssertions(_ e: RequirementEvent?) -> [String] {
            guard let e else { return [] }
            return flow.requirements.enumerated().compactMap { k, r in
                guard case .after(let wants, _) = r.kind, wants.contains(e) else { return nil }
                return "if :: REQ == 0 || REQ == \(k + 1) -> assert(R_\(r.name)) :: else -> skip fi"
            }
        }

        /// Screen names are Swift identifiers; a prefix keeps them apart from Promela's keywords.
        func ident(_ screen: String) -> String { "S_" + screen }
    }
}
