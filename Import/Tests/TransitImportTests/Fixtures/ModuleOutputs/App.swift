import UIKit

// A module assembler returns its screen and an output whose callbacks the coordinator sets.
protocol CategoriesOutput: AnyObject { var onSelectCategory: ((String) -> Void)? { get set } }
protocol MealsOutput: AnyObject { var onFinish: (() -> Void)? { get set } }

final class CategoriesViewModel: CategoriesOutput {
    var onSelectCategory: ((String) -> Void)?
    func select(_ category: String) { onSelectCategory?(category) }
}
final class MealsViewModel: MealsOutput {
    var onFinish: (() -> Void)?
}
final class CategoriesViewController: UIViewController {
    let viewModel: CategoriesViewModel
    init(viewModel: CategoriesViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
final class MealsViewController: UIViewController {
    let viewModel: MealsViewModel
    init(viewModel: MealsViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

// A screen that hands its delegate's methods to a cell by reference: the cell's buttons call them later.
protocol IntroDelegate: AnyObject { func goToLogin() }
final class IntroCell: UICollectionViewCell { var onLogin: (() -> Void)? }
final class IntroViewController: UICollectionViewController {
    weak var delegate: IntroDelegate?
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "intro", for: indexPath) as! IntroCell
        cell.onLogin = delegate?.goToLogin
        return cell
    }
}

struct Assembler {
    func categories() -> (UIViewController, CategoriesOutput) {
        let model = CategoriesViewModel()
        return (CategoriesViewController(viewModel: model), model)
    }
    func meals() -> (UIViewController, MealsOutput) {
        let model = MealsViewModel()
        return (MealsViewController(viewModel: model), model)
    }
}

final class MealsCoordinator: IntroDelegate {
    let navigationController: UINavigationController
    let assembler = Assembler()
    var childCoordinators: [AnyObject] = []
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let (vc, output) = assembler.categories()
        output.onSelectCategory = { [unowned self] _ in self.showMeals() }
        navigationController.setViewControllers([vc], animated: false)
    }
    func showIntro() {
        let intro = IntroViewController(collectionViewLayout: UICollectionViewFlowLayout())
        intro.delegate = self
        navigationController.present(intro, animated: true)
    }
    func showMeals() {
        let (vc, output) = assembler.meals()
        output.onFinish = { [unowned self] in self.navigationController.popViewController(animated: true) }
        navigationController.pushViewController(vc, animated: true)
    }
    func goToLogin() { navigationController.dismiss(animated: true) }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var coordinator: MealsCoordinator?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        let navigationController = UINavigationController()
        window.rootViewController = navigationController
        coordinator = MealsCoordinator(navigationController: navigationController)
        coordinator?.start()
        self.window = window
        window.makeKeyAndVisible()
    }
}
