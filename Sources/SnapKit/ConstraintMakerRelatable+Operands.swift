import Foundation
import UIKit

// The relations, one overload per operand kind, so that an operand that does not fit the
// attributes (a size for an edge, a `top` for a `leading`) is a compile-time error.

extension ConstraintMakerRelatable {
    /// Relates each attribute to the same attribute of `view`: `make.top.equalTo(header)`.
    ///
    /// Relation: equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func equalTo(_ view: UIView, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.equal, .object(UnretainedReference(view)), constant: nil, file: file, line: line)
    }

    /// Relates each attribute to the same attribute of `view`: `make.top.lessThanOrEqualTo(header)`.
    ///
    /// Relation: less than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func lessThanOrEqualTo(_ view: UIView, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.lessThanOrEqual, .object(UnretainedReference(view)), constant: nil, file: file, line: line)
    }

    /// Relates each attribute to the same attribute of `view`: `make.top.greaterThanOrEqualTo(header)`.
    ///
    /// Relation: greater than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func greaterThanOrEqualTo(_ view: UIView, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.greaterThanOrEqual, .object(UnretainedReference(view)), constant: nil, file: file, line: line)
    }
}

extension ConstraintMakerRelatable where Kind: ConstraintExactKind {
    /// Relates to DSL attributes of the same kind: `make.top.equalTo(header.snp.bottom)`,
    /// `make.edges.equalTo(card.snp.margins)`.
    ///
    /// Relation: equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func equalTo(_ item: ConstraintItem<Kind>, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.equal, .item(UnretainedReference(item.item), item.attributes), constant: nil, file: file, line: line)
    }

    /// Relates to DSL attributes of the same kind: `make.top.lessThanOrEqualTo(header.snp.bottom)`,
    /// `make.edges.lessThanOrEqualTo(card.snp.margins)`.
    ///
    /// Relation: less than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func lessThanOrEqualTo(_ item: ConstraintItem<Kind>, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.lessThanOrEqual, .item(UnretainedReference(item.item), item.attributes), constant: nil, file: file, line: line)
    }

    /// Relates to DSL attributes of the same kind: `make.top.greaterThanOrEqualTo(header.snp.bottom)`,
    /// `make.edges.greaterThanOrEqualTo(card.snp.margins)`.
    ///
    /// Relation: greater than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func greaterThanOrEqualTo(_ item: ConstraintItem<Kind>, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.greaterThanOrEqual, .item(UnretainedReference(item.item), item.attributes), constant: nil, file: file, line: line)
    }
}

extension ConstraintMakerRelatable where Kind == ConstraintKind.AbsoluteX {
    /// Relates a left/right attribute to a left, right or centerX attribute
    /// (leading/trailing does not compile, as UIKit forbids mixing them).
    ///
    /// Relation: equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func equalTo<Target: ConstraintAbsoluteXCompatible>(_ item: ConstraintItem<Target>, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.equal, .item(UnretainedReference(item.item), item.attributes), constant: nil, file: file, line: line)
    }

    /// Relates a left/right attribute to a left, right or centerX attribute
    /// (leading/trailing does not compile, as UIKit forbids mixing them).
    ///
    /// Relation: less than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func lessThanOrEqualTo<Target: ConstraintAbsoluteXCompatible>(_ item: ConstraintItem<Target>, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.lessThanOrEqual, .item(UnretainedReference(item.item), item.attributes), constant: nil, file: file, line: line)
    }

    /// Relates a left/right attribute to a left, right or centerX attribute
    /// (leading/trailing does not compile, as UIKit forbids mixing them).
    ///
    /// Relation: greater than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func greaterThanOrEqualTo<Target: ConstraintAbsoluteXCompatible>(_ item: ConstraintItem<Target>, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.greaterThanOrEqual, .item(UnretainedReference(item.item), item.attributes), constant: nil, file: file, line: line)
    }
}

extension ConstraintMakerRelatable where Kind == ConstraintKind.DirectionalX {
    /// Relates a leading/trailing attribute to a leading, trailing or centerX attribute
    /// (left/right does not compile, as UIKit forbids mixing them).
    ///
    /// Relation: equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func equalTo<Target: ConstraintDirectionalXCompatible>(_ item: ConstraintItem<Target>, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.equal, .item(UnretainedReference(item.item), item.attributes), constant: nil, file: file, line: line)
    }

    /// Relates a leading/trailing attribute to a leading, trailing or centerX attribute
    /// (left/right does not compile, as UIKit forbids mixing them).
    ///
    /// Relation: less than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func lessThanOrEqualTo<Target: ConstraintDirectionalXCompatible>(_ item: ConstraintItem<Target>, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.lessThanOrEqual, .item(UnretainedReference(item.item), item.attributes), constant: nil, file: file, line: line)
    }

    /// Relates a leading/trailing attribute to a leading, trailing or centerX attribute
    /// (left/right does not compile, as UIKit forbids mixing them).
    ///
    /// Relation: greater than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func greaterThanOrEqualTo<Target: ConstraintDirectionalXCompatible>(_ item: ConstraintItem<Target>, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.greaterThanOrEqual, .item(UnretainedReference(item.item), item.attributes), constant: nil, file: file, line: line)
    }
}

