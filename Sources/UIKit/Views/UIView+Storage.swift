import Foundation

// A view's internal state, grouped by concern. Each group is one stored property of
// `UIView` marked `@exclusivity(unchecked)` once: a layout pass reads these some 80 times
// per view, and the dynamic exclusivity check of a class property cost a fifth of a
// window resize. Only this module touches them, from the main actor, never through
// overlapping `inout` accesses.

/// What the deferred layout cycle has marked on a view (UIView+LayoutCycle.swift).
struct LayoutCycleState {
    var needsLayoutFlag = false
    /// This view or a descendant needs layout (propagated to the window).
    var subtreeNeedsLayout = false
    var needsUpdateConstraintsFlag = true
    var subtreeNeedsUpdateConstraints = true
    var needsDisplayFlag = false
    /// The part to redraw (`.null`: nothing yet; the whole bounds once marked without a rect).
    var dirtyRect: CGRect = .null
    var subtreeNeedsDisplay = false
    var isInLayoutSubviews = false
    var didCallSuperUpdateConstraints = false
    /// Direction of the next `exerciseAmbiguityInLayout()` step.
    var exerciseDirection = true
    /// Whether constraints of this window-less tree changed since its last layout (roots only).
    var treeConstraintsChanged = false
}

/// A view's part in the layout engine.
struct ViewEngineState {
    /// The constraints installed on this view (the public `constraints` adds the
    /// content-size ones).
    var installedConstraints: [NSLayoutConstraint] = []
    /// The autoresizing constraints installed for this view in its engine.
    var autoresizingConstraints: [NSAutoresizingMaskLayoutConstraint] = []
    /// The engine of a window-less tree while `layoutIfNeeded()` runs on it (roots only).
    var temporaryEngine: LayoutEngine?
    /// The content-size constraints of this view's last window-less layout, which
    /// `constraints` lists while no engine holds the view (as UIKit's does once a layout
    /// has been computed, window or not).
    var lastContentSizeConstraints: [NSLayoutConstraint] = []
    /// Whether the engine moved one of the view's variables (or its frame was set
    /// outside the engine, or it has new variables) since the engine's frame was last
    /// applied: layout skips the views whose frames are already what the engine says.
    /// (So a subclass whose `alignmentRectInsets` change while the engine's values stay
    /// the same keeps its old frame until one of its variables moves.)
    var engineFrameIsStale = true
    /// The width a height-for-width view is measured at in a fitting engine.
    var fittingWrapWidth: CGFloat?
    /// Content hugging and compression resistance per axis.
    var contentPriorities = ContentPriorities()
    /// Constraints that an Interface Builder document made per size class.
    var sizeClassVariations: SizeClassVariations?
    /// The engine of this view's last fitting measurement, while still valid.
    var fittingEngine: FittingEngine?
}

/// A view's margins, safe area and layout guides.
struct ViewMarginState {
    var marginsBase: LayoutMarginsBase = .absolute(UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    var appliedMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var storedSafeAreaInsets: UIEdgeInsets = .zero
    /// The guides added to the view (margins, safe area, readable content, user guides).
    var guideStorage: ViewGuides?
}

/// The stored values behind four public, overridable properties that layout reads for
/// every view (`contentMode`, `autoresizingMask`, `autoresizesSubviews`,
/// `preservesSuperviewLayoutMargins`): layout reads these directly, without the
/// exclusivity check a public stored property would cost (4.7 % of a resize pass,
/// measured).
struct ViewLayoutOptions {
    var contentMode: UIView.ContentMode = .scaleToFill
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    var preservesSuperviewLayoutMargins = false
}
