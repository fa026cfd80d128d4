// SPDX-License-Identifier: MIT
import Foundation
import Testing
@testable import TransitImport

/// The cycles `RetainCycles.find` reports for one class of a module read from Swift sources.
private func cycles(_ sources: [String], in typeName: String) throws -> [RetainCycle] {
    let files = sources.enumerated().map { SwiftFile(displayPath: "App\($0.offset).swift", text: "import UIKit\n" + $0.element) }
    let module = Module(files: files)
    let type = try #require(module[typeName], "no type \(typeName)")
    return RetainCycles.find(in: type, module)
}

private func cycles(_ source: String, in typeName: String) throws -> [RetainCycle] { try cycles([source], in: typeName) }

@Suite struct RetainCycleTests {
    // MARK: 1. a stored closure that captures self

    @Test func closureStoredInOwnPropertyAtCreation() throws {
        let found = try cycles("""
            final class Player {
                var handler: (() -> Void)?
                init() {
                    self.handler = { self.close() }
                }
                func close() {}
            }
            """, in: "Player")
        #expect(found.count == 1)
        #expect(found.first?.property == "handler")
        #expect(found.first?.formed == .atCreation)
        #expect(found.first?.owner == "Player")
        // The place is the assignment: line 5 (the import is line 1).
        #expect(found.first?.place == SourcePlace(file: "App0.swift", line: 5))
    }

    @Test func closureStoredOnAHeldViewModelInViewDidLoad() throws {
        let found = try cycles("""
            final class DetailViewModel { var onDone: (() -> Void)? }
            final class DetailViewController: UIViewController {
                let viewModel = DetailViewModel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewModel.onDone = { self.dismiss(animated: true) }
                }
            }
            """, in: "DetailViewController")
        #expect(found.map(\.property) == ["viewModel"])
        #expect(found.first?.formed == .atCreation)
    }

    @Test func capturedByListSelfIsStrong() throws {
        let found = try cycles("""
            final class Model {
                var onChange: (() -> Void)?
                func bind() { onChange = { [self] in refresh() } }
                func refresh() {}
            }
            """, in: "Model")
        #expect(found.map(\.formed) == [.inMethod("bind")])
    }

    // MARK: 2. an unapplied method of self

    @Test func methodReferenceOnHostingRootView() throws {
        let found = try cycles("""
            struct SetupView: View {
                var cancellationHandler: () -> Void = {}
                var onOpenMail: () -> Void = {}
                var body: some View { Text("") }
            }
            final class SetupHostingController: UIHostingController<SetupView> {
                init() {
                    super.init(rootView: SetupView())
                    rootView.cancellationHandler = dismissView
                    rootView.onOpenMail = { [weak self] in self?.dismissView() }
                }
                @objc private func dismissView() { dismiss(animated: true) }
            }
            """, in: "SetupHostingController")
        #expect(found.count == 1)
        #expect(found.first?.property == "rootView")
        #expect(found.first?.how.contains("dismissView") == true)
        #expect(found.first?.formed == .atCreation)
    }

    @Test func explicitSelfMethodReferenceInAMethod() throws {
        let found = try cycles("""
            final class Cell: UITableViewCell {
                var action: (() -> Void)?
                func configure() { action = self.handleTap }
                func handleTap() {}
            }
            """, in: "Cell")
        #expect(found.map(\.formed) == [.inMethod("configure")])
        #expect(found.map(\.property) == ["action"])
    }

    // MARK: 3. an object self constructs and stores, which keeps self

    @Test func lazyCoordinatorKeepingSelfFormsWhereTouched() throws {
        let found = try cycles("""
            final class CloseAccountCoordinator {
                private let sourceViewController: UIViewController
                init(sourceViewController: UIViewController) { self.sourceViewController = sourceViewController }
                func start() {}
            }
            final class SettingsViewController: UIViewController {
                private lazy var closeAccountCoordinator = CloseAccountCoordinator(sourceViewController: self)
                private lazy var unused = CloseAccountCoordinator(sourceViewController: self)
                var onClose: (() -> Void)?
                func closeAccountTapped() { closeAccountCoordinator.start() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    // Touched when the callback runs, not when the view loads.
                    onClose = { [weak self] in self?.closeAccountCoordinator.start() }
                }
            }
            """, in: "SettingsViewController")
        // `unused` is never touched: never created, no cycle.
        #expect(Set(found.map(\.property)) == ["closeAccountCoordinator"])
        #expect(Set(found.map(\.formed)) == [.inMethod("closeAccountTapped"), .inMethod("viewDidLoad")])
        #expect(found.first?.how == "CloseAccountCoordinator keeps sourceViewController (self) strongly")
    }

