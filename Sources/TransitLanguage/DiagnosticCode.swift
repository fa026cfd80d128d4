// SPDX-License-Identifier: MIT
/// Every diagnostic has a stable code; docs/language.md lists them all with an example.
public enum DiagnosticCode: String, Sendable, Hashable, CaseIterable, Codable {
    // Reading and lexing
    case ioError = "T001"
    case invalidCharacter = "T002"
    case unterminatedString = "T003"
    case unterminatedComment = "T004"
    case invalidNumber = "T005"
    case invalidEscape = "T006"
    case invalidEncoding = "T007"
    // Syntax
    case expected = "T010"
    case unknownDeclaration = "T011"
    case unknownStatement = "T012"
    case tooDeep = "T013"
    case limitExceeded = "T014"
    // Files
    case includeNotFound = "T020"
    case includeCycle = "T021"
    // Names
    case unknownName = "T101"
    case duplicateDeclaration = "T102"
    case duplicateMember = "T103"
    case unknownMember = "T104"
    case unknownCase = "T105"
    case wrongKind = "T106"
    // Arguments and types
    case missingArgument = "T110"
    case extraArgument = "T111"
    case typeMismatch = "T112"
    case noResultType = "T113"
    case unknownModifier = "T114"
    case conflictingModifiers = "T115"
    // Results and handlers
    case nonExhaustiveMatch = "T120"
    case unreachableCase = "T121"
    case handlerWithoutResult = "T122"
    case misplacedStatement = "T123"
    // Coordinator lifetimes
    case childNeverReleased = "T130"
    case missingTerminationHandler = "T131"
    case releaseWithoutChild = "T132"
    case unhandledAction = "T133"
    case missingRoot = "T134"
    case gestureLeak = "T135"
    case releasedWhileShown = "T136"
    // Navigation
    case pushWithoutNavigation = "T140"
    case presentOnBusyPresenter = "T141"
    case pushOfContainer = "T142"
    case noTabBar = "T143"
    case popWithoutNavigation = "T144"
    case dismissNotPresented = "T145"
    // Reachability and shape
    case unreachableScreen = "T150"
    case unreachableCoordinator = "T151"
    case noWayOut = "T152"
    case missingApp = "T153"
    case duplicateApp = "T154"

    public var defaultSeverity: Severity {
        switch self {
        case .unreachableScreen, .unreachableCoordinator, .noWayOut, .unhandledAction, .handlerWithoutResult,
             .childNeverReleased, .missingTerminationHandler, .gestureLeak, .releasedWhileShown, .unreachableCase, .dismissNotPresented,
             .popWithoutNavigation:
            return .warning
        default:
            return .error
        }
    }

    /// A short title, used in docs and `transit explain`.
    public var title: String {
        switch self {
        case .ioError: "file cannot be read"
        case .invalidCharacter: "invalid character"
        case .unterminatedString: "unterminated string"
        case .unterminatedComment: "unterminated block comment"
        case .invalidNumber: "invalid number"
        case .invalidEscape: "invalid escape sequence"
        case .invalidEncoding: "invalid UTF-8"
        case .expected: "syntax error"
        case .unknownDeclaration: "unknown declaration keyword"
        case .unknownStatement: "unknown statement"
        case .tooDeep: "nesting too deep"
        case .limitExceeded: "input limit exceeded"
        case .includeNotFound: "included file not found"
        case .includeCycle: "include cycle"
        case .unknownName: "unknown name"
        case .duplicateDeclaration: "duplicate declaration"
        case .duplicateMember: "duplicate member"
        case .unknownMember: "unknown member"
        case .unknownCase: "unknown enum case"
        case .wrongKind: "wrong kind of name"
        case .missingArgument: "missing argument"
        case .extraArgument: "extra argument"
        case .typeMismatch: "type mismatch"
        case .noResultType: "no result type"
        case .unknownModifier: "unknown or misplaced modifier"
        case .conflictingModifiers: "conflicting modifiers"
        case .nonExhaustiveMatch: "match does not cover every case"
        case .unreachableCase: "match case already covered"
        case .handlerWithoutResult: "result handler on something without a result"
        case .misplacedStatement: "statement not allowed here"
        case .childNeverReleased: "child coordinator never released (leak)"
        case .missingTerminationHandler: "child started without a termination handler"
        case .releaseWithoutChild: "release with no child to release"
        case .unhandledAction: "action handled by nobody"
        case .missingRoot: "coordinator without a root"
        case .gestureLeak: "child coordinator leaked by the back button or a swipe-down"
        case .releasedWhileShown: "child coordinator released while its screen stays"
        case .pushWithoutNavigation: "push without a navigation controller"
        case .presentOnBusyPresenter: "present on a busy presenter"
        case .pushOfContainer: "push of a navigation controller, or a tab bar in a tab bar"
        case .noTabBar: "tab selection without a tab bar"
        case .popWithoutNavigation: "pop without a navigation controller"
        case .dismissNotPresented: "dismiss of a screen that is never presented"
        case .unreachableScreen: "screen unreachable from the app entry"
        case .unreachableCoordinator: "coordinator unreachable from the app entry"
        case .noWayOut: "screen with no way out"
        case .missingApp: "no app entry"
        case .duplicateApp: "more than one app entry"
        }
    }
}
