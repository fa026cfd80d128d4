import UIKit
import SwiftUI

final class MainViewController: UIViewController {
    @objc func settingsTapped() { present(SettingsViewController(), animated: true) }
}
final class SettingsViewController: UIViewController {}

// The app's main coordinator: it owns the main screen, which the launch makes the window's root.
final class MainCoordinator {
    let controller = MainViewController()
    var childCoordinators: [AnyObject] = []
    func start() { controller.loadViewIfNeeded() }
}

// The app delegate hands the window to a launch state, which sets its root and starts the coordinator.
final class Launching {
    let window: UIWindow
    let mainCoordinator = MainCoordinator()
    init(window: UIWindow) { self.window = window }
    func run() {
        window.rootViewController = mainCoordinator.controller
        mainCoordinator.start()
        window.makeKeyAndVisible()
    }
}

// A SwiftUI wrapper whose `Coordinator` is its UIKit delegate, not a coordinator of the app's flow.
struct ScannerView: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ controller: UIViewController, context: Context) {}
    func makeCoordinator() -> Coordinator { Coordinator() }
    final class Coordinator: NSObject {
        var children: [AnyObject] = []
        func start() {}
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var state: Launching?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        self.window = window
        state = Launching(window: window)
        state?.run()
        return true
    }
}
