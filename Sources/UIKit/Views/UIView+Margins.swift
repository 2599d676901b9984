import Foundation

/// The margins a view was given: absolute ones stay put when the direction flips,
/// directional ones follow it.
enum LayoutMarginsBase: Equatable {
    case absolute(UIEdgeInsets)
    case directional(NSDirectionalEdgeInsets)
}

extension UIView {
    // MARK: Guides

    /// What ``layoutMarginsGuide`` returns (declared in the class, where it can be `open`).
    var uikitLayoutMarginsGuide: UILayoutGuide {
        systemGuide("UIViewLayoutMarginsGuide", \.marginsGuide, \.marginsConstraints, insets: marginGuideInsets,
                    identifiers: ["UIView-leftMargin-guide-constraint", "UIView-topMargin-guide-constraint",
                                  "UIView-rightMargin-guide-constraint", "UIView-bottomMargin-guide-constraint"])
    }

    /// What ``safeAreaLayoutGuide`` returns (declared in the class, where it can be `open`).
    var uikitSafeAreaLayoutGuide: UILayoutGuide {
        systemGuide("UIViewSafeAreaLayoutGuide", \.safeAreaGuide, \.safeAreaConstraints, insets: safeAreaGuideInsets,
                    identifiers: ["UIViewSafeAreaLayoutGuide-left", "UIViewSafeAreaLayoutGuide-top",
                                  "UIViewSafeAreaLayoutGuide-right", "UIViewSafeAreaLayoutGuide-bottom"])
    }

    /// What ``readableContentGuide`` returns (declared in the class, where it can be `open`).
    var uikitReadableContentGuide: UILayoutGuide {
        systemGuide("UIViewReadableContentGuide", \.readableGuide, \.readableConstraints, insets: readableGuideInsets,
                    identifiers: ["UIView-readableContentGuide-left", "UIView-readableContentGuide-top",
                                  "UIView-readableContentGuide-right", "UIView-readableContentGuide-bottom"])
    }

    /// One of the three system guides: the stored one, or a new one tied to the view's
    /// edges by four required constraints (left, top, right, bottom identifiers).
    private func systemGuide(_ name: String, _ guideSlot: ReferenceWritableKeyPath<ViewGuides, UILayoutGuide?>,
                             _ constraintsSlot: ReferenceWritableKeyPath<ViewGuides, [NSLayoutConstraint]>,
                             insets: @autoclosure () -> NSDirectionalEdgeInsets, identifiers: [String]) -> UILayoutGuide {
        if let guide = marginState.guideStorage?[keyPath: guideSlot] { return guide }
        let guide = makeSystemGuide(name)
        let made = edgeConstraints(for: guide, insets: insets(), identifiers: identifiers)
        guides[keyPath: guideSlot] = guide
        guides[keyPath: constraintsSlot] = made
        NSLayoutConstraint.activate(made)
        return guide
    }

    /// The maximum width of ``readableContentGuide``.
    static let readableContentWidth: CGFloat = 920
    /// The bounds width above which the readable band is narrower than the margins.
    static let readableContentThreshold: CGFloat = 1008

    private func makeSystemGuide(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        return guide
    }

    /// `guide.leading == leading + l`, `guide.top == top + t`, `trailing == guide.trailing + r`,
    /// `bottom == guide.bottom + b`: printed as `H:|-(8)-[guide](LTR)`, `H:[guide]-(8)-|(LTR)`, ….
    private func edgeConstraints(for guide: UILayoutGuide, insets: NSDirectionalEdgeInsets,
                                 identifiers: [String]) -> [NSLayoutConstraint] {
        let made = [
            NSLayoutConstraint(item: guide, attribute: .leading, relatedBy: .equal, toItem: self, attribute: .leading,
                               multiplier: 1, constant: insets.leading),
            NSLayoutConstraint(item: guide, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top,
                               multiplier: 1, constant: insets.top),
            NSLayoutConstraint(item: self, attribute: .trailing, relatedBy: .equal, toItem: guide, attribute: .trailing,
                               multiplier: 1, constant: insets.trailing),
            NSLayoutConstraint(item: self, attribute: .bottom, relatedBy: .equal, toItem: guide, attribute: .bottom,
                               multiplier: 1, constant: insets.bottom),
        ]
        for (constraint, identifier) in zip(made, identifiers) { constraint.identifier = identifier }
        return made
    }

    private func setConstants(_ constraints: [NSLayoutConstraint], _ insets: NSDirectionalEdgeInsets) {
        guard constraints.count == 4 else { return }
        constraints[0].constant = insets.leading
        constraints[1].constant = insets.top
        constraints[2].constant = insets.trailing
        constraints[3].constant = insets.bottom
    }

