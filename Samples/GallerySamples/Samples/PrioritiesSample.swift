import Foundation
import UIKit

/// A label and a text field in one row: content hugging decides who takes extra width,
/// compression resistance who gives way when the row is too narrow.
@MainActor
public final class PrioritiesViewController: SampleViewController {
    public private(set) var row: UIView!
    public private(set) var label: UILabel!
    public private(set) var field: GalleryTextField!
    public private(set) var rowWidth: NSLayoutConstraint!
    public private(set) var readout: TextPaneView!

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        row = root.addSampleSubview(UIView(), name: "row", color: UIColor(white: 0.88, alpha: 1))
        label = row.addSampleSubview(UILabel(), name: "label", color: SampleColors.yellow)
        label.font = SampleFonts.body
        label.text = "Name:"
        field = row.addSampleSubview(GalleryTextField(text: "Ada Lovelace"), name: "field")
        // Interface Builder's defaults: the label hugs (251) and resists (751) a little more.
        label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        label.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        readout = root.addSampleSubview(TextPaneView(), name: "readout")
        rowWidth = row.widthAnchor.constraint(equalToConstant: 388)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            row.topAnchor.constraint(equalTo: root.topAnchor, constant: 120),
            rowWidth, row.heightAnchor.constraint(equalToConstant: 40),
            label.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            field.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        ])
        addAction("fieldHugsMore") { [unowned self] in field.setContentHuggingPriority(UILayoutPriority(252), for: .horizontal) }
        addAction("labelHugsMore") { [unowned self] in field.setContentHuggingPriority(UILayoutPriority(250), for: .horizontal) }
        addAction("narrow") { [unowned self] in rowWidth.constant = 150 }
        addAction("wide") { [unowned self] in rowWidth.constant = 388 }
        addAction("fieldResistsMore") { [unowned self] in
            field.setContentCompressionResistancePriority(UILayoutPriority(752), for: .horizontal)
        }
        addAction("labelResistsMore") { [unowned self] in
            field.setContentCompressionResistancePriority(UILayoutPriority(750), for: .horizontal)
        }
        let buttons = makeActionButtons(columns: 2)
        root.addSubview(buttons)
        NSLayoutConstraint.activate([
            buttons.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            buttons.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            buttons.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            readout.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 20),
            readout.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            readout.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            readout.heightAnchor.constraint(equalToConstant: 100),
        ])
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let label, let field else { return }
        readout.text = """
            label  hugging \(label.contentHuggingPriority(for: .horizontal))  resistance \(label.contentCompressionResistancePriority(for: .horizontal))  intrinsic \(formatNumber(label.intrinsicContentSize.width))
            field  hugging \(field.contentHuggingPriority(for: .horizontal))  resistance \(field.contentCompressionResistancePriority(for: .horizontal))  intrinsic \(formatNumber(field.intrinsicContentSize.width))
            row width \(formatNumber(row.frame.width)): label \(formatFrame(label.frame)), field \(formatFrame(field.frame))
            """
    }
}

extension GallerySample {
    /// Hugging and compression resistance.
    public static var priorities: GallerySample {
        GallerySample(
            name: "priorities",
            title: "Priorities — hugging and compression resistance",
            explanation: "A label and a text field share a row: the higher hugging keeps its size when there is room, the higher resistance when there is not.",
            actions: ["fieldHugsMore", "labelHugsMore", "narrow", "wide", "fieldResistsMore", "labelResistsMore"]
        ) { PrioritiesViewController() }
    }
}
