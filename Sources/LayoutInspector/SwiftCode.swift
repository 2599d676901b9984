import UIKit

/// Swift source for constraints and view settings, as an iOS developer would write them:
/// layout anchors or SnapKit. What the inspector's "Copy as Swift" gives for the edits.
@preconcurrency @MainActor
public enum SwiftCode {
    /// The two spellings.
    public enum Style: Sendable { case anchors, snapKit }

    /// A view's name in code: its `accessibilityIdentifier` made an identifier, else `view`.
    static func name(of view: UIView) -> String {
        guard let identifier = view.accessibilityIdentifier, !identifier.isEmpty else {
            return view is UIWindow ? "window" : "view"
        }
        return identifierName(identifier)
    }

    /// `button addConflict` → `buttonAddConflict`; `2nd` → `view2nd`.
    static func identifierName(_ identifier: String) -> String {
        var result = ""
        var upperNext = false
        for character in identifier {
            if character.isLetter || character.isNumber || character == "_" {
                result.append(upperNext ? Character(character.uppercased()) : character)
                upperNext = false
            } else {
                upperNext = !result.isEmpty
            }
        }
        if let first = result.first, first.isNumber { result = "view" + result }
        return result.isEmpty ? "view" : result
    }

    /// An item's name in code: a view's name, or its owner's guide property.
    static func name(ofItem item: AnyObject?) -> String {
        switch item {
        case let view as UIView: return name(of: view)
        case let guide as UILayoutGuide:
            let owner = guide.owningView.map(name(of:)) ?? "view"
            switch guide.identifier {
            case "UIViewSafeAreaLayoutGuide": return "\(owner).safeAreaLayoutGuide"
            case "UIViewLayoutMarginsGuide": return "\(owner).layoutMarginsGuide"
            case "UIViewReadableContentGuide": return "\(owner).readableContentGuide"
            default: return guide.identifier.isEmpty ? "guide" : identifierName(guide.identifier)
            }
        default: return "nil"
        }
    }

    /// `red.width == green.width 'id'`: a short name for lists.
    static func shortName(of constraint: NSLayoutConstraint) -> String {
        var text = "\(name(ofItem: constraint.firstItem)).\(constraint.firstAttribute.name) \(constraint.relation.symbol)"
        if constraint.secondItem != nil, constraint.secondAttribute != .notAnAttribute {
            text += " \(name(ofItem: constraint.secondItem)).\(constraint.secondAttribute.name)"
        } else {
            text += " \(constraint.constant.formattedG)"
        }
        if let identifier = constraint.identifier, !identifier.isEmpty { text += " '\(identifier)'" }
        return text
    }

