import Foundation
import UIKit

// Layout guides as targets, and the superview closures of SnapKit 5.

extension ConstraintMakerRelatable {
    /// Relates each attribute to the same attribute of `guide`:
    /// `make.edges.equalTo(view.safeAreaLayoutGuide)`.
    @discardableResult
    public func equalTo(_ guide: UILayoutGuide, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.equal, .object(UnretainedReference(guide)), constant: nil, file: file, line: line)
    }

    /// Relates each attribute as less than or equal to the same attribute of `guide`.
    @discardableResult
    public func lessThanOrEqualTo(_ guide: UILayoutGuide, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.lessThanOrEqual, .object(UnretainedReference(guide)), constant: nil, file: file, line: line)
    }

    /// Relates each attribute as greater than or equal to the same attribute of `guide`.
    @discardableResult
    public func greaterThanOrEqualTo(_ guide: UILayoutGuide, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.greaterThanOrEqual, .object(UnretainedReference(guide)), constant: nil, file: file, line: line)
    }

    /// Relates to what `closure` picks from the superview: `make.top.equalToSuperview { $0.snp.bottom }`
    /// (SnapKit 5). Without a superview the statement is logged and nothing is made.
    @discardableResult
    public func equalToSuperview(_ closure: (UIView) -> ConstraintItem<Kind>, file: String = #fileID,
                                 line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.equal, superviewTarget(closure), constant: nil, file: file, line: line)
    }

    /// `lessThanOrEqualTo` what `closure` picks from the superview.
    @discardableResult
    public func lessThanOrEqualToSuperview(_ closure: (UIView) -> ConstraintItem<Kind>, file: String = #fileID,
                                           line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.lessThanOrEqual, superviewTarget(closure), constant: nil, file: file, line: line)
    }

    /// `greaterThanOrEqualTo` what `closure` picks from the superview.
    @discardableResult
    public func greaterThanOrEqualToSuperview(_ closure: (UIView) -> ConstraintItem<Kind>, file: String = #fileID,
                                              line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.greaterThanOrEqual, superviewTarget(closure), constant: nil, file: file, line: line)
    }

    /// Relates each attribute to the same attribute of the guide `closure` picks from the
    /// superview: `make.edges.equalToSuperview { $0.safeAreaLayoutGuide }`.
    @discardableResult
    public func equalToSuperview(_ closure: (UIView) -> UILayoutGuide, file: String = #fileID,
                                 line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        guard let superview = statement.spec.item.flatMap(ConstraintLayoutItem.superview(of:)) else {
            return relate(.equal, .superview, constant: nil, file: file, line: line)
        }
        return relate(.equal, .object(UnretainedReference(closure(superview))), constant: nil, file: file, line: line)
    }

    /// The target `closure` picks from the superview, or the superview target (which
    /// reports the missing superview when the statement resolves).
    private func superviewTarget(_ closure: (UIView) -> ConstraintItem<Kind>) -> ConstraintTarget {
        guard let superview = statement.spec.item.flatMap(ConstraintLayoutItem.superview(of:)) else { return .superview }
        let item = closure(superview)
        return .item(UnretainedReference(item.item), item.attributes)
    }
}

extension ConstraintMakerRelatable {
    /// Relates each attribute to the same attribute of a view controller's layout support
    /// (`make.top.equalTo(topLayoutGuide)`: its top).
    @discardableResult
    public func equalTo(_ support: any UILayoutSupport, file: String = #fileID, line: UInt = #line) -> ConstraintMakerEditable<Kind> {
        relate(.equal, .object(UnretainedReference(support)), constant: nil, file: file, line: line)
    }
}
