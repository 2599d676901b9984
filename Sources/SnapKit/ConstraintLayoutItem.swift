import Foundation
import UIKit

/// What the DSL can constrain and relate to: a view or a layout guide (SnapKit's
/// `ConstraintView` and `ConstraintLayoutGuide`).
@preconcurrency @MainActor
enum ConstraintLayoutItem {
    /// `UIView:0x…` or `UILayoutGuide:0x…'identifier'`, as logs name the item; an item
    /// named with `snp.setLabel(_:)` is `UIView:label`, as SnapKit prints it.
    static func name(_ item: AnyObject) -> String {
        if let label = ConstraintRegistry.label(for: item) { return "\(type(of: item)):\(label)" }
        return unlabeledName(item)
    }

    /// The item's name in UIKit's logs.
    static func unlabeledName(_ item: AnyObject) -> String {
        if let view = item as? UIView { return view.layoutDescriptionName }
        if let guide = item as? UILayoutGuide { return guide.layoutDescriptionName }
        return String(describing: item)
    }

    /// The item's superview: a view's superview, a guide's owning view (what
    /// `equalToSuperview()` relates to).
    static func superview(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view.superview }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The view the item lives in: the view itself, or a guide's owning view (where
    /// installation looks for a common ancestor).
    static func hostView(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }
}

/// `UIView:0x…` or a guide's name, for messages.
@preconcurrency @MainActor
func layoutItemName(_ item: AnyObject) -> String { ConstraintLayoutItem.name(item) }
