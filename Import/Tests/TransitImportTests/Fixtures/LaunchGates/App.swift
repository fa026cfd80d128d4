// A launch behind a gate: `application(_:didFinishLaunchingWithOptions:)` shows an "update your iOS" screen and
// returns early when the app is disabled, and otherwise builds nothing; the UI is built when the app becomes active,
// right after the launch. The usual way is the launch, not the gate's way out.
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var didSetupUI = false

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if AppDelegate.isAppDisabled() {
            setupUpdateOSUI()
            didSetupUI = true
            return false
        }
        registerDefaults()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        if !didSetupUI {
            setupUI()
            didSetupUI = true
        }
    }

    static func isAppDisabled() -> Bool { ProcessInfo.processInfo.operatingSystemVersion.majorVersion < 13 }

    private func registerDefaults() {}

    private func setupUI() {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
        window?.makeKeyAndVisible()
    }

    private func setupUpdateOSUI() {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UpdateOSViewController()
        window?.makeKeyAndVisible()
    }
}

final class HomeViewController: UIViewController {
    @objc private func showSettings() { navigationController?.pushViewController(SettingsViewController(), animated: true) }
}
final class SettingsViewController: UIViewController {}
final class UpdateOSViewController: UIViewController {}
