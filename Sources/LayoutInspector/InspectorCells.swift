import UIKit

/// The inspector's type: monospaced, small.
@preconcurrency @MainActor
enum InspectorStyle {
    static let font = UIFont(familyName: "DejaVu Sans Mono", pointSize: 10)
    static let boldFont = UIFont(familyName: "DejaVu Sans Mono", pointSize: 10, weight: .bold)
    static let badgeColor = UIColor(red: 0.75, green: 0, blue: 0, alpha: 1)
}

/// One outline row: a disclosure button indented by depth, then the item and its badges.
@preconcurrency @MainActor
final class OutlineCell: UITableViewCell {
    static let identifier = "outline"
    let disclosure = UIButton(type: .system)
    let label = UILabel()
    private var indent: NSLayoutConstraint!
    /// Called when the disclosure button is clicked.
    var onToggle: (() -> Void)?

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        disclosure.titleLabel?.font = InspectorStyle.font
        disclosure.setTitleColor(.darkGray, for: .normal)
        disclosure.addAction(UIAction { [unowned self] _ in onToggle?() }, for: .touchUpInside)
        label.font = InspectorStyle.font
        label.lineBreakMode = .byTruncatingTail
        for view in [disclosure, label] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        indent = disclosure.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 2)
        NSLayoutConstraint.activate([
            indent,
            disclosure.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            disclosure.widthAnchor.constraint(equalToConstant: 14),
            label.leadingAnchor.constraint(equalTo: disclosure.trailingAnchor, constant: 2),
            label.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -4),
            label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    /// Shows `row`.
    func configure(_ row: OutlineRow) {
        indent.constant = 2 + CGFloat(min(row.depth, 30)) * 12
        disclosure.setTitle(row.hasChildren ? (row.isExpanded ? "▾" : "▸") : " ", for: .normal)
        disclosure.isEnabled = row.hasChildren
        label.text = row.badges.isEmpty ? row.text : "\(row.text)  [\(row.badges.joined(separator: "] ["))]"
        label.textColor = row.badges.contains("AMBIGUOUS") || row.badges.contains("BROKEN") ? InspectorStyle.badgeColor
            : row.badges.contains("hidden") ? .gray : .black
    }
}

/// One detail row: wrapping text pinned to the content view's margins, so the row is as
/// tall as its text (never cut).
@preconcurrency @MainActor
final class DetailCell: UITableViewCell {
    static let identifier = "detail"
    let label = UILabel()

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.layoutMargins = UIEdgeInsets(top: 3, left: 6, bottom: 3, right: 6)
        label.font = InspectorStyle.font
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }
}
