import UIKit

protocol Presentable { func toPresent() -> UIViewController? }
extension UIViewController: Presentable { func toPresent() -> UIViewController? { self } }

final class Router: NSObject, UINavigationControllerDelegate {
    private var completions: [UIViewController: () -> Void] = [:]
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        navigationController.delegate = self
    }
    func setRoot(_ module: Presentable) {
        guard let controller = module.toPresent() else { return }
        navigationController.setViewControllers([controller], animated: false)
    }
    func push(_ module: Presentable, animated: Bool = true, completion: (() -> Void)? = nil) {
        guard let controller = module.toPresent() else { return }
        if let completion { completions[controller] = completion }
        navigationController.pushViewController(controller, animated: animated)
    }
    func popModule(animated: Bool = true) {
        if let controller = navigationController.popViewController(animated: animated) {
            completions.removeValue(forKey: controller)?()
        }
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(from) else { return }
        completions.removeValue(forKey: from)?()
    }
}

class Coordinator {
    var childCoordinators: [Coordinator] = []
    func start() {}
    func addChild(_ c: Coordinator) { childCoordinators.append(c) }
    func removeChild(_ c: Coordinator?) { childCoordinators.removeAll { $0 === c } }
}

class ListViewController: UIViewController { var onSelect: (() -> Void)? }
class DetailViewController: UIViewController { var onSave: (() -> Void)? }

final class DetailCoordinator: Coordinator {
    let router: Router
    var onFinish: (() -> Void)?
    init(router: Router) { self.router = router }
    override func start() {
        let detail = DetailViewController()
        detail.onSave = { [weak self] in
            self?.router.popModule()
        }
        router.push(detail, completion: { [weak self] in self?.onFinish?() })
    }
}

final class ListCoordinator: Coordinator {
    let router: Router
    init(router: Router) { self.router = router }
    override func start() {
        let list = ListViewController()
        list.onSelect = { [weak self] in self?.showDetail() }
        router.setRoot(list)
    }
    func showDetail() {
        let child = DetailCoordinator(router: router)
        child.onFinish = { [weak self, weak child] in self?.removeChild(child) }
        addChild(child)
        child.start()
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator: ListCoordinator?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let navigationController = UINavigationController()
        window.rootViewController = navigationController
        self.window = window
        coordinator = ListCoordinator(router: Router(navigationController: navigationController))
        coordinator?.start()
        window.makeKeyAndVisible()
        return true
    }
}
