import Foundation
import SnapKit
import UIKit

/// The fourth article's yellow / green / red layout again, written with the constraint DSL
/// (Masonry's `mas_makeConstraints`, here `snp.makeConstraints`), which also turns off
/// `translatesAutoresizingMaskIntoConstraints` for you.
@MainActor
public final class MasonryViewController: SampleViewController {
    public private(set) var yellow: UIView!
    public private(set) var green: UIView!
    public private(set) var red: UIView!

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        let yellow = UIView(), green = UIView(), red = UIView()
        yellow.backgroundColor = SampleColors.yellow
        green.backgroundColor = SampleColors.green
        red.backgroundColor = SampleColors.red
        yellow.sampleName = "yellow"
        green.sampleName = "green"
        red.sampleName = "red"
        root.addSubview(yellow)
        yellow.addSubview(green)
        yellow.addSubview(red)
        self.yellow = yellow
        self.green = green
        self.red = red

        let margin: CGFloat = 20
        yellow.snp.makeConstraints { make in
            make.leading.equalTo(root).offset(margin)
            make.trailing.equalTo(root).offset(-margin)
            make.top.equalTo(root).offset(100)
            make.bottom.equalTo(root).offset(-margin)
        }
        green.snp.makeConstraints { make in
            make.leading.equalTo(yellow).offset(margin)
            make.trailing.equalTo(yellow).offset(-margin)
            make.top.equalTo(yellow).offset(margin)
            make.bottom.equalTo(red.snp.top).offset(-margin)
        }
        red.snp.makeConstraints { make in
            make.leading.equalTo(green)
            make.trailing.equalTo(green)
            make.bottom.equalTo(yellow).offset(-margin)
            make.height.equalTo(green).multipliedBy(2.0)
        }
        addAction("moveYellowDown") { yellow.snp.updateConstraints { make in make.top.equalTo(root).offset(160) } }
        addAction("reset") { yellow.snp.updateConstraints { make in make.top.equalTo(root).offset(100) } }
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
    /// The fourth article's Masonry example.
    public static var masonry: GallerySample {
        GallerySample(
            name: "masonry",
            title: "Masonry / SnapKit — yellow, green, red",
            explanation: "The anchors example again, written with the constraint DSL: view.snp.makeConstraints { make in … }.",
            actions: ["moveYellowDown", "reset"]
        ) { MasonryViewController() }
    }
}
