// SPDX-License-Identifier: MIT
import Foundation
import Testing
import SwiftSyntax
@testable import TransitImport

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

private func draft(_ app: String) throws -> Importer.Result {
    let scan = try SourceFinder.scan([fixtures.appendingPathComponent(app).path])
    return Importer.draft(files: scan.files.filter { $0.path.hasSuffix(".swift") }, appName: app, storyboards: scan.storyboards, mainStoryboards: scan.mainStoryboards)
}

/// What a coordinator's `func NAME() { … }` holds in a draft, up to its closing brace.
private func funcBody(_ name: String, in flow: String) throws -> String {
    let start = try #require(flow.range(of: "func \(name)() {")).upperBound
    return String(flow[start...].prefix { $0 != "}" })
}

/// The main package's `transit`, built by scripts/test before these tests run; TRANSIT_BIN names another one.
private func transitBinary() -> String? {
    let candidates: [String?] = [ProcessInfo.processInfo.environment["TRANSIT_BIN"], repository.appendingPathComponent(".build/debug/transit").path]
    return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

private func run(_ tool: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// `transit ARGUMENTS FILE` on a draft written to a temporary file; nil when no `transit` binary was built.
private func runTransit(_ arguments: [String], onDraft flow: String) throws -> (status: Int32, output: String)? {
    guard let binary = transitBinary() else { return nil }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("draft-\(UUID().uuidString).flow")
    defer { try? FileManager.default.removeItem(at: file) }
    try flow.write(to: file, atomically: true, encoding: .utf8)
    return try run(binary, arguments + [file.path])
}

/// A scene delegate whose window's root is `root` (Swift source for a fixture app).
private func sceneLaunching(_ root: String) -> String {
    """

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            window = UIWindow(windowScene: scene as! UIWindowScene)
            window?.rootViewController = \(root)
            window?.makeKeyAndVisible()
        }
    }
    """
}

@Suite struct ImportFixtureTests {
    static let apps = ["WindowRoot", "TabsDelegates", "RouterCombine", "DelegateHooks", "Launch", "Templates", "ControlFlow", "Tabs", "Project", "Routes", "Shapes", "LaunchState", "TabHelpers", "Hosting", "TabCoordinators", "NestedRoot", "ViewModels", "AppEvents", "Containers", "Storyboards", "ExposedRoots", "StartReturns", "CombineChildren", "RouterCompletions", "Notifications", "Seams", "SceneHelpers", "LazyLaunch", "LaunchHost", "OwnTabs", "ModuleOutputs", "LaunchBranches", "OpenedLaunch", "StartHelpers", "Selections", "PlistLaunch", "BuilderLaunch", "KeptClosures", "RunTimeWays", "RowActions", "BuilderChildren", "SwappedContent", "TabsAPI", "ExampleApps", "SubscribeHelpers", "RootLocals", "ExternalEvents", "OptionalFactories", "PresentableRouters", "SwappedChildren", "AvailableLaunch", "LaunchGates", "HelperCallbacks", "LeaveHooks", "CustomBackButtons", "ConstructedFlows", "DelegateNews", "InheritedActions", "WindowOwner", "InjectedRouter", "RetainCycles",
                        "SwiftUIBindings", "SwiftUIRouter", "SwiftUIItemSheet", "SwiftUITabs", "SwiftUIHosted", "SwiftUIUnread", "SwiftUIDestinations"]

    @Test("each fixture app drafts exactly its expected flow", arguments: apps)
    func draftMatchesExpected(app: String) throws {
        let expected = try String(contentsOf: fixtures.appendingPathComponent("\(app)/expected.flow"), encoding: .utf8)
        #expect(try draft(app).flow == expected)
    }

    @Test("each expected flow checks without errors and explores", arguments: apps)
    func expectedFlowChecksAndExplores(app: String) throws {
        // scripts/test builds transit first and sets TRANSIT_BIN, so in the suite this runs; alone, it needs a build.
        let binary = try #require(transitBinary(), "build transit first (swift build at the repository root)")
        let flow = fixtures.appendingPathComponent("\(app)/expected.flow").path
        let check = try run(binary, ["check", flow])
        #expect(check.status == 0, "\(check.output)")
        let explore = try run(binary, ["check", "--explore", "--format", "json", flow])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(explore.output.utf8)) as? [String: Any], "\(explore.output)")
        #expect(json["complete"] as? Bool == true)
        let states = json["states"] as? Int ?? 0
        #expect(states > 2, "the draft explores past the launch: \(states) states")
    }

    @Test("a strong reference cycle through self becomes `retain self` where the Swift closes it, and the draft's exploration finds each leak (and none for a weak capture)")
    func retainCyclesBecomeLeaksTheExplorerFinds() throws {
        let flow = try draft("RetainCycles").flow
        // The lazy coordinator that keeps Settings is made on the first "Close account" tap: the retain is there.
        #expect(flow.contains("action closeAccountTapped {  // from App.swift:83\n    retain self  // from App.swift:81"), "\(flow)")
        // The coordinator's sink is kept in its own cancellables as it starts.
        #expect(flow.contains("start {  // from App.swift:118\n    retain self  // from App.swift:123"), "\(flow)")
        // Profile keeps its callback with [weak self]: nothing.
        let profile = try #require(flow.range(of: "screen Profile {"))
        #expect(!flow[profile.lowerBound...].prefix { $0 != "}" }.contains("retain self"))
        guard let binary = transitBinary() else { return }
        let path = fixtures.appendingPathComponent("RetainCycles/expected.flow").path
        let explore = try run(binary, ["check", "--explore", "--format", "json", path])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(explore.output.utf8)) as? [String: Any], "\(explore.output)")
        let findings = (json["findings"] as? [[String: Any]] ?? []).filter { $0["code"] as? String == "R301" }
        let messages = findings.compactMap { $0["message"] as? String }.sorted()
        #expect(messages.count == 2 && messages[0].hasPrefix("CampaignCoordinator leaked: it retains itself")
                && messages[1].hasPrefix("Settings leaked: it retains itself"), "\(messages)")
    }

    @Test("hostile names stay names: a newline in a file name starts no line of flow, a name of emoji is spelt out (issue 36)")
    func hostileNamesStayNames() throws {
        let vc = "import UIKit\nfinal class 😀: UIViewController {\n  func go() { navigationController?.pushViewController(Detail(), animated: true) }\n}\nfinal class Detail: UIViewController {}\n"
        let result = Importer.draft(files: [("a\nscreen Pwned { }\n//.swift", vc)], appName: "App")
        #expect(!result.flow.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("screen Pwned") }, "\(result.flow)")
        #expect(result.flow.contains("a\\u{A}screen Pwned"), "\(result.flow)")
        #expect(result.flow.contains("screen U1F600"), "\(result.flow)")
        guard let binary = transitBinary() else { return }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("import-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("draft.flow")
        try Data(result.flow.utf8).write(to: file)
        // It lexes, parses and every name resolves; the guessed launch (no delegate here) pushes, so it is guessed
        // inside a navigation controller and the draft checks clean.
        let check = try run(binary, ["check", file.path])
        #expect(check.output.range(of: #"error\[T(0\d\d|10\d)\]"#, options: .regularExpression) == nil, "\(check.output)\n\(result.flow)")
        #expect(result.flow.contains("launch U1F600 withNavigation") && check.status == 0, "\(check.output)\n\(result.flow)")
    }

    @Test("every navigation line of a draft says where it came from")
    func everyStatementIsTraceable() throws {
        let statements = ["push ", "present ", "root ", "set [", "start ", "dismiss", "pop", "release", "terminate", "launch ", "alert "]
        for app in Self.apps {
            for line in try draft(app).flow.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) })
            where statements.contains(where: { line.hasPrefix($0) }) {
                #expect(line.contains("// from "), "\(app): \(line)")
            }
        }
    }
}

@Suite struct ImportUnseenAppTests {
    @Test("a Swift file no target of the Xcode project compiles is left out and named, by project; so is one only an app extension compiles (a share sheet, a notification's content: a program of its own)")
    func filesNoTargetCompilesAreSkipped() throws {
        let scan = try SourceFinder.scan([fixtures.appendingPathComponent("Project").path])
        #expect(scan.files.map(\.path).sorted() == ["App/AppDelegate.swift", "App/InboxViewController.swift"])
        #expect(scan.notCompiled.map(\.project) == ["App.xcodeproj"])
        #expect(scan.notCompiled.first?.paths == ["Old/LegacyCoordinator.swift", "ShareExtension/ShareViewController.swift"])
        #expect(!(try draft("Project").flow.contains("Legacy")))
        #expect(!(try draft("Project").flow.contains("Share")))
    }

    @Test("the report counts what the draft holds; no navigation is 'none found', not 100 %; a guessed launch says so")
    func reportIsHonest() throws {
        let empty = Importer.draft(files: [("Money.swift", "struct Money { var cents: Int }\n")], appName: "Money").report
        #expect(empty.text.contains("navigation calls:     none found"), "\(empty.text)")
        #expect(!empty.text.contains("%"), "\(empty.text)")
        #expect(!empty.launchRead)
        #expect(empty.text.contains("launch:               not read"), "\(empty.text)")
        let control = try draft("ControlFlow").report
        #expect(control.launchRead)
        #expect(control.text.contains("in the draft as statements \(control.inDraft) ("), "\(control.text)")
        #expect(control.text.contains("resolved only as comments \(control.commentedOnly.count)"), "\(control.text)")
    }

    @Test("the report counts UIKit navigation in code the draft never reads, by the type it is in")
    func reportCountsUnreadNavigation() throws {
        let report = try draft("KeptClosures").report
        #expect(report.notRead.map(\.detail) == ["ShareFlowController"], "\(report.text)")
        #expect(report.text.contains("not read 1 (in code the draft never reaches)"), "\(report.text)")
        #expect(report.text.contains("not read, by type:    ShareFlowController 1"), "\(report.text)")
        // The percentage is of every call found, read or not.
        #expect(report.counted.count == report.inDraft + report.commentedOnly.count + report.unresolved.count + report.notRead.count)
        // A wrapper's own body (`func push(_ vc:) { nav.pushViewController(vc, …) }`) is counted at its call sites only.
        let wrapper = "import UIKit\nfinal class Router {\n  let nav = UINavigationController()\n  func push(_ vc: UIViewController) { nav.pushViewController(vc, animated: true) }\n}\n"
        #expect(Importer.draft(files: [("Router.swift", wrapper)], appName: "A").report.notRead.isEmpty)
    }

    @Test("a closure a factory keeps runs when what keeps it decides: a child's end, an alert's button; not after the call")
    func keptClosuresRunLater() throws {
        let flow = try draft("KeptClosures").flow
        // The parent's closure is the child's termination handler, not a dismiss right after the child is made.
        #expect(flow.contains("start SettingsCoordinator then {"), "\(flow)")
        let showSettings = flow.components(separatedBy: "func showSettings() {")[1].components(separatedBy: "\n  }\n")[0]
        #expect(showSettings.components(separatedBy: "dismiss").count == 2, "one dismiss, in the handler: \(showSettings)")
        // The child hands its own end to its screen.
        #expect(flow.contains("on Settings.onClose {  // from App.swift:67\n    terminate"), "\(flow)")
        // An alert factory's closure is its button.
        #expect(flow.contains("button onConfirm {\n        popToRoot"), "\(flow)")
        let binary = try #require(transitBinary(), "build transit first (swift build at the repository root)")
        let explore = try run(binary, ["check", "--explore", fixtures.appendingPathComponent("KeptClosures/expected.flow").path])
        // The leak the fixture has: the child is kept in childCoordinators and never removed when it ends.
        #expect(explore.output.contains("SettingsCoordinator leaked: still retained by AppCoordinator"), "\(explore.output)")
    }

    @Test("a launch that reads the app's saved state explores every way it can go, and finds the leak only one of them reaches")
    func launchBranchesAreExplored() throws {
        let binary = try #require(transitBinary(), "build transit first (swift build at the repository root)")
        let flow = fixtures.appendingPathComponent("LaunchBranches/expected.flow").path
        let explore = try run(binary, ["check", "--explore", flow])
        // Signed out, the login's profile is a tab's coordinator started outside its tab bar, and it leaks on back.
        #expect(explore.output.contains("ProfileCoordinator leaked"), "\(explore.output)")
        #expect(explore.output.contains("launch(isSignedIn: false)"), "\(explore.output)")
        #expect(explore.output.contains("reached 3 screens and 5 coordinators"), "\(explore.output)")
        let opened = try draft("OpenedLaunch").flow
        // A condition in a tap's closure or on what UIKit shows is not launch state.
        #expect(!opened.contains("presentedViewController"), "\(opened)")
        #expect(opened.contains("var onboarded: Bool = any") && opened.contains("var hasUser: Bool = any"), "\(opened)")
    }

    @Test("a child handed a navigation controller that its parent presents shows its first screen there, also through a helper")
    func handedNavigationIsPresentedFirst() throws {
        let flow = try draft("StartHelpers").flow
        #expect(flow.contains("present UINavigationController  // from App.swift:52\n    start SendCoordinator"), "\(flow)")
        #expect(flow.contains("present UINavigationController  // from App.swift:61\n    start ReceiveCoordinator"), "\(flow)")
        // `self.makeSettingsCoordinator()`: the factory's child, not the coordinator that calls it.
        #expect(flow.contains("func toSettings() {  // from App.swift:65\n    start SettingsCoordinator"), "\(flow)")
        let binary = try #require(transitBinary(), "build transit first (swift build at the repository root)")
        let explore = try run(binary, ["check", "--explore", fixtures.appendingPathComponent("StartHelpers/expected.flow").path])
        // Only the child's own steps remove it: a swipe-down leaves it in the parent's array.
        #expect(explore.output.contains("SendCoordinator leaked") && explore.output.contains("a swipe-down dismissed its screen"), "\(explore.output)")
    }

    @Test("each row a selection handler switches on is an action of its own; what shows only sometimes as a screen appears is not shown on every appearance")
    func selectionsAndAppearances() throws {
        let flow = try draft("Selections").flow
        for row in ["general", "appearance", "about"] { #expect(flow.contains("action tableViewDidSelectRowAt_\(row) {"), "\(flow)") }
        // The row that does nothing is not an action; a switch on the size class is not the user's pick.
        #expect(!flow.contains("tableViewDidSelectRowAt_version") && flow.contains("action shareTapped {"), "\(flow)")
        #expect(!flow.contains("present Promotion") && !flow.contains("present Tour"), "\(flow)")
        let binary = try #require(transitBinary(), "build transit first (swift build at the repository root)")
        let explore = try run(binary, ["check", "--explore", fixtures.appendingPathComponent("Selections/expected.flow").path])
        // Rows told apart by `if`s (in a row, or `else if`) are actions of their own too: one tap presents once.
        for row in ["row0", "row1", "row2"] { #expect(flow.contains("action tableViewDidSelectRowAt_\(row) {"), "\(flow)") }
        #expect(explore.output.contains("reached 8 screens"), "\(explore.output)")
        #expect(!explore.output.contains("T141") && explore.output.contains("0 errors"), "\(explore.output)")
    }

    @Test("the launch: the storyboard Info.plist names, not a cast read later; what willConnectTo starts, through a factory typed as the base class")
    func launchFromPlistAndBuilders() throws {
        let plist = try draft("PlistLaunch").flow
        #expect(plist.contains("launch Home withNavigation  // from Info.plist:1"), "\(plist)")
        // Segues named by a constant and by a String enum's case; an ad banner's rootViewController is not a root.
        #expect(plist.contains("push Ferries") && plist.contains("push Cameras") && !plist.contains("root Home"), "\(plist)")
        // A storyboard reference is the other storyboard's initial scene; showDetail on the collapsed split view pushes
        // what its navigation controller holds. The row switch sits in an else arm (a re-tap pops): one action per row.
        #expect(plist.contains("action tableViewDidSelectRowAt_case1 {") && plist.contains("push Tolls  // from App.swift:28"), "\(plist)")
        // A navigation controller made here and given a stack: not the stack on screen.
        #expect(!plist.contains("set [TollDetail]") && plist.contains("TODO(import): nav.setViewControllers([TollDetailViewController()])"), "\(plist)")
        let builder = try draft("BuilderLaunch").flow
        #expect(builder.contains("launch AppCoordinator  // from App.swift:47"), "\(builder)")
        #expect(!builder.contains("BaseCoordinator"), "\(builder)")
    }

    @Test("an if whose arm returns makes the statements after it the other arm, not statements that also run")
    func earlyExitSplitsTheBlock() throws {
        let flow = try draft("ControlFlow").flow
        // `if let presented { dismiss { present Payment }; return }; present Payment`: one present per way.
        let checkout = flow.components(separatedBy: "func checkout()").last ?? ""
        let live = checkout.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("present Payment") }
        #expect(live.count == 1, "\(checkout)")
        #expect(checkout.contains("// other arm: dismiss"), "\(checkout)")
        #expect(checkout.contains("if isLoggedIn {") && checkout.contains("present Login"), "\(checkout)")
    }

    @Test("a guard inside an if that leaves the function makes what follows the if the other way, not what runs next")
    func guardExitInsideAnIfSplitsTheBlock() throws {
        let flow = try draft("ControlFlow").flow
        // `if c { guard x else { return showLimit() } }; guard n else { return showLimit() }; present(Review)`: the
        // way kept presents Limit and leaves; Review is presented on another way (a comment), not on top of Limit.
        let confirm = (flow.components(separatedBy: "func confirm()").last ?? "").components(separatedBy: "func showLimit()")[0]
        let live = confirm.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("//") }
        #expect(live.filter { $0.hasPrefix("showLimit()") || $0.hasPrefix("present") }.count == 1, "\(confirm)")
        #expect(confirm.contains("//   present Review"), "\(confirm)")
    }

