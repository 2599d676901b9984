import Foundation
import UIKit

// A horizontal position related to a vertical one (`make.left.equalTo(other.snp.top)`).
// UIKit's initializer accepts such a constraint and SnapKit passes it through, so SnapKit
// code that writes one compiles here too; it is rarely meant, so each call is deprecated
// and the compiler warns at the call site. Sizes never relate to positions, and
// leading/trailing never to left/right: those still do not compile.

extension ConstraintMakerRelatable where Kind: ConstraintXAxisKind {
    /// Relates a horizontal position to a vertical one: `make.left.equalTo(other.snp.top)`.
    ///
    /// Relation: equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @available(*, deprecated, message: "relates a horizontal position to a vertical one")
    @discardableResult
    public func equalTo(_ item: ConstraintItem<ConstraintKind.YAxis>, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.equal, .item(UnretainedReference(item.item), item.attributes), constant: nil, file: file, line: line)
    }

    /// Relates a horizontal position to a vertical one: `make.left.lessThanOrEqualTo(other.snp.top)`.
    ///
    /// Relation: less than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @available(*, deprecated, message: "relates a horizontal position to a vertical one")
    @discardableResult
    public func lessThanOrEqualTo(_ item: ConstraintItem<ConstraintKind.YAxis>, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.lessThanOrEqual, .item(UnretainedReference(item.item), item.attributes), constant: nil, file: file, line: line)
    }

    /// Relates a horizontal position to a vertical one: `make.left.greaterThanOrEqualTo(other.snp.top)`.
    ///
    /// Relation: greater than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @available(*, deprecated, message: "relates a horizontal position to a vertical one")
    @discardableResult
    public func greaterThanOrEqualTo(_ item: ConstraintItem<ConstraintKind.YAxis>, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.greaterThanOrEqual, .item(UnretainedReference(item.item), item.attributes), constant: nil, file: file, line: line)
    }
}

extension ConstraintMakerRelatable where Kind == ConstraintKind.YAxis {
    /// Relates a vertical position to a horizontal one: `make.top.equalTo(other.snp.left)`.
    ///
    /// Relation: equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @available(*, deprecated, message: "relates a vertical position to a horizontal one")
    @discardableResult
    public func equalTo<Target: ConstraintXAxisKind>(_ item: ConstraintItem<Target>, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.equal, .item(UnretainedReference(item.item), item.attributes), constant: nil, file: file, line: line)
    }

    /// Relates a vertical position to a horizontal one: `make.top.lessThanOrEqualTo(other.snp.left)`.
    ///
    /// Relation: less than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @available(*, deprecated, message: "relates a vertical position to a horizontal one")
    @discardableResult
    public func lessThanOrEqualTo<Target: ConstraintXAxisKind>(_ item: ConstraintItem<Target>, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.lessThanOrEqual, .item(UnretainedReference(item.item), item.attributes), constant: nil, file: file, line: line)
    }

    /// Relates a vertical position to a horizontal one: `make.top.greaterThanOrEqualTo(other.snp.left)`.
    ///
    /// Relation: greater than or equal to. `file` and `line` record the call site; leave them out.
    /// - Returns: The editable stage (`offset`, `inset`, … then `priority`, `labeled`).
    @available(*, deprecated, message: "relates a vertical position to a horizontal one")
    @discardableResult
    public func greaterThanOrEqualTo<Target: ConstraintXAxisKind>(_ item: ConstraintItem<Target>, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.greaterThanOrEqual, .item(UnretainedReference(item.item), item.attributes), constant: nil, file: file, line: line)
    }
}
