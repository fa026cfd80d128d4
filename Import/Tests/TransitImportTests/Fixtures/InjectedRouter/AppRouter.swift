import UIKit

// Named a router, a struct, no start(): it owns the window (a computed property reaching the scene's) and picks its
// root, so it routes the app as a root coordinator does.
struct AppRouter: AppNavigable {
    var window: UIWindow? {
        (UIApplication.shared.connectedScenes.first?.delegate as? SceneDelegate)?.window
    }

    func prepareRootViewController(currentState: RootViewControllerState) {
        switch currentState {
        case .splashScreen: showSplashScreen()
        case .onboarding: showOnboarding()
        case .mainViewController: showMainViewController()
        }
    }

    // Shows what it is given: a wrapper, not a choice of its own.
    func setRootViewController(_ viewController: UIViewController) {
        window?.rootViewController = viewController
    }

    func showSplashScreen() {
        guard let window else { return }
        window.rootViewController = PreloadingViewController()
    }

    func showOnboarding() {
        guard let window else { return }
        window.rootViewController = OnboardingViewController()
    }

    func showMainViewController() {
        guard let window else { return }
        if UIDevice.current.userInterfaceIdiom == .pad {
            window.rootViewController = RootSplitViewController()
        } else {
            window.rootViewController = MainTabViewController()
        }
    }
}

// An app extension's router: the same protocol, nothing shown.
struct InExtensionRouter: AppNavigable {
    func prepareRootViewController(currentState: RootViewControllerState) {}
}
