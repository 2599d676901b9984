import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// `UILabel.attributedText`, scaling and truncation, measured by the Pango engine.
@MainActor
@Suite(.serialized) struct UILabelAttributedTextTests {
    let font = UIFont(familyName: "DejaVu Sans", pointSize: 17)

    func makePangoLabel() -> UILabel {
        TextSystem.measurer = PangoTextMeasurer()
        let label = UILabel()
        label.font = font
        return label
    }

    /// The text layouts `label` draws, shown in a window.
    func drawnLayouts(_ label: UILabel) -> [(TextLayoutSpec, CGPoint)] {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.addSubview(label)
        window.makeKeyAndVisible()
        turn()
        defer { label.removeFromSuperview() }
        let renderer = RecordingRenderer()
        label.render(in: renderer)
        return renderer.commands.compactMap { command in
            if case .textLayout(let layout, let origin, _) = command { return (layout, origin) }
            return nil
        }
    }

    @Test func settingTextResetsTheAttributes() {
        let label = makePangoLabel()
        let bold = UIFont(familyName: "DejaVu Sans", pointSize: 17, weight: .bold)
        label.attributedText = NSAttributedString(string: "Hello, World", attributes: [.font: bold])
        #expect(label.text == "Hello, World")
        #expect(label.intrinsicContentSize == CGSize(width: 118, height: 21))
        label.text = "Hello, World"
        #expect(label.intrinsicContentSize == CGSize(width: 102, height: 21))
        let attributed = label.attributedText
        #expect(attributed?.string == "Hello, World")
        #expect(attributed?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == font)
    }

    @Test func aMixedRunLabelIsSizedByItsRuns() {
        let label = makePangoLabel()
        let text = NSMutableAttributedString(string: "Hello, ", attributes: [.font: font])
        text.append(NSAttributedString(string: "World", attributes: [.font: UIFont(familyName: "DejaVu Sans", pointSize: 28),
                                                                      .underlineStyle: NSUnderlineStyle.single.rawValue]))
        label.attributedText = text
        let size = label.intrinsicContentSize
        #expect(size.width > 102 && size.height == 33, "\(size)")
    }

    @Test func drawsTheLayoutItMeasuredAtItsOwnWidth() {
        let label = makePangoLabel()
        label.numberOfLines = 0
        label.text = "The quick brown fox jumps over the lazy dog"
        let size = label.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude))
        label.frame = CGRect(origin: .zero, size: size)
        let drawn = drawnLayouts(label)
        #expect(drawn.count == 1)
        if let (spec, origin) = drawn.first {
            #expect(spec.width == size.width && origin == .zero)
            let metrics = PangoTextMeasurer().layout(spec)
            #expect(metrics.size.height == size.height && !metrics.isTruncated)
        }
    }

    @Test func aShortLabelTruncatesItsLastVisibleLine() {
        let label = makePangoLabel()
        label.numberOfLines = 0
        label.text = "The quick brown fox jumps over the lazy dog"
        label.frame = CGRect(x: 0, y: 0, width: 120, height: 42)
        let drawn = drawnLayouts(label)
        #expect(drawn.map(\.0.maximumNumberOfLines) == [2])
        #expect(drawn.first.map { PangoTextMeasurer().layout($0.0).isTruncated } == true)
    }

    @Test func adjustsFontSizeToFitWidthShrinksDownToTheMinimumScale() {
        let label = makePangoLabel()
        label.text = "Hello, World"
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.frame = CGRect(x: 0, y: 0, width: 80, height: 21)
        let font = drawnLayouts(label).first?.0.text.firstStyle.font
        #expect(font.map { $0.pointSize < 17 && $0.pointSize >= 8.5 } == true, "\(String(describing: font))")
        #expect(label.intrinsicContentSize.width == 102, "the intrinsic size is the full-size text's")
        label.minimumScaleFactor = 0.95
        let floor = drawnLayouts(label).first?.0.text.firstStyle.font.pointSize
        #expect(floor == 16, "never below 95% (rounded down to whole points)")
    }

    @Test func wrappedLabelsShrinkUntilTheLinesFitTheHeight() {
        let label = makePangoLabel()
        label.text = "Auto Layout sizes every label from its text"
        label.numberOfLines = 0
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.3
        label.frame = CGRect(x: 0, y: 0, width: 120, height: 45)
        guard let (spec, origin) = drawnLayouts(label).first else { Issue.record("no text drawn"); return }
        let size = spec.text.firstStyle.font.pointSize
        let metrics = PangoTextMeasurer().layout(spec)
        #expect(size < 17 && size >= 6 && size == size.rounded(), "whole points: \(size)")
        #expect(!metrics.isTruncated && metrics.size.height <= 45 && metrics.lines.count > 1, "\(metrics)")
        // The largest size that fits: one point more does not.
        var larger = spec
        larger.text = StyledText(label.text!, style: TextRunStyle(font: font.withSize(size + 1), foregroundColor: .black))
        #expect(PangoTextMeasurer().layout(larger).size.height > 45)
        #expect(origin.y == ((45 - metrics.size.height) / 2).rounded(), "centred vertically")
        // A line limit counts too: two lines at most.
        label.numberOfLines = 2
        label.frame = CGRect(x: 0, y: 0, width: 120, height: 200)
        let limited = drawnLayouts(label).first.map { PangoTextMeasurer().layout($0.0) }
        #expect(limited.map { !$0.isTruncated && $0.lines.count <= 2 } == true, "\(String(describing: limited))")
        // Text that fits is not shrunk.
        label.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        #expect(drawnLayouts(label).first?.0.text.firstStyle.font.pointSize == 17)
    }

    @Test func buttonsShowAttributedTitles() {
        TextSystem.measurer = PangoTextMeasurer()
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Hello, World", attributes: [.font: font]), for: .normal)
        #expect(button.currentAttributedTitle?.string == "Hello, World")
        #expect(button.titleLabel?.text == "Hello, World")
        #expect(button.intrinsicContentSize.width == 102)
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.titleLabel?.text == "Plain")
    }
}
