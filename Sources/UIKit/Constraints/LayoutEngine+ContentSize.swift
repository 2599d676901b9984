import Cassowary
import Foundation

/// Content-size constraints: views whose intrinsic size or content priorities changed are
/// queued and re-read before the next solve.
@MainActor
extension LayoutEngine {
    // MARK: Content size

    /// Notes that `view`'s intrinsic size or content priorities must be re-read at the
    /// next solve.
    func queueContentSize(_ view: UIView) {
        guard pendingContentSizeIDs.insert(ObjectKey(view)).inserted else { return }
        pendingContentSize.append(view)
    }

    /// `invalidateIntrinsicContentSize()` or a priority change on a participant.
    func contentSizeDidChange(for view: UIView) {
        queueContentSize(view)
        changed()
    }

    /// Re-reads the queued views' intrinsic sizes: constant changes in place, added or
    /// removed constraints where an axis gains or loses a value or a priority changed.
    func processPendingContentSizes() {
        while !pendingContentSize.isEmpty {
            let views = pendingContentSize
            pendingContentSize.removeAll()
            pendingContentSizeIDs.removeAll()
            for view in views where participants[ObjectKey(view)] != nil {
                refreshContentSize(for: view)
            }
        }
    }
}
