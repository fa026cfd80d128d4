import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var appCoordinator: AppCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        let navigationController = UINavigationController()
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        self.window = window
        appCoordinator = AppCoordinator(navigationController: navigationController)
        appCoordinator?.start()
    }
}

final class InactivityMonitor {
    func startMonitoring(inactivityHandler: @escaping () -> Void) {}
}

final class ContentLoader {
    func load(completion: @escaping () -> Void) { completion() }
}

final class AppCoordinator {
    private let navigationController: UINavigationController
    private let monitor = InactivityMonitor()
    private let loader = ContentLoader()

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        // Kept for later: the monitor calls it whenever the app has been idle, not as start() runs.
        monitor.startMonitoring(inactivityHandler: { [weak self] in
            self?.showLock()
        })
        // The load's own outcome: it runs once the call is done, as part of starting.
        loader.load(completion: { [weak self] in
            self?.showHome()
        })
    }

    private func showHome() {
        navigationController.setViewControllers([HomeViewController()], animated: false)
    }

    private func showLock() {
        navigationController.present(LockViewController(), animated: true)
    }
}

final class HomeViewController: UIViewController {}
final class LockViewController: UIViewController {}
