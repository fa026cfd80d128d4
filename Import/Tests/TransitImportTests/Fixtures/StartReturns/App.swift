import UIKit

protocol Coordinator: AnyObject {}

class HomeViewController: UIViewController {
    var onSettings: (() -> Void)?
    var onProfile: (() -> Void)?
}
class SettingsViewController: UIViewController {
    var onDone: (() -> Void)?
}
class ProfileViewController: UIViewController {}

final class SettingsCoordinator: Coordinator {
    var onFinish: (() -> Void)?
    func start() -> UIViewController {
        let settings = SettingsViewController()
        settings.onDone = { [weak self] in self?.onFinish?() }
        return UINavigationController(rootViewController: settings)
    }
}

final class ProfileCoordinator: Coordinator {
    func start() -> UIViewController {
        return ProfileViewController()
    }
}

final class AppCoordinator: Coordinator {
    let window: UIWindow
    let navigationController = UINavigationController()
    var childCoordinators: [Coordinator] = []
    init(window: UIWindow) { self.window = window }
    func start() {
        let home = HomeViewController()
        home.onSettings = { [weak self] in self?.showSettings() }
        home.onProfile = { [weak self] in self?.showProfile() }
        navigationController.setViewControllers([home], animated: false)
        window.rootViewController = navigationController
    }
    func showSettings() {
        let child = SettingsCoordinator()
        child.onFinish = { [weak self, weak child] in
            self?.navigationController.dismiss(animated: true)
            self?.childCoordinators.removeAll { $0 === child }
        }
        childCoordinators.append(child)
        let controller = child.start()
        navigationController.present(controller, animated: true)
    }
    func showProfile() {
        let child = ProfileCoordinator()
        childCoordinators.append(child)
        navigationController.pushViewController(child.start(), animated: true)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var appCoordinator: AppCoordinator?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        self.window = window
        appCoordinator = AppCoordinator(window: window)
        appCoordinator?.start()
        window.makeKeyAndVisible()
        return true
    }
}
