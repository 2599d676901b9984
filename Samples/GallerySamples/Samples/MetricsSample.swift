import Foundation
import UIKit

/// The fourth article's visual-format `metrics:` example: the numbers of a frame,
/// `CGRect(x: 50, y: 50, width: 100, height: 100)`, passed by name
/// (`H:|-left-[view1(>=width)]`). The article gives only the horizontal format; the
/// vertical one (`V:|-top-[view1(height)]`) is added so that the view has a frame, with
/// `H:[view1(width@250)]` for a width the `>=` leaves open, and a `view2` beside it.
@MainActor
public final class MetricsViewController: SampleViewController {
    public private(set) var view1: UIView!
    public private(set) var view2: UIView!
    /// The metrics, as the article builds them from `viewFrame`.
    public private(set) var metrics: [String: Any] = [:]

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        view1 = root.addSampleSubview(UIView(), name: "view1", color: SampleColors.yellow)
        view2 = root.addSampleSubview(UIView(), name: "view2", color: SampleColors.green)
        let viewFrame = CGRect(x: 50, y: 50, width: 100, height: 100)
        metrics = ["left": viewFrame.minX, "top": viewFrame.minY, "width": viewFrame.width, "height": viewFrame.height]
        let views: [String: Any] = ["view1": view1!, "view2": view2!]
        var constraints: [NSLayoutConstraint] = []
        // `>=width` alone leaves view1's width ambiguous; a weak `width@250` settles it.
        for format in ["H:|-left-[view1(>=width)]", "H:[view1(width@250)]", "V:|-top-[view1(height)]",
                       "H:[view1]-[view2(width)]", "V:|-top-[view2(height)]"] {
            constraints += NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: metrics, views: views)
        }
        root.addConstraints(constraints)

        addAction("wider") { [unowned self] in
            metrics["width"] = 140
            root.removeConstraints(root.constraints.filter { $0.firstItem === view2 && $0.firstAttribute == .width })
            root.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:[view2(width)]", options: [],
                                                               metrics: metrics, views: ["view2": view2!]))
        }
        let buttons = makeActionButtons(columns: 2)
        root.addSubview(buttons)
        NSLayoutConstraint.activate(buttonsAndPaneConstraints(buttons, below: root.topAnchor, spacing: 170))
    }
}

extension GallerySample {
    /// The fourth article's VFL metrics example.
    public static var metrics: GallerySample { GallerySample(
        name: "metrics",
        title: "VFL metrics — numbers by name",
        explanation: "The fourth article's metrics: H:|-left-[view1(>=width)] with left, top, width and height from CGRect(50, 50, 100, 100).",
        actions: ["wider"],
        defaultSize: CGSize(width: 428, height: 600)
    ) { MetricsViewController() } }
}
