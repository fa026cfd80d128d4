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
        cart.onConfirm = { [weak self] count, members in self?.confirm(count: count, members: members) }
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

    // A guard inside an `if` leaves the function: what follows the `if` is the other way, not what runs next.
    func confirm(count: Int, members: Set<String>) {
        if !members.contains("me") {
            guard members.count > 1 else { return showLimit() }
        }
        guard count <= 100 else { return showLimit() }
        navigationController.present(ReviewViewController(), animated: true)
    }

    private func showLimit() { navigationController.present(LimitViewController(), animated: true) }
}

final class CartViewModel {
    let finished = PassthroughSubject<Void, Never>()
}

final class CartViewController: UIViewController {
    var onCheckout: (() -> Void)?
    var onConfirm: ((Int, Set<String>) -> Void)?
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
final class LimitViewController: UIViewController {}
final class ReviewViewController: UIViewController {}
final class PaymentViewController: UIViewController {}
