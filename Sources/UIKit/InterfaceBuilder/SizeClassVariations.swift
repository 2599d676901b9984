import Foundation

/// A view's per-size-class constraints from an Interface Builder document
/// (`<variation key="widthClass=compact">` with `<mask key="constraints">` of `<include>`
/// and `<exclude>` references): which of the view's constraints are active for the
/// current traits. Every listed constraint is active unless a matching variation excludes
/// it; variations apply from the least specific (`default`) to the most
/// (`heightClass=compact-widthClass=regular`).
@preconcurrency @MainActor
final class SizeClassVariations {
    struct Rule {
        let width: UIUserInterfaceSizeClass?
        let height: UIUserInterfaceSizeClass?
        let constraint: NSLayoutConstraint
        let include: Bool

        var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }

        func matches(_ traits: UITraitCollection) -> Bool {
            (width == nil || width == traits.horizontalSizeClass) && (height == nil || height == traits.verticalSizeClass)
        }
    }

    private let rules: [Rule]
    private let constraints: [NSLayoutConstraint]

    init(rules: [Rule]) {
        self.rules = rules.enumerated().sorted { a, b in
            a.element.specificity != b.element.specificity ? a.element.specificity < b.element.specificity : a.offset < b.offset
        }.map(\.element)
        var seen = Set<ObjectIdentifier>()
        constraints = rules.map(\.constraint).filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// Activates and deactivates the constraints for `traits`.
    func apply(for traits: UITraitCollection) {
        var active = [ObjectIdentifier: Bool]()
        for rule in rules where rule.matches(traits) { active[ObjectIdentifier(rule.constraint)] = rule.include }
        let wanted = constraints.map { ($0, active[ObjectIdentifier($0)] ?? true) }
        NSLayoutConstraint.deactivate(wanted.filter { $0.0.isActive && !$0.1 }.map(\.0))
        NSLayoutConstraint.activate(wanted.filter { !$0.0.isActive && $0.1 }.map(\.0))
    }

    /// The size classes a variation key names (`default`, `widthClass=compact`,
    /// `heightClass=regular-widthClass=compact`), or nil for a key not understood.
    static func sizeClasses(of key: String) -> (width: UIUserInterfaceSizeClass?, height: UIUserInterfaceSizeClass?)? {
        if key == "default" { return (nil, nil) }
        var width: UIUserInterfaceSizeClass?, height: UIUserInterfaceSizeClass?
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return nil }
            let sizeClass: UIUserInterfaceSizeClass
            switch pair[1] {
            case "compact": sizeClass = .compact
            case "regular": sizeClass = .regular
            default: return nil
            }
            switch pair[0] {
            case "widthClass": width = sizeClass
            case "heightClass": height = sizeClass
            default: return nil
            }
        }
        return (width, height)
    }
}

extension UIView {
    /// Applies the view's Interface Builder size-class variations for its current traits,
    /// and those of its subtree.
    func applySizeClassVariations() {
        forEachInSubtree { view in
            view.engineState.sizeClassVariations?.apply(for: view.traitCollection)
        }
    }
}
