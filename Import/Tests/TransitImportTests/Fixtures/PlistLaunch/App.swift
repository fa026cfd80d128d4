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

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch indexPath.row {
        case 0: performSegue(withIdentifier: ferriesSegue, sender: self)
        default: performSegue(withIdentifier: Segue.CamerasSegue.rawValue, sender: self)
        }
    }
}

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
