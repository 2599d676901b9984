import Foundation
import UIKit

/// The fourth article's intrinsic-size log: a button constrained only in position
/// (bottom 10 above the superview's, left 10 in) sizes itself, and its `constraints`
/// list one `NSContentSizeLayoutConstraint` per axis, which the article prints with
/// their compression resistance and hugging priorities read by key. The article used
/// Masonry for the two position constraints (anchors here) and a Chinese title (Latin
/// here: the DejaVu fonts have no CJK glyphs).
@MainActor
public final class ContentSizeViewController: SampleViewController {
    public private(set) var button: UIButton!

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        button = UIButton()
        root.addSubview(button)
        button.setTitle("Button button", for: .normal)
        button.backgroundColor = SampleColors.blue
        button.sampleName = "button"
        button.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            button.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
            button.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
        ])

        addAction("logConstraints") { [unowned self] in
            root.layoutIfNeeded()
            for constraint in button.constraints {
                let resistance = constraint.value(forKey: "compressionResistancePriority") as? Float ?? 0
                let hugging = constraint.value(forKey: "huggingPriority") as? Float ?? 0
                log.add("\(constraint);  \(String(format: "%f", resistance))  \(String(format: "%f", hugging))")
            }
            let size = button.intrinsicContentSize
            log.add("UIButton {\(formatNumber(size.width)), \(formatNumber(size.height))}")
        }
        let buttons = makeActionButtons(columns: 1)
        root.addSubview(buttons)
        let pane = root.addSampleSubview(TextPaneView(log: log), name: "log")
        NSLayoutConstraint.activate(buttonsAndPaneConstraints(buttons, below: root.topAnchor, spacing: 8, pane: pane,
                                                              above: button.topAnchor))
    }
}

extension GallerySample {
    /// The fourth article's content-size constraints example.
    public static var contentSize: GallerySample { GallerySample(
        name: "contentsize",
        title: "Content size — a button's NSContentSizeLayoutConstraints",
        explanation: "The fourth article's button, placed but not sized: its constraints are one content-size constraint per axis (750 / 250).",
        actions: ["logConstraints"],
        defaultSize: CGSize(width: 428, height: 600)
    ) { ContentSizeViewController() } }
}
