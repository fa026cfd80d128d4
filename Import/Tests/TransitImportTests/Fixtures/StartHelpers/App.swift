import UIKit

protocol Coordinating: AnyObject {
    var childCoordinators: [Coordinating] { get set }
    var navigationController: UINavigationController { get }
    func start()
}

// A helper every coordinator gets: it makes a navigation controller, hands it to the child the closure makes,
// starts the child, which fills it, and presents it. Only the child's own steps remove it again.
extension Coordinating {
    func presentModalCoordinator<C: Coordinating>(makeCoordinator: (UINavigationController) -> C) {
        let modal = UINavigationController()
        let child = makeCoordinator(modal)
        childCoordinators.append(child)
        child.start()
        navigationController.present(modal, animated: true)
    }
}

class BaseCoordinator<Step>: Coordinating {
    var childCoordinators: [Coordinating] = []
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {}
}

final class MainViewController: UIViewController {
    var onSend: (() -> Void)?
    var onReceive: (() -> Void)?
    var onSettings: (() -> Void)?
    @objc private func sendTapped() { onSend?() }
    @objc private func settingsTapped() { onSettings?() }
    @objc private func receiveTapped() { onReceive?() }
}
final class SendViewController: UIViewController {}
final class ReceiveViewController: UIViewController {}
final class SettingsViewController: UIViewController {}

enum MainStep { case none }

final class MainCoordinator: BaseCoordinator<MainStep> {
    override func start() {
        let main = MainViewController()
        main.onSend = { [weak self] in self?.toSend() }
        main.onReceive = { [weak self] in self?.toReceive() }
        main.onSettings = { [weak self] in self?.toSettings() }
        navigationController.setViewControllers([main], animated: false)
    }

    func toSend() {
        presentModalCoordinator(makeCoordinator: { SendCoordinator(navigationController: $0) })
    }

    // The same, written out: the child fills the controller it is handed before that is presented.
    func toReceive() {
        let modal = UINavigationController()
        let receive = ReceiveCoordinator(navigationController: modal)
        childCoordinators.append(receive)
        receive.start()
        navigationController.present(modal, animated: true)
    }

    // A factory method of the coordinator's own, called on self: the child it makes, not the coordinator itself.
    func toSettings() {
        let settings = self.makeSettingsCoordinator()
        childCoordinators.append(settings)
        settings.start()
    }

    private func makeSettingsCoordinator() -> SettingsCoordinator {
        SettingsCoordinator(navigationController: navigationController)
    }
}

final class SendCoordinator: BaseCoordinator<MainStep> {
    override func start() { navigationController.setViewControllers([SendViewController()], animated: false) }
}
final class SettingsCoordinator: BaseCoordinator<MainStep> {
    override func start() { navigationController.pushViewController(SettingsViewController(), animated: true) }
}
final class ReceiveCoordinator: BaseCoordinator<MainStep> {
    override func start() { navigationController.setViewControllers([ReceiveViewController()], animated: false) }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var main: MainCoordinator?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigationController = UINavigationController()
        let window = UIWindow()
        window.rootViewController = navigationController
        self.window = window
        main = MainCoordinator(navigationController: navigationController)
        main?.start()
        window.makeKeyAndVisible()
        return true
    }
}
