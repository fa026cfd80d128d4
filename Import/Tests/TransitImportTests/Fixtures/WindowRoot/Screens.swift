import UIKit

final class LoginViewController: UIViewController {
    var onLogin: (() -> Void)?
    var onForgotPassword: (() -> Void)?

    @IBAction func loginTapped(_ sender: UIButton) {
        onLogin?()
    }

    @objc private func forgotTapped() {
        onForgotPassword?()
    }
}

class BaseViewController: UIViewController {}

final class HomeViewController: BaseViewController {
    private let userName: String

    init(userName: String) {
        self.userName = userName
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    @objc private func showSettings() {
        let settings = SettingsViewController()
        settings.modalPresentationStyle = .formSheet
        present(settings, animated: true)
    }

    @objc private func openLink() {
        present(makeWebPage(), animated: true)
    }

    private func makeWebPage() -> UIViewController {
        remoteConfig.webPage()
    }
}

final class SettingsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        dismiss(animated: true)
    }
}
