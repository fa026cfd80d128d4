// A child coordinator that is its navigation controller's delegate and ends when its first screen is no longer in
// the stack (`!viewControllers.contains(where: { $0.isKind(of: StartViewController.self) })` in willShow): the flow's
// `on willLeave Start`, which a long press past Start runs too. The child tells its parent through a delegate whose
// method says it went back (`importBackAction`) or was cancelled, and the parent removes its last child.
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator: AppCoordinator?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigationController = UINavigationController()
        window = UIWindow()
        window?.rootViewController = navigationController
        window?.makeKeyAndVisible()
        coordinator = AppCoordinator(navigationController: navigationController)
        coordinator?.start()
        return true
    }
}

protocol ImportFlowDelegate: AnyObject {
    func importBackAction()
    func importFlowDidCancel()
    func importFlowDidFinish()
}

final class AppCoordinator: ImportFlowDelegate {
    let navigationController: UINavigationController
    var childCoordinators: [AnyObject] = []
    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        let home = HomeViewController()
        home.onImport = { [weak self] in self?.startImport() }
        navigationController.setViewControllers([home], animated: false)
    }

    private func startImport() {
        let child = ImportCoordinator(navigationController: navigationController, delegate: self)
        childCoordinators.append(child)
        child.start()
    }

    private func removeChildCoordinator() {
        guard !childCoordinators.isEmpty else { return }
        childCoordinators.removeLast()
    }

    func importBackAction() { removeChildCoordinator() }
    func importFlowDidCancel() { removeChildCoordinator() }
    func importFlowDidFinish() {
        removeChildCoordinator()
        navigationController.popToRootViewController(animated: true)
    }
}

final class ImportCoordinator: NSObject, UINavigationControllerDelegate {
    let navigationController: UINavigationController
    weak var delegate: ImportFlowDelegate?
    var childCoordinators: [AnyObject] = []

    init(navigationController: UINavigationController, delegate: ImportFlowDelegate) {
        self.navigationController = navigationController
        self.delegate = delegate
        super.init()
        navigationController.delegate = self
    }

    func start() {
        let start = StartViewController()
        start.onNext = { [weak self] in self?.showScan() }
        navigationController.pushViewController(start, animated: true)
    }

    private func showScan() {
        let scan = ScanViewController()
        scan.onScanned = { [weak self] in self?.delegate?.importFlowDidFinish() }
        navigationController.pushViewController(scan, animated: true)
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        if !navigationController.viewControllers.contains(where: { $0.isKind(of: StartViewController.self) }) {
            // No start screen left in the stack: the user went back out of the flow.
            delegate?.importBackAction()
        }
    }
}

final class HomeViewController: UIViewController {
    var onImport: (() -> Void)?
    @objc private func importTapped() { onImport?() }
}
final class StartViewController: UIViewController {
    var onNext: (() -> Void)?
    @objc private func nextTapped() { onNext?() }
}
final class ScanViewController: UIViewController {
    var onScanned: (() -> Void)?
    @objc private func scanned() { onScanned?() }
}
