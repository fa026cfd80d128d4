import UIKit

final class OnboardingViewController: UIViewController {}
final class LoginViewController: UIViewController {}
final class FeedViewController: UIViewController {
    var onCompose: (() -> Void)?
    @objc private func composeTapped() { onCompose?() }
}
final class ComposeViewController: UIViewController {}

struct User {}
final class Session {
    func currentUser() -> User? { nil }
}

// What the app reads as it starts (a saved flag, the signed-in user) decides the first screen: both ways are
// explored. What UIKit shows (a presented controller) is the flow's own state, and a tap's code runs later.
final class AppCoordinator {
    var childCoordinators: [AnyObject] = []
    let navigationController: UINavigationController
    let session = Session()
    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        guard UserDefaults.standard.bool(forKey: "onboarded") else {
            navigationController.setViewControllers([OnboardingViewController()], animated: false)
            return
        }
        showFirstScreen()
    }

    private func showFirstScreen() {
        if let user = session.currentUser() {
            showFeed(user)
        } else {
            navigationController.setViewControllers([LoginViewController()], animated: false)
        }
    }

    private func showFeed(_ user: User) {
        let feed = FeedViewController()
        feed.onCompose = { [weak self] in self?.compose() }
        navigationController.setViewControllers([feed], animated: false)
    }

    private func compose() {
        if navigationController.presentedViewController != nil { return }
        navigationController.present(ComposeViewController(), animated: true)
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var appCoordinator: AppCoordinator?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigationController = UINavigationController()
        let window = UIWindow()
        window.rootViewController = navigationController
        self.window = window
        appCoordinator = AppCoordinator(navigationController: navigationController)
        appCoordinator?.start()
        window.makeKeyAndVisible()
        return true
    }
}
