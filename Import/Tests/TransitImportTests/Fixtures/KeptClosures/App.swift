import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var coordinator: AppCoordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigation = UINavigationController()
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
        coordinator = AppCoordinator(navigationController: navigation)
        coordinator?.start()
        return true
    }
}

class BaseCoordinator {
    var childCoordinators: [BaseCoordinator] = []
    func start() {}
}

/// Makes coordinators; what they do when they end is handed over, not run here.
final class CoordinatorBuilder {
    func settings(navigationController: UINavigationController, dismissAction: @escaping () -> Void) -> SettingsCoordinator {
        SettingsCoordinator(navigationController: navigationController, dismissAction: dismissAction)
    }
}

final class AppCoordinator: BaseCoordinator {
    private let navigationController: UINavigationController
    private let builder = CoordinatorBuilder()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    override func start() {
        let home = HomeViewController()
        home.onSettings = { [weak self] in self?.showSettings() }
        navigationController.pushViewController(home, animated: false)
    }

    private func showSettings() {
        let modal = UINavigationController()
        let child = builder.settings(navigationController: modal, dismissAction: { [weak self] in
            self?.navigationController.dismiss(animated: true)
        })
        childCoordinators.append(child)
        child.start()
        navigationController.present(modal, animated: true)
    }
}

final class SettingsCoordinator: BaseCoordinator {
    private let navigationController: UINavigationController
    private let dismissAction: () -> Void

    init(navigationController: UINavigationController, dismissAction: @escaping () -> Void) {
        self.navigationController = navigationController
        self.dismissAction = dismissAction
    }

    override func start() {
        let settings = SettingsViewController()
        settings.onClose = dismissAction
        navigationController.pushViewController(settings, animated: false)
    }
}

final class HomeViewController: UIViewController {
    var onSettings: (() -> Void)?
    @objc private func settingsTapped() { onSettings?() }

    @objc private func signOutTapped() {
        let alert = Alerts.confirm("Sign out?", onConfirm: { [weak self] in
            self?.navigationController?.popToRootViewController(animated: true)
        })
        present(alert, animated: true)
    }
}

/// An app's alert factory: the closures it is given are its buttons' handlers, run on a tap.
enum Alerts {
    static func confirm(_ title: String, onConfirm: @escaping () -> Void) -> UIAlertController {
        let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default, handler: { _ in onConfirm() }))
        return alert
    }
}

final class SettingsViewController: UIViewController {
    var onClose: (() -> Void)?
    @objc private func closeTapped() { onClose?() }
}

/// Navigation in a class that is neither a screen nor a coordinator, and that nothing the draft reads uses.
final class ShareFlowController {
    private let presenter: UIViewController
    init(presenter: UIViewController) { self.presenter = presenter }
    func run() {
        presenter.present(SettingsViewController(), animated: true)
    }
}
