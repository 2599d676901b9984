import Foundation
import Testing
import UIKit
import UIKitTestSupport

@MainActor
@Suite struct UILabelTests {
    @Test func defaultsFollowUIKit() {
        let label = UILabel()
        #expect(label.contentHuggingPriority(for: .horizontal) == UILayoutPriority(250))
        #expect(label.contentHuggingPriority(for: .vertical) == UILayoutPriority(251))
        #expect(label.contentCompressionResistancePriority(for: .horizontal) == UILayoutPriority(750))
        #expect(label.contentCompressionResistancePriority(for: .vertical) == UILayoutPriority(750))
        #expect(label.numberOfLines == 1 && label.textAlignment == .natural && label.lineBreakMode == .byTruncatingTail)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(!label.isUserInteractionEnabled)
        label.font = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func intrinsicSizeIsTheMeasuredText() {
        let label = makeLabel("Hello")
        #expect(label.intrinsicContentSize == CGSize(width: 50, height: 10))
        label.font = UIFont.systemFont(ofSize: 20)
        #expect(label.intrinsicContentSize == CGSize(width: 100, height: 20))
        label.text = "Hello\nworld!"
        #expect(label.intrinsicContentSize == CGSize(width: 100, height: 20))  // one line shown
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == CGSize(width: 120, height: 40))
        #expect(label.layoutDescriptionName.hasSuffix("'Hello\nworld!'"))
    }

    @Test func preferredMaxLayoutWidthWrapsTheIntrinsicSize() {
        let label = makeLabel("aaa bbb ccc ddd", lines: 0)
        #expect(label.intrinsicContentSize == CGSize(width: 150, height: 10))
        label.preferredMaxLayoutWidth = 70
        #expect(label.intrinsicContentSize == CGSize(width: 70, height: 20))
        label.preferredMaxLayoutWidth = 30
        #expect(label.intrinsicContentSize == CGSize(width: 30, height: 40))
        label.numberOfLines = 3
        #expect(label.intrinsicContentSize == CGSize(width: 30, height: 30))
    }

    @Test func multiLineLabelGetsItsHeightForTheWidthLayoutGivesIt() {
        let stage = Stage(width: 70, height: 200)
        let label = makeLabel("aaa bbb ccc ddd", lines: 0)
        stage.container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: stage.container.trailingAnchor),
            label.topAnchor.constraint(equalTo: stage.container.topAnchor),
        ])
        turn()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 70, height: 20))
        stage.width.constant = 40
        turn()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        stage.width.constant = 300
        turn()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 300, height: 10))
    }

    @Test func sizeThatFitsAndSizeToFitWrapAtTheGivenWidth() {
        let label = makeLabel("abc def", lines: 0)
        #expect(label.sizeThatFits(CGSize(width: 40, height: 0)) == CGSize(width: 30, height: 20))
        #expect(label.sizeThatFits(CGSize(width: 0, height: 0)) == CGSize(width: 70, height: 10))
        label.frame = CGRect(x: 5, y: 6, width: 40, height: 0)
        label.sizeToFit()
        #expect(label.frame == CGRect(x: 5, y: 6, width: 30, height: 20))
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 13))
        #expect(plain.sizeThatFits(.zero) == CGSize(width: 12, height: 13))
    }

    @Test func drawsCentredLinesOnTheirBaselines() {
        let label = makeLabel("ab cd", lines: 0)
        label.textAlignment = .center
        label.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        let renderer = RecordingRenderer()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(label)
        window.makeKeyAndVisible()
        turn()
        label.render(in: renderer)
        let texts = renderer.commands.compactMap { command -> String? in
            if case .textLayout(let layout, let origin, _) = command {
                return "\(layout.text.string)@\(Int(origin.x)),\(Int(origin.y)) w\(Int(layout.width ?? -1)) \(layout.alignment)"
            }
            return nil
        }
        // The block (two lines of 10 high) at the label's width, centred by the engine;
        // 20 high in 30: top 5.
        #expect(texts == ["ab cd@0,5 w40 center"])
    }

    @Test func truncatesTheTailOfASingleLine() {
        let label = makeLabel("abcdefghijklmnopqrstuvwxyz")
        label.frame = CGRect(x: 0, y: 0, width: 50, height: 10)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(label)
        window.makeKeyAndVisible()
        turn()
        let renderer = RecordingRenderer()
        label.render(in: renderer)
        let layouts = renderer.commands.compactMap { command -> TextLayoutSpec? in
            if case .textLayout(let layout, _, _) = command { return layout }
            return nil
        }
        // One line at the label's width, cut at the tail: Pango draws the ellipsis.
        #expect(layouts.map(\.width) == [50])
        #expect(layouts.map(\.maximumNumberOfLines) == [1])
        #expect(layouts.map(\.lineBreakMode) == [.byTruncatingTail])
        #expect(layouts.first.map { PangoTextMeasurer().layout($0).isTruncated } == true)
    }
}