    /// `red.leadingAnchor`, `red.layoutMarginsGuide.topAnchor`.
    static func anchor(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> String {
        let base = name(ofItem: item)
        switch attribute {
        case .leftMargin: return "\(base).layoutMarginsGuide.leftAnchor"
        case .rightMargin: return "\(base).layoutMarginsGuide.rightAnchor"
        case .topMargin: return "\(base).layoutMarginsGuide.topAnchor"
        case .bottomMargin: return "\(base).layoutMarginsGuide.bottomAnchor"
        case .leadingMargin: return "\(base).layoutMarginsGuide.leadingAnchor"
        case .trailingMargin: return "\(base).layoutMarginsGuide.trailingAnchor"
        case .centerXWithinMargins: return "\(base).layoutMarginsGuide.centerXAnchor"
        case .centerYWithinMargins: return "\(base).layoutMarginsGuide.centerYAnchor"
        default: return "\(base).\(attribute.name)Anchor"
        }
    }

    /// The anchors code that makes `constraint` as it is now, ending with `isActive`.
    static func anchorsCode(for constraint: NSLayoutConstraint, variable: String) -> [String] {
        let relation = switch constraint.relation {
        case .equal: "equalTo"
        case .lessThanOrEqual: "lessThanOrEqualTo"
        case .greaterThanOrEqual: "greaterThanOrEqualTo"
        }
        let first = anchor(constraint.firstItem, constraint.firstAttribute)
        var call: String
        if constraint.secondItem == nil || constraint.secondAttribute == .notAnAttribute {
            call = "\(first).constraint(\(relation)Constant: \(constraint.constant.formattedG))"
        } else {
            var arguments = ["\(relation): \(anchor(constraint.secondItem, constraint.secondAttribute))"]
            if constraint.multiplier != 1 { arguments.append("multiplier: \(constraint.multiplier.formattedG)") }
            if constraint.constant != 0 { arguments.append("constant: \(constraint.constant.formattedG)") }
            call = "\(first).constraint(\(arguments.joined(separator: ", ")))"
        }
        var lines = ["let \(variable) = \(call)"]
        if let identifier = constraint.identifier, !identifier.isEmpty { lines.append("\(variable).identifier = \"\(identifier)\"") }
        if !constraint.priority.isRequired { lines.append("\(variable).priority = UILayoutPriority(\(constraint.priority.rawValue.formattedPriority))") }
        lines.append("\(variable).isActive = \(constraint.isActive)")
        return lines
    }

    /// The SnapKit code that makes `constraint` as it is now (or removes it, if inactive).
    static func snapKitCode(for constraint: NSLayoutConstraint) -> [String] {
        let view = name(ofItem: constraint.firstItem)
        guard constraint.isActive else { return ["// \(shortName(of: constraint)) deactivated: leave it out of makeConstraints"] }
        let relation = switch constraint.relation {
        case .equal: "equalTo"
        case .lessThanOrEqual: "lessThanOrEqualTo"
        case .greaterThanOrEqual: "greaterThanOrEqualTo"
        }
        var chain = "make.\(constraint.firstAttribute.name)."
        if constraint.secondItem == nil || constraint.secondAttribute == .notAnAttribute {
            chain += "\(relation)(\(constraint.constant.formattedG))"
        } else {
            let second = name(ofItem: constraint.secondItem)
            chain += "\(relation)(\(second).snp.\(constraint.secondAttribute.name))"
            if constraint.multiplier != 1 { chain += ".multipliedBy(\(constraint.multiplier.formattedG))" }
            if constraint.constant != 0 { chain += ".offset(\(constraint.constant.formattedG))" }
        }
        if !constraint.priority.isRequired { chain += ".priority(\(constraint.priority.rawValue.formattedPriority))" }
        return ["\(view).snp.makeConstraints { make in", "    \(chain)", "}"]
    }

    /// The code for what `edits` leave behind: each edited constraint once, as it is now,
    /// then each edited view setting.
    public static func code(for edits: [LayoutEdit], style: Style) -> String {
        var lines: [String] = []
        var seenConstraints = Set<ObjectIdentifier>()
        var seenSettings = Set<String>()
        var count = 0
        for edit in edits {
            if let constraint = edit.constraint {
                guard seenConstraints.insert(ObjectIdentifier(constraint)).inserted else { continue }
                count += 1
                lines += style == .anchors
                    ? anchorsCode(for: constraint, variable: count == 1 ? "constraint" : "constraint\(count)")
                    : snapKitCode(for: constraint)
                continue
            }
            guard let view = edit.view else { continue }
            let statement: String
            switch edit {
            case .hidden:
                statement = "\(name(of: view)).isHidden = \(view.isHidden)"
            case .hugging(_, let axis, _, _):
                statement = "\(name(of: view)).setContentHuggingPriority(UILayoutPriority(\(view.contentHuggingPriority(for: axis).rawValue.formattedPriority)), for: .\(axis == .horizontal ? "horizontal" : "vertical"))"
            case .compressionResistance(_, let axis, _, _):
                statement = "\(name(of: view)).setContentCompressionResistancePriority(UILayoutPriority(\(view.contentCompressionResistancePriority(for: axis).rawValue.formattedPriority)), for: .\(axis == .horizontal ? "horizontal" : "vertical"))"
            default:
                continue
            }
            if seenSettings.insert(statement.components(separatedBy: "(").first! + statement.components(separatedBy: "for:").last!).inserted {
                lines.append(statement)
            }
        }
        return lines.joined(separator: "\n")
    }
}
