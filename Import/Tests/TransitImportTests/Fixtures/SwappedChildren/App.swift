// An app whose Info.plist is named for its target (`Home-Info.plist`, as INFOPLIST_FILE allows) and names the main
// storyboard; the storyboard's root holds one content child at a time, picked with an `if` expression and swapped in
// (the old child removed from its parent through a helper before the new one is added): `embed … replacing`.
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
    private func forwardNotification(_ info: [AnyHashable: Any]) {
        if let navigationController = window?.rootViewController as? UINavigationController,
           let root = navigationController.viewControllers.first as? RootViewController {
            root.handle(info)
        }
    }
}

enum Target { case sitemap, web }

final class RootViewController: UIViewController {
    private lazy var sitemapViewController = SitemapViewController()
    private lazy var webViewController = WebViewController()
    private var currentView: UIViewController?
    private var showsSitemap = true

    override func viewDidLoad() {
        super.viewDidLoad()
        switchView(target: showsSitemap ? .sitemap : .web)
    }

    @objc private func showWeb() { switchView(target: .web); announce(target: .web) }
    @objc private func showSettings() { navigationController?.pushViewController(SettingsViewController(), animated: true) }

    func handle(_ info: [AnyHashable: Any]) {}

    private func switchView(target: Target) {
        let targetView: UIViewController =
            if case .sitemap = target {
                sitemapViewController
            } else {
                webViewController
            }
        if currentView != targetView {
            if let currentView { removeView(viewController: currentView) }
            addView(viewController: targetView)
            currentView = targetView
        }
    }

    // A comparison with a known case decides too: `.web` was passed, so only the notice is shown.
    private func announce(target: Target) {
        if target != .sitemap { present(NoticeViewController(), animated: true) }
        if target == .sitemap { present(SitemapHelpViewController(), animated: true) }
    }

    private func addView(viewController: UIViewController) {
        addChild(viewController)
        view.addSubview(viewController.view)
        viewController.didMove(toParent: self)
    }

    private func removeView(viewController: UIViewController) {
        viewController.willMove(toParent: nil)
        viewController.view.removeFromSuperview()
        viewController.removeFromParent()
    }
}

final class SitemapViewController: UIViewController {
    @objc private func openPage() { navigationController?.pushViewController(PageViewController(), animated: true) }
}
final class WebViewController: UIViewController {}
final class PageViewController: UIViewController {}
final class SettingsViewController: UIViewController {}
final class NoticeViewController: UIViewController {}
final class SitemapHelpViewController: UIViewController {}
