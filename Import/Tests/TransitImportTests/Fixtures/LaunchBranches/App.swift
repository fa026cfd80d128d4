import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

final class LoginViewController: UIViewController {
    var onSignedIn: (() -> Void)?
    @objc private func signInTapped() { onSignedIn?() }
}
final class HomeViewController: UIViewController {}
final class ProfileViewController: UIViewController {}

// Each tab's coordinator pushes its root on the navigation controller it is given.
final class HomeCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() { navigationController.pushViewController(HomeViewController(), animated: false) }
}
final class ProfileCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() { navigationController.pushViewController(ProfileViewController(), animated: false) }
}

// The signed-in app: a tab bar of two coordinators, built and started here.
final class MainCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let window: UIWindow
    init(window: UIWindow) { self.window = window }
    func start() {
        let home = HomeCoordinator(navigationController: UINavigationController())
        let profile = ProfileCoordinator(navigationController: UINavigationController())
        childCoordinators = [home, profile]
        home.start()
        profile.start()
        let tabBar = UITabBarController()
        tabBar.viewControllers = [home.navigationController, profile.navigationController]
        window.rootViewController = tabBar
    }
}

// Signing in shows the profile alone on the login stack: the tab's coordinator, started outside its tab bar.
final class LoginCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let window: UIWindow
    let navigationController = UINavigationController()
    init(window: UIWindow) { self.window = window }
    func start() {
        let login = LoginViewController()
        login.onSignedIn = { [weak self] in self?.showProfile() }
        navigationController.setViewControllers([login], animated: false)
        window.rootViewController = navigationController
    }
    func showProfile() {
        let profile = ProfileCoordinator(navigationController: navigationController)
        childCoordinators.append(profile)
        profile.start()
    }
}

// The scene delegate launches one of two coordinators by what the app saved: both launches are explored.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var mainCoordinator: MainCoordinator?
    var loginCoordinator: LoginCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        self.window = window
        let isSignedIn = UserDefaults.standard.bool(forKey: "isSignedIn")
        if isSignedIn {
            mainCoordinator = MainCoordinator(window: window)
            mainCoordinator?.start()
        } else {
            loginCoordinator = LoginCoordinator(window: window)
            loginCoordinator?.start()
        }
        window.makeKeyAndVisible()
    }
}
