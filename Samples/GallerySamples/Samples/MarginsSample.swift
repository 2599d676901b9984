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
        guard let context = UIGraphicsGetCurrentDrawingContext() else { return }
        let body = CGRect(x: 0, y: 0, width: bounds.width - Self.shadow, height: bounds.height - Self.shadow)
        context.fill(body.offsetBy(dx: Self.shadow, dy: Self.shadow), color: .black, alpha: 0.3)
        context.fill(body, color: SampleColors.blue, alpha: 1)
        context.drawText("alignment rect", at: CGPoint(x: 8, y: 24), font: SampleFonts.body, color: .white, alpha: 1)
    }
}

/// Layout margins, the margins guide, and alignment rectangles that leave out a shadow:
/// a view overriding `alignmentRectInsets`, the fourth article's green view whose layer
/// shadow plays no part in layout, and its picture with a shadow drawn in, laid out by
/// its 60 × 120 core through `withAlignmentRectInsets`.
@MainActor
public final class MarginsViewController: SampleViewController {
    public private(set) var panel: UIView!
    public private(set) var content: UIView!
    public private(set) var shadowed: ShadowedView!
    public private(set) var greenView: UIView!
    public private(set) var card: UIImageView!
    public private(set) var alignmentOutline: UIView!

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        panel = root.addSampleSubview(UIView(), name: "panel", color: UIColor(white: 0.8, alpha: 1))
        panel.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        content = panel.addSampleSubview(UIView(), name: "content", color: SampleColors.yellow)
        shadowed = root.addSampleSubview(ShadowedView(), name: "shadowed")
        shadowed.backgroundColor = nil

        // The fourth article's green view: its layer's shadow never changes its frame.
        greenView = root.addSampleSubview(UIView(), name: "greenView", color: UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        let greenViewLayer = greenView.layer
        greenViewLayer.shadowColor = UIColor.lightGray.cgColor
        greenViewLayer.shadowOpacity = 1.0
        greenViewLayer.shadowRadius = 5.0
        greenViewLayer.shadowOffset = CGSize(width: 20, height: 20)

        // A picture whose designer drew a 12-point shadow on its top, left and right.
        let picture = UIImage(named: "ShadowedCard")?.withAlignmentRectInsets(UIEdgeInsets(top: 12, left: 12, bottom: 0, right: 12))
        card = root.addSampleSubview(UIImageView(image: picture), name: "card")
        card.backgroundColor = nil
        // The card's alignment rectangle made visible (as UIKit's -UIViewShowAlignmentRects
        // does): a yellow outline pinned to the card's anchors, which are its alignment edges.
        alignmentOutline = root.addSampleSubview(UIView(), name: "cardAlignmentRect")
        alignmentOutline.backgroundColor = nil
        alignmentOutline.isUserInteractionEnabled = false
        alignmentOutline.layer.borderWidth = 1
        alignmentOutline.layer.borderColor = UIColor(red: 1, green: 0.8, blue: 0, alpha: 1).cgColor
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
            greenView.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
            greenView.topAnchor.constraint(equalTo: shadowed.bottomAnchor, constant: 30),
            greenView.widthAnchor.constraint(equalToConstant: 100),
            greenView.heightAnchor.constraint(equalToConstant: 100),
            card.leadingAnchor.constraint(equalTo: greenView.trailingAnchor, constant: 60),
            card.topAnchor.constraint(equalTo: greenView.topAnchor),
            alignmentOutline.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            alignmentOutline.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            alignmentOutline.topAnchor.constraint(equalTo: card.topAnchor),
            alignmentOutline.bottomAnchor.constraint(equalTo: card.bottomAnchor),
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
            explanation: "The yellow view is pinned to the grey panel's layoutMarginsGuide; the blue view's alignment rect leaves its shadow out; the green view's layer shadow never moves it; the picture's drawn shadow is outside its alignment rect (withAlignmentRectInsets).",
            actions: ["growMargins", "defaultMargins", "reset"]
        ) { MarginsViewController() }
    }
}
