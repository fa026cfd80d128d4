import UIKit

/// A vendored library's example app: its own Info.plist and Main.storyboard, nested in the library's folder.
final class MailExampleViewController: UITableViewController {
    @objc func compose() { present(UIViewController(), animated: true) }
}
