import Foundation

/// The nested scroll view of a compositional layout's orthogonal section: it lies behind
/// the section's cells across the collection view, scrolls the section's groups across
/// the layout's direction (its offset moves the section's items), and comes to rest per
/// the section's ``UICollectionLayoutSectionOrthogonalScrollingBehavior``.
@MainActor
final class OrthogonalScrollView: UIScrollView, UIScrollViewDelegate {
    weak var layout: UICollectionViewCompositionalLayout?
    var section: Int
    var vertical: Bool

    init(section: Int, layout: UICollectionViewCompositionalLayout) {
        self.section = section
        self.layout = layout
        vertical = layout.axes.vertical
        super.init(frame: .zero)
        backgroundColor = nil
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        delegate = self
    }

    required init?(coder: NSCoder) { nil }

    override var contentOffset: CGPoint {
        get { super.contentOffset }
        set {
            super.contentOffset = newValue
            layout?.setOrthogonalOffset(vertical ? newValue.x : newValue.y, forSection: section)
        }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        guard let layout else { return }
        let current = vertical ? contentOffset.x : contentOffset.y
        let resting = layout.restingOrthogonalOffset(section: section, near: current)
        guard resting != current else { return }
        setContentOffset(vertical ? CGPoint(x: resting, y: 0) : CGPoint(x: 0, y: resting), animated: true)
    }
}

extension UICollectionView {
    /// The nested scroll view of an orthogonal section, if the section is one and is laid out.
    func orthogonalScrollView(forSection section: Int) -> UIScrollView? {
        orthogonalScrollers[section]
    }

    /// Gives every orthogonal section of a compositional layout a nested scroll view over
    /// its band, and removes those of sections that are no longer orthogonal.
    func placeOrthogonalScrollers() {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else {
            for scroller in orthogonalScrollers.values { scroller.removeFromSuperview() }
            orthogonalScrollers.removeAll()
            return
        }
        let bands = layout.orthogonalBands
        let wanted = Set(bands.map(\.section))
        for (section, scroller) in orthogonalScrollers where !wanted.contains(section) {
            scroller.removeFromSuperview()
            orthogonalScrollers[section] = nil
        }
        var added = false
        for band in bands {
            let scroller: OrthogonalScrollView
            if let existing = orthogonalScrollers[band.section], existing.layout === layout {
                scroller = existing
            } else {
                orthogonalScrollers[band.section]?.removeFromSuperview()
                scroller = OrthogonalScrollView(section: band.section, layout: layout)
                orthogonalScrollers[band.section] = scroller
                addSubview(scroller)
                added = true
            }
            if scroller.frame != band.band { scroller.frame = band.band }
            let size = layout.axes.vertical ? CGSize(width: band.contentLength, height: band.band.height)
                                            : CGSize(width: band.band.width, height: band.contentLength)
            if scroller.contentSize != size { scroller.contentSize = size }
        }
        if added { keepDecorationsBehindCells() }
    }
}
