import UIKit

// A split view made the window's root (a collections column and a detail column), drafted collapsed as on an
// iPhone, and a tab bar whose tabs are appended to a local array.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var app: AppCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        self.window = window
        app = AppCoordinator(window: window)
        app?.start()
    }
}

protocol Coordinator: AnyObject { func start() }

final class SplashViewModel {
    private let onReady: () -> Void
    private let onGuest: () -> Void
    init(onReady: @escaping () -> Void, onGuest: @escaping () -> Void) { self.onReady = onReady; self.onGuest = onGuest }
    func load() { Task { onReady() } }
}

final class SplashViewController: UIViewController {
    private let viewModel: SplashViewModel
    init(viewModel: SplashViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() { super.viewDidLoad(); viewModel.load() }
}

final class AppCoordinator: Coordinator {
    private let window: UIWindow
    private var children: [Coordinator] = []

    init(window: UIWindow) { self.window = window }

    func start() {
        let viewModel = SplashViewModel(onReady: { [weak self] in self?.showLibrary() }, onGuest: { [weak self] in self?.showGuest() })
        window.rootViewController = SplashViewController(viewModel: viewModel)
        window.makeKeyAndVisible()
    }

    private func showLibrary() {
        let split = UISplitViewController(style: .doubleColumn)
        let collections = CollectionsCoordinator(navigationController: UINavigationController(), split: split)
        children.append(collections)
        collections.start()
        split.setViewController(collections.navigationController, for: .primary)
        split.setViewController(UINavigationController(rootViewController: NoSelectionViewController()), for: .secondary)
        window.rootViewController = split
    }

    private func showGuest() {
        let tabBarController = UITabBarController()
        var controllers: [UIViewController] = []
        let library = LibraryCoordinator(navigationController: UINavigationController())
        children.append(library)
        library.start()
        controllers.append(library.navigationController)
        let settings = SettingsCoordinator(navigationController: UINavigationController())
        children.append(settings)
        settings.start()
        controllers += [settings.navigationController]
        tabBarController.setViewControllers(controllers, animated: false)
        window.rootViewController = tabBarController
    }
}

final class LibraryCoordinator: Coordinator {
    let navigationController: UINavigationController
    private var children: [Coordinator] = []

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        let shelves = ShelvesViewController()
        shelves.onOpenReader = { [weak self] in self?.showReader() }
        navigationController.setViewControllers([shelves], animated: false)
    }

    private func showReader() {
        let split = UISplitViewController(style: .doubleColumn)
        split.viewControllers = [UINavigationController(rootViewController: CollectionsViewController()), NoSelectionViewController()]
        window?.rootViewController = split
    }

    private var window: UIWindow? { navigationController.view.window }
}

final class CollectionsCoordinator: Coordinator {
    let navigationController: UINavigationController
    private weak var split: UISplitViewController?

    init(navigationController: UINavigationController, split: UISplitViewController) {
        self.navigationController = navigationController
        self.split = split
    }

    func start() {
        let collections = CollectionsViewController()
        collections.onSelect = { [weak self] in self?.showItem() }
        navigationController.pushViewController(collections, animated: false)
    }

    private func showItem() {
        split?.showDetailViewController(UINavigationController(rootViewController: ItemViewController()), sender: nil)
    }
}

final class SettingsCoordinator: Coordinator {
    let navigationController: UINavigationController
    private var children: [Coordinator] = []
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let settings = SettingsViewController()
        settings.onAbout = { [weak self] in self?.showAbout() }
        navigationController.pushViewController(settings, animated: false)
    }

    // The child fills a navigation controller of its own, which the parent then presents.
    private func showAbout() {
        let about = AboutCoordinator(navigationController: UINavigationController())
        children.append(about)
        about.start()
        navigationController.present(about.navigationController, animated: true)
    }
}

final class AboutCoordinator: Coordinator {
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let about = AboutViewController()
        about.onLicenses = { [weak self] in self?.navigationController.pushViewController(LicensesViewController(), animated: true) }
        navigationController.setViewControllers([about], animated: false)
    }
}

final class ShelvesViewController: UIViewController { var onOpenReader: (() -> Void)? }
final class CollectionsViewController: UIViewController { var onSelect: (() -> Void)? }
final class ItemViewController: UIViewController {}
final class NoSelectionViewController: UIViewController {}
final class SettingsViewController: UIViewController { var onAbout: (() -> Void)? }
final class AboutViewController: UIViewController { var onLicenses: (() -> Void)? }
final class LicensesViewController: UIViewController {}
