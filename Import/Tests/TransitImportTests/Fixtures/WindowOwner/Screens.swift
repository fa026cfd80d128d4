import UIKit

final class WelcomeViewController: UIViewController {
    @objc func signIn() {
        navigationController?.pushViewController(SignInViewController(), animated: true)
    }
}
final class InviteViewController: UIViewController {
    init(code: String) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
}
final class SignInViewController: UIViewController {}
final class ChatListViewController: UIViewController {
    @objc func openChat() {
        navigationController?.pushViewController(ChatViewController(), animated: true)
    }
}
final class ChatViewController: UIViewController {}

final class SplitRootViewController: UISplitViewController {}
