import Foundation

/// A transition between two controllers of a storyboard, as UIKit's: made when a segue
/// is performed, handed to the source's ``UIViewController/prepare(for:sender:)``, then
/// performed.
///
/// Subclasses override ``perform()`` for a transition of their own; the base class shows
/// the destination as the document's segue kind says (`show` pushes in a navigation
/// controller, `presentation` presents, …).
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier in the storyboard (nil for one without).
    open private(set) var identifier: String?
    /// The controller the segue starts from.
    open private(set) var source: UIViewController
    /// The controller it shows.
    open private(set) var destination: UIViewController
    /// The document's kind (`show`, `presentation`, …) for the base class's ``perform()``.
    var kind: StoryboardSegueTemplate.Kind = .show

    /// Creates a segue from `source` to `destination`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// Shows the destination as the segue's kind says: `show` through
    /// ``UIViewController/show(_:sender:)`` (pushed by the source's navigation controller,
    /// else presented), `showDetail` through
    /// ``UIViewController/showDetailViewController(_:sender:)``, `presentation` presented.
    open func perform() {
        switch kind {
        case .show: source.show(destination, sender: nil)
        case .showDetail: source.showDetailViewController(destination, sender: nil)
        case .presentation: source.present(destination, animated: true)
        }
    }
}

/// A segue as the storyboard describes it, kept on its source controller until it is
/// performed.
struct StoryboardSegueTemplate {
    /// The kinds this storyboard loader performs.
    enum Kind {
        case show, showDetail, presentation
    }

    let identifier: String?
    let destinationID: String
    let kind: Kind
    let presentationStyle: UIModalPresentationStyle?
    /// The document line, for reports.
    let line: Int
    /// The storyboard that makes the destination (the templates keep it alive, as a
    /// controller keeps its ``UIViewController/storyboard``).
    let storyboard: UIStoryboard
}
