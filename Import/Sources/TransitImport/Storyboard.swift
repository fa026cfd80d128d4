// SPDX-License-Identifier: MIT
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What an Interface Builder storyboard says about navigation: its scenes (the class each one makes, its storyboard
/// identifier), the initial scene, and the relationship segues that fill navigation and tab bar controllers. The
/// Swift reads scenes by identifier (`instantiateViewController(withIdentifier:)`) and a storyboard's tab bar has its
/// tabs here, not in code.
public struct Storyboard: Sendable {
    public struct Scene: Sendable, Equatable {
        /// The element: `viewController`, `tableViewController`, `navigationController`, `tabBarController`, …
        public var element: String
        public var customClass: String?
        public var storyboardIdentifier: String?
        public var line: Int
    }

    /// The file, as shown in the draft (`App/Main.storyboard`).
    public var path: String
    public var scenes: [String: Scene] = [:]
    public var initial: String?
    /// `relationship` segues by the scene they leave from, in order: a navigation controller's root, a tab bar's tabs.
    public var relationships: [String: [(kind: String, destination: String)]] = [:]

    /// The storyboard in `text`, or nil when it is not one (not XML, no scene).
    public init?(path: String, text: String) {
        self.path = path
        let reader = Reader()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        guard parser.parse(), !reader.scenes.isEmpty else { return nil }
        scenes = reader.scenes
        initial = reader.initial
        relationships = reader.relationships
    }

    /// The scene a storyboard identifier names.
    public func scene(identifier: String) -> Scene? { scenes.values.first { $0.storyboardIdentifier == identifier } }

    private final class Reader: NSObject, XMLParserDelegate {
        static let controllers: Set<String> = ["viewController", "tableViewController", "collectionViewController", "navigationController",
                                              "tabBarController", "splitViewController", "pageViewController", "hostingController"]
        var scenes: [String: Scene] = [:]
        var initial: String?
        var relationships: [String: [(kind: String, destination: String)]] = [:]
        /// The controller elements open around the parser, innermost last: a segue belongs to the innermost.
        var open: [(element: String, id: String?)] = []

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if element == "document" { initial = attributes["initialViewController"] }
            if Self.controllers.contains(element), let id = attributes["id"] {
                scenes[id] = Scene(element: element, customClass: attributes["customClass"], storyboardIdentifier: attributes["storyboardIdentifier"],
                                   line: parser.lineNumber)
                open.append((element, id))
            }
            if element == "segue", attributes["kind"] == "relationship", let destination = attributes["destination"],
               let owner = open.last(where: { $0.id != nil })?.id {
                relationships[owner, default: []].append((attributes["relationship"] ?? "", destination))
            }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if Self.controllers.contains(element), !open.isEmpty { open.removeLast() }
        }
    }
}
