import Foundation

/// What a host implements to get a window on screen: after each display pass the core
/// says which part of the window changed, and the host paints it with
/// ``UIWindow/render(in:)`` into its back buffer and shows it.
@preconcurrency @MainActor
public protocol WindowPresenting: AnyObject {
    /// The window's content changed inside `dirtyRect` (window coordinates): a view was
    /// drawn, moved, resized, shown, hidden or recoloured. Called once per update cycle at
    /// most, after layout and drawing have finished, so painting now sees final frames.
    func windowNeedsPresent(_ window: UIWindow, dirtyRect: CGRect)

    /// The same, in detail: which rectangles changed, and which area scrolled rigidly
    /// (its pixels can be shifted rather than repainted). UIKit calls this one; the
    /// default implementation repaints ``PresentationUpdate/boundingRect`` through
    /// ``windowNeedsPresent(_:dirtyRect:)``.
    func windowNeedsPresent(_ window: UIWindow, update: PresentationUpdate)
}
