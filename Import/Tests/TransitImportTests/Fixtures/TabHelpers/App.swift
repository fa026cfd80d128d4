import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: scene)
        window?.rootViewController = MainTabBarController()
        window?.makeKeyAndVisible()
    }
}

final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [
            makeTab(HomeViewController(), title: "Home", image: "house"),
            makeTab(SearchViewController(), title: "Search", image: "magnifyingglass"),
            makeTab(ProfileViewController(), title: "Profile", image: "person"),
        ]
    }

    private func makeTab(_ root: UIViewController, title: String, image: String) -> UINavigationController {
        let nav = UINavigationController(rootViewController: root)
        nav.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: image), tag: 0)
        return nav
    }
}

final class HomeViewController: UIViewController {
    @objc func open() { navigationController?.pushViewController(ArticleViewController(), animated: true) }
}
final class SearchViewController: UIViewController {}
final class ProfileViewController: UIViewController {}
final class ArticleViewController: UIViewController {}
