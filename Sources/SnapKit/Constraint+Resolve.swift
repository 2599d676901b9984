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
        guard let view = spec.view else {
            return .failure(.targetDeallocated(attributes: spec.attributes.listDescription, location: location))
        }
        var attributes: [NSLayoutConstraint.Attribute] = []
        for attribute in spec.attributes where !attributes.contains(attribute) { attributes.append(attribute) }
        let attributeText = "\(view.layoutDescriptionName).\(attributes.listDescription)"
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
            let second: (view: UIView?, attribute: NSLayoutConstraint.Attribute)
            switch spec.target {
            case .none:
                return .failure(.missingRelation(attributes: attributeText, location: location))
            case .view(let box):
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
                        from: attributeText, to: "\(other.layoutDescriptionName).\(targets.listDescription)",
                        location: location))
                }
            case .superview:
                guard let superview = view.superview else {
                    return .failure(.missingSuperview(view: view.layoutDescriptionName, attributes: attributes.listDescription,
                                                      location: location))
                }
                second = (superview, attribute)
            case .value:
                if attribute.axis == .size {
                    second = (nil, .notAnAttribute)
                } else if let superview = view.superview {
                    second = (superview, attribute)
                } else {
                    return .failure(.missingSuperview(view: view.layoutDescriptionName, attributes: attributes.listDescription,
                                                      location: location))
                }
            }

            let holder: UIView
            if let other = second.view {
                guard attribute.canRelate(to: second.attribute) else {
                    return .failure(.incompatibleAttributes(
                        from: "\(view.layoutDescriptionName).\(attribute.name)",
                        to: "\(other.layoutDescriptionName).\(second.attribute.name)", location: location))
                }
                guard let common = view.closestCommonSuperview(with: other) else {
                    return .failure(.noCommonAncestor(
                        first: "\(view.layoutDescriptionName).\(attribute.name)",
                        second: "\(other.layoutDescriptionName).\(second.attribute.name)", location: location))
                }
                holder = common
            } else {
                holder = view
            }

            let constant = spec.constant.value(for: attribute)
            guard constant.isFinite else {
                return .failure(.unsupportedValue(name: "constant", value: Double(constant), location: location))
            }
            let constraint = LayoutConstraint(
                item: view, attribute: attribute, relatedBy: relation, toItem: second.view, attribute: second.attribute,
                multiplier: second.view == nil ? 1 : spec.multiplier, constant: constant, location: location)
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
