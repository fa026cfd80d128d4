// Coordinators as Presentables (element-style): routers whose setRootModule/push take a Presentable and show
// `module.toPresentable()` through a local and an animated/unanimated choice; the window router reached through
// `self.parameters.router` (a protocol); a split view made root with a child coordinator as its primary column.
import UIKit

protocol Presentable { func toPresentable() -> UIViewController }
extension UIViewController: Presentable { func toPresentable() -> UIViewController { self } }
protocol Coordinator: AnyObject, Presentable { func start() }

final class NavigationRouter {
    private let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func setRootModule(_ module: Presentable, animated: Bool = false) {
        let controller = module.toPresentable()
        guard controller is UINavigationController == false else { return }
        navigationController.setViewControllers([controller], animated: animated)
    }
    func push(_ module: Presentable, animated: Bool = true) {
        let controller = module.toPresentable()
        navigationController.pushViewController(controller, animated: animated)
    }
    func toPresentable() -> UIViewController { navigationController }
}

protocol RootRouterType: AnyObject {
    func setRootModule(_ module: Presentable)
}

final class RootRouter: RootRouterType {
    let window: UIWindow
    init(window: UIWindow) { self.window = window }
    func setRootModule(_ module: Presentable) {
        updateRootViewController(rootViewController: module.toPresentable(), animated: false, completion: nil)
        window.makeKeyAndVisible()
    }
    private func updateRootViewController(rootViewController: UIViewController?, animated: Bool, completion: (() -> Void)?) {
        if animated {
            UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                self.window.rootViewController = rootViewController
            }, completion: { _ in completion?() })
        } else {
            self.window.rootViewController = rootViewController
            completion?()
        }
    }
}

final class SplitViewCoordinatorParameters {
    let router: RootRouterType
    init(router: RootRouterType) { self.router = router }
}

@UIApplicationMain
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var appCoordinator: AppCoordinator?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window
        let coordinator = AppCoordinator(router: RootRouter(window: window))
        coordinator.start()
        appCoordinator = coordinator
        return true
    }
}

final class AppCoordinator: Coordinator {
    let router: RootRouter
    var childCoordinators: [Coordinator] = []
    init(router: RootRouter) { self.router = router }
    func start() { showSplitView() }
    private func showSplitView() {
        let split = SplitViewCoordinator(router: router)
        split.start()
        childCoordinators.append(split)
    }
    func toPresentable() -> UIViewController { fatalError() }
}

final class SplitViewCoordinator: Coordinator {
    let parameters: SplitViewCoordinatorParameters
    let splitViewController = UISplitViewController()
    var childCoordinators: [Coordinator] = []
    private var hasStartedOnce = false
    init(router: RootRouterType) { self.parameters = SplitViewCoordinatorParameters(router: router) }
    func start() {
        if hasStartedOnce == false {
            hasStartedOnce = true
            let master: HomeCoordinator = useHome ? self.createHomeCoordinator() : self.createHomeCoordinator()
            master.start()
            let detail = UINavigationController(rootViewController: PlaceholderViewController())
            splitViewController.viewControllers = [master.toPresentable(), detail]
            childCoordinators.append(master)
            self.parameters.router.setRootModule(self.splitViewController)
        }
    }
    private var useHome = true
    private func createHomeCoordinator() -> HomeCoordinator { HomeCoordinator() }
    func toPresentable() -> UIViewController { splitViewController }
}

final class HomeCoordinator: Coordinator {
    private let navigationRouter: NavigationRouter
    private var hasStartedOnce = false
    init() { navigationRouter = NavigationRouter(navigationController: UINavigationController()) }
    func start() {
        if hasStartedOnce == false {
            let home = HomeViewController.instantiate()
            home.onSelect = { [weak self] in self?.showRoom() }
            navigationRouter.setRootModule(home)
        }
    }
    private func showRoom() { navigationRouter.push(RoomViewController()) }
    func toPresentable() -> UIViewController { navigationRouter.toPresentable() }
}

class HomeViewController: UIViewController {
    var onSelect: (() -> Void)?
    static func instantiate() -> Self {
        let storyboard = UIStoryboard(name: "Main", bundle: .main)
        guard let vc = storyboard.instantiateViewController(withIdentifier: "HomeViewController") as? Self else { fatalError() }
        return vc
    }
    @objc func didTapRow() { onSelect?() }
}
final class RoomViewController: UIViewController {}
final class PlaceholderViewController: UIViewController {}
