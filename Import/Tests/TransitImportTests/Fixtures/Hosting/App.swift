import SwiftUI
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var coordinator: AppCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        let navigationController = UINavigationController()
        window.rootViewController = navigationController
        self.window = window
        coordinator = AppCoordinator(navigationController: navigationController)
        coordinator?.start()
    }
}

/// A hosting controller that forwards the navigation bar's buttons to its SwiftUI view.
final class ActionableHostingViewController<Content: View>: UIHostingController<Content> {}

final class EventsViewModel: ObservableObject {
    var onSelect: ((String) -> Void)?
    var onCreate: (() -> Void)?
    func select(_ id: String) { onSelect?(id) }
}

final class EventDetailViewModel: ObservableObject {
    var onClose: (() -> Void)?
}

struct EventsView: View {
    @ObservedObject var viewModel: EventsViewModel
    var body: some View { Text("Events") }
}

struct EventDetailView: View {
    @ObservedObject var viewModel: EventDetailViewModel
    var body: some View { Text("Detail") }
}

struct CreateEventView: View {
    var onDone: () -> Void
    var body: some View { Button("Done", action: onDone) }
}

final class AppCoordinator {
    var childCoordinators: [AnyObject] = []
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        let viewModel = EventsViewModel()
        viewModel.onSelect = { [weak self] id in self?.showDetail(id) }
        viewModel.onCreate = { [weak self] in self?.showCreate() }
        let screen = ActionableHostingViewController(rootView: EventsView(viewModel: viewModel))
        navigationController.setViewControllers([screen], animated: false)
    }

    private func showDetail(_ id: String) {
        let viewModel = EventDetailViewModel()
        viewModel.onClose = { [weak self] in self?.navigationController.popViewController(animated: true) }
        navigationController.pushViewController(ActionableHostingViewController(rootView: EventDetailView(viewModel: viewModel)), animated: true)
    }

    private func showCreate() {
        let view = CreateEventView(onDone: { [weak self] in self?.navigationController.dismiss(animated: true) })
        navigationController.present(UIHostingController(rootView: view), animated: true)
    }
}
