import UIKit

// The app delegate hands the window to an object that is not named a coordinator and has no start(): its initialiser
// picks the window's root.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var appCoordinator: AppCoordinator!

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window
        appCoordinator = AppCoordinator(window: window, accounts: Accounts())
        return true
    }
}

final class Accounts {
    var isConfigured: Bool { false }
}
