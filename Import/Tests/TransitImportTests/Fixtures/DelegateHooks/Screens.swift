import UIKit

final class ListViewController: UITableViewController {
    weak var coordinator: AppCoordinator?
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        coordinator?.showArticle("\(indexPath.row)")
    }
}

final class ArticleViewController: UIViewController {
    var coordinator: ArticleCoordinator?
    @objc func shareTapped() { coordinator?.share() }
}

final class ShareViewController: UIViewController {}
