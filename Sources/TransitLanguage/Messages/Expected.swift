// SPDX-License-Identifier: MIT
/// What the parser expected where it found something else: "expected TEXT, found …" (`SyntaxMessage.expected`),
/// with an example of the right form as the hint where one helps.
enum Expected: Hashable, Sendable {
    // Names a declaration or member gives itself.
    case appName, enumName, caseName, errorTypeName, errorCaseName, modelTypeName, actionSetName, screenName
    case methodName, entryName, cellName, actionName, coordinatorName, functionName, variableName, tabBarName
    case tabName, buttonName, requirementName
    /// `event NAME`, `link NAME`, `notification NAME`.
    case appEventName(Keyword.Declaration)
    // Names that refer to something declared elsewhere.
    case adoptedActionSet, gesture, leavingScreen, poppedScreen, handledScreen, handledAction, handledEvent
    case argumentBinding, resultBinding, linkTarget, screenToRemove, screenToPopTo, transition, releasedCoordinator
    case retainedSelf, screenToRefresh, calledMethod, parameterName, type, target, entry, argumentLabel, caseAfterDot
    case afterEvent, afterMember
    /// SwiftUI: `path NAME: Type`, `destination Type.case: Screen`, `append .v to NAME`.
    case pathName, routeType, routeCase, destinationTarget, bindingName, alertMessage
    /// A name inside a query's parentheses: `shown(NAME)`.
    case queryArgument(query: String)
    // Punctuation.
    case openBrace(BlockKind), closeBrace(BlockKind)
    case openParen, closeParen, closeBracket, closeAngle, closeParameters, closeArguments, closeGroup
    case closeQuery(query: String)
    case dotAndAction
    /// `var NAME = …`: the variable's name shows in the hint.
    case initialValue(variable: String)
    case tabTarget, newStack
    /// `NAME: Type`: the parameter's name shows in the hint.
    case parameterType(parameter: String)
    /// `after EVENT: P`: the first event shows in the hint.
    case afterColon(event: String)
    // What a declaration or block holds.
    case declaration, launch, samples, actionInSet, screenMember, entryMember, actionInCell, coordinatorMember
    case tabItem, statement, alertButton, tabRef, value, requirementKind, reach, within, withinCount, predicate
    /// `start CHILD as …`: the child's name shows in the hint.
    case startAs(child: String)
    /// The number a query is compared with (`count(X) <= 1`).
    case comparedNumber(PredicateSyntax.Comparison.Op)

