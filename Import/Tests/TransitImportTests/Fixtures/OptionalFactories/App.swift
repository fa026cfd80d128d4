import UIKit
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = UINavigationController(rootViewController: KeysViewController())
    }
}
/// A module factory that may make nothing: `return nil` is the absence the caller guards against, not a screen.
enum EvmKeyModule {
    static func viewController(accountType: Int) -> UIViewController? {
        guard accountType > 0 else {
            return nil
        }
        return EvmKeyViewController()
    }
}
final class KeysViewController: UIViewController {
    @objc func open() {
        guard let viewController = EvmKeyModule.viewController(accountType: 1) else { return }
        navigationController?.pushViewController(viewController, animated: true)
    }
}
final class EvmKeyViewController: UIViewController {}
