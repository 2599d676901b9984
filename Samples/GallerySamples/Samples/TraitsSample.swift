import Foundation
import UIKit

/// Size classes in action: two panels stacked (compact width) or side by side (regular
/// width, from 700 points). Dragging the window across the boundary calls
/// `traitCollectionDidChange`, which switches the stack's axis; every call is logged.
@MainActor
public final class TraitsViewController: SampleViewController {
    public private(set) var stack: UIStackView!
    public private(set) var readout: UILabel!

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        let first = UILabel(), second = UILabel()
        for (label, text, color) in [(first, "first panel", SampleColors.yellow), (second, "second panel", SampleColors.green)] {
            label.text = text
            label.font = SampleFonts.title
            label.textAlignment = .center
            label.backgroundColor = color
            // The panels take the room, not the readout (whose hugging is the label's 251).
            label.setContentHuggingPriority(.defaultLow, for: .vertical)
            label.setContentHuggingPriority(.defaultLow, for: .horizontal)
        }
        stack = UIStackView(arrangedSubviews: [first, second])
        stack.distribution = .fillEqually
        stack.spacing = 8
        stack.sampleName = "panels"
        root.addSampleSubview(stack, name: "panels")
        readout = root.addSampleSubview(UILabel(), name: "readout")
        readout.font = SampleFonts.body
        addAction("narrow") { [unowned self] in requestWindowSize?(CGSize(width: 428, height: 600)) }
        addAction("wide") { [unowned self] in requestWindowSize?(CGSize(width: 820, height: 600)) }
        let buttons = makeActionButtons(columns: 2)
        root.addSubview(buttons)
        NSLayoutConstraint.activate([
            readout.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            readout.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 8),
            stack.topAnchor.constraint(equalTo: readout.bottomAnchor, constant: 8),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
        ] + buttonsAndPaneConstraints(buttons, below: root.topAnchor, spacing: 8))
        applyTraits()
    }

    /// The first traits arrive with the window (there is no change to hear of then).
    public override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        applyTraits()
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.add("traits, traitCollectionDidChange, \(sizeClassName(traitCollection.horizontalSizeClass))")
        applyTraits()
    }

    public override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.add("traits, viewWillTransition, \(formatNumber(size.width))x\(formatNumber(size.height))")
    }

    /// Side by side in a regular width, stacked otherwise.
    private func applyTraits() {
        let axis: NSLayoutConstraint.Axis = traitCollection.horizontalSizeClass == .regular ? .horizontal : .vertical
        if stack.axis != axis { stack.axis = axis }
        let text = "width \(sizeClassName(traitCollection.horizontalSizeClass)), height \(sizeClassName(traitCollection.verticalSizeClass))"
        if readout.text != text { readout.text = text }
    }

    private func sizeClassName(_ sizeClass: UIUserInterfaceSizeClass) -> String {
        switch sizeClass {
        case .compact: "compact"
        case .regular: "regular"
        case .unspecified: "unspecified"
        }
    }
}

extension GallerySample {
    /// Size classes switching a layout.
    public static var traits: GallerySample { GallerySample(
        name: "traits",
        title: "Traits — stacked when compact, side by side when regular",
        explanation: "Drag the window wider than 700 points: the width becomes regular and the panels go side by side.",
        actions: ["narrow", "wide"],
        defaultSize: CGSize(width: 428, height: 600)
    ) { TraitsViewController() } }
}
