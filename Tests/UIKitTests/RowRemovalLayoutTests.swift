import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// A row of views pinned to both edges of its superview, links deactivated and activated
/// again: the solver merges each removed link into the row's long equation and has two
/// views' variables trade symbols (Cassowary's `Engine+SymbolTrade.swift`), and the
/// frames must not notice. Views left of the first removed link stay pinned to the
/// leading edge, views right of the last to the trailing edge, every view keeps the
/// width it prefers, and once the links are back the row is what it was.
@MainActor
@Suite struct RowRemovalLayoutTests {
    private let count = 40

    /// Each view 8 points after the one before it, at least 10 wide, preferring 100.
    private func makeRow(in root: UIView) -> (views: [UIView], links: [NSLayoutConstraint]) {
        let views = (0..<count).map { _ in UIView() }
        var links: [NSLayoutConstraint] = []
        var constraints: [NSLayoutConstraint] = []
        for (index, view) in views.enumerated() {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            let link = index == 0
                ? view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
                : view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor, constant: 8)
            links.append(link)
            let preferred = view.widthAnchor.constraint(equalToConstant: 100)
            preferred.priority = UILayoutPriority(500)
            constraints += [
                link, view.widthAnchor.constraint(greaterThanOrEqualToConstant: 10), preferred,
                view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 20),
            ]
        }
        constraints.append(views[count - 1].trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8))
        NSLayoutConstraint.activate(constraints)
        return (views, links)
    }

    @Test func deactivatedLinksLeaveTheRowPinnedAtBothEnds() {
        let width = CGFloat(108 * count + 8)
        let window = makeWindow(width: width, height: 100)
        let root: UIView = window.rootViewController!.view
        let (views, links) = makeRow(in: root)
        turn()
        for (index, view) in views.enumerated() {
            #expect(view.frame == CGRect(x: CGFloat(8 + 108 * index), y: 0, width: 100, height: 20), "view \(index)")
        }
        // Every tenth link from the fourth: the first removal makes the long equation, the
        // later ones merge into it.
        let removed = stride(from: 3, to: count, by: 10).map { $0 }
        for index in removed {
            links[index].isActive = false
            turn()
        }
        func expectPinned(width: CGFloat) {
            for (index, view) in views.enumerated() {
                #expect(view.frame.width == 100, "view \(index)")
                if index < removed[0] {
                    #expect(view.frame.minX == CGFloat(8 + 108 * index), "view \(index)")
                } else if index >= removed[removed.count - 1] {
                    #expect(view.frame.minX == width - CGFloat(108 * (count - index)), "view \(index)")
                }
            }
        }
        expectPinned(width: width)
        // Narrower: the segments between removed links are free to move, so every view
        // keeps its preferred width and the last segment follows the trailing edge.
        window.sendEvent(.resize(size: CGSize(width: width - 300, height: 100)))
        turn()
        expectPinned(width: width - 300)
        window.sendEvent(.resize(size: CGSize(width: width, height: 100)))
        turn()
        for index in removed { links[index].isActive = true }
        turn()
        for (index, view) in views.enumerated() {
            #expect(view.frame == CGRect(x: CGFloat(8 + 108 * index), y: 0, width: 100, height: 20), "view \(index)")
        }
    }
}
