import Foundation

/// What a view controller is to its parent: a container whose size the parent decides
/// and whose changes the parent hears (the fourth article's list of iOS 8 additions).
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    /// The size the container would like (for a parent that lays out by it).
    var preferredContentSize: CGSize { get }
    /// A child's ``preferredContentSize`` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// A child's view's fitting size may have changed (an intrinsic size inside it was
    /// invalidated).
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size a child gets when this container is `parentSize` (the default passes it on).
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    /// The window is about to change size.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// The traits are about to change.
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}

extension UIView {
    /// An intrinsic size in this view's subtree changed: the controller whose root view
    /// holds it tells its parent (``UIContentContainer/systemLayoutFittingSizeDidChange(forChildContentContainer:)``).
    func notifyContainerOfFittingSizeChange() {
        var current: UIView? = self
        while let view = current {
            if let controller = view.owningViewController {
                controller.parent?.systemLayoutFittingSizeDidChange(forChildContentContainer: controller)
                return
            }
            current = view.superview
        }
    }
}
