import Foundation
import UIKit

/// The talk's example: unchecking the top checkbox swaps one constraint so the content ends
/// above the options, and the window shrinks to the content's fitting size.
@MainActor
public final class CheckboxesViewController: SampleViewController {
    public private(set) var content: UIView!
    public private(set) var more: GalleryCheckbox!
    public private(set) var options: UIView!
    private var expanded: NSLayoutConstraint!
    private var collapsed: NSLayoutConstraint!
    /// The last size asked of the window.
    public private(set) var requestedSize: CGSize?

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        content = root.addSampleSubview(UIView(), name: "content")
        more = content.addSampleSubview(GalleryCheckbox(title: "Show more options"), name: "more")
        options = content.addSampleSubview(UIView(), name: "options")
        var constraints = [
            content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            content.topAnchor.constraint(equalTo: root.topAnchor),
            more.topAnchor.constraint(equalTo: content.topAnchor, constant: 12),
            more.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 12),
            more.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor, constant: -12),
            options.topAnchor.constraint(equalTo: more.bottomAnchor, constant: 8),
            options.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 32),
            options.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor, constant: -12),
        ]
        var previous = options.topAnchor
        for (index, title) in ["Wrap long lines", "Show invisibles", "Highlight the current line"].enumerated() {
            let box = options.addSampleSubview(GalleryCheckbox(title: title, checked: index == 0), name: "option\(index + 1)")
            constraints += [
                box.topAnchor.constraint(equalTo: previous, constant: index == 0 ? 0 : 6),
                box.leadingAnchor.constraint(equalTo: options.leadingAnchor),
                box.trailingAnchor.constraint(lessThanOrEqualTo: options.trailingAnchor),
            ]
            previous = box.bottomAnchor
        }
        constraints.append(options.bottomAnchor.constraint(equalTo: previous))
        // Hug: the content and the options are as narrow as their checkboxes allow.
        for (view, level) in [(content!, 49), (options!, 48)] as [(UIView, Float)] {
            let hug = view.widthAnchor.constraint(equalToConstant: 0)
            hug.priority = UILayoutPriority(level)
            constraints.append(hug)
        }
        expanded = content.bottomAnchor.constraint(equalTo: options.bottomAnchor, constant: 12)
        collapsed = content.bottomAnchor.constraint(equalTo: more.bottomAnchor, constant: 12)
        constraints.append(expanded)
        NSLayoutConstraint.activate(constraints)
        more.onChange = { [unowned self] checked in setExpanded(checked) }
        addAction("toggleMore") { [unowned self] in more.isChecked.toggle() }
    }

    /// Shows or hides the options, then asks for the content's fitting size.
    public func setExpanded(_ expanded: Bool) {
        options.isHidden = !expanded
        self.expanded.isActive = expanded
        collapsed.isActive = !expanded
        let size = content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        requestedSize = size
        log.add("checkboxes, fitting size, \(formatSize(size))")
        requestWindowSize?(size)
    }
}

extension GallerySample {
    /// The talk's checkbox window.
    public static var checkboxes: GallerySample {
        GallerySample(
            name: "checkboxes",
            title: "Checkboxes — a window that follows its content",
            explanation: "Unchecking the top checkbox swaps one constraint; the window shrinks to the content's fitting size.",
            actions: ["toggleMore"],
            defaultSize: CGSize(width: 260, height: 128)
        ) { CheckboxesViewController() }
    }
}
