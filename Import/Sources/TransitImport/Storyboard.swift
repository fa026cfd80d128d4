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
    /// The other segues (`show`, `presentation`, `embed`…), by the scene they leave from, in order: what a button
    /// or a cell of that scene, or `performSegue(withIdentifier:)` in its code, shows.
    public var segues: [String: [Segue]] = [:]
    /// Storyboard references (`viewControllerPlaceholder`), by scene id: the storyboard they stand for and the scene
    /// identifier there (nil: that storyboard's initial scene).
    public var references: [String: (storyboard: String, identifier: String?)] = [:]

    public struct Segue: Sendable, Equatable {
        public var kind: String
        public var identifier: String?
        public var destination: String
        /// The control it leaves from: its title or its id (`button` "Sign in").
        public var trigger: String?
        /// `modalPresentationStyle` of a presentation segue.
        public var style: String?
        public var line: Int
    }

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
        segues = reader.segues
        references = reader.references
    }

    /// The scene a storyboard identifier names.
    public func scene(identifier: String) -> Scene? { scenes.values.first { $0.storyboardIdentifier == identifier } }

    private final class Reader: NSObject, XMLParserDelegate {
        static let controllers: Set<String> = ["viewController", "tableViewController", "collectionViewController", "navigationController",
                                              "tabBarController", "splitViewController", "pageViewController", "hostingController"]
        var scenes: [String: Scene] = [:]
        var initial: String?
        var relationships: [String: [(kind: String, destination: String)]] = [:]
        var segues: [String: [Segue]] = [:]
        var references: [String: (storyboard: String, identifier: String?)] = [:]
        /// The controller elements open around the parser, innermost last: a segue belongs to the innermost.
        var open: [(element: String, id: String?)] = []
        /// The controls open around the parser (a button, a cell, a bar button item): what a segue is triggered by.
        var controls: [String?] = []
        static let controlElements: Set<String> = ["button", "barButtonItem", "tableViewCell", "collectionViewCell", "control", "tapGestureRecognizer"]

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if element == "document" { initial = attributes["initialViewController"] }
            if Self.controllers.contains(element), let id = attributes["id"] {
                scenes[id] = Scene(element: element, customClass: attributes["customClass"], storyboardIdentifier: attributes["storyboardIdentifier"],
                                   line: parser.lineNumber)
                open.append((element, id))
            }
            if element == "viewControllerPlaceholder", let id = attributes["id"], let name = attributes["storyboardName"] {
                references[id] = (name, attributes["referencedIdentifier"])
            }
            if Self.controlElements.contains(element) { controls.append(attributes["title"] ?? attributes["reuseIdentifier"] ?? attributes["userLabel"]) }
            if element == "state", attributes["key"] == "normal", let title = attributes["title"], !controls.isEmpty, controls[controls.count - 1] == nil {
                controls[controls.count - 1] = title
            }
            if element == "segue", let destination = attributes["destination"], let owner = open.last(where: { $0.id != nil })?.id {
                if attributes["kind"] == "relationship" {
                    relationships[owner, default: []].append((attributes["relationship"] ?? "", destination))
                } else if let kind = attributes["kind"], kind != "unwind" {
                    segues[owner, default: []].append(Segue(kind: kind, identifier: attributes["identifier"], destination: destination,
                                                            trigger: controls.last ?? nil, style: attributes["modalPresentationStyle"], line: parser.lineNumber))
                }
            }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if Self.controllers.contains(element), !open.isEmpty { open.removeLast() }
            if Self.controlElements.contains(element), !controls.isEmpty { controls.removeLast() }
        }
    }
}

extension Storyboard {
    /// The scenes shown inside a navigation controller: the roots of its navigation controller scenes, and what
    /// their `show` segues push, and so on.
    var inNavigation: Set<String> {
        var result = Set(scenes.filter { $0.value.element == "navigationController" }.keys.flatMap { id in
            (relationships[id] ?? []).filter { $0.kind == "rootViewController" }.map(\.destination)
        })
        var grew = true
        while grew {
            grew = false
            for id in result { for s in segues[id] ?? [] where ["show", "push", "showDetail"].contains(s.kind) { grew = result.insert(s.destination).inserted || grew } }
        }
        return result
    }

    /// How the flow says a segue leaving `source`: `show` pushes when the scene is in a navigation controller and
    /// presents when it is not (UIKit's `show(_:sender:)`), `presentation` presents, `embed` embeds.
    func verb(of segue: Segue, from source: String) -> DraftStatement.Verb? {
        switch segue.kind {
        case "push": .push
        case "show", "showDetail": inNavigation.contains(source) ? .push : .present
        case "presentation", "popoverPresentation", "modal": .present
        case "embed": .embed
        default: nil
        }
    }
}
