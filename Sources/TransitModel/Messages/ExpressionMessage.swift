// SPDX-License-Identifier: MIT
import TransitLanguage

/// What the resolver says about values, names in scope, case names and matches.
enum ExpressionMessage: DiagnosticMessage, Hashable {
    /// A literal, as the mismatch names it.
    enum Literal: Hashable, Sendable {
        case string, integer, bool
        case caseName(String)
    }

    /// `example`: how a value of the expected type is written, for the hint.
    case literalMismatch(Literal, expected: FlowType, example: String)
    case nameMismatch(String, type: FlowType, expected: FlowType)
    /// `inScope`: the names in scope, sorted, for the hint; `isEnumCase`: the name is a case of some enum.
    case unknownName(String, inScope: [String], isEnumCase: Bool)
    /// `declaring`: the variable it would start, when it is a variable's initial value (the hint then gives it a type).
    case typeCannotBeTold(String, declaring: String?)
    case noCase(String, type: String, cases: [String])
    case caseCarriesNoValue(String)
    case caseCarriesValue(String, example: String)
    case notResultCase(String, type: FlowType)
    case caseNeverRuns
    case notExhaustive(FlowType, missing: [Value])
    case needsWildcard(FlowType)

    var code: DiagnosticCode {
        switch self {
        case .literalMismatch, .nameMismatch, .typeCannotBeTold: .typeMismatch
        case .unknownName: .unknownName
        case .noCase, .notResultCase: .unknownCase
        case .caseCarriesNoValue: .extraArgument
        case .caseCarriesValue: .missingArgument
        case .caseNeverRuns: .unreachableCase
        case .notExhaustive, .needsWildcard: .nonExhaustiveMatch
        }
    }

    var text: String {
        switch self {
        case .literalMismatch(let found, let t, _):
            let what = switch found {
            case .string: "a string"
            case .integer: "an integer"
            case .bool: "a Bool"
            case .caseName(let c): "'.\(c)'"
            }
            return "\(what) is not \(Suggest.article("\(t)")) \(t)"
        case .nameMismatch(let n, let t, let expected):
            return "'\(n)' is \(Suggest.article("\(t)")) \(t), but \(Suggest.article("\(expected)")) \(expected) is expected here"
        case .unknownName(let n, _, _): return "unknown name '\(n)'"
        case .typeCannotBeTold(let e, _): return "the type of '\(e)' cannot be told here"
        case .noCase(let c, let t, _): return "\(t) has no case '.\(c)'"
        case .caseCarriesNoValue(let c): return "case '.\(c)' carries no value"
        case .caseCarriesValue(let c, _): return "'.\(c)' carries a value"
        case .notResultCase(let c, let t): return "a \(t) is '.success(…)' or '.failure(…)', not '.\(c)'"
        case .caseNeverRuns: return "this case never runs: earlier cases already cover it"
        case .notExhaustive(let t, let missing):
            return "match on \(t) does not cover " + missing.prefix(6).map(\.description).joined(separator: ", ")
                + (missing.count > 6 ? ", …" : "")
        case .needsWildcard(let t): return "match on \(t) needs a '_ { … }' case: its values cannot be listed"
        }
    }

    var hint: String? {
        switch self {
        case .literalMismatch(_, let t, let example):
            t == .void ? nil : "\(Suggest.article("\(t)")) \(t) looks like \(example)"
        case .unknownName(let n, let inScope, let isEnumCase):
            isEnumCase ? "enum cases start with a dot: .\(n)"
                : inScope.isEmpty ? "nothing is in scope here" : "in scope: " + inScope.joined(separator: ", ")
        case .typeCannotBeTold(let e, let v?): "give the type: var \(v): SomeEnum = \(e)"
        case .typeCannotBeTold(let e, nil): "compare it with a typed value: if result == \(e)"
        case .noCase(_, let t, let cases): "the cases of \(t) are: " + cases.map { "." + $0 }.joined(separator: ", ")
        case .caseCarriesValue(let c, let example): ".\(c)(\(example))"
        case .notExhaustive(_, let missing): "add a case for \(missing.count == 1 ? "it" : "each"), or '_ { … }' for the rest"
        case .nameMismatch, .caseCarriesNoValue, .notResultCase, .caseNeverRuns, .needsWildcard: nil
        }
    }
}