    @Test("a screen action that takes one of several ways at run time is one action per way; a choice on where the screen is shown is not split")
    func runTimeWaysAreActionsOfTheirOwn() throws {
        let flow = try draft("RunTimeWays").flow
        for action in ["exportTapped_Export", "exportTapped_Upgrade", "signIn_apple", "signIn_mail", "save_Saved", "save_alert"] {
            #expect(flow.contains("  action \(action) {"), "\(action) in \(flow)")
        }
        #expect(flow.contains("  action close {") && flow.contains("// other arm: dismiss"), "\(flow)")
        #expect(!flow.contains("close_"), "\(flow)")
    }

    @Test("a router that shows `module.toPresentable()` through a local and in both arms of an animated choice is a wrapper, also called through a chain of properties typed as a protocol; a split view made root through it brings its primary coordinator")
    func presentableRoutersAreWrappers() throws {
        let flow = try draft("PresentableRouters").flow
        #expect(flow.contains("    set [Home]  // from App.swift:110"), "\(flow)")
        #expect(flow.contains("    push Room  // from App.swift:113"), "\(flow)")
        #expect(flow.contains("    root UINavigationController  // from App.swift:94\n    start HomeCoordinator  // from App.swift:94"), "\(flow)")
        #expect(!flow.contains("toPresentable(): no declaration says"), "\(flow)")
    }

    @Test("a main storyboard named by an Info.plist named for its target launches; an `if` expression picks the arm its caller's case names; a child removed before the next is embedded is `embed … replacing`")
    func swappedChildrenReplace() throws {
        let flow = try draft("SwappedChildren").flow
        #expect(flow.contains("  launch Root withNavigation  // from Home-Info.plist:1"), "\(flow)")
        #expect(flow.contains("  action showWeb {  // from App.swift:33\n    // TODO(import): `if currentView != targetView` decides at run time: the first arm that navigates is kept (App.swift:45)\n    embed Web replacing"), "\(flow)")
        #expect(flow.contains("  on load {\n    // TODO(import): `if currentView != targetView` decides at run time: the first arm that navigates is kept (App.swift:45)\n    embed Sitemap replacing"), "\(flow)")
        // `announce(target: .web)`: `if target != .sitemap` runs, `if target == .sitemap` does not; neither is a choice.
        #expect(flow.contains("    embed Web replacing  // from App.swift:47\n    present Notice"), "\(flow)")
        #expect(!flow.contains("present SitemapHelp"), "\(flow)")
    }

    @Test("code for an older iOS (`if #unavailable(iOS 13.0)`, the else of `#available`) is not read: the scene delegate's launch is the launch, and the older handler is no second handler")
    func olderOSCodeIsNotRead() throws {
        let flow = try draft("AvailableLaunch").flow
        #expect(flow.contains("  launch AppCoordinator  // from App.swift:40"), "\(flow)")
        #expect(!flow.contains("coordinator AppDelegate"), "\(flow)")
        #expect(!flow.contains("another handler"), "\(flow)")
        #expect(flow.contains("  on Home.onOpen {  // from App.swift:54\n    showDetail()"), "\(flow)")
    }

    @Test("a root shown in an `if` that returns early from the launch (a gate: app disabled, OS too old) is not the launch while the usual way, or the app becoming active right after, shows one")
    func launchGatesAreNotTheLaunch() throws {
        let flow = try draft("LaunchGates").flow
        #expect(flow.contains("  launch Home withNavigation  // from App.swift:34"), "\(flow)")
    }

    @Test("a helper object whose delegate the coordinator is calls back into it (`delegate?.applicationShouldStart()` is the coordinator's func), a closure handed to a method runs where the method calls it, a closure registered for later does not run, and an app extension `setViewControllers(_:animated:completion:)` is a wrapper")
    func helperCallbacksReachTheCoordinator() throws {
        let flow = try draft("HelperCallbacks").flow
        #expect(flow.contains("    // TODO(import): `if !started` decides at run time: the first arm that navigates is kept (App.swift:71)\n    applicationShouldStart()  // from App.swift:76\n    // other arm: errorWhileLoading()  // from App.swift:65\n    // other arm: updateIsRequired()  // from App.swift:84"), "\(flow)")
        // The registration's closure (errorWhileLoading on a failed reload) is not read as code that runs there.
        #expect(flow.components(separatedBy: "errorWhileLoading()  // from App.swift:74").count == 1, "\(flow)")
        #expect(flow.contains("    root UINavigationController  // from App.swift:34\n    // other arm: root UINavigationController  // from App.swift:33\n    set [Dashboard]  // from App.swift:121"), "\(flow)")
    }

    @Test("a navigation delegate that ends the flow when its first screen is no longer in the stack is `on willLeave Start`; a child telling its parent it went back ends it; of several ends, the parent's finishing method is the handler")
    func stackDelegatesAreLeaveHooks() throws {
        let flow = try draft("LeaveHooks").flow
        #expect(flow.contains("  on willLeave Start {  // from App.swift:83\n    terminate  // from App.swift:85"), "\(flow)")
        #expect(flow.contains("    start ImportCoordinator then {  // from App.swift:42\n      // the termination handler, from App.swift:52\n      release  // from App.swift:53\n      popToRoot"), "\(flow)")
    }

    @Test("a custom back button an app extension installs (`addBackButton()` sets `navigationItem.leftBarButtonItem`) hides the system one, and its target (`#selector(onBack)`) is the screen's action; a screen that passes its own selector keeps its own")
    func customBackButtonsFromExtensions() throws {
        let flow = try draft("CustomBackButtons").flow
        #expect(flow.contains("  action onBack {  // from App.swift:37\n    pop  // from App.swift:15\n  }\n  hidesBackButton  // from App.swift:37"), "\(flow)")
        #expect(flow.contains("  action close {  // from App.swift:47\n    popToRoot  // from App.swift:47\n  }\n  hidesBackButton  // from App.swift:45"), "\(flow)")
        #expect(flow.components(separatedBy: "action onBack").count == 2, "\(flow)")
    }

    @Test("a property held as a protocol several app types adopt is the type every construction passes (a static factory `-> Self where Self == PushPresentationFlow`); a closure set on a helper made in a body runs after the helper is started")
    func constructedProtocolsAndHelperCompletions() throws {
        let flow = try draft("ConstructedFlows").flow
        #expect(flow.contains("    push Loading animated: false  // from App.swift:73"), "\(flow)")
        #expect(flow.contains("screen Loading {  // from App.swift:77\n  action didFinishLoadingSequence  // from App.swift:58"), "\(flow)")
    }

    @Test("a child telling its delegate news the parent does not act on as an end (it does nothing, or starts another child) does not end it: the parent's func is called; one the parent ends it on (removes it) does")
    func delegateNewsIsNotAnEnd() throws {
        let flow = try draft("DelegateNews").flow
        #expect(flow.contains("  on List.onLoaded {  // from App.swift:67\n  }"), "\(flow)")
        #expect(flow.contains("  on List.onSelect {  // from App.swift:68\n    AppCoordinator.listCoordinatorDidSelectItem()"), "\(flow)")
        #expect(flow.contains("  on List.onCancel {  // from App.swift:69\n    terminate"), "\(flow)")
    }

    @Test("a closure a row, a button or a menu item is made with (in the initialiser too, or through a local closure that hands it on) is an action of the screen; an alert button's stays the button's")
    func controlClosuresAreActions() throws {
        let flow = try draft("RowActions").flow
        #expect(flow.contains("  action certificateRow {  // from App.swift:28\n    push Certificate"), "\(flow)")
        #expect(flow.contains("  action logs {  // from App.swift:37\n    present Logs withNavigation"), "\(flow)")
        #expect(flow.contains("  action shareApp {  // from App.swift:53\n    present Share"), "\(flow)")
        // A local closure that hands its closure to a control keeps it for the tap: not run as the screen loads.
        #expect(flow.contains("  action passwordButton {  // from App.swift:48\n    present Password"), "\(flow)")
        #expect(!flow.contains("on load"), "\(flow)")
        #expect(flow.contains("button reset {\n        popToRoot"), "\(flow)")
        #expect(flow.components(separatedBy: "popToRoot").count == 2, "\(flow)")
    }

    @Test("a child coordinator a builder makes with the parent's completion ends into that completion; a lazy property declared as the base class holds the kind its builder makes")
    func builderChildren() throws {
        let flow = try draft("BuilderChildren").flow
        #expect(flow.contains("start OnboardingCoordinator then {  // from App.swift:47\n      // the termination handler, from App.swift:44\n      startTabs()"), "\(flow)")
        #expect(flow.contains("  func startTabs() {  // from App.swift:49\n    start TabCoordinator"), "\(flow)")
        // `lazy var … = { let c = builder.settings(…); return c }()`: what the closure returns.
        #expect(flow.contains("  func showSettings() {  // from App.swift:52\n    start SettingsCoordinator"), "\(flow)")
        #expect(!flow.contains("start BaseCoordinator"), "\(flow)")
    }

    @Test("a custom container's content property whose didSet adds it as a child (and willSet removes the old one) is an embed that replaces")
    func contentPropertyIsAReplacingEmbed() throws {
        let flow = try draft("SwappedContent").flow
        #expect(flow.contains("      embed Inbox withNavigation replacing  // from App.swift:42"), "\(flow)")
        #expect(flow.contains("      embed SignIn replacing  // from App.swift:46"), "\(flow)")
        // What the launch screen reads as it first appears is launch state, as the launch coordinator's is.
        #expect(flow.contains("  var isSignedIn: Bool = any") && flow.contains("    if isSignedIn {  // from App.swift:41"), "\(flow)")
    }

    @Test("iOS 18's tabs (UITab, UISearchTab, a UITabGroup's tabs) are the tab bar's tabs, each the view controller its provider makes")
    func uiTabsAreTabs() throws {
        let flow = try draft("TabsAPI").flow
        #expect(flow.contains("tabs RootTabBar {  // from App.swift:21\n  tab events: Events withNavigation\n  tab favorites: Favorites withNavigation\n  tab search: Search withNavigation\n}"), "\(flow)")
    }

    @Test("a screen's subscription is an event of the screen, not 'on load'")
    func subscriptionIsAnEvent() throws {
        let flow = try draft("ControlFlow").flow
        #expect(!flow.contains("on load"), "\(flow)")
        #expect(flow.contains("action finished {"), "\(flow)")
    }

    @Test("the launch is read through a dependency container and an entry not named start; the entry's body is the start")
    func launchThroughContainerAndEntry() throws {
        let result = try draft("Launch")
        #expect(result.flow.contains("launch AppCoordinator  // from SceneDelegate.swift:12"), "\(result.flow)")
        #expect(result.flow.contains("coordinator AppCoordinator {"), "\(result.flow)")
        #expect(result.report.launchRead)
    }

    @Test("a subclass that only overrides a base class's template method is drafted, started with the enum case its caller passes")
    func templateMethodsResolveToTheSubclass() throws {
        let flow = try draft("Templates").flow
        #expect(flow.contains("coordinator HelpCoordinator(mode: PresentationMode) {"), "\(flow)")
        #expect(flow.contains("start HelpCoordinator(mode: .present_)"), "\(flow)")
        #expect(flow.contains("launch RootCoordinator(mode: .push_)"), "\(flow)")
        #expect(flow.contains("push ArticleList"), "\(flow)")
        #expect(!flow.contains("coordinator FlowCoordinator"), "\(flow)")
        #expect(try draft("Templates").report.unresolved.isEmpty)
    }

    @Test("a router over a route enum is read per call: the arm of each switch the call's cases (and defaults) choose")
    func routeEnumsAreReadPerCall() throws {
        let result = try draft("Routes")
        let flow = result.flow
        #expect(flow.contains("set [Catalog]"), "\(flow)")
        #expect(flow.contains("func showCart() {  // from App.swift:64\n    present Cart withNavigation"), "\(flow)")
        #expect(flow.contains("func showSettings() {  // from App.swift:65\n    push Settings"), "\(flow)")
        #expect(flow.contains("func catalogDidSelect() {  // from App.swift:63\n    push Product"), "\(flow)")
        #expect(!flow.contains("other arm"), "\(flow)")
        #expect(result.report.unresolved.isEmpty)
    }

    @Test("a coordinator's deinit is not a step of its flow; a toast presenter's present is not UIKit's; a nested function shadows the method")
    func teardownToastsAndNestedFunctions() throws {
        let result = try draft("Shapes")
        #expect(!result.flow.contains("set []"), "\(result.flow)")
        #expect(!result.flow.contains("deinit"), "\(result.flow)")
        #expect(!result.flow.contains("Toast"), "\(result.flow)")
        #expect(result.flow.contains("func open() {  // from App.swift:42\n    present NoteEditor"), "\(result.flow)")
        #expect(result.report.unresolved.isEmpty)
    }

    @Test("an enum read at run time (a computed property, a static factory) is launch state: every case explored; a coordinator a builder starts is the launch")
    func runTimeEnumsAreLaunchState() throws {
        let result = try draft("LaunchState")
        #expect(result.flow.contains("var route: LaunchRoute = any"), "\(result.flow)")
        #expect(result.flow.contains("match route {"), "\(result.flow)")
        #expect(result.flow.contains("launch RootCoordinator  // from App.swift:11"), "\(result.flow)")
        #expect(result.report.launchRead)
        #expect(result.report.launch.contains("creates at App.swift:11"), "\(result.report.launch)")
        // `guard session.isSignedIn else { present SignIn; return }`: another object's Bool, both ways explored.
        #expect(result.flow.contains("var isSignedIn: Bool = any"), "\(result.flow)")
        #expect(result.flow.contains("if isSignedIn {"), "\(result.flow)")
    }

    @Test("an object the window is handed to, which picks the window's root itself, is the launch coordinator whatever its name; its initialiser that sets the root is its start (cause 1)")
    func windowOwnersAreLaunchCoordinators() throws {
        let result = try draft("WindowOwner")
        #expect(result.flow.contains("launch AppCoordinator  // from AppDelegate.swift:13"), "\(result.flow)")
        #expect(result.flow.contains("  start {  // from AppCoordinator.swift:9\n    initializeRootController()"), "\(result.flow)")
        // A local array given in arms is not a stack: no `set` before the navigation controller is the root.
        let welcome = try funcBody("presentWelcomeController", in: result.flow)
        let root = try #require(welcome.range(of: "root UINavigationController"), "\(welcome)")
        #expect(welcome.range(of: "set [")?.lowerBound ?? welcome.endIndex > root.lowerBound, "\(welcome)")
        #expect(welcome.components(separatedBy: "set [").count == 2, "\(welcome)")
        // `if userInterfaceIdiom == .pad { … } else { … }`: the draft is an iPhone's, so the else arm, and no choice.
        let tabs = try funcBody("presentTabBarController", in: result.flow)
        #expect(tabs.contains("root ChatList withNavigation") && !tabs.contains("SplitRoot") && !tabs.contains("TODO"), "\(tabs)")
    }

    @Test("a router behind an injected protocol is the launch coordinator; the state it is started with at run time is launch state, every case explored; UIKit's launch order picks the call (cause 1)")
    func injectedRoutersLaunchWithRunTimeState() throws {
        let result = try draft("InjectedRouter")
        #expect(result.flow.contains("var currentState: RootViewControllerState = any"), "\(result.flow)")
        #expect(result.flow.contains("launch AppRouter(currentState: currentState)  // from SceneDelegate.swift:29"), "\(result.flow)")
        #expect(result.flow.contains("coordinator AppRouter(currentState: RootViewControllerState)"), "\(result.flow)")
        // Tabs made into `[UIViewController]()` by appends, in a library's navigation controller named as one; the
        // tab only an older iOS shows is left out.
        #expect(result.flow.contains("tabs MainTab {  // from Screens.swift:26\n  tab files: Files withNavigation\n  tab settings: Settings withNavigation\n}"), "\(result.flow)")
        #expect(try funcBody("showMainViewController", in: result.flow).contains("root MainTab"), "\(result.flow)")
        #expect(!result.flow.contains("InExtensionRouter"), "\(result.flow)")
    }

    @Test("a tab bar subclass's tabs made by a helper that wraps its argument in a navigation controller are that argument's screens")
    func tabHelpersPassTheirArgument() throws {
        let flow = try draft("TabHelpers").flow
        #expect(flow.contains("tab home: Home withNavigation"), "\(flow)")
        #expect(flow.contains("tab profile: Profile withNavigation"), "\(flow)")
        #expect(!flow.contains("UINavigationController2"), "\(flow)")
    }

    @Test("hosted SwiftUI views are screens, one per view; closures set on their view model or given to them are their actions")
    func hostedViewsAndTheirViewModels() throws {
        let result = try draft("Hosting")
        let flow = result.flow
        #expect(flow.contains("screen EventsView { action onSelect; action onCreate }"), "\(flow)")
        #expect(flow.contains("on EventDetailView.onClose {"), "\(flow)")
        #expect(flow.contains("on CreateEventView.onDone {"), "\(flow)")
        #expect(flow.contains("push EventDetailView"), "\(flow)")
        #expect(!flow.contains("screen ActionableHosting"), "\(flow)")
        #expect(result.report.unresolved.isEmpty)
    }

    @Test("a screen a coordinator holds in a property declared as that screen's class (`accounts.accountsViewController`) is that screen, not the coordinator")
    func coordinatorsScreenProperty() throws {
        let source = """
            import UIKit
            protocol Coordinator: AnyObject { var coordinators: [Coordinator] { get set } }
            final class AccountsViewController: UIViewController {}
            final class AccountsCoordinator: Coordinator {
                var coordinators: [Coordinator] = []
                let navigationController: UINavigationController
                lazy var accountsViewController: AccountsViewController = { AccountsViewController() }()
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() { navigationController.pushViewController(accountsViewController, animated: true) }
            }
            final class WalletCoordinator: Coordinator {
                var coordinators: [Coordinator] = []
                let navigationController: UINavigationController
                lazy var accountsCoordinator = AccountsCoordinator(navigationController: navigationController)
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    coordinators.append(accountsCoordinator)
                    navigationController.setViewControllers([accountsCoordinator.accountsViewController], animated: false)
                }
            }
            """
        let flow = Importer.draft(files: [("App.swift", source)], appName: "App").flow
        #expect(flow.contains("set [Accounts] animated: false  // from App.swift:18"), "\(flow)")
        #expect(!flow.contains("no declaration says which screen"), "\(flow)")
    }

