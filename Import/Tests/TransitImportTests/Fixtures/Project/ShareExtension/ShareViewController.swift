import UIKit

// The share extension's screen: a program of its own, not a screen of the app.
final class ShareViewController: UIViewController {
    @objc func post() { present(UIViewController(), animated: true) }
}
