import Foundation

/// One property of one view on its way from `from` to `to`: the model already holds
/// `to`; `current` is what the screen shows (the presentation value).
struct PropertyAnimation<Value: Interpolatable> {
    var from: Value
    var to: Value
    let group: AnimationGroup
    var current: Value

    /// Moves `current` to where the group's timeline stands at `now`.
    @MainActor mutating func advance(to now: Double) {
        current = .interpolate(from, to, group.progress(at: now))
    }
}

/// What a view shows while it animates, property by property; `nil` where the screen
/// shows the model value.
@preconcurrency @MainActor
final class ViewAnimationState {
    var frame: PropertyAnimation<CGRect>?
    var boundsOrigin: PropertyAnimation<CGPoint>?
    var alpha: PropertyAnimation<CGFloat>?
    var transform: PropertyAnimation<CGAffineTransform>?
    var backgroundColor: PropertyAnimation<AnimatableColor>?
    /// An arranged view of a stack view hiding (1 → 0) or showing (0 → 1): drawn while
    /// it runs, whatever `isHidden` says, with its opacity scaled by this.
    var visibility: PropertyAnimation<CGFloat>?
    /// A transition's progress (0 → 1): the old drawing fades out as the new fades in.
    var transition: PropertyAnimation<CGFloat>?
    /// The view's drawing (its subtree, in its own coordinates) when the transition began.
    var transitionSnapshot: [DrawingCommand] = []

    var isEmpty: Bool {
        frame == nil && boundsOrigin == nil && alpha == nil && transform == nil && backgroundColor == nil && visibility == nil
            && transition == nil
    }

    /// The groups animating this view.
    var groups: [AnimationGroup] {
        var result: [AnimationGroup] = []
        if let frame { result.append(frame.group) }
        if let boundsOrigin { result.append(boundsOrigin.group) }
        if let alpha { result.append(alpha.group) }
        if let transform { result.append(transform.group) }
        if let backgroundColor { result.append(backgroundColor.group) }
        if let visibility { result.append(visibility.group) }
        if let transition { result.append(transition.group) }
        return result
    }

    /// Whether touches reach the view: only when every animation allows it.
    var allowsUserInteraction: Bool {
        groups.allSatisfy { $0.options.contains(.allowUserInteraction) }
    }
}
