import Foundation
import UIKit

/// The fourth article's Visual Format Language example,
/// `H:|-50-[view1(100)]-50-[view2]-50-|` aligned top and bottom with `V:|-100-[view1(100)]`,
/// plus a text field: type a format (Return applies it) and see it laid out, or the error
/// with a caret under the mistake.
@MainActor
public final class VisualFormatViewController: SampleViewController {
    public private(set) var view1: UIView!
    public private(set) var view2: UIView!
    public private(set) var field: GalleryTextField!
    public private(set) var result: TextPaneView!
    /// The constraints the formats made, per orientation (`H` or `V`).
    private var applied: [String: [NSLayoutConstraint]] = [:]
    /// The example's formats.
    public static let horizontalExample = "H:|-50-[view1(100)]-50-[view2]-50-|"
    public static let verticalExample = "V:|-100-[view1(100)]"

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        view1 = root.addSampleSubview(UIView(), name: "view1", color: SampleColors.red)
        view2 = root.addSampleSubview(UIView(), name: "view2", color: SampleColors.blue)
        field = root.addSampleSubview(GalleryTextField(text: Self.horizontalExample), name: "format")
        field.onReturn = { [unowned self] text in apply(text) }
        result = root.addSampleSubview(TextPaneView(), name: "result")

        apply(Self.horizontalExample)
        apply(Self.verticalExample)

        addAction(SampleAction("format", argument: { [unowned self] text in
            let format = text ?? field.text
            field.text = format
            apply(format)
        }))
        addAction("typeError") { [unowned self] in
            field.text = "H:|-50-[view1(100)-[view2]-50-|"
            apply(field.text)
        }
        addAction("narrowSpacing") { [unowned self] in
            field.text = "H:|-20-[view1(>=60)]-[view2(==view1)]-20-|"
            apply(field.text)
        }
        addAction("reset") { [unowned self] in
            field.text = Self.horizontalExample
            apply(Self.horizontalExample)
            apply(Self.verticalExample)
        }
        let buttons = makeActionButtons(columns: 3)
        root.addSubview(buttons)
        NSLayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            buttons.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 6),
            buttons.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            buttons.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            result.topAnchor.constraint(equalTo: root.topAnchor, constant: 230),
            result.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            result.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            result.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
        ])
    }

    /// Parses `format` against `view1` and `view2`; on success its constraints replace the
    /// ones of the same orientation, on failure the error (with its caret) is shown and
    /// logged and the layout is left alone. Horizontal formats align their views' tops and
    /// bottoms, as the article's does.
    public func apply(_ format: String) {
        let orientation = format.hasPrefix("V:") ? "V" : "H"
        let options: NSLayoutConstraint.FormatOptions = orientation == "H" ? [.alignAllTop, .alignAllBottom] : []
        do {
            let constraints = try NSLayoutConstraint.parseVisualFormat(
                format, options: options, metrics: nil, views: ["view1": view1!, "view2": view2!])
            NSLayoutConstraint.deactivate(applied[orientation] ?? [])
            NSLayoutConstraint.activate(constraints)
            applied[orientation] = constraints
            result.text = "\(format)\n→ \(constraints.count) constraints:\n"
                + constraints.map { $0.description }.joined(separator: "\n")
            log.add("vfl, applied, \(format)")
        } catch {
            result.text = error.description
            log.add("vfl, error, \(error.message)")
        }
    }
}

extension GallerySample {
    /// The fourth article's Visual Format Language example.
    public static var visualFormat: GallerySample {
        GallerySample(
            name: "vfl",
            title: "Visual Format Language",
            explanation: "The fourth article's H:|-50-[view1(100)]-50-[view2]-50-| example; type a format and Return applies it or shows the error with a caret.",
            actions: ["format:VFL", "typeError", "narrowSpacing", "reset"],
            defaultSize: CGSize(width: 428, height: 600)
        ) { VisualFormatViewController() }
    }
}
