import UIKit
import Combine

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var coordinator: AppCoordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigation = UINavigationController()
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
        coordinator = AppCoordinator(navigationController: navigation)
        coordinator?.start()
        return true
    }
}

final class AppCoordinator {
    private let navigationController: UINavigationController
    private var children: [AnyObject] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let home = HomeViewController()
        home.onSettings = { [weak self] in self?.showSettings() }
        home.onCampaign = { [weak self] in self?.showCampaign() }
        home.onProfile = { [weak self] in self?.showProfile() }
        navigationController.pushViewController(home, animated: false)
    }

    private func showSettings() {
        navigationController.pushViewController(SettingsViewController(), animated: true)
    }

    private func showProfile() {
        navigationController.pushViewController(ProfileViewController(), animated: true)
    }

    private func showCampaign() {
        let modal = UINavigationController()
        let child = CampaignCoordinator(navigationController: modal)
        child.onFinish = { [weak self, weak child] in
            self?.navigationController.dismiss(animated: true)
            self?.children.removeAll { $0 === child }
        }
        children.append(child)
        child.start()
        modal.isModalInPresentation = true
        navigationController.present(modal, animated: true)
    }
}

final class HomeViewController: UIViewController {
    var onSettings: (() -> Void)?
    var onCampaign: (() -> Void)?
    var onProfile: (() -> Void)?

    @objc func settingsTapped() { onSettings?() }
    @objc func campaignTapped() { onCampaign?() }
    @objc func profileTapped() { onProfile?() }
}

/// Keeps the screen it is handed: a strong `let`.
final class CloseAccountCoordinator {
    private let sourceViewController: UIViewController
    init(sourceViewController: UIViewController) { self.sourceViewController = sourceViewController }
    func start() {
        let alert = UIAlertController(title: "Close account?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sourceViewController.present(alert, animated: true)
    }
}

final class SettingsViewController: UIViewController {
    // Settings → coordinator → Settings, from the first tap on "Close account".
    private lazy var closeAccountCoordinator = CloseAccountCoordinator(sourceViewController: self)

    @objc func closeAccountTapped() {
        closeAccountCoordinator.start()
    }
}

/// Keeps its callback weakly: no cycle.
final class ProfileViewController: UIViewController {
    private var onRefresh: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        onRefresh = { [weak self] in self?.view.setNeedsLayout() }
    }

    @objc func helpTapped() {
        present(HelpViewController(), animated: true)
    }
}

final class HelpViewController: UIViewController {}

final class CampaignStore {
    @Published var step = 0
}

final class CampaignCoordinator {
    var onFinish: (() -> Void)?
    private let navigationController: UINavigationController
    private let store = CampaignStore()
    private var cancellables = Set<AnyCancellable>()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let screen = CampaignViewController()
        screen.onCancel = { [weak self] in self?.onFinish?() }
        navigationController.setViewControllers([screen], animated: false)
        // The coordinator keeps the subscription, the subscription keeps the coordinator.
        store.$step.sink { step in self.advance(to: step) }.store(in: &cancellables)
    }

    private func advance(to step: Int) {}
}

final class CampaignViewController: UIViewController {
    var onCancel: (() -> Void)?
    @objc func cancelTapped() { onCancel?() }
}
