import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var appCoordinator: BaseCoordinator<Void>!

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        if CommandLine.arguments.contains("UI-TESTING") {
            appCoordinator = TestAppCoordinator(window: window!)
            appCoordinator.start(with: nil)
            return true
        }
        appCoordinator = AppCoordinator(window: window!)
        appCoordinator.start(with: launchOptions?[.url] as? URL)
        return true
    }
}
