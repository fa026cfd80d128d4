import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        func installRoot() {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = UINavigationController(rootViewController: WelcomeViewController())
            window.makeKeyAndVisible()
            self.window = window
        }
        installRoot()
        return true
    }
}

final class WelcomeViewController: UIViewController {
    @objc private func next() { navigationController?.pushViewController(TermsViewController(), animated: true) }
}
final class TermsViewController: UIViewController {}
