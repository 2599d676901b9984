import Foundation
import UIKit

/// A small form built with leading and trailing anchors; toggling the layout direction
/// mirrors it.
@MainActor
public final class RightToLeftViewController: SampleViewController {
    public private(set) var labels: [UILabel] = []
    public private(set) var fields: [GalleryTextField] = []
    public private(set) var isRightToLeft = false

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        var constraints: [NSLayoutConstraint] = []
        var previous = root.topAnchor
        for (index, (title, value)) in [("Name", "Ada"), ("Email", "ada@example.org")].enumerated() {
            let label = root.addSampleSubview(UILabel(), name: "label\(index + 1)")
            label.font = SampleFonts.body
            label.text = title
            let field = root.addSampleSubview(GalleryTextField(text: value), name: "field\(index + 1)")
            constraints += [
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                label.widthAnchor.constraint(equalToConstant: 60),
                label.centerYAnchor.constraint(equalTo: field.centerYAnchor),
                field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                field.topAnchor.constraint(equalTo: previous, constant: index == 0 ? 80 : 12),
            ]
            previous = field.bottomAnchor
            labels.append(label)
            fields.append(field)
        }
        NSLayoutConstraint.activate(constraints)
        addAction("toggleDirection") { [unowned self] in setRightToLeft(!isRightToLeft) }
        let buttons = makeActionButtons(columns: 2)
        root.addSubview(buttons)
        NSLayoutConstraint.activate([
            buttons.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            buttons.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            buttons.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
        ])
    }

    /// Forces right-to-left (or back) on the form's views.
    public func setRightToLeft(_ rightToLeft: Bool) {
        isRightToLeft = rightToLeft
        let attribute: UISemanticContentAttribute = rightToLeft ? .forceRightToLeft : .unspecified
        view.semanticContentAttribute = attribute
        for subview in labels as [UIView] + fields { subview.semanticContentAttribute = attribute }
        for label in labels { label.textAlignment = rightToLeft ? .right : .natural }
        log.add("rtl, \(rightToLeft ? "rightToLeft" : "leftToRight")")
    }
}

extension GallerySample {
    /// Right-to-left mirroring.
    public static var rightToLeft: GallerySample {
        GallerySample(
            name: "rtl",
            title: "Right-to-left",
            explanation: "A form built with leading/trailing anchors: toggling the layout direction mirrors it.",
            actions: ["toggleDirection"]
        ) { RightToLeftViewController() }
    }
}
