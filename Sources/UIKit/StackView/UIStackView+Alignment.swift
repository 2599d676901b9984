import Foundation

extension UIStackView {
    /// The alignment in effect: baselines mean nothing across a vertical stack, which
    /// treats `.firstBaseline` as `.leading` and `.lastBaseline` as `.trailing`.
    var effectiveAlignment: Alignment {
        guard axis == .vertical else { return alignment }
        switch alignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return alignment
        }
    }

    /// The constraints across the axis.
    ///
    /// Every arranged view is aligned to the first visible one (`'UISV-alignment'`).
    /// With `.fill` the canvas's cross edges are pinned to that view
    /// (`'UISV-canvas-connection'`). Otherwise a spanner guide encloses the visible views
    /// (`'UISV-spanning-boundary'`, pulled tight by `'UISV-spanning-fit'` at 51), the
    /// canvas is pinned to it, and each view's cross size is pulled towards zero at 25
    /// (`'UISV-ambiguity-suppression'`) so a view without an intrinsic size is not
    /// ambiguous. Baseline alignments add `'UISV-canvas-fit'` (49) and, for views whose
    /// height depends on their width, `'UISV-text-width-disambiguation'` (760).
    func makeCrossSpecs(visible: [UIView]) -> [StackConstraintSpec] {
        var list = StackSpecList()
        let c = StackAxisAttributes.across(axis)
        let canvas = self.canvas
        let alignment = effectiveAlignment

        guard let reference = visible.first else {
            for view in arrangedSubviews {
                list.add(canvas, c.leading, .equal, view, c.leading, "UISV-canvas-connection")
            }
            if !arrangedSubviews.isEmpty {
                list.add(canvas, c.size, constant: 0, priority: UILayoutPriority(49), "UISV-canvas-fit")
            }
            return list.specs
        }

        // Alignment of every other arranged view (hidden ones too) to the reference.
        for view in arrangedSubviews where view !== reference {
            switch alignment {
            case .fill:
                list.add(view, c.leading, .equal, reference, c.leading, "UISV-alignment")
                list.add(view, c.trailing, .equal, reference, c.trailing, "UISV-alignment")
            case .leading:
                list.add(view, c.leading, .equal, reference, c.leading, "UISV-alignment")
            case .center:
                list.add(view, c.center, .equal, reference, c.center, "UISV-alignment")
            case .trailing:
                list.add(view, c.trailing, .equal, reference, c.trailing, "UISV-alignment")
            case .firstBaseline:
                list.add(view, .firstBaseline, .equal, reference, .firstBaseline, "UISV-alignment")
            case .lastBaseline:
                list.add(view, .lastBaseline, .equal, reference, .lastBaseline, "UISV-alignment")
            }
        }

        if alignment == .fill {
            list.add(canvas, c.leading, .equal, reference, c.leading, "UISV-canvas-connection")
            list.add(reference, c.trailing, .equal, canvas, c.trailing, "UISV-canvas-connection")
            return list.specs
        }

        let spanner = prepareSpanner()
        list.add(canvas, c.leading, .equal, spanner, c.leading, "UISV-canvas-connection")
        list.add(spanner, c.trailing, .equal, canvas, c.trailing, "UISV-canvas-connection")
        if alignment == .center {
            list.add(canvas, c.center, .equal, reference, c.center, "UISV-canvas-connection")
        }
        let edgePriority = UILayoutPriority(999.5)
        for view in visible {
            switch alignment {
            case .leading:
                list.add(spanner, c.leading, .equal, view, c.leading, priority: edgePriority, "UISV-spanning-boundary")
                list.add(spanner, c.trailing, .greaterThanOrEqual, view, c.trailing, "UISV-spanning-boundary")
            case .trailing:
                list.add(spanner, c.leading, .lessThanOrEqual, view, c.leading, "UISV-spanning-boundary")
                list.add(spanner, c.trailing, .equal, view, c.trailing, priority: edgePriority, "UISV-spanning-boundary")
            default:
                list.add(spanner, c.leading, .lessThanOrEqual, view, c.leading, "UISV-spanning-boundary")
                list.add(spanner, c.trailing, .greaterThanOrEqual, view, c.trailing, "UISV-spanning-boundary")
            }
        }
        list.add(spanner, c.size, constant: 0, priority: UILayoutPriority(51), "UISV-spanning-fit")

        let baseline = alignment == .firstBaseline || alignment == .lastBaseline
        if baseline || (alignment == .center && visible.count == 1) {
            list.add(canvas, c.size, constant: 0, priority: UILayoutPriority(49), "UISV-canvas-fit")
        }
        for view in arrangedSubviews {
            list.add(view, c.size, constant: 0, priority: UILayoutPriority(25), "UISV-ambiguity-suppression")
        }
        if baseline {
            let share = 1 / CGFloat(visible.count)
            let a = StackAxisAttributes.along(axis)
            for view in visible where view.intrinsicSizeDependsOnWidth {
                list.add(view, a.size, .equal, canvas, a.size, multiplier: share, priority: UILayoutPriority(760),
                         "UISV-text-width-disambiguation")
            }
        }
        return list.specs
    }
}
