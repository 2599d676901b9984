import Foundation
import UIKit

/// Frame helpers for tests.
@MainActor
public enum Frames {
    /// `"(x, y, w, h)"` with `%g` numbers, for readable comparisons.
    public static func text(_ rect: CGRect) -> String {
        func g(_ v: CGFloat) -> String { v == 0 ? "0" : String(format: "%g", Double(v)) }
        return "(\(g(rect.minX)), \(g(rect.minY)), \(g(rect.width)), \(g(rect.height)))"
    }

    /// The frames of `views` as text, one per view.
    public static func texts(_ views: [UIView]) -> [String] { views.map { text($0.frame) } }
}

/// A deterministic fixed-advance measurer for tests: 10 × 1 em per character at size 10
/// (`advance = 1 × pointSize`), ascent 0.8 em, descent 0.2 em.
@MainActor
public func makeTestTextMeasurer() -> FixedAdvanceTextMeasurer {
    FixedAdvanceTextMeasurer(advanceRatio: 1, ascentRatio: 0.8, descentRatio: 0.2)
}
