import Foundation
import Testing
import UIKit
import UIKitTestSupport

@MainActor
@Suite struct AlignmentRectTests {
    /// A view with a shadow: its frame reaches beyond its alignment rectangle.
    final class ShadowedView: UIView {
        override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 10) }
    }

    @Test func theEngineSolvesAlignmentRectsAndFramesAreLarger() {
        let stage = Stage(width: 300, height: 200)
        let badge = ShadowedView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        let inside = UIView()
        inside.translatesAutoresizingMaskIntoConstraints = false
        stage.container.addSubview(badge)
        badge.addSubview(inside)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor, constant: 20),
            badge.topAnchor.constraint(equalTo: stage.container.topAnchor, constant: 20),
            badge.widthAnchor.constraint(equalToConstant: 100),
            badge.heightAnchor.constraint(equalToConstant: 50),
            // Inside the badge, its edges are the alignment rectangle's.
            inside.leadingAnchor.constraint(equalTo: badge.leadingAnchor),
            inside.topAnchor.constraint(equalTo: badge.topAnchor),
            inside.widthAnchor.constraint(equalTo: badge.widthAnchor),
            inside.heightAnchor.constraint(equalToConstant: 10),
        ])
        turn()
        #expect(badge.frame == CGRect(x: 15, y: 15, width: 115, height: 60))
        #expect(badge.alignmentRect(forFrame: badge.frame) == CGRect(x: 20, y: 20, width: 100, height: 50))
        #expect(badge.frame(forAlignmentRect: CGRect(x: 20, y: 20, width: 100, height: 50)) == badge.frame)
        #expect(inside.frame == CGRect(x: 5, y: 5, width: 100, height: 10))
    }

    @Test func framesSnapToWholePixelsWithSharedEdges() {
        let stage = Stage(width: 100, height: 10)
        let views = (0..<3).map { _ in UIView() }
        for view in views { view.translatesAutoresizingMaskIntoConstraints = false }
        stage.row(views)
        NSLayoutConstraint.activate([
            views[1].widthAnchor.constraint(equalTo: views[0].widthAnchor),
            views[2].widthAnchor.constraint(equalTo: views[0].widthAnchor),
        ] + views.map { $0.heightAnchor.constraint(equalToConstant: 10) })
        turn()
        #expect(Frames.texts(views) == ["(0, 0, 33, 10)", "(33, 0, 34, 10)", "(67, 0, 33, 10)"])
    }
}
