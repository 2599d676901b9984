import Foundation
import UIKit

/// The sample's one-line explanation, drawn over the bottom of the content (a key toggles
/// it; it is off for screenshots) so it never takes layout space.
@MainActor
public final class ExplanationOverlayView: UIView {
    /// The text.
    public var text: String { didSet { setNeedsDisplay() } }
    let font = SampleFonts.body

    /// Creates the overlay.
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public init(text: String) {
        self.text = text
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        contentMode = .redraw
        sampleName = "explanation"
    }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentDrawingContext() else { return }
        let lines = TextSystem.measurer.lines(of: text, font: font, wrappingAt: bounds.width - 24)
        let metrics = TextSystem.measurer.metrics(for: font)
        let lineHeight = metrics.lineHeight.rounded(.up)
        let height = CGFloat(lines.count) * lineHeight + 12
        let panel = CGRect(x: 4, y: bounds.height - height - 4, width: bounds.width - 8, height: height)
        context.fill(panel, color: SampleColors.slate, alpha: 0.85)
        for (index, line) in lines.enumerated() {
            context.drawText(line, at: CGPoint(x: panel.minX + 8, y: panel.minY + 6 + CGFloat(index) * lineHeight + metrics.ascent),
                             font: font, color: .white, alpha: 1)
        }
    }
}
