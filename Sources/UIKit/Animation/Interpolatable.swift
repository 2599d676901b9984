import Foundation

/// A value an animation can move between two ends.
protocol Interpolatable: Equatable {
    /// The value `progress` of the way from `from` to `to` (progress may pass 1 or fall
    /// below 0, as a spring overshoots).
    static func interpolate(_ from: Self, _ to: Self, _ progress: Double) -> Self
}

extension CGFloat: Interpolatable {
    static func interpolate(_ from: CGFloat, _ to: CGFloat, _ progress: Double) -> CGFloat {
        from + (to - from) * CGFloat(progress)
    }
}

extension CGPoint: Interpolatable {
    static func interpolate(_ from: CGPoint, _ to: CGPoint, _ progress: Double) -> CGPoint {
        CGPoint(x: .interpolate(from.x, to.x, progress), y: .interpolate(from.y, to.y, progress))
    }
}

extension CGRect: Interpolatable {
    static func interpolate(_ from: CGRect, _ to: CGRect, _ progress: Double) -> CGRect {
        CGRect(x: .interpolate(from.minX, to.minX, progress), y: .interpolate(from.minY, to.minY, progress),
               width: max(0, .interpolate(from.width, to.width, progress)),
               height: max(0, .interpolate(from.height, to.height, progress)))
    }
}

/// Colours move component by component; `nil` (no background) is the other end's
/// colour at zero opacity, so a colour fades in or out.
struct AnimatableColor: Interpolatable {
    var color: UIColor?

    static func interpolate(_ from: AnimatableColor, _ to: AnimatableColor, _ progress: Double) -> AnimatableColor {
        guard from.color != nil || to.color != nil else { return to }
        let a = from.color ?? to.color!.withAlphaComponent(0)
        let b = to.color ?? from.color!.withAlphaComponent(0)
        return AnimatableColor(color: UIColor(red: .interpolate(a.red, b.red, progress),
                                              green: .interpolate(a.green, b.green, progress),
                                              blue: .interpolate(a.blue, b.blue, progress),
                                              alpha: .interpolate(a.alpha, b.alpha, progress)))
    }
}
