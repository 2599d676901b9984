import Cassowary
import Foundation

extension UIView {
    /// The target size for the smallest fitting size: `(0, 0)`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The target size for the largest fitting size: `(10_000_000, 10_000_000)` (UIKit
    /// documents only "as large as possible"; its exact sentinel is not verified).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size closest to `targetSize` that the view's constraints and content allow:
    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// with both priorities at ``UILayoutPriority/fittingSizeLevel``.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size of the view that its own constraints and content give when it is pulled
    /// towards `targetSize` at the given priorities (`.required` fixes that dimension).
    ///
    /// Solved in a separate engine holding the constraints installed on this view and its
    /// descendants, their content sizes and autoresizing constraints, plus the temporary
    /// `width == target.width` (`'_UITemporaryLayoutWidth'`) and `height == target.height`
    /// (`'_UITemporaryLayoutHeight'`); the view's own autoresizing constraints and its
    /// constraints to views outside are left out. No frame changes. The engine is kept
    /// for the next measurement until those constraints change (see `FittingEngine`).
    /// Multi-line labels inside are re-measured at the width they get until it settles
    /// (height-for-width).
    /// The result is rounded to whole pixels. A non-finite target or an invalid priority
    /// is logged and gives the current size.
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        guard targetSize.width.isFinite, targetSize.height.isFinite,
              horizontalFittingPriority.isValid, verticalFittingPriority.isValid else {
            LayoutDiagnostics.error("systemLayoutSizeFitting on \(layoutDescriptionName): invalid target \(targetSize) or priorities (\(horizontalFittingPriority), \(verticalFittingPriority)); returning the current size.")
            return boundsSize
        }
        // Generated constraints (a stack view's) must exist before measuring, as in UIKit.
        updateConstraintsIfNeeded()
        let fitting = engineState.fittingEngine ?? FittingEngine(root: self, target: targetSize, horizontal: horizontalFittingPriority,
                                                                 vertical: verticalFittingPriority)
        engineState.fittingEngine = fitting
        let size = fitting.measure(self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
        return CGSize(width: size.width.rounded(), height: size.height.rounded())
    }
}
