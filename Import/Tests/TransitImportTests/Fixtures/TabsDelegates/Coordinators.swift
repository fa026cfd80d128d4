import SwiftUI
import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

final class MainCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let window: UIWindow

    init(window: UIWindow) { self.window = window }

    func start() {
        let tabBarController = UITabBarController()
        let feed = FeedCoordinator(navigationController: UINavigationController())
        let profile = ProfileCoordinator(navigationController: UINavigationController())
        childCoordinators = [feed, profile]
        feed.start()
        profile.start()
        tabBarController.viewControllers = [feed.navigationController, profile.navigationController]
        window.rootViewController = tabBarController
    }
}

final class FeedCoordinator: Coordinator, FeedViewControllerDelegate {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        let feed = FeedViewController()
        feed.delegate = self
        navigationController.pushViewController(feed, animated: false)
    }

    func feedDidSelectPost(id: String) {
        let child = PostCoordinator(navigationController: navigationController)
        child.parentCoordinator = self
        childCoordinators.append(child)
        child.start()
    }

    func feedDidTapCompose() {
        let compose = ComposeViewController()
        let navigation = UINavigationController(rootViewController: compose)
        navigation.modalPresentationStyle = .fullScreen
        navigationController.present(navigation, animated: true)
    }

    func childDidFinish(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }
}

final class PostCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parentCoordinator: FeedCoordinator?
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        let post = PostViewController(postID: "1")
        post.coordinator = self
        navigationController.pushViewController(post, animated: true)
    }

    func close() {
        navigationController.popViewController(animated: true)
        parentCoordinator?.childDidFinish(self)
    }

    func didLeave() {
        parentCoordinator?.childDidFinish(self)
    }

    func showAuthor() {
        navigationController.pushViewController(UIHostingController(rootView: AuthorView()), animated: true)
    }
}

final class ProfileCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        navigationController.setViewControllers([ProfileViewController()], animated: false)
    }
}
