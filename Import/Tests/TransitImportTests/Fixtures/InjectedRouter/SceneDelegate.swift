import UIKit

// The scene delegate routes through an injected protocol that one app router implements (an app extension's no-op
// router implements it too). The root is picked in UIKit's launch order: a splash as the scene comes to the
// foreground, then the state read at run time once setup finishes.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    @LazyInjectService var appNavigable: AppNavigable

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let newWindow = UIWindow(windowScene: windowScene)
        window = newWindow
        newWindow.makeKeyAndVisible()
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        if window?.rootViewController == nil {
            appNavigable.prepareRootViewController(currentState: .splashScreen)
            Task {
                await migrate()
                finishSceneSetup()
            }
        }
    }

    func finishSceneSetup() {
        let currentState = RootViewControllerState.getCurrentState()
        appNavigable.prepareRootViewController(currentState: currentState)
    }

    func migrate() async {}
}

enum RootViewControllerState {
    case splashScreen, onboarding, mainViewController

    static func getCurrentState() -> RootViewControllerState { .onboarding }
}

protocol AppNavigable {
    func prepareRootViewController(currentState: RootViewControllerState)
}

@propertyWrapper struct LazyInjectService<T> {
    var wrappedValue: T { fatalError() }
}