    @Test("a root container pushing onto the selected tab of the tab bar it holds says so in a TODO, not a push from itself (which has no navigation controller); a screen's own tab bar's selected stack is its push")
    func pushOntoAHeldTabBarsSelectedStack() throws {
        let source = """
            import UIKit
            final class ProfileViewController: UIViewController {}
            final class MainViewController: UITabBarController {}
            final class AppController: UIViewController {
                var mainViewController: MainViewController? { children.first as? MainViewController }
                @objc func openProfile() {
                    guard let feature = self.mainViewController?.selectedViewController as? UINavigationController else { return }
                    feature.pushViewController(ProfileViewController(), animated: true)
                }
                func pushViewController(for id: String) { openProfile() }
            }
            final class HomeViewController: UIViewController {
                @objc func more() {
                    (tabBarController?.selectedViewController as? UINavigationController)?.pushViewController(ProfileViewController(), animated: true)
                }
            }
            """
        let flow = Importer.draft(files: [("App.swift", source)], appName: "App").flow
        #expect(flow.contains("TODO(import): push ProfileViewController onto the selected tab of mainViewController: write it in the screens of those tabs (App.swift:8)"), "\(flow)")
        #expect(!flow.contains("push Profile  // from App.swift:8"), "\(flow)")
        #expect(flow.contains("push Profile  // from App.swift:14"), "\(flow)")
        // Its `pushViewController(for:)` makes a view controller from data: no container of its own pushes.
        #expect(!Module(files: [SwiftFile(displayPath: "App.swift", text: source)]).isContainerWithoutBack("AppController"))
    }

    @Test("a coordinator's initialiser making its navigation controller parameter the window's root roots an empty navigation controller, which its start fills; the launch reaches the screen")
    func initialiserRootsItsNavigationParameter() throws {
        let source = """
            import UIKit
            protocol Coordinator: AnyObject { var coordinators: [Coordinator] { get set } }
            final class WalletViewController: UIViewController {}
            final class AppCoordinator: Coordinator {
                var coordinators: [Coordinator] = []
                let navigationController: UINavigationController
                init(window: UIWindow, navigationController: UINavigationController) {
                    self.navigationController = navigationController
                    window.rootViewController = navigationController
                    window.makeKeyAndVisible()
                }
                func start() { navigationController.setViewControllers([WalletViewController()], animated: false) }
            }
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var appCoordinator: AppCoordinator!
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    self.window = window
                    appCoordinator = AppCoordinator(window: window, navigationController: UINavigationController())
                    appCoordinator.start()
                    return true
                }
            }
            """
        let flow = Importer.draft(files: [("App.swift", source)], appName: "App").flow
        #expect(flow.contains("root UINavigationController  // from App.swift:9"), "\(flow)")
        #expect(!flow.contains("no declaration says which screen"), "\(flow)")
        guard let explore = try runTransit(["check", "--explore"], onDraft: flow) else { return }
        #expect(explore.output.contains("reached 1 screen"), "\(explore.output)")
    }

    @Test("what the app's navigation controller calls on the view controller it pops (its own popViewController override) is that screen leaving: the coordinator's on back, not a tap")
    func popNotificationsAreLeaving() throws {
        let source = """
            import UIKit
            @objc protocol PopNotifiable { func didPopViewController(animated: Bool) }
            final class NavigationController: UINavigationController {
                override func popViewController(animated: Bool) -> UIViewController? {
                    let popped = super.popViewController(animated: animated)
                    (popped as? PopNotifiable)?.didPopViewController(animated: animated)
                    return popped
                }
            }
            protocol Coordinator: AnyObject { var coordinators: [Coordinator] { get set } }
            protocol SettingsViewControllerDelegate: AnyObject { func didClose(in viewController: SettingsViewController) }
            final class SettingsViewController: UIViewController {
                weak var delegate: SettingsViewControllerDelegate?
            }
            extension SettingsViewController: PopNotifiable {
                func didPopViewController(animated: Bool) { delegate?.didClose(in: self) }
            }
            protocol SettingsCoordinatorDelegate: AnyObject { func didClose(in coordinator: SettingsCoordinator) }
            final class SettingsCoordinator: Coordinator {
                var coordinators: [Coordinator] = []
                weak var delegate: SettingsCoordinatorDelegate?
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let vc = SettingsViewController()
                    vc.delegate = self
                    navigationController.pushViewController(vc, animated: true)
                }
            }
            extension SettingsCoordinator: SettingsViewControllerDelegate {
                func didClose(in viewController: SettingsViewController) { delegate?.didClose(in: self) }
            }
            """
        let flow = Importer.draft(files: [("App.swift", source)], appName: "App").flow
        #expect(flow.contains("on back {"), "\(flow)")
        #expect(flow.contains("Settings sends didClose when it goes away"), "\(flow)")
        #expect(!flow.contains("action didClose"), "\(flow)")
    }

    @Test("a controller the screen presents, dismissed with a completion (`spinner.dismiss(animated:) { present(next) }`), is the screen's dismiss then: the next screen is presented once the spinner is gone, not on a busy presenter")
    func dismissOfWhatTheScreenPresentedKeepsItsCompletion() throws {
        let source = """
            import UIKit
            final class ShareViewController: UIViewController {}
            final class ActivityViewController: UIViewController {}
            final class GiftViewController: UIViewController {
                private let sendingActivity = ActivityViewController()
                @objc func send() {
                    present(sendingActivity, animated: true)
                }
                @objc func didSend() {
                    sendingActivity.dismiss(animated: true) {
                        self.present(ShareViewController(), animated: true)
                    }
                }
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window = UIWindow(windowScene: scene as! UIWindowScene)
                    window?.rootViewController = GiftViewController()
                    window?.makeKeyAndVisible()
                }
            }
            """
        let flow = Importer.draft(files: [("App.swift", source)], appName: "App").flow
        #expect(flow.contains("dismiss then {  // from App.swift:10\n      present Share  // from App.swift:11"), "\(flow)")
        guard let check = try runTransit(["check"], onDraft: flow) else { return }
        #expect(check.status == 0 && !check.output.contains("T141"), "\(check.output)")
    }

    @Test("a tab bar's tabs held in stored properties its initialiser sets (a navigation controller subclass made around a local root) are those roots, not empty navigation controllers")
    func tabsSetInTheInitializer() throws {
        let source = """
            import UIKit
            import SwiftUI
            struct HomeView: View { var body: some View { Text("") } }
            final class FeatureViewController: UINavigationController {
                init(rootViewController: UIViewController, tabBarItemImageName: String) {
                    super.init(rootViewController: rootViewController)
                }
                required init?(coder: NSCoder) { nil }
            }
            final class DirectoryViewController: UIViewController {
                @objc func open() { navigationController?.pushViewController(ProfileViewController(), animated: true) }
            }
            final class ProfileViewController: UIViewController {}
            final class MainViewController: UITabBarController {
                let homeFeatureViewController: FeatureViewController
                let directoryFeatureViewController: FeatureViewController
                override init(nibName: String?, bundle: Bundle?) {
                    let home = UIHostingController(rootView: HomeView())
                    home.navigationItem.title = "Home"
                    homeFeatureViewController = FeatureViewController(rootViewController: home, tabBarItemImageName: "home")
                    let directory = DirectoryViewController()
                    self.directoryFeatureViewController = FeatureViewController(rootViewController: directory, tabBarItemImageName: "dir")
                    super.init(nibName: nibName, bundle: bundle)
                }
                required init?(coder: NSCoder) { nil }
                convenience init() {
                    self.init(nibName: nil, bundle: nil)
                    setViewControllers([homeFeatureViewController, directoryFeatureViewController], animated: false)
                }
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window = UIWindow(windowScene: scene as! UIWindowScene)
                    window?.rootViewController = MainViewController()
                    window?.makeKeyAndVisible()
                }
            }
            """
        let flow = Importer.draft(files: [("App.swift", source)], appName: "App").flow
        #expect(!flow.contains("tab uINavigationController"), "\(flow)")
        #expect(flow.contains("tab directory: Directory withNavigation"), "\(flow)")
        #expect(flow.contains("tab homeView: HomeView withNavigation"), "\(flow)")
        guard let check = try runTransit(["check"], onDraft: flow) else { return }
        #expect(check.status == 0, "\(check.output)")
    }

    @Test("a tab that is a bare navigation controller filled later in the same method (`nc.setViewControllers([vc])`, `nc.viewControllers = [vc]`, `nc.pushViewController(vc)`) is that screen in its navigation controller; a launch that makes that tab bar root in one arm of `if let initialVC = initialVC` and a navigation controller in the other, the local given its value in run-time choices, explores both")
    func tabsFilledAfterTheirNavigationControllerIsMade() throws {
        let source = """
            import UIKit
            final class HomeViewController: UIViewController {
                @objc func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
            }
            final class DetailViewController: UIViewController {}
            final class SecurityViewController: UIViewController {}
            final class SettingsViewController: UIViewController {}
            final class GetStartedViewController: UIViewController {}
            final class AppTabBarController: UITabBarController {
                override init(nibName: String? = nil, bundle: Bundle? = nil) {
                    super.init(nibName: nibName, bundle: bundle)
                    setUpScreens()
                }
                required init?(coder: NSCoder) { fatalError() }
                private func setUpScreens() {
                    let homeNC = UINavigationController()
                    let homeVC = HomeViewController()
                    homeNC.setViewControllers([homeVC], animated: true)
                    let securityNC = UINavigationController()
                    securityNC.viewControllers = [SecurityViewController()]
                    let settingsNC = UINavigationController()
                    settingsNC.pushViewController(SettingsViewController(), animated: false)
                    setViewControllers([homeNC, securityNC, settingsNC], animated: true)
                }
            }
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let navController = UINavigationController()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    var initialVC: UIViewController?
                    if !isLoggedIn() { initialVC = GetStartedViewController() }
                    if let initialVC = initialVC {
                        navController.setViewControllers([initialVC], animated: true)
                        window!.rootViewController = navController
                    } else {
                        window!.rootViewController = AppTabBarController()
                    }
                    window?.makeKeyAndVisible()
                    return true
                }
                func isLoggedIn() -> Bool { true }
            }
            """
        let flow = Importer.draft(files: [("App.swift", source)], appName: "App").flow
        #expect(flow.contains("tab home: Home withNavigation"), "\(flow)")
        #expect(flow.contains("tab security: Security withNavigation"), "\(flow)")
        #expect(flow.contains("tab settings: Settings withNavigation"), "\(flow)")
        #expect(!flow.contains("no code sets this tab bar's tabs"), "\(flow)")
        #expect(flow.contains("root AppTabBar"), "\(flow)")
        #expect(flow.contains("if hasInitialVC {"), "\(flow)")
        // Home, its Detail, Security and Settings in one launch, GetStarted in the other.
        guard let check = try runTransit(["check", "--explore"], onDraft: flow) else { return }
        #expect(check.output.contains("reached 5 screens"), "\(check.output)")
    }

