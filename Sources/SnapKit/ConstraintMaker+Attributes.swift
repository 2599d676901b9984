import Foundation
import UIKit

extension ConstraintMaker {
    /// The left edge. Starts a statement for this attribute.
    public var left: ConstraintMakerExtendable<ConstraintKind.AbsoluteX> { extendable([.left]) }

    /// The top edge. Starts a statement for this attribute.
    public var top: ConstraintMakerExtendable<ConstraintKind.YAxis> { extendable([.top]) }

    /// The bottom edge. Starts a statement for this attribute.
    public var bottom: ConstraintMakerExtendable<ConstraintKind.YAxis> { extendable([.bottom]) }

    /// The right edge. Starts a statement for this attribute.
    public var right: ConstraintMakerExtendable<ConstraintKind.AbsoluteX> { extendable([.right]) }

    /// The leading edge (left in left-to-right layouts). Starts a statement for this attribute.
    public var leading: ConstraintMakerExtendable<ConstraintKind.DirectionalX> { extendable([.leading]) }

    /// The trailing edge (right in left-to-right layouts). Starts a statement for this attribute.
    public var trailing: ConstraintMakerExtendable<ConstraintKind.DirectionalX> { extendable([.trailing]) }

    /// The width. Starts a statement for this attribute.
    public var width: ConstraintMakerExtendable<ConstraintKind.Dimension> { extendable([.width]) }

    /// The height. Starts a statement for this attribute.
    public var height: ConstraintMakerExtendable<ConstraintKind.Dimension> { extendable([.height]) }

    /// The horizontal centre. Starts a statement for this attribute.
    public var centerX: ConstraintMakerExtendable<ConstraintKind.CenterX> { extendable([.centerX]) }

    /// The vertical centre. Starts a statement for this attribute.
    public var centerY: ConstraintMakerExtendable<ConstraintKind.YAxis> { extendable([.centerY]) }

    /// The last line's baseline (the bottom edge for a view without text). Starts a statement for this attribute.
    public var lastBaseline: ConstraintMakerExtendable<ConstraintKind.YAxis> { extendable([.lastBaseline]) }

    /// The first line's baseline (the bottom edge for a view without text). Starts a statement for this attribute.
    public var firstBaseline: ConstraintMakerExtendable<ConstraintKind.YAxis> { extendable([.firstBaseline]) }

    /// The left edge inset by the left layout margin. Starts a statement for this attribute.
    public var leftMargin: ConstraintMakerExtendable<ConstraintKind.AbsoluteX> { extendable([.leftMargin]) }

    /// The right edge inset by the right layout margin. Starts a statement for this attribute.
    public var rightMargin: ConstraintMakerExtendable<ConstraintKind.AbsoluteX> { extendable([.rightMargin]) }

    /// The top edge inset by the top layout margin. Starts a statement for this attribute.
    public var topMargin: ConstraintMakerExtendable<ConstraintKind.YAxis> { extendable([.topMargin]) }

    /// The bottom edge inset by the bottom layout margin. Starts a statement for this attribute.
    public var bottomMargin: ConstraintMakerExtendable<ConstraintKind.YAxis> { extendable([.bottomMargin]) }

    /// The leading edge inset by the leading layout margin. Starts a statement for this attribute.
    public var leadingMargin: ConstraintMakerExtendable<ConstraintKind.DirectionalX> { extendable([.leadingMargin]) }

    /// The trailing edge inset by the trailing layout margin. Starts a statement for this attribute.
    public var trailingMargin: ConstraintMakerExtendable<ConstraintKind.DirectionalX> { extendable([.trailingMargin]) }

    /// The horizontal centre of the area inside the layout margins. Starts a statement for this attribute.
    public var centerXWithinMargins: ConstraintMakerExtendable<ConstraintKind.CenterX> { extendable([.centerXWithinMargins]) }

    /// The vertical centre of the area inside the layout margins. Starts a statement for this attribute.
    public var centerYWithinMargins: ConstraintMakerExtendable<ConstraintKind.YAxis> { extendable([.centerYWithinMargins]) }

    /// Top, left, bottom and right. Starts a statement for this attribute.
    public var edges: ConstraintMakerExtendable<ConstraintKind.Edges> { extendable([.top, .left, .bottom, .right]) }

    /// Left and right. Starts a statement for this attribute.
    public var horizontalEdges: ConstraintMakerExtendable<ConstraintKind.HorizontalEdges> { extendable([.left, .right]) }

    /// Top and bottom. Starts a statement for this attribute.
    public var verticalEdges: ConstraintMakerExtendable<ConstraintKind.VerticalEdges> { extendable([.top, .bottom]) }

    /// Top, leading, bottom and trailing. Starts a statement for this attribute.
    public var directionalEdges: ConstraintMakerExtendable<ConstraintKind.DirectionalEdges> { extendable([.top, .leading, .bottom, .trailing]) }

    /// Leading and trailing. Starts a statement for this attribute.
    public var directionalHorizontalEdges: ConstraintMakerExtendable<ConstraintKind.DirectionalHorizontalEdges> { extendable([.leading, .trailing]) }

    /// Top and bottom (the vertical half of `directionalEdges`). Starts a statement for this attribute.
    public var directionalVerticalEdges: ConstraintMakerExtendable<ConstraintKind.VerticalEdges> { extendable([.top, .bottom]) }

    /// Width and height. Starts a statement for this attribute.
    public var size: ConstraintMakerExtendable<ConstraintKind.Size> { extendable([.width, .height]) }

    /// The horizontal and vertical centre. Starts a statement for this attribute.
    public var center: ConstraintMakerExtendable<ConstraintKind.Center> { extendable([.centerX, .centerY]) }

    /// The four edges inset by the layout margins (pairs with `edges`). Starts a statement for this attribute.
    public var margins: ConstraintMakerExtendable<ConstraintKind.Edges> { extendable([.topMargin, .leftMargin, .bottomMargin, .rightMargin]) }

    /// Top, leading, bottom and trailing inset by the layout margins (pairs with `directionalEdges`). Starts a statement for this attribute.
    public var directionalMargins: ConstraintMakerExtendable<ConstraintKind.DirectionalEdges> { extendable([.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]) }

    /// The centre of the area inside the layout margins (pairs with `center`). Starts a statement for this attribute.
    public var centerWithinMargins: ConstraintMakerExtendable<ConstraintKind.Center> { extendable([.centerXWithinMargins, .centerYWithinMargins]) }
}
