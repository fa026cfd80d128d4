import UIKit
import RxSwift

/// The app's own helper over RxSwift: the closure runs each time the signal fires, not as viewDidLoad runs.
func subscribe<T>(_ disposeBag: DisposeBag, _ signal: Signal<T>, _ onNext: @escaping (T) -> Void) {
    signal.emit(onNext: onNext).disposed(by: disposeBag)
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: scene)
        window?.rootViewController = UINavigationController(rootViewController: ContactsViewController())
        window?.makeKeyAndVisible()
    }
}

final class ContactsViewController: UIViewController {
    private let viewModel = ContactsViewModel()
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        subscribe(disposeBag, viewModel.openRestoreSignal) { [weak self] in self?.showRestore() }
        subscribe(disposeBag, viewModel.openSettingsSignal) { [weak self] in
            self?.navigationController?.pushViewController(SettingsViewController(), animated: true)
        }
    }

    private func showRestore() {
        present(RestoreViewController(), animated: true)
    }
}

final class ContactsViewModel {
    let openRestoreSignal = Signal<Void>.empty()
    let openSettingsSignal = Signal<Void>.empty()
}

final class RestoreViewController: UIViewController {}
final class SettingsViewController: UIViewController {}
