// SPDX-License-Identifier: MIT
import TransitLanguage

/// What the resolver and the static checks report about SwiftUI navigation: paths, destinations, route values.
enum SwiftUIMessage: DiagnosticMessage, Hashable {
    /// `path feed: String`: a path holds route values, cases of an enum.
    case pathElementNotEnum(path: String, FlowType)
    case unknownPath(String)
    /// `path: x` where x is not a path.
    case pathModifierNotAPath
    /// `destination Route.detail: Login` where Login is not a screen.
    case destinationNotScreen(String)
    case destinationTypeNotEnum(String)
    case destinationTwice(type: String, case: String)
    /// `append .detail` with no path named and no route type that has the case, or several.
    case routeCaseUnknown(String, routeTypes: [String])
    case routeCaseAmbiguous(String, types: [String])
    case removeNothing
    /// A value appended to a path that no screen of the flow declares a destination for.
    case noDestinationForRoute(String, type: String)
    /// `destination Route.item: Item lazy`: the modifier is inside a List or LazyVStack row.
    case destinationInLazyContainer(type: String, case: String)

    var code: DiagnosticCode {
        switch self {
        case .pathElementNotEnum, .destinationTypeNotEnum, .removeNothing: .typeMismatch
        case .unknownPath: .unknownName
        case .pathModifierNotAPath, .destinationNotScreen: .wrongKind
        case .destinationTwice: .duplicateMember
        case .routeCaseUnknown: .unknownCase
        case .routeCaseAmbiguous: .typeMismatch
        case .noDestinationForRoute: .routeWithoutDestination
        case .destinationInLazyContainer: .destinationInLazyContainer
        }
    }

    var text: String {
        switch self {
        case .pathElementNotEnum(let p, let t): "path '\(p)' holds route values, cases of an enum, not \(t)"
        case .unknownPath(let n): "no path named '\(n)'"
        case .pathModifierNotAPath: "'path:' takes the name of a path the app declares"
        case .destinationNotScreen(let n): "'\(n)' is not a screen: a navigation destination shows a view"
        case .destinationTypeNotEnum(let n): "'\(n)' is not an enum: route values are cases of an enum"
        case .destinationTwice(let t, let c): "the destination of \(t).\(c) is declared twice in this screen"
        case .routeCaseUnknown(let c, let types):
            types.isEmpty ? "'.\(c)' is not a route: no path or destination declares a route type"
                : "no route type has a case '\(c)' (route types: \(types.joined(separator: ", ")))"
        case .routeCaseAmbiguous(let c, let types): "'.\(c)' is a case of several route types: \(types.joined(separator: ", "))"
        case .removeNothing: "'removeLast' takes a count of at least 1"
        case .noDestinationForRoute(let v, let t):
            "no screen declares a destination for \(v): SwiftUI shows nothing for it (\"no matching navigationDestination\" for \(t))"
        case .destinationInLazyContainer(let t, let c):
            "the destination of \(t).\(c) is declared inside a lazy container: SwiftUI logs \"Do not put a navigation destination modifier inside a 'lazy' container\" and sees it only while that row is rendered, so a link or a path value .\(c) does nothing once the row is off screen"
        }
    }

    var hint: String? {
        switch self {
        case .pathElementNotEnum(let p, _): "enum Route { case detail }; path \(p): Route"
        case .unknownPath: "declare it in the app: path feedPath: Route"
        case .pathModifierNotAPath: "tab feed: Feed path: feedPath"
        case .destinationTwice: "one destination per case; the closure of navigationDestination(for:) returns one view per case"
        case .routeCaseAmbiguous(let c, _): "name the path: append .\(c) to feedPath"
        case .noDestinationForRoute(let v, let t):
            "declare it on a view of the stack: destination \(t)\(v.hasPrefix(".") ? "" : ".")\(v): Screen"
        case .destinationInLazyContainer:
            "move .navigationDestination(for:) outside the List (on the List itself or the view holding it), and drop 'lazy'"
        case .destinationNotScreen, .destinationTypeNotEnum, .routeCaseUnknown, .removeNothing: nil
        }
    }
}
