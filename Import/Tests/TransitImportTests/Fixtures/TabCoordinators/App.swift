import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var coordinator: AppCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        self.window = window
        coordinator = AppCoordinator(window: window)
        coordinator?.start()
    }
}

enum Source { case feed, settings }

final class AppCoordinator {
    var childCoordinators: [AnyObject] = []
    private let window: UIWindow

    init(window: UIWindow) { self.window = window }

    func start() {
        let tabBarController = UITabBarController()
        let feedNavigationController = UINavigationController()
        let feed = FeedCoordinator(navigationController: feedNavigationController)
        let settingsNavigationController = UINavigationController()
        let settings = SettingsCoordinator(navigationController: settingsNavigationController)
        childCoordinators = [feed, settings]
        feed.start()
        settings.start()
        tabBarController.viewControllers = [feedNavigationController, settingsNavigationController]
        window.rootViewController = tabBarController
    }
}

final class FeedCoordinator {
    var childCoordinators: [AnyObject] = []
    private let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        let feed = FeedViewController()
        feed.onShare = { [weak self] in
            self?.navigationController.present(ShareViewController(source: .feed), animated: true)
        }
        navigationController.pushViewController(feed, animated: false)
    }
}

final class SettingsCoordinator {
    var childCoordinators: [AnyObject] = []
    private let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        navigationController.pushViewController(SettingsViewController(), animated: false)
    }
}

final class FeedViewController: UIViewController { var onShare: (() -> Void)? }
final class SettingsViewController: UIViewController {}
final class ShareViewController: UIViewController {
    init(source: Source) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
    @objc private func close() { dismiss(animated: true) }
}
