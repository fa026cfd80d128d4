import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = RootTabBarController()
        window.makeKeyAndVisible()
        self.window = window
    }
}

/// iOS 18's tabs: each `UITab` makes its view controller when it is first shown; in sidebar mode a group's tabs are
/// rows of the sidebar.
final class RootTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        mode = .tabSidebar
        tabs = [
            UITab(title: "Events", image: UIImage(systemName: "calendar"), identifier: "events") { _ in
                UINavigationController(rootViewController: EventsViewController())
            },
            UITabGroup(title: "Teams", image: nil, identifier: "teams", children: [
                UITab(title: "Favorites", image: nil, identifier: "favorites") { _ in
                    let nav = UINavigationController(rootViewController: FavoritesViewController())
                    return nav
                },
            ]) { _ in UIViewController() },
            UISearchTab { _ in UINavigationController(rootViewController: SearchViewController()) },
        ]
    }
}

final class EventsViewController: UIViewController {
    @objc func openEvent() { navigationController?.pushViewController(EventViewController(), animated: true) }
}
final class EventViewController: UIViewController {}
final class FavoritesViewController: UIViewController {}
final class SearchViewController: UIViewController {}
