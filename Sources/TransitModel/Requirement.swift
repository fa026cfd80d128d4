// SPDX-License-Identifier: MIT
import TransitLanguage

/// A team's rule about the app's states (`require NAME { … }`), resolved: the explorer proves it or finds the
/// shortest trace that breaks it (X405).
public struct Requirement: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// In every state after launch.
        case always(StatePredicate)
        /// In no state after launch.
        case never(StatePredicate)
        /// In at least one state.
        case reachable(StatePredicate)
        /// Right after every occurrence of one of the events.
        case after([RequirementEvent], StatePredicate)
        /// From every state where `from` holds, `within` user events or fewer reach a state where `to` holds.
        case reach(from: StatePredicate?, to: StatePredicate, within: Int)
    }
    public var name: String
    public var kind: Kind
    public var span: SourceSpan?
    /// The predicates as written, for messages: `top(Login) && running(AppCoordinator)`.
    public var text: String
    /// For `reach`: the `from` predicate's text.
    public var fromText: String?

    public init(name: String, kind: Kind, span: SourceSpan?, text: String, fromText: String? = nil) {
        self.name = name; self.kind = kind; self.span = span; self.text = text; self.fromText = fromText
    }

    /// The keyword that says what kind it is.
    public var word: String {
        switch kind {
        case .always: "always"
        case .never: "never"
        case .reachable: "reachable"
        case .after: "after"
        case .reach: "reach"
        }
    }

    /// How the requirement reads, for reports: `after sessionExpired: top(Login)`.
    public var summary: String {
        switch kind {
        case .always, .never, .reachable: "\(word) \(text)"
        case .after(let es, _): "after \(es.map(\.description).joined(separator: ", ")): \(text)"
        case .reach(_, _, let n): (fromText.map { "from \($0) " } ?? "") + "reach \(text) within \(n)"
        }
    }
}

/// The event of `after E: P`.
public enum RequirementEvent: Hashable, Sendable, CustomStringConvertible {
    /// An app event or link (`event`, `link`), with the arguments it must have (the others may be anything).
    case appEvent(String, arguments: [String: Value] = [:])
    /// The user taps a screen's action.
    case action(screen: String, action: String)
    /// The back button (a long press on it too) or the edge swipe.
    case back
    /// The swipe-down of a sheet.
    case swipe
    /// A button of an alert (`alert.ok`).
    case alertButton(String)

    public var description: String {
        switch self {
        case .appEvent(let n, let args) where args.isEmpty: n
        case .appEvent(let n, let args): n + "(" + args.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + ")"
        case .action(let s, let a): "\(s).\(a)"
        case .back: "back"
        case .swipe: "swipe"
        case .alertButton(let b): "alert.\(b)"
        }
    }
}

/// A statement about one state (see docs/language.md, "require").
public indirect enum StatePredicate: Hashable, Sendable {
    /// The screen the user sees on top.
    case top(String)
    /// A screen in the window: on top of its stack, in the selected tab, not under a full-screen modal.
    case shown(String)
    /// A screen in a presented (modal) controller; nil: anything presented (a screen, a container or an alert).
    case presented(String?)
    /// An alert is up.
    case alert
    /// A screen alive anywhere: in the window or left outside it by the event just run (R302, a retain cycle).
    case alive(String)
    /// A coordinator alive (retained by something; one leaked by the event just run too, see `satisfies`).
    case running(String)
    /// The live coordinators are exactly these (one name per instance, any order).
    case coordinators([String])
    /// The selected tab of the visible tab bar.
    case tab(String)
    /// The visible navigation stack, bottom first.
    case stack([String])
    /// How many live screens or coordinators of a name, compared with a number.
    case count(String, coordinator: Bool, PredicateSyntax.Comparison.Op, Int)
    /// An app variable's condition.
    case variable(ValueCondition)
    case literal(Bool)
    case not(StatePredicate)
    case and(StatePredicate, StatePredicate)
    case or(StatePredicate, StatePredicate)
}

extension PredicateSyntax.Comparison.Op {
    public func holds(_ a: Int, _ b: Int) -> Bool {
        switch self {
        case .equal: a == b
        case .notEqual: a != b
        case .less: a < b
        case .lessEqual: a <= b
        case .greater: a > b
        case .greaterEqual: a >= b
        }
    }
}
