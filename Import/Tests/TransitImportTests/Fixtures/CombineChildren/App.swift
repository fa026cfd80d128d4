import UIKit
import Combine

protocol Coordinator: AnyObject { func start() }

class HomeViewController: UIViewController {
    let openDetail = PassthroughSubject<Void, Never>()
}
class DetailViewController: UIViewController {
    let done = PassthroughSubject<Void, Never>()
}

final class DetailCoordinator: Coordinator {
    let navigationController: UINavigationController
    let finished = PassthroughSubject<Void, Never>()
    private var cancellables = Set<AnyCancellable>()
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let detail = DetailViewController()
        detail.done.sink { [weak self] in self?.finished.send(()) }.store(in: &cancellables)
        navigationController.pushViewController(detail, animated: true)
    }
}

final class AppCoordinator: Coordinator {
    let window: UIWindow
    let navigationController = UINavigationController()
    var childCoordinators: [Coordinator] = []
    private var cancellables = Set<AnyCancellable>()
    init(window: UIWindow) { self.window = window }
    func start() {
        let home = HomeViewController()
        home.openDetail.sink { [weak self] in self?.showDetail() }.store(in: &cancellables)
        navigationController.setViewControllers([home], animated: false)
        window.rootViewController = navigationController
    }
    func showDetail() {
        let child = DetailCoordinator(navigationController: navigationController)
        child.finished.sink { [weak self, weak child] in
            self?.navigationController.popViewController(animated: true)
            self?.childCoordinators.removeAll { $0 === child }
        }.store(in: &cancellables)
        childCoordinators.append(child)
        child.start()
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
