// SPDX-License-Identifier: MIT
import TransitLanguage

/// What the resolver says about `require` declarations: their events, arguments and predicates.
enum RequirementMessage: DiagnosticMessage, Hashable {
    case duplicateRequirement(String)
    /// `anyButtons`: whether the flow shows any alert with buttons (the hint says when it shows none).
    case noAlertButton(String, anyButtons: Bool)
    /// `action`: the screen's first action, for the hint.
    case screenNeedsAction(String, action: String)
    case notificationInAfter(String)
    case noParameter(String, event: String, isLink: Bool)
    /// `example`: a value of the parameter's type, for the hint.
    case afterArgumentIsName(event: String, parameter: String, example: String)
    /// A query written without its parentheses; `example`: a name it could ask about.
    case queryWithoutArguments(Keyword.Query, example: String)
    /// `example`: the name to compare the count of.
    case countNotCompared(example: String)
    /// `comparison`: the comparison as written.
    case queryCompared(Keyword.Query, comparison: String)
    case alertTakesNoName
    /// `given`: how many names it was given (none is a missing argument, more than one an extra one).
    case queryTakesOneName(Keyword.Query, given: Int, example: String)

    var code: DiagnosticCode {
        switch self {
        case .duplicateRequirement: .duplicateDeclaration
        case .noAlertButton: .unknownMember
        case .screenNeedsAction, .notificationInAfter: .wrongKind
        case .noParameter, .alertTakesNoName: .extraArgument
        case .afterArgumentIsName, .countNotCompared, .queryCompared: .typeMismatch
        case .queryWithoutArguments: .expected
        case .queryTakesOneName(_, let given, _): given == 0 ? .missingArgument : .extraArgument
        }
    }

    var text: String {
        switch self {
        case .duplicateRequirement(let n): "requirement '\(n)' is already declared"
        case .noAlertButton(let b, _): "no alert has a button '\(b)'"
        case .screenNeedsAction(let s, _): "'\(s)' is a screen: say which of its actions"
        case .notificationInAfter(let n):
            "'\(n)' is a notification, which only the flow posts; require what the event or action that posts it does"
        case .noParameter(let p, let e, let isLink): "\(isLink ? "link" : "event") '\(e)' has no parameter '\(p)'"
        case .afterArgumentIsName: "an argument of 'after' is a value, not a name"
        case .queryWithoutArguments(let q, _): "\(q.rawValue) asks about \(q.takes): write \(q.rawValue)(…)"
        case .countNotCompared: "count(…) is a number: compare it"
        case .queryCompared(let q, _): "\(q.rawValue)(…) is true or false, not a number to compare"
        case .alertTakesNoName: "alert() takes no name: it is true while any alert is up"
        case .queryTakesOneName(let q, _, _): "\(q.rawValue)(…) takes one name: \(q.takes)"
        }
    }

    var hint: String? {
        switch self {
        case .duplicateRequirement: "give each requirement its own name: findings and 'expect holds' name it"
        case .noAlertButton(_, let anyButtons): anyButtons ? nil : "the flow shows no alert with buttons"
        case .screenNeedsAction(let s, let a): "after \(s).\(a): …"
        case .afterArgumentIsName(let e, let p, let example): "after \(e)(\(p): \(example)): …"
        case .queryWithoutArguments(let q, let example), .queryTakesOneName(let q, _, let example): "\(q.rawValue)(\(example))"
        case .countNotCompared(let example): "count(\(example)) <= 1"
        case .queryCompared(_, let comparison): "remove '\(comparison)'"
        case .alertTakesNoName: "alert()"
        case .notificationInAfter, .noParameter: nil
        }
    }
}
