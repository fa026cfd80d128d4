import UIKit

protocol Coordinator: AnyObject { func start() }
protocol ChildCoordinator: Coordinator { var viewController: UIViewController { get } }

class LoginViewController: UIViewController {
    var onForgot: (() -> Void)?
    var onSettings: (() -> Void)?
    @objc func forgotTapped() { onForgot?() }
}
class ForgotViewController: UIViewController {}
class SettingsViewController: UIViewController {
    var onClose: (() -> Void)?
    @objc func closeTapped() { onClose?() }
}

// A child that exposes its screen through a stored property of the screen's type.
class SettingsCoordinator: ChildCoordinator {
    let settingsViewController = SettingsViewController()
    var viewController: UIViewController { settingsViewController }
    var onFinish: (() -> Void)?
    func start() {
        settingsViewController.onClose = { [weak self] in self?.onFinish?() }
    }
}

class ForgotCoordinator: ChildCoordinator {
    let forgotViewController: ForgotViewController
    var viewController: UIViewController { forgotViewController }
    init(forgotViewController: ForgotViewController) { self.forgotViewController = forgotViewController }
    func start() {}
}

class LoginCoordinator: ChildCoordinator {
    let loginViewController: LoginViewController
    var viewController: UIViewController { return loginViewController }
    weak var parent: NavigationCoordinator?
    init(loginViewController: LoginViewController) { self.loginViewController = loginViewController }
    func start() {
        loginViewController.onForgot = { [weak self] in self?.showForgot() }
        loginViewController.onSettings = { [weak self] in self?.showSettings() }
    }
    var childCoordinators: [Coordinator] = []
    func showSettings() {
        let settings = SettingsCoordinator()
        settings.onFinish = { [weak self, weak settings] in
            self?.loginViewController.dismiss(animated: true)
            self?.childCoordinators.removeAll { $0 === settings }
        }
        childCoordinators.append(settings)
        settings.start()
        loginViewController.present(settings.viewController, animated: true)
    }
    func showForgot() {
        let child = ForgotCoordinator(forgotViewController: ForgotViewController())
        parent?.push(childCoordinator: child)
    }
}

class NavigationCoordinator: Coordinator {
    let navigationController = UINavigationController()
    var childCoordinators: [ChildCoordinator] = []
    func push(childCoordinator: ChildCoordinator) {
        childCoordinators.append(childCoordinator)
        childCoordinator.start()
        navigationController.pushViewController(childCoordinator.viewController, animated: true)
    }
    func start() {}
}

class AppCoordinator: Coordinator {
    let window: UIWindow
    var childCoordinators: [Coordinator] = []
    init(window: UIWindow) { self.window = window }
    func start() {
        let navigation = NavigationCoordinator()
        let login = LoginCoordinator(loginViewController: LoginViewController())
        login.parent = navigation
        childCoordinators.append(navigation)
        window.rootViewController = navigation.navigationController
        navigation.push(childCoordinator: login)
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
