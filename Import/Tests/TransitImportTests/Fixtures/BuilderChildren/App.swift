import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    lazy var coordinator = AppCoordinator(navigationController: UINavigationController(), builder: CoordinatorBuilder())
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = coordinator.root
        coordinator.start()
    }
}

class BaseCoordinator {
    var childCoordinators: [BaseCoordinator] = []
    let root: UINavigationController
    init(navigationController: UINavigationController) { root = navigationController }
    func start() {}
    func start(_ child: BaseCoordinator) { childCoordinators.append(child); child.start() }
}

final class CoordinatorBuilder {
    func tab(navigationController: UINavigationController) -> BaseCoordinator {
        TabCoordinator(navigationController: navigationController)
    }
    func settings(navigationController: UINavigationController) -> BaseCoordinator {
        SettingsCoordinator(navigationController: navigationController)
    }
    func onboarding(navigationController: UINavigationController, completion: @escaping () -> Void) -> BaseCoordinator {
        OnboardingCoordinator(navigationController: navigationController, completion: completion)
    }
}

final class AppCoordinator: BaseCoordinator {
    let builder: CoordinatorBuilder
    lazy var tabCoordinator: BaseCoordinator = builder.tab(navigationController: root)
    private lazy var settingsCoordinator: BaseCoordinator = {
        let coordinator = builder.settings(navigationController: root)
        return coordinator
    }()
    init(navigationController: UINavigationController, builder: CoordinatorBuilder) {
        self.builder = builder
        super.init(navigationController: navigationController)
    }
    override func start() {
        let onboarding = builder.onboarding(navigationController: root, completion: { [weak self] in
            self?.startTabs()
        })
        start(onboarding)
    }
    private func startTabs() {
        start(tabCoordinator)
    }
    func showSettings() {
        start(settingsCoordinator)
    }
}

final class OnboardingCoordinator: BaseCoordinator {
    let completion: () -> Void
    init(navigationController: UINavigationController, completion: @escaping () -> Void) {
        self.completion = completion
        super.init(navigationController: navigationController)
    }
    override func start() {
        let vc = WelcomeViewController()
        vc.onDone = { [weak self] in self?.completion() }
        root.setViewControllers([vc], animated: false)
    }
}

final class TabCoordinator: BaseCoordinator {
    override func start() {
        root.setViewControllers([HomeViewController()], animated: false)
    }
}

final class SettingsCoordinator: BaseCoordinator {
    override func start() {
        root.pushViewController(SettingsViewController(), animated: true)
    }
}

final class WelcomeViewController: UIViewController { var onDone: (() -> Void)? }
final class HomeViewController: UIViewController {}
final class SettingsViewController: UIViewController {}
