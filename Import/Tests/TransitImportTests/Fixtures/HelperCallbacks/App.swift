// A coordinator that hands a decision to a helper object of its own (a launch-state manager, held through a protocol
// one class adopts) and hears the outcome back as the helper's delegate: `manager.handleLaunchState(state)` runs the
// manager's method, its `delegate?.applicationShouldStart()` is the coordinator's own method, and the closure it is
// handed (`onContinue`) runs where the manager calls it, not after. A closure registered for later (its token kept
// in a property) does not run there. The dashboard is set through an app extension of UINavigationController that
// takes a completion, and the window root is replaced with that navigation controller afterwards.
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var appCoordinator: AppCoordinator?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        appCoordinator = AppCoordinator(window: window)
        appCoordinator?.start()
    }
}

enum LaunchState { case finished, serverError }

extension UINavigationController {
    func setViewControllers(_ viewControllers: [UIViewController], animated: Bool, completion: @escaping () -> Void) {
        setViewControllers(viewControllers, animated: animated)
        guard animated, let coordinator = transitionCoordinator else { completion(); return }
        coordinator.animate(alongsideTransition: nil) { _ in completion() }
    }
}

extension UIWindow {
    func replaceRootViewController(with viewController: UIViewController, animated: Bool = true) {
        guard animated else { rootViewController = viewController; return }
        UIView.transition(with: self, duration: 0.22, options: .transitionCrossDissolve) { self.rootViewController = viewController }
    }
}

protocol LaunchStateManagerDelegate: AnyObject {
    func applicationShouldStart()
    func updateIsRequired()
    func errorWhileLoading()
}

protocol LaunchStateManaging {
    func handleLaunchState(_ state: LaunchState)
    var delegate: LaunchStateManagerDelegate? { get set }
}

final class Observatory {
    private var observers: [(Bool) -> Void] = []
    func append(_ observer: @escaping (Bool) -> Void) -> Int { observers.append(observer); return observers.count }
}

final class LaunchStateManager: LaunchStateManaging {
    weak var delegate: LaunchStateManagerDelegate?
    private let reloads = Observatory()
    private var reloadObserverToken: Int?
    private var started = false
    var minimumVersion = 1

    func handleLaunchState(_ state: LaunchState) {
        checkConfiguration {
            switch state {
            case .finished: self.startApplication()
            case .serverError: self.delegate?.errorWhileLoading()
            }
        }
    }

    private func startApplication() {
        if !started {
            started = true
            reloadObserverToken = reloads.append { [weak self] failed in
                if failed { self?.delegate?.errorWhileLoading() }
            }
            delegate?.applicationShouldStart()
        }
    }

    private func checkConfiguration(onContinue: (() -> Void)?) {
        if minimumVersion <= 2 {
            onContinue?()
        } else {
            delegate?.updateIsRequired()
        }
    }
}

final class AppCoordinator: LaunchStateManagerDelegate {
    let window: UIWindow
    let navigationController = UINavigationController()
    var childCoordinators: [AnyObject] = []
    private var launchStateManager: LaunchStateManaging = LaunchStateManager()

    init(window: UIWindow) {
        self.window = window
        launchStateManager.delegate = self
    }

    func start() {
        let launch = LaunchViewController()
        launch.onStateKnown = { [weak self] state in self?.handleLaunchState(state) }
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        navigationController.viewControllers = [launch]
    }

    func handleLaunchState(_ state: LaunchState) {
        launchStateManager.handleLaunchState(state)
    }

    func applicationShouldStart() {
        navigateToDashboard(replacingWindowRoot: true)
    }

    private func navigateToDashboard(replacingWindowRoot: Bool = false) {
        if let existing = navigationController.viewControllers.first(where: { $0 is DashboardViewController }) {
            navigationController.popToViewController(existing, animated: true)
        } else {
            let dashboard = DashboardViewController()
            navigationController.setViewControllers([dashboard], animated: !replacingWindowRoot) {}
            if replacingWindowRoot {
                window.replaceRootViewController(with: navigationController)
            }
        }
    }

    func updateIsRequired() {
        navigationController.present(UpdateRequiredViewController(), animated: true)
    }

    func errorWhileLoading() {
        navigationController.present(ErrorViewController(), animated: true)
    }
}

final class LaunchViewController: UIViewController {
    var onStateKnown: ((LaunchState) -> Void)?
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onStateKnown?(.finished)
    }
}
final class DashboardViewController: UIViewController {
    @objc private func openSettings() { navigationController?.pushViewController(SettingsViewController(), animated: true) }
}
final class SettingsViewController: UIViewController {}
final class UpdateRequiredViewController: UIViewController {}
final class ErrorViewController: UIViewController {}
