import UIKit

final class AppCoordinator: NSObject {
    private let window: UIWindow
    private let accounts: Accounts

    private lazy var loginNavController: UINavigationController = UINavigationController()

    init(window: UIWindow, accounts: Accounts) {
        self.window = window
        self.accounts = accounts
        super.init()
        initializeRootController()
    }

    func initializeRootController() {
        if accounts.isConfigured {
            presentTabBarController()
        } else {
            presentWelcomeController()
        }
    }

    // A local array built in arms, then handed to the navigation controller: not a stack of its own.
    func presentWelcomeController(code: String? = nil) {
        let viewControllers: [UIViewController]
        if let code {
            viewControllers = [WelcomeViewController(), InviteViewController(code: code)]
        } else {
            viewControllers = [WelcomeViewController()]
        }
        loginNavController.setViewControllers(viewControllers, animated: false)
        window.rootViewController = loginNavController
        window.makeKeyAndVisible()
    }

    func presentTabBarController() {
        // On an iPad the app shows a split view; the draft is an iPhone's.
        if UIDevice.current.userInterfaceIdiom == .pad {
            window.rootViewController = SplitRootViewController()
        } else {
            window.rootViewController = UINavigationController(rootViewController: ChatListViewController())
        }
        window.makeKeyAndVisible()
    }
}
