import UIKit

class BaseCoordinator {
    var childCoordinators: [BaseCoordinator] = []
    let root: UINavigationController
    init(navigationController: UINavigationController) { root = navigationController }
    final func start(url: URL? = nil) { start(url: url, animated: true) }
    func start(url: URL?, animated: Bool) {}
}

final class HomeViewController: UIViewController {
    @objc private func settingsTapped() { navigationController?.pushViewController(SettingsViewController(), animated: true) }
}
final class SettingsViewController: UIViewController {}
final class PrivacyViewController: UIViewController {}

final class AppCoordinator: BaseCoordinator {
    override func start(url: URL?, animated: Bool) { root.setViewControllers([HomeViewController()], animated: false) }
}
final class PrivacyCoordinator: BaseCoordinator {
    override func start(url: URL?, animated: Bool) { root.setViewControllers([PrivacyViewController()], animated: false) }
}

// Factories declared to return the base class: each makes one coordinator of its own.
struct CoordinatorBuilder {
    func app(navigationController: UINavigationController) -> BaseCoordinator {
        AppCoordinator(navigationController: navigationController)
    }
    func privacy() -> BaseCoordinator {
        PrivacyCoordinator(navigationController: UINavigationController())
    }
}

// The launch is what `willConnectTo` starts; the privacy cover started when the app goes to the background is not.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let builder = CoordinatorBuilder()
    lazy var navigationController = UINavigationController()
    lazy var appCoordinator = builder.app(navigationController: navigationController)
    lazy var privacyCoordinator = builder.privacy()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = navigationController
        self.window = window
        appCoordinator.start(url: connectionOptions.urlContexts.first?.url)
        window.makeKeyAndVisible()
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        privacyCoordinator.start()
    }
}
