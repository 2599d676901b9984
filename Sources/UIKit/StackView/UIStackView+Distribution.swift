import Foundation

extension UIStackView {
    /// The priority of the index tie-breaks (below every level UIKit's stack uses).
    static let tieBreakPriority = UILayoutPriority(1)

    /// The constraints along the axis: the canvas edges (`'UISV-canvas-connection'`), the
    /// gaps (`'UISV-spacing'`), hidden views (`'UISV-hiding'`) and the distribution.
    func makeAxisSpecs(visible: [UIView]) -> [StackConstraintSpec] {
        var list = StackSpecList()
        let a = StackAxisAttributes.along(axis)
        let canvas = self.canvas
        builtAxisIntrinsicSizes.removeAll(keepingCapacity: true)

        guard let first = visible.first, let last = visible.last else {
            // Nothing visible: hidden views at the leading edge, the canvas as small as it may be.
            for view in arrangedSubviews {
                list.add(canvas, a.leading, .equal, view, a.leading, "UISV-canvas-connection")
                list.add(view, a.size, constant: 0, "UISV-hiding")
            }
            if !arrangedSubviews.isEmpty {
                list.add(canvas, a.size, constant: 0, priority: UILayoutPriority(49), "UISV-canvas-fit")
            }
            prepareGapGuides(0)
            return list.specs
        }

        list.add(canvas, a.leading, .equal, first, a.leading, "UISV-canvas-connection")
        list.add(last, a.trailing, .equal, canvas, a.trailing, "UISV-canvas-connection")

        // Spacing between consecutive visible views.
        let baselineRelative = isBaselineRelativeArrangement && axis == .vertical
        let spacingRelation: NSLayoutConstraint.Relation =
            distribution == .equalSpacing || distribution == .equalCentering ? .greaterThanOrEqual : .equal
        var totalSpacing: CGFloat = 0
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let space = resolvedSpacing(after: previous)
            totalSpacing += space
            if baselineRelative {
                list.add(next, .firstBaseline, spacingRelation, previous, .lastBaseline, constant: space, "UISV-spacing")
            } else {
                list.add(next, a.leading, spacingRelation, previous, a.trailing, constant: space, "UISV-spacing")
            }
        }

        addHiddenViewSpecs(to: &list, attributes: a, canvas: canvas, visibleCount: visible.count)

        // A loop rather than `map`: a closure that reads a view checks its executor at
        // every call (see `visibleArrangedSubviews`).
        var intrinsic: [CGFloat?] = []
        intrinsic.reserveCapacity(visible.count)
        for view in visible {
            let size = axisIntrinsicSize(of: view)
            intrinsic.append(size)
            builtAxisIntrinsicSizes[ObjectIdentifier(view)] = size
        }

        switch distribution {
        case .fill:
            // Ties go by index: the last view without an intrinsic size, else the first view.
            let absorber = intrinsic.lastIndex(where: { $0 == nil }) ?? 0
            addTieBreaks(to: &list, visible: visible, intrinsic: intrinsic, except: absorber, attributes: a)
            prepareGapGuides(0)
        case .fillEqually:
            for view in visible.dropFirst() {
                list.add(view, a.size, .equal, first, a.size, "UISV-fill-equally")
            }
            prepareGapGuides(0)
        case .fillProportionally:
            addProportionalSpecs(to: &list, visible: visible, intrinsic: intrinsic, totalSpacing: totalSpacing,
                                 attributes: a, canvas: canvas)
            prepareGapGuides(0)
        case .equalSpacing, .equalCentering:
            let centering = distribution == .equalCentering
            let gapCount = visible.count - 1
            prepareGapGuides(gapCount)
            for index in 0..<gapCount {
                let gap = gapGuides[index], previous = visible[index], next = visible[index + 1]
                if centering {
                    list.add(gap, a.leading, .equal, previous, a.center, "UISV-distributing-edge")
                    list.add(gap, a.trailing, .equal, next, a.center, "UISV-distributing-edge")
                } else {
                    list.add(gap, a.leading, .equal, previous, a.trailing, "UISV-distributing-edge")
                    list.add(next, a.leading, .equal, gap, a.trailing, "UISV-distributing-edge")
                }
                if index > 0 {
                    list.add(gap, a.size, .equal, gapGuides[0], a.size,
                             priority: centering ? UILayoutPriority(149) : .required, "UISV-fill-equally")
                }
            }
            // The first view with an intrinsic size gives way first when they do not fit.
            let absorber = intrinsic.firstIndex(where: { $0 != nil }) ?? -1
            addTieBreaks(to: &list, visible: visible, intrinsic: intrinsic, except: absorber, attributes: a)
        }
        return list.specs
    }

    /// A hidden view takes no space (`'UISV-hiding'`) and sits in the middle of the gap
    /// between its visible neighbours; before the first visible view it sits at the
    /// canvas's leading edge, after the last one at its trailing edge.
    private func addHiddenViewSpecs(to list: inout StackSpecList, attributes a: StackAxisAttributes, canvas: AnyObject,
                                    visibleCount: Int) {
        var previousVisible: UIView?
        var visibleAfter = visibleCount
        for view in arrangedSubviews {
            guard view.isHidden else {
                previousVisible = view
                visibleAfter -= 1
                continue
            }
            list.add(view, a.size, constant: 0, "UISV-hiding")
            if let previous = previousVisible {
                let offset = visibleAfter > 0 ? resolvedSpacing(after: previous) / 2 : 0
                list.add(view, a.leading, .equal, previous, a.trailing, constant: offset, "UISV-spacing")
            } else {
                list.add(canvas, a.leading, .equal, view, a.leading, "UISV-canvas-connection")
            }
        }
    }

    /// Holds every visible view but `except` at its intrinsic size (zero without one) at
    /// ``tieBreakPriority``, so equal hugging or compression priorities resolve by index.
    private func addTieBreaks(to list: inout StackSpecList, visible: [UIView], intrinsic: [CGFloat?], except: Int,
                              attributes a: StackAxisAttributes) {
        for (index, view) in visible.enumerated() where index != except {
            list.add(view, a.size, constant: intrinsic[index] ?? 0, priority: UIStackView.tieBreakPriority,
                     "UISV-index-tie-break")
        }
    }

    /// `vᵢ.size == mᵢ × canvas.size − mᵢ × spacings` with `mᵢ = wᵢ / Σw`, at `999 − i`
    /// (not below 751): the space left after the gaps, shared in proportion.
    private func addProportionalSpecs(to list: inout StackSpecList, visible: [UIView], intrinsic: [CGFloat?],
                                      totalSpacing: CGFloat, attributes a: StackAxisAttributes, canvas: AnyObject) {
        var weights = intrinsic.map { $0 ?? 0 }
        var total = weights.reduce(0, +)
        if total <= 0 {
            weights = Array(repeating: 1, count: visible.count)
            total = CGFloat(visible.count)
        }
        for (index, view) in visible.enumerated() {
            let share = weights[index] / total
            list.add(view, a.size, .equal, canvas, a.size, multiplier: share, constant: -share * totalSpacing,
                     priority: UILayoutPriority(Float(max(999 - index, 751))), "UISV-fill-proportionally")
        }
    }
}
