import Foundation
import UIKit
import UIKitTestSupport

/// A view with a settable intrinsic size (a text field stand-in).
@MainActor
final class IntrinsicView: UIView {
    var size: CGSize
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    override var intrinsicContentSize: CGSize { size }
}

/// A label on the deterministic measurer: at size 10 every character is 10 wide, lines
/// are 10 high, the ascent is 8 and the descent 2.
@MainActor
func makeLabel(_ text: String, size: CGFloat = 10, lines: Int = 1) -> UILabel {
    TextSystem.measurer = makeTestTextMeasurer()
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = UIFont.systemFont(ofSize: size)
    label.numberOfLines = lines
    label.text = text
    return label
}

/// A window whose root view holds `container`, an Auto Layout view pinned at the top
/// left with a settable width (and height).
@MainActor
struct Stage {
    let window: UIWindow
    let root: UIView
    let container = UIView()
    let width: NSLayoutConstraint
    let height: NSLayoutConstraint

    init(width w: CGFloat, height h: CGFloat = 100, windowWidth: CGFloat = 320) {
        TextSystem.measurer = makeTestTextMeasurer()
        window = makeWindow(width: windowWidth, height: 480)
        root = window.rootViewController!.view
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        width = container.widthAnchor.constraint(equalToConstant: w)
        height = container.heightAnchor.constraint(equalToConstant: h)
        NSLayoutConstraint.activate([
            container.leftAnchor.constraint(equalTo: root.leftAnchor),
            container.topAnchor.constraint(equalTo: root.topAnchor),
            width, height,
        ])
    }

    /// Adds `views` left to right, edge to edge, filling the container, tops aligned.
    func row(_ views: [UIView]) {
        var constraints: [NSLayoutConstraint] = []
        var previous: UIView?
        for view in views {
            container.addSubview(view)
            constraints.append(view.topAnchor.constraint(equalTo: container.topAnchor))
            constraints.append(view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? container.leadingAnchor))
            previous = view
        }
        if let previous { constraints.append(previous.trailingAnchor.constraint(equalTo: container.trailingAnchor)) }
        NSLayoutConstraint.activate(constraints)
    }
}

/// A container holding `label` 10 points in from every edge.
@MainActor
func padded(_ label: UILabel) -> UIView {
    let container = UIView()
    container.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
    NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
        container.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 10),
        label.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        container.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 10),
    ])
    return container
}
