import Foundation

/// The attributes of one stack axis: along it and across it.
struct StackAxisAttributes {
    let leading: NSLayoutConstraint.Attribute
    let trailing: NSLayoutConstraint.Attribute
    let size: NSLayoutConstraint.Attribute
    let center: NSLayoutConstraint.Attribute

    static let horizontal = StackAxisAttributes(leading: .leading, trailing: .trailing, size: .width, center: .centerX)
    static let vertical = StackAxisAttributes(leading: .top, trailing: .bottom, size: .height, center: .centerY)

    static func along(_ axis: NSLayoutConstraint.Axis) -> StackAxisAttributes {
        axis == .horizontal ? .horizontal : .vertical
    }

    static func across(_ axis: NSLayoutConstraint.Axis) -> StackAxisAttributes {
        axis == .horizontal ? .vertical : .horizontal
    }
}

/// Collects the specs of one group.
@preconcurrency @MainActor
struct StackSpecList {
    var specs: [StackConstraintSpec] = []

    mutating func add(_ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
                      _ relation: NSLayoutConstraint.Relation = .equal,
                      _ second: AnyObject? = nil, _ secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute,
                      multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required,
                      _ identifier: String) {
        specs.append(StackConstraintSpec(first: first, firstAttribute: firstAttribute, relation: relation,
                                         second: second, secondAttribute: second == nil ? .notAnAttribute : secondAttribute,
                                         multiplier: multiplier, constant: constant, priority: priority,
                                         identifier: identifier))
    }
}

extension UIStackView {
    /// The item the views are arranged in: the margins guide or the stack itself.
    var canvas: AnyObject { isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self }

    /// Notes that `parts` must be rebuilt and asks for an update-constraints step. From
    /// inside the stack's own `layoutSubviews` (an arranged label re-measured at its new
    /// width) the flags are set directly: the layout pass then runs another round.
    func scheduleArrangementUpdate(_ parts: ArrangementParts) {
        pendingParts.formUnion(parts)
        if cycle.isInLayoutSubviews {
            cycle.needsUpdateConstraintsFlag = true
            markNeedsUpdateConstraintsPropagating()
        } else {
            setNeedsUpdateConstraints()
        }
    }

    /// Recomputes the pending groups and applies the difference as one batch: removals
    /// first (never a conflict), then the constraints whose required constant changed,
    /// then the new ones in one `activate`.
    func applyPendingArrangement() {
        let parts = pendingParts
        guard !parts.isEmpty else { return }
        pendingParts = []
        let visible = visibleArrangedSubviews
        var changes = GeneratedConstraints.Changes()
        if parts.contains(.axis) {
            axisConstraints.reconcile(with: makeAxisSpecs(visible: visible), into: &changes)
        }
        if parts.contains(.cross) {
            crossConstraints.reconcile(with: makeCrossSpecs(visible: visible), into: &changes)
        }
        let engine = currentEngine()
        if let engine {
            // Give the arranged views their content-size constraints now, while their
            // variables stand alone: added after the (queued) chain of stack constraints,
            // each would be expanded through that chain, quadratic in a long stack.
            for view in arrangedSubviews { _ = engine.variables(for: view) }
            engine.processPendingContentSizes()
        }
        engine?.beginBatch()
        NSLayoutConstraint.deactivate(changes.removed.sorted { $0.serial < $1.serial })
        NSLayoutConstraint.deactivate(changes.recycled.map(\.0))
        for (constraint, constant) in changes.recycled { constraint.constant = constant }
        NSLayoutConstraint.activate(changes.recycled.map(\.0) + changes.added)
        engine?.endBatch()
        removeUnusedGuides()
    }

    /// The arranged view's `isHidden` changed: rebuild at the next pass.
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        guard arrangedIndex(of: view) != nil else { return }
        scheduleArrangementUpdate(.all)
    }

    /// The arranged view's intrinsic size changed: the engine already updates its
    /// content-size constraints; the stack rebuilds only when the size along the axis,
    /// which its tie-breaks and proportions use, is different.
    func arrangedSubviewIntrinsicSizeDidChange(_ view: UIView) {
        guard distribution != .fillEqually, !view.isHidden,
              let built = builtAxisIntrinsicSizes[ObjectIdentifier(view)] else { return }
        guard axisIntrinsicSize(of: view) != built else { return }
        scheduleArrangementUpdate(.axis)
    }

    /// `view`'s intrinsic size along the axis, `nil` for no metric.
    func axisIntrinsicSize(of view: UIView) -> CGFloat? {
        let size = view.validatedIntrinsicContentSize()
        return axis == .horizontal ? size.width : size.height
    }

    /// Makes sure there are `count` gap guides.
    func prepareGapGuides(_ count: Int) {
        while gapGuides.count < count {
            let guide = _UIOLAGapGuide()
            addLayoutGuide(guide)
            gapGuides.append(guide)
        }
    }

    /// The alignment spanner, created on first use.
    func prepareSpanner() -> _UILayoutSpacer {
        if let alignmentSpanner { return alignmentSpanner }
        let made = _UILayoutSpacer()
        addLayoutGuide(made)
        alignmentSpanner = made
        return made
    }

    /// Removes the guides no generated constraint uses any more.
    private func removeUnusedGuides() {
        while let last = gapGuides.last, last.involvingConstraints.isEmpty {
            removeLayoutGuide(last)
            gapGuides.removeLast()
        }
        if let spanner = alignmentSpanner, spanner.involvingConstraints.isEmpty {
            removeLayoutGuide(spanner)
            alignmentSpanner = nil
        }
    }
}

extension UIView {
    /// Tells the stack view arranging this view that `isHidden` changed (a hook in
    /// `UIView.isHidden`).
    func notifyStackViewOfVisibilityChange() {
        (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
    }

    /// Tells the stack view arranging this view that its intrinsic size changed (a hook
    /// in `invalidateIntrinsicContentSize()`).
    func notifyStackViewOfIntrinsicSizeChange() {
        (superview as? UIStackView)?.arrangedSubviewIntrinsicSizeDidChange(self)
    }
}
