import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let window: UIWindow
    private var isLoggedIn = false

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        if isLoggedIn {
            showMain()
        } else {
            showLogin()
        }
    }

    private func showLogin() {
        let login = LoginCoordinator(window: window)
        login.finishFlow = { [weak self, weak login] in
            self?.childCoordinators.removeAll { $0 === login }
            self?.isLoggedIn = true
            self?.showMain()
        }
        childCoordinators.append(login)
        login.start()
    }

    private func showMain() {
        let navigationController = UINavigationController(rootViewController: HomeViewController(userName: "me"))
        window.rootViewController = navigationController
    }
}
