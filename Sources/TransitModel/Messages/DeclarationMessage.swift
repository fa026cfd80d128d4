// SPDX-License-Identifier: MIT
import TransitLanguage

/// What the resolver says about declarations: the app, types, variables, screens, coordinators and tab bars.
enum DeclarationMessage: DiagnosticMessage, Hashable {
    case tooManyDeclarations(Int)
    /// `launch`: the coordinator or screen the hint suggests launching.
    case noApp(launch: String)
    case duplicateApp
    case noLaunch(app: String)
    case sampleNotString
    case resultNeedsTwoTypes
    case resultFailureNotError(FlowType)
    case takesNoTypeArguments(String)
    case defaultNotLiteral
    case entryRepeatsInput(entry: String, input: String)
    case alreadyCoordinatorInput(String)
    /// `app`: the app's name for the hint ("X" when there is none).
    case anyOutsideApp(variable: String, app: String)
    case anyNeedsType(variable: String)
    case anyHasTooManyValues(FlowType)
    case varNotLiteral
    case tabBarInTabBar
    case tabHandlerOutsideRoot(tabBar: String)
    case emptyTabBar(String)
    case noRootOrStart(coordinator: String)
    /// `'on load' is declared twice`: a screen's lifecycle hook or a back or swipe gesture.
    case hookDeclaredTwice(String)
    /// `'on reselect home' is declared twice in Main`.
    case tabHookDeclaredTwice(tab: String, reselect: Bool, coordinator: String)
    /// `'on Login.done' is handled twice in Main`: an action or an event.
    case handledTwice(String, coordinator: String)
    /// An event or an action that binds more names than it has arguments.
    case tooManyNames(String, arguments: Int, given: Int)

    var code: DiagnosticCode {
        switch self {
        case .tooManyDeclarations: .limitExceeded
        case .noApp: .missingApp
        case .duplicateApp: .duplicateApp
        case .noLaunch: .missingLaunch
        case .sampleNotString, .resultNeedsTwoTypes, .resultFailureNotError, .takesNoTypeArguments, .defaultNotLiteral,
             .anyOutsideApp, .anyNeedsType, .anyHasTooManyValues, .varNotLiteral: .typeMismatch
        case .entryRepeatsInput, .alreadyCoordinatorInput, .hookDeclaredTwice, .tabHookDeclaredTwice, .handledTwice: .duplicateMember
        case .tabBarInTabBar: .pushOfContainer
        case .tabHandlerOutsideRoot: .misplacedStatement
        case .emptyTabBar: .emptyTabBar
        case .noRootOrStart: .missingRoot
        case .tooManyNames: .extraArgument
        }
    }

    var text: String {
        switch self {
        case .tooManyDeclarations(let n): "more than \(n) declarations"
        case .noApp: "no 'app' declaration: nothing says what the window shows at launch"
        case .duplicateApp: "more than one 'app' declaration"
        case .noLaunch: "the app does not say what to launch"
        case .sampleNotString: "model samples are written as strings"
        case .resultNeedsTwoTypes: "Result takes two types: Result<Success, Failure>"
        case .resultFailureNotError(let f): "the failure type of a Result must be an error type, not \(f)"
        case .takesNoTypeArguments(let n): "'\(n)' takes no type arguments"
        case .defaultNotLiteral: "a default value must be a literal"
        case .entryRepeatsInput(let e, let p): "entry '\(e)' repeats the screen's input '\(p)'"
        case .alreadyCoordinatorInput(let v): "'\(v)' is already an input of the coordinator"
        case .anyOutsideApp: "only an app variable can start with 'any' (the launch state)"
        case .anyNeedsType: "'any' needs the variable's type: the launch tries every value of it"
        case .anyHasTooManyValues(let t): "'any' takes every value of a Bool or an enum; \(t) has too many to try"
        case .varNotLiteral: "a variable starts with a literal value"
        case .tabBarInTabBar: "a tab bar cannot be a tab of another tab bar"
        case .tabHandlerOutsideRoot: "only a coordinator tab of a coordinator's root tab bar has a termination handler"
        case .emptyTabBar(let t): "tab bar '\(t)' has no tabs"
        case .noRootOrStart(let c): "coordinator '\(c)' has no root screen and no 'start' block"
        case .hookDeclaredTwice(let h): "'on \(h)' is declared twice"
        case .tabHookDeclaredTwice(let tab, let reselect, let c): "'on \(reselect ? "reselect" : "select") \(tab)' is declared twice in \(c)"
        case .handledTwice(let h, let c): "'on \(h)' is handled twice in \(c)"
        case .tooManyNames(let n, let count, let given): "'\(n)' has \(count) argument\(count == 1 ? "" : "s"), \(given) names given"
        }
    }

    var hint: String? {
        switch self {
        case .tooManyDeclarations: "the rest of the flow is not read; split it with 'include'"
        case .noApp(let launch): "add: app MyApp { launch \(launch) }"
        case .duplicateApp: "a flow has one app entry; remove this one or split the apps into separate flows"
        case .noLaunch(let app): "app \(app) { launch MainCoordinator }"
        case .sampleNotString: "samples \"alice\", \"bob\""
        case .resultFailureNotError(let f): "declare it: error \(f) { someFailure \"what went wrong\" }"
        case .anyOutsideApp(let v, let app): "move it to the app: app \(app) { var \(v): … = any }"
        case .anyNeedsType(let v): "var \(v): Bool = any"
        case .anyHasTooManyValues: "give one starting value, or use an enum of the cases that matter"
        case .tabHandlerOutsideRoot(let t): "write the tab bar as a coordinator's root: coordinator Main { root \(t) }"
        case .emptyTabBar: "tab home: Home withNavigation"
        case .noRootOrStart: "start() creates the first screen: add 'root SomeScreen', or 'start { … }' to decide what to show"
        case .resultNeedsTwoTypes, .takesNoTypeArguments, .defaultNotLiteral, .entryRepeatsInput, .alreadyCoordinatorInput,
             .varNotLiteral, .tabBarInTabBar, .hookDeclaredTwice, .tabHookDeclaredTwice, .handledTwice, .tooManyNames: nil
        }
    }
}
