import Foundation

extension UIView {
    /// Options of the block-based animations, with UIKit's raw values.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates options from UIKit's raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews as they animate (accepted; layout inside the block animates anyway).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the animating views receive touches (by default they do not while they animate).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen. Every animation here does (as UIKit's additive
        /// animations since iOS 8 look), so this only documents the intent.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats for ever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs forwards, then backwards (each repetition, with ``repeat``).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Accepted; nested animations here never inherit a duration.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Accepted; nested animations here never inherit a curve.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Accepted (content is redrawn as it changes anyway).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Accepted for transitions.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Accepted; nested animations here never inherit options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at both ends (the default).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flip (drawn as a cross-dissolve here).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip (drawn as a cross-dissolve here).
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Page curl (drawn as a cross-dissolve here).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Page curl (drawn as a cross-dissolve here).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// The old content fades out as the new fades in.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip (drawn as a cross-dissolve here).
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip (drawn as a cross-dissolve here).
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The display's rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve these options name.
        var curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }

        /// Whether a transition other than none is named.
        var transition: UInt { (rawValue >> 20) & 0xF }
    }

    /// The timing curves of the block-based animations.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at both ends.
        case easeInOut
        /// Slow at the start.
        case easeIn
        /// Slow at the end.
        case easeOut
        /// Even speed.
        case linear
    }
}

/// Where an animation ends when it is finished early (``UIViewPropertyAnimator/finishAnimation(at:)``).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the final values.
    case end
    /// At the starting values.
    case start
    /// Where it is now.
    case current
}

/// The life of a ``UIViewPropertyAnimator``.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: the animations have not been added or have ended.
    case inactive
    /// Started or paused.
    case active
    /// Stopped without finishing: waiting for ``UIViewPropertyAnimator/finishAnimation(at:)``.
    case stopped
}
