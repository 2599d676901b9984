import Foundation
import UIKit

/// A view drawing a shadow below and to the right of its alignment rectangle: Auto Layout
/// positions the rectangle, the shadow hangs outside it.
@MainActor
public final class ShadowedView: UIView {
    public static let shadow: CGFloat = 6
    public override var alignmentRectInsets: UIEdgeInsets {
        UIEdgeInsets(top: 0, left: 0, bottom: Self.shadow, right: Self.shadow)
    }
    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let body = CGRect(x: 0, y: 0, width: bounds.width - Self.shadow, height: bounds.height - Self.shadow)
        context.fill(body.offsetBy(dx: Self.shadow, dy: Self.shadow), color: .black, alpha: 0.3)
        context.fill(body, color: SampleColors.blue, alpha: 1)
        context.drawText("alignment rect", at: CGPoint(x: 8, y: 24), font: SampleFonts.body, color: .white, alpha: 1)
    }
}

/// Layout margins, the margins guide, and an alignment rectangle that leaves out a shadow.
@MainActor
public final class MarginsViewController: SampleViewController {
    public private(set) var panel: UIView!
    public private(set) var content: UIView!
    public private(set) var shadowed: ShadowedView!

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        panel = root.addSampleSubview(UIView(), name: "panel", color: UIColor(white: 0.8, alpha: 1))
        panel.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        content = panel.addSampleSubview(UIView(), name: "content", color: SampleColors.yellow)
        shadowed = root.addSampleSubview(ShadowedView(), name: "shadowed")
        shadowed.backgroundColor = nil
        let guide = panel.layoutMarginsGuide
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            panel.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
            panel.heightAnchor.constraint(equalToConstant: 160),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            shadowed.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
            shadowed.topAnchor.constraint(equalTo: panel.bottomAnchor, constant: 20),
            shadowed.widthAnchor.constraint(equalToConstant: 160),
            shadowed.heightAnchor.constraint(equalToConstant: 40),
        ])
        addAction("growMargins") { [unowned self] in panel.layoutMargins = UIEdgeInsets(top: 40, left: 40, bottom: 40, right: 40) }
        addAction("defaultMargins") { [unowned self] in panel.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        addAction("reset") { [unowned self] in panel.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20) }
        let buttons = makeActionButtons(columns: 3)
        root.addSubview(buttons)
        NSLayoutConstraint.activate([
            buttons.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            buttons.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            buttons.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
        ])
    }
}

extension GallerySample {
    /// Margins, guides and alignment rectangles.
    public static var margins: GallerySample {
        GallerySample(
            name: "margins",
            title: "Margins, guides and alignment rects",
            explanation: "The yellow view is pinned to the grey panel's layoutMarginsGuide; the blue view's alignment rect leaves its shadow out.",
            actions: ["growMargins", "defaultMargins", "reset"]
        ) { MarginsViewController() }
    }
}
