// A child coordinator that tells its delegate several things, passing itself each time: only what the parent acts on
// as an end (it removes the child, or takes its screens away) is the child's end. "Loaded" (the parent does nothing)
// and "selected" (the parent starts another child) are news, not ends; "cancelled" (the parent removes it) is one.
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator: AppCoordinator?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigationController = UINavigationController()
        window = UIWindow()
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
        coordinator = AppCoordinator(navigationController: navigationController)
        coordinator?.start()
        return true
    }
}

protocol ListCoordinatorDelegate: AnyObject {
    func listCoordinatorDidLoadItems(_ coordinator: ListCoordinator)
    func listCoordinatorDidSelectItem(_ coordinator: ListCoordinator, item: String)
    func listCoordinatorDidCancel(_ coordinator: ListCoordinator)
}

final class AppCoordinator: ListCoordinatorDelegate {
    let navigationController: UINavigationController
    var childCoordinators: [AnyObject] = []
    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        let home = HomeViewController()
        home.onOpenList = { [weak self] in self?.showList() }
        navigationController.setViewControllers([home], animated: false)
    }

    private func showList() {
        let list = ListCoordinator(navigationController: navigationController)
        list.delegate = self
        childCoordinators.append(list)
        list.start()
    }

    func listCoordinatorDidLoadItems(_ coordinator: ListCoordinator) {}

    func listCoordinatorDidSelectItem(_ coordinator: ListCoordinator, item: String) {
        let detail = DetailCoordinator(navigationController: navigationController)
        childCoordinators.append(detail)
        detail.start()
    }

    func listCoordinatorDidCancel(_ coordinator: ListCoordinator) {
        childCoordinators.removeAll { $0 === coordinator }
        navigationController.popToRootViewController(animated: true)
    }
}

final class ListCoordinator {
    let navigationController: UINavigationController
    weak var delegate: ListCoordinatorDelegate?
    var childCoordinators: [AnyObject] = []
    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        let list = ListViewController()
        list.onLoaded = { [weak self] in guard let self else { return }; self.delegate?.listCoordinatorDidLoadItems(self) }
        list.onSelect = { [weak self] item in guard let self else { return }; self.delegate?.listCoordinatorDidSelectItem(self, item: item) }
        list.onCancel = { [weak self] in guard let self else { return }; self.delegate?.listCoordinatorDidCancel(self) }
        navigationController.pushViewController(list, animated: true)
    }
}

final class DetailCoordinator {
    let navigationController: UINavigationController
    var childCoordinators: [AnyObject] = []
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() { navigationController.pushViewController(DetailViewController(), animated: true) }
}

final class HomeViewController: UIViewController {
    var onOpenList: (() -> Void)?
    @objc private func openList() { onOpenList?() }
}
final class ListViewController: UIViewController {
    var onLoaded: (() -> Void)?
    var onSelect: ((String) -> Void)?
    var onCancel: (() -> Void)?
    @objc private func reload() { onLoaded?() }
    @objc private func pick() { onSelect?("item") }
    @objc private func cancel() { onCancel?() }
}
final class DetailViewController: UIViewController {}
