import Foundation

/// A view's backing bitmap: what its `draw(_:)` drew into the Core Graphics context, at
/// the bounds size it was drawn for.
struct DrawnBitmap {
    let image: UIImage
    /// The bounds size (points) it was drawn at.
    let size: CGSize
}
