import UIKit

// The tab bar, its tabs and the first screens are made in Main.storyboard; the Swift reads scenes by identifier.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
        self.window = window
        window.makeKeyAndVisible()
    }
}

final class MainTabBarController: UITabBarController {}

final class FeedViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = storyboard!.instantiateViewController(withIdentifier: "Detail")
        navigationController?.pushViewController(detail, animated: true)
    }
}

final class DetailViewController: UIViewController {}

final class SettingsViewController: UIViewController {
    @IBAction func showAbout() {
        let about = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "AboutNavigation")
        present(about, animated: true)
    }
}

final class AboutViewController: UIViewController {
    @IBAction func close() { dismiss(animated: true) }
    @IBAction func credits() { performSegue(withIdentifier: "showCredits", sender: self) }
}

final class LicensesViewController: UIViewController {}
final class CreditsViewController: UIViewController {}