    @Test func lazyObjectKeepingMethodReferencesTouchedInInit() throws {
        let found = try cycles("""
            final class WooSplit: UISplitViewController {
                typealias Handler = (UISplitViewController) -> Void
                private let collapse: Handler?
                init(collapse: Handler? = nil) { self.collapse = collapse; super.init(style: .doubleColumn) }
            }
            final class Wrapper: UIViewController {
                private lazy var split = WooSplit(collapse: handleCollapse)
                init() { super.init(nibName: nil, bundle: nil); configure() }
                private func configure() { addChild(split) }
                private func handleCollapse(_ s: UISplitViewController) {}
            }
            """, in: "Wrapper")
        // `configure` runs from init, so the lazy property is first touched at creation (and only there).
        #expect(found.map(\.property) == ["split"])
        #expect(found.map(\.formed) == [.atCreation])
    }

    @Test func lazyDotInitWithMethodReferencesThroughTheWrittenType() throws {
        let found = try cycles("""
            final class EmailLoginViewModel {
                let onPasswordUIRequest: (String) -> Void
                let onError: (String) -> Void
                init(siteURL: String, onPasswordUIRequest: @escaping (String) -> Void, onError: @escaping (String) -> Void) {
                    self.onPasswordUIRequest = onPasswordUIRequest
                    self.onError = onError
                }
            }
            final class SetupCoordinator {
                private lazy var emailLoginViewModel: EmailLoginViewModel = {
                    .init(siteURL: "", onPasswordUIRequest: showPasswordUI(email:), onError: { [weak self] m in self?.showAlert(m) })
                }()
                func start() { _ = emailLoginViewModel }
                func showPasswordUI(email: String) {}
                func showAlert(_ m: String) {}
            }
            """, in: "SetupCoordinator")
        #expect(found.map(\.property) == ["emailLoginViewModel"])
        #expect(found.map(\.formed) == [.inMethod("start")])
        #expect(found.first?.how.contains("showPasswordUI(email:)") == true)
    }

    @Test func storedObjectKeepingAnEscapingClosureOrSelfAssignedInAMethod() throws {
        let found = try cycles("""
            final class Blaze {
                private let onCreated: () -> Void
                init(onCreated: @escaping () -> Void) { self.onCreated = onCreated }
            }
            final class Camera {
                fileprivate let presenter: UIViewController
                init(presentingViewController: UIViewController) { presenter = presentingViewController }
            }
            final class Dashboard: UIViewController {
                private var blaze: Blaze?
                var camera: Camera?
                func createCampaign() { let c = Blaze(onCreated: handleCreated); blaze = c }
                func takePicture() { self.camera = Camera(presentingViewController: self) }
                func handleCreated() {}
            }
            """, in: "Dashboard")
        #expect(found.map(\.property) == ["blaze", "camera"])
        #expect(found.map(\.formed) == [.inMethod("createCampaign"), .inMethod("takePicture")])
    }

    @Test func localConfiguredThenStoredInSelf() throws {
        let found = try cycles("""
            final class Detail: UIViewController { var onDone: (() -> Void)? }
            final class Flow {
                private var detail: Detail?
                func show() {
                    let vc = Detail()
                    vc.onDone = { self.finish() }
                    detail = vc
                }
                func finish() {}
            }
            """, in: "Flow")
        #expect(found.map(\.property) == ["detail"])
        #expect(found.map(\.formed) == [.inMethod("show")])
    }

    @Test func heldObjectMethodThatStoresTheClosure() throws {
        let found = try cycles("""
            final class ThumbnailFetcher {
                private var completion: ((UIImage?) -> Void)?
                func getThumbnail(_ done: @escaping (UIImage?) -> Void) { completion = done }
            }
            final class Preview: UIViewController {
                private let thumbnailer = ThumbnailFetcher()
                func send() { thumbnailer.getThumbnail { image in self.navigationController?.popViewController(animated: true) } }
            }
            """, in: "Preview")
        #expect(found.map(\.property) == ["thumbnailer"])
        #expect(found.map(\.formed) == [.inMethod("send")])
    }

