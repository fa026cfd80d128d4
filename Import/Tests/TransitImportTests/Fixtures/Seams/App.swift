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
