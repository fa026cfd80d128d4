// SPDX-License-Identifier: MIT
/// The one registry of diagnostic codes, for the three places problems are found: the flow language's checks
/// (T…, docs/language.md), the simulator's runtime checks (R…, docs/simulator.md) and the explorer's findings
/// (X…, docs/simulator.md). Each code has its family, default severity and title here; the documentation's tables
/// hold the explanation and are tested against this registry; `transit explain` prints both.
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
    case modifierWithValue = "T116"
    // Results and handlers
    case nonExhaustiveMatch = "T120"
    case unreachableCase = "T121"
    case handlerWithoutResult = "T122"
    case misplacedStatement = "T123"
    case alertWithoutButtons = "T124"
    // Coordinator lifetimes
    case childNeverReleased = "T130"
    case missingTerminationHandler = "T131"
    case releaseWithoutChild = "T132"
    case unhandledAction = "T133"
    case missingRoot = "T134"
    case gestureLeak = "T135"
    case releasedWhileShown = "T136"
    case startShapeMismatch = "T137"
    // Navigation
    case pushWithoutNavigation = "T140"
    case presentOnBusyPresenter = "T141"
    case pushOfContainer = "T142"
    case noTabBar = "T143"
    case popWithoutNavigation = "T144"
    case dismissNotPresented = "T145"
    case emptyStack = "T146"
    // Reachability and shape
    case unreachableScreen = "T150"
    case unreachableCoordinator = "T151"
    case noWayOut = "T152"
    case missingApp = "T153"
    case duplicateApp = "T154"
    case missingLaunch = "T155"
    case emptyTabBar = "T156"
    // SwiftUI
    case routeWithoutDestination = "T157"
    case destinationInLazyContainer = "T158"

    // Runtime: UIKit's rules, as the simulator applies them
    case pushSameInstance = "R201"
    case pushContainer = "R202"
    case noNavigationController = "R203"
    case popLastItem = "R204"
    case popToMissing = "R205"
    case nestedNavigationAnimation = "R206"
    case presentOnBusy = "R207"
    case presentNotInHierarchy = "R208"
    case presentWhileInProgress = "R209"
    case dismissWhileInProgress = "R210"
    case invalidTab = "R212"
    case tapIgnored = "R213"
    case simulationLimit = "R214"
    case eventUnhandled = "R215"
    case linkMissed = "R216"
    // Runtime: SwiftUI's navigation state
    case linkInactive = "R217"
    case pathNotShown = "R218"
    case pathChangedOffScreen = "R219"
    case stalePath = "R220"
    case secondPresentation = "R221"
    case pathRemoveTooMany = "R222"
    case sheetReplacedFromInside = "R223"
    case reselectDoesNothing = "R224"
    case nestedNavigationStack = "R225"
    case uikitPushIntoPath = "R226"
    // Runtime: lifetimes and results
    case coordinatorLeak = "R301"
    case modalLeftAlive = "R302"
    case releasedEarly = "R303"
    case deliveredTwice = "R304"
    case resultUndeliverable = "R305"
    case resultLost = "R306"

    // Exploration
    case unreachedScreen = "X401"
    case unreachedCoordinator = "X402"
    case deadEnd = "X403"
    case unboundedGrowth = "X404"
    case requirementViolated = "X405"

    /// Where a code comes from.
    public enum Family: Sendable, Hashable, CaseIterable {
        /// `transit check`: the flow as written.
        case language
        /// The simulator, while an event runs.
        case runtime
        /// `transit check --explore`: the states reachable from launch.
        case explorer

        /// The document whose table explains the family's codes.
        public var document: String { self == .language ? "docs/language.md" : "docs/simulator.md" }
    }

    public var family: Family {
        switch rawValue.first {
        case "R": .runtime
        case "X": .explorer
        default: .language
        }
    }

    public static func codes(of family: Family) -> [DiagnosticCode] { allCases.filter { $0.family == family } }

    public var defaultSeverity: Severity {
        switch self {
        case .unreachableScreen, .unreachableCoordinator, .noWayOut, .unhandledAction, .handlerWithoutResult,
             .childNeverReleased, .missingTerminationHandler, .gestureLeak, .releasedWhileShown, .unreachableCase, .dismissNotPresented,
             .popWithoutNavigation, .routeWithoutDestination, .destinationInLazyContainer:
            return .warning
        case .pushSameInstance, .pushContainer, .popToMissing, .deliveredTwice, .simulationLimit, .coordinatorLeak, .modalLeftAlive,
             .releasedEarly, .presentOnBusy, .presentNotInHierarchy, .presentWhileInProgress, .noNavigationController, .linkMissed,
             .pathNotShown, .stalePath, .pathRemoveTooMany:
            return .error
        case .popLastItem, .nestedNavigationAnimation, .dismissWhileInProgress, .invalidTab, .tapIgnored, .eventUnhandled,
             .resultUndeliverable, .resultLost, .linkInactive, .pathChangedOffScreen, .secondPresentation, .sheetReplacedFromInside, .reselectDoesNothing, .nestedNavigationStack,
             .uikitPushIntoPath:
            return .warning
        // A growth finding is an error unless it cycles back; the rule's level is the milder one.
        case .unreachedScreen, .unreachedCoordinator, .deadEnd, .unboundedGrowth:
            return .warning
        // The team said it must hold.
        case .requirementViolated:
            return .error
        // Every other code is an error, each named: a new code must be given its level here (no default).
        case .ioError, .invalidCharacter, .unterminatedString, .unterminatedComment, .invalidNumber, .invalidEscape,
             .invalidEncoding, .expected, .unknownDeclaration, .unknownStatement, .tooDeep, .limitExceeded,
             .includeNotFound, .includeCycle, .unknownName, .duplicateDeclaration, .duplicateMember, .unknownMember,
             .unknownCase, .wrongKind, .missingArgument, .extraArgument, .typeMismatch, .noResultType,
             .unknownModifier, .conflictingModifiers, .nonExhaustiveMatch, .misplacedStatement, .releaseWithoutChild,
             .missingRoot, .pushWithoutNavigation, .presentOnBusyPresenter, .pushOfContainer, .noTabBar, .missingApp,
             .duplicateApp, .modifierWithValue, .alertWithoutButtons, .startShapeMismatch, .emptyStack, .missingLaunch,
             .emptyTabBar:
            return .error
        }
    }

    /// The severity as the documentation's tables write it: a crash says so, and a growth finding is an error
    /// when a limit is passed rather than a cycle repeated.
    public var severityText: String {
        // The simulation limit stops the run as a crash does, but it is the engine's limit, not UIKit crashing.
        if isCrash && self != .simulationLimit { return "error (crash)" }
        if self == .unboundedGrowth { return "warning / error" }
        return defaultSeverity.rawValue
    }

    /// A runtime code that stops the app (only undo leaves it); the simulation limit stops it the same way.
    public var isCrash: Bool {
        self == .pushSameInstance || self == .pushContainer || self == .popToMissing || self == .simulationLimit || self == .pathRemoveTooMany
    }

    /// A short title: SARIF rules, GitHub annotations and `transit explain` (the docs' tables are tested against it).
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
        case .modifierWithValue: "modifier given a value it does not take"
        case .nonExhaustiveMatch: "match does not cover every case"
        case .unreachableCase: "match case already covered"
        case .handlerWithoutResult: "result handler on something without a result"
        case .misplacedStatement: "statement not allowed here"
        case .alertWithoutButtons: "alert with an empty button list"
        case .childNeverReleased: "child coordinator never released (leak)"
        case .missingTerminationHandler: "child started without a termination handler"
        case .releaseWithoutChild: "release with no child to release"
        case .unhandledAction: "action handled by nobody"
        case .missingRoot: "coordinator without a root"
        case .gestureLeak: "child coordinator leaked by the back button or a swipe-down"
        case .releasedWhileShown: "child coordinator released while its screen stays"
        case .startShapeMismatch: "start does not match the child's root"
        case .pushWithoutNavigation: "push without a navigation controller"
        case .presentOnBusyPresenter: "present on a busy presenter"
        case .pushOfContainer: "push of a navigation controller, or a tab bar in a tab bar"
        case .noTabBar: "tab selection without a tab bar"
        case .popWithoutNavigation: "pop without a navigation controller"
        case .dismissNotPresented: "dismiss of a screen that is never presented"
        case .emptyStack: "empty navigation stack"
        case .unreachableScreen: "screen unreachable from the app entry"
        case .unreachableCoordinator: "coordinator unreachable from the app entry"
        case .noWayOut: "screen with no way out"
        case .missingApp: "no app entry"
        case .duplicateApp: "more than one app entry"
        case .missingLaunch: "app without a launch"
        case .emptyTabBar: "tab bar without tabs"
        case .routeWithoutDestination: "route value no destination shows"
        case .destinationInLazyContainer: "a navigation destination inside a lazy container"
        case .pushSameInstance: "the same view controller pushed twice"
        case .pushContainer: "a navigation controller pushed"
        case .noNavigationController: "push without a navigation controller"
        case .popLastItem: "pop of the root screen"
        case .popToMissing: "popTo a screen not on the stack"
        case .nestedNavigationAnimation: "nested push or pop animation"
        case .presentOnBusy: "present on a presenter that already presents"
        case .presentNotInHierarchy: "present from a screen not in the window"
        case .presentWhileInProgress: "present while a presentation runs"
        case .dismissWhileInProgress: "dismiss while a presentation runs"
        case .invalidTab: "tab that does not exist"
        case .tapIgnored: "action nobody handles"
        case .simulationLimit: "simulation limit reached"
        case .eventUnhandled: "app event or link nobody handles"
        case .linkMissed: "link that ends on the wrong screen"
        case .linkInactive: "navigation link with no matching destination"
        case .pathNotShown: "path holds a value the stack does not show"
        case .pathChangedOffScreen: "path changed where the user does not see it"
        case .stalePath: "NavigationStack shows a path left by a stack that is gone"
        case .secondPresentation: "second presentation from a view that already presents"
        case .sheetReplacedFromInside: "a sheet's item replaced from inside that sheet"
        case .reselectDoesNothing: "a re-tapped tab that pops nothing"
        case .nestedNavigationStack: "a NavigationStack inside a NavigationStack"
        case .uikitPushIntoPath: "a UIKit push into a NavigationStack driven by a path"
        case .pathRemoveTooMany: "removeLast beyond a path's values"
        case .coordinatorLeak: "coordinator leaked"
        case .modalLeftAlive: "modal left alive under a new window root"
        case .releasedEarly: "coordinator released while its screen is shown"
        case .deliveredTwice: "result delivered twice"
        case .resultUndeliverable: "result nobody can receive"
        case .resultLost: "screen removed before delivering its result"
        case .unreachedScreen: "screen never shown"
        case .unreachedCoordinator: "coordinator never started"
        case .deadEnd: "dead end"
        case .unboundedGrowth: "unbounded growth"
        case .requirementViolated: "requirement broken"
        }
    }
}

/// Codes sort by their text (R201 < T101 < X401): the order reports list them in.
extension DiagnosticCode: Comparable {
    public static func < (a: DiagnosticCode, b: DiagnosticCode) -> Bool { a.rawValue < b.rawValue }
}
