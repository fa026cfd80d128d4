// SPDX-License-Identifier: MIT
import Foundation
import SwiftSyntax

/// Every type of the app, extensions merged, with what each one is in UIKit terms.
struct Module {
    private(set) var types: [String: TypeInfo] = [:]
    /// Names in the order first read, so that every output is deterministic.
    private(set) var order: [String] = []

    /// UIKit's view controller classes a screen can derive from. Containers are below.
    static let screenBases: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController",
        "UISplitViewController", "UIAlertController", "UIHostingController", "SFSafariViewController",
        "UIImagePickerController", "UIDocumentPickerViewController", "UIActivityViewController",
        "MFMailComposeViewController", "AVPlayerViewController", "UIReferenceLibraryViewController",
        "PHPickerViewController", "UISearchController", "UIInputViewController", "QLPreviewController",
        "CNContactPickerViewController", "UIFontPickerViewController", "UIColorPickerViewController",
    ]
    static let navigationBases: Set<String> = ["UINavigationController"]
    static let tabBarBases: Set<String> = ["UITabBarController"]

    /// Computed once: every lookup of a method, property or conformance walks these.
    private var ancestryCache: [String: [String]] = [:]
    private var conformersCache: [String: [String]] = [:]
    private var coordinatorCache: [String: Bool] = [:]
    private var uikitBaseCache: [String: String?] = [:]
    private var containersWithoutBack: Set<String> = []

    init(files: [SwiftFile]) {
        var read: [TypeInfo] = []
        for file in files {
            let collector = DeclarationCollector(file: file)
            collector.walk(file.tree)
            read += collector.types
        }
        let nested = NestedTypeNames(read)
        for info in read { merge(nested.apply(info)) }
        for name in order { ancestryCache[name] = computeAncestry(of: name) }
        for name in order { uikitBaseCache[name] = computeUIKitBase(of: name) }
        for name in order where types[name]?.isExtension == false {
            for parent in ancestryCache[name] ?? [] { conformersCache[parent, default: []].append(name) }
        }
        for name in order { coordinatorCache[name] = computeIsCoordinator(name) }
        // Asked for every call resolved: the set once, not a scan of every type each time.
        baseCoordinators = Set(order.compactMap { name in
            guard let t = types[name], !t.isExtension, !t.isAlias, let parent = t.inherited.first, parent != name, coordinatorCache[name] == true else { return nil }
            return parent
        })
        containersWithoutBack = Set(order.filter(computeIsContainerWithoutBack))
    }

    private mutating func merge(_ info: TypeInfo) {
        guard var existing = types[info.name] else {
            types[info.name] = info
            order.append(info.name)
            return
        }
        if existing.isExtension && !info.isExtension {
            // The declaration read after an extension: its superclass comes first, whatever the file order.
            existing.kind = info.kind
            existing.place = info.place
            existing.isExtension = false
            existing.inherited = info.inherited + existing.inherited.filter { !info.inherited.contains($0) }
        } else {
            existing.inherited += info.inherited.filter { !existing.inherited.contains($0) }
        }
        existing.properties += info.properties
        existing.methods += info.methods
        existing.nodes += info.nodes
        existing.cases += info.cases
        existing.isMain = existing.isMain || info.isMain
        types[info.name] = existing
    }

    subscript(name: String) -> TypeInfo? { types[name] }

    /// The class a plain typealias names (`HomeCoordinator` → `HomeCoordinatingLogic`); any other name as it is.
    func canonical(_ name: String) -> String {
        var current = name
        var seen: Set<String> = []
        while let t = types[current], t.isAlias, !t.isComposition, !t.isSpecialization, let target = t.inherited.first, seen.insert(current).inserted {
            current = target
        }
        return current
    }
    var all: [TypeInfo] { order.compactMap { types[$0] }.filter { !$0.isExtension } }

    /// The UIKit class a type derives from through the app's own classes, or nil (computed once per type: every
    /// question about a type asks it).
    func uikitBase(of name: String) -> String? {
        if let known = uikitBaseCache[name] { return known }
        return computeUIKitBase(of: name)
    }

    private func computeUIKitBase(of name: String) -> String? {
        var seen: Set<String> = []
        var current = name
        while !seen.contains(current) {
            seen.insert(current)
            let base = current.components(separatedBy: "<").first ?? current
            if Self.screenBases.contains(base) || Self.navigationBases.contains(base) || Self.tabBarBases.contains(base) {
                return base
            }
            guard let info = types[base], info.kind == .class, let superclass = info.inherited.first else {
                // A superclass from a library the app links (`CropViewController` of a pod): its name says what it is.
                if current != name, types[base] == nil, base.hasSuffix("NavigationController") { return "UINavigationController" }
                if current != name, types[base] == nil, base.hasSuffix("ViewController") { return "UIViewController" }
                return nil
            }
            current = superclass
        }
        return nil
    }

    /// A view controller class the app declares (an `extension UIViewController` declares nothing).
    /// `var onFinish: (() -> Void)?`, or `var onFinish: FinishHandler?` with `typealias FinishHandler = (R) -> Void`.
    func isClosure(_ p: PropertyInfo) -> Bool {
        p.isClosure || p.typeName.flatMap { types[$0]?.aliasTarget }.map { $0.contains("->") } == true
    }

    func isScreen(_ name: String) -> Bool {
        guard let t = types[name], !t.isExtension, !t.isComposition, !t.isAlias || t.isSpecialization, let base = uikitBase(of: name) else { return false }
        return Self.screenBases.contains(base)
    }
    func isNavigationController(_ name: String) -> Bool {
        // A library's navigation controller (`TitleSizeAdjustingNavigationController` of a framework the app links):
        // its name says what it is.
        name == "UINavigationController" || uikitBase(of: name).map(Self.navigationBases.contains) == true
            || types[name] == nil && name.hasSuffix("NavigationController") && name.first?.isUppercase == true
    }
    func isTabBarController(_ name: String) -> Bool {
        name == "UITabBarController" || uikitBase(of: name).map(Self.tabBarBases.contains) == true
    }

    func isSplitViewController(_ name: String) -> Bool {
        name == "UISplitViewController" || uikitBase(of: name) == "UISplitViewController"
    }

    /// A view controller of the app's own that stacks its children with its own `pushViewController` (a custom
    /// container, not a UINavigationController): UIKit gives it no back button and no edge swipe, so what it shows
    /// goes back only when its own code pops it (a method of the container that calls its pop).
    func isContainerWithoutBack(_ name: String) -> Bool { containersWithoutBack.contains(name) }

    private func computeIsContainerWithoutBack(_ name: String) -> Bool {
        // Its own `pushViewController(_:animated:)`: a view controller first, unlabelled (`pushViewController(for:
        // with:)` makes one from data and pushes it somewhere else).
        guard let t = types[name], isScreen(name),
              t.methods(named: "pushViewController").contains(where: { $0.parameters.first?.label == nil }) else { return false }
        let pops: Set<String> = ["popViewController", "popToRootViewController", "popToViewController"]
        return !t.methods.contains { m in
            !pops.contains(m.name) && m.body.map { body in pops.contains { body.description.contains($0 + "(") } } == true
        }
    }

    /// The app's own UITabBarController subclasses.
    var tabBarSubclasses: [String] { all.filter { $0.name != "UITabBarController" && !$0.isAlias && isTabBarController($0.name) }.map(\.name) }

    /// Every protocol and class a type conforms to or derives from, through the app's declarations.
    func ancestry(of name: String) -> [String] { ancestryCache[name] ?? computeAncestry(of: name) }

    private func computeAncestry(of name: String) -> [String] {
        var result: [String] = []
        var queue = [name]
        while let next = queue.first {
            queue.removeFirst()
            for parent in types[next]?.inherited ?? [] where !result.contains(parent) {
                result.append(parent)
                queue.append(parent)
            }
        }
        return result
    }

    /// A coordinator: a class or struct (not a view controller) with child coordinators, or a `start` method, or one
    /// of those through its protocols and base classes. The name is a hint only together with `start`.
    func isCoordinator(_ name: String) -> Bool { coordinatorCache[name] ?? computeIsCoordinator(name) }

    /// Makes an app or scene delegate whose launch branches a coordinator of the draft (`DraftBuilder.branchedLaunch`).
    mutating func markCoordinator(_ name: String) { coordinatorCache[name] = true }

    private func computeIsCoordinator(_ name: String) -> Bool {
        guard let info = types[name], !info.isExtension, !info.isAlias, info.kind == .class || info.kind == .struct, uikitBase(of: name) == nil else { return false }
        let family = [name] + ancestry(of: name)
        let declares = family.compactMap { types[$0] }
        let hasChildren = declares.contains { t in t.properties.contains(where: holdsChildCoordinators) }
        let hasStart = declares.contains { t in t.methods.contains { $0.name == "start" && !$0.isStatic } }
        let named = family.contains { $0.hasSuffix("Coordinator") || $0.hasSuffix("Coordinating") || $0.hasSuffix("Flow") }
        return hasChildren || (hasStart && named) || ownsMainWindow(info)
    }

    /// A window's owner: a class the main window is handed to (`AppCoordinator(window:)`, an app router), which
    /// makes the window's root a controller of its own choosing (`window.rootViewController = tabBarController`).
    /// UIKit shows what it picks, so it routes the app as a root coordinator does, whatever its name. A class that
    /// only shows what it is given (`show(_ vc:) { window.rootViewController = vc }`) is a wrapper; one that makes a
    /// window of its own at a level above the app's (a lock or privacy cover) is an overlay: neither counts.
    private func ownsMainWindow(_ info: TypeInfo) -> Bool {
        guard info.kind == .class || info.kind == .struct, !info.isMain,
              !info.inherited.contains(where: { ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "UIResponder"].contains($0) }),
              let window = info.properties.first(where: { p in
                  // `let window: UIWindow`, or `let window = UIWindow()` whose type only its value says.
                  let type = p.typeName ?? p.initializer.flatMap { BodyTranslator.unwrap($0).as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription }
                  return p.name.lowercased().hasSuffix("window") && !p.isWeak && (type.map { baseTypeName($0).hasSuffix("UIWindow") } ?? false)
              })
        else { return false }
        if info.nodes.contains(where: { $0.description.contains("windowLevel") }) { return false }
        // A launch state that hands the window to a coordinator it starts (`mainCoordinator.start()`) is where the
        // launch is read, not a coordinator of its own; so is one for tests (`Simulated`, `MockLaunch`).
        if DraftBuilder.isTestDouble(info.name) || info.name.contains("Simulat") { return false }
        for m in info.methods where m.body != nil {
            for call in Syntax(m.body!).descendants(FunctionCallExprSyntax.self) {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "start",
                      let base = member.base?.trimmedDescription, base.lowercased().contains("coordinator") else { continue }
                return false
            }
        }
        for m in info.methods where m.body != nil && !m.isStatic {
            let parameters = Set(m.parameters.map { $0.name })
            for x in Syntax(m.body!).descendants(InfixOperatorExprSyntax.self) where x.operator.is(AssignmentExprSyntax.self) {
                guard let target = x.leftOperand.as(MemberAccessExprSyntax.self), target.declName.baseName.text == "rootViewController",
                      let base = target.base else { continue }
                let owner = base.trimmedDescription.filter { $0 != "?" && $0 != "!" }
                guard owner == window.name || owner == "self." + window.name else { continue }
                let value = x.rightOperand.trimmedDescription
                if !parameters.contains(value) { return true }
            }
        }
        return false
    }

    /// Whether `method` of `type` sets the window's root, itself or through the type's own methods it calls (to a
    /// depth of three).
    func setsWindowRoot(from method: MethodInfo, of type: String) -> Bool {
        var seen: Set<String> = []
        var frontier = [method]
        for _ in 0..<4 {
            var next: [MethodInfo] = []
            for m in frontier {
                guard let body = m.body else { continue }
                if body.description.contains("rootViewController =") { return true }
                for call in Syntax(body).descendants(FunctionCallExprSyntax.self) {
                    guard let name = BodyTranslator.unwrap(call.calledExpression).ownCalleeName, seen.insert(name).inserted else { continue }
                    next += methods(of: type, named: name).filter { $0.body != nil && !$0.isStatic }
                }
            }
            frontier = next
        }
        return false
    }

    /// `childCoordinators`, or `children: [Coordinator]`: not a tree node's `children: [LocationNode]`.
    private func holdsChildCoordinators(_ p: PropertyInfo) -> Bool {
        if ["childCoordinators", "childCoordinator"].contains(p.name) { return true }
        guard ["children", "childFlows"].contains(p.name) else { return false }
        guard let text = p.typeName ?? p.initializer?.trimmedDescription else { return true }
        let element = String(text.drop { "[(".contains($0) }.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        if element.contains("Coordinat") || element.contains("Flow") { return true }
        guard let t = types[element] else { return false }
        // `children: [Routable]` of a protocol with `start()`; a class's own kind (`[PlaceNode]`) is a tree.
        return (t.kind == .protocol && t.methods.contains { $0.name == "start" }) || t.inherited.contains { $0.contains("Coordinat") }
    }

    /// A base class other coordinators derive from (`BaseCoordinator`): shared code, not a coordinator of its own.
    func isBaseCoordinator(_ name: String) -> Bool { baseCoordinators.contains(name) }
    private var baseCoordinators: Set<String> = []

    /// The application or scene delegate: where the first screen or coordinator is made.
    var launchTypes: [TypeInfo] {
        all.filter { t in t.isMain || t.inherited.contains { ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate"].contains($0) } }
    }

    /// Methods of `type` and its app-declared ancestors (a base coordinator's `addChild`), nearest first.
    func methods(of type: String, named name: String) -> [MethodInfo] {
        ([type] + ancestry(of: type)).flatMap { types[$0]?.methods(named: name) ?? [] }
    }
    func property(of type: String, named name: String) -> PropertyInfo? {
        for t in [type] + ancestry(of: type) { if let p = types[t]?.property(name) { return p } }
        return nil
    }
    /// Types that conform to `proto` (directly or through the app's protocols), view controllers first.
    func conformers(of proto: String) -> [String] { conformersCache[proto] ?? [] }
}
