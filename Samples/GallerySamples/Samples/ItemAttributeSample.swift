import Foundation
import UIKit

/// The fourth article's `grayView`, written as the article writes it: four
/// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
/// the position pair added to the superview and the size pair to the view itself
/// (`addConstraints`, the pre-iOS 8 way). Then its `removeFromSuperview` cascade: removing
/// the view removes every constraint that mentions it, wherever it was installed.
@MainActor
public final class ItemAttributeViewController: SampleViewController {
    public private(set) var grayView: UIView!

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        addGrayView()
        addAction("removeGrayView") { [unowned self] in
            log.add("before: superview holds \(root.constraints.count), grayView holds \(grayView.constraints.count)")
            grayView.removeFromSuperview()
            log.add("after removeFromSuperview: superview holds \(root.constraints.count), grayView holds \(grayView.constraints.count)")
        }
        addAction("addGrayView") { [unowned self] in
            if grayView.superview == nil { addGrayView() }
        }
        let buttons = makeActionButtons(columns: 2)
        root.addSubview(buttons)
        let pane = root.addSampleSubview(TextPaneView(log: log), name: "log")
        NSLayoutConstraint.activate(buttonsAndPaneConstraints(buttons, below: root.topAnchor, spacing: 220, pane: pane))
    }

    /// The article's code, line for line.
    private func addGrayView() {
        let grayView = UIView()
        grayView.backgroundColor = .lightGray
        grayView.sampleName = "grayView"
        view.addSubview(grayView)
        grayView.translatesAutoresizingMaskIntoConstraints = false

        let left = NSLayoutConstraint(item: grayView, attribute: .left, relatedBy: .equal, toItem: view,
                                      attribute: .left, multiplier: 1.0, constant: 50)
        let top = NSLayoutConstraint(item: grayView, attribute: .top, relatedBy: .equal, toItem: view,
                                     attribute: .top, multiplier: 1.0, constant: 100)
        let width = NSLayoutConstraint(item: grayView, attribute: .width, relatedBy: .equal, toItem: nil,
                                       attribute: .notAnAttribute, multiplier: 1.0, constant: 100)
        let height = NSLayoutConstraint(item: grayView, attribute: .height, relatedBy: .equal, toItem: nil,
                                        attribute: .notAnAttribute, multiplier: 1.0, constant: 100)
        view.addConstraints([left, top])
        grayView.addConstraints([width, height])
        self.grayView = grayView
    }
}

extension GallerySample {
    /// The fourth article's NSLayoutConstraint(item:…) example and removal cascade.
    public static var itemAttribute: GallerySample { GallerySample(
        name: "item",
        title: "NSLayoutConstraint(item:…) — the article's grayView",
        explanation: "The fourth article's grayView from four item/attribute constraints at (50, 100), 100 × 100; removing it removes them.",
        actions: ["removeGrayView", "addGrayView"],
        defaultSize: CGSize(width: 428, height: 600)
    ) { ItemAttributeViewController() } }
}
