import Foundation
import UIKit

extension ConstraintMakerExtendable {
    /// The left edge. Adds it to the statement (`make.top.left`).
    public var left: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.left]) }

    /// The top edge. Adds it to the statement (`make.top.left`).
    public var top: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.top]) }

    /// The bottom edge. Adds it to the statement (`make.top.left`).
    public var bottom: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.bottom]) }

    /// The right edge. Adds it to the statement (`make.top.left`).
    public var right: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.right]) }

    /// The leading edge (left in left-to-right layouts). Adds it to the statement (`make.top.left`).
    public var leading: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.leading]) }

    /// The trailing edge (right in left-to-right layouts). Adds it to the statement (`make.top.left`).
    public var trailing: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.trailing]) }

    /// The width. Adds it to the statement (`make.top.left`).
    public var width: ConstraintMakerExtendable<Kind.AddingDimension> { adding([.width]) }

    /// The height. Adds it to the statement (`make.top.left`).
    public var height: ConstraintMakerExtendable<Kind.AddingDimension> { adding([.height]) }

    /// The horizontal centre. Adds it to the statement (`make.top.left`).
    public var centerX: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.centerX]) }

    /// The vertical centre. Adds it to the statement (`make.top.left`).
    public var centerY: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.centerY]) }

    /// The last line's baseline (the bottom edge for a view without text). Adds it to the statement (`make.top.left`).
    public var lastBaseline: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.lastBaseline]) }

    /// The first line's baseline (the bottom edge for a view without text). Adds it to the statement (`make.top.left`).
    public var firstBaseline: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.firstBaseline]) }

    /// The left edge inset by the left layout margin. Adds it to the statement (`make.top.left`).
    public var leftMargin: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.leftMargin]) }

    /// The right edge inset by the right layout margin. Adds it to the statement (`make.top.left`).
    public var rightMargin: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.rightMargin]) }

    /// The top edge inset by the top layout margin. Adds it to the statement (`make.top.left`).
    public var topMargin: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.topMargin]) }

    /// The bottom edge inset by the bottom layout margin. Adds it to the statement (`make.top.left`).
    public var bottomMargin: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.bottomMargin]) }

    /// The leading edge inset by the leading layout margin. Adds it to the statement (`make.top.left`).
    public var leadingMargin: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.leadingMargin]) }

    /// The trailing edge inset by the trailing layout margin. Adds it to the statement (`make.top.left`).
    public var trailingMargin: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.trailingMargin]) }

    /// The horizontal centre of the area inside the layout margins. Adds it to the statement (`make.top.left`).
    public var centerXWithinMargins: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.centerXWithinMargins]) }

    /// The vertical centre of the area inside the layout margins. Adds it to the statement (`make.top.left`).
    public var centerYWithinMargins: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.centerYWithinMargins]) }

    /// Top, left, bottom and right. Adds it to the statement (`make.top.left`).
    public var edges: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.top, .left, .bottom, .right]) }

    /// Left and right. Adds it to the statement (`make.top.left`).
    public var horizontalEdges: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.left, .right]) }

    /// Top and bottom. Adds it to the statement (`make.top.left`).
    public var verticalEdges: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.top, .bottom]) }

    /// Top, leading, bottom and trailing. Adds it to the statement (`make.top.left`).
    public var directionalEdges: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.top, .leading, .bottom, .trailing]) }

    /// Leading and trailing. Adds it to the statement (`make.top.left`).
    public var directionalHorizontalEdges: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.leading, .trailing]) }

    /// Top and bottom (the vertical half of `directionalEdges`). Adds it to the statement (`make.top.left`).
    public var directionalVerticalEdges: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.top, .bottom]) }

    /// Width and height. Adds it to the statement (`make.top.left`).
    public var size: ConstraintMakerExtendable<Kind.AddingDimension> { adding([.width, .height]) }

    /// The horizontal and vertical centre. Adds it to the statement (`make.top.left`).
    public var center: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.centerX, .centerY]) }

    /// The four edges inset by the layout margins (pairs with `edges`). Adds it to the statement (`make.top.left`).
    public var margins: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.topMargin, .leftMargin, .bottomMargin, .rightMargin]) }

    /// Top, leading, bottom and trailing inset by the layout margins (pairs with `directionalEdges`). Adds it to the statement (`make.top.left`).
    public var directionalMargins: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]) }

    /// The centre of the area inside the layout margins (pairs with `center`). Adds it to the statement (`make.top.left`).
    public var centerWithinMargins: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.centerXWithinMargins, .centerYWithinMargins]) }
}
