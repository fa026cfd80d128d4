import UIKit

// A copy kept from before the rewrite: no target compiles it.
final class LegacyCoordinator {
    var childCoordinators: [AnyObject] = []
    let navigationController = UINavigationController()
    func start() { navigationController.pushViewController(LegacyInboxViewController(), animated: false) }
}

final class LegacyInboxViewController: UIViewController {}
