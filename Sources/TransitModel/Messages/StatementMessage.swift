// SPDX-License-Identifier: MIT
import TransitLanguage

/// What the resolver reports about statements: transitions, their modifiers and destinations, arguments, results.
enum StatementMessage: DiagnosticMessage, Hashable {
    /// What takes inputs, as a message names it ("screen 'Login'", "func 'Parent.reset'").
    enum Callee: Hashable, Sendable, CustomStringConvertible {
        case screen(String)
        case coordinator(String)
        case notification(String)
        case method(screen: String, name: String)
        /// A coordinator's func, with the coordinator when the call names it (`Parent.reset()`).
        case function(String, of: String?)

        var description: String {
            switch self {
            case .screen(let n): "screen '\(n)'"
            case .coordinator(let n): "coordinator '\(n)'"
            case .notification(let n): "notification '\(n)'"
            case .method(let s, let m): "method '\(s).\(m)'"
            case .function(let f, let c?): "func '\(c).\(f)'"
            case .function(let f, nil): "func '\(f)'"
            }
        }
    }

    /// Who ends with a result: a screen with `finish`, a coordinator with `terminate`.
    enum Ender: Hashable, Sendable {
        case screen(String)
        case coordinator(String)

        var keyword: String {
            switch self {
            case .screen: "finish"
            case .coordinator: "terminate"
            }
        }
        var callee: Callee {
            switch self {
            case .screen(let n): .screen(n)
            case .coordinator(let n): .coordinator(n)
            }
        }
    }

    // Modifiers
    /// `verb` takes the modifiers `takes` (sorted), none when empty.
    case notAModifier(String, verb: String, takes: [String])
    case conflictingStyles(String, previous: String)
    case styleTakesNoValue(String)
    case nonDismissibleFullScreen
    case flagTakesBool(String)

    // Destinations
    case selfOutsideSet
    case selfInSetOutsideScreen
    case selfTakesNoInputs
    case unknownEntry(screen: String, entry: String, entries: [String])
    /// The entries are never empty.
    case needsEntry(screen: String, entries: [String])
    case emptyNavigationShown(verb: String)
    case emptyNavigationTakesNoInputs
    case tabBarTakesNoInputs(String)
    case coordinatorShown(String, verb: String)
    case coordinatorHasNoEntries
    /// `kind`: what the name is declared as; `coordinators`: whether coordinators could be shown there.
    case notShowable(String, kind: NameKind, coordinators: Bool)

    // Arguments
    case argumentGivenTwice(String)
    case noSuchInput(Callee, label: String, inputs: [ParameterSpec])
    /// `examples`: an example value of each missing input, in order; `call`: the name the call is written with.
    case missingInputs(Callee, [ParameterSpec], call: String, examples: [String])

    // Statements
    case emptySet
    /// `inCode`: the statement is in a coordinator's or a screen's code (not at the top level).
    case finishOutsideScreen(inCode: Bool)
    case terminateOutsideCoordinator(inCode: Bool)
    case notPostable(String, isLink: Bool)
    case alertValue(FlowType)
    case inputAssigned(String)
    case presentingAssigned
    case funcCallInScreen(String)
    case alertWithoutButtons
    case startOutsideCoordinator
    case notACoordinator(String)
    case rootNeedsTransition(String)
    case notATransition(String)
    case rootlessWithTransition(String)
    case pushedNavigationRoot(String)
    case releaseOutsideCoordinator
    case retainOutsideOwner
    case releaseWithoutChild
    case ancestorCallInScreen(coordinator: String, func: String)
    case unknownMethod(screen: String, method: String)
    case tabIndexWithoutTabBar(Int)
    case tabIndexOutOfRange(Int, tabs: Int)
    case tabNameWithoutTabBar(String)
    case resultNeeded(Ender, FlowType, example: String)
    case resultNotDeclared(Ender)
    case bindingWithoutResult(String, binding: String)
    case conditionNotBool(FlowType, subject: String, example: String)
    case unknownFunc(coordinator: String, func: String)

    var code: DiagnosticCode {
        switch self {
        case .notAModifier, .notATransition: .unknownModifier
        case .conflictingStyles, .nonDismissibleFullScreen: .conflictingModifiers
        case .styleTakesNoValue: .modifierWithValue
        case .flagTakesBool, .alertValue, .conditionNotBool: .typeMismatch
        case .selfOutsideSet, .coordinatorShown, .notShowable, .notPostable, .notACoordinator: .wrongKind
        case .selfInSetOutsideScreen, .retainOutsideOwner, .finishOutsideScreen, .terminateOutsideCoordinator, .inputAssigned, .presentingAssigned,
             .funcCallInScreen, .startOutsideCoordinator, .ancestorCallInScreen: .misplacedStatement
        case .selfTakesNoInputs, .emptyNavigationTakesNoInputs, .tabBarTakesNoInputs, .argumentGivenTwice, .noSuchInput: .extraArgument
        case .unknownEntry, .coordinatorHasNoEntries, .unknownMethod, .unknownFunc: .unknownMember
        case .needsEntry, .missingInputs: .missingArgument
        case .emptyNavigationShown, .pushedNavigationRoot: .pushOfContainer
        case .emptySet: .emptyStack
        case .alertWithoutButtons: .alertWithoutButtons
        case .rootNeedsTransition, .rootlessWithTransition: .startShapeMismatch
        case .releaseOutsideCoordinator, .releaseWithoutChild: .releaseWithoutChild
        case .tabIndexWithoutTabBar, .tabIndexOutOfRange, .tabNameWithoutTabBar: .noTabBar
        case .resultNeeded, .resultNotDeclared: .noResultType
        case .bindingWithoutResult: .handlerWithoutResult
        }
    }

