// An app delegate that launches only before iOS 13 (`if #unavailable(iOS 13.0)`), inside a completion with two
// outcomes, and a scene delegate that launches on every newer iOS: the scene delegate's is the launch simulated.
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var appCoordinator: AppCoordinator?
    var errorCoordinator: ErrorCoordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if #unavailable(iOS 13.0) {
            Environment.setUp { result in
                switch result {
                case .success:
                    self.appCoordinator = AppCoordinator(navigationController: UINavigationController())
                    self.appCoordinator?.start()
                case .failure:
                    self.errorCoordinator = ErrorCoordinator()
                    self.errorCoordinator?.start()
                }
            }
        }
        return true
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var appCoordinator: AppCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        let navigationController = UINavigationController()
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        appCoordinator = AppCoordinator(navigationController: navigationController)
        appCoordinator?.start()
    }
}

enum Environment {
    static func setUp(_ completion: @escaping (Result<Void, Error>) -> Void) { completion(.success(())) }
}

final class AppCoordinator {
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let home = HomeViewController()
        if #available(iOS 15.0, *) {
            home.onOpen = { [weak self] in self?.showDetail() }
        } else {
            home.onOpen = { [weak self] in self?.showLegacyDetail() }
        }
        navigationController.setViewControllers([home], animated: false)
    }
    private func showDetail() { navigationController.pushViewController(DetailViewController(), animated: true) }
    private func showLegacyDetail() { navigationController.present(LegacyDetailViewController(), animated: true) }
}

final class ErrorCoordinator {
    let window = UIWindow()
    func start() { window.rootViewController = ErrorViewController() }
}

final class HomeViewController: UIViewController {
    var onOpen: (() -> Void)?
    @objc private func openTapped() { onOpen?() }
}
final class DetailViewController: UIViewController {}
final class LegacyDetailViewController: UIViewController {}
final class ErrorViewController: UIViewController {}
