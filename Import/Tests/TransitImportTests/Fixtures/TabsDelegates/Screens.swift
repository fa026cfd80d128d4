import SwiftUI
import UIKit

protocol FeedViewControllerDelegate: AnyObject {
    func feedDidSelectPost(id: String)
    func feedDidTapCompose()
}

final class FeedViewController: UITableViewController {
    weak var delegate: FeedViewControllerDelegate?

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        delegate?.feedDidSelectPost(id: "\(indexPath.row)")
    }

    @objc private func composeTapped() {
        delegate?.feedDidTapCompose()
    }
}

final class ComposeViewController: UIViewController {
    @objc private func cancelTapped() {
        dismiss(animated: true)
    }
}

final class PostViewController: UIViewController {
    weak var coordinator: PostCoordinator?
    private let postID: String

    init(postID: String) {
        self.postID = postID
        super.init(nibName: nil, bundle: nil)
        hidesBottomBarWhenPushed = true
    }

    required init?(coder: NSCoder) { fatalError() }

    @IBAction func doneTapped(_ sender: Any) {
        coordinator?.close()
    }

    @IBAction func authorTapped(_ sender: Any) {
        coordinator?.showAuthor()
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent == nil { coordinator?.didLeave() }
    }
}

final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .edit)
    }
}

struct AuthorView: View {
    var body: some View { Text("Author") }
}
