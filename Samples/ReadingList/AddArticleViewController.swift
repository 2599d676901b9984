import UIKit

/// The sheet that adds an article: a title field, Cancel and Save.
class AddArticleViewController: TracedViewController, UINibConnecting {
    @Outlet var titleField: UITextField!
    /// Called with the new article when Save is tapped.
    var onSave: ((Article) -> Void)?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        titleField.becomeFirstResponder()
    }

    func performAction(_ selector: String, sender: Any?) -> Bool {
        switch selector {
        case "cancelTapped:": dismiss(animated: true)
        case "saveTapped:": save()
        default: return false
        }
        return true
    }

    private func save() {
        let title = (titleField.text ?? "").trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return }
        trace("add saved '\(title)'")
        onSave?(Article(title: title, summary: "Added from the sheet."))
        dismiss(animated: true)
    }
}