    // MARK: 4. Combine and Rx

    @Test func combineSinkAndAssignStoredInOwnSet() throws {
        let found = try cycles("""
            final class LogViewModel: ObservableObject {
                @Published var visible = false
                @Published var buttonVisible = true
                private var cancellableSet: Set<AnyCancellable> = []
                private var single: AnyCancellable?
                init() {
                    $visible.map(!).assign(to: \\.buttonVisible, on: self).store(in: &cancellableSet)
                }
                func observe() {
                    single = $visible.sink { self.buttonVisible = $0 }
                }
            }
            """, in: "LogViewModel")
        #expect(found.map(\.property) == ["cancellableSet", "single"])
        #expect(found.map(\.formed) == [.atCreation, .inMethod("observe")])
    }

    @Test func rxSubscribeDisposedBySelfsBag() throws {
        let found = try cycles("""
            final class ListViewController: UIViewController {
                private let disposeBag = DisposeBag()
                let items = PublishSubject<[String]>()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    items.subscribe(onNext: { self.title = $0.first }).disposed(by: disposeBag)
                    items.subscribe(onNext: { [weak self] in self?.title = $0.last }).disposed(by: disposeBag)
                }
            }
            """, in: "ListViewController")
        #expect(found.map(\.property) == ["disposeBag"])
        #expect(found.map(\.formed) == [.atCreation])
    }

    // MARK: 5. NotificationCenter's block observer

    @Test func blockObserverCapturingSelf() throws {
        let found = try cycles("""
            final class Chat: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    NotificationCenter.default.addObserver(forName: .init("Send"), object: nil, queue: .main) { note in
                        self.send(note)
                    }
                }
                func send(_ n: Notification) {}
            }
            """, in: "Chat")
        #expect(found.map(\.property) == ["NotificationCenter"])
        #expect(found.map(\.formed) == [.inMethod("viewWillAppear")])
    }

    // MARK: 6. repeating timers

    @Test func repeatingTimersNeverInvalidated() throws {
        let found = try cycles("""
            final class Recorder {
                private var refreshTimer: Timer?
                func start() {
                    refreshTimer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                }
                func pulse() {
                    Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in self.tick() }
                }
                @objc func tick() {}
                deinit { refreshTimer?.invalidate() }
            }
            """, in: "Recorder")
        #expect(found.map(\.property) == ["refreshTimer", "timer"])
        #expect(found.map(\.formed) == [.inMethod("start"), .inMethod("pulse")])
    }

    // MARK: not flagged

    @Test func weakAndUnownedCapturesAreNotCycles() throws {
        let found = try cycles("""
            final class Screen: UIViewController {
                var a: (() -> Void)?
                var b: (() -> Void)?
                var c: (() -> Void)?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    a = { [weak self] in self?.close() }
                    b = { [unowned self] in self.close() }
                    c = { [weak self] in guard let self else { return }; self.close() }
                    d = { print("no self here") }
                    e = { [viewModel = self.title] in print(viewModel ?? "") }
                }
                var d: (() -> Void)?
                var e: (() -> Void)?
                func close() {}
            }
            """, in: "Screen")
        #expect(found.isEmpty)
    }

    @Test func closuresPassedToCallsAreNotStored() throws {
        let found = try cycles("""
            final class Screen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UIView.animate(withDuration: 0.3) { self.view.alpha = 1 }
                    DispatchQueue.main.async { self.close() }
                    present(UIViewController(), animated: true) { self.close() }
                    dismiss(animated: true, completion: { self.close() })
                    URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")) { _, _, _ in self.close() }.resume()
                }
                func close() {}
            }
            """, in: "Screen")
        #expect(found.isEmpty)
    }

    @Test func closuresStoredOnObjectsSelfDoesNotHold() throws {
        let found = try cycles("""
            final class Detail: UIViewController { var onDone: (() -> Void)? }
            final class Listing: UIViewController {
                weak var child: Detail?
                func open() {
                    let vc = Detail()
                    vc.onDone = { self.refresh() }
                    navigationController?.pushViewController(vc, animated: true)
                    child = vc
                    child?.onDone = { self.refresh() }
                }
                func refresh() {}
            }
            """, in: "Listing")
        #expect(found.isEmpty)
    }

