import UIKit
import Combine

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var coordinator: CheckoutCoordinator?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let nav = UINavigationController()
        window = UIWindow(windowScene: scene)
        window?.rootViewController = nav
        coordinator = CheckoutCoordinator(navigationController: nav)
        coordinator?.start()
    }
}

final class CheckoutCoordinator {
    var childCoordinators: [AnyObject] = []
    let navigationController: UINavigationController
    var isLoggedIn = false
    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        let cart = CartViewController()
        cart.onCheckout = { [weak self] in self?.checkout() }
        navigationController.pushViewController(cart, animated: false)
    }

    func checkout() {
        guard isLoggedIn else {
            navigationController.present(LoginViewController(), animated: true)
            return
        }
        if let presented = navigationController.presentedViewController {
            presented.dismiss(animated: true) { [weak self] in
                self?.navigationController.present(PaymentViewController(), animated: true)
            }
            return
        }
        navigationController.present(PaymentViewController(), animated: true)
    }
}

final class CartViewModel {
    let finished = PassthroughSubject<Void, Never>()
}

final class CartViewController: UIViewController {
    var onCheckout: (() -> Void)?
    let viewModel = CartViewModel()
    private var bag = Set<AnyCancellable>()
    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.finished.sink { [weak self] in
            self?.navigationController?.popViewController(animated: true)
        }.store(in: &bag)
    }
    @objc private func checkoutTapped() { onCheckout?() }
}
final class LoginViewController: UIViewController {}
final class PaymentViewController: UIViewController {}
