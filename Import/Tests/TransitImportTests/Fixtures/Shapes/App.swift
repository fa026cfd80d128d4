import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator: NotesCoordinator?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigationController = UINavigationController()
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigationController
        coordinator = NotesCoordinator(navigationController: navigationController)
        coordinator?.start()
        return true
    }
}

final class ToastPresenter {
    static let shared = ToastPresenter()
    func present(_ toast: ToastView) { UIApplication.shared.windows.first?.addSubview(toast) }
}

final class ToastView: UIView {}

final class NotesCoordinator {
    var childCoordinators: [AnyObject] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    deinit {
        navigationController.setViewControllers([], animated: false)
    }

    func start() {
        let list = NoteListViewController()
        list.onOpen = { [weak self] in self?.open() }
        list.onSaved = { ToastPresenter.shared.present(ToastView()) }
        navigationController.pushViewController(list, animated: false)
    }

    func open() {
        func open() {
            navigationController.present(NoteEditorViewController(), animated: true)
        }
        open()
    }
}

final class NoteListViewController: UIViewController {
    var onOpen: (() -> Void)?
    var onSaved: (() -> Void)?
}

final class NoteEditorViewController: UIViewController {
    @objc private func done() { dismiss(animated: true) }
}