    @Test func weakPropertiesAndWeakDelegatesAreNotCycles() throws {
        let found = try cycles("""
            protocol PanelDelegate: AnyObject {}
            final class Panel { weak var delegate: PanelDelegate?; var strongDelegate: PanelDelegate? }
            final class Host: UIViewController, PanelDelegate {
                weak var handlerOwner: Panel?
                let panel = Panel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    panel.delegate = self
                    tableView.delegate = self
                }
                func strong() { panel.strongDelegate = self }
            }
            """, in: "Host")
        // Only the strong delegate of an app class is a cycle.
        #expect(found.map(\.how) == ["panel.strongDelegate holds self"])
    }

    @Test func cyclesTheTypeBreaksOutsideDeinitAreNotReported() throws {
        let found = try cycles("""
            final class Coordinator {
                var child: Child?
                private var cancellables = Set<AnyCancellable>()
                private var subscription: AnyCancellable?
                private var timer: Timer?
                @Published var value = 0
                func start() {
                    child = Child(onFinish: { self.finish() })
                    $value.sink { self.use($0) }.store(in: &cancellables)
                    subscription = $value.sink { self.use($0) }
                    timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                    NotificationCenter.default.addObserver(forName: .init("x"), object: nil, queue: nil) { _ in self.finish() }
                }
                func finish() {
                    child = nil
                    cancellables.removeAll()
                    subscription?.cancel()
                    timer?.invalidate()
                    NotificationCenter.default.removeObserver(self)
                }
                func use(_ v: Int) {}
                @objc func tick() {}
            }
            final class Child {
                let onFinish: () -> Void
                init(onFinish: @escaping () -> Void) { self.onFinish = onFinish }
            }
            """, in: "Coordinator")
        #expect(found.isEmpty)
    }

    @Test func breakingOnlyInDeinitStillLeaks() throws {
        let found = try cycles("""
            final class Coordinator {
                var child: Child?
                func start() { child = Child(onFinish: { self.finish() }) }
                func finish() {}
                deinit { child = nil }
            }
            final class Child {
                let onFinish: () -> Void
                init(onFinish: @escaping () -> Void) { self.onFinish = onFinish }
            }
            """, in: "Coordinator")
        #expect(found.map(\.property) == ["child"])
        #expect(found.first?.how == "Child keeps onFinish (a closure that captures self) strongly")
    }

    @Test func staticMethodsNestedFunctionsAndNestedTypesAreNotSelf() throws {
        let found = try cycles("""
            final class Outer {
                static var shared: (() -> Void)?
                var handler: (() -> Void)?
                static func install() { shared = { print(self) } }
                func run() {
                    func inner() { self.go() }
                    inner()
                    let local = { self.go() }
                    local()
                }
                func go() {}
                final class Inner {
                    var h: (() -> Void)?
                    func f() { h = { self.g() } }
                    func g() {}
                }
            }
            """, in: "Outer")
        #expect(found.isEmpty)
        // The nested class's own cycle is its own.
        #expect(try cycles("final class Outer { final class Inner { var h: (() -> Void)?\n func f() { h = { self.g() } }\n func g() {} } }", in: "Inner").count == 1)
    }

    @Test func structsAreNeverReported() throws {
        let found = try cycles("""
            struct Waves: View {
                @State var phase = 0
                var onTap: () -> Void = {}
                var body: some View { Text("").onAppear { start() } }
                mutating func configure() { onTap = { print(self.phase) } }
                func start() { Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in print(self.phase) } }
            }
            """, in: "Waves")
        #expect(found.isEmpty)
    }

    @Test func libraryTypesAndTypesThatDoNotKeepTheArgumentAreNotCycles() throws {
        let found = try cycles("""
            final class Presenter {
                init(from viewController: UIViewController) { viewController.title = "x" }
            }
            final class Forgetful {
                private var completion: (() -> Void)?
                init(completion: (() -> Void)?) { self.completion = completion }
                func finish() { completion?(); completion = nil }
            }
            final class Screen: UIViewController {
                var button: UIButton?
                var presenter: Presenter?
                var forgetful: Forgetful?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    button = UIButton(primaryAction: UIAction { _ in self.tap() })
                    presenter = Presenter(from: self)
                    forgetful = Forgetful(completion: { self.tap() })
                }
                func tap() {}
            }
            """, in: "Screen")
        #expect(found.isEmpty)
    }

