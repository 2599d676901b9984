import Foundation

/// How a batch update animates, as UIKit's default: the cells of items that stay slide
/// from where they were to their new frames, cells that come into view fade in (or start
/// where the layout's ``UICollectionViewLayout/initialLayoutAttributesForAppearingItem(at:)``
/// puts them), and the cells of deleted and reloaded items fade out where they were (or
/// go where ``UICollectionViewLayout/finalLayoutAttributesForDisappearingItem(at:)`` says)
/// before they are queued for reuse. Everything runs through `UIView.animate`, so the
/// frames and alphas are final at once and only the presentation moves.
@MainActor
struct CollectionUpdateAnimation {
    /// How long a batch update animates, in seconds.
    static let duration: TimeInterval = 0.3

    /// The frames the visible cells had before the batch.
    private var shownFrames: [ObjectIdentifier: CGRect] = [:]
    /// Cells leaving, with the index paths they had.
    private(set) var disappearing: [(cell: UICollectionViewCell, indexPath: IndexPath)] = []

    /// An animation for a batch about to be applied to `collectionView`, or nil when it
    /// should not animate (animations off, inside `performWithoutAnimation`, not in a
    /// window, or nothing loaded yet).
    init?(for collectionView: UICollectionView) {
        guard ViewAnimator.allowsImplicitAnimation, collectionView.window != nil, !collectionView.needsReload else { return nil }
        for cell in collectionView.visibleCellsByPath.values { shownFrames[ObjectIdentifier(cell)] = cell.frame }
    }

    /// Keeps the cell of a deleted or reloaded item on screen until the animation ends.
    mutating func keep(_ cell: UICollectionViewCell, leaving indexPath: IndexPath) {
        disappearing.append((cell, indexPath))
    }

    /// Lays the collection view out for the batch without animation, then animates from
    /// what was shown to it; `completion` runs when the animation ends.
    func run(on collectionView: UICollectionView, completion: ((Bool) -> Void)?) {
        UIView.performWithoutAnimation { collectionView.layoutIfNeeded() }
        let layout = collectionView.collectionViewLayout
        var moving: [(UICollectionViewCell, CGRect)] = []
        var appearing: [(UICollectionViewCell, CGRect, CGFloat)] = []
        UIView.performWithoutAnimation {
            for (path, cell) in collectionView.visibleCellsByPath {
                let final = cell.frame
                if let before = shownFrames[ObjectIdentifier(cell)] {
                    guard before != final else { continue }
                    cell.frame = before
                    moving.append((cell, final))
                } else {
                    let start = layout.initialLayoutAttributesForAppearingItem(at: path).map(collectionView.displayed)
                    let alpha = cell.alpha
                    cell.frame = start?.frame ?? final
                    cell.alpha = start?.alpha ?? 0
                    appearing.append((cell, final, alpha))
                }
            }
        }
        let leaving = disappearing
        UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction], animations: {
            for (cell, final) in moving { cell.frame = final }
            for (cell, final, alpha) in appearing {
                cell.frame = final
                cell.alpha = alpha
            }
            for (cell, path) in leaving {
                let end = layout.finalLayoutAttributesForDisappearingItem(at: path).map(collectionView.displayed)
                if let end { cell.frame = end.frame }
                cell.alpha = end?.alpha ?? 0
            }
        }, completion: { [weak collectionView] finished in
            collectionView?.finishDisappearing(leaving.map(\.cell))
            completion?(finished)
        })
    }
}

extension UICollectionView {
    /// Queues the cells an animated update kept on screen for reuse, now that it ended.
    func finishDisappearing(_ cells: [UICollectionViewCell]) {
        let ending = Set(cells.map(ObjectIdentifier.init))
        let (done, rest) = (disappearingCells.filter { ending.contains(ObjectIdentifier($0.cell)) },
                            disappearingCells.filter { !ending.contains(ObjectIdentifier($0.cell)) })
        disappearingCells = rest
        for (cell, path) in done {
            cell.alpha = 1
            recycle(cell, at: path)
        }
    }
}
