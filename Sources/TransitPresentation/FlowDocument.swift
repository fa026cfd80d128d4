// SPDX-License-Identifier: MIT
import Foundation
import TransitLanguage
import TransitModel

/// The resolved flow as a JSON document for other tools (`transit export --format json`). Its shape is
/// docs/flow.schema.json; `version` changes when a field changes meaning or goes away.
public struct FlowDocument: Codable, Sendable, Equatable {
    public static let formatName = "transit-flow"
    public static let currentVersion = 1

    public struct Location: Codable, Sendable, Equatable {
        public var file: String
        public var line: Int
        public var column: Int
    }
    public struct Parameter: Codable, Sendable, Equatable {
        public var name: String
        public var type: String
        /// The default value in flow syntax, when it has one.
        public var `default`: String?
    }
    /// What the back button (or a sheet's swipe-down) runs: `undeclared` (nothing, the user leaves without app
    /// code running), `none` (declared on purpose), or `code`.
    public enum BackKind: String, Codable, Sendable { case undeclared, none, code }
    public struct Back: Codable, Sendable, Equatable {
        public var kind: BackKind
        /// The result the code delivers (`finish(.cancelled)` → `.cancelled`), when it delivers a fixed one.
        public var delivers: String?
    }
    public struct Action: Codable, Sendable, Equatable {
        public var name: String
        public var cell: String?
        public var parameters: [Parameter]
        /// true: the screen runs its own body; false: the action is sent to the coordinator that shows it.
        public var selfHandled: Bool
        /// Coordinators with an `on Screen.action` handler for it.
        public var handledBy: [String]
        public var location: Location?
    }
    public struct Entry: Codable, Sendable, Equatable {
        public var name: String
        public var parameters: [Parameter]
        public var back: Back
        public var swipe: Back
    }
    public struct Screen: Codable, Sendable, Equatable {
        public var name: String
        public var inputs: [Parameter]
        /// The result type, nil for Void.
        public var result: String?
        public var resultOptional: Bool
        public var entries: [Entry]
        public var actions: [Action]
        public var back: Back
        public var swipe: Back
        public var nonDismissible: Bool
        public var hidesBackButton: Bool
        public var hidesBottomBar: Bool
        /// The coordinator whose cluster it is drawn in (the first that shows it), nil when shown by none.
        public var coordinator: String?
        public var location: Location?
    }
    public struct Coordinator: Codable, Sendable, Equatable {
        public var name: String
        public var inputs: [Parameter]
        public var result: String?
        public var resultOptional: Bool
        /// The root screen, tab bar or coordinator its start shows; nil when only `start { … }` shows something.
        public var root: String?
        /// `Screen.action` keys of its handlers, in declaration order.
        public var handles: [String]
        /// Coordinators it starts as children, in order of first appearance.
        public var children: [String]
        public var back: Back
        public var location: Location?
    }
    public struct Tab: Codable, Sendable, Equatable {
        public var name: String
        public var destination: String
        public var withNavigation: Bool
    }
    public struct TabBar: Codable, Sendable, Equatable {
        public var name: String
        public var tabs: [Tab]
        public var location: Location?
    }
    public struct AppEvent: Codable, Sendable, Equatable {
        public var name: String
        public var link: Bool
        public var parameters: [Parameter]
        /// For a link: the screen it must end on.
        public var expects: String?
        public var location: Location?
        /// `notification NAME`: posted by the app itself (`notify`); absent for events and links.
        public var notification: Bool? = nil
    }
    public struct App: Codable, Sendable, Equatable {
        public var name: String
        public var launch: String
        public var withNavigation: Bool
        public var location: Location?
    }
    public struct Node: Codable, Sendable, Equatable {
        public var id: String
        /// app, screen, tabBar, coordinator (one without a root screen) or event.
        public var kind: String
        public var name: String
        public var coordinator: String?
    }
    public struct Edge: Codable, Sendable, Equatable {
        public var from: String
        public var to: String
        /// root, push, present, embed, tab, set, start or result.
        public var kind: String
        public var trigger: String
        /// The edge's label as the diagram draws it.
        public var label: String
        /// How many transitions of the flow it stands for (parallel ones with one meaning are drawn once).
        public var count: Int
        public var location: Location?
    }
    public struct Graph: Codable, Sendable, Equatable {
        public var nodes: [Node]
        public var edges: [Edge]
    }

    public var format = FlowDocument.formatName
    public var version = FlowDocument.currentVersion
    public var files: [String]
    public var app: App?
    public var screens: [Screen]
    public var coordinators: [Coordinator]
    public var tabBars: [TabBar]
    public var events: [AppEvent]
    public var enums: [String: [String]]
    public var graph: Graph

    /// Pretty, key-sorted JSON with a final newline: stable for diffs and golden files.
    public func json() -> Data {
        let e = JSONEncoder()
        e.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        return ((try? e.encode(self)) ?? Data()) + Data("\n".utf8)
    }
}
