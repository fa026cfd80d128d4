// SPDX-License-Identifier: MIT
import TransitLanguage

/// The kinds of names a flow declares or refers to, each spelled as the messages write it (`word`).
enum NameKind: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    // What a top-level declaration declares (what `Resolver.declaredAt` records).
    case screen, coordinator, tabBar, enumeration, errorType, modelType, actionSet, event, link, notification
    // What a place in the flow expects.
    case type, variable, query
    /// The target of a show, push, present, root, tab or launch: a screen, a tab bar or a coordinator.
    case destination
    case screenOrCoordinator, eventOrLink
    /// A name a requirement's predicate reads.
    case appVariableOrQuery
    // Members, in a declaration or a call.
    case enumCase, errorCase, parameter, entry, member, tab, action, method, cell, argument, button

    var word: String {
        switch self {
        case .screen, .destination: "screen"
        case .coordinator: "coordinator"
        case .tabBar: "tab bar"
        case .enumeration: "enum"
        case .errorType: "error type"
        case .modelType: "model type"
        case .actionSet: "action set"
        case .event: "event"
        case .link: "link"
        case .notification: "notification"
        case .type: "type"
        case .variable: "variable"
        case .query: "query"
        case .screenOrCoordinator: "screen or coordinator"
        case .eventOrLink: "event or link"
        case .appVariableOrQuery: "app variable or query"
        case .enumCase: "case"
        case .errorCase: "error case"
        case .parameter: "parameter"
        case .entry: "entry"
        case .member: "member"
        case .tab: "tab"
        case .action: "action"
        case .method: "method"
        case .cell: "cell"
        case .argument: "argument"
        case .button: "button"
        }
    }

    /// "a screen", "an enum".
    var withArticle: String { "\(Suggest.article(word)) \(word)" }

    var description: String { word }
}