    @Test("a base view controller's method that presents the controller it is called on, in a navigation controller, from a parameter (`vc.presentInNavigationController(from: self)`) is the caller presenting that controller, not each screen presenting itself")
    func aMethodPresentingItsReceiverFromItsParameter() throws {
        let source = """
            import UIKit
            class NavigationController: UINavigationController {
                init(rootViewController: UIViewController, useNavigationBar: Bool) { super.init(rootViewController: rootViewController) }
                required init?(coder: NSCoder) { nil }
            }
            class ViewController: UIViewController {
                func presentInNavigationController(from rootViewController: UIViewController, animated: Bool = true) {
                    let navCon = NavigationController(rootViewController: self, useNavigationBar: true)
                    navCon.modalPresentationStyle = .fullScreen
                    rootViewController.present(navCon, animated: animated, completion: nil)
                }
                @objc func dismissAction() { dismiss(animated: true, completion: nil) }
            }
            final class DetailViewController: ViewController {}
            final class ScannerViewController: ViewController {}
            final class HomeViewController: ViewController {
                @objc func openDetail() {
                    let vc = DetailViewController()
                    vc.presentInNavigationController(from: self)
                }
                @objc func scan() {
                    ScannerViewController().presentInNavigationController(from: self, animated: true)
                }
            }
            """ + sceneLaunching("NavigationController(rootViewController: HomeViewController(), useNavigationBar: true)")
        let flow = Importer.draft(files: [("App.swift", source)], appName: "App").flow
        #expect(flow.contains("present Detail fullScreen withNavigation"), "\(flow)")
        #expect(flow.contains("present Scanner fullScreen withNavigation"), "\(flow)")
        #expect(!flow.contains("action presentInNavigationController"), "\(flow)")
        for screen in ["Home", "Detail", "Scanner"] { #expect(!flow.contains("present \(screen) fullScreen withNavigation  // from App.swift:9"), "\(flow)") }
        guard let check = try runTransit(["check", "--explore"], onDraft: flow) else { return }
        #expect(check.status == 0 && check.output.contains("reached 3 screens"), "\(check.output)")
    }

    @Test("a closure a screen sets on a view it holds or on a child screen it made with itself (`popupView.addCallback = { [weak self] in … present }`) is an action of the screen; not one set on a screen it only refers to, nor on a coordinator")
    func callbacksOfHeldViewsAreActions() throws {
        let source = """
            import UIKit
            final class PopupView: UIView { var addCallback: (() -> Void)? }
            final class OnboardingViewController: UIViewController { var addCallback: (() -> Void)? }
            final class ScannerViewController: UIViewController {}
            final class ListViewController: UIViewController {}
            final class HelpViewController: UIViewController {}
            final class LaterViewController: UIViewController { var doneCallback: (() -> Void)? }
            final class HomeViewController: UIViewController {
                let popupView = PopupView()
                let onboardingViewController = OnboardingViewController()
                var later: LaterViewController?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(onboardingViewController)
                    view.addSubview(onboardingViewController.view)
                    onboardingViewController.didMove(toParent: self)
                    popupView.addCallback = { [weak self] in
                        guard let strongSelf = self else { return }
                        strongSelf.present(ScannerViewController(), animated: true)
                    }
                    onboardingViewController.addCallback = { [weak self] in
                        self?.navigationController?.pushViewController(ListViewController(), animated: true)
                    }
                    let helpButton = UIButton()
                    later?.doneCallback = { [weak self] in self?.present(HelpViewController(), animated: true) }
                    _ = helpButton
                }
            }
            """ + sceneLaunching("UINavigationController(rootViewController: HomeViewController())")
        let flow = Importer.draft(files: [("App.swift", source)], appName: "App").flow
        #expect(flow.contains("action popupView_addCallback {"), "\(flow)")
        #expect(flow.contains("action onboardingViewController_addCallback {"), "\(flow)")
        #expect(flow.contains("present Scanner"), "\(flow)")
        #expect(flow.contains("push List"), "\(flow)")
        #expect(!flow.contains("later_doneCallback"), "\(flow)")
        #expect(!flow.contains("on load {\n    present Scanner"), "\(flow)")
        guard let check = try runTransit(["check", "--explore"], onDraft: flow) else { return }
        #expect(check.status == 0 && check.output.contains("reached 4 screens"), "\(check.output)")
    }

    @Test("an object that owns the window (`let window = UIWindow()`) routes the app; a subscription it makes (`Store.subscribe(self, name: .didWipeWallet) { … }`) is an event of it, read from the overload the call's labels pick; a closure an app method keeps in another object's property runs later, as an action of the screen, not after the call")
    func windowOwnerSubscriptionsAndKeptCallbacks() throws {
        let source = """
            import UIKit
            enum TriggerName { case didWipeWallet, lock }
            final class Store {
                static let shared = Store()
                var state = 0
                private var triggers: [(TriggerName, (TriggerName?) -> Void)] = []
                private var subscriptions: [(Int) -> Void] = []
                static func subscribe(_ subscriber: AnyObject, selector: @escaping (Int, Int) -> Bool, callback: @escaping (Int) -> Void) {
                    Store.shared.subscribe(subscriber, selector: selector, callback: callback)
                }
                static func subscribe(_ subscriber: AnyObject, name: TriggerName, callback: @escaping (TriggerName?) -> Void) {
                    Store.shared.subscribe(subscriber, name: name, callback: callback)
                }
                func subscribe(_ subscriber: AnyObject, selector: @escaping (Int, Int) -> Bool, callback: @escaping (Int) -> Void) {
                    subscriptions.append(callback)
                    callback(state)
                }
                func subscribe(_ subscriber: AnyObject, name: TriggerName, callback: @escaping (TriggerName?) -> Void) {
                    triggers.append((name, callback))
                }
            }
            final class ConfirmationViewController: UIViewController {
                var successCallback: (() -> Void)?
                @objc func ok() { dismiss(animated: true) { self.successCallback?() } }
            }
            final class ActivityViewController: UIViewController {}
            final class HomeViewController: UIViewController {
                @objc func stakeTapped() {
                    confirm { [weak self] success in
                        guard success else { return }
                        self?.present(ActivityViewController(), animated: true)
                    }
                }
                private func confirm(callback: @escaping (Bool) -> Void) {
                    let confirmation = ConfirmationViewController()
                    confirmation.successCallback = { callback(true) }
                    present(confirmation, animated: true, completion: nil)
                }
            }
            final class OnboardingViewController: UIViewController {}
            final class ApplicationController {
                let window = UIWindow()
                func launch() {
                    window.rootViewController = UINavigationController(rootViewController: HomeViewController())
                    window.makeKeyAndVisible()
                    Store.subscribe(self, name: .didWipeWallet) { [unowned self] _ in
                        self.window.rootViewController?.present(OnboardingViewController(), animated: true)
                    }
                }
            }
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                let applicationController = ApplicationController()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    applicationController.launch()
                    return true
                }
            }
            """
        let flow = Importer.draft(files: [("App.swift", source)], appName: "App").flow
        #expect(flow.contains("coordinator ApplicationController"), "\(flow)")
        #expect(flow.contains("on didWipeWallet {  // from App.swift:46\n    present Onboarding"), "\(flow)")
        // The confirmation's success is a way of its own, not a present right after the confirmation's.
        #expect(flow.contains("action confirm_callback {"), "\(flow)")
        #expect(!flow.contains("present Confirmation  // from App.swift:37\n    present Activity"), "\(flow)")
        guard let check = try runTransit(["check"], onDraft: flow) else { return }
        #expect(check.status == 0 && !check.output.contains("T141"), "\(check.output)")
    }

    @Test("a coordinator's method given the screen as a parameter (`addHandlers(homeScreen: HomeScreenViewController, …)`) registers its handlers on that screen")
    func handlersSetOnAScreenParameter() throws {
        let source = """
            import UIKit
            final class HomeScreenViewController: UIViewController {
                var didSelectCurrency: ((String) -> Void)?
                @objc func tap() { didSelectCurrency?("BTC") }
            }
            final class AccountViewController: UIViewController { init(currency: String) { super.init(nibName: nil, bundle: nil) }; required init?(coder: NSCoder) { nil } }
            final class AppCoordinator {
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func start() {
                    let nav = UINavigationController()
                    let home = HomeScreenViewController()
                    addHandlers(homeScreen: home, navigationController: nav)
                    nav.setViewControllers([home], animated: false)
                    window.rootViewController = nav
                }
                private func addHandlers(homeScreen: HomeScreenViewController, navigationController: UINavigationController) {
                    homeScreen.didSelectCurrency = { currency in
                        navigationController.pushViewController(AccountViewController(currency: currency), animated: true)
                    }
                }
            }
            """
        let flow = Importer.draft(files: [("App.swift", source)], appName: "App").flow
        #expect(flow.contains("on HomeScreen.didSelectCurrency {"), "\(flow)")
        #expect(flow.contains("push Account"), "\(flow)")
        guard let check = try runTransit(["check", "--explore"], onDraft: flow) else { return }
        #expect(check.status == 0 && check.output.contains("reached 2 screens"), "\(check.output)")
    }

    @Test("handlers registered for a path or URL (`router.get(\"/_email\") { … }`) are one action per route, not one action doing all; a push onto a navigation controller a closure is handed (`{ phrase, navController in navController.pushViewController(…) }`) is a TODO, not the screen's own push")
    func routeHandlersAndHandedNavigationControllers() throws {
        let source = """
            import UIKit
            import MessageUI
            final class Router { func get(_ path: String, _ handler: @escaping (String) -> Int) {}; func post(_ path: String, _ handler: @escaping (String) -> Int) {} }
            final class MailViewController: UIViewController {}
            final class UpdatePinViewController: UIViewController {}
            enum RecoveryFlow {
                static func enterResetPinFlow(from: UIViewController, callback: @escaping (String, UINavigationController) -> Void) {}
            }
            final class WebViewController: UIViewController {
                let router = Router()
                func setupIntegrations() {
                    router.get("/_close") { [weak self] _ in
                        self?.dismiss(animated: true, completion: nil)
                        return 204
                    }
                    router.get("/_email") { [weak self] _ in
                        self?.present(MailViewController(), animated: true)
                        return 200
                    }
                    router.post("/_email") { [weak self] _ in
                        self?.present(MailViewController(), animated: true)
                        return 200
                    }
                }
                @objc func reset() {
                    RecoveryFlow.enterResetPinFlow(from: self) { phrase, navController in
                        navController.pushViewController(UpdatePinViewController(), animated: true)
                    }
                }
                override func viewDidLoad() { super.viewDidLoad(); setupIntegrations() }
            }
            """ + sceneLaunching("WebViewController()")
        let flow = Importer.draft(files: [("App.swift", source)], appName: "App").flow
        #expect(flow.contains("action getClose {"), "\(flow)")
        #expect(flow.contains("action getEmail {"), "\(flow)")
        #expect(flow.contains("action postEmail {"), "\(flow)")
        #expect(!flow.contains("    push UpdatePin"), "\(flow)")
        #expect(flow.contains("TODO(import): push UpdatePinViewController onto the navigation controller enterResetPinFlow hands its closure"), "\(flow)")
        guard let check = try runTransit(["check"], onDraft: flow) else { return }
        #expect(check.status == 0 && !check.output.contains("T141") && !check.output.contains("T140"), "\(check.output)")
    }

    @Test("a screen that pushes the view controller its initialiser is given (`init(nextVc: UIViewController)`) pushes the screen every construction gives it, also through a local; the base class's `pushTo(_:)` wrapper is no action of any screen")
    func aScreenPushesTheControllerItWasGiven() throws {
        let source = """
            import UIKit
            class BaseViewController: UIViewController {
                func pushTo(_ vc: UIViewController) { navigationController!.pushViewController(vc, animated: true) }
            }
            final class PasswordViewController: BaseViewController {}
            final class AuthorizeEmailViewController: BaseViewController {
                private let nextVc: UIViewController
                init(nextVc: UIViewController) { self.nextVc = nextVc; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
                @objc func onEmailVerified() { navigationController!.pushViewController(nextVc, animated: false) }
            }
            final class EmailViewController: BaseViewController {
                @objc func sessionResponseReceived() {
                    let vc = PasswordViewController()
                    pushTo(AuthorizeEmailViewController(nextVc: vc))
                }
            }
            """ + sceneLaunching("UINavigationController(rootViewController: EmailViewController())")
        let flow = Importer.draft(files: [("App.swift", source)], appName: "App").flow
        #expect(flow.contains("push Password animated: false"), "\(flow)")
        #expect(flow.contains("push AuthorizeEmail"), "\(flow)")
        #expect(!flow.contains("action pushTo"), "\(flow)")
        guard let check = try runTransit(["check", "--explore"], onDraft: flow) else { return }
        #expect(check.status == 0 && check.output.contains("reached 3 screens"), "\(check.output)")
    }

    @Test("a push onto the navigation controller an app method of the screen returns (`pushDeepNavigationController()?.pushViewController(vc)`, also through a local) is a TODO naming the method, not the screen's own push")
    func pushOntoAReturnedNavigationController() throws {
        let source = """
            import UIKit
            final class ProfileViewController: UIViewController {}
            final class TabsViewController: UITabBarController {}
            final class AppViewController: UIViewController {
                var visibleViewController: UIViewController?
                private func pushDeepNavigationController() -> UINavigationController? {
                    (visibleViewController as? UITabBarController)?.selectedViewController as? UINavigationController
                }
                @objc func showProfile() {
                    pushDeepNavigationController()?.pushViewController(ProfileViewController(), animated: true)
                }
                @objc func showOtherProfile() {
                    guard let nav = pushDeepNavigationController() else { return }
                    nav.pushViewController(ProfileViewController(), animated: true)
                }
            }
            """ + sceneLaunching("AppViewController()")
        let flow = Importer.draft(files: [("App.swift", source)], appName: "App").flow
        #expect(!flow.contains("    push Profile"), "\(flow)")
        #expect(flow.contains("TODO(import): push ProfileViewController onto the navigation controller pushDeepNavigationController() returns"), "\(flow)")
        guard let check = try runTransit(["check"], onDraft: flow) else { return }
        #expect(check.status == 0 && !check.output.contains("T140"), "\(check.output)")
    }

    @Test("setting a property whose `didSet` makes it the window's root (`rootViewController = introVC` through `setCurrentViewController(_:)`) is a root change, except in the type's own initialiser")
    func aPropertyWhoseDidSetSetsTheWindowsRoot() throws {
        let source = """
            import UIKit
            final class IntroViewController: UIViewController {
                @objc func next() { navigationController?.pushViewController(LoginViewController(), animated: true) }
            }
            final class LoginViewController: UIViewController {}
            final class SplashViewController: UIViewController {}
            final class AppCoordinator {
                private(set) var rootViewController: UIViewController = UIViewController() {
                    didSet { self.window.rootViewController = self.rootViewController }
                }
                let window: UIWindow
                init(window: UIWindow) {
                    self.window = window
                    rootViewController = SplashViewController()
                    self.window.makeKeyAndVisible()
                }
                private func setCurrentViewController(_ viewController: UIViewController) { rootViewController = viewController }
                func start() {
                    let introVC = UINavigationController(rootViewController: IntroViewController())
                    setCurrentViewController(introVC)
                }
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                var appCoordinator: AppCoordinator?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    let window = UIWindow(windowScene: scene as! UIWindowScene)
                    self.window = window
                    appCoordinator = AppCoordinator(window: window)
                    appCoordinator?.start()
                }
            }
            """
        let flow = Importer.draft(files: [("App.swift", source)], appName: "App").flow
        #expect(flow.contains("root Intro withNavigation"), "\(flow)")
        // Swift runs no `didSet` in the type's own initialiser.
        #expect(!flow.contains("root Splash"), "\(flow)")
        guard let check = try runTransit(["check", "--explore"], onDraft: flow) else { return }
        #expect(check.status == 0 && check.output.contains("reached 2 screens"), "\(check.output)")
    }

    @Test("SwiftGen's generated scenes (`StoryboardScene.Root.initialScene.instantiate()`, `StoryboardScene.Main.settings.instantiate()`) are the classes their generic types name")
    func swiftGenScenesAreTheirClasses() throws {
        let source = """
            import UIKit
            internal enum StoryboardScene {
                internal enum Root: StoryboardType {
                    internal static let storyboardName = "Root"
                    internal static let initialScene = InitialSceneType<RootViewController>(storyboard: Root.self)
                }
                internal enum Main: StoryboardType {
                    internal static let storyboardName = "Main"
                    internal static let settings = SceneType<Zap.SettingsViewController>(storyboard: Main.self, identifier: "Settings")
                }
            }
            protocol StoryboardType {}
            struct SceneType<T: UIViewController> { let storyboard: StoryboardType.Type; let identifier: String; func instantiate() -> T { fatalError() } }
            struct InitialSceneType<T: UIViewController> { let storyboard: StoryboardType.Type; func instantiate() -> T { fatalError() } }
            final class RootViewController: UIViewController {
                @objc func openSettings() { present(StoryboardScene.Main.settings.instantiate(), animated: true) }
            }
            final class SettingsViewController: UIViewController {}
            """ + sceneLaunching("StoryboardScene.Root.initialScene.instantiate()")
        let flow = Importer.draft(files: [("App.swift", source)], appName: "App").flow
        #expect(flow.contains("launch RootViewController"), "\(flow)")
        #expect(flow.contains("present Settings"), "\(flow)")
        guard let check = try runTransit(["check", "--explore"], onDraft: flow) else { return }
        #expect(check.status == 0 && check.output.contains("reached 2 screens"), "\(check.output)")
    }

    @Test("a closure a screen's own method appends to a list (`addAction(name: \"Logout\") { … }` storing it in `actions`) runs when its row is picked: an action named after its title, not code that runs as the screen loads")
    func closuresAppendedToAListAreActions() throws {
        let source = """
            import UIKit
            final class AlertViewController: UIViewController {}
            final class TrackingViewController: UIViewController {}
            final class DebugViewController: UIViewController {
                private var actions: [(String, () -> Void)] = []
                private func addAction(name: String, block: @escaping () -> Void) { actions.append((name, block)) }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addAction(name: "Logout") { [weak self] in self?.present(AlertViewController(), animated: true) }
                    addAction(name: "Show tracking") { [weak self] in self?.present(TrackingViewController(), animated: true) }
                }
            }
            """ + sceneLaunching("DebugViewController()")
        let flow = Importer.draft(files: [("App.swift", source)], appName: "App").flow
        #expect(flow.contains("action logout {"), "\(flow)")
        #expect(flow.contains("action showTracking {"), "\(flow)")
        #expect(!flow.contains("on load"), "\(flow)")
        guard let check = try runTransit(["check"], onDraft: flow) else { return }
        #expect(check.status == 0 && !check.output.contains("T141"), "\(check.output)")
    }

    @Test("a block observer a screen registers as it loads (`addObserver(forName: …) { … present }`, also in a protocol extension's method it calls) runs when the notification comes: an event of the screen, not load code")
    func screenNotificationObserversAreEvents() throws {
        let source = """
            import UIKit
            final class NewPostViewController: UIViewController {}
            protocol ShareableViewController { func subscribeToShareNotifications() }
            extension ShareableViewController where Self: UIViewController {
                func subscribeToShareNotifications() {
                    NotificationCenter.default.addObserver(forName: NSNotification.Name(rawValue: "composerFromShareImage"), object: nil, queue: nil) { [weak self] _ in
                        guard let self else { return }
                        self.present(UINavigationController(rootViewController: NewPostViewController()), animated: true)
                    }
                }
            }
            final class SidebarViewController: UIViewController, ShareableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    subscribeToShareNotifications()
                    NotificationCenter.default.addObserver(forName: .didLogOut, object: nil, queue: .main) { [weak self] _ in
                        self?.present(NewPostViewController(), animated: true)
                    }
                }
            }
            extension Notification.Name { static let didLogOut = Notification.Name("didLogOut") }
            """ + sceneLaunching("SidebarViewController()")
        let flow = Importer.draft(files: [("App.swift", source)], appName: "App").flow
        #expect(flow.contains("action composerFromShareImage {"), "\(flow)")
        #expect(flow.contains("action didLogOut {"), "\(flow)")
        #expect(!flow.contains("on load"), "\(flow)")
        guard let check = try runTransit(["check"], onDraft: flow) else { return }
        #expect(check.status == 0, "\(check.output)")
    }

    @Test("a page view controller's `setViewControllers([page], direction:…)` replaces the page it shows: turning pages again and again does not pile up children (no X404)")
    func pageViewControllersReplaceTheirPage() throws {
        let source = """
            import UIKit
            final class PageOneViewController: UIViewController {}
            final class PageTwoViewController: UIViewController {}
            final class TutorialViewController: UIPageViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setViewControllers([PageOneViewController()], direction: .forward, animated: false)
                }
                @objc func next() { setViewControllers([PageTwoViewController()], direction: .forward, animated: true) }
                @objc func back() { setViewControllers([PageOneViewController()], direction: .reverse, animated: true) }
            }
            """ + sceneLaunching("TutorialViewController()")
        let flow = Importer.draft(files: [("App.swift", source)], appName: "App").flow
        #expect(flow.contains("embed PageOne replacing"), "\(flow)")
        #expect(flow.contains("embed PageTwo replacing"), "\(flow)")
        guard let check = try runTransit(["check", "--explore"], onDraft: flow) else { return }
        #expect(check.status == 0 && !check.output.contains("X404"), "\(check.output)")
    }

    @Test("events read from shared code go to every type that runs it (a base class's held-view callback); two closures set on one view are two actions; a screen the code pushes is not held; a request's completion with a path is no route")
    func eventsOfSharedCodeAndTheirLimits() throws {
        let source = """
            import UIKit
            final class PopupView: UIView { var onTap: (() -> Void)? }
            final class HelpViewController: UIViewController {}
            final class ScanViewController: UIViewController {}
            final class DetailViewController: UIViewController { var onDone: (() -> Void)? }
            final class SessionViewController: UIViewController {}
            final class APIClient { static let shared = APIClient(); private var pending: [(Bool) -> Void] = []
                func get(_ path: String, completion: @escaping (Bool) -> Void) { pending.append(completion) } }
            class BaseViewController: UIViewController {
                let popup = PopupView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    popup.onTap = { [weak self] in self?.present(HelpViewController(), animated: true) }
                }
                @objc func scanMode() { popup.onTap = { [weak self] in self?.present(ScanViewController(), animated: true) } }
            }
            final class FirstViewController: BaseViewController {
                private let detail = DetailViewController()
                @objc func openDetail() {
                    detail.onDone = { [weak self] in self?.navigationController?.popViewController(animated: true) }
                    navigationController?.pushViewController(detail, animated: true)
                }
                @objc func refresh() {
                    APIClient.shared.get("/session") { [weak self] ok in self?.present(SessionViewController(), animated: true) }
                }
            }
            final class SecondViewController: BaseViewController {}
            """ + sceneLaunching("UINavigationController(rootViewController: FirstViewController())")
        let flow = Importer.draft(files: [("App.swift", source)], appName: "App").flow
        for screen in ["First", "Second"] {
            let body = flow.components(separatedBy: "screen \(screen) {").dropFirst().first?.components(separatedBy: "\n}\n").first ?? ""
            #expect(body.contains("action popup_onTap {") && body.contains("present Help"), "\(screen): \(flow)")
            #expect(body.contains("present Scan"), "\(screen): \(flow)")
        }
        #expect(!flow.contains("detail_onDone"), "\(flow)")
        #expect(!flow.contains("getSession"), "\(flow)")
    }

    @Test("a bare navigation controller handed to a coordinator is that coordinator's tab; an app enum input is the flow's enum, not a model")
    func tabsFromCoordinatorsNavigationControllers() throws {
        let flow = try draft("TabCoordinators").flow
        #expect(flow.contains("tab feedCoordinator: FeedCoordinator withNavigation"), "\(flow)")
        #expect(!flow.contains("tab uINavigationController"), "\(flow)")
        #expect(flow.contains("enum Source { feed, settings }"), "\(flow)")
        #expect(flow.contains("screen Share(source: Source = .feed)"), "\(flow)")
        #expect(!flow.contains("model Source"), "\(flow)")
    }

    @Test("tabs appended to a local array are the tab bar's tabs (`controllers.append(x)`, `controllers += [y]`, then `setViewControllers(controllers)`)")
    func tabsFromAnArrayBuiltByAppends() throws {
        let flow = try draft("Containers").flow
        #expect(flow.contains("tabs AppCoordinatorTabs {  // from App.swift:67\n  tab libraryCoordinator: LibraryCoordinator withNavigation\n  tab settingsCoordinator: SettingsCoordinator withNavigation\n}"), "\(flow)")
        #expect(flow.contains("root AppCoordinatorTabs"), "\(flow)")
        #expect(!flow.contains("TODO(import): viewControllers"), "\(flow)")
    }

    @Test("a split view made the window's root is drafted collapsed, as on an iPhone: its primary column's stack, whose coordinator is started there; showDetailViewController pushes")
    func splitViewIsDraftedCollapsed() throws {
        let flow = try draft("Containers").flow
        // setViewController(_:for: .primary) before the root: the column's coordinator starts once the stack is root.
        let body = try funcBody("showLibrary", in: flow)
        #expect(body.contains("root UINavigationController"), "\(flow)")
        #expect(body.contains("start CollectionsCoordinator"), "\(flow)")
        #expect(body.components(separatedBy: "start CollectionsCoordinator").count == 2, "started once, where the split view is shown: \(flow)")
        #expect(body.range(of: "root UINavigationController")!.lowerBound < body.range(of: "start CollectionsCoordinator")!.lowerBound)
        #expect(!body.contains("UISplitViewController\n"), "\(flow)")
        #expect(flow.contains("push Item  // from App.swift:"), "\(flow)")
        #expect(!flow.contains("present Item"), "\(flow)")
        // viewControllers = [nav(Collections), NoSelection] where the split view becomes root later in the body.
        #expect(flow.contains("root Collections withNavigation"), "\(flow)")
        #expect(!flow.contains("root UISplitViewController"), "\(flow)")
    }

    @Test("a child that fills a navigation controller of its own, which the parent presents, starts where it is presented: present UINavigationController, then start Child")
    func aChildsOwnNavigationControllerPresentedByItsParent() throws {
        let flow = try draft("Containers").flow
        let body = try funcBody("showAbout", in: flow)
        #expect(body.contains("present UINavigationController  // from App.swift:"), "\(flow)")
        let start = try #require(body.range(of: "start AboutCoordinator"))
        #expect(body.range(of: "present UINavigationController")!.lowerBound < start.lowerBound, "\(flow)")
        #expect(body.components(separatedBy: "start AboutCoordinator").count == 2, "\(flow)")
        #expect(!flow.contains("TODO(import): present AboutCoordinator"), "\(flow)")
    }

    @Test("a child that hands its parent the screen to show (`var viewController: UIViewController { loginViewController }`) has that screen as its root, and the parent's show of `child.viewController` is its start, with the verb; a router method that takes coordinators (`push(childCoordinator:)`) is a wrapper whose call sites start them so")
    func aChildsExposedScreenIsItsRoot() throws {
        let flow = try draft("ExposedRoots").flow
        #expect(flow.contains("coordinator LoginCoordinator {  // from App.swift:34\n  root Login  // from App.swift:34"), "\(flow)")
        #expect(flow.contains("coordinator SettingsCoordinator {  // from App.swift:18\n  root Settings"), "a stored property of the screen's type: \(flow)")
        #expect(flow.contains("start SettingsCoordinator as present then {  // from App.swift:51"), "\(flow)")
        #expect(!flow.contains("TODO(import): present SettingsCoordinator"), "\(flow)")
        #expect(try funcBody("showForgot", in: flow).contains("start ForgotCoordinator as push  // from App.swift:56"), "\(flow)")
        // `window.rootViewController = navigation.navigationController` of a coordinator that shows nothing itself:
        // its empty navigation controller, which the router's push then fills.
        #expect(flow.contains("root UINavigationController  // from App.swift:80\n    start LoginCoordinator as push  // from App.swift:81"), "\(flow)")
        #expect(!flow.contains("TODO(import): root NavigationCoordinator"), "\(flow)")
        // The leaks a parent's missing `on back` / `on swipe` make are then the explorer's to find.
        guard let binary = transitBinary() else { return }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("exposed-\(UUID().uuidString).flow")
        try flow.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let explore = try run(binary, ["check", "--explore", file.path])
        #expect(explore.output.contains("ForgotCoordinator leaked: still retained by LoginCoordinator but shows no screen; the back button popped its screen"), "\(explore.output)")
        #expect(explore.output.contains("SettingsCoordinator leaked: still retained by LoginCoordinator but shows no screen; a swipe-down dismissed its screen"), "\(explore.output)")
    }

    @Test("a child whose start() returns the controller it made (`let vc = child.start(); present(vc)`, `push(child.start())`) has it as its root, and the parent shows it by starting the child with the verb")
    func aChildsStartReturnsItsRoot() throws {
        let flow = try draft("StartReturns").flow
        #expect(flow.contains("coordinator SettingsCoordinator {  // from App.swift:14\n  root Settings withNavigation"), "\(flow)")
        #expect(flow.contains("coordinator ProfileCoordinator {  // from App.swift:23\n  root Profile"), "\(flow)")
        #expect(try funcBody("showSettings", in: flow).contains("start SettingsCoordinator as present then {"), "\(flow)")
        #expect(try funcBody("showProfile", in: flow).contains("start ProfileCoordinator as push  // from App.swift:54"), "\(flow)")
        #expect(!flow.contains("// TODO(import):"), "\(flow)")
    }

    @Test("a child that sends on a subject of its own the parent subscribes to (`finished.send(())`) terminates; the parent's `child.finished.sink { … }` is its termination handler")
    func aChildsSubjectEndsIt() throws {
        let flow = try draft("CombineChildren").flow
        #expect(flow.contains("on Detail.done {  // from App.swift:20\n    terminate  // from App.swift:20"), "\(flow)")
        #expect(flow.contains("start DetailCoordinator then {  // from App.swift:44"), "\(flow)")
        #expect(try funcBody("showDetail", in: flow).contains("release"), "\(flow)")
    }

    @Test("a completion a router keeps (`completions[controller] = completion`, run by its navigation delegate once the controller is popped) is `on pop Screen`, not code that runs at the push; a pop in an `if let` condition pops")
    func aRoutersKeptCompletionRunsOnPop() throws {
        let flow = try draft("RouterCompletions").flow
        #expect(flow.contains("  start {  // from App.swift:49\n    push Detail  // from App.swift:54\n  }"), "the completion does not run at the push: \(flow)")
        #expect(flow.contains("on pop Detail {  // from App.swift:54\n    terminate  // from App.swift:54"), "\(flow)")
        #expect(flow.contains("on Detail.onSave {  // from App.swift:51\n    pop  // from App.swift:52"), "popModule() is a wrapper of a pop: \(flow)")
        guard let binary = transitBinary() else { return }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("router-\(UUID().uuidString).flow")
        try flow.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        // The back button and Save both end the child through the router: nothing leaks, nothing is released early.
        let explore = try run(binary, ["check", "--explore", file.path])
        #expect(explore.status == 0 && explore.output.contains("no findings"), "\(explore.output)")
    }

    @Test("NotificationCenter: a name the app posts is a `notification`, the post is `notify`, a coordinator's observer (selector, block or Combine publisher) is its `on NAME`; an observer of the system's notifications runs later, a TODO, not at registration")
    func notificationCenterPostsAndObservers() throws {
        let flow = try draft("Notifications").flow
        #expect(flow.contains("notification userDidLogout  // from App.swift:15"), "\(flow)")
        #expect(flow.contains("action logoutTapped {  // from App.swift:14\n    notify userDidLogout  // from App.swift:15"), "\(flow)")
        #expect(flow.contains("on userDidLogout {  // from App.swift:43\n    showLogin()"), "\(flow)")
        #expect(flow.contains("TODO(import): runs when UIApplication.didBecomeActiveNotification is posted"), "\(flow)")
        #expect(!flow.contains("notification didBecomeActive"), "\(flow)")
        #expect(try funcBody("showSettings", in: flow).contains("push Settings"), "\(flow)")
        let start = try #require(flow.range(of: "coordinator MainCoordinator {"))
        #expect(!flow[start.upperBound...].prefix(300).contains("    showSettings()  // from App.swift:30"), "the observer's closure is not run at start: \(flow)")
    }

    @Test("seams a new app is drawn through: a conformance written `@preconcurrency Delegate` still makes the coordinator the screen's delegate; a call on a protocol only a service adopts (`interactor.save()`) is no action; a tree node's `children` is no coordinator; a push into a container of the app's own that never pops by itself has no back button; styles set in both arms of an `if` give the first arm's; a local's written type names its screen; `Task { … }` runs, `Task { for await … }` listens; what a view model sends from the method its screen calls on leaving is the screen's back; closures set for one action in two methods make one handler; a closure property that returns a value is a factory, not the end; a ternary of two cases passes the first")
    func seamsOfUnseenApps() throws {
        let flow = try draft("Seams").flow
        #expect(flow.contains("on Editor.editorDidSave {  // from App.swift:90"), "\(flow)")
        #expect(!flow.contains("action save"), "\(flow)")
        #expect(!flow.contains("coordinator PlaceNode"), "\(flow)")
        #expect(flow.contains("screen Welcome {  // from App.swift:32\n  hidesBackButton  // from App.swift:99"), "\(flow)")
        // A style set in both arms of an `if`: the first arm's, one style (two would be T115).
        #expect(try funcBody("showInfo", in: flow).contains("present Welcome formSheet  // from App.swift:169\n"), "\(flow)")
        // `let login: LoginViewController = .instantiate(…)`: the local's written type says the screen.
        #expect(try funcBody("showLogin", in: flow).contains("push Login  // from App.swift:121"), "\(flow)")
        // `Task { … }` runs its body; a `Task { for await … }` listens, and runs nothing now.
        #expect(try funcBody("refresh_", in: flow).contains("showLogin()  // from App.swift:126"), "\(flow)")
        #expect(!flow.contains("func listen()"), "\(flow)")
        // What a view model sends from the method its screen calls as it disappears is the screen leaving.
        #expect(flow.contains("on back {  // from App.swift:60\n    // Profile sends goBack when it goes away"), "\(flow)")
        #expect(flow.contains("screen Profile {  // from App.swift:40\n  action showEdit  // from App.swift:38\n}"), "\(flow)")
        // A screen's action handled by closures set in two methods: one handler (two would be T103), the other named.
        #expect(flow.components(separatedBy: "on Help.onClose {").count == 2, "\(flow)")
        #expect(flow.contains("TODO(import): another handler for Help.onClose is set here; the flow keeps the first (App.swift:143)"), "\(flow)")
        // A closure property that makes something (`(String) -> Coordinator`) is a factory, not the coordinator ending.
        #expect(!flow.contains("terminate  // from App.swift:149"), "\(flow)")
        // `showScreen(fresh ? .intro : .home)`: the first case's arm.
        #expect(try funcBody("showFirst", in: flow).contains("present Welcome  // from App.swift:158"), "\(flow)")
    }

    @Test("a generic helper that makes the screen of the type its caller names (`push(scene: Welcome.self) { step in switch step { … } }`) pushes that screen; the closure it keeps for the screen's steps is the coordinator's `on Screen.step`, one per case, not code run at the push; `if viewControllers.isEmpty { set } else { push }` is a push")
    func genericSceneHelpersAndStepHandlers() throws {
        let flow = try draft("SceneHelpers").flow
        #expect(flow.contains("start {  // from App.swift:46\n    root UINavigationController  // from App.swift:70\n    push Welcome  // from App.swift:47\n  }"), "\(flow)")
        #expect(flow.contains("on Welcome.start_ {  // from App.swift:49\n    toTerms()"), "\(flow)")
        #expect(flow.contains("on Terms.accept {  // from App.swift:56\n    terminate"), "\(flow)")
        #expect(flow.contains("on Terms.decline {  // from App.swift:57\n    pop"), "\(flow)")
        #expect(try funcBody("toTerms", in: flow) == "  // from App.swift:53\n    push Terms  // from App.swift:54\n  ", "\(flow)")
        #expect(flow.contains("screen Terms {  // from App.swift:14\n  action accept  // from App.swift:56\n  action decline"), "\(flow)")
    }

    @Test("the window root set in the app delegate's lazy property, as the launched coordinator's `rootViewController` (an app's own container that pushes without back: a navigation controller, not a screen), comes first in its start; a closure the start helper keeps (`start(coordinator:) { result in … }`) is the child's termination handler; a guard whose continuation shows nothing keeps its exit")
    func lazyLaunchAndKeptStartHandlers() throws {
        let flow = try draft("LazyLaunch").flow
        #expect(flow.contains("start {  // from App.swift:46\n    root UINavigationController  // from App.swift:69\n    start OnboardingCoordinator then {  // from App.swift:48"), "\(flow)")
        #expect(flow.contains("      toHome()  // from App.swift:50\n    }\n  }"), "\(flow)")
        #expect(!flow.contains("screen Container"), "\(flow)")
        #expect(flow.contains("screen Terms {  // from App.swift:9\n  hidesBackButton"), "\(flow)")
        #expect(try funcBody("toNextStep", in: flow).contains("    toTerms()  // from App.swift:32"), "\(flow)")
    }

    @Test("when the app delegate launches nothing itself, the type it hands the window to (a launch state that sets the window's root to a coordinator's controller and starts it) is read for the launch; a SwiftUI representable's `Coordinator` is no coordinator")
    func launchFromALaunchState() throws {
        let flow = try draft("LaunchHost").flow
        // A launch state that starts a coordinator hands it the window: the launch is that coordinator.
        #expect(flow.contains("launch MainCoordinator  // from App.swift:23"), "\(flow)")
        #expect(flow.contains("start {  // from App.swift:13\n    root Main  // from App.swift:22\n  }"), "\(flow)")
        #expect(!flow.contains("coordinator Coordinator"), "\(flow)")
        #expect(!flow.contains("// TODO(import):"), "\(flow)")
    }

    @Test("a tab bar that sets its own tabs in viewDidLoad (an array given in the arms of an `if`, each wrapped by a helper: `viewControllers = tabs.map { navController(for: $0) }`) is the launch's tabs; a controller shown in a window of its own (`windowLevel` raised) is an overlay, not the app's root")
    func ownTabsAndOverlayWindows() throws {
        let flow = try draft("OwnTabs").flow
        #expect(flow.contains("launch MainTabBar  // from App.swift:52"), "\(flow)")
        #expect(flow.contains("tabs MainTabBar {  // from App.swift:32\n  tab podcasts: Podcasts withNavigation\n  tab discover: Discover withNavigation\n  tab profile: Profile withNavigation\n}"), "\(flow)")
        #expect(!flow.contains("root Options"), "\(flow)")
        #expect(flow.contains("TODO(import): OptionsViewController() is shown in a window of its own above the app's (an overlay)"), "\(flow)")
    }

    @Test("the output a module's assembler returns beside its screen (`let (vc, output) = assembler.assemble(); output.onSelect = { … }`) carries that screen's actions: the coordinator's closures on it are `on Screen.onSelect`; a screen that hands its delegate's method to a cell by reference (`cell.onLogin = delegate?.goToLogin`) sends it")
    func moduleOutputsCarryTheScreensActions() throws {
        let flow = try draft("ModuleOutputs").flow
        #expect(flow.contains("screen Categories {  // from App.swift:14\n  action onSelectCategory  // from App.swift:55\n}"), "\(flow)")
        #expect(flow.contains("on Categories.onSelectCategory {  // from App.swift:55\n    showMeals()"), "\(flow)")
        #expect(flow.contains("on Meals.onFinish {  // from App.swift:65\n    pop"), "\(flow)")
        // `cell.onLogin = delegate?.goToLogin`: the screen hands its delegate's method on by reference; it sends it.
        #expect(flow.contains("screen Intro {  // from App.swift:28\n  action goToLogin  // from App.swift:32\n}"), "\(flow)")
        #expect(flow.contains("on Intro.goToLogin {  // from App.swift:68\n    goToLogin()"), "\(flow)")
    }

    @Test("a storyboard's scenes are read: the initial one (a tab bar whose tabs the storyboard sets) is the launch, a scene instantiated by its identifier is the class it makes, in its navigation controller when it has one, and segues are shown from buttons and performSegue")
    func storyboardScenesAndTabs() throws {
        let flow = try draft("Storyboards").flow
        #expect(flow.contains("launch MainTabBar  // from App.swift:10"), "\(flow)")
        #expect(flow.contains("tabs MainTabBar {  // from Main.storyboard:6\n  tab feed: Feed withNavigation\n  tab settings: Settings\n}"), "\(flow)")
        #expect(flow.contains("push Detail  // from App.swift:21"), "\(flow)")
        #expect(flow.contains("present About withNavigation  // from App.swift:30"), "\(flow)")
        #expect(!flow.contains("storyboard scene"), "\(flow)")
        // A button's segue is the screen's action, named by its title; `show` presents from a scene no navigation
        // controller holds (UIKit's show(_:sender:)); performSegue(withIdentifier:) shows what the segue names.
        #expect(flow.contains("action licenses {  // from Main.storyboard:43\n    present Licenses  // from Main.storyboard:43\n  }"), "\(flow)")
        #expect(flow.contains("present Credits formSheet  // from App.swift:36"), "\(flow)")
        // Without the storyboard the same Swift says only what it can.
        let swiftOnly = Importer.draft(files: try SourceFinder.files(in: [fixtures.appendingPathComponent("Storyboards").path]).filter { $0.path.hasSuffix(".swift") }, appName: "Storyboards").flow
        #expect(swiftOnly.contains("storyboard scene \"Detail\""), "\(swiftOnly)")
    }

    @Test("a split view made root through a router's wrapper (`router.setRoot(split)`) brings its columns, as one made root directly")
    func splitViewMadeRootThroughAWrapper() throws {
        let source = sceneDelegateLaunchingAppCoordinator + """
        final class Router {
            private let window: UIWindow
            init(window: UIWindow) { self.window = window }
            func setRoot(_ controller: UIViewController) { window.rootViewController = controller }
        }
        final class AppCoordinator {
            private let router: Router
            private let split = UISplitViewController(style: .doubleColumn)
            var childCoordinators: [AnyObject] = []
            init(window: UIWindow) { router = Router(window: window) }
            func start() {
                split.viewControllers = [UINavigationController(rootViewController: InboxViewController()), EmptyViewController()]
                router.setRoot(split)
            }
        }
        final class InboxViewController: UIViewController {}
        final class EmptyViewController: UIViewController {}
        """
        let flow = Importer.draft(files: [("App.swift", source)], appName: "Routed").flow
        #expect(flow.contains("root Inbox withNavigation  // from App.swift:23"), "\(flow)")
        #expect(!flow.contains("root UISplitViewController"), "\(flow)")
    }

    @Test("a child that fills its own navigation controller and presents it itself is drafted present UINavigationController, then set: its swipe-down leak is found")
    func aChildPresentsItsOwnNavigationController() throws {
        let source = sceneDelegateLaunchingAppCoordinator + """
        final class AppCoordinator {
            let window: UIWindow
            let navigationController = UINavigationController()
            var childCoordinators: [AnyObject] = []
            init(window: UIWindow) { self.window = window }
            func start() {
                let home = HomeViewController()
                home.onCompose = { [weak self] in self?.showCompose() }
                navigationController.setViewControllers([home], animated: false)
                window.rootViewController = navigationController
            }
            func showCompose() {
                let compose = ComposeCoordinator(presenter: navigationController)
                childCoordinators.append(compose)
                compose.start()
            }
        }
        final class ComposeCoordinator {
            private let presenter: UIViewController
            private let navigationController = UINavigationController()
            init(presenter: UIViewController) { self.presenter = presenter }
            func start() {
                let compose = ComposeViewController()
                compose.onNext = { [weak self] in self?.navigationController.pushViewController(PreviewViewController(), animated: true) }
                navigationController.setViewControllers([compose], animated: false)
                presenter.present(navigationController, animated: true)
            }
        }
        final class HomeViewController: UIViewController { var onCompose: (() -> Void)? }
        final class ComposeViewController: UIViewController { var onNext: (() -> Void)? }
        final class PreviewViewController: UIViewController {}
        """
        let flow = Importer.draft(files: [("App.swift", source)], appName: "Compose").flow
        #expect(flow.contains("start {  // from App.swift:32\n    present UINavigationController  // from App.swift:36\n    set [Compose] animated: false  // from App.swift:35\n  }"), "\(flow)")
    }

    @Test("a file named .storyboard that is not one (not XML, no scene, an external entity) is ignored; the Swift is drafted as without it")
    func aBrokenStoryboardIsIgnored() throws {
        #expect(Storyboard(path: "Main.storyboard", text: "not xml at all <<<") == nil)
        #expect(Storyboard(path: "Main.storyboard", text: "<?xml version=\"1.0\"?><document><scenes/></document>") == nil)
        let entity = "<?xml version=\"1.0\"?><!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><document initialViewController=\"a\"><scenes><viewController id=\"a\" customClass=\"&x;\"/></scenes></document>"
        #expect(Storyboard(path: "Main.storyboard", text: entity)?.scenes["a"]?.customClass?.contains("root:") != true)
        let swift = try SourceFinder.files(in: [fixtures.appendingPathComponent("Storyboards").path]).filter { $0.path.hasSuffix(".swift") }
        let withBroken = Importer.draft(files: swift, appName: "Storyboards", storyboards: [("Main.storyboard", "<document><scenes>")]).flow
        #expect(withBroken == Importer.draft(files: swift, appName: "Storyboards").flow)
    }

    @Test("a tab bar none of whose tabs resolves is not declared: its root is a TODO")
    func tabBarWithoutResolvableTabsIsNotDeclared() throws {
        let source = """
            import UIKit
            final class AppCoordinator {
                var childCoordinators: [AnyObject] = []
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func start() {
                    let tabs = UITabBarController()
                    tabs.viewControllers = [factory.makeFirst(), factory.makeSecond()]
                    window.rootViewController = tabs
                }
            }
            """
        let flow = Importer.draft(files: [("App.swift", source)], appName: "App").flow
        #expect(!flow.contains("tabs AppCoordinatorTabs"), "\(flow)")
        #expect(flow.contains("TODO(import): root AppCoordinatorTabs"), "\(flow)")
    }

    @Test("a statement line the checker refuses as flow text becomes a TODO quoting it; declarations and navigation findings stay")
    func refusedLinesBecomeTodos() throws {
        let result = try draft("Launch")
        let lines = result.flow.components(separatedBy: "\n")
        let push = try #require(lines.firstIndex { $0.contains("push Detail") }) + 1
        let screen = try #require(lines.firstIndex { $0.hasPrefix("screen Home") }) + 1
        let refusals = [
            DraftRepair.Refusal(line: push, code: "T101", message: "unknown name 'Detail'"),
            DraftRepair.Refusal(line: screen, code: "T102", message: "duplicate declaration"),
            DraftRepair.Refusal(line: push, code: "T140", message: "push without a navigation controller"),
        ]
        let repaired = DraftRepair.apply(refusals, to: result.flow, report: result.report)
        #expect(repaired.repaired.map(\.line) == [push])
        let after = repaired.flow.components(separatedBy: "\n")
        #expect(after[push - 1].trimmingCharacters(in: .whitespaces).hasPrefix("// TODO(import): transit check refused this line (T101: unknown name 'Detail'): push Detail"), "\(after[push - 1])")
        #expect(after[screen - 1] == lines[screen - 1])
        #expect(repaired.report.inDraft == result.report.inDraft - 1)
        // Only T140 left: the app's own navigation is not hidden.
        let navigation = DraftRepair.apply([refusals[2]], to: result.flow, report: result.report)
        #expect(navigation.repaired.isEmpty && navigation.flow == result.flow)
    }

    @Test("the window's root set in a function nested in the launch method is the launch")
    func rootSetInANestedFunction() throws {
        let result = try draft("NestedRoot")
        #expect(result.flow.contains("launch Welcome withNavigation  // from AppDelegate.swift:10"), "\(result.flow)")
        #expect(result.report.launchRead)
    }

    @Test("what a screen's view model tells its coordinator is the screen's action (a UIKit screen that holds it, a SwiftUI view made with it)")
    func viewModelMessagesAreScreenActions() throws {
        let flow = try draft("ViewModels").flow
        #expect(flow.contains("  action showProduct  // from App.swift:28"), "\(flow)")
        #expect(flow.contains("on Catalog.showBasket {"), "\(flow)")
        #expect(flow.contains("screen BasketView { action closeBasket }"), "\(flow)")
        #expect(flow.contains("on BasketView.closeBasket {"), "\(flow)")
    }

    @Test("a URL the scene delegate hands to its coordinator is an event that coordinator handles; the explorer fires it from every state")
    func delegateCallbacksAreEvents() throws {
        let flow = try draft("AppEvents").flow
        #expect(flow.contains("event openURL  // from App.swift:20"), "\(flow)")
        #expect(flow.contains("  on openURL {  // from App.swift:20\n    open()"), "\(flow)")
        // A link while the composer is up presents it again on a busy presenter: the explorer finds it (R207).
        guard let binary = transitBinary() else { return }
        let explore = try run(binary, ["check", "--explore", fixtures.appendingPathComponent("AppEvents/expected.flow").path])
        #expect(explore.output.contains("R207"), "\(explore.output)")
    }

    @Test("a nested enum that shares its name with another type is its own enum, named with its enclosing type; a short name inside the enclosing type means it")
    func nestedEnumsOfOneNameStayApart() throws {
        let source = """
            import UIKit
            enum Theme { case light, dark }
            extension Settings { enum Theme { case light, sepia } }
            final class ServersViewModel {
                enum Mode { case testnet, mainnet }
                let mode: Mode = .mainnet
            }
            final class ReaderViewController: UIViewController {
                init(theme: Theme) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            final class SpeedUpViewController: UIViewController {}
            final class CancelViewController: UIViewController {}
            final class ReplaceViewController: UIViewController {
                enum Mode { case speedup, cancel }
                private let mode: Mode
                init(mode: ReplaceViewController.Mode) { self.mode = mode; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
                @objc func go() {
                    switch mode {
                    case .speedup: navigationController?.pushViewController(SpeedUpViewController(), animated: true)
                    case .cancel: navigationController?.pushViewController(CancelViewController(), animated: true)
                    }
                }
            }
            final class Home: UIViewController {
                @objc func read() { navigationController?.pushViewController(ReaderViewController(theme: .dark), animated: true) }
                @objc func replace() { navigationController?.pushViewController(ReplaceViewController(mode: .cancel), animated: true) }
            }
            """
        let flow = Importer.draft(files: [("App.swift", source)], appName: "App").flow
        #expect(flow.contains("enum Theme { light, dark }"), "\(flow)")
        #expect(flow.contains("enum ReplaceViewControllerMode { speedup, cancel }"), "\(flow)")
        #expect(!flow.contains("testnet"), "\(flow)")
        #expect(flow.contains("screen Replace(mode: ReplaceViewControllerMode = .speedup)"), "\(flow)")
        let module = Module(files: [SwiftFile(displayPath: "App.swift", text: source)])
        #expect(module["ServersViewModelMode"]?.cases == ["testnet", "mainnet"])
        #expect(module["SettingsTheme"]?.cases == ["light", "sepia"])
        #expect(module["Theme"]?.cases == ["light", "dark"])
        #expect(module["Mode"] == nil)
        #expect(module["ServersViewModel"]?.property("mode")?.typeName == "ServersViewModelMode")
    }

    @Test("a SwiftUI view shown as a screen is not also a model a screen takes")
    func hostedViewIsNotAModel() throws {
        let source = """
            import SwiftUI
            import UIKit
            struct ReportList: View { var body: some View { Text("") } }
            final class SettingsViewController: UIViewController {
                init(report: ReportList) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
                @objc func reports() { navigationController?.pushViewController(UIHostingController(rootView: ReportList()), animated: true) }
            }
            """
        let flow = Importer.draft(files: [("App.swift", source)], appName: "App").flow
        #expect(!flow.contains("model ReportList"), "\(flow)")
        #expect(flow.contains("screen ReportList { }"), "\(flow)")
        #expect(flow.contains("screen Settings {"), "\(flow)")
    }

    @Test("a static builder's screen is read through its type (several builders share the method's name), and its view model's messages are that screen's actions")
    func staticBuildersAndTheirViewModels() throws {
        let source = """
            import SwiftUI
            import UIKit
            final class SplashViewModel { weak var coordinator: AppCoordinator?; init(coordinator: AppCoordinator) { self.coordinator = coordinator }; func done() { coordinator?.finishSplash() } }
            struct SplashView: View { let viewModel: SplashViewModel; var body: some View { Text("") } }
            struct HomeView: View { var body: some View { Text("") } }
            enum SplashBuilder {
                static func build(coordinator: AppCoordinator) -> UIViewController {
                    let viewModel = SplashViewModel(coordinator: coordinator)
                    return UIHostingController(rootView: SplashView(viewModel: viewModel))
                }
            }
            enum HomeBuilder { static func build() -> UIViewController { UIHostingController(rootView: HomeView()) } }
            final class AppCoordinator {
                var childCoordinators: [AnyObject] = []
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() { navigationController.setViewControllers([SplashBuilder.build(coordinator: self)], animated: false) }
                func finishSplash() { navigationController.setViewControllers([HomeBuilder.build()], animated: true) }
            }
            """
        let flow = Importer.draft(files: [("App.swift", source)], appName: "App").flow
        #expect(flow.contains("set [SplashView]"), "\(flow)")
        #expect(flow.contains("set [HomeView]"), "\(flow)")
        #expect(flow.contains("screen SplashView { action finishSplash }"), "\(flow)")
        #expect(flow.contains("on SplashView.finishSplash {"), "\(flow)")
    }

    @Test("only what the launched coordinator reads is launch state; a choice in a coordinator started later stays a run-time choice")
    func launchStateIsWhatTheLaunchReads() throws {
        let source = """
            import UIKit
            final class Session { var isSignedIn: Bool { false }; var wantsTips: Bool { false } }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var coordinator: AppCoordinator?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) { coordinator = AppCoordinator(); coordinator?.start() }
            }
            final class AppCoordinator {
                var childCoordinators: [AnyObject] = []
                let navigationController = UINavigationController()
                let session = Session()
                func start() {
                    if session.isSignedIn { navigationController.setViewControllers([HomeViewController()], animated: false) }
                    else { navigationController.setViewControllers([SignInViewController()], animated: false) }
                    let tips = TipsCoordinator(navigationController: navigationController)
                    childCoordinators.append(tips)
                    tips.start()
                }
            }
            final class TipsCoordinator {
                var childCoordinators: [AnyObject] = []
                let navigationController: UINavigationController
                let session = Session()
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() { if session.wantsTips { navigationController.present(TipsViewController(), animated: true) } }
            }
            final class HomeViewController: UIViewController {}
            final class SignInViewController: UIViewController {}
            final class TipsViewController: UIViewController {}
            """
        let flow = Importer.draft(files: [("App.swift", source)], appName: "App").flow
        #expect(flow.contains("var isSignedIn: Bool = any"), "\(flow)")
        #expect(!flow.contains("wantsTips: Bool = any"), "\(flow)")
        #expect(flow.contains("TODO(import): `if session.wantsTips` decides at run time"), "\(flow)")
    }

    @Test("a tab bar injected into a coordinator as UITabBarController is the app's one subclass, whose tabs the coordinator sets")
    func injectedTabBarIsTheAppsSubclass() throws {
        let flow = try draft("Tabs").flow
        #expect(flow.contains("tabs MainTabBar {"), "\(flow)")
        #expect(flow.contains("root MainTabBar"), "\(flow)")
        #expect(!flow.contains("no code sets this tab bar's tabs"), "\(flow)")
    }
}

/// Lines 1–10 of an inline app: a scene delegate that makes `AppCoordinator(window:)` and starts it.
private let sceneDelegateLaunchingAppCoordinator = """
import UIKit
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var app: AppCoordinator?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        let window = UIWindow(windowScene: scene as! UIWindowScene)
        app = AppCoordinator(window: window)
        app?.start()
    }
}

"""

@Suite struct ImportResolutionTests {
    @Test("a handler made by a method that returns a closure (`vc.onSelect = makeSelectHandler()`) is that closure")
    func aHandlerReturnedByAMethod() throws {
        let source = sceneDelegateLaunchingAppCoordinator + """
        final class AppCoordinator {
            let window: UIWindow
            let navigationController = UINavigationController()
            var childCoordinators: [AnyObject] = []
            init(window: UIWindow) { self.window = window }
            func start() {
                let list = ListViewController()
                list.onSelect = makeSelectHandler()
                list.onSettings = self.settingsHandler()
                navigationController.setViewControllers([list], animated: false)
                window.rootViewController = navigationController
            }
            private func makeSelectHandler() -> ((String) -> Void) {
                return { [weak self] id in
                    self?.navigationController.pushViewController(DetailViewController(), animated: true)
                }
            }
            private func settingsHandler() -> () -> Void {
                { [unowned self] in self.navigationController.present(SettingsViewController(), animated: true) }
            }
        }
        final class ListViewController: UIViewController {
            var onSelect: ((String) -> Void)?
            var onSettings: (() -> Void)?
        }
        final class DetailViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        """
        let flow = Importer.draft(files: [("App.swift", source)], appName: "Handlers").flow
        #expect(flow.contains("on List.onSelect {  // from App.swift:24\n    push Detail  // from App.swift:25\n  }"), "\(flow)")
        #expect(flow.contains("on List.onSettings {  // from App.swift:29\n    present Settings  // from App.swift:29\n  }"), "\(flow)")
        #expect(!flow.contains("func makeSelectHandler"), "\(flow)")
    }

