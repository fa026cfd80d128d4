import UIKit

final class DependencyContainer {
    private var factories: [ObjectIdentifier: () -> Any] = [:]
    func register(window: UIWindow) {
        factories[ObjectIdentifier(AppCoordinator.self)] = { AppCoordinator(window: window) }
    }
    func resolve<T>(_ type: T.Type) -> T? { factories[ObjectIdentifier(type)]?() as? T }
}

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
}

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let window: UIWindow
    private let navigationController = UINavigationController()

    init(window: UIWindow) { self.window = window }

    func begin() {
        window.rootViewController = navigationController
        let home = HomeViewController()
        home.onOpenDetail = { [weak self] in self?.showDetail() }
        navigationController.pushViewController(home, animated: false)
    }

    private func showDetail() {
        navigationController.pushViewController(DetailViewController(), animated: true)
    }
}

final class HomeViewController: UIViewController {
    var onOpenDetail: (() -> Void)?
    @objc private func openTapped() { onOpenDetail?() }
}

final class DetailViewController: UIViewController {}
