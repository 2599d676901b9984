import UIKit

/// What the inspector knows and does, apart from how it is shown: the inspected hierarchy,
/// the selection, the outline's collapsed items and filter, and the live edits with their
/// undo list. The inspector window and the overlay in the app's window both read it.
@preconcurrency @MainActor
public final class LayoutInspectorModel {
    /// The inspected hierarchy's root (usually the app's window).
    public private(set) weak var root: UIView?
    private var excluded: Set<ObjectIdentifier>

    /// The selected view or guide.
    public private(set) var selection: InspectedItem?
    /// The constraint being edited (one of the selection's).
    public var selectedConstraint: NSLayoutConstraint? { didSet { if selectedConstraint !== oldValue { notify() } } }
    /// Text the outline rows must contain (case-insensitive); empty shows everything.
    public var filter = "" { didSet { if filter != oldValue { notify() } } }
    /// The edits made, oldest first.
    public private(set) var history: [LayoutEdit] = []
    /// Counts edits and undos: what changed the layout, as opposed to the selection.
    public private(set) var editGeneration = 0
    /// Called after anything above changes.
    public var onChange: (() -> Void)?

    private var collapsed = Set<ObjectIdentifier>()
    /// Views with ambiguous layout, as of the last ``refreshMarks()``.
    public private(set) var ambiguousViews: [UIView] = []
    /// Views named by a required constraint that is broken or was dropped in a conflict,
    /// as of the last ``refreshMarks()``.
    public private(set) var brokenViews: [UIView] = []
    private var ambiguousIDs = Set<ObjectIdentifier>()
    private var brokenIDs = Set<ObjectIdentifier>()

    /// Inspects `root`'s hierarchy, leaving out the subtrees of `excluded` (overlays).
    public init(root: UIView, excluding excluded: [UIView] = []) {
        self.root = root
        self.excluded = Set(excluded.map(ObjectIdentifier.init))
    }

    /// Whether `view` lies in an excluded subtree.
    private func isExcluded(_ view: UIView) -> Bool {
        var current: UIView? = view
        while let candidate = current {
            if excluded.contains(ObjectIdentifier(candidate)) { return true }
            current = candidate.superview
        }
        return false
    }

    /// Leaves `view`'s subtree out from now on.
    public func exclude(_ view: UIView) { excluded.insert(ObjectIdentifier(view)) }

    private func notify() { onChange?() }

    // MARK: Selection

    /// Selects `item` (nil clears), expanding its ancestors in the outline.
    public func select(_ item: InspectedItem?) {
        guard item != selection else { return }
        selection = item
        selectedConstraint = nil
        // Expand every ancestor (a guide's owner too) so the row shows.
        var current: UIView?
        switch item {
        case .view(let view): current = view.superview
        case .guide(let guide): current = guide.owningView
        case nil: current = nil
        }
        while let view = current {
            collapsed.remove(ObjectIdentifier(view))
            current = view.superview
        }
        notify()
    }

    /// The deepest visible view of the hierarchy under `point` (in the root's coordinates),
    /// whether or not it takes events; excluded views are skipped.
    public func view(at point: CGPoint) -> UIView? {
        guard let root else { return nil }
        func search(_ view: UIView, _ local: CGPoint) -> UIView? {
            guard !view.isHidden, !excluded.contains(ObjectIdentifier(view)), view.bounds.contains(local) else { return nil }
            for subview in view.subviews.reversed() {
                if let hit = search(subview, subview.convert(local, from: view)) { return hit }
            }
            return view
        }
        return search(root, point)
    }

    // MARK: Outline

    /// Whether `item`'s children are hidden in the outline.
    public func isCollapsed(_ item: InspectedItem) -> Bool { collapsed.contains(ObjectIdentifier(item.object)) }

    /// Collapses or expands `item`.
    public func toggleCollapsed(_ item: InspectedItem) {
        let id = ObjectIdentifier(item.object)
        if collapsed.remove(id) == nil { collapsed.insert(id) }
        notify()
    }

