import UIKit

enum SettingsRow { case general, appearance, about, version }

// Each row the user can tap is an action of its own: every arm of the switch is reachable, not only the first.
// A switch on something the user does not pick (the size class) stays a choice.
final class SettingsViewController: UITableViewController {
    let rows: [SettingsRow] = [.general, .appearance, .about, .version]

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch rows[indexPath.row] {
        case .general:
            navigationController?.pushViewController(GeneralSettingsViewController(), animated: true)
        case .appearance:
            navigationController?.pushViewController(AppearanceViewController(), animated: true)
        case .about:
            present(UINavigationController(rootViewController: AboutViewController()), animated: true)
        case .version:
            break
        }
    }

    @objc private func shareTapped() {
        switch traitCollection.horizontalSizeClass {
        case .regular: present(ShareViewController(), animated: true)
        default: navigationController?.pushViewController(ShareViewController(), animated: true)
        }
    }
}

final class GeneralSettingsViewController: UIViewController {}
final class AppearanceViewController: UIViewController {}
// Rows told apart by `if`s, in a row or chained with `else if`: each row is an action of its own too, so one tap
// never presents twice.
final class AboutViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.row == 0 {
            present(LicensesViewController(), animated: true)
        }
        if indexPath.row == 1 {
            present(ShareViewController(), animated: true)
        } else if indexPath.row == 2 {
            navigationController?.pushViewController(CreditsViewController(), animated: true)
        }
    }
}
final class LicensesViewController: UIViewController {}
final class CreditsViewController: UIViewController {}
final class ShareViewController: UIViewController {}
final class PromotionViewController: UIViewController {}
final class TourViewController: UIViewController {}

// As the screen appears, what only sometimes shows (a promotion to acknowledge, a tour not seen yet) is not shown
// on every appearance.
final class ProfileViewController: UIViewController {
    var promotionMessage: String?
    var shouldShowTour = false

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Settings", style: .plain, target: self, action: #selector(settingsTapped))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if promotionMessage != nil {
            present(PromotionViewController(), animated: true)
        }
        showTourIfNeeded()
    }

    private func showTourIfNeeded() {
        guard shouldShowTour else { return }
        present(TourViewController(), animated: true)
    }

    @objc private func settingsTapped() {
        navigationController?.pushViewController(SettingsViewController(), animated: true)
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: ProfileViewController())
        self.window = window
        window.makeKeyAndVisible()
        return true
    }
}
