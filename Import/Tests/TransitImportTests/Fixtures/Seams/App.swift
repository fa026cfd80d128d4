import UIKit

protocol Coordinator: AnyObject { func start() }

// A tree of places: `children` here are nodes, not child coordinators, and `start` is not a flow's.
final class PlaceNode {
    var children: [PlaceNode] = []
    func start() {}
}

protocol EditorInteractorProtocol { func save() }
final class EditorInteractor: EditorInteractorProtocol { func save() {} }

protocol EditorViewControllerDelegate: AnyObject {
    func editorDidSave()
}

final class EditorViewController: UIViewController {
    weak var delegate: EditorViewControllerDelegate?
    private let interactor: EditorInteractorProtocol
    init(interactor: EditorInteractorProtocol) {
        self.interactor = interactor
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    @objc func onSave() {
        interactor.save()
        delegate?.editorDidSave()
    }
}

final class WelcomeViewController: UIViewController {}

// A screen that tells its view model it disappeared; the view model tells its coordinator, which ends.
final class ProfileViewModel {
    var coordinator: ProfileCoordinator!
    func viewDidDisappear() { coordinator.goBack() }
    func editTapped() { coordinator.showEdit() }
}
final class ProfileViewController: UIViewController {
    var viewModel: ProfileViewModel!
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        viewModel.viewDidDisappear()
    }
    @objc func edit() { viewModel.editTapped() }
}
final class ProfileCoordinator: Coordinator {
    let navigationController: UINavigationController
    var onEnd: (() -> Void)?
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let screen = ProfileViewController()
        let model = ProfileViewModel()
        model.coordinator = self
        screen.viewModel = model
        navigationController.pushViewController(screen, animated: true)
    }
    func showEdit() { navigationController.pushViewController(WelcomeViewController(), animated: true) }
    func goBack() { onEnd?() }
}
final class LoginViewController: UIViewController {}
final class HelpViewController: UIViewController { var onClose: (() -> Void)? }

extension UIViewController {
    static func instantiate<T>(storyboardName: String = "Main") -> T {
        UIStoryboard(name: storyboardName, bundle: nil).instantiateInitialViewController() as! T
    }
}

// A container of the app's own: it stacks its children, but has no back button and no edge swipe.
final class RootContainerViewController: UIViewController {
    private(set) var viewControllers: [UIViewController] = []
    func pushViewController(_ controller: UIViewController, animated: Bool) { viewControllers.append(controller) }
    func popViewController(animated: Bool) { viewControllers.removeLast() }
}

final class EditorCoordinator: Coordinator {
    let navigationController: UINavigationController
    var didFinish: ((EditorCoordinator) -> Void)?
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let editor = EditorViewController(interactor: EditorInteractor())
        editor.delegate = self
        navigationController.pushViewController(editor, animated: true)
    }
}

extension EditorCoordinator: @preconcurrency EditorViewControllerDelegate {
    func editorDidSave() {
        didFinish?(self)
    }
}

final class WelcomeCoordinator: Coordinator {
    let container: RootContainerViewController
    init(container: RootContainerViewController) { self.container = container }
    func start() {
        container.pushViewController(WelcomeViewController(), animated: true)
    }
}

final class AppCoordinator: Coordinator {
    let window: UIWindow
    let navigationController = UINavigationController()
    var childCoordinators: [Coordinator] = []
    init(window: UIWindow) { self.window = window }
    func start() {
        window.rootViewController = navigationController
        let editor = EditorCoordinator(navigationController: navigationController)
        editor.didFinish = { [weak self] child in
            self?.navigationController.popViewController(animated: true)
            self?.childCoordinators.removeAll { $0 === child }
        }
        childCoordinators.append(editor)
        editor.start()
    }
    let events = AsyncStream<Int> { _ in }
    func showLogin() {
        let login: LoginViewController = .instantiate(storyboardName: "Login")
        navigationController.pushViewController(login, animated: true)
    }
    func refresh() {
        Task { [weak self] in
            await self?.reload()
            self?.showLogin()
        }
    }
    func reload() async {}
    func listen() {
        Task { [weak self] in
            for await _ in self!.events { self?.showInfo() }
        }
    }
    // The same screen shown from two methods, each with its own closure for the same action.
    func showHelp() {
        let help = HelpViewController()
        help.onClose = { [weak self] in self?.navigationController.dismiss(animated: true) }
        navigationController.present(help, animated: true)
    }
    func showHelpFromSettings() {
        let help = HelpViewController()
        help.onClose = { [weak self] in self?.navigationController.dismiss(animated: true) }
        navigationController.present(help, animated: true)
    }
    // A factory closure: called for the coordinator it makes, not the coordinator ending.
    var makeChild: (String) -> Coordinator = { _ in EditorCoordinator(navigationController: UINavigationController()) }
    func showChild(id: String) {
        let child = makeChild(id)
        childCoordinators.append(child)
        child.start()
    }
    // A case chosen at run time by a ternary: the first, as a choice keeps its first arm.
    enum Which { case intro, home }
    func showFirst(fresh: Bool) { showScreen(fresh ? .intro : .home) }
    func showScreen(_ which: Which) {
        switch which {
        case .intro: navigationController.present(WelcomeViewController(), animated: true)
        case .home: navigationController.present(LoginViewController(), animated: true)
        }
    }
    func showInfo() {
        let info = WelcomeViewController()
        if UIDevice.current.userInterfaceIdiom == .pad {
            info.modalPresentationStyle = .formSheet
        } else {
            info.modalPresentationStyle = .pageSheet
        }
        navigationController.present(info, animated: true)
    }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var appCoordinator: AppCoordinator?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        self.window = window
        appCoordinator = AppCoordinator(window: window)
        appCoordinator?.start()
        window.makeKeyAndVisible()
        return true
    }
}
