import Combine
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var coordinator: ShopCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        let navigationController = UINavigationController()
        window?.rootViewController = navigationController
        coordinator = ShopCoordinator(router: Router(navigationController: navigationController), factory: ScreenFactory())
        coordinator?.start()
    }
}

protocol Presentable { func toPresent() -> UIViewController }
extension UIViewController: Presentable { func toPresent() -> UIViewController { self } }

/// Wraps UIKit: the coordinators never touch the navigation controller.
final class Router {
    private weak var navigationController: UINavigationController?
    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func setRoot(_ module: Presentable) {
        navigationController?.setViewControllers([module.toPresent()], animated: false)
    }
    func push(_ module: Presentable, animated: Bool = true) {
        navigationController?.pushViewController(module.toPresent(), animated: animated)
    }
    func present(_ module: Presentable) {
        navigationController?.present(module.toPresent(), animated: true)
    }
    func dismissModule() {
        navigationController?.dismiss(animated: true)
    }
}

protocol CatalogView: AnyObject {
    var selection: PassthroughSubject<String, Never> { get }
    var cartTapped: PassthroughSubject<Void, Never> { get }
}

protocol ScreenFactoryType {
    func makeCatalog() -> CatalogView & Presentable
    func makeProduct(id: String) -> UIViewController
    func makeCart() -> CartViewController
}

struct ScreenFactory: ScreenFactoryType {
    func makeCatalog() -> CatalogView & Presentable { CatalogViewController() }
    func makeProduct(id: String) -> UIViewController {
        let product = ProductViewController(productID: id)
        return product
    }
    func makeCart() -> CartViewController { CartViewController() }
}

final class ShopCoordinator {
    private var childCoordinators: [AnyObject] = []
    private let router: Router
    private let factory: ScreenFactoryType
    private var cancellables = Set<AnyCancellable>()

    init(router: Router, factory: ScreenFactoryType) {
        self.router = router
        self.factory = factory
    }

    func start() {
        let catalog = factory.makeCatalog()
        catalog.selection.sink { [weak self] id in self?.showProduct(id) }.store(in: &cancellables)
        catalog.cartTapped.sink { [weak self] in self?.showCart() }.store(in: &cancellables)
        router.setRoot(catalog)
    }

    private func showProduct(_ id: String) {
        router.push(factory.makeProduct(id: id))
    }

    private func showCart() {
        let cart = factory.makeCart()
        cart.onClose = { [weak self] in self?.router.dismissModule() }
        cart.onCheckout = { [weak self] in
            let alert = UIAlertController(title: "Order placed", message: nil, preferredStyle: .alert)
            self?.router.present(alert)
        }
        router.present(UINavigationController(rootViewController: cart))
    }
}

final class CatalogViewController: UIViewController, CatalogView {
    let selection = PassthroughSubject<String, Never>()
    let cartTapped = PassthroughSubject<Void, Never>()
}

final class ProductViewController: UIViewController {
    init(productID: String) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
}

final class CartViewController: UIViewController {
    var onClose: (() -> Void)?
    var onCheckout: (() -> Void)?
    @objc func closeTapped() { onClose?() }
    @objc func checkoutTapped() { onCheckout?() }
}