    @Test func timersThatStopAndOneShotPublishersAreNotCycles() throws {
        let found = try cycles("""
            final class Poller {
                private var cancellables = Set<AnyCancellable>()
                func start() {
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: false)
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { t in self.tick(); t.invalidate() }
                    Just(1).sink { self.use($0) }.store(in: &cancellables)
                    URLSession.shared.dataTaskPublisher(for: URL(fileURLWithPath: "/")).sink(receiveCompletion: { _ in }, receiveValue: { _ in self.tick() }).store(in: &cancellables)
                }
                @objc func tick() {}
                func use(_ v: Int) {}
            }
            """, in: "Poller")
        #expect(found.isEmpty)
    }

    @Test func extensionsInOtherFilesAreReadAndOrderIsByPlace() throws {
        let found = try cycles(["""
            final class Home: UIViewController {
                var onA: (() -> Void)?
                var onB: (() -> Void)?
            }
            """, """
            extension Home {
                func wireB() { onB = { self.view.layoutIfNeeded() } }
                func wireA() { onA = { self.view.setNeedsLayout() } }
            }
            """], in: "Home")
        #expect(found.map(\.property) == ["onB", "onA"])
        #expect(found.map(\.place) == [SourcePlace(file: "App1.swift", line: 3), SourcePlace(file: "App1.swift", line: 4)])
    }

    @Test func localsShadowingPropertiesAreNotSelf() throws {
        let found = try cycles("""
            final class Model { var onDone: (() -> Void)? }
            final class Screen {
                var model = Model()
                func configure(model: Model) { model.onDone = { self.close() } }
                func other() { let model = Model(); model.onDone = { self.close() } }
                func close() {}
            }
            """, in: "Screen")
        #expect(found.isEmpty)
    }

    // MARK: when it forms

    @Test func helpersCalledAtCreationFormAtCreationCallbacksLater() throws {
        let found = try cycles("""
            final class Screen: UIViewController {
                var a: (() -> Void)?
                var b: (() -> Void)?
                var c: (() -> Void)?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setUpA()
                    [1].forEach { _ in self.c = { self.close() } }
                    NotificationCenter.default.addObserver(forName: .init("x"), object: nil, queue: nil) { [weak self] _ in self?.setUpB() }
                }
                private func setUpA() { a = { self.close() } }
                private func setUpB() { b = { self.close() } }
                func close() {}
            }
            """, in: "Screen")
        #expect(found.map(\.property) == ["c", "a", "b"])
        #expect(found.map(\.formed) == [.atCreation, .atCreation, .inMethod("setUpB")])
    }

    @Test func storedInACallbackInstalledAtCreationFormsLater() throws {
        let found = try cycles("""
            final class Blaze {
                private let onCreated: () -> Void
                init(onCreated: @escaping () -> Void) { self.onCreated = onCreated }
            }
            final class Dashboard: UIViewController {
                var onCreateTapped: (() -> Void)?
                private var blaze: Blaze?
                init() {
                    super.init(nibName: nil, bundle: nil)
                    onCreateTapped = { [weak self] in
                        guard let self else { return }
                        self.blaze = Blaze(onCreated: handleCreated)
                    }
                }
                func handleCreated() {}
            }
            """, in: "Dashboard")
        #expect(found.map(\.property) == ["blaze"])
        #expect(found.map(\.formed) == [.inMethod("init")])
    }

    // MARK: a screen's own container

    @Test func objectKeepingTheScreensNavigationController() throws {
        let source = """
            final class AdsCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
            }
            final class PickerCoordinator {
                unowned let navigationController: UINavigationController
                init(_ navigationController: UINavigationController) { self.navigationController = navigationController }
            }
            final class MenuViewController: UIViewController {
                private var ads: AdsCoordinator?
                private var picker: PickerCoordinator?
                func presentAds() {
                    guard let navigationController else { return }
                    ads = AdsCoordinator(navigationController: navigationController)
                }
                func presentPicker() {
                    if let navigationController = navigationController { picker = PickerCoordinator(navigationController) }
                }
            }
            final class MenuCoordinator {
                func start() -> UINavigationController { UINavigationController(rootViewController: makeMenu()) }
                private func makeMenu() -> UIViewController { MenuViewController() }
            }
            final class PushedViewController: UIViewController {
                private var ads: AdsCoordinator?
                func presentAds() { if let navigationController { ads = AdsCoordinator(navigationController: navigationController) } }
            }
            final class NotAScreen {
                var navigationController: UINavigationController?
                private var ads: AdsCoordinator?
                func go() { if let nav = navigationController { ads = AdsCoordinator(navigationController: nav) } }
            }
            """
        let found = try cycles(source, in: "MenuViewController")
        #expect(found.map(\.property) == ["ads"])
        #expect(found.first?.how == "AdsCoordinator keeps navigationController (self's navigationController) strongly")
        #expect(try cycles(source, in: "NotAScreen").isEmpty)
        // Never a stack's root: popped, it leaves the stack and the cycle ends.
        #expect(try cycles(source, in: "PushedViewController").isEmpty)
    }

