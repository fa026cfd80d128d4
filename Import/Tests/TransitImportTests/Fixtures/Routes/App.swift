import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var coordinator: ShopCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let navigationController = UINavigationController()
        let window = UIWindow(windowScene: scene)
        window.rootViewController = navigationController
        self.window = window
        coordinator = ShopCoordinator(router: Router(navigationController: navigationController))
        coordinator?.start()
    }
}

enum Route {
    case catalog
    case product(id: String)
    case cart
    case settings
}

enum TransitionKind { case push, present, root }

final class Router {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func navigate(to route: Route, transition: TransitionKind = .push) {
        let screen = makeScreen(for: route)
        switch transition {
        case .push: navigationController.pushViewController(screen, animated: true)
        case .present: navigationController.present(UINavigationController(rootViewController: screen), animated: true)
        case .root: navigationController.setViewControllers([screen], animated: false)
        }
    }

    func back() { navigationController.popViewController(animated: true) }

    private func makeScreen(for route: Route) -> UIViewController {
        switch route {
        case .catalog: return CatalogViewController()
        case .product(let id): return ProductViewController(productID: id)
        case .cart: return CartViewController()
        case .settings: return SettingsViewController()
        }
    }
}

final class ShopCoordinator {
    var childCoordinators: [AnyObject] = []
    private let router: Router

    init(router: Router) { self.router = router }

    func start() {
        router.navigate(to: .catalog, transition: .root)
    }

    func catalogDidSelect(_ id: String) { router.navigate(to: .product(id: id)) }
    func showCart() { router.navigate(to: .cart, transition: .present) }
    func showSettings() { router.navigate(to: .settings) }
}

final class CatalogViewController: UIViewController {
    weak var coordinator: ShopCoordinator?
    @objc private func open() { coordinator?.catalogDidSelect("42") }
    @objc private func cart() { coordinator?.showCart() }
    @objc private func settings() { coordinator?.showSettings() }
}

final class ProductViewController: UIViewController {
    init(productID: String) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
final class CartViewController: UIViewController {
    @objc private func close() { dismiss(animated: true) }
}
final class SettingsViewController: UIViewController {}
