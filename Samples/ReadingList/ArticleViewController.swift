import UIKit

/// One article, pushed from the list. Delete asks first, in an alert, then goes back.
class ArticleViewController: TracedViewController, UINibConnecting {
    @Outlet var summaryLabel: UILabel!
    @Outlet var deleteButton: UIButton!
    /// The article's place in the library.
    var index = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let article = Library.shared.articles[index]
        title = article.title
        navigationItem.largeTitleDisplayMode = .never
        summaryLabel.text = article.summary
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        trace("ArticleViewController deleteButton inWindow=\(describe(deleteButton.convert(deleteButton.bounds, to: nil)))")
    }

    func performAction(_ selector: String, sender: Any?) -> Bool {
        guard selector == "deleteTapped:" else { return false }
        deleteTapped()
        return true
    }

    func deleteTapped() {
        let alert = UIAlertController(title: "Delete this article?", message: "It leaves your reading list.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in trace("alert cancelled") })
        let delete = UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            guard let self else { return }
            trace("alert delete")
            Library.shared.articles.remove(at: index)
            navigationController?.popViewController(animated: true)
        }
        alert.addAction(delete)
        alert.preferredAction = delete
        present(alert, animated: true)
    }
}
