import Cassowary
import Foundation

extension UIView {
    /// The target size for the smallest fitting size: `(0, 0)`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The target size for the largest fitting size: `(10_000_000, 10_000_000)` (UIKit
    /// documents only "as large as possible"; its exact sentinel is not verified).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// What ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// does (it is in the class declaration, where it can be `open`).
    func performSystemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
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
