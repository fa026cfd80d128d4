import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: SettingsViewController())
        window?.makeKeyAndVisible()
        return true
    }
}

/// A row of a static table: it keeps its action and runs it when the row is tapped.
final class StaticRow {
    let title: String
    let action: () -> Void
    init(title: String, action: @escaping () -> Void) { self.title = title; self.action = action }
}

final class SettingsViewController: UITableViewController {
    var certificateRow: StaticRow?
    var rows: [StaticRow] = []

    init() {
        super.init(style: .grouped)
        // Made as the screen is made; run when the row is tapped.
        certificateRow = StaticRow(title: "Certificate", action: { [weak self] in
            self?.navigationController?.pushViewController(CertificateViewController(), animated: true)
        })
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        let logs = StaticRow(title: "Logs") { [weak self] in
            self?.present(UINavigationController(rootViewController: LogsViewController()), animated: true)
        }
        rows = [logs]
        // A local closure that hands its closure to a control: kept for the tap, not run here.
        let makeButton: (String, @escaping UIActionHandler) -> UIButton = { title, action in
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.addAction(UIAction(handler: action), for: .primaryActionTriggered)
            return button
        }
        let passwordButton = makeButton("Password") { [weak self] _ in
            self?.present(PasswordViewController(), animated: true)
        }
        tableView.tableFooterView = passwordButton
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .action, menu: UIMenu(children: [
            UIAction(title: "Share app") { [weak self] _ in self?.present(ShareViewController(), animated: true) },
        ]))
    }

    @objc func resetTapped() {
        let alert = UIAlertController(title: "Reset?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Reset", style: .destructive) { [weak self] _ in
            self?.navigationController?.popToRootViewController(animated: true)
        })
        present(alert, animated: true)
    }
}

final class CertificateViewController: UIViewController {}
final class LogsViewController: UIViewController {}
final class ShareViewController: UIViewController {}
final class PasswordViewController: UIViewController {}
