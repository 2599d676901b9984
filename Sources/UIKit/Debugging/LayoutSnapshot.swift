import Foundation

/// A view hierarchy's layout as data, for tools and diffs (this project's; UIKit has no
/// such type): every view with its frames, sizes, priorities, ambiguity, layout guides
/// and the constraints it holds, each constraint with both items, attributes, relation,
/// multiplier, constant, priority, identifier and how it holds now. Items are named by
/// ids given in depth-first order (`v0` the root, `g0` the first guide), so two
/// snapshots of the same screen diff cleanly. ``jsonData()`` writes it; docs/inspector.md
/// documents the format.
public struct LayoutSnapshot: Encodable, Sendable {
    /// `"autolayout-linux/layout-snapshot/1"`.
    public var format = "autolayout-linux/layout-snapshot/1"
    /// The root of the snapshot.
    public var root: ViewNode

    /// One view.
    public struct ViewNode: Encodable, Sendable {
        public var id: String
        /// The view's class, e.g. `UILabel`.
        public var `class`: String
        /// Its `accessibilityIdentifier`, if any.
        public var name: String?
        /// `[x, y, width, height]` in the superview's coordinates.
        public var frame: [CGFloat]
        /// The frame in the root's coordinates.
        public var frameInRoot: [CGFloat]
        /// The alignment rectangle in the superview's coordinates.
        public var alignmentRect: [CGFloat]
        /// `[width, height]`; -1 for no intrinsic metric.
        public var intrinsicContentSize: [CGFloat]
        /// Content hugging `[horizontal, vertical]`.
        public var hugging: [Float]
        /// Compression resistance `[horizontal, vertical]`.
        public var compressionResistance: [Float]
        /// `[top, left, bottom, right]`.
        public var layoutMargins: [CGFloat]
        public var translatesAutoresizingMaskIntoConstraints: Bool
        public var isHidden: Bool
        /// `hasAmbiguousLayout`.
        public var ambiguous: Bool
        public var layoutGuides: [GuideNode]
        /// The constraints the view holds (`constraints`), content-size ones included.
        public var constraints: [ConstraintNode]
        public var subviews: [ViewNode]
    }

    /// One layout guide.
    public struct GuideNode: Encodable, Sendable {
        public var id: String
        public var identifier: String
        /// `layoutFrame` in the owning view's coordinates.
        public var frame: [CGFloat]
    }

    /// One constraint.
    public struct ConstraintNode: Encodable, Sendable {
        /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `NSContentSizeLayoutConstraint`.
        public var `class`: String
        public var identifier: String?
        /// An item id, or `Class:0x…` for an item outside the snapshot.
        public var firstItem: String?
        public var firstAttribute: String
        /// `<=`, `==` or `>=`.
        public var relation: String
        public var secondItem: String?
        public var secondAttribute: String
        public var multiplier: CGFloat
        public var constant: CGFloat
        public var priority: Float
        public var isActive: Bool
        /// `exact`, `slack`, `broken` or `notInstalled`.
        public var satisfaction: String
        /// The slack or the amount broken by; 0 otherwise.
        public var amount: CGFloat
    }

    /// The snapshot as pretty-printed JSON with sorted keys.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

extension UIView {
    /// A snapshot of this view's hierarchy (see ``LayoutSnapshot``), leaving out the
    /// subtrees of `excluded` views. Lays out pending changes first.
    public func layoutSnapshot(excluding excluded: [UIView] = []) -> LayoutSnapshot {
        let skipped = Set(excluded.map(ObjectIdentifier.init))
        var ids: [ObjectIdentifier: String] = [:]
        var viewCount = 0, guideCount = 0
        func number(_ view: UIView) {
            guard !skipped.contains(ObjectIdentifier(view)) else { return }
            ids[ObjectIdentifier(view)] = "v\(viewCount)"
            viewCount += 1
            for guide in view.layoutGuides {
                ids[ObjectIdentifier(guide)] = "g\(guideCount)"
                guideCount += 1
            }
            view.subviews.forEach(number)
        }
        number(self)
        let index = withLayoutEngine { SolverConstraintIndex(engine: $0) }
        func itemID(_ item: AnyObject?) -> String? {
            guard let item else { return nil }
            if let id = ids[ObjectIdentifier(item)] { return id }
            return (item as? UIView)?.layoutDescriptionName ?? (item as? UILayoutGuide)?.layoutDescriptionName ?? "\(item)"
        }
        func node(_ constraint: NSLayoutConstraint) -> LayoutSnapshot.ConstraintNode {
            let state = index?.satisfaction(of: constraint) ?? .notInstalled
            let (name, amount): (String, CGFloat) = switch state {
            case .exact: ("exact", 0)
            case .slack(let value): ("slack", value)
            case .broken(let value): ("broken", value)
            case .notInstalled: ("notInstalled", 0)
            }
            return LayoutSnapshot.ConstraintNode(
                class: String(describing: type(of: constraint)), identifier: constraint.identifier,
                firstItem: itemID(constraint.firstItem), firstAttribute: constraint.firstAttribute.name,
                relation: constraint.relation.symbol, secondItem: itemID(constraint.secondItem),
                secondAttribute: constraint.secondAttribute.name, multiplier: constraint.multiplier,
                constant: constraint.constant, priority: constraint.priority.rawValue, isActive: constraint.isActive,
                satisfaction: name, amount: amount)
        }
        func rect(_ r: CGRect) -> [CGFloat] { [r.minX, r.minY, r.width, r.height] }
        func node(_ view: UIView) -> LayoutSnapshot.ViewNode {
            let intrinsic = view.intrinsicContentSize
            let margins = view.layoutMargins
            let inRoot = view.superview.map { $0.convert(view.frame, to: self) } ?? view.frame
            return LayoutSnapshot.ViewNode(
                id: ids[ObjectIdentifier(view)] ?? "?", class: String(describing: type(of: view)),
                name: view.accessibilityIdentifier, frame: rect(view.frame), frameInRoot: rect(view === self ? view.bounds : inRoot),
                alignmentRect: rect(view.alignmentRect(forFrame: view.frame)),
                intrinsicContentSize: [intrinsic.width == UIView.noIntrinsicMetric ? -1 : intrinsic.width,
                                       intrinsic.height == UIView.noIntrinsicMetric ? -1 : intrinsic.height],
                hugging: [view.contentHuggingPriority(for: .horizontal).rawValue, view.contentHuggingPriority(for: .vertical).rawValue],
                compressionResistance: [view.contentCompressionResistancePriority(for: .horizontal).rawValue,
                                        view.contentCompressionResistancePriority(for: .vertical).rawValue],
                layoutMargins: [margins.top, margins.left, margins.bottom, margins.right],
                translatesAutoresizingMaskIntoConstraints: view.translatesAutoresizingMaskIntoConstraints,
                isHidden: view.isHidden, ambiguous: view.hasAmbiguousLayout,
                layoutGuides: view.layoutGuides.map {
                    LayoutSnapshot.GuideNode(id: ids[ObjectIdentifier($0)] ?? "?", identifier: $0.identifier, frame: rect($0.layoutFrame))
                },
                constraints: view.constraints.map(node),
                subviews: view.subviews.filter { !skipped.contains(ObjectIdentifier($0)) }.map(node))
        }
        return LayoutSnapshot(root: node(self))
    }
}
