// The stack-view scene: a vertical UIStackView of `rows` rows, each a horizontal
// UIStackView of three labels, in a window 1,000 × 20,000 points. (A target of its own,
// so that the solver's runners link no UIKit: see Package.swift.)
import UIKit

/// A window holding the stack of `rows` rows, not yet laid out, and how many views
/// it lays out (2 + 4 per row).
@MainActor
public func makeStackWindow(rows: Int) -> (window: UIWindow, views: Int) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1_000, height: 20_000))
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let column = UIStackView()
    column.axis = .vertical
    column.spacing = 2
    column.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(column)
    NSLayoutConstraint.activate([
        column.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
        column.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        column.topAnchor.constraint(equalTo: controller.view.topAnchor),
    ])
    for index in 0..<rows {
        let labels = ["Row \(index)", "detail", "\(index * 7)"].map { text -> UILabel in
            let label = UILabel()
            label.text = text
            return label
        }
        let row = UIStackView(arrangedSubviews: labels)
        row.spacing = 8
        column.addArrangedSubview(row)
    }
    return (window, 2 + rows * 4)
}

/// Resizes the stack's window between its two benchmark widths (900 and 1,000
/// points, by `step`'s parity) and lays it out.
@MainActor
public func resizeStackWindow(_ window: UIWindow, step: Int) {
    window.frame = CGRect(x: 0, y: 0, width: step % 2 == 0 ? 900 : 1_000, height: 20_000)
    window.layoutIfNeeded()
}
