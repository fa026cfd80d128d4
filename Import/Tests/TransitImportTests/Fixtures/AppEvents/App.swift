import UIKit
import UserNotifications

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var coordinator: AppCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let navigationController = UINavigationController()
        let window = UIWindow(windowScene: scene)
        window.rootViewController = navigationController
        self.window = window
        coordinator = AppCoordinator(navigationController: navigationController)
        coordinator?.start()
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url else { return }
        coordinator?.open(url)
    }
}

final class AppCoordinator {
    var childCoordinators: [AnyObject] = []
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        let inbox = InboxViewController()
        inbox.onCompose = { [weak self] in self?.compose() }
        navigationController.pushViewController(inbox, animated: false)
    }

    func compose() {
        let compose = ComposeViewController()
        compose.onCancel = { [weak self] in self?.navigationController.dismiss(animated: true) }
        navigationController.present(UINavigationController(rootViewController: compose), animated: true)
    }

    func open(_ url: URL) {
        // A link always opens the composer, whatever is shown.
        compose()
    }
}

final class InboxViewController: UIViewController { var onCompose: (() -> Void)? }
final class ComposeViewController: UIViewController { var onCancel: (() -> Void)? }