    @Test("a closure property of a base class that a coordinator sets on the subclass's instance is that screen's action: every handler written has its action declared (T104 before)")
    func aBaseClassClosureIsTheScreensAction() throws {
        let source = sceneDelegateLaunchingAppCoordinator + """
        class LockPasscodeViewController: UIViewController {
            var unlockWithResult: ((Bool, Bool) -> Void)?
        }
        final class LockEnterPasscodeViewController: LockPasscodeViewController {
        }
        final class HomeViewController: UIViewController {}
        final class AppCoordinator {
            let window: UIWindow
            var childCoordinators: [AnyObject] = []
            init(window: UIWindow) { self.window = window }
            func start() {
                window.rootViewController = UINavigationController(rootViewController: HomeViewController())
                let lock = AuthenticateUserCoordinator(navigationController: window.rootViewController as! UINavigationController)
                childCoordinators.append(lock)
                lock.start()
            }
        }
        final class AuthenticateUserCoordinator {
            let navigationController: UINavigationController
            var childCoordinators: [AnyObject] = []
            let lockEnterPasscodeViewController = LockEnterPasscodeViewController()
            init(navigationController: UINavigationController) {
                self.navigationController = navigationController
                lockEnterPasscodeViewController.unlockWithResult = { [weak self] state, bioUnlock in
                    if state { self?.stop() }
                }
            }
            func start() {
                navigationController.present(lockEnterPasscodeViewController, animated: true)
            }
            func stop() { navigationController.dismiss(animated: true) }
        }
        """
        let flow = Importer.draft(files: [("App.swift", source)], appName: "Lock").flow
        #expect(flow.contains("on LockEnterPasscode.unlockWithResult {"), "\(flow)")
        #expect(flow.contains("screen LockEnterPasscode {  // from App.swift:14\n  action unlockWithResult  // from App.swift:34\n}"), "\(flow)")
    }

