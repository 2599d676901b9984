import Foundation

extension NSLayoutConstraint {
    /// The visual-format body of a standard spacing made from a visual format, or `nil`.
    ///
    /// Standard spacing prints as UIKit prints it, `NSSpace(value)`:
    /// - between siblings: `H:[A]-(NSSpace(8))-[B](LTR)`;
    /// - to the superview's margins: `H:|-(NSSpace(0))-[A](LTR)` and `V:[A]-(NSSpace(0))-|`,
    ///   with the superview named `'|':UIView:0x….layoutMargins` because the spacing is
    ///   measured from its layout margins, not its edge.
    ///
    /// Items are printed in coordinate order (left to right, top to bottom), as
    /// UIKit's descriptions do. Every other constraint the binder makes is printed by the
    /// general description (`H:[A]-(8)-[B]`, `H:|-(20)-[A]`, `A.width == 100`).
    func visualFormatOriginBody(names: inout [String]) -> String? {
        guard let origin = visualFormatOrigin, let first = firstView, let second = secondView else { return nil }
        let axis = firstAttribute.kind == .yPosition ? "V:" : "H:"
        var suffix = ""
        if firstAttribute.isDirectional || secondAttribute.isDirectional {
            suffix = first.effectiveUserInterfaceLayoutDirection == .rightToLeft ? "(RTL)" : "(LTR)"
        }
        let relationText = relation == .equal ? "" : relation.symbol
        let space = "-(\(relationText)NSSpace(\(constant.formattedG)))-"
        switch origin {
        case .standardSpacing:
            // Baseline-to-baseline spacing prints as the equation it is.
            guard firstAttribute != .firstBaseline else { return nil }
            // `higher.lowEdge == lower.highEdge + 8`: the second item comes first on screen.
            return "\(axis)[\(second.layoutDescriptionName)]\(space)[\(first.layoutDescriptionName)]\(suffix)"
        case .standardMarginSpacing:
            if second === first.superview {
                names.append("'|':\(second.layoutDescriptionName).layoutMargins")
                return "\(axis)|\(space)[\(first.layoutDescriptionName)]\(suffix)"
            }
            if first === second.superview {
                names.append("'|':\(first.layoutDescriptionName).layoutMargins")
                return "\(axis)[\(second.layoutDescriptionName)]\(space)|\(suffix)"
            }
            return nil
        }
    }
}
