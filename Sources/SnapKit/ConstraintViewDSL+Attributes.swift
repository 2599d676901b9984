import Foundation
import UIKit

extension ConstraintDSL {
    /// The left edge. A target for relations (`make.top.equalTo(other.snp.left)`).
    public var left: ConstraintItem<ConstraintKind.AbsoluteX> { ConstraintItem(item: target, attributes: [.left]) }

    /// The top edge. A target for relations (`make.top.equalTo(other.snp.top)`).
    public var top: ConstraintItem<ConstraintKind.YAxis> { ConstraintItem(item: target, attributes: [.top]) }

    /// The bottom edge. A target for relations (`make.top.equalTo(other.snp.bottom)`).
    public var bottom: ConstraintItem<ConstraintKind.YAxis> { ConstraintItem(item: target, attributes: [.bottom]) }

    /// The right edge. A target for relations (`make.top.equalTo(other.snp.right)`).
    public var right: ConstraintItem<ConstraintKind.AbsoluteX> { ConstraintItem(item: target, attributes: [.right]) }

    /// The leading edge (left in left-to-right layouts). A target for relations (`make.top.equalTo(other.snp.leading)`).
    public var leading: ConstraintItem<ConstraintKind.DirectionalX> { ConstraintItem(item: target, attributes: [.leading]) }

    /// The trailing edge (right in left-to-right layouts). A target for relations (`make.top.equalTo(other.snp.trailing)`).
    public var trailing: ConstraintItem<ConstraintKind.DirectionalX> { ConstraintItem(item: target, attributes: [.trailing]) }

    /// The width. A target for relations (`make.top.equalTo(other.snp.width)`).
    public var width: ConstraintItem<ConstraintKind.Dimension> { ConstraintItem(item: target, attributes: [.width]) }

    /// The height. A target for relations (`make.top.equalTo(other.snp.height)`).
    public var height: ConstraintItem<ConstraintKind.Dimension> { ConstraintItem(item: target, attributes: [.height]) }

    /// The horizontal centre. A target for relations (`make.top.equalTo(other.snp.centerX)`).
    public var centerX: ConstraintItem<ConstraintKind.CenterX> { ConstraintItem(item: target, attributes: [.centerX]) }

    /// The vertical centre. A target for relations (`make.top.equalTo(other.snp.centerY)`).
    public var centerY: ConstraintItem<ConstraintKind.YAxis> { ConstraintItem(item: target, attributes: [.centerY]) }

    /// The last line's baseline (the bottom edge for a view without text). A target for relations (`make.top.equalTo(other.snp.lastBaseline)`).
    public var lastBaseline: ConstraintItem<ConstraintKind.YAxis> { ConstraintItem(item: target, attributes: [.lastBaseline]) }

    /// The first line's baseline (the bottom edge for a view without text). A target for relations (`make.top.equalTo(other.snp.firstBaseline)`).
    public var firstBaseline: ConstraintItem<ConstraintKind.YAxis> { ConstraintItem(item: target, attributes: [.firstBaseline]) }

    /// The left edge inset by the left layout margin. A target for relations (`make.top.equalTo(other.snp.leftMargin)`).
    public var leftMargin: ConstraintItem<ConstraintKind.AbsoluteX> { ConstraintItem(item: target, attributes: [.leftMargin]) }

    /// The right edge inset by the right layout margin. A target for relations (`make.top.equalTo(other.snp.rightMargin)`).
    public var rightMargin: ConstraintItem<ConstraintKind.AbsoluteX> { ConstraintItem(item: target, attributes: [.rightMargin]) }

    /// The top edge inset by the top layout margin. A target for relations (`make.top.equalTo(other.snp.topMargin)`).
    public var topMargin: ConstraintItem<ConstraintKind.YAxis> { ConstraintItem(item: target, attributes: [.topMargin]) }

    /// The bottom edge inset by the bottom layout margin. A target for relations (`make.top.equalTo(other.snp.bottomMargin)`).
    public var bottomMargin: ConstraintItem<ConstraintKind.YAxis> { ConstraintItem(item: target, attributes: [.bottomMargin]) }

