import UIKit

final class LoginCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var finishFlow: (() -> Void)?
    private let window: UIWindow
    private let navigationController = UINavigationController()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let login = LoginViewController()
        login.onLogin = { [weak self] in
            self?.finishFlow?()
        }
        login.onForgotPassword = { [weak self] in
            self?.showReset()
        }
        navigationController.setViewControllers([login], animated: false)
        window.rootViewController = navigationController
    }

    private func showReset() {
        let storyboard = UIStoryboard(name: "Reset", bundle: nil)
        let reset = storyboard.instantiateViewController(withIdentifier: "resetPassword")
        navigationController.pushViewController(reset, animated: true)
    }
}
