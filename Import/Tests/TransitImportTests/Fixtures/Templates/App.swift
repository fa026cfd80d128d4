import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var root: RootCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        let navigationController = UINavigationController()
        window.rootViewController = navigationController
        self.window = window
        root = RootCoordinator(navigationController: navigationController, resolver: AppResolver())
        root?.start(mode: .push)
    }
}

enum PresentationMode { case push, present }

protocol Resolving {
    func resolve<T>(_ type: T.Type, argument: UINavigationController) -> T?
}

final class AppResolver: Resolving {
    func resolve<T>(_ type: T.Type, argument: UINavigationController) -> T? { nil }
}

class FlowCoordinator {
    var childCoordinators: [FlowCoordinator] = []
    let navigationController: UINavigationController
    var onFinish: (() -> Void)?

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start(mode: PresentationMode) {
        let screen = build()
        switch mode {
        case .push: navigationController.pushViewController(screen, animated: true)
        case .present: navigationController.present(screen, animated: true)
        }
    }

    func build() -> UIViewController { fatalError("subclasses build their first screen") }
}

protocol ArticleListView: UIViewController {
    var onOpenHelp: (() -> Void)? { get set }
}

final class ArticleListViewController: UIViewController, ArticleListView {
    var onOpenHelp: (() -> Void)?
}

enum ScreenFactory {
    static func makeArticleList() -> ArticleListView { ArticleListViewController() }
}

final class RootCoordinator: FlowCoordinator {
    private let resolver: Resolving

    init(navigationController: UINavigationController, resolver: Resolving) {
        self.resolver = resolver
        super.init(navigationController: navigationController)
    }

    override func build() -> UIViewController {
        let list = ScreenFactory.makeArticleList()
        list.onOpenHelp = { [weak self] in self?.showHelp() }
        return list
    }

    private func showHelp() {
        guard let help = resolver.resolve(HelpCoordinator.self, argument: navigationController) else { return }
        childCoordinators.append(help)
        help.onFinish = { [weak self, weak help] in
            self?.childCoordinators.removeAll { $0 === help }
        }
        help.start(mode: .present)
    }
}

final class HelpCoordinator: FlowCoordinator {
    override func build() -> UIViewController {
        let help = HelpViewController()
        help.onClose = { [weak self] in
            self?.navigationController.dismiss(animated: true)
            self?.onFinish?()
        }
        return help
    }
}

final class HelpViewController: UIViewController {
    var onClose: (() -> Void)?
}
