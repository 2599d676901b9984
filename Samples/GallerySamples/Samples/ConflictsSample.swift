import Foundation
import UIKit

/// Unsatisfiable and ambiguous layouts: a button adds a required width that contradicts
/// the box's, another adds a view with a position but no size; the window shows UIKit's
/// "Unable to simultaneously satisfy constraints" report and the `_autolayoutTrace`.
@MainActor
public final class ConflictsViewController: SampleViewController {
    public private(set) var box: UIView!
    public private(set) var report: TextPaneView!
    public private(set) var conflicting: NSLayoutConstraint?
    public private(set) var ambiguous: UIView?
    /// The reports logged while the sample is shown.
    public private(set) var reports: [String] = []
    private let capture = DiagnosticsCapture()

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        box = root.addSampleSubview(UIView(), name: "box", color: SampleColors.green)
        report = root.addSampleSubview(TextPaneView(font: UIFont(familyName: "DejaVu Sans Mono", pointSize: 9)), name: "report")
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        width.identifier = "box-width"
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 80),
            width,
            box.heightAnchor.constraint(equalToConstant: 60),
        ])

        addAction("addConflict") { [unowned self] in
            guard conflicting == nil else { return }
            capture.install()
            let wider = box.widthAnchor.constraint(equalToConstant: 200)
            wider.identifier = "box-wider"
            conflicting = wider
            wider.isActive = true
            box.setNeedsLayout()
            for message in capture.drain() { record(message) }
        }
        addAction("addAmbiguous") { [unowned self] in
            guard ambiguous == nil else { return }
            let view = root.addSampleSubview(UIView(), name: "ambiguous", color: SampleColors.red.withAlphaComponent(0.5))
            NSLayoutConstraint.activate([
                view.centerXAnchor.constraint(equalTo: root.centerXAnchor, constant: 80),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: 80),
            ])
            ambiguous = view
            showTrace()
        }
        addAction("showTrace") { [unowned self] in showTrace() }
        addAction("reset") { [unowned self] in
            conflicting?.isActive = false
            conflicting = nil
            ambiguous?.removeFromSuperview()
            ambiguous = nil
            report.text = ""
        }
        let buttons = makeActionButtons(columns: 4)
        root.addSubview(buttons)
        NSLayoutConstraint.activate([
            buttons.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            buttons.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            buttons.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            report.topAnchor.constraint(equalTo: root.topAnchor, constant: 160),
            report.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            report.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            report.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
        ])
    }

    private func record(_ message: String) {
        reports.append(message)
        log.add(message)
        report.text = message
    }

    /// Shows the window's (or the root's) `_autolayoutTrace()` in the report pane.
    public func showTrace() {
        let trace = (view.window ?? view)._autolayoutTrace()
        report.text = trace
        for line in trace.split(separator: "\n") { log.add(String(line)) }
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        capture.uninstall()
    }
}

extension GallerySample {
    /// Conflicts and ambiguity.
    public static var conflicts: GallerySample {
        GallerySample(
            name: "conflicts",
            title: "Conflicts and ambiguity",
            explanation: "Add a contradicting required width to see UIKit's unsatisfiable-constraints report, or a view with no size to see it marked AMBIGUOUS in the trace.",
            actions: ["addConflict", "addAmbiguous", "showTrace", "reset"],
            defaultSize: CGSize(width: 428, height: 600)
        ) { ConflictsViewController() }
    }
}
