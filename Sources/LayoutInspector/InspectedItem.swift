import UIKit

/// What the inspector can select: a view or a layout guide.
@preconcurrency @MainActor
public enum InspectedItem: Equatable {
    case view(UIView)
    case guide(UILayoutGuide)

    nonisolated public static func == (a: InspectedItem, b: InspectedItem) -> Bool {
        switch (a, b) {
        case (.view(let x), .view(let y)): x === y
        case (.guide(let x), .guide(let y)): x === y
        default: false
        }
    }

    /// The view or guide.
    public var object: AnyObject {
        switch self {
        case .view(let view): view
        case .guide(let guide): guide
        }
    }

    /// The view, or the guide's owning view.
    public var view: UIView? {
        switch self {
        case .view(let view): view
        case .guide(let guide): guide.owningView
        }
    }

    /// Its frame in `root`'s coordinates.
    func frame(in root: UIView) -> CGRect {
        switch self {
        case .view(let view):
            return view.superview.map { $0.convert(view.frame, to: root) } ?? view.frame
        case .guide(let guide):
            guard let owner = guide.owningView else { return .null }
            return owner.convert(guide.layoutFrame, to: root)
        }
    }

    /// `UILabel 'name'` or `UILayoutGuide 'UIViewSafeAreaLayoutGuide'`.
    var title: String {
        switch self {
        case .view(let view):
            let name = view.accessibilityIdentifier.map { " '\($0)'" } ?? ""
            return "\(String(describing: type(of: view)))\(name)"
        case .guide(let guide):
            return "\(String(describing: type(of: guide)))" + (guide.identifier.isEmpty ? "" : " '\(guide.identifier)'")
        }
    }

    /// The constraints that mention it, on both axes, without repeats: a view's
    /// `constraintsAffectingLayout(for:)`; for a guide, the active constraints of its
    /// owner and the owner's ancestors that name it.
    var affectingConstraints: [NSLayoutConstraint] {
        switch self {
        case .view(let view):
            var seen = Set<ObjectIdentifier>()
            return (view.constraintsAffectingLayout(for: .horizontal) + view.constraintsAffectingLayout(for: .vertical))
                .filter { seen.insert(ObjectIdentifier($0)).inserted }
        case .guide(let guide):
            var found: [NSLayoutConstraint] = []
            var current = guide.owningView
            while let view = current {
                found += view.constraints.filter { $0.firstItem === guide || $0.secondItem === guide }
                current = view.superview
            }
            return found
        }
    }
}

/// One row of the hierarchy outline.
@preconcurrency @MainActor
public struct OutlineRow {
    public var item: InspectedItem
    /// Nesting depth, 0 for the root.
    public var depth: Int
    /// Class and name, then the frame: `UILabel 'title' (20 40; 100 21)`.
    public var text: String
    /// `AMBIGUOUS`, `BROKEN`, `hidden`, `autoresizing`.
    public var badges: [String]
    /// Whether it has subviews or guides to show.
    public var hasChildren: Bool
    /// Whether those are shown.
    public var isExpanded: Bool
}
