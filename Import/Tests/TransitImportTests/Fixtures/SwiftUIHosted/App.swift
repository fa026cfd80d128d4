import SwiftUI
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var coordinator: AppCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        let navigationController = UINavigationController()
        window.rootViewController = navigationController
        self.window = window
        coordinator = AppCoordinator(navigationController: navigationController)
        coordinator?.start()
    }
}

final class AppCoordinator {
    var childCoordinators: [AnyObject] = []
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        navigationController.pushViewController(InboxViewController(), animated: false)
    }

    func showSettings() {
        let viewModel = SettingsViewModel()
        viewModel.onLogout = { [weak self] in self?.navigationController.popToRootViewController(animated: true) }
        navigationController.pushViewController(UIHostingController(rootView: SettingsView(viewModel: viewModel)), animated: true)
    }
}

final class InboxViewController: UIViewController {
    weak var coordinator: AppCoordinator?

    @objc func openSettings() { coordinator?.showSettings() }

    /// The composer is a SwiftUI view with its own NavigationStack, presented on its own.
    @objc func compose() {
        present(UIHostingController(rootView: ComposeView()), animated: true)
    }
}
