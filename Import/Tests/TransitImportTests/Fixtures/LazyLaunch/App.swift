import UIKit

protocol Coordinator: AnyObject { func start() }

final class WelcomeViewController: UIViewController {
    var onStart: (() -> Void)?
    @objc func startTapped() { onStart?() }
}
final class TermsViewController: UIViewController {}
final class HomeViewController: UIViewController {}

// The app's own container: it stacks screens with its own push, and shows no back button.
final class ContainerViewController: UIViewController {
    private(set) var viewControllers: [UIViewController] = []
    func pushViewController(_ controller: UIViewController, animated: Bool) { viewControllers.append(controller) }
}

protocol OnboardingStore { var hasAcceptedTerms: Bool { get } }

final class OnboardingCoordinator: Coordinator {
    let container: ContainerViewController
    let store: OnboardingStore
    var childCoordinators: [Coordinator] = []
    init(container: ContainerViewController, store: OnboardingStore) { self.container = container; self.store = store }
    func start() {
        let welcome = WelcomeViewController()
        welcome.onStart = { [weak self] in self?.toNextStep() }
        container.pushViewController(welcome, animated: false)
    }
    func toNextStep() {
        guard store.hasAcceptedTerms else {
            return toTerms()
        }
        finish()
    }
    func toTerms() { container.pushViewController(TermsViewController(), animated: true) }
    func finish() {}
}

final class AppCoordinator: Coordinator {
    private let container = ContainerViewController()
    let store: OnboardingStore
    var childCoordinators: [Coordinator] = []
    var rootViewController: UIViewController { container }
    init(store: OnboardingStore) { self.store = store }
    func start() {
        let onboarding = OnboardingCoordinator(container: container, store: store)
        start(coordinator: onboarding) { [unowned self] result in
            switch result {
            case .finished: self.toHome()
            }
        }
    }
    enum Result { case finished }
    func start(coordinator: Coordinator, completion: @escaping (Result) -> Void) {
        childCoordinators.append(coordinator)
        coordinator.start()
    }
    func toHome() { container.pushViewController(HomeViewController(), animated: true) }
}

struct Store: OnboardingStore { var hasAcceptedTerms: Bool { false } }

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    lazy var window: UIWindow? = UIWindow()
    lazy var appCoordinator: AppCoordinator = {
        let coordinator = AppCoordinator(store: Store())
        window?.rootViewController = coordinator.rootViewController
        return coordinator
    }()
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        appCoordinator.start()
        window?.makeKeyAndVisible()
        return true
    }
}
