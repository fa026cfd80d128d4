// SPDX-License-Identifier: MIT
import TransitLanguage

/// What the resolver says about a name: unknown, of the wrong kind, declared twice, or not a member of its owner.
enum NameMessage: DiagnosticMessage, Hashable {
    /// "unknown type 'X'": its hint, when the kind has one, says how to declare it.
    case unknown(NameKind, String)
    /// "'X' is a screen, not a type".
    case wrongKind(String, is: NameKind, expected: NameKind)
    /// A top-level name declared again, of whatever kind.
    case alreadyDeclared(String, as: NameKind)
    /// A member (case, parameter, action, …) declared twice in one place.
    case duplicate(NameKind, String)
    /// `tabs`: every tab name, for the hint; nil where the hint says nothing.
    case noTab(String, tabs: [String]? = nil)
    case noCell(String, screen: String)
    /// `actions`: the screen's actions to list in the hint; nil where the hint says nothing.
    case noAction(String, screen: String, actions: [String]?)

    var code: DiagnosticCode {
        switch self {
        case .unknown, .noTab: .unknownName
        case .wrongKind: .wrongKind
        case .alreadyDeclared: .duplicateDeclaration
        case .duplicate: .duplicateMember
        case .noCell, .noAction: .unknownMember
        }
    }

    var text: String {
        switch self {
        case .unknown(.query, let n): "unknown query '\(n)(…)'"
        case .unknown(let kind, let n): "unknown \(kind.word) '\(n)'"
        case .wrongKind(let n, let kind, let expected): "'\(n)' is \(kind.withArticle), not \(expected.withArticle)"
        case .alreadyDeclared(let n, let kind): "'\(n)' is already declared as \(kind.withArticle)"
        case .duplicate(let kind, let n): "duplicate \(kind.word) '\(n)'"
        case .noTab(let n, _): "no tab bar has a tab '\(n)'"
        case .noCell(let c, let s): "screen '\(s)' has no cell '\(c)'"
        case .noAction(let a, let s, _): "screen '\(s)' has no action '\(a)'"
        }
    }

    var hint: String? {
        switch self {
        case .unknown(let kind, let n):
            switch kind {
            case .type: "declare it: model \(n)   (an opaque type), or enum \(n) { … }"
            case .actionSet: "declare it: actions \(n) { action … }"
            case .event: "declare it at the top level: event \(n)   (or link \(n)(id: String) -> Screen)"
            case .notification: "declare it at the top level: notification \(n)"
            case .variable: "declare it in the coordinator (or the app): var \(n) = false"
            case .destination: "declare it: screen \(n) { … }"
            case .query: "the queries are " + Keyword.Query.allCases.map { "\($0.rawValue)(…)" }.joined(separator: ", ")
            case .appVariableOrQuery:
                "a predicate asks top(Screen), shown(Screen), presented(Screen), running(Coordinator), coordinators(…), tab(name), stack(…), count(X) <= n, or an app variable"
            default: nil
            }
        case .wrongKind(let n, _, .event): "a screen's actions are handled with 'on \(n).action { … }'"
        case .alreadyDeclared: "rename one of them; screens, coordinators, tab bars and types share one namespace"
        case .noAction(let a, _, let actions?):
            actions.isEmpty ? "declare it in the screen: action \(a)" : "its actions are: " + actions.joined(separator: ", ")
        case .noTab(_, let tabs?): "the tabs are: " + tabs.joined(separator: ", ")
        case .wrongKind, .duplicate, .noTab, .noCell, .noAction: nil
        }
    }
}
