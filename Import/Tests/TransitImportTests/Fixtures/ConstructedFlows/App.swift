// A coordinator that shows through a presentation flow held as a protocol two app types adopt (push or modal); every
// construction of it passes `.pushFlow(…)`, a static factory declared `-> Self where Self == PushPresentationFlow`,
// so its `flow.startPresentation(vc)` pushes. Its view model makes a helper, gives it a closure to call when it is
// done (`initializer.onFinish = { … }`) and starts it: the closure runs after the start, as the screen's action.
import UIKit

protocol PresentationFlow {
    var navigationController: UINavigationController { get }
    func startPresentation(_ viewController: UIViewController, animated: Bool)
}

final class ModalPresentationFlow: PresentationFlow {
    let navigationController: UINavigationController
    let presentingController: UIViewController
    init(navigationController: UINavigationController, presentingController: UIViewController) {
        self.navigationController = navigationController
        self.presentingController = presentingController
    }
    func startPresentation(_ viewController: UIViewController, animated: Bool) {
        presentingController.present(viewController, animated: animated)
    }
}

final class PushPresentationFlow: PresentationFlow {
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func startPresentation(_ viewController: UIViewController, animated: Bool) {
        navigationController.pushViewController(viewController, animated: animated)
    }
}

extension PresentationFlow {
    static func pushFlow(navigationController: UINavigationController) -> Self where Self == PushPresentationFlow {
        .init(navigationController: navigationController)
    }
}
protocol Coordinator: AnyObject { func start() }
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var coordinator: LoadingCoordinator?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let nav = UINavigationController()
        window?.rootViewController = nav
        coordinator = LoadingCoordinator(flow: .pushFlow(navigationController: nav))
        coordinator?.start()
    }
}
final class DataInitializerCoordinator: Coordinator {
    var onFinish: (() -> Void)?
    func start() { onFinish?() }
}
final class LoadingViewModel {
    weak var coordinator: LoadingCoordinator!
    func initializeDataIfNeeded() {
        Task { @MainActor in
            let initializer = DataInitializerCoordinator()
            initializer.onFinish = {
                self.coordinator.didFinishLoadingSequence()
            }
            initializer.start()
        }
    }
}
final class LoadingCoordinator: Coordinator {
    let flow: PresentationFlow
    var childCoordinators: [Coordinator] = []
    init(flow: PresentationFlow) { self.flow = flow }
    func start() {
        let viewModel = LoadingViewModel()
        viewModel.coordinator = self
        let vc = LoadingViewController()
        vc.viewModel = viewModel
        flow.startPresentation(vc, animated: false)
    }
    func didFinishLoadingSequence() { flow.navigationController.setViewControllers([MainViewController()], animated: true) }
}
final class LoadingViewController: UIViewController {
    var viewModel: LoadingViewModel!
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        viewModel.initializeDataIfNeeded()
    }
}
final class MainViewController: UIViewController {}
