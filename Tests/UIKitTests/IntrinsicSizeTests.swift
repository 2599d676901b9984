import Foundation
import Testing
import UIKit
import UIKitTestSupport

@MainActor
@Suite struct IntrinsicSizeTests {
    @Test func defaultsAreNoMetricAndUIKitPriorities() {
        let view = UIView()
        #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(UIView.noIntrinsicMetric == -1)
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            #expect(view.contentHuggingPriority(for: axis) == .defaultLow)
            #expect(view.contentCompressionResistancePriority(for: axis) == .defaultHigh)
        }
    }

    @Test func intrinsicSizeSizesAViewWithOnlyAPosition() {
        let stage = Stage(width: 300)
        let field = IntrinsicView(100, 30)
        stage.container.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor, constant: 5),
            field.topAnchor.constraint(equalTo: stage.container.topAnchor, constant: 5),
        ])
        turn()
        #expect(field.frame == CGRect(x: 5, y: 5, width: 100, height: 30))
        #expect(!field.hasAmbiguousLayout)
        let generated = field.constraintsAffectingLayout(for: .horizontal).compactMap { $0.description.contains("NSContentSizeLayoutConstraint") ? $0 : nil }
        #expect(generated.count == 1)
        // Modern UIKit's form (the fourth article's log): no priorities, no "(active)".
        #expect(generated.first?.description.hasSuffix(".width == 100>") == true)
        // Listed in the view's constraints once laid out, horizontal then vertical.
        #expect(field.constraints.count == 2)
        #expect(field.constraints.allSatisfy { $0 is NSContentSizeLayoutConstraint })
    }

    @Test func twoLabelsCompeteByHuggingWhenSpaceGrowsAndByCompressionWhenItShrinks() {
        let stage = Stage(width: 200)
        let short = makeLabel("abc"), long = makeLabel("abcde")
        stage.row([short, long])
        short.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        turn()
        #expect(short.frame.width == 30 && long.frame.width == 170)
        #expect(!short.hasAmbiguousLayout && !long.hasAmbiguousLayout)

        // The other one hugs harder now: it keeps its 50, the short one takes the slack.
        long.setContentHuggingPriority(UILayoutPriority(252), for: .horizontal)
        turn()
        #expect(short.frame.width == 150 && long.frame.width == 50)

        // Shrinking below 80: the lower compression resistance gives way.
        short.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        stage.width.constant = 60
        turn()
        #expect(short.frame.width == 30 && long.frame.width == 30)
        long.setContentCompressionResistancePriority(UILayoutPriority(760), for: .horizontal)
        turn()
        #expect(short.frame.width == 10 && long.frame.width == 50)
    }

    @Test func higherHuggingKeepsItsIntrinsicWidthNextToATextFieldLikeView() {
        let stage = Stage(width: 300)
        let label = makeLabel("Name:")
        let field = IntrinsicView(60, 20)
        label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        stage.row([label, field])
        turn()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(field.frame == CGRect(x: 50, y: 0, width: 250, height: 20))
    }

    // The fourth article: "with a required size constraint and content hugging and
    // compression resistance at 1000, there is no conflict: the view shows the size its
    // size constraint gives."
    @Test func requiredPrioritiesOnBothSidesStillLetTheSizeConstraintWin() {
        let capture = LogCapture()
        capture.capture {
            let stage = Stage(width: 300)
            let label = makeLabel("abcdef")
            for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
                label.setContentHuggingPriority(.required, for: axis)
                label.setContentCompressionResistancePriority(.required, for: axis)
            }
            stage.container.addSubview(label)
            let width = label.widthAnchor.constraint(equalToConstant: 200)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
                label.topAnchor.constraint(equalTo: stage.container.topAnchor),
                width,
            ])
            turn()
            #expect(label.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
            width.constant = 20
            turn()
            #expect(label.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
            // Without the size constraint, the required hugging holds the intrinsic width.
            width.isActive = false
            turn()
            #expect(label.frame.width == label.intrinsicContentSize.width)
        }
        #expect(capture.messages.isEmpty)
    }

    @Test func requiredWidthBeatsIntrinsicSizeWithoutAConflict() {
        let capture = LogCapture()
        capture.capture {
            let stage = Stage(width: 300)
            let label = makeLabel("abcdef")
            label.setContentCompressionResistancePriority(UILayoutPriority(999), for: .horizontal)
            stage.container.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
                label.topAnchor.constraint(equalTo: stage.container.topAnchor),
                label.widthAnchor.constraint(equalToConstant: 20),
            ])
            turn()
            #expect(label.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        #expect(capture.messages.isEmpty)
    }

    @Test func onePriority251BeatsTenPriority250s() {
        let stage = Stage(width: 300)
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        stage.container.addSubview(view)
        var constraints = [
            view.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
            view.topAnchor.constraint(equalTo: stage.container.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ]
        let strong = view.widthAnchor.constraint(equalToConstant: 100)
        strong.priority = UILayoutPriority(251)
        constraints.append(strong)
        for index in 0..<10 {
            let weak = view.widthAnchor.constraint(equalToConstant: CGFloat(10 + index))
            weak.priority = .defaultLow
            constraints.append(weak)
        }
        NSLayoutConstraint.activate(constraints)
        turn()
        #expect(view.frame.width == 100)
    }

    @Test func invalidatingChangesTheConstraintInPlaceAtTheNextPass() {
        let stage = Stage(width: 300)
        let field = IntrinsicView(40, 20)
        stage.container.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
            field.topAnchor.constraint(equalTo: stage.container.topAnchor),
        ])
        turn()
        let before = field.constraintsAffectingLayout(for: .horizontal).filter { $0.description.contains("NSContentSizeLayoutConstraint") }
        field.size = CGSize(width: 70, height: 25)
        field.invalidateIntrinsicContentSize()
        #expect(field.frame.width == 40)  // frames wait for the pass
        turn()
        #expect(field.frame == CGRect(x: 0, y: 0, width: 70, height: 25))
        let after = field.constraintsAffectingLayout(for: .horizontal).filter { $0.description.contains("NSContentSizeLayoutConstraint") }
        #expect(before.count == 1 && after.count == 1 && before[0] === after[0])

        // An axis losing its value drops its constraints; the other axis keeps its own.
        field.size = CGSize(width: UIView.noIntrinsicMetric, height: 25)
        field.invalidateIntrinsicContentSize()
        turn()
        #expect(!field.constraintsAffectingLayout(for: .horizontal).contains { $0.description.contains("NSContentSizeLayoutConstraint") })
        #expect(field.constraintsAffectingLayout(for: .vertical).contains { $0.description.contains("NSContentSizeLayoutConstraint") })
    }

    @Test func invalidIntrinsicSizesAndPrioritiesAreLoggedNotFatal() {
        let capture = LogCapture()
        capture.capture {
            let stage = Stage(width: 300)
            let field = IntrinsicView(.nan, -5)
            stage.container.addSubview(field)
            NSLayoutConstraint.activate([
                field.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
                field.topAnchor.constraint(equalTo: stage.container.topAnchor),
                field.widthAnchor.constraint(equalToConstant: 10), field.heightAnchor.constraint(equalToConstant: 10),
            ])
            turn()
            #expect(field.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
            field.setContentHuggingPriority(UILayoutPriority(5000), for: .horizontal)
            #expect(field.contentHuggingPriority(for: .horizontal) == .required)
            field.setContentCompressionResistancePriority(UILayoutPriority(-3), for: .vertical)
            #expect(field.contentCompressionResistancePriority(for: .vertical) == UILayoutPriority(1))
            field.setContentHuggingPriority(UILayoutPriority(.nan), for: .vertical)
            #expect(field.contentHuggingPriority(for: .vertical) == .defaultLow)
        }
        #expect(capture.messages.contains { $0.contains("invalid intrinsic width (nan)") })
        #expect(capture.messages.contains { $0.contains("invalid intrinsic height (-5)") })
        #expect(capture.messages.contains { $0.contains("clamped to 1000") })
        #expect(capture.messages.contains { $0.contains("clamped to 1") })
        #expect(capture.messages.contains { $0.contains("is not a number") })
    }
}
