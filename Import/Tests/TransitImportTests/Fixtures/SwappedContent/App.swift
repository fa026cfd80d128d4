import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = RootViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

/// A container with one child at a time, swapped by setting `content`.
class ContainerViewController: UIViewController {
    var content: UIViewController? {
        willSet {
            content?.willMove(toParent: nil)
            content?.view.removeFromSuperview()
            content?.removeFromParent()
        }
        didSet {
            if let content {
                addChild(content)
                view.addSubview(content.view)
                content.didMove(toParent: self)
            }
        }
    }
}

final class RootViewController: ContainerViewController {
    let session = Session()

    override func viewDidLoad() {
        super.viewDidLoad()
        showCurrent()
    }

    func showCurrent() {
        if session.isSignedIn {
            content = UINavigationController(rootViewController: InboxViewController())
        } else {
            let signIn = SignInViewController()
            signIn.onSignedIn = { [weak self] in self?.content = UINavigationController(rootViewController: InboxViewController()) }
            content = signIn
        }
    }
}

final class Session { var isSignedIn = false }
final class SignInViewController: UIViewController { var onSignedIn: (() -> Void)? }
final class InboxViewController: UIViewController {
    @objc func openMessage() { navigationController?.pushViewController(MessageViewController(), animated: true) }
}
final class MessageViewController: UIViewController {}
