import UIKit
import Combine

// Screens made by a generic helper from the type the caller names; their steps reach the coordinator through a
// closure the helper keeps (it subscribes it to the screen's navigator), not at the push.
class SceneController<Step>: UIViewController {
    let navigator = PassthroughSubject<Step, Never>()
    required init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
enum WelcomeStep { case start }
enum TermsStep { case accept, decline }
final class Welcome: SceneController<WelcomeStep> {}
final class Terms: SceneController<TermsStep> {}

extension UINavigationController {
    func setRootViewControllerIfEmptyElsePush(viewController: UIViewController, animated: Bool = true) {
        if viewControllers.isEmpty {
            setViewControllers([viewController], animated: animated)
        } else {
            pushViewController(viewController, animated: animated)
        }
    }
}

protocol Coordinating: AnyObject {
    var navigationController: UINavigationController { get }
    var cancellables: Set<AnyCancellable> { get set }
    func start()
}

extension Coordinating {
    func push<S: SceneController<Step>, Step>(scene _: S.Type, navigationHandler: @escaping (Step) -> Void) {
        let scene = S()
        navigationController.setRootViewControllerIfEmptyElsePush(viewController: scene)
        scene.navigator.sink { navigationHandler($0) }.store(in: &cancellables)
    }
}

final class OnboardingCoordinator: Coordinating {
    let navigationController: UINavigationController
    var cancellables = Set<AnyCancellable>()
    var childCoordinators: [Coordinating] = []
    var didFinish: (() -> Void)?
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        push(scene: Welcome.self) { [unowned self] step in
            switch step {
            case .start: self.toTerms()
            }
        }
    }
    func toTerms() {
        push(scene: Terms.self) { [unowned self] step in
            switch step {
            case .accept: self.didFinish?()
            case .decline: self.navigationController.popViewController(animated: true)
            }
        }
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var onboarding: OnboardingCoordinator?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let navigationController = UINavigationController()
        window.rootViewController = navigationController
        self.window = window
        onboarding = OnboardingCoordinator(navigationController: navigationController)
        onboarding?.start()
        window.makeKeyAndVisible()
        return true
    }
}
