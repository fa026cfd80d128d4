import UIKit

/// The root is chosen two calls below the launch method, in a completion, through a local given in each arm; the
/// storyboard Info.plist names loads first and is replaced.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let session = Session()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        setUpWindow()
        return true
    }

    func setUpWindow() {
        session.restore { [weak self] in
            self?.presentMain()
        }
    }

    private func presentMain() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root: UIViewController
        if session.isSignedIn {
            root = UINavigationController(rootViewController: HomeViewController())
        } else {
            root = WelcomeViewController()
        }
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
    }
}

final class Session {
    var isSignedIn = false
    func restore(_ completion: @escaping () -> Void) { completion() }
}

final class SplashViewController: UIViewController {}

final class HomeViewController: UIViewController {
    @objc func openProfile() { navigationController?.pushViewController(ProfileViewController(), animated: true) }
}

final class ProfileViewController: UIViewController {}

final class WelcomeViewController: UIViewController {
    @objc func signIn() { present(SignInViewController(), animated: true) }
}

final class SignInViewController: UIViewController {}
