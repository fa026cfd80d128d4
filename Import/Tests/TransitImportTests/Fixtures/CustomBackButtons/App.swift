// Custom back buttons installed by an app extension of UIViewController (`addBackButton()` sets
// `navigationItem.leftBarButtonItem` with `#selector(onBack)`): the screens that call it have no system back button,
// no long press and no edge swipe, and the button's target is their action. A screen that passes its own selector
// (`customAction: #selector(close)`) keeps its own method as the action.
import UIKit

extension UIViewController {
    func addBackButton(customAction: Selector? = nil) {
        var action = #selector(onBack)
        if let customAction { action = customAction }
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "chevron.left"), style: .plain, target: self, action: action)
    }

    @objc func onBack() {
        navigationController?.popViewController(animated: true)
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
        window?.makeKeyAndVisible()
        return true
    }
}

final class HomeViewController: UIViewController {
    @objc private func openDetails() { navigationController?.pushViewController(DetailsViewController(), animated: true) }
}

final class DetailsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBackButton()
    }
    @objc private func openMore() { navigationController?.pushViewController(MoreViewController(), animated: true) }
}

final class MoreViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addBackButton(customAction: #selector(close))
    }
    @objc private func close() { navigationController?.popToRootViewController(animated: true) }
}