    @Test("a split view held in a property of type UISplitViewController, whose primary column a ternary chooses, is drafted collapsed: the ternary's first arm")
    func splitViewPropertyAndTernary() throws {
        let source = sceneDelegateLaunchingAppCoordinator + """
        final class AppCoordinator {
            private let window: UIWindow
            private let splitViewController: UISplitViewController
            var childCoordinators: [AnyObject] = []
            init(window: UIWindow) { self.window = window; self.splitViewController = UISplitViewController() }
            func start() {
                let useNewLayout = Bool.random()
                splitViewController.viewControllers = [useNewLayout ? UINavigationController(rootViewController: AllChatsViewController()) : UINavigationController(rootViewController: HomeViewController()), PlaceholderViewController()]
                window.rootViewController = splitViewController
            }
        }
        final class AllChatsViewController: UIViewController {}
        final class HomeViewController: UIViewController {}
        final class PlaceholderViewController: UIViewController {}
        """
        let flow = Importer.draft(files: [("App.swift", source)], appName: "Split").flow
        #expect(flow.contains("root AllChats withNavigation  // from App.swift:19"), "\(flow)")
        #expect(!flow.contains("root UISplitViewController"), "\(flow)")
    }

    @Test("a destination no declaration names becomes a TODO, never an edge")
    func unresolvedDestinationIsATodo() throws {
        let result = try draft("WindowRoot")
        #expect(result.flow.contains("// TODO(import): present remoteConfig.webPage(): no declaration says which screen this is (Screens.swift:35)"))
        #expect(result.report.unresolved.map(\.place.description) == ["Screens.swift:35"])
        #expect(result.report.resolved == 10)
    }

