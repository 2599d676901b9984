import Cassowary
import Foundation

extension NSLayoutConstraint {
    /// The keys ``value(forKey:)`` answers, as Objective-C names the properties:
    /// `constant` and `multiplier` (`CGFloat`), `priority` (`Float`), `identifier`,
    /// `active` (`Bool`), `firstItem`, `secondItem`, `firstAttribute`, `secondAttribute`
    /// and `relation` (their raw values, `Int`). Any other key gives `nil` (Objective-C
    /// would raise `valueForUndefinedKey:`).
    func keyValueCodingValue(forKey key: String) -> Any? {
        switch key {
        case "constant": return constant
        case "multiplier": return multiplier
        case "priority": return priority.rawValue
        case "identifier": return identifier
        case "active": return isActive
        case "firstItem": return firstItem
        case "secondItem": return secondItem
        case "firstAttribute": return firstAttribute.rawValue
        case "secondAttribute": return secondAttribute.rawValue
        case "relation": return relation.rawValue
        default: return nil
        }
    }
}

extension UIView {
    /// The engine's content-size constraints for this view, horizontal first: empty until
    /// the view has been laid out with an intrinsic size.
    var contentSizeConstraints: [NSLayoutConstraint] {
        guard let engine = currentEngine() else { return engineState.lastContentSizeConstraints }
        guard let variables = layoutVariables, variables.belongs(to: engine),
              let record = engine.contentSizes[ObjectKey(self)] else { return [] }
        return [record.horizontal?.layout, record.vertical?.layout].compactMap { $0 }
    }

    /// Before a window-less tree's engine goes: each view of the tree keeps the
    /// content-size constraints it had there.
    func keepContentSizeConstraints(of engine: LayoutEngine) {
        forEachInSubtree { view in
            let record = engine.contentSizes[ObjectKey(view)]
            let kept = [record?.horizontal?.layout, record?.vertical?.layout].compactMap { $0 }
            if !kept.isEmpty || !view.engineState.lastContentSizeConstraints.isEmpty {
                view.engineState.lastContentSizeConstraints = kept
            }
        }
    }
}