    /// The outline: every view (and its layout guides) in depth-first order, children of
    /// collapsed items left out; with a filter, the matching rows and their ancestors.
    public func outlineRows() -> [OutlineRow] {
        guard let root else { return [] }
        let needle = filter.lowercased()
        var rows: [OutlineRow] = []
        func frameText(_ r: CGRect) -> String {
            "(\(r.minX.formattedG) \(r.minY.formattedG); \(r.width.formattedG) \(r.height.formattedG))"
        }
        /// Appends the rows of `view`'s subtree; returns whether any matched the filter.
        @discardableResult
        func visit(_ view: UIView, depth: Int) -> Bool {
            guard !excluded.contains(ObjectIdentifier(view)) else { return false }
            let item = InspectedItem.view(view)
            var badges: [String] = []
            if ambiguousIDs.contains(ObjectIdentifier(view)) { badges.append("AMBIGUOUS") }
            if brokenIDs.contains(ObjectIdentifier(view)) { badges.append("BROKEN") }
            if view.isHidden { badges.append("hidden") }
            if view.translatesAutoresizingMaskIntoConstraints && view.superview != nil { badges.append("autoresizing") }
            let children = view.subviews.filter { !excluded.contains(ObjectIdentifier($0)) }
            let expanded = !isCollapsed(item) || !needle.isEmpty
            let row = OutlineRow(item: item, depth: depth, text: "\(item.title) \(frameText(view.frame))", badges: badges,
                                 hasChildren: !children.isEmpty || !view.layoutGuides.isEmpty, isExpanded: expanded)
            let index = rows.count
            rows.append(row)
            var matched = needle.isEmpty || (row.text + " " + badges.joined(separator: " ")).lowercased().contains(needle)
            if expanded {
                for guide in view.layoutGuides {
                    let guideItem = InspectedItem.guide(guide)
                    let text = "\(guideItem.title) \(frameText(guide.layoutFrame))"
                    if needle.isEmpty || text.lowercased().contains(needle) {
                        rows.append(OutlineRow(item: guideItem, depth: depth + 1, text: text, badges: [],
                                               hasChildren: false, isExpanded: false))
                        matched = true
                    }
                }
                for child in children where visit(child, depth: depth + 1) { matched = true }
            }
            if !matched { rows.removeSubrange(index...) }
            return matched
        }
        visit(root, depth: 0)
        return rows
    }

    /// Finds the ambiguous views and those with broken required constraints again (the
    /// outline's badges and the overlay's marks read them).
    public func refreshMarks() {
        ambiguousViews = []
        brokenViews = []
        ambiguousIDs = []
        brokenIDs = []
        guard let root else { return }
        for view in root.viewsWithAmbiguousLayout() where !isExcluded(view) {
            ambiguousIDs.insert(ObjectIdentifier(view))
            ambiguousViews.append(view)
        }
        let states = LayoutConstraintStates(of: root)
        var broken: [UIView] = []
        func owner(_ item: AnyObject?) -> UIView? { (item as? UIView) ?? (item as? UILayoutGuide)?.owningView }
        func visit(_ view: UIView) {
            guard !excluded.contains(ObjectIdentifier(view)) else { return }
            for constraint in view.constraints where constraint.priority.isRequired && constraint.isActive {
                switch states.satisfaction(of: constraint) {
                case .broken, .notInstalled:
                    if constraint is NSContentSizeLayoutConstraint { continue }
                    for item in [owner(constraint.firstItem), owner(constraint.secondItem)] {
                        if let item, brokenIDs.insert(ObjectIdentifier(item)).inserted { broken.append(item) }
                    }
                default: break
                }
            }
            view.subviews.forEach(visit)
        }
        visit(root)
        brokenViews = broken
    }

    // MARK: Edits

    /// Makes `edit` and remembers it for ``undo()``.
    public func apply(_ edit: LayoutEdit) {
        edit.perform()
        history.append(edit)
        editGeneration += 1
        notify()
    }

    /// Undoes the last edit.
    public func undo() {
        guard let edit = history.popLast() else { return }
        edit.revert()
        editGeneration += 1
        notify()
    }

    /// Sets the selected constraint's constant (an undoable edit).
    public func setConstant(_ value: CGFloat) {
        guard let constraint = selectedConstraint, value.isFinite, value != constraint.constant else { return }
        apply(.constant(constraint, from: constraint.constant, to: value))
    }

    /// Sets the selected constraint's priority (an undoable edit); invalid priorities
    /// are ignored.
    public func setPriority(_ value: Float) {
        guard let constraint = selectedConstraint, value > 0, value <= 1000, value != constraint.priority.rawValue else { return }
        apply(.priority(constraint, from: constraint.priority, to: UILayoutPriority(value)))
    }

    /// Activates or deactivates the selected constraint (an undoable edit).
    public func setActive(_ active: Bool) {
        guard let constraint = selectedConstraint, active != constraint.isActive else { return }
        apply(.active(constraint, from: constraint.isActive, to: active))
    }

    /// Hides or shows the selected view (an undoable edit).
    public func setHidden(_ hidden: Bool) {
        guard case .view(let view) = selection, hidden != view.isHidden else { return }
        apply(.hidden(view, from: view.isHidden, to: hidden))
    }

    /// Sets the selected view's content hugging priority on `axis` (an undoable edit).
    public func setHugging(_ value: Float, for axis: NSLayoutConstraint.Axis) {
        guard case .view(let view) = selection, value > 0, value <= 1000 else { return }
        let old = view.contentHuggingPriority(for: axis)
        guard old.rawValue != value else { return }
        apply(.hugging(view, axis, from: old, to: UILayoutPriority(value)))
    }

    /// Sets the selected view's compression resistance on `axis` (an undoable edit).
    public func setCompressionResistance(_ value: Float, for axis: NSLayoutConstraint.Axis) {
        guard case .view(let view) = selection, value > 0, value <= 1000 else { return }
        let old = view.contentCompressionResistancePriority(for: axis)
        guard old.rawValue != value else { return }
        apply(.compressionResistance(view, axis, from: old, to: UILayoutPriority(value)))
    }

    /// The Swift code for what the edits leave behind.
    public func swiftCode(style: SwiftCode.Style = .anchors) -> String {
        SwiftCode.code(for: history, style: style)
    }
}
