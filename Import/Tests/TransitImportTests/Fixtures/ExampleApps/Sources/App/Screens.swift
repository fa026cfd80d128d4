import UIKit

final class FeedViewController: UITableViewController {
    @objc func chooseWeek() {
        let nav = UINavigationController(rootViewController: YearViewController())
        present(nav, animated: true)
    }
}

/// Opens on its last week: the stack is set to itself and the week picker as its view loads.
final class YearViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.viewControllers = [self, WeekViewController()]
    }
    @objc func close() { dismiss(animated: true) }
}

final class WeekViewController: UITableViewController {
    @objc func settings() { present(SettingsTabsController(), animated: true) }
}

/// Its tabs are set as it is made, not in viewDidLoad.
final class SettingsTabsController: UITabBarController {
    init() {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [UINavigationController(rootViewController: GeneralViewController()), AboutViewController()]
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class GeneralViewController: UITableViewController {}
final class AboutViewController: UIViewController {}
