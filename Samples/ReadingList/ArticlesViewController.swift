import UIKit

/// The list: the storyboard's table view controller. A row shows the article (the
/// `showArticle` segue); the + button presents the add sheet (its `addArticle` segue).
class ArticlesViewController: UITableViewController {
    private let library = Library.shared

    override func viewDidLoad() {
        super.viewDidLoad()
        trace("ArticlesViewController viewDidLoad")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Article")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        traceAppearance("viewWillAppear", of: "ArticlesViewController")
        tableView.reloadData()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        traceAppearance("viewDidAppear", of: "ArticlesViewController", extra: "rows=\(library.articles.count)")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        traceAppearance("viewWillDisappear", of: "ArticlesViewController")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        traceAppearance("viewDidDisappear", of: "ArticlesViewController")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        library.articles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Article", for: indexPath)
        cell.textLabel?.text = library.articles[indexPath.row].title
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        performSegue(withIdentifier: "showArticle", sender: indexPath)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        trace("ArticlesViewController prepare \(segue.identifier ?? "-")")
        if let detail = segue.destination as? ArticleViewController, let indexPath = sender as? IndexPath {
            detail.index = indexPath.row
        }
        if let navigation = segue.destination as? UINavigationController,
           let add = navigation.topViewController as? AddArticleViewController {
            add.onSave = { [weak self] article in
                self?.library.articles.append(article)
                self?.tableView.reloadData()
            }
        }
    }
}
