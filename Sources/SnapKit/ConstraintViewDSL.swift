import Foundation
import UIKit

extension UIView {
    /// The constraint DSL for this view: `view.snp.makeConstraints { make in … }`, and its
    /// attributes as targets (`view.snp.top`).
    @preconcurrency @MainActor public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}

/// The DSL's entry point for one view (`view.snp`).
///
/// ```swift
/// button.snp.makeConstraints { make in
///     make.center.equalToSuperview()
///     make.size.equalTo(CGSize(width: 100, height: 50))
/// }
/// ```
///
/// Each block turns the view's `translatesAutoresizingMaskIntoConstraints` off, runs the
/// statements, and installs their constraints as Masonry does: with a second view, on the
/// closest common superview; a size related to a constant, on the view itself; a position
/// related to a value, against the superview's same attribute. A statement with bad input
/// is logged with its call site and skipped; the others are still made.
///
/// The DSL's public types are main-actor isolated with `@preconcurrency`: Swift 5 code
/// that calls them from nonisolated code (an XCTest case, say) is warned, not refused.
@preconcurrency @MainActor
public struct ConstraintViewDSL: ConstraintDSL {
    /// The view the DSL constrains.
    public let view: UIView
    public var target: AnyObject { view }

    init(view: UIView) {
        self.view = view
    }
}
