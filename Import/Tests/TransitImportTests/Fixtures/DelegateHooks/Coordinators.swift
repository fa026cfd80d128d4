import UIKit

class BaseCoordinator<Result> {
    var childCoordinators: [AnyObject] = []
    func start(with link: URL?) {}
    func store(_ child: AnyObject) { childCoordinators.append(child) }
    func free(_ child: AnyObject) { childCoordinators.removeAll { $0 === child } }
}

final class TestAppCoordinator: BaseCoordinator<Void> {
    private let window: UIWindow
    init(window: UIWindow) { self.window = window }
    override func start(with link: URL?) { window.rootViewController = UIViewController() }
}

final class AppCoordinator: BaseCoordinator<Void>, UINavigationControllerDelegate {
    private let window: UIWindow
    private let navigationController = UINavigationController()

    init(window: UIWindow) {
        self.window = window
        super.init()
        navigationController.delegate = self
        window.rootViewController = navigationController
    }

    override func start(with link: URL?) {
        if let link = link {
            showArticle(link.lastPathComponent)
        } else {
            navigationController.setViewControllers([ListViewController()], animated: false)
        }
    }

    func showArticle(_ id: String) {
        let article = ArticleCoordinator(navigationController: navigationController)
        article.onEnd = { [weak self, weak article] in
            self?.free(article!)
            self?.start(with: nil)
        }
        store(article)
        article.start(with: nil)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(from) else { return }
        if let article = from as? ArticleViewController {
            free(article.coordinator!)
        }
    }
}

final class ArticleCoordinator: BaseCoordinator<Void>, UIAdaptivePresentationControllerDelegate {
    var onEnd: (() -> Void)?
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    override func start(with link: URL?) {
        let article = ArticleViewController()
        article.coordinator = self
        navigationController.pushViewController(article, animated: true)
    }

    func share() {
        let sheet = ShareViewController()
        sheet.presentationController?.delegate = self
        navigationController.present(sheet, animated: true)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        onEnd?()
    }
}