    private var marginGuideInsets: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(marginState.appliedMargins, direction: effectiveUserInterfaceLayoutDirection)
    }

    private var safeAreaGuideInsets: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(marginState.storedSafeAreaInsets, direction: effectiveUserInterfaceLayoutDirection)
    }

    private var readableGuideInsets: NSDirectionalEdgeInsets {
        var insets = marginGuideInsets
        let width = boundsSize.width
        if width > UIView.readableContentThreshold, width - insets.leading - insets.trailing > UIView.readableContentWidth {
            let side = (width - UIView.readableContentWidth) / 2
            insets.leading = side
            insets.trailing = side
        }
        return insets
    }

    /// Pushes the margins, safe area and readable band into the system guides' constants.
    func updateSystemGuideConstants() {
        guard let storage = marginState.guideStorage else { return }
        if storage.marginsGuide != nil { setConstants(storage.marginsConstraints, marginGuideInsets) }
        if storage.safeAreaGuide != nil { setConstants(storage.safeAreaConstraints, safeAreaGuideInsets) }
        if storage.readableGuide != nil { setConstants(storage.readableConstraints, readableGuideInsets) }
    }

    // MARK: Margins

    /// The margins before superview and safe-area adjustments, in absolute terms.
    private var baseMargins: UIEdgeInsets {
        switch marginState.marginsBase {
        case .absolute(let insets): insets
        case .directional(let insets): insets.edgeInsets(for: effectiveUserInterfaceLayoutDirection)
        }
    }

    /// The effective margins: the view's own, at least a view controller's system
    /// minimum (root views), plus the safe area (``insetsLayoutMarginsFromSafeArea``), and
    /// at least what the superview's margins reach into this view
    /// (``preservesSuperviewLayoutMargins``).
    func computeEffectiveMargins() -> UIEdgeInsets {
        var margins = baseMargins
        if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            margins = margins.union(controller.systemMinimumLayoutMargins.edgeInsets(for: effectiveUserInterfaceLayoutDirection))
        }
        if insetsLayoutMarginsFromSafeArea && marginState.storedSafeAreaInsets != .zero { margins = margins + marginState.storedSafeAreaInsets }
        if layoutOptions.preservesSuperviewLayoutMargins, let parent = superview {
            let outer = parent.marginState.appliedMargins
            let x = frameOrigin.x - parent.boundsOrigin.x, y = frameOrigin.y - parent.boundsOrigin.y
            margins.left = max(margins.left, outer.left - x)
            margins.top = max(margins.top, outer.top - y)
            margins.right = max(margins.right, outer.right - (parent.boundsSize.width - x - boundsSize.width))
            margins.bottom = max(margins.bottom, outer.bottom - (parent.boundsSize.height - y - boundsSize.height))
        }
        return margins
    }

    /// Recomputes the effective margins; on a change updates the guides, calls
    /// ``layoutMarginsDidChange()`` and refreshes subviews that preserve these margins.
    func refreshLayoutMargins(forceCallback: Bool = false) {
        let margins = computeEffectiveMargins()
        let changed = margins != marginState.appliedMargins
        marginState.appliedMargins = margins
        if changed || forceCallback { updateSystemGuideConstants() }
        if changed || forceCallback {
            layoutMarginsDidChange()
            owningViewController?.viewLayoutMarginsDidChange()
        }
        if changed {
            for subview in subviews where subview.layoutOptions.preservesSuperviewLayoutMargins { subview.refreshLayoutMargins() }
        }
    }

    // MARK: Safe area

    // `safeAreaInsets` is in the class declaration (UIView.swift), where it can be `open`.

    func computeSafeAreaInsets() -> UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let window = self as? UIWindow {
            insets = window.hostSafeAreaInsets
        } else if let parent = superview, cachedWindow != nil, parent.marginState.storedSafeAreaInsets != .zero {
            let outer = parent.marginState.storedSafeAreaInsets
            let x = frameOrigin.x - parent.boundsOrigin.x, y = frameOrigin.y - parent.boundsOrigin.y
            func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), limit) }
            insets = UIEdgeInsets(
                top: clamp(outer.top - y, outer.top),
                left: clamp(outer.left - x, outer.left),
                bottom: clamp(y + boundsSize.height - (parent.boundsSize.height - outer.bottom), outer.bottom),
                right: clamp(x + boundsSize.width - (parent.boundsSize.width - outer.right), outer.right))
        }
        if cachedWindow != nil, let controller = owningViewController {
            if controller.additionalSafeAreaInsets != .zero { insets = insets + controller.additionalSafeAreaInsets }
            if controller.barSafeAreaInsets != .zero { insets = insets + controller.barSafeAreaInsets }
        }
        return insets
    }

    /// Recomputes the safe area; on a change updates the guide and margins, calls
    /// ``safeAreaInsetsDidChange()`` and refreshes the subviews.
    func refreshSafeAreaInsets() {
        let insets = computeSafeAreaInsets()
        guard insets != marginState.storedSafeAreaInsets else { return }
        marginState.storedSafeAreaInsets = insets
        updateSystemGuideConstants()
        if insetsLayoutMarginsFromSafeArea { refreshLayoutMargins() }
        safeAreaInsetsDidChange()
        if let controller = owningViewController {
            controller.updateLayoutSupportLengths()
            controller.viewSafeAreaInsetsDidChange()
        }
        setNeedsLayout()
        for subview in subviews { subview.refreshSafeAreaInsets() }
    }

    /// After a frame change: the safe area and preserved margins of this view depend on
    /// its position; those of its subviews and the readable band on its size.
    func geometryDidChange(oldSize: CGSize) {
        // Every frame a layout pass sets comes here: the tests are field by field and the
        // loops by index (see ``UIEdgeInsets/isZero`` and ``storedSubviews``).
        var insetsMayChange = !marginState.storedSafeAreaInsets.isZero
        if !insetsMayChange, let parent = superview { insetsMayChange = !parent.marginState.storedSafeAreaInsets.isZero }
        if insetsMayChange { refreshSafeAreaInsets() }
        if layoutOptions.preservesSuperviewLayoutMargins { refreshLayoutMargins() }
        let newSize = boundsSize
        guard oldSize.width != newSize.width || oldSize.height != newSize.height else { return }
        let list = storedSubviews
        let count = list.count
        if count > 0 {
            var index = 0
            if !marginState.storedSafeAreaInsets.isZero {
                while index < count {
                    list[index].refreshSafeAreaInsets()
                    index += 1
                }
                index = 0
            }
            while index < count {
                let subview = list[index]
                index += 1
                if subview.layoutOptions.preservesSuperviewLayoutMargins { subview.refreshLayoutMargins() }
            }
        }
        if let readable = marginState.guideStorage?.readableConstraints, !readable.isEmpty {
            setConstants(readable, readableGuideInsets)
        }
        boundsSizeDidChange(from: oldSize)
    }

    /// After the view moved in the hierarchy.
    func hierarchyGeometryDidChange() {
        refreshSafeAreaInsets()
        if layoutOptions.preservesSuperviewLayoutMargins || owningViewController != nil { refreshLayoutMargins() }
        updateSystemGuideConstants()
    }

    // MARK: Direction

    /// What ``effectiveUserInterfaceLayoutDirection`` returns (declared in the class, where it can be `open`).
    ///
    /// An unspecified ``semanticContentAttribute`` takes the direction of the view's
    /// environment, as UIKit's `traitCollection.layoutDirection` carries it down the
    /// hierarchy: the superview's effective direction (so the subviews of a view forced
    /// right-to-left are laid out right-to-left too), and at the top the window's.
    var uikitEffectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified:
            if let superview { superview.effectiveUserInterfaceLayoutDirection }
            else { hostWindow?.userInterfaceLayoutDirection ?? UIView.applicationLayoutDirection }
        }
    }

    /// Rebuilds `constraints` (in the order they were made) in the window's engine, whose
    /// terms changed without the constraints changing (baseline offsets, the direction of
    /// leading and trailing); without an engine, the tree's constraints are marked changed.
    func rebuild(_ constraints: [NSLayoutConstraint]) {
        guard !constraints.isEmpty else { return }
        invalidateFittingEngines()
        if let engine = currentEngine() {
            engine.beginBatch()
            for constraint in constraints.sorted(by: { $0.serial < $1.serial }) where constraint.activeFlag {
                engine.reinstall(constraint)
            }
            engine.endBatch()
        } else {
            markTreeConstraintsChanged()
        }
    }

    /// The direction of this view changed, and with it that of every descendant that
    /// inherits it (an unspecified ``semanticContentAttribute`` all the way up to this view).
    func layoutDirectionDidChangeInSubtree() {
        layoutDirectionDidChange()
        for subview in subviews where subview.semanticContentAttribute == .unspecified {
            subview.layoutDirectionDidChangeInSubtree()
        }
    }

    /// The direction changed: constraints using leading/trailing of this view or its
    /// guides are rebuilt mirrored, directional margins flip.
    func layoutDirectionDidChange() {
        var affected: [NSLayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        let lists = [involvingConstraints.values] + layoutGuides.map(\.involvingConstraints.values)
        for list in lists {
            for constraint in list where constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional {
                if seen.insert(ObjectIdentifier(constraint)).inserted { affected.append(constraint) }
            }
        }
        rebuild(affected)
        refreshLayoutMargins()
        updateSystemGuideConstants()
        setNeedsLayout()
        setNeedsDisplay()
    }
}
