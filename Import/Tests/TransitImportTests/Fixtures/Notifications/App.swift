import UIKit
import Combine

extension Notification.Name {
    static let userDidLogout = Notification.Name("userDidLogout")
}

protocol Coordinator: AnyObject { func start() }

class HomeViewController: UIViewController {
    var onSettings: (() -> Void)?
}
class SettingsViewController: UIViewController {
    @objc func logoutTapped() {
        NotificationCenter.default.post(name: .userDidLogout, object: nil)
    }
}
class LoginViewController: UIViewController {
    var onSignIn: (() -> Void)?
}

final class MainCoordinator: Coordinator {
    let navigationController = UINavigationController()
    private var cancellables = Set<AnyCancellable>()
    func start() {
        let home = HomeViewController()
        home.onSettings = { [weak self] in self?.showSettings() }
        navigationController.setViewControllers([home], animated: false)
        NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
            .sink { [weak self] _ in self?.showSettings() }
            .store(in: &cancellables)
    }
    func showSettings() {
        navigationController.pushViewController(SettingsViewController(), animated: true)
    }
}

final class AppCoordinator: Coordinator {
    let window: UIWindow
    var childCoordinators: [Coordinator] = []
    init(window: UIWindow) { self.window = window }
    func start() {
        NotificationCenter.default.addObserver(self, selector: #selector(showLogin), name: .userDidLogout, object: nil)
        showMain()
    }
    func showMain() {
        let main = MainCoordinator()
        childCoordinators.append(main)
        main.start()
        window.rootViewController = main.navigationController
    }
    @objc func showLogin() {
        let login = LoginViewController()
        login.onSignIn = { [weak self] in self?.showMain() }
        window.rootViewController = UINavigationController(rootViewController: login)
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
