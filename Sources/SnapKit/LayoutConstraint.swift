import Foundation
import UIKit

/// The `NSLayoutConstraint` the DSL makes: an ordinary constraint (it activates, solves
/// and appears in conflict logs like any other) that also knows where it was written.
///
/// Its ``description`` is UIKit's, with the class named `SnapKit.LayoutConstraint` and the
/// call site after the address; a label given with `labeled(_:)` is the `identifier`, and
/// items named with `snp.setLabel(_:)` print as `UIView:label`:
///
///     <SnapKit.LayoutConstraint:0x…@App/ProfileView.swift:42 'avatar.top' UIView:0x….top == …   (active)>
public final class LayoutConstraint: NSLayoutConstraint {
    /// Where the DSL statement that made this constraint was written.
    public let sourceLocation: ConstraintSourceLocation
    /// The DSL handle this constraint belongs to.
    public internal(set) weak var constraint: Constraint?
    /// The view Masonry's rule installs the constraint on: the closest common ancestor of
    /// the two views, or the view itself for a size related to a constant.
    var installationTarget: UIView? {
        get { installationTargetReference.object }
        set { installationTargetReference = UnretainedReference(newValue) }
    }
    private var installationTargetReference = UnretainedReference<UIView>(nil)

    /// The label shown in descriptions (the `identifier`).
    public var label: String? {
        get { identifier }
        set { identifier = newValue }
    }

    init(item view1: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: AnyObject?,
         attribute attr2: Attribute, multiplier: CGFloat, constant: CGFloat, location: ConstraintSourceLocation) {
        sourceLocation = location
        super.init(item: view1, attribute: attr1, relatedBy: relation, toItem: view2, attribute: attr2,
                   multiplier: multiplier, constant: constant)
    }

    /// UIKit's description with `SnapKit.` before the class name, `@File.swift:line`
    /// after the address, and items named with `snp.setLabel(_:)` by their labels.
    public override var description: String {
        mainActorUnchecked { labelledDescription }
    }

    private var labelledDescription: String {
        var base = super.description
        for item in [firstItem, secondItem].compactMap({ $0 }) where ConstraintRegistry.label(for: item) != nil {
            base = base.replacingOccurrences(of: ConstraintLayoutItem.unlabeledName(item),
                                             with: ConstraintLayoutItem.name(item))
        }
        let head = "<\(String(describing: type(of: self))):"
        guard base.hasPrefix(head), let space = base.firstIndex(of: " ") else { return "\(base) @\(sourceLocation)" }
        let address = base[base.index(base.startIndex, offsetBy: head.count)..<space]
        return "<SnapKit.LayoutConstraint:\(address)@\(sourceLocation)\(base[space...])"
    }

    /// Whether `other` relates the same items and attributes in the same way (everything
    /// but the constant), so `updateConstraints` may change this one's constant instead.
    func isSimilar(to other: LayoutConstraint) -> Bool {
        firstItem === other.firstItem && firstAttribute == other.firstAttribute && relation == other.relation
            && secondItem === other.secondItem && secondAttribute == other.secondAttribute
            && multiplier == other.multiplier && priority == other.priority
    }
}