    @Test("the report tells resolved calls the draft keeps only as comments from calls in the draft")
    func commentedArmsAreCounted() throws {
        let report = try draft("DelegateHooks").report
        // The swipe delegate's `onEnd?()` (a TODO: not the first screen). The base class's `free` is not counted: a
        // base the app never starts itself is not read as a coordinator of its own.
        #expect(report.commentedOnly.map(\.place.description) == ["Coordinators.swift:73"])
        #expect(report.text.contains("only as comments"))
    }

    @Test("a Bool property tested in an if becomes a flow variable with both arms")
    func boolFlagsBecomeVariables() throws {
        let flow = try draft("WindowRoot").flow
        #expect(flow.contains("var isLoggedIn = false  // from AppCoordinator.swift:11"))
        #expect(flow.contains("isLoggedIn = true  // from AppCoordinator.swift:29"))
        #expect(flow.contains("} else {\n      showLogin()"))
    }

    @Test("calls through a router are resolved at their call sites, through a factory protocol")
    func wrappersAndFactories() throws {
        let result = try draft("RouterCombine")
        #expect(result.report.wrappers == ["Router.dismissModule", "Router.present", "Router.push", "Router.setRoot"])
        #expect(result.flow.contains("set [Catalog]  // from App.swift:73"))
        #expect(result.flow.contains("push Product  // from App.swift:77"))
        #expect(result.flow.contains("present Cart withNavigation  // from App.swift:87"))
        #expect(result.flow.contains("on Catalog.selection {"))
    }

    @Test("a base coordinator's set(_:) that hands [vc] to its array overload is a wrapper; animated: false is kept, through it too")
    func arrayOverloadWrapperAndStillTransitions() throws {
        let source = """
        import UIKit
        class BaseCoordinator {
            let root: UINavigationController
            var childCoordinators: [BaseCoordinator] = []
            init(navigationController: UINavigationController) { root = navigationController }
            func start() {}
            func set(_ viewController: UIViewController, animated: Bool = true) { set([viewController], animated: animated) }
            func set(_ viewControllers: [UIViewController], animated: Bool = true) { root.setViewControllers(viewControllers, animated: animated) }
        }
        final class LaunchCoordinator: BaseCoordinator {
            override func start() {
                let launch = LaunchViewController()
                launch.onDone = { [weak self] in self?.root.pushViewController(HomeViewController(), animated: true) }
                set(launch, animated: false)
            }
        }
        final class LaunchViewController: UIViewController { var onDone: (() -> Void)? }
        final class HomeViewController: UIViewController {
            @objc func help() { navigationController?.pushViewController(HelpViewController(), animated: false) }
        }
        final class HelpViewController: UIViewController {}
        """
        let result = Importer.draft(files: [("App.swift", source)], appName: "A")
        #expect(result.report.wrappers == ["BaseCoordinator.set"], "\(result.report.text)")
        #expect(result.flow.contains("set [Launch] animated: false  // from App.swift:14"), "\(result.flow)")
        #expect(result.flow.contains("push Home  // from App.swift:13"), "\(result.flow)")
        #expect(result.flow.contains("push Help animated: false  // from App.swift:19"), "\(result.flow)")
    }

    @Test("the launch is the main window's root set as the app launches, not an overlay window's or a privacy cover's")
    func launchIsTheMainWindowsRoot() throws {
        let delegate = """
        import UIKit
        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var privacyWindow = UIWindow()
            func applicationWillResignActive(_ application: UIApplication) {
                window?.rootViewController = CoverViewController()
            }
            func applicationDidEnterBackground(_ application: UIApplication) {
                privacyWindow.rootViewController = CoverViewController()
                privacyWindow.isHidden = false
            }
            func showBanner() {
                let window = UIWindow()
                window.rootViewController = CoverViewController()
                window.windowLevel = .alert + 1
            }
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                showBanner()
                showHome()
                return true
            }
            private func showHome() {
                window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
                window?.makeKeyAndVisible()
            }
        }
        final class HomeViewController: UIViewController {}
        final class CoverViewController: UIViewController {}
        """
        let flow = Importer.draft(files: [("App.swift", delegate)], appName: "A").flow
        #expect(flow.contains("launch Home withNavigation  // from App.swift:24"), "\(flow)")
        // With a main storyboard and no root set as the app launches, the storyboard is the launch, not the cover.
        let storyboardApp = delegate.replacingOccurrences(of: "        showHome()\n", with: "")
        #expect(!storyboardApp.contains("        showHome()\n"))
        let board = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="home-1">
            <scenes><scene sceneID="s"><objects>
                <viewController id="home-1" customClass="HomeViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes>
        </document>
        """
        let fromPlist = Importer.draft(files: [("App.swift", storyboardApp)], appName: "A", storyboards: [("Main.storyboard", board)],
                                       mainStoryboards: [(plist: "Info.plist", name: "Main")]).flow
        #expect(fromPlist.contains("launch Home  // from Info.plist:1"), "\(fromPlist)")
    }

    @Test("a hosted SwiftUI view under modifiers (`.environmentObject(…)`, a trailing closure) is named by its type")
    func hostedViewUnderModifiers() throws {
        let source = """
        import UIKit
        import SwiftUI
        final class SettingsViewController: UIViewController {
            @objc func about() {
                let view = AboutView(version: "1") { [weak self] in self?.dismiss(animated: true) }.environmentObject(Theme.shared)
                present(UIHostingController(rootView: view), animated: true)
            }
            @objc func beta() { navigationController?.pushViewController(UIHostingController(rootView: BetaMenu().setupDefaultEnvironment()), animated: true) }
        }
        """
        let flow = Importer.draft(files: [("App.swift", source)], appName: "A").flow
        #expect(flow.contains("present AboutView  // from App.swift:6"), "\(flow)")
        #expect(flow.contains("push BetaMenu  // from App.swift:8"), "\(flow)")
    }

    @Test("a progress alert taken down by its own code dismisses no screen")
    func alertDismissesItself() throws {
        let source = """
        import UIKit
        final class ProgressAlert {
            private var alertController: UIAlertController? = UIAlertController(title: "", message: nil, preferredStyle: .alert)
            func show(on presenter: UIViewController) { presenter.present(alertController!, animated: true) }
            func hide() { alertController!.dismiss(animated: false) }
        }
        final class ExportViewController: UIViewController {
            private var progress: ProgressAlert?
            @objc func export() {
                progress = ProgressAlert()
                progress?.show(on: self)
                progress?.hide()
                present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true)
            }
            @objc func close() { dismiss(animated: true) }
        }
        """
        let flow = Importer.draft(files: [("App.swift", source)], appName: "A").flow
        let export = flow.components(separatedBy: "action export {")[1].components(separatedBy: "\n  }")[0]
        #expect(!export.contains("dismiss"), "\(flow)")
        #expect(export.contains("present UIActivityViewController"), "\(flow)")
        #expect(flow.contains("action close {  // from App.swift:15\n    dismiss"), "\(flow)")
    }

    @Test("a tab's coordinator pushes its first screen in start, as its Swift does, and is started by the tab bar")
    func tabCoordinators() throws {
        let flow = try draft("TabsDelegates").flow
        #expect(flow.contains("tab feedCoordinator: FeedCoordinator withNavigation"))
        #expect(flow.contains("  start {  // from Coordinators.swift:33\n    push Feed animated: false  // from Coordinators.swift:36"))
        #expect(!flow.contains("start FeedCoordinator"))
        #expect(flow.contains("screen AuthorView { }  // SwiftUI view"))
    }

    @Test("a navigation delegate's didShow that finds a screen popped releases its coordinator: on pop")
    func didShowBecomesOnPop() throws {
        let flow = try draft("DelegateHooks").flow
        #expect(flow.contains("on pop Article {  // from Coordinators.swift:48\n    release  // from Coordinators.swift:49"))
    }

    @Test("a coordinator that calls its own start() again gets start's body as a func both call")
    func restartIsAFunc() throws {
        let flow = try draft("DelegateHooks").flow
        #expect(flow.contains("start {  // from Coordinators.swift:27\n    root UINavigationController  // from Coordinators.swift:24\n    start_()"))
        #expect(flow.contains("func start_() {"))
        #expect(flow.contains("      start_()  // from Coordinators.swift:39"))
    }

    @Test("when an optional decides, the arm where it is nil is kept and the other is a comment")
    func optionalChoiceKeepsNilArm() throws {
        let flow = try draft("DelegateHooks").flow
        #expect(flow.contains("the arm where it is nil is kept, the others are comments (Coordinators.swift:28)\n    set [List]"))
        #expect(flow.contains("// other arm: showArticle()  // from Coordinators.swift:29"))
    }

    @Test("the launch is the coordinator the delegate starts last, passing over a test double")
    func launchSkipsTestDoubles() throws {
        #expect(try draft("DelegateHooks").flow.contains("launch AppCoordinator  // from AppDelegate.swift:16"))
    }

    @Test("a swipe-down delegate on a screen other than the coordinator's first is a TODO, not on swipe")
    func swipeDelegateOnAnotherScreen() throws {
        let flow = try draft("DelegateHooks").flow
        #expect(!flow.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("on swipe") })
        #expect(flow.contains("runs when Share is swiped down"))
    }

    @Test("a screen holding its coordinator without weak is a strongOwner; a weak one is not")
    func strongOwner() throws {
        #expect(try draft("DelegateHooks").flow.contains("screen Article {  // from Screens.swift:10\n  action share  // from Screens.swift:12\n  strongOwner  // from Screens.swift:11"))
        #expect(try !draft("TabsDelegates").flow.contains("strongOwner"))
    }

    @Test("a screen telling its coordinator it left (didMove(toParent: nil), deinit) is the coordinator's on back")
    func leavingIsOnBack() throws {
        let flow = try draft("TabsDelegates").flow
        #expect(flow.contains("  on back {  // from Coordinators.swift:76\n    // Post sends didLeave when it goes away"))
        #expect(!flow.contains("action didLeave"))
    }

    @Test("what a view controller sets on itself becomes its flags: hidesBottomBar, hidesBackButton for a custom left button")
    func screenFlags() throws {
        let flow = try draft("TabsDelegates").flow
        #expect(flow.contains("  hidesBottomBar  // from Screens.swift:34"))
        #expect(flow.contains("screen Profile {  // from Screens.swift:53\n  hidesBackButton  // from Screens.swift:56"))
    }

    @Test("view controller subclasses are found through the app's own base classes")
    func baseClasses() throws {
        let report = try draft("WindowRoot").report
        #expect(report.screens.map(\.name).sorted() == ["BaseViewController", "HomeViewController", "LoginViewController", "SettingsViewController"])
        #expect(report.coordinators.map(\.name).sorted() == ["AppCoordinator", "LoginCoordinator"])
    }
}

@Suite struct ImportDeclarationTests {
    @Test("a tvOS app target beside the iOS one is a program of its own: its files are not the iOS app's")
    func otherPlatformsAppsAreLeftOut() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("import-sdk-\(UUID().uuidString)")
        let project = dir.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        func target(_ id: String, phase: String, list: String) -> String {
            "\(id) = {isa = PBXNativeTarget; buildPhases = (\(phase)); buildConfigurationList = \(list); productType = \"com.apple.product-type.application\"; name = \(id);};"
        }
        let pbxproj = """
        // !$*UTF8*$!
        {
            archiveVersion = 1; objectVersion = 56;
            objects = {
                G1 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>";};
                F1 = {isa = PBXFileReference; path = PhoneApp.swift; sourceTree = "<group>";};
                F2 = {isa = PBXFileReference; path = TVApp.swift; sourceTree = "<group>";};
                B1 = {isa = PBXBuildFile; fileRef = F1;};
                B2 = {isa = PBXBuildFile; fileRef = F2;};
                S1 = {isa = PBXSourcesBuildPhase; files = (B1);};
                S2 = {isa = PBXSourcesBuildPhase; files = (B2);};
                C0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos;}; name = Debug;};
                C2 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = appletvos;}; name = Debug;};
                L0 = {isa = XCConfigurationList; buildConfigurations = (C0);};
                L1 = {isa = XCConfigurationList; buildConfigurations = ();};
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2);};
                \(target("Phone", phase: "S1", list: "L1"))
                \(target("TV", phase: "S2", list: "L2"))
                P = {isa = PBXProject; mainGroup = G1; buildConfigurationList = L0; targets = (Phone, TV);};
            };
            rootObject = P;
        }
        """
        try Data(pbxproj.utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        let read = try #require(XcodeProject(pbxproj: project.appendingPathComponent("project.pbxproj").path))
        let base = dir.standardizedFileURL.path
        // The iOS target says no SDK itself: the project's (iphoneos) is its.
        #expect(read.compiles(base + "/PhoneApp.swift"))
        #expect(!read.compiles(base + "/TVApp.swift"))
    }

    @Test("a project that builds two iOS apps drafts one, the one compiling the most files or the one `--app` names; the files only the other compiles are left out, those both compile are read; an unknown name lists the apps; apps that link local Swift packages are all read (remote ones are libraries)")
    func aProjectWithTwoAppsDraftsOne() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("import-apps-\(UUID().uuidString)").standardizedFileURL
        let project = dir.appendingPathComponent("Apps.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (file, text) in [("WalletDelegate.swift", "import UIKit\nfinal class WalletHome: UIViewController {}\n"),
                             ("WalletList.swift", "import UIKit\nfinal class WalletList: UIViewController {}\n"),
                             ("VerifierDelegate.swift", "import UIKit\nfinal class VerifierHome: UIViewController {}\n"),
                             ("Shared.swift", "import UIKit\nfinal class SharedScreen: UIViewController {}\n")] {
            try Data(text.utf8).write(to: dir.appendingPathComponent(file))
        }
        let pbxproj = """
        // !$*UTF8*$!
        {
            archiveVersion = 1; objectVersion = 56;
            objects = {
                G1 = {isa = PBXGroup; children = (F1, F2, F3, F4); sourceTree = "<group>";};
                F1 = {isa = PBXFileReference; path = WalletDelegate.swift; sourceTree = "<group>";};
                F2 = {isa = PBXFileReference; path = WalletList.swift; sourceTree = "<group>";};
                F3 = {isa = PBXFileReference; path = VerifierDelegate.swift; sourceTree = "<group>";};
                F4 = {isa = PBXFileReference; path = Shared.swift; sourceTree = "<group>";};
                B1 = {isa = PBXBuildFile; fileRef = F1;}; B2 = {isa = PBXBuildFile; fileRef = F2;};
                B3 = {isa = PBXBuildFile; fileRef = F3;}; B4 = {isa = PBXBuildFile; fileRef = F4;}; B5 = {isa = PBXBuildFile; fileRef = F4;};
                S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B4);};
                S2 = {isa = PBXSourcesBuildPhase; files = (B3, B5);};
                W = {isa = PBXNativeTarget; buildPhases = (S1); productType = "com.apple.product-type.application"; name = Wallet;};
                V = {isa = PBXNativeTarget; buildPhases = (S2); productType = "com.apple.product-type.application"; name = Verifier;};
                P = {isa = PBXProject; mainGroup = G1; targets = (V, W);};
            };
            rootObject = P;
        }
        """
        try Data(pbxproj.utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        let scan = try SourceFinder.scan([dir.path])
        #expect(Set(scan.files.map(\.path)) == ["WalletDelegate.swift", "WalletList.swift", "Shared.swift"])
        #expect(scan.apps.count == 1 && scan.apps.first?.chosen == "Wallet" && scan.apps.first?.all.map(\.name) == ["Wallet", "Verifier"])
        let verifier = try SourceFinder.scan([dir.path], app: "Verifier")
        #expect(Set(verifier.files.map(\.path)) == ["VerifierDelegate.swift", "Shared.swift"])
        #expect(throws: SourceFinder.Failure.self) { try SourceFinder.scan([dir.path], app: "Clip") }
        do { _ = try SourceFinder.scan([dir.path], app: "Clip") } catch { #expect("\(error)".contains("the apps: Wallet, Verifier"), "\(error)") }
        // An app that links Swift packages has a size its Sources phase does not show: no choice by size, all are read.
        let linked = pbxproj.replacingOccurrences(of: "buildPhases = (S2);", with: "buildPhases = (S2); packageProductDependencies = (D1);")
            .replacingOccurrences(of: "P = {isa", with: "D1 = {isa = XCSwiftPackageProductDependency; productName = Core;};\n        P = {isa")
        try Data(linked.utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        let all = try SourceFinder.scan([dir.path])
        #expect(Set(all.files.map(\.path)) == ["WalletDelegate.swift", "WalletList.swift", "VerifierDelegate.swift", "Shared.swift"] && all.apps.isEmpty)
        // A remote package is a library: the choice by size stands.
        let remote = linked.replacingOccurrences(of: "productName = Core;", with: "productName = Core; package = R1;")
            .replacingOccurrences(of: "P = {isa", with: "R1 = {isa = XCRemoteSwiftPackageReference; repositoryURL = \"https://example.com/sdk\";};\n        P = {isa")
        try Data(remote.utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        #expect(try SourceFinder.scan([dir.path]).apps.first?.chosen == "Wallet")
    }

    @Test("a file the app's project compiles is read though a stale project nearer to it compiles other files")
    func anyProjectThatCompilesAFileKeepsIt() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("import-nested-\(UUID().uuidString)").standardizedFileURL
        defer { try? FileManager.default.removeItem(at: dir) }
        func project(at folder: URL, compiling paths: [String]) throws -> XcodeProject {
            let xcodeproj = folder.appendingPathComponent("P.xcodeproj")
            try FileManager.default.createDirectory(at: xcodeproj, withIntermediateDirectories: true)
            let refs = paths.indices.map { "F\($0) = {isa = PBXFileReference; path = \"\(paths[$0])\"; sourceTree = \"<group>\";};" }
            let builds = paths.indices.map { "B\($0) = {isa = PBXBuildFile; fileRef = F\($0);};" }
            let ids = { (p: String) in paths.indices.map { "\(p)\($0)" }.joined(separator: ", ") }
            let text = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; objects = {
                G = {isa = PBXGroup; children = (\(ids("F"))); sourceTree = "<group>";};
                \(refs.joined(separator: "\n")) \(builds.joined(separator: "\n"))
                S = {isa = PBXSourcesBuildPhase; files = (\(ids("B")));};
                T = {isa = PBXNativeTarget; buildPhases = (S); productType = "com.apple.product-type.application"; name = T;};
                P = {isa = PBXProject; mainGroup = G; targets = (T);};
            }; rootObject = P; }
            """
            try Data(text.utf8).write(to: xcodeproj.appendingPathComponent("project.pbxproj"))
            return try #require(XcodeProject(pbxproj: xcodeproj.appendingPathComponent("project.pbxproj").path))
        }
        let app = try project(at: dir, compiling: ["App/Home.swift"])
        let stale = try project(at: dir.appendingPathComponent("App"), compiling: ["Old.swift"])
        let files = ["App/Home.swift", "App/Old.swift", "App/Unlisted.swift"].map { dir.path + "/" + $0 }
        let (kept, left) = SourceFinder.compiledOnly(files, projects: [("outer", app), ("inner", stale)], packages: [], root: dir.path)
        #expect(kept.sorted() == [dir.path + "/App/Home.swift", dir.path + "/App/Old.swift"])
        // A file no project compiles is judged by its nearest project, as before.
        #expect(left.flatMap(\.paths) == ["App/Unlisted.swift"])
    }

    @Test("`if let messages = messages` in a closure the launch screen hands on is read, not followed round forever (a stack overflow before)")
    func aBindingThatShadowsItsValueIsNotFollowedForever() {
        let source = #"""
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = RootViewController()
        return true
    }
}

