import UIKit

final class BannerView: UIView {
    weak var rootViewController: UIViewController?
}

// The rows' segues are named by constants; an ad banner's `rootViewController` is the banner's, not the window's.
final class HomeViewController: UITableViewController {
    let ferriesSegue = "FerriesSegue"
    let bannerView = BannerView()

    enum Segue: String { case CamerasSegue }

    override func viewDidLoad() {
        super.viewDidLoad()
        bannerView.rootViewController = self
    }

    var selectedRow = -1

    // A row tapped again pops its column to the root; any other row shows its screen: one action per row still.
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if selectedRow == indexPath.row && (splitViewController?.viewControllers.count ?? 0) > 1 {
            navigationController?.popToRootViewController(animated: true)
        } else {
            switch indexPath.row {
            case 0: performSegue(withIdentifier: ferriesSegue, sender: self)
            case 1: performSegue(withIdentifier: "TollsSegue", sender: self)   // a storyboard reference, shown as a detail
            default: performSegue(withIdentifier: Segue.CamerasSegue.rawValue, sender: self)
            }
        }
        selectedRow = indexPath.row
    }
}

// A navigation controller made here and given its stack: the stack of that controller, not the one on screen.
final class TollsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let nav = UIStoryboard(name: "Tolls", bundle: nil).instantiateInitialViewController() as! UINavigationController
        nav.setViewControllers([TollDetailViewController()], animated: false)
        present(nav, animated: true)
    }
}
final class TollDetailViewController: UIViewController {}

// A storyboard split view: drafted collapsed, as on an iPhone, its primary column is what the launch shows.
final class HomeSplitViewController: UISplitViewController {}

final class FerriesViewController: UIViewController {}
final class CamerasViewController: UIViewController {}

// No code sets the window's root: Info.plist names the main storyboard. The notification handler only reads the
// root (a cast), later.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    func openFerries() {
        let root = window!.rootViewController as! UINavigationController
        root.pushViewController(FerriesViewController(), animated: true)
    }
}
