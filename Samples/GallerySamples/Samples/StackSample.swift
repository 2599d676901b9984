import Foundation
import UIKit

/// The fourth article's vertical stack: a label, a picture and a button, with the stack
/// pinned 84/10/200/10 inside the root view (the article's `insets(84, 10, 200, 10)`).
/// The picture (`UIImage(named: "Snip20170906_172")`, a PNG in the samples' resources,
/// found as its `@2x` file) hugs at 249 and resists compression at 749 vertically, so it
/// is the one that stretches and gives way. The stack's background, corner radius and
/// mask are set as the article sets them and ignored, as the article says.
@MainActor
public final class StackViewController: SampleViewController {
    public private(set) var stack: UIStackView!
    public private(set) var label: UILabel!
    public private(set) var picture: UIImageView!
    public private(set) var button: UIButton!

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view

        label = UILabel()
        label.text = "标题标题 Title"
        label.textAlignment = .center
        label.backgroundColor = SampleColors.yellow
        label.sampleName = "label"

        picture = UIImageView()
        picture.image = UIImage(named: "Snip20170906_172")
        picture.sampleName = "picture"
        picture.setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
        picture.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)

        button = UIButton()
        button.setTitle("按钮按钮 Button", for: .normal)
        button.setTitleColor(.black, for: .normal)
        button.backgroundColor = SampleColors.yellow
        button.sampleName = "button"

        stack = UIStackView(arrangedSubviews: [label, picture, button])
        stack.backgroundColor = SampleColors.red  // ignored, as in the article
        stack.layer.cornerRadius = 50             // ignored too: a stack view renders nothing of its own
        stack.layer.masksToBounds = true
        stack.sampleName = "stack"
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        applyArticleSettings()
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 84),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -200),
        ])

        addAction("toggleAxis") { [unowned self] in
            stack.axis = stack.axis == .vertical ? .horizontal : .vertical
        }
        addAction("nextDistribution") { [unowned self] in
            let all = UIStackView.Distribution.allCases
            stack.distribution = all[(all.firstIndex(of: stack.distribution)! + 1) % all.count]
        }
        addAction("nextAlignment") { [unowned self] in
            let all = UIStackView.Alignment.allCases
            stack.alignment = all[(all.firstIndex(of: stack.alignment)! + 1) % all.count]
        }
        addAction("moreSpacing") { [unowned self] in stack.spacing += 8 }
        addAction("lessSpacing") { [unowned self] in stack.spacing = max(0, stack.spacing - 8) }
        addAction("togglePicture") { [unowned self] in picture.isHidden.toggle() }
        addAction("reset") { [unowned self] in
            picture.isHidden = false
            applyArticleSettings()
        }

        let buttons = makeActionButtons(columns: 4)
        root.addSubview(buttons)
        NSLayoutConstraint.activate([
            buttons.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -12),
            buttons.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            buttons.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
        ])
    }

    private func applyArticleSettings() {
        stack.axis = .vertical
        stack.distribution = .fill
        stack.alignment = .fill
        stack.spacing = 8
    }
}

extension GallerySample {
    /// The fourth article's stack view.
    public static var stack: GallerySample {
        GallerySample(
            name: "stack",
            title: "UIStackView — label, picture, button",
            explanation: "The fourth article's vertical stack built from ordinary constraints; change axis, distribution, alignment, spacing, or hide the picture.",
            actions: ["toggleAxis", "nextDistribution", "nextAlignment", "moreSpacing", "lessSpacing", "togglePicture", "reset"],
            defaultSize: CGSize(width: 428, height: 600)
        ) { StackViewController() }
    }
}
