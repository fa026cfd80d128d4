import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var coordinator: MainCoordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let tabBar = MainTabBarController()
        window.rootViewController = tabBar
        coordinator = MainCoordinator(tabBarController: tabBar)
        coordinator?.start()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

final class MainTabBarController: UITabBarController {}

class Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController
    init(navigationController: UINavigationController = UINavigationController()) { self.navigationController = navigationController }
    func start() {}
}

final class MainCoordinator: Coordinator {
    private let tabBarController: UITabBarController
    init(tabBarController: UITabBarController) {
        self.tabBarController = tabBarController
        super.init()
    }

    override func start() {
        let feed = FeedCoordinator()
        let profile = ProfileCoordinator()
        childCoordinators = [feed, profile]
        feed.start()
        profile.start()
        tabBarController.viewControllers = [feed.navigationController, profile.navigationController]
    }
}

final class FeedCoordinator: Coordinator {
    override func start() {
        let feed = FeedViewController()
        feed.onSelect = { [weak self] in self?.showPost() }
        navigationController.setViewControllers([feed], animated: false)
    }
    private func showPost() { navigationController.pushViewController(PostViewController(), animated: true) }
}

final class ProfileCoordinator: Coordinator {
    override func start() {
        let profile = ProfileViewController()
        profile.onEdit = { [weak self] in self?.showEdit() }
        navigationController.pushViewController(profile, animated: false)
    }
    private func showEdit() {
        let edit = EditProfileViewController()
        let nav = UINavigationController(rootViewController: edit)
        navigationController.present(nav, animated: true)
    }
}

final class FeedViewController: UIViewController { var onSelect: (() -> Void)? }
final class PostViewController: UIViewController {}
final class ProfileViewController: UIViewController { var onEdit: (() -> Void)? }
final class EditProfileViewController: UIViewController {
    @objc private func close() { dismiss(animated: true) }
}
