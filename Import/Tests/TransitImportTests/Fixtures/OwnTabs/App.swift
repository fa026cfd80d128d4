import UIKit

final class PodcastsViewController: UIViewController {
    let picker = OptionsPicker()
    @objc func showOptions() { picker.show() }
}
final class DiscoverViewController: UIViewController {}
final class UpNextViewController: UIViewController {}
final class ProfileViewController: UIViewController {}
final class OptionsViewController: UIViewController {}

enum Utils {
    static func navController(for controller: UIViewController) -> UINavigationController {
        UINavigationController(rootViewController: controller)
    }
}

// A tab bar that builds its own tabs in viewDidLoad: an array given in the arms of an `if`, each wrapped by a helper.
final class MainTabBarController: UITabBarController {
    var showsUpNext = false
    override func viewDidLoad() {
        super.viewDidLoad()
        var tabs = [UIViewController]()
        let podcasts = PodcastsViewController()
        let discover = DiscoverViewController()
        let profile = ProfileViewController()
        if showsUpNext {
            tabs = [podcasts, discover, UpNextViewController(), profile]
        } else {
            tabs = [podcasts, discover, profile]
        }
        viewControllers = tabs.map { Utils.navController(for: $0) }
    }
}

// A picker shown in a window of its own above the app's: not the app's root.
final class OptionsPicker {
    var window: UIWindow?
    func show() {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = OptionsViewController()
        window?.windowLevel = .alert
        window?.makeKeyAndVisible()
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = MainTabBarController()
        self.window = window
        window.makeKeyAndVisible()
    }
}
