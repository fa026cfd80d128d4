// SPDX-License-Identifier: MIT
/// What the parser reports (T010–T013, T103 for a member given twice).
enum SyntaxMessage: DiagnosticMessage, Hashable {
    /// "expected X, found Y": most syntax errors; the token found is shown by `TokenKind.display`.
    case expected(Expected, found: TokenKind)
    case includePath
    case unexpectedCloseBrace
    /// A `}` missing before the next declaration (whose keyword is given).
    case closeBraceBefore(BlockKind, keyword: String)
    /// `on WORD` in a screen or entry where WORD is neither `back` nor `swipe`.
    case gestureAfterOn(found: String)
    /// `f(x)` where `f(x: x)` is meant.
    case labelWithoutColon(String)
    case unknownDeclaration(String)
    case unknownScreenMember(String)
    case unknownCoordinatorMember(String)
    case unknownDelegateHook(String)
    case unknownStatement(String)
    case unknownRequirement(String)
    /// A query (`top(Home)`) standing alone in a requirement, without always, never or reachable.
    case queryWithoutQuantifier(String)
    case blockNestsTooDeep, ifNestsTooDeep, typeNestsTooDeep, expressionNestsTooDeep, patternNestsTooDeep
    case predicateNestsTooDeep
    case duplicateLaunch, duplicateRoot, duplicateStart
    case secondRequirementKind
    /// `require NAME { }`.
    case emptyRequirement(String)

    var code: DiagnosticCode {
        switch self {
        case .expected, .includePath, .unexpectedCloseBrace, .closeBraceBefore, .gestureAfterOn, .labelWithoutColon,
             .secondRequirementKind, .emptyRequirement:
            .expected
        case .unknownDeclaration, .unknownScreenMember, .unknownCoordinatorMember, .unknownDelegateHook:
            .unknownDeclaration
        case .unknownStatement, .unknownRequirement, .queryWithoutQuantifier:
            .unknownStatement
        case .blockNestsTooDeep, .ifNestsTooDeep, .typeNestsTooDeep, .expressionNestsTooDeep, .patternNestsTooDeep,
             .predicateNestsTooDeep:
            .tooDeep
        case .duplicateLaunch, .duplicateRoot, .duplicateStart:
            .duplicateMember
        }
    }

    var text: String {
        switch self {
        case .expected(let what, let found): "expected \(what.text), found \(found.display)"
        case .includePath: "expected a file path in quotes after 'include'"
        case .unexpectedCloseBrace: "unexpected '}' with no open declaration"
        case .closeBraceBefore(let block, let keyword): "expected '}' to close the \(block.rawValue) before '\(keyword)'"
        case .gestureAfterOn(let found): "expected 'back' or 'swipe' after 'on', found '\(found)'"
        case .labelWithoutColon(let label): "expected ':' after the argument label '\(label)'"
        case .unknownDeclaration(let word): "unknown declaration '\(word)'"
        case .unknownScreenMember(let word): "unknown screen member '\(word)'"
        case .unknownCoordinatorMember(let word): "unknown coordinator member '\(word)'"
        case .unknownDelegateHook(let word): "unknown delegate hook '\(word)'"
        case .unknownStatement(let word): "unknown statement '\(word)'"
        case .unknownRequirement(let word): "unknown requirement '\(word)'"
        case .queryWithoutQuantifier(let query): "say when '\(query)(…)' must hold: always, never or reachable before it"
        case .blockNestsTooDeep: "nesting is deeper than \(Parser.maxDepth) levels"
        case .ifNestsTooDeep: "'if' nests deeper than \(Parser.maxDepth) levels"
        case .typeNestsTooDeep: "type nests deeper than \(Parser.maxDepth) levels"
        case .expressionNestsTooDeep: "expression nests deeper than \(Parser.maxDepth) levels"
        case .patternNestsTooDeep: "pattern nests deeper than \(Parser.maxDepth) levels"
        case .predicateNestsTooDeep: "the predicate nests deeper than \(Parser.maxDepth) levels"
        case .duplicateLaunch: "the app already has a launch target"
        case .duplicateRoot: "the coordinator already has a root"
        case .duplicateStart: "the coordinator already has a 'start' block"
        case .secondRequirementKind: "a requirement says one thing; write another 'require' for this"
        case .emptyRequirement(let name): "requirement '\(name)' is empty"
        }
    }

    /// Without a close name to suggest (`suggesting:`), what the unknown words could have been.
    var hint: String? {
        switch self {
        case .expected(let what, _): what.hint
        case .includePath: "include \"common.flow\""
        case .labelWithoutColon(let label): "write '\(label): \(label)'"
        case .unknownDeclaration:
            "a file holds screen, coordinator, tabs, actions, enum, error, model, app, event, link, notification, require and include declarations"
        case .unknownCoordinatorMember:
            "a coordinator holds 'root', 'start { … }', 'var', 'func' and 'on Screen.action { … }'"
        case .unknownDelegateHook: "a hook is one of: \(Parser.delegateHooks.joined(separator: ", "))"
        case .unknownRequirement:
            "a requirement is: always P, never P, reachable P, after EVENT: P, or [from P] reach Q within N"
        case .queryWithoutQuantifier(let query): "always \(query)(…)"
        case .secondRequirementKind: "require other { … }"
        case .emptyRequirement(let name): "require \(name) { always top(Home) }  (or never, reachable, after, reach)"
        case .unexpectedCloseBrace, .closeBraceBefore, .gestureAfterOn, .unknownScreenMember, .unknownStatement,
             .blockNestsTooDeep, .ifNestsTooDeep, .typeNestsTooDeep, .expressionNestsTooDeep, .patternNestsTooDeep,
             .predicateNestsTooDeep, .duplicateLaunch, .duplicateRoot, .duplicateStart:
            nil
        }
    }
}