    var text: String {
        switch self {
        case .notAModifier(let n, let verb, _): "'\(n)' is not a modifier of '\(verb)'"
        case .conflictingStyles(let n, let prev): "'\(n)' conflicts with '\(prev)': a presentation has one style"
        case .styleTakesNoValue(let n): "'\(n)' takes no value"
        case .nonDismissibleFullScreen: "'nonDismissible' has no effect on a full-screen presentation, which cannot be swiped down"
        case .flagTakesBool(let n): "'\(n):' takes true or false"
        case .selfOutsideSet: "'self' is the screen that acts: only 'set' can keep it on a new stack"
        case .selfInSetOutsideScreen: "'self' in 'set' is the screen that acts: only a screen's own code can keep it"
        case .selfTakesNoInputs: "'self' is the screen as it is: it takes no inputs"
        case .unknownEntry(let n, let e, _): "screen '\(n)' has no entry '\(e)'"
        case .needsEntry(let n, let names): "screen '\(n)' is entered through one of its entries: \(names.joined(separator: ", "))"
        case .emptyNavigationShown(let verb):
            "an empty UINavigationController can be made the window's root or presented, not \(verb == "push" ? "pushed (\"Pushing a navigation controller is not supported\")" : "used with '\(verb)'")"
        case .emptyNavigationTakesNoInputs: "UINavigationController() takes no inputs here"
        case .tabBarTakesNoInputs(let n): "tab bar '\(n)' takes no inputs"
        case .coordinatorShown(let n, _): "'\(n)' is a coordinator: the parent starts it and picks the transition"
        case .coordinatorHasNoEntries: "a coordinator has no entries"
        case .notShowable(let n, let kind, let coordinators):
            "'\(n)' is \(kind.withArticle); only screens\(coordinators ? ", coordinators" : "") and tab bars can be shown"
        case .argumentGivenTwice(let label): "argument '\(label)' is given twice"
        case .noSuchInput(let what, let label, _): "\(what) has no input '\(label)'"
        case .missingInputs(let what, let missing, _, _):
            "\(what) needs \(missing.map { "'\($0.name): \($0.type)'" }.joined(separator: ", "))"
        case .emptySet: "'set' needs at least one screen: a navigation stack is never empty"
        case .finishOutsideScreen: "'finish' ends a screen; a coordinator ends with 'terminate'"
        case .terminateOutsideCoordinator: "'terminate' ends a coordinator; a screen ends with 'finish'"
        case .retainOutsideOwner: "'retain self' needs a screen or a coordinator whose code runs; the app has no self to retain"
        case .notPostable(let n, let isLink):
            "'\(n)' is \(isLink ? "a link" : "an event"): it reaches the app from outside, so the flow cannot post it"
        case .alertValue(let t): "alert shows a String or an error's message, not \(Suggest.article(t.description)) \(t)"
        case .inputAssigned(let n): "'\(n)' is an input or an argument: only a 'var' can be set"
        case .presentingAssigned: "'presenting' cannot be set: it says whether the container this code acts from presents something"
        case .funcCallInScreen(let f): "'\(f)()' calls a coordinator's func; a screen has none"
        case .alertWithoutButtons: "an alert with a '{ }' needs at least one button"
        case .startOutsideCoordinator: "only a coordinator starts child coordinators"
        case .notACoordinator(let n): "'\(n)' is not a coordinator"
        case .rootNeedsTransition(let n): "'\(n)' has a root screen: say how it is shown"
        case .notATransition(let v): "'\(v)' is not a transition"
        case .rootlessWithTransition(let n): "'\(n)' has no root screen: it shows its own screens from 'start { … }'"
        case .pushedNavigationRoot(let child):
            "\(child)'s root is in its own navigation controller: pushing it crashes (\"Pushing a navigation controller is not supported\")"
        case .releaseOutsideCoordinator: "only a coordinator holds children to release"
        case .releaseWithoutChild: "'release' here has no child to release"
        case .ancestorCallInScreen(let c, let f):
            "'\(c).\(f)()' calls a coordinator's func; only a coordinator's code holds a reference to another coordinator"
        case .unknownMethod(let s, let m): "screen '\(s)' has no method '\(m)'"
        case .tabIndexWithoutTabBar(let i): "tab \(i) is selected but the flow has no tab bar"
        case .tabIndexOutOfRange(let i, let tabs):
            "tab index \(i) is out of range: the largest tab bar has \(tabs) tabs (0…\(tabs - 1))"
        case .tabNameWithoutTabBar(let n): "tab '\(n)' is selected but the flow has no tab bar"
        case .resultNeeded(let owner, let type, _): "\(owner.callee) returns \(type): '\(owner.keyword)' needs a value"
        case .resultNotDeclared(let owner): "\(owner.callee) declares no result type, so '\(owner.keyword)' takes no value"
        case .bindingWithoutResult(let shown, let b): "'\(shown)' has no result type, so '\(b)' is always ()"
        case .conditionNotBool(let t, _, _): "a condition must be a Bool, not \(t)"
        case .unknownFunc(let c, let f): "\(c) has no func '\(f)'"
        }
    }

