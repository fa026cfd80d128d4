import UIKit

// The app's Info plist is `Info-Production.plist` (one per build flavour): what it says makes it the app's, not its
// name. No code sets the window's root: its main storyboard does.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
}

final class HUD {
    static func show() {}
    static func dismiss() {}
}

final class Tooltip {
    func dismiss() {}
}

// Shared code of two screens: what they do without overriding it is theirs.
class BaseListViewController: UIViewController {
    let tooltip = Tooltip()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(BannerViewController())
    }

    func openCourse() {
        navigationController?.pushViewController(CourseViewController(), animated: true)
    }

    func openProfile() {
        navigationController?.pushViewController(ProfileViewController(), animated: true)
    }

    func hideTip() {
        // A tooltip's and a progress HUD's `dismiss()`: not UIKit's, which takes `animated:`.
        tooltip.dismiss()
        HUD.dismiss()
    }
}

// Inherits openCourse and hideTip; its own openProfile presents; its viewDidLoad calls super's, so the banner is
// embedded as it loads.
final class HomeViewController: BaseListViewController {
    let shareButton = UIButton()

    // The button keeps the menu item its closure is made into: tapping it shares; loading does not.
    override func viewDidLoad() {
        super.viewDidLoad()
        shareButton.primaryAction = menuItem(image: "share") { [weak self] in
            self?.present(ShareViewController(), animated: true)
        }
    }

    func menuItem(image: String, _ handler: @escaping () -> Void) -> UIAction {
        UIAction(title: "", image: UIImage(named: image)) { _ in handler() }
    }

    override func openProfile() {
        present(ProfileViewController(), animated: true)
    }

    // The segue presents a navigation controller scene: Settings in its own navigation controller.
    func openSettings() {
        performSegue(withIdentifier: "ShowSettings", sender: nil)
    }
}

// Overrides viewDidLoad without calling super: the base's banner is not embedded.
final class CatalogViewController: BaseListViewController {
    override func viewDidLoad() {}
}

// It adds itself to the parent it is given: it becomes that parent's child, it embeds nothing of its own.
final class BannerViewController: UIViewController {
    func attach(to parent: UIViewController) {
        parent.addChild(self)
        didMove(toParent: parent)
    }
}

// Embedded by the storyboard's container view as Home loads: not an action of Home.
final class HeaderViewController: UIViewController {}

final class Loader {
    func load(success: @escaping () -> Void, failure: @escaping (Error) -> Void) {}
    func fetch() -> Loader { self }
    func done(_ body: @escaping () -> Void) -> Loader { self }
    func ensure(_ body: @escaping () -> Void) -> Loader { self }
    func `catch`(_ body: @escaping (Error) -> Void) {}
}

final class CourseViewController: UIViewController {
    let loader = Loader()

    // Success or failure: one of the two runs, never both.
    func enroll() {
        loader.load(success: { [weak self] in
            self?.navigationController?.pushViewController(LessonViewController(), animated: true)
        }, failure: { [weak self] _ in
            self?.present(ErrorViewController(), animated: true)
        })
    }

    // A promise chain: `.catch` runs instead of `.done`, `.ensure` in either case.
    func openCatalog() {
        HUD.show()
        loader.fetch().done { [weak self] in
            self?.navigationController?.pushViewController(CatalogViewController(), animated: true)
        }.ensure {
            HUD.dismiss()
        }.catch { [weak self] _ in
            self?.present(ErrorViewController(), animated: true)
        }
    }
}

final class LessonViewController: UIViewController {}
final class ShareViewController: UIViewController {}
final class SettingsViewController: UIViewController {
    func about() { navigationController?.pushViewController(LessonViewController(), animated: true) }
}
final class ErrorViewController: UIViewController {
    func close() { dismiss(animated: true) }
}
final class ProfileViewController: UIViewController {
    func close() { dismiss(animated: true) }

    // The next screen is presented by the one below, once this one has gone: not by this one as it goes.
    func openLesson() {
        let presenter = presentingViewController
        dismiss(animated: true) {
            presenter?.present(LessonViewController(), animated: true)
        }
    }
}
