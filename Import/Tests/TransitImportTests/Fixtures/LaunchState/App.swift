import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var flow: FlowHost?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        let host = FlowHost.make { navigationController in
            RootCoordinator(navigationController: navigationController)
        }
        window.rootViewController = host.rootViewController
        flow = host
        self.window = window
        window.makeKeyAndVisible()
    }
}

/// Builds a navigation controller, makes the coordinator with it and starts it.
final class FlowHost {
    let rootViewController = UINavigationController()
    private var coordinator: RootCoordinator?

    static func make(_ build: (UINavigationController) -> RootCoordinator) -> FlowHost {
        let host = FlowHost()
        host.coordinator = build(host.rootViewController)
        host.coordinator?.start()
        return host
    }
}

enum LaunchRoute {
    case onboarding, signIn, home

    static func current(defaults: UserDefaults = .standard) -> LaunchRoute {
        if !defaults.bool(forKey: "onboarded") { return .onboarding }
        return defaults.string(forKey: "token") == nil ? .signIn : .home
    }
}

final class Session {
    var token: String?
    var isSignedIn: Bool { token != nil }
}

final class RootCoordinator {
    var childCoordinators: [AnyObject] = []
    private let navigationController: UINavigationController
    private let session = Session()

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    private var route: LaunchRoute { LaunchRoute.current() }

    func start() {
        switch route {
        case .onboarding: navigationController.setViewControllers([WelcomeViewController()], animated: false)
        case .signIn: navigationController.setViewControllers([SignInViewController()], animated: false)
        case .home:
            let home = HomeViewController()
            home.onAccount = { [weak self] in self?.showAccount() }
            navigationController.setViewControllers([home], animated: false)
        }
    }

    func showAccount() {
        guard session.isSignedIn else {
            navigationController.present(SignInViewController(), animated: true)
            return
        }
        navigationController.pushViewController(AccountViewController(), animated: true)
    }
}

final class WelcomeViewController: UIViewController {}
final class SignInViewController: UIViewController {}
final class HomeViewController: UIViewController {
    var onAccount: (() -> Void)?
}
final class AccountViewController: UIViewController {}
