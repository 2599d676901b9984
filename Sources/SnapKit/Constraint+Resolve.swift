import Foundation
@_spi(LayoutInternals) import UIKit

extension Constraint {
    /// Turns the statement into layout constraints (inactive), or reports why it cannot.
    ///
    /// Each attribute pairs with its target attribute; Masonry's install rule then picks
    /// where the constraint goes: the closest common ancestor when there is a second view,
    /// the view itself for a size related to a constant. Any problem refuses the whole
    /// statement, so a half-made statement never reaches the engine.
    ///
    /// - Returns: Whether constraints were made.
    @discardableResult
    func resolve() -> Bool {
        layoutConstraints = []
        switch makeLayoutConstraints() {
        case .success(let made):
            layoutConstraints = made
            return true
        case .failure(let error):
            ConstraintDiagnostics.report(error)
            return false
        }
    }

    private func makeLayoutConstraints() -> Result<[LayoutConstraint], ConstraintError> {
        let location = spec.location
        if let pendingError { return .failure(pendingError) }
        guard let item = spec.item else {
            return .failure(.targetDeallocated(attributes: spec.attributes.listDescription, location: location))
        }
        var attributes: [NSLayoutConstraint.Attribute] = []
        for attribute in spec.attributes where !attributes.contains(attribute) { attributes.append(attribute) }
        let itemName = layoutItemName(item)
        let attributeText = "\(itemName).\(attributes.listDescription)"
        guard let relation = spec.relation else {
            return .failure(.missingRelation(attributes: attributeText, location: location))
        }
        guard ConstraintPriority(spec.priority).isValid else {
            return .failure(.unsupportedValue(name: "priority", value: Double(spec.priority), location: location))
        }
        guard spec.multiplier.isFinite else {
            return .failure(.unsupportedValue(name: "multiplier", value: Double(spec.multiplier), location: location))
        }

        var made: [LayoutConstraint] = []
        for attribute in attributes {
            let second: (item: AnyObject?, attribute: NSLayoutConstraint.Attribute)
            switch spec.target {
            case .none:
                return .failure(.missingRelation(attributes: attributeText, location: location))
            case .object(let box):
                guard let other = box.object else {
                    return .failure(.targetDeallocated(attributes: attributeText, location: location))
                }
                second = (other, attribute)
            case .item(let box, let targets):
                guard let other = box.object else {
                    return .failure(.targetDeallocated(attributes: attributeText, location: location))
                }
                if targets.count == 1 {
                    second = (other, targets[0])
                } else if let match = targets.first(where: { $0.withoutMargin == attribute.withoutMargin }) {
                    second = (other, match)
                } else {
                    return .failure(.mismatchedAttributes(
                        from: attributeText, to: "\(layoutItemName(other)).\(targets.listDescription)",
                        location: location))
                }
            case .superview:
                guard let superview = ConstraintLayoutItem.superview(of: item) else {
                    return .failure(.missingSuperview(view: itemName, attributes: attributes.listDescription,
                                                      location: location))
                }
                second = (superview, attribute)
            case .value:
                if attribute.axis == .size {
                    second = (nil, .notAnAttribute)
                } else if let superview = ConstraintLayoutItem.superview(of: item) {
                    second = (superview, attribute)
                } else {
                    return .failure(.missingSuperview(view: itemName, attributes: attributes.listDescription,
                                                      location: location))
                }
            }

            // Installed on the closest common ancestor of the views the items live in (a
            // guide lives in its owning view); a size constant, on the item's own view.
            guard let host = ConstraintLayoutItem.hostView(of: item) else {
                return .failure(.missingSuperview(view: itemName, attributes: attributes.listDescription, location: location))
            }
            let holder: UIView
            if let other = second.item {
                guard attribute.canRelate(to: second.attribute) else {
                    return .failure(.incompatibleAttributes(
                        from: "\(itemName).\(attribute.name)",
                        to: "\(layoutItemName(other)).\(second.attribute.name)", location: location))
                }
                guard let otherHost = ConstraintLayoutItem.hostView(of: other),
                      let common = host.closestCommonSuperview(with: otherHost) else {
                    return .failure(.noCommonAncestor(
                        first: "\(itemName).\(attribute.name)",
                        second: "\(layoutItemName(other)).\(second.attribute.name)", location: location))
                }
                holder = common
            } else {
                holder = host
            }

            let constant = spec.constant.value(for: attribute)
            guard constant.isFinite else {
                return .failure(.unsupportedValue(name: "constant", value: Double(constant), location: location))
            }
            let constraint = LayoutConstraint(
                item: item, attribute: attribute, relatedBy: relation, toItem: second.item, attribute: second.attribute,
                multiplier: second.item == nil ? 1 : spec.multiplier, constant: constant, location: location)
            constraint.priority = UILayoutPriority(spec.priority)
            constraint.identifier = spec.label
            constraint.installationTarget = holder
            constraint.constraint = self
            made.append(constraint)
        }
        return .success(made)
    }
}

extension UIView {
    /// The closest view that is an ancestor of (or equal to) both views (Masonry's
    /// `mas_closestCommonSuperview:`), or `nil` when they are in different hierarchies.
    func closestCommonSuperview(with other: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var current: UIView? = self
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = other
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }
}
