import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: scene)
        window?.rootViewController = UINavigationController(rootViewController: AccountViewController())
        window?.makeKeyAndVisible()
    }
}

final class Session { var isPro = false }
enum Provider { case apple, mail }

final class AccountViewController: UIViewController {
    let session = Session()
    var provider = Provider.apple
    var name = ""

    // What the app knows only at run time picks the way: each way is an action of its own.
    @objc func exportTapped() {
        if session.isPro {
            navigationController?.pushViewController(ExportViewController(), animated: true)
        } else {
            present(UpgradeViewController(), animated: true)
        }
    }

    @objc func signIn() {
        switch provider {
        case .apple: present(AppleSignInViewController(), animated: true)
        case .mail: navigationController?.pushViewController(MailSignInViewController(), animated: true)
        }
    }

    @objc func save() {
        guard !name.isEmpty else {
            let alert = UIAlertController(title: "Name missing", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
            return
        }
        navigationController?.pushViewController(SavedViewController(), animated: true)
    }
}

final class ExportViewController: UIViewController {
    // Where the screen is shown picks the way: the explorer's state knows that, so it stays one action.
    @objc func close() {
        if navigationController?.topViewController == self {
            navigationController?.popViewController(animated: true)
        } else {
            dismiss(animated: true)
        }
    }
}

final class UpgradeViewController: UIViewController {}
final class AppleSignInViewController: UIViewController {}
final class MailSignInViewController: UIViewController {}
final class SavedViewController: UIViewController {}