final class Watcher {
    init(handler: @escaping ([String]?) -> Void) {}
}

final class RootViewController: UIViewController {
    var watcher: Watcher?
    override func viewDidLoad() {
        super.viewDidLoad()
        watcher = Watcher(handler: { messages in
            if let messages = messages {
                self.present(HomeViewController(), animated: true)
            }
        })
    }
}

final class HomeViewController: UIViewController {}
"""#
        let flow = Importer.draft(files: [("App.swift", source)], appName: "A").flow
        #expect(flow.contains("present Home"), "\(flow)")
    }

    @Test("a class is a view controller whatever the file order, through typealiases and a library's superclass")
    func viewControllersThroughExtensionsAliasesAndLibraries() {
        let files: [(path: String, text: String)] = [
            ("A/Detail+Table.swift", "extension DetailViewController: UITableViewDataSource {}"),
            ("B/Detail.swift", "class DetailViewController: UIViewController {}"),
            ("C/Alias.swift", "typealias PoppableViewController = UIViewController & Poppable\nclass AlertViewController: PoppableViewController {}"),
            ("D/Crop.swift", "class MyCropViewController: CropViewController {}"),
            ("E/Model.swift", "class Detail {}\nstruct Point {}"),
        ]
        let names = Importer.draft(files: files, appName: "A").report.screens.map(\.name).sorted()
        #expect(names == ["AlertViewController", "DetailViewController", "MyCropViewController"])
    }

    @Test("with no launch in the source, the draft launches a screen it declares, and says it chose")
    func fallbackLaunchIsADraftedScreen() {
        let files: [(path: String, text: String)] = [
            ("X.swift", "class X: UIViewController {}\nclass Y: X { @objc func go() { present(Y(), animated: true) } }"),
        ]
        let flow = Importer.draft(files: files, appName: "A").flow
        #expect(flow.contains("// TODO(import): no app or scene delegate sets the window's root or starts a coordinator; launching Y, the screen") && flow.contains("\n  launch Y\n"), "\(flow)")
        #expect(!flow.contains("screen X"))
        // Of several, the one nothing shows that leads to the most: not the leaf read first. One that pushes (through
        // a base class's method and the app's wrapper) is launched in a navigation controller.
        let app: [(path: String, text: String)] = [
            ("About.swift", "class AboutViewController: UIViewController {}"),
            ("Base.swift", "class BaseViewController: UIViewController { func openList() { push(module: ListViewController()) } }"),
            ("Push.swift", "extension UIViewController { func push(module: UIViewController) { navigationController?.pushViewController(module, animated: true) } }"),
            ("Home.swift", "class HomeViewController: BaseViewController { func about() { present(AboutViewController(), animated: true) } }"),
            ("List.swift", "class ListViewController: UIViewController {}"),
        ]
        let guessed = Importer.draft(files: app, appName: "A").flow
        #expect(guessed.contains("launching Home in a navigation controller") && guessed.contains("\n  launch Home withNavigation\n"), "\(guessed)")
        #expect(Importer.draft(files: app, appName: "A").report.launch.hasSuffix("the draft guesses Home in a navigation controller, the screen nothing shows that leads to the most others: edit its app block"))
    }

    @Test("a switch over a coordinator's enum property is a match on its input, and its creators pass the case")
    func enumConfigurationBecomesAnInput() {
        let source = """
            enum Purpose { case create, listen(to: String) }
            final class EntryCoordinator {
                var childCoordinators: [AnyObject] = []
                let navigationController: UINavigationController
                let purpose: Purpose
                init(navigationController: UINavigationController, purpose: Purpose) {
                    self.navigationController = navigationController
                    self.purpose = purpose
                }
                func start() {
                    switch purpose {
                    case .create: navigationController.pushViewController(CreateViewController(), animated: true)
                    case .listen(let entry): navigationController.pushViewController(ListenViewController(), animated: true)
                    }
                }
            }
            final class ListCoordinator {
                var childCoordinators: [AnyObject] = []
                let navigationController = UINavigationController()
                func start() { navigationController.setViewControllers([ListViewController()], animated: false) }
                func open(_ entry: String) {
                    let child = EntryCoordinator(navigationController: navigationController, purpose: .listen(to: entry))
                    childCoordinators.append(child)
                    child.start()
                }
            }
            final class CreateViewController: UIViewController {}
            final class ListenViewController: UIViewController {}
            final class ListViewController: UIViewController {}
            """
        let flow = Importer.draft(files: [("App.swift", source)], appName: "A").flow
        #expect(flow.contains("enum Purpose { create, listen }  // from App.swift:1"))
        #expect(flow.contains("coordinator EntryCoordinator(purpose: Purpose) {"))
        #expect(flow.contains("match purpose {  // from App.swift:11\n      .create {\n        push Create  // from App.swift:12\n      }\n      .listen {\n        push Listen  // from App.swift:13"))
        #expect(flow.contains("start EntryCoordinator(purpose: .listen)  // from App.swift:24"))
    }

    @Test("an alert's buttons and what their handlers do become the flow's alert buttons, not code run at once")
    func handlerClosuresAreNotInlined() {
        let source = """
            final class ListViewController: UIViewController {
                @objc func deleteTapped() {
                    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Yes", style: .destructive, handler: { _ in
                        self.navigationController?.popViewController(animated: true)
                    }))
                    present(alert, animated: true)
                }
            }
            """
        let flow = Importer.draft(files: [("List.swift", source)], appName: "A").flow
        #expect(flow.contains("action deleteTapped {  // from List.swift:2\n    alert \"Delete?\" {  // from List.swift:7\n      button yes {\n        pop  // from List.swift:5\n      }\n    }\n  }"))
    }
}

/// The import fuzzer's seeds and every input it ever crashed on (Fuzz/Corpus/import, Fuzz/Regressions/import), and
/// the fixture apps it is seeded with, through the same harness (a regression traps and fails the run).
@Test func replayImportFuzzInputs() throws {
    var inputs: [[UInt8]] = []
    for folder in ["Fuzz/Corpus/import", "Fuzz/Regressions/import"] {
        let dir = repository.appendingPathComponent(folder)
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted() where !name.hasPrefix(".") {
            inputs.append(Array(try Data(contentsOf: dir.appendingPathComponent(name))))
        }
    }
    for app in try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted() {
        for file in ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(app).path)) ?? []).sorted() where file.hasSuffix(".swift") {
            inputs.append(Array(try Data(contentsOf: fixtures.appendingPathComponent("\(app)/\(file)"))))
        }
    }
    #expect(inputs.count >= 6)
    for bytes in inputs { ImportHarness.draft(bytes) }
}

/// Reading `a?.b` as `a.b` costs the expression, not the file (issue 36: `with` on a node inside the file's tree
/// rebuilt the file around it, the list of all its declarations copied once per unwrapped call, so a file's import
/// was quadratic in its size). The unwrapped expression stands alone.
@Test func unwrappingAnExpressionDoesNotRebuildTheFile() throws {
    let classes = (0..<50).map { "final class V\($0): UIViewController {}" }.joined(separator: "\n")
    let file = SwiftFile(displayPath: "A.swift", text: "import UIKit\n\(classes)\nfunc go() { navigationController?.pushViewController(x, animated: true) }\n")
    let call = try #require(file.tree.descendants(FunctionCallExprSyntax.self).first)
    let unwrapped = BodyTranslator.unwrap(call.calledExpression)
    #expect(unwrapped.trimmedDescription == "navigationController.pushViewController")
    #expect(unwrapped.root.as(SourceFileSyntax.self) == nil, "the file was rebuilt around the unwrapped expression")
}

/// Wrappers are found to a fixed point (issue 35: the search stopped after three rounds, so a fourth wrapper around
/// a wrapper was not one, and the navigation through it was lost).
@Test func aChainOfFourWrappersIsFollowed() {
    let source = """
        import UIKit
        final class AppCoordinator {
            var childCoordinators: [AnyObject] = []
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func show1(_ vc: UIViewController) { navigationController.pushViewController(vc, animated: true) }
            func show2(_ vc: UIViewController) { show1(vc) }
            func show3(_ vc: UIViewController) { show2(vc) }
            func show4(_ vc: UIViewController) { show3(vc) }
            func start() { show4(HomeViewController()) }
            func openDetail() { show4(DetailViewController()) }
        }
        final class HomeViewController: UIViewController {}
        final class DetailViewController: UIViewController {}

        """
    let flow = Importer.draft(files: [("App.swift", source)], appName: "A").flow
    #expect(flow.contains("func openDetail() {  // from App.swift:11\n    push Detail  // from App.swift:11"), "\(flow)")
    #expect(!flow.contains("    show4()  //"), "a call left to a wrapper nobody recognised: \(flow)")
}

@Suite struct ImportCommandLineTests {
    @Test("a draft that does not check is written, and the import says so and exits 1 (issue 36)")
    func aDraftThatDoesNotCheckIsNotASuccess() throws {
        let transit = try #require(transitBinary(), "build transit first (swift build at the repository root)")
        let tool = repository.appendingPathComponent("Import/.build/debug/transit-import").path
        try #require(FileManager.default.isExecutableFile(atPath: tool), "build the Import package first")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("import-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("App"), withIntermediateDirectories: true)
        // Two presents in a row from one screen: UIKit refuses the second, and so does the checker (T141).
        try Data("""
            import UIKit
            final class HomeViewController: UIViewController {
                func both() {
                    present(AViewController(), animated: true)
                    present(BViewController(), animated: true)
                }
            }
            final class AViewController: UIViewController {}
            final class BViewController: UIViewController {}

            """.utf8).write(to: dir.appendingPathComponent("App/Home.swift"))
        let out = dir.appendingPathComponent("app.flow").path
        // Through `transit import`, which tells transit-import which transit checks the draft.
        let r = try run(transit, ["import", dir.appendingPathComponent("App").path, "-o", out], environment: ["TRANSIT_IMPORT": tool, "TRANSIT_EXECUTABLE": ""])
        #expect(r.status == 1, "\(r.output)")
        #expect(r.output.contains("transit import: \(out) does not check yet: 1 error"), "\(r.output)")
        #expect(r.output.contains("\(out):12:5: error[T141]: Attempt to present B"), "\(r.output)")
        #expect(try String(contentsOfFile: out, encoding: .utf8).contains("present B"), "the draft is written all the same")
        // A draft that checks: status 0, nothing said.
        let clean = try run(transit, ["import", fixtures.appendingPathComponent("WindowRoot").path, "-o", out], environment: ["TRANSIT_IMPORT": tool])
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.output.isEmpty, "\(clean.output)")
    }

    @Test("a missing path is refused with its name and a non-zero status")
    func missingPath() throws {
        #expect(throws: SourceFinder.Failure.self) { try SourceFinder.files(in: ["/nonexistent/app"]) }
    }

    @Test("-o writes through a symbolic link, keeps a file's permissions and leaves a device a device")
    func outputIsWrittenAsTheMainPackageWrites() throws {
        let tool = repository.appendingPathComponent("Import/.build/debug/transit-import").path
        try #require(FileManager.default.isExecutableFile(atPath: tool), "build the Import package first")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("import-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("app.flow").path
        let link = dir.appendingPathComponent("link.flow").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        chmod(target, 0o600)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let fixture = fixtures.appendingPathComponent("WindowRoot").path
        #expect(try run(tool, [fixture, "-o", link]).status == 0)
        let expected = try String(contentsOf: fixtures.appendingPathComponent("WindowRoot/expected.flow"), encoding: .utf8)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == expected)
        #expect((try FileManager.default.destinationOfSymbolicLink(atPath: link)) == target)
        #expect((try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int) == 0o600)
        #expect(try run(tool, [fixture, "-o", "/dev/null"]).status == 0)
        var st = stat()
        #expect(stat("/dev/null", &st) == 0 && (st.st_mode & S_IFMT) == S_IFCHR)
    }

    @Test("a draft that cannot be written to standard output is an error, not a truncated success (issue 36)")
    func standardOutputWriteErrorsFail() throws {
        let tool = repository.appendingPathComponent("Import/.build/debug/transit-import").path
        try #require(FileManager.default.isExecutableFile(atPath: tool), "build the Import package first")
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [fixtures.appendingPathComponent("WindowRoot").path]
        process.standardOutput = full
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(said == "transit import: cannot write to standard output: No space left on device\n", "\(said)")
    }

    @Test("a file that cannot be read, or is too large, is skipped and named; the import goes on (issue 36)")
    func unreadableAndHugeFilesAreSkipped() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("import-skip-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data("import UIKit\nfinal class HomeViewController: UIViewController {}\n".utf8).write(to: dir.appendingPathComponent("App/Home.swift"))
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("App/Dangling.swift").path, withDestinationPath: "/nonexistent/x.swift")
        #expect(mkfifo(dir.appendingPathComponent("App/Pipe.swift").path, 0o644) == 0)
        // A sparse file: its size is checked before anything is read.
        let huge = dir.appendingPathComponent("App/Huge.swift").path
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        #expect(truncate(huge, off_t(SourceFinder.maxFileBytes + 1)) == 0)
        let scan = try SourceFinder.scan([dir.path])
        #expect(scan.files.map(\.path) == ["App/Home.swift"])
        let reasons = Dictionary(uniqueKeysWithValues: scan.skipped.map { ($0.path, $0.reason) })
        #expect(reasons["App/Dangling.swift"]?.hasPrefix("cannot be read") == true, "\(reasons)")
        #expect(reasons["App/Pipe.swift"] == "not a regular file", "\(reasons)")
        #expect(reasons["App/Huge.swift"]?.contains("over the 4 MB") == true, "\(reasons)")
    }

    @Test("a file whose brackets nest past the parser's reach is skipped, and one with brackets in strings and comments is not (fuzzing: 80 nested '[' never finished parsing)")
    func deeplyNestedBracketsAreSkipped() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("import-nest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("App"), withIntermediateDirectories: true)
        let deep = "import UIKit\nfinal class A: UIViewController {\n  let n = UINavigationC" + String(repeating: "[", count: 80) + "ontroller()\n}\n"
        try Data(deep.utf8).write(to: dir.appendingPathComponent("App/Deep.swift"))
        let quoted = String(repeating: "[", count: 80)
        let fine = "import UIKit\n// \(quoted)\n/* \(quoted) */\nlet pattern = \"\(quoted)\"\nlet text = \"\"\"\n\(quoted)\n\"\"\"\nfinal class HomeViewController: UIViewController { let grid = [[[1]]] }\n"
        try Data(fine.utf8).write(to: dir.appendingPathComponent("App/Fine.swift"))
        let scan = try SourceFinder.scan([dir.path])
        #expect(scan.files.map(\.path) == ["App/Fine.swift"])
        #expect(scan.skipped.map(\.reason) == ["brackets nested more than 24 deep: the Swift parser would take exponential time"])
        // The library leaves such a file out too (the fuzzer calls it directly).
        #expect(!Importer.draft(files: [("Deep.swift", deep)], appName: "A").flow.contains("screen A"))
    }

    @Test("test targets and Pods are not read")
    func skipsTestsAndPods() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        for path in ["App/A.swift", "AppTests/B.swift", "Pods/C.swift", "App/Package.swift"] {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("class X {}".utf8).write(to: url)
        }
        #expect(try SourceFinder.files(in: [dir.path]).map(\.path) == ["App/A.swift"])
    }
}
