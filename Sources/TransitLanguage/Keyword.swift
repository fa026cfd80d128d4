// SPDX-License-Identifier: MIT

/// Every word the flow language reserves, by where it stands. The parser switches on these enums (an unknown word's
/// "did you mean" draws on the same cases, so a hint list cannot miss a member), and the language server's
/// completion and semantic tokens and the editor grammars (editors/, checked by EditorGrammarTests) read them: a
/// keyword is added here, once. Modifiers each verb takes are the resolver's (`Resolver.modifiersByVerb`), whose
/// words must be `Modifier` cases (tested).
public enum Keyword {
    /// How an editor colours a word.
    public enum Highlight: String, CaseIterable, Sendable {
        case declaration, member, statement, modifier
    }

    /// Words that start a declaration at the top of a file.
    public enum Declaration: String, CaseIterable, Sendable {
        case include, app, `enum`, error, model, actions, screen, coordinator, tabs, event, link, notification, require
    }

    /// What a screen's body holds; the last four are flags.
    public enum ScreenMember: String, CaseIterable, Sendable {
        case action, method, entry, on, cell, destination, sheet, cover, alert, dialog, nonDismissible, hidesBackButton, strongOwner,
             hidesBottomBar, navigationStack

        public var isFlag: Bool { [.nonDismissible, .hidesBackButton, .strongOwner, .hidesBottomBar, .navigationStack].contains(self) }
    }

    /// What a coordinator's body holds; the last two are flags.
    public enum CoordinatorMember: String, CaseIterable, Sendable {
        case root, start, on, `var`, `func`, strongParent, weakNavigation

        public var isFlag: Bool { self == .strongParent || self == .weakNavigation }
    }

    /// Statements, in handler bodies.
    public enum Statement: String, CaseIterable, Sendable {
        case push, present, root, embed, set, pop, popTo, popToRoot, dismiss, dismissToRoot, tab, start, finish,
             terminate, release, retain, refresh, alert, log, `if`, match, remove, notify, append, removeLast, removeAll, popLast
    }

    /// Words after a verb that change how it shows or runs (`present X pageSheet nonDismissible`).
    public enum Modifier: String, CaseIterable, Sendable {
        case withNavigation, pageSheet, formSheet, fullScreen, automatic, popover, nonDismissible, animated,
             repeatable, autoRelease, onTop, replacing, path, hosted
    }

    /// Words with a meaning inside one construct only (`start X as push then (r) { … }`, `on back none`,
    /// `app A { launch X }`, `enum E { case a }`, `alert "…" { button ok { … } }`, `on load`, `on reselect T`).
    public enum Contextual: String, CaseIterable, Sendable {
        case then, `as`, `else`, `in`, not, all, none, to, back, swipe, load, appear, willPop, leave, willLeave, select, reselect
        case launch, `case`, samples, button
        case always, never, reachable, after, from, reach, within
        case lazy

        /// nil: not coloured, being a common action name too (`action select`, `List.select`).
        public var highlight: Highlight? {
            switch self {
            case .launch, .case, .samples, .button: .member
            // Common words as names too (`action select`, `var from: Source`): not coloured.
            case .select, .after, .from, .to, .lazy: nil
            default: .statement
            }
        }
    }

    /// What a requirement's predicate asks of a state (`top(Login)`, `count(Paywall) <= 1`): words only there, so
    /// not reserved and not coloured.
    public enum Query: String, CaseIterable, Sendable {
        case top, shown, presented, alive, running, coordinators, tab, stack, count, alert

        /// What its arguments name.
        public var takes: String {
            switch self {
            case .top, .shown, .alive: "a screen"
            case .presented: "a screen, or nothing for anything presented"
            case .alert: "nothing"
            case .running: "a coordinator"
            case .coordinators: "coordinators"
            case .tab: "a tab"
            case .stack: "screens"
            case .count: "a screen or a coordinator"
            }
        }
    }

    /// Every reserved word with its colour, each once, in the order of the enums above: what the editor
    /// grammars list.
    public static let highlighted: [(Highlight, [String])] = {
        var seen: Set<String> = []
        var out: [Highlight: [String]] = [:]
        func add(_ word: String, _ h: Highlight) { if seen.insert(word).inserted { out[h, default: []].append(word) } }
        for d in Declaration.allCases { add(d.rawValue, .declaration) }
        for m in ScreenMember.allCases where !m.isFlag { add(m.rawValue, .member) }
        for m in CoordinatorMember.allCases where !m.isFlag && Statement(rawValue: m.rawValue) == nil { add(m.rawValue, .member) }
        for c in Contextual.allCases where c.highlight == .member { add(c.rawValue, .member) }
        for s in Statement.allCases { add(s.rawValue, .statement) }
        for c in Contextual.allCases where c.highlight == .statement { add(c.rawValue, .statement) }
        for m in Modifier.allCases { add(m.rawValue, .modifier) }
        for m in ScreenMember.allCases where m.isFlag { add(m.rawValue, .modifier) }
        for m in CoordinatorMember.allCases where m.isFlag { add(m.rawValue, .modifier) }
        return Highlight.allCases.map { ($0, out[$0] ?? []) }
    }()

    /// Every coloured word: what the language server marks as a keyword and refuses as a new name.
    public static let all = Set(highlighted.flatMap(\.1))
}