    var text: String {
        switch self {
        case .appName: "the app's name"
        case .enumName: "the enum's name"
        case .caseName: "a case name"
        case .errorTypeName: "the error type's name"
        case .errorCaseName: "an error case name"
        case .modelTypeName: "the model type's name"
        case .actionSetName: "the action set's name"
        case .screenName: "the screen's name"
        case .methodName: "the method's name"
        case .entryName: "the entry's name"
        case .cellName: "the cell's name"
        case .actionName: "the action's name"
        case .coordinatorName: "the coordinator's name"
        case .functionName: "the function's name"
        case .variableName: "the variable's name"
        case .tabBarName: "the tab bar's name"
        case .tabName: "the tab's name"
        case .buttonName: "the button's name"
        case .requirementName: "the requirement's name"
        case .appEventName(let kw): "the \(kw.rawValue)'s name"
        case .adoptedActionSet: "an action set name"
        case .gesture: "'back' or 'swipe'"
        case .leavingScreen: "the screen that leaves the stack"
        case .poppedScreen: "the popped screen"
        case .handledScreen: "a screen name"
        case .handledAction: "an action name"
        case .handledEvent: "an event name"
        case .argumentBinding: "a name for the argument"
        case .resultBinding: "a name for the result"
        case .linkTarget: "the screen the link must show"
        case .screenToRemove: "the screen to take out of the stack"
        case .screenToPopTo: "the screen to pop to"
        case .transition: "a transition (root, push, present, tab, embed)"
        case .releasedCoordinator: "a coordinator"
        case .screenToRefresh: "the screen to refresh"
        case .retainedSelf: "'self' (only the code's own screen or coordinator can retain itself)"
        case .calledMethod: "a method name"
        case .parameterName: "a parameter name"
        case .type: "a type"
        case .target: "a screen, coordinator or tab bar name"
        case .entry: "an entry name"
        case .argumentLabel: "an argument label"
        case .caseAfterDot: "a case name after '.'"
        case .afterEvent: "the event, link, Screen.action, alert.button, back or swipe after which it must hold"
        case .afterMember: "the action's or button's name"
        case .pathName: "a path's name"
        case .bindingName: "the name of the Bool that shows it"
        case .routeType: "the route type (an enum)"
        case .routeCase: "'.' and the route's case"
        case .destinationTarget: "':' and the screen the destination shows"
        case .alertMessage: "':' and the alert's message"
        case .queryArgument(let q): "a name in \(q)(…)"
        case .openBrace(let b): "'{' to open the \(b.rawValue)"
        case .closeBrace(let b): "'}' to close the \(b.rawValue)"
        case .openParen: "'('"
        case .closeParen: "')'"
        case .closeBracket: "']'"
        case .closeAngle: "'>'"
        case .closeParameters: "')' to close the parameters"
        case .closeArguments: "')' to close the arguments"
        case .closeGroup: "')' to close the '('"
        case .closeQuery(let q): "')' to close \(q)(…)"
        case .dotAndAction: "'.' and an action name"
        case .initialValue: "'=' and the initial value"
        case .tabTarget: "':' and the tab's screen or coordinator"
        case .newStack: "'[' and the new stack"
        case .parameterType: "':' and the parameter's type"
        case .afterColon: "':' and what must hold after it"
        case .declaration: "a declaration (screen, coordinator, enum, …)"
        case .launch: "'launch' in the app"
        case .samples: "'samples' in a model"
        case .actionInSet: "'action' in an action set"
        case .screenMember: "a screen member (action, entry, method, cell, on back…)"
        case .entryMember: "'on back' or 'on swipe' in an entry"
        case .actionInCell: "'action' in a cell"
        case .coordinatorMember: "a coordinator member (root, on …)"
        case .tabItem: "'tab name: Target' in a tab bar"
        case .statement: "a statement (push, present, dismiss, finish, …)"
        case .alertButton: "'button name { … }' in an alert"
        case .tabRef: "a tab name or index"
        case .value: "a value (a string, a number, true/false, a .case or a name)"
        case .requirementKind: "always, never, reachable, after, from or reach"
        case .reach: "'reach' and what the user must be able to get to"
        case .within: "'within' and the most events it may take"
        case .withinCount: "the number of events after 'within'"
        case .predicate: "a predicate (top(Screen), shown(Screen), running(Coordinator), count(X) <= 1, an app variable…)"
        case .startAs: "'as' and how to show the child"
        case .comparedNumber(let op): "a number after '\(op.rawValue)'"
        }
    }

    /// An example of the right form.
    var hint: String? {
        switch self {
        case .dotAndAction: "on List.select { … }"
        case .initialValue(let name): "var \(name) = false"
        case .tabTarget: "tab home: Home withNavigation"
        case .newStack: "set [Home, Detail(id: 1)]"
        case .parameterType(let name): "\(name): String"
        case .afterColon(let event): "after \(event): top(Home)"
        case .launch: "app MyApp { launch MainCoordinator }"
        case .samples: "model User { samples \"alice\", \"bob\" }"
        case .alertButton: "button cancel"
        case .reach: "from shown(Checkout) reach !shown(Checkout) within 2"
        case .within: "reach top(Home) within 3"
        case .withinCount: "within 3"
        case .startAs(let child): "the parent chooses the transition: start \(child) as present"
        case .comparedNumber: "count(Paywall) <= 1"
        case .routeCase, .destinationTarget: "destination Route.detail: Detail"
        case .pathName: "append .detail to feedPath"
        case .bindingName: "sheet compose: Compose"
        case .retainedSelf: "retain self"
        case .alertMessage: "alert deleting: \"Delete this post?\" { button delete { … } }"
        case .appName, .enumName, .caseName, .errorTypeName, .errorCaseName, .modelTypeName, .actionSetName, .screenName,
             .methodName, .entryName, .cellName, .actionName, .coordinatorName, .functionName, .variableName, .tabBarName,
             .tabName, .buttonName, .requirementName, .appEventName, .adoptedActionSet, .gesture, .leavingScreen,
             .poppedScreen, .handledScreen, .handledAction, .handledEvent, .argumentBinding, .resultBinding, .linkTarget,
             .screenToRemove, .screenToPopTo, .transition, .releasedCoordinator, .screenToRefresh, .calledMethod,
             .parameterName, .type, .target, .entry, .argumentLabel, .caseAfterDot, .afterEvent, .afterMember,
             .queryArgument, .openBrace, .closeBrace, .openParen, .closeParen, .closeBracket, .closeAngle,
             .closeParameters, .closeArguments, .closeGroup, .closeQuery, .declaration, .actionInSet, .screenMember,
             .entryMember, .actionInCell, .coordinatorMember, .tabItem, .statement, .tabRef, .value, .requirementKind,
             .predicate, .routeType:
            nil
        }
    }
}