extension ConstraintMakerRelatable where Kind == ConstraintKind.CenterX {
    /// Relates a horizontal centre to any horizontal attribute.
    ///
    /// Relation: equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func equalTo<Target: ConstraintXAxisKind>(_ item: ConstraintItem<Target>, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.equal, .item(UnretainedReference(item.item), item.attributes), constant: nil, file: file, line: line)
    }

    /// Relates a horizontal centre to any horizontal attribute.
    ///
    /// Relation: less than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func lessThanOrEqualTo<Target: ConstraintXAxisKind>(_ item: ConstraintItem<Target>, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.lessThanOrEqual, .item(UnretainedReference(item.item), item.attributes), constant: nil, file: file, line: line)
    }

    /// Relates a horizontal centre to any horizontal attribute.
    ///
    /// Relation: greater than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func greaterThanOrEqualTo<Target: ConstraintXAxisKind>(_ item: ConstraintItem<Target>, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.greaterThanOrEqual, .item(UnretainedReference(item.item), item.attributes), constant: nil, file: file, line: line)
    }
}

extension ConstraintMakerRelatable where Kind: ConstraintChainKind {
    /// Relates a chain (`make.top.left`) to DSL attributes. A single target attribute
    /// serves every attribute of the chain; a compound target must have a partner for
    /// each (`make.top.left.equalTo(other.snp.edges)`), otherwise the mismatch is logged
    /// with the call site and nothing is made.
    ///
    /// Relation: equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func equalTo<Target: ConstraintAttributeKind>(_ item: ConstraintItem<Target>, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.equal, .item(UnretainedReference(item.item), item.attributes), constant: nil, file: file, line: line)
    }

    /// Relates a chain (`make.top.left`) to DSL attributes. A single target attribute
    /// serves every attribute of the chain; a compound target must have a partner for
    /// each (`make.top.left.lessThanOrEqualTo(other.snp.edges)`), otherwise the mismatch is logged
    /// with the call site and nothing is made.
    ///
    /// Relation: less than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func lessThanOrEqualTo<Target: ConstraintAttributeKind>(_ item: ConstraintItem<Target>, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.lessThanOrEqual, .item(UnretainedReference(item.item), item.attributes), constant: nil, file: file, line: line)
    }

    /// Relates a chain (`make.top.left`) to DSL attributes. A single target attribute
    /// serves every attribute of the chain; a compound target must have a partner for
    /// each (`make.top.left.greaterThanOrEqualTo(other.snp.edges)`), otherwise the mismatch is logged
    /// with the call site and nothing is made.
    ///
    /// Relation: greater than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func greaterThanOrEqualTo<Target: ConstraintAttributeKind>(_ item: ConstraintItem<Target>, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.greaterThanOrEqual, .item(UnretainedReference(item.item), item.attributes), constant: nil, file: file, line: line)
    }
}

extension ConstraintMakerRelatable where Kind: ConstraintNumberRelatableKind {
    /// Relates to a number: a width or height becomes that constant (`make.width.equalTo(100)`);
    /// a position is taken from the superview's same attribute (`make.left.equalTo(10)` is
    /// `left == superview.left + 10`, Masonry's rule).
    ///
    /// Relation: equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func equalTo<N: ConstraintNumber>(_ value: N, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<ConstraintKind.Value> {
        relate(.equal, .value, constant: .number(value.constraintValue), file: file, line: line)
    }

    /// Relates to a number: a width or height becomes that constant (`make.width.lessThanOrEqualTo(100)`);
    /// a position is taken from the superview's same attribute (`make.left.lessThanOrEqualTo(10)` is
    /// `left <= superview.left + 10`, Masonry's rule).
    ///
    /// Relation: less than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func lessThanOrEqualTo<N: ConstraintNumber>(_ value: N, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<ConstraintKind.Value> {
        relate(.lessThanOrEqual, .value, constant: .number(value.constraintValue), file: file, line: line)
    }

    /// Relates to a number: a width or height becomes that constant (`make.width.greaterThanOrEqualTo(100)`);
    /// a position is taken from the superview's same attribute (`make.left.greaterThanOrEqualTo(10)` is
    /// `left >= superview.left + 10`, Masonry's rule).
    ///
    /// Relation: greater than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func greaterThanOrEqualTo<N: ConstraintNumber>(_ value: N, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<ConstraintKind.Value> {
        relate(.greaterThanOrEqual, .value, constant: .number(value.constraintValue), file: file, line: line)
    }
}