    var hint: String? {
        switch self {
        case .notAModifier(_, let verb, let takes):
            // A modifier of another verb is not a misspelling: say what this verb takes.
            takes.isEmpty ? "'\(verb)' takes no modifiers" : "'\(verb)' takes: " + takes.joined(separator: ", ")
        case .selfOutsideSet: "set [self, Next] is setViewControllers([self, next])"
        case .selfInSetOutsideScreen: "name the screen: here 'set' makes new instances"
        case .unknownEntry(let n, _, let names):
            names.isEmpty ? "'\(n)' declares no entries" : "its entries are: " + names.joined(separator: ", ")
        case .needsEntry(let n, let names): "write '\(n).\(names[0])'"
        case .emptyNavigationShown: "root UINavigationController, then push the first screen onto it"
        case .coordinatorShown(let n, let verb): "start \(n) as \(verb == "launch" || verb == "root" ? "root" : verb)"
        case .noSuchInput(let what, _, let params):
            params.isEmpty ? "\(what) takes no inputs" : "its inputs are: " + params.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        case .missingInputs(_, let missing, let call, let examples):
            "pass it: \(call)(\(zip(missing, examples).map { "\($0.name): \($1)" }.joined(separator: ", ")))"
        case .finishOutsideScreen(let inCode): inCode ? "write terminate(…) here" : nil
        case .terminateOutsideCoordinator(let inCode): inCode ? "write finish(…) here" : nil
        case .retainOutsideOwner: "write it in the screen's action or the coordinator's handler that keeps the closure"
        case .notPostable(let n, _): "declare what the app posts itself as: notification \(n)"
        case .inputAssigned(let n): "declare it in the coordinator: var \(n) = …"
        case .presentingAssigned: "declare a var of another name to keep a flag of your own"
        case .alertWithoutButtons: "button ok"
        case .startOutsideCoordinator: "handle this action in a coordinator ('on Screen.action { start … }')"
        case .notACoordinator: "show screens with push, present or root"
        case .rootNeedsTransition(let n): "start \(n) as push   (or present, root, tab, embed)"
        case .notATransition: "one of: root, push, present, tab, embed"
        case .rootlessWithTransition(let n): "start \(n)   (without 'as')"
        case .pushedNavigationRoot(let child): "present it or embed it instead, or drop 'withNavigation' from \(child)'s root"
        case .releaseWithoutChild: "release goes in the termination handler: start Child as present then (r) { dismiss; release }"
        case .unknownMethod(_, let m): "declare it in the screen: method \(m)"
        case .tabIndexWithoutTabBar: "declare one: tabs Main { tab home: Home }"
        case .resultNeeded(let owner, _, let example): "\(owner.keyword)(\(example))"
        case .resultNotDeclared: "declare one: -> Bool (or an enum, or Result<Success, Failure>)"
        case .bindingWithoutResult: "write 'then { … }' without a name"
        case .conditionNotBool(let t, let subject, let example): t == .void ? nil : "compare it: if \(subject) == \(example)"
        case .unknownFunc(let c, let f): "declare it in \(c): func \(f)() { … }"
        case .conflictingStyles, .styleTakesNoValue, .nonDismissibleFullScreen, .flagTakesBool, .selfTakesNoInputs,
             .emptyNavigationTakesNoInputs, .tabBarTakesNoInputs, .coordinatorHasNoEntries, .notShowable, .argumentGivenTwice,
             .emptySet, .alertValue, .funcCallInScreen, .releaseOutsideCoordinator, .ancestorCallInScreen, .tabIndexOutOfRange,
             .tabNameWithoutTabBar:
            nil
        }
    }

    var severity: Severity {
        switch self {
        // A style that makes the modifier pointless: a warning, where other conflicts are errors.
        case .nonDismissibleFullScreen: .warning
        default: code.defaultSeverity
        }
    }
}
