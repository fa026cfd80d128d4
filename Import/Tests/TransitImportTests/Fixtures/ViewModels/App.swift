import SwiftUI
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
        coordinator = ShopCoordinator(navigationController: navigationController)
        coordinator?.start()
    }
}

protocol ShopRouting: AnyObject {
    func showProduct(_ id: String)
    func showBasket()
    func closeBasket()
}

final class CatalogViewModel {
    private weak var router: ShopRouting?
    init(router: ShopRouting) { self.router = router }
    func didSelect(_ id: String) { router?.showProduct(id) }
    func didTapBasket() { router?.showBasket() }
}

final class CatalogViewController: UIViewController {
    private let viewModel: CatalogViewModel
    init(viewModel: CatalogViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
}

final class ProductViewController: UIViewController {}

final class BasketViewModel: ObservableObject {
    private weak var coordinator: ShopCoordinator?
    init(coordinator: ShopCoordinator) { self.coordinator = coordinator }
    func close() { coordinator?.closeBasket() }
}

struct BasketView: View {
    @ObservedObject var viewModel: BasketViewModel
    var body: some View { Button("Close") { viewModel.close() } }
}

final class ShopCoordinator: ShopRouting {
    var childCoordinators: [AnyObject] = []
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        let catalog = CatalogViewController(viewModel: CatalogViewModel(router: self))
        navigationController.pushViewController(catalog, animated: false)
    }

    func showProduct(_ id: String) {
        navigationController.pushViewController(ProductViewController(), animated: true)
    }

    func showBasket() {
        let viewModel = BasketViewModel(coordinator: self)
        navigationController.present(UIHostingController(rootView: BasketView(viewModel: viewModel)), animated: true)
    }

    func closeBasket() {
        navigationController.dismiss(animated: true)
    }
}
