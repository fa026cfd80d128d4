import UIKit

final class InboxViewController: UIViewController {
    @objc private func compose() {
        present(UINavigationController(rootViewController: ComposeViewController()), animated: true)
    }
}

final class ComposeViewController: UIViewController {
    @objc private func cancel() { dismiss(animated: true) }
}
