import Foundation
import UIKit

/// The fourth article's `yellow` / `green` / `red` example built with layout anchors:
/// margins 20, yellow's top 100, red twice as tall as green.
@MainActor
public final class AnchorsViewController: SampleViewController {
    public private(set) var yellow: UIView!
    public private(set) var green: UIView!
    public private(set) var red: UIView!
    /// Yellow's top constraint (100), which the actions change.
    public private(set) var yellowTop: NSLayoutConstraint!

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        yellow = root.addSampleSubview(UIView(), name: "yellow", color: SampleColors.yellow)
        green = yellow.addSampleSubview(UIView(), name: "green", color: SampleColors.green)
        red = yellow.addSampleSubview(UIView(), name: "red", color: SampleColors.red)

        let margin: CGFloat = 20
        yellowTop = yellow.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
        NSLayoutConstraint.activate([
            yellow.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: margin),
            yellow.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -margin),
            yellowTop,
            yellow.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -margin),

            green.leadingAnchor.constraint(equalTo: yellow.leadingAnchor, constant: margin),
            green.trailingAnchor.constraint(equalTo: yellow.trailingAnchor, constant: -margin),
            green.topAnchor.constraint(equalTo: yellow.topAnchor, constant: margin),
            green.bottomAnchor.constraint(equalTo: red.topAnchor, constant: -margin),

            red.leadingAnchor.constraint(equalTo: green.leadingAnchor),
            red.trailingAnchor.constraint(equalTo: green.trailingAnchor),
            red.bottomAnchor.constraint(equalTo: yellow.bottomAnchor, constant: -margin),
            red.heightAnchor.constraint(equalTo: green.heightAnchor, multiplier: 2.0),
        ])

        addAction("moveYellowDown") { [unowned self] in yellowTop.constant = 160 }
        addAction("reset") { [unowned self] in yellowTop.constant = 100 }
        let buttons = makeActionButtons(columns: 2)
        root.addSubview(buttons)
        NSLayoutConstraint.activate([
            buttons.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            buttons.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: margin),
            buttons.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -margin),
        ])
    }
}

extension GallerySample {
    /// The fourth article's anchors example.
    public static var anchors: GallerySample {
        GallerySample(
            name: "anchors",
            title: "Anchors — yellow, green, red",
            explanation: "The fourth article's NSLayoutAnchor example: margins 20, yellow's top at 100, red twice as tall as green.",
            actions: ["moveYellowDown", "reset"],
            defaultSize: CGSize(width: 428, height: 600)
        ) { AnchorsViewController() }
    }
}
