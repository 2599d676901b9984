import Foundation
import UIKit

/// What most samples share: buttons across the window with a log pane under them, and
/// a run-loop observer that logs phases.
extension SampleViewController {
    /// Constraints that put `buttons` `spacing` below `anchor`, 8 points in from the
    /// root's sides, and, if given, `pane` 8 below the buttons down to `bottom` (the
    /// root's bottom, 8 points up, by default).
    public func buttonsAndPaneConstraints(_ buttons: UIView, below anchor: NSLayoutYAxisAnchor, spacing: CGFloat,
                                          pane: UIView? = nil, above bottom: NSLayoutYAxisAnchor? = nil) -> [NSLayoutConstraint] {
        let root: UIView = view
        var constraints = [
            buttons.topAnchor.constraint(equalTo: anchor, constant: spacing),
            buttons.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            buttons.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
        ]
        if let pane {
            constraints += [
                pane.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 8),
                pane.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                pane.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
                pane.bottomAnchor.constraint(equalTo: bottom ?? root.bottomAnchor, constant: -8),
            ]
        }
        return constraints
    }

    /// Logs `runloop, PHASE` for each of `activities` until ``stopObservingRunLoop()``
    /// (called when the view disappears).
    public func observeRunLoop(_ activities: RunLoopActivity) {
        stopObservingRunLoop()
        runLoopObserver = UIRunLoop.main.addObserver(activities: activities) { [weak self] activity in
            self?.log.add("runloop, \(activity)")
        }
    }
}