extension ConstraintMakerRelatable where Kind == ConstraintKind.Size {
    /// Relates width and height to the two sides of `size`.
    ///
    /// Relation: equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func equalTo(_ size: CGSize, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<ConstraintKind.Value> {
        relate(.equal, .value, constant: .size(size), file: file, line: line)
    }

    /// Relates width and height to the two sides of `size`.
    ///
    /// Relation: less than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func lessThanOrEqualTo(_ size: CGSize, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<ConstraintKind.Value> {
        relate(.lessThanOrEqual, .value, constant: .size(size), file: file, line: line)
    }

    /// Relates width and height to the two sides of `size`.
    ///
    /// Relation: greater than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func greaterThanOrEqualTo(_ size: CGSize, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<ConstraintKind.Value> {
        relate(.greaterThanOrEqual, .value, constant: .size(size), file: file, line: line)
    }
}

extension ConstraintMakerRelatable where Kind == ConstraintKind.Center {
    /// Relates the centre to the superview's centre offset by `point` (Masonry's rule; SnapKit 5
    /// measures it from the superview's left and top instead).
    ///
    /// Relation: equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func equalTo(_ point: CGPoint, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<ConstraintKind.Value> {
        relate(.equal, .value, constant: .point(point), file: file, line: line)
    }

    /// Relates the centre to the superview's centre offset by `point` (Masonry's rule; SnapKit 5
    /// measures it from the superview's left and top instead).
    ///
    /// Relation: less than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func lessThanOrEqualTo(_ point: CGPoint, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<ConstraintKind.Value> {
        relate(.lessThanOrEqual, .value, constant: .point(point), file: file, line: line)
    }

    /// Relates the centre to the superview's centre offset by `point` (Masonry's rule; SnapKit 5
    /// measures it from the superview's left and top instead).
    ///
    /// Relation: greater than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func greaterThanOrEqualTo(_ point: CGPoint, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<ConstraintKind.Value> {
        relate(.greaterThanOrEqual, .value, constant: .point(point), file: file, line: line)
    }
}

extension ConstraintMakerRelatable where Kind: ConstraintEdgeInsetsRelatableKind {
    /// Relates the edges to the superview's, inset by `insets`:
    /// `make.edges.equalTo(UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20))`.
    ///
    /// Relation: equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func equalTo(_ insets: UIEdgeInsets, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<ConstraintKind.Value> {
        relate(.equal, .value, constant: .insets(insets), file: file, line: line)
    }

    /// Relates the edges to the superview's, inset by `insets`:
    /// `make.edges.lessThanOrEqualTo(UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20))`.
    ///
    /// Relation: less than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func lessThanOrEqualTo(_ insets: UIEdgeInsets, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<ConstraintKind.Value> {
        relate(.lessThanOrEqual, .value, constant: .insets(insets), file: file, line: line)
    }

    /// Relates the edges to the superview's, inset by `insets`:
    /// `make.edges.greaterThanOrEqualTo(UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20))`.
    ///
    /// Relation: greater than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func greaterThanOrEqualTo(_ insets: UIEdgeInsets, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<ConstraintKind.Value> {
        relate(.greaterThanOrEqual, .value, constant: .insets(insets), file: file, line: line)
    }
}

extension ConstraintMakerRelatable where Kind: ConstraintDirectionalInsetsRelatableKind {
    /// Relates the edges to the superview's, inset by directional `insets`.
    ///
    /// Relation: equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func equalTo(_ insets: NSDirectionalEdgeInsets, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<ConstraintKind.Value> {
        relate(.equal, .value, constant: .directionalInsets(insets), file: file, line: line)
    }

    /// Relates the edges to the superview's, inset by directional `insets`.
    ///
    /// Relation: less than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func lessThanOrEqualTo(_ insets: NSDirectionalEdgeInsets, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<ConstraintKind.Value> {
        relate(.lessThanOrEqual, .value, constant: .directionalInsets(insets), file: file, line: line)
    }

    /// Relates the edges to the superview's, inset by directional `insets`.
    ///
    /// Relation: greater than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @discardableResult
    public func greaterThanOrEqualTo(_ insets: NSDirectionalEdgeInsets, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<ConstraintKind.Value> {
        relate(.greaterThanOrEqual, .value, constant: .directionalInsets(insets), file: file, line: line)
    }
}