    /// The leading edge inset by the leading layout margin. A target for relations (`make.top.equalTo(other.snp.leadingMargin)`).
    public var leadingMargin: ConstraintItem<ConstraintKind.DirectionalX> { ConstraintItem(item: target, attributes: [.leadingMargin]) }

    /// The trailing edge inset by the trailing layout margin. A target for relations (`make.top.equalTo(other.snp.trailingMargin)`).
    public var trailingMargin: ConstraintItem<ConstraintKind.DirectionalX> { ConstraintItem(item: target, attributes: [.trailingMargin]) }

    /// The horizontal centre of the area inside the layout margins. A target for relations (`make.top.equalTo(other.snp.centerXWithinMargins)`).
    public var centerXWithinMargins: ConstraintItem<ConstraintKind.CenterX> { ConstraintItem(item: target, attributes: [.centerXWithinMargins]) }

    /// The vertical centre of the area inside the layout margins. A target for relations (`make.top.equalTo(other.snp.centerYWithinMargins)`).
    public var centerYWithinMargins: ConstraintItem<ConstraintKind.YAxis> { ConstraintItem(item: target, attributes: [.centerYWithinMargins]) }

    /// Top, left, bottom and right. A target for relations (`make.top.equalTo(other.snp.edges)`).
    public var edges: ConstraintItem<ConstraintKind.Edges> { ConstraintItem(item: target, attributes: [.top, .left, .bottom, .right]) }

    /// Left and right. A target for relations (`make.top.equalTo(other.snp.horizontalEdges)`).
    public var horizontalEdges: ConstraintItem<ConstraintKind.HorizontalEdges> { ConstraintItem(item: target, attributes: [.left, .right]) }

    /// Top and bottom. A target for relations (`make.top.equalTo(other.snp.verticalEdges)`).
    public var verticalEdges: ConstraintItem<ConstraintKind.VerticalEdges> { ConstraintItem(item: target, attributes: [.top, .bottom]) }

    /// Top, leading, bottom and trailing. A target for relations (`make.top.equalTo(other.snp.directionalEdges)`).
    public var directionalEdges: ConstraintItem<ConstraintKind.DirectionalEdges> { ConstraintItem(item: target, attributes: [.top, .leading, .bottom, .trailing]) }

    /// Leading and trailing. A target for relations (`make.top.equalTo(other.snp.directionalHorizontalEdges)`).
    public var directionalHorizontalEdges: ConstraintItem<ConstraintKind.DirectionalHorizontalEdges> { ConstraintItem(item: target, attributes: [.leading, .trailing]) }

    /// Top and bottom (the vertical half of `directionalEdges`). A target for relations (`make.top.equalTo(other.snp.directionalVerticalEdges)`).
    public var directionalVerticalEdges: ConstraintItem<ConstraintKind.VerticalEdges> { ConstraintItem(item: target, attributes: [.top, .bottom]) }

    /// Width and height. A target for relations (`make.top.equalTo(other.snp.size)`).
    public var size: ConstraintItem<ConstraintKind.Size> { ConstraintItem(item: target, attributes: [.width, .height]) }

    /// The horizontal and vertical centre. A target for relations (`make.top.equalTo(other.snp.center)`).
    public var center: ConstraintItem<ConstraintKind.Center> { ConstraintItem(item: target, attributes: [.centerX, .centerY]) }

    /// The four edges inset by the layout margins (pairs with `edges`). A target for relations (`make.top.equalTo(other.snp.margins)`).
    public var margins: ConstraintItem<ConstraintKind.Edges> { ConstraintItem(item: target, attributes: [.topMargin, .leftMargin, .bottomMargin, .rightMargin]) }

    /// Top, leading, bottom and trailing inset by the layout margins (pairs with `directionalEdges`). A target for relations (`make.top.equalTo(other.snp.directionalMargins)`).
    public var directionalMargins: ConstraintItem<ConstraintKind.DirectionalEdges> { ConstraintItem(item: target, attributes: [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]) }

    /// The centre of the area inside the layout margins (pairs with `center`). A target for relations (`make.top.equalTo(other.snp.centerWithinMargins)`).
    public var centerWithinMargins: ConstraintItem<ConstraintKind.Center> { ConstraintItem(item: target, attributes: [.centerXWithinMargins, .centerYWithinMargins]) }
}
