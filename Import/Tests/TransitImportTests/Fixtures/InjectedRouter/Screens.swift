import UIKit

final class PreloadingViewController: UIViewController {}
final class OnboardingViewController: UIViewController {}
final class RootSplitViewController: UISplitViewController {}
final class FilesViewController: UIViewController {
    @objc func openFile() {
        navigationController?.pushViewController(PreviewViewController(), animated: true)
    }
}
final class PreviewViewController: UIViewController {}
final class SettingsViewController: UIViewController {}

// Tabs made in the initialiser into an array that starts empty (`[UIViewController]()`), each wrapped in a library's
// navigation controller (its class is not in the app's sources; its name says what it is). The tab only older iOS
// shows is left out.
final class MainTabViewController: UITabBarController {
    init() {
        var rootViewControllers = [UIViewController]()
        rootViewControllers.append(Self.makeFiles())
        if #unavailable(iOS 26.0) {
            rootViewControllers.append(UIViewController())
        }
        rootViewControllers.append(Self.makeSettings())
        super.init(nibName: nil, bundle: nil)
        viewControllers = rootViewControllers
    }
    required init?(coder: NSCoder) { fatalError() }

    private static func makeFiles() -> UIViewController {
        let files = FilesViewController()
        return LargeTitleNavigationController(rootViewController: files)
    }
    private static func makeSettings() -> UIViewController {
        LargeTitleNavigationController(rootViewController: SettingsViewController())
    }
}