    // MARK: SwiftUI bindings

    @Test func publishedOptionalsABindingResetsAreNotCycles() throws {
        let found = try cycles("""
            final class Details { let didSave: () -> Void; init(didSave: @escaping () -> Void) { self.didSave = didSave } }
            final class OrderViewModel: ObservableObject {
                @Published var sheetDetails: Details? = nil
                @Published private(set) var cardDetails: Details?
                func addLine() { sheetDetails = Details(didSave: save) }
                func addCard() { cardDetails = Details(didSave: save) }
                func save() {}
            }
            """, in: "OrderViewModel")
        // `.sheet(item: $model.sheetDetails)` sets the first back to nil; the second only this type can set.
        #expect(found.map(\.property) == ["cardDetails"])
    }

    // MARK: views a screen's table or collection view keeps

    @Test func dequeuedViewKeepingTheScreen() throws {
        let source = """
            protocol PinnedDelegate: AnyObject {}
            final class PinnedView: UICollectionReusableView { var delegate: PinnedDelegate? }
            final class WeakCell: UITableViewCell { weak var delegate: PinnedDelegate?; var onTap: (() -> Void)? }
            final class Chat: UIViewController, PinnedDelegate {
                func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
                    let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: indexPath) as! PinnedView
                    header.delegate = self
                    return header
                }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    guard let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath) as? WeakCell else { return UITableViewCell() }
                    cell.delegate = self
                    cell.onTap = { [weak self] in self?.view.setNeedsLayout() }
                    return cell
                }
            }
            final class ChatDataSource: NSObject, PinnedDelegate {
                func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
                    let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: indexPath) as! PinnedView
                    header.delegate = self
                    return header
                }
            }
            """
        let found = try cycles(source, in: "Chat")
        #expect(found.map(\.how) == ["collectionView's PinnedView.delegate holds self"])
        #expect(found.map(\.formed) == [.inMethod("collectionView")])
        // A data source object does not hold the collection view.
        #expect(try cycles(source, in: "ChatDataSource").isEmpty)
    }
}

/// Measures the finder on real apps' sources (read-only), when RETAIN_DEV_DIR names a folder of apps; skipped otherwise.
@Suite struct RetainCycleDevMeasure {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["RETAIN_DEV_DIR"] != nil))
    func measureOnApps() throws {
        let root = try #require(ProcessInfo.processInfo.environment["RETAIN_DEV_DIR"])
        let apps = try FileManager.default.contentsOfDirectory(atPath: root).sorted().filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        var lines: [String] = []
        for app in apps {
            let scan = try SourceFinder.scan([root + "/" + app])
            let files = scan.files.filter { SwiftFile.excessiveNesting($0.text) == nil }.map { SwiftFile(displayPath: $0.path, text: $0.text) }
            let started = Date()
            let module = Module(files: files)
            let built = Date()
            var count = 0
            for type in module.all {
                for c in RetainCycles.find(in: type, module) {
                    count += 1
                    let formed: String
                    switch c.formed { case .atCreation: formed = "atCreation"; case .inMethod(let m): formed = "in " + m }
                    lines.append("\(app)\t\(c.place)\t\(c.owner)\t\(c.property)\t\(formed)\t\(c.how)")
                }
            }
            lines.append("\(app)\tTOTAL\t\(count) cycles in \(module.all.count) types, \(files.count) files; module \(Int(built.timeIntervalSince(started)))s, find \(Int(Date().timeIntervalSince(built)))s")
        }
        let out = ProcessInfo.processInfo.environment["RETAIN_DEV_OUT"] ?? NSTemporaryDirectory() + "retain-cycles.tsv"
        try lines.joined(separator: "\n").write(toFile: out, atomically: true, encoding: .utf8)
    }
}
