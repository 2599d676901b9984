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

/// Transforms move by their parts, as Core Animation's do: translation, rotation (the
/// short way round), scale and shear each interpolated, so a quarter turn turns rather
/// than shrinking through the matrix's midpoint.
extension CGAffineTransform: Interpolatable {
    static func interpolate(_ from: CGAffineTransform, _ to: CGAffineTransform, _ progress: Double) -> CGAffineTransform {
        let a = Parts(from), b = Parts(to)
        var turn = b.rotation - a.rotation
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        let p = CGFloat(progress)
        let parts = Parts(tx: .interpolate(a.tx, b.tx, progress), ty: .interpolate(a.ty, b.ty, progress),
                          rotation: a.rotation + turn * p, sx: .interpolate(a.sx, b.sx, progress),
                          sy: .interpolate(a.sy, b.sy, progress), shear: .interpolate(a.shear, b.shear, progress))
        return parts.transform
    }

    /// A transform as scale, then shear, then rotation, then translation.
    private struct Parts {
        var tx, ty, rotation, sx, sy, shear: CGFloat

        init(tx: CGFloat, ty: CGFloat, rotation: CGFloat, sx: CGFloat, sy: CGFloat, shear: CGFloat) {
            self.tx = tx; self.ty = ty; self.rotation = rotation; self.sx = sx; self.sy = sy; self.shear = shear
        }

        init(_ t: CGAffineTransform) {
            tx = t.tx; ty = t.ty
            sx = (t.a * t.a + t.b * t.b).squareRoot()
            rotation = sx == 0 ? 0 : CGFloat(atan2(Double(t.b), Double(t.a)))
            let cosine = CGFloat(cos(Double(rotation))), sine = CGFloat(sin(Double(rotation)))
            // Undo the rotation: what is left is [[sx, 0], [shear·sy, sy]] in row form.
            let c = t.c * cosine + t.d * sine, d = -t.c * sine + t.d * cosine
            sy = d
            shear = sy == 0 ? 0 : c / sy
        }

        var transform: CGAffineTransform {
            let cosine = CGFloat(cos(Double(rotation))), sine = CGFloat(sin(Double(rotation)))
            // [[sx, 0], [shear·sy, sy]] then the rotation [[cos, sin], [−sin, cos]].
            let c0 = shear * sy, d0 = sy
            return CGAffineTransform(a: sx * cosine, b: sx * sine, c: c0 * cosine - d0 * sine, d: c0 * sine + d0 * cosine,
                                     tx: tx, ty: ty)
        }
    }
}
