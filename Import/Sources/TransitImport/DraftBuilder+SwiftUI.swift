// SPDX-License-Identifier: MIT
import Foundation

/// SwiftUI in the draft: hosted views and the App's window lead to the views drafted as screens (`SwiftUIDraft`).
extension DraftBuilder {
    /// The SwiftUI views the rest of the draft shows (`UIHostingController(rootView: V())` anywhere, a view whose
    /// actions a coordinator handles), by type name, first shown first.
    func hostedViews(_ statements: [DraftStatement], handledViews: [String: SourcePlace]) -> [String] {
        var names: [String] = []
        func add(_ d: Destination) {
            switch d {
            case .hosting(let v): if !names.contains(v) { names.append(v) }
            case .navigation(let inner?): add(inner)
            default: break
            }
        }
        if case .destination(let d, _) = launch { add(d) }
        for (_, info) in translator.findings.tabBars.sorted(by: { $0.key < $1.key }) { info.tabs.forEach(add) }
        for (_, d) in exposed.sorted(by: { $0.key < $1.key }) { add(d) }
        for case .show(_, let ds, _, _) in statements { ds.forEach(add) }
        // Opaque screens and handled views are keyed by flow name: the view of that name.
        let byFlowName = Dictionary(swiftUIReader.order.map { (identifier($0), $0) }, uniquingKeysWith: { a, _ in a })
        for key in opaque.filter({ $0.value.kind == "SwiftUI view" }).map(\.key).sorted() + handledViews.keys.sorted() {
            if let v = byFlowName[key], !names.contains(v) { names.append(v) }
        }
        return names
    }

    /// Plans the SwiftUI screens once the UIKit bodies are read: which views are drafted, their enums.
    mutating func planSwiftUI(_ statements: [DraftStatement], handledViews: [String: SourcePlace]) {
        let launchesApp: Bool
        if case .none = launch { launchesApp = swiftUIReader.app != nil } else { launchesApp = false }
        var plan = SwiftUIDraft(reader: swiftUIReader, roots: hostedViews(statements, handledViews: handledViews), launchesApp: launchesApp)
        for (type, cases) in plan.enums where declaredEnums.insert(type).inserted {
            enumsText.line(enumDeclaration(type, cases), from: module[type]?.place)
        }
        // UIKit statements that push a hosted view bringing its own NavigationStack: a stack in a stack.
        for case .show(let verb, let ds, _, _) in statements where verb == .push || verb == .set {
            for d in ds { if case .hosting(let v) = d { plan.markStacked(v) } }
        }
        swiftUI = plan
    }

    /// The flow names of the drafted SwiftUI views: screens of the draft, not models.
    var swiftUINames: Set<String> { Set(swiftUI?.drafted.map(identifier) ?? []) }

    /// `path feedPath: Route` in the app, for each path a drafted stack binds.
    func writeSwiftUIPaths(into out: inout FlowText) {
        for p in swiftUI?.sharedPaths ?? [] { out.line("path \(p.name): \(identifier(p.route))", from: p.place) }
    }

    /// `launch ContentView withNavigation` from the App's WindowGroup, when the launch is SwiftUI's; false when the
    /// draft must guess.
    mutating func writeSwiftUILaunch(into out: inout FlowText, reason: inout String, place: inout SourcePlace?) -> Bool {
        guard let plan = swiftUI else { return false }
        if let l = plan.launch {
            out.line(l.text, from: l.place)
            launchText = "\(l.text.dropFirst("launch ".count)), the root view of the App's WindowGroup (\(l.place))"
            return true
        }
        if let problem = plan.launchProblem { (reason, place) = (problem.reason, problem.place) }
        return false
    }

    /// The words a hosted view with its own NavigationStack needs where UIKit shows it on its own (`present`, `root`).
    func hostedStackWords(_ ds: [Destination], verb: DraftStatement.Verb) -> String? {
        guard verb == .present || verb == .root, ds.count == 1, case .hosting(let v)? = ds.first else { return nil }
        return swiftUI?.ownStackWords(v)
    }

    /// `tabs V { … }` for each drafted view whose body is a TabView, and for the App's own TabView.
    mutating func writeSwiftUITabs(into tabs: inout FlowText) {
        guard var plan = swiftUI else { return }
        for view in plan.drafted where plan.isTabs(view) {
            tabs.blank()
            plan.writeTabs(view, into: &tabs)
        }
        if plan.hasAppTabs {
            tabs.blank()
            plan.writeTabs(nil, into: &tabs)
        }
        swiftUI = plan
    }

    /// The drafted SwiftUI views that are screens (not tab bars), by flow name.
    var swiftUIScreens: [String: String] {
        guard let plan = swiftUI else { return [:] }
        return Dictionary(plan.drafted.filter { !plan.isTabs($0) }.map { (identifier($0), $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// Writes one drafted SwiftUI screen.
    mutating func writeSwiftUIScreen(_ view: String, handled: [String], note: String?, into out: inout FlowText) {
        guard var plan = swiftUI else { return }
        plan.writeScreen(view, handled: handled, note: note, into: &out)
        swiftUI = plan
    }
}
