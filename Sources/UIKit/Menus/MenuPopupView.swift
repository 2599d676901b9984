import Foundation

/// The pop-up of an open menu: a rounded panel with one line per row (a checkmark
/// column, the title, an image or a submenu arrow on the right), placed under its
/// anchor (above it when there is no room below) and kept inside the window.
@MainActor
final class MenuPopupView: UIView {
    static let rowHeight: CGFloat = 28
    static let separatorHeight: CGFloat = 9
    static let minimumWidth: CGFloat = 180
    static let padding: CGFloat = 6
    private static let markColumn: CGFloat = 24

    private var rowViews: [MenuRowView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layer.cornerRadius = 8
        layer.borderWidth = 1
        layer.borderColor = UIColor.separator.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 3)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The titles of the rows shown, in order ("" for separators): what tests read.
    var rowTitles: [String] { rowViews.map(\.titleLabel.text).map { $0 ?? "" } }

    /// Shows `rows` placed for `anchor` within `area` (window coordinates).
    func show(_ rows: [MenuRow], highlighted: Int?, anchor: CGRect, in area: CGRect) {
        rowViews.forEach { $0.removeFromSuperview() }
        rowViews = rows.map(MenuRowView.init)
        var y = MenuPopupView.padding
        var width = MenuPopupView.minimumWidth
        for view in rowViews {
            width = max(width, view.preferredWidth)
            y += view.height
        }
        let height = y + MenuPopupView.padding
        width = min(width, max(area.width - 16, 60))
        y = MenuPopupView.padding
        for view in rowViews {
            view.frame = CGRect(x: 0, y: y, width: width, height: view.height)
            view.layoutRow()
            addSubview(view)
            y += view.height
        }
        var origin = CGPoint(x: anchor.minX, y: anchor.maxY + 4)
        if origin.y + height > area.maxY - 8, anchor.minY - 4 - height >= area.minY + 8 { origin.y = anchor.minY - 4 - height }
        origin.y = max(area.minY + 8, min(origin.y, area.maxY - 8 - height))
        origin.x = max(area.minX + 8, min(origin.x, area.maxX - 8 - width))
        frame = CGRect(origin: origin, size: CGSize(width: width, height: height))
        setHighlighted(highlighted)
    }

    /// Shows row `index` highlighted (nil: none).
    func setHighlighted(_ index: Int?) {
        for (offset, view) in rowViews.enumerated() { view.isHighlighted = offset == index }
    }

    /// The row under `point` (the pop-up's coordinates), if it can be chosen.
    func rowIndex(at point: CGPoint) -> Int? {
        guard bounds.contains(point) else { return nil }
        return rowViews.firstIndex { $0.frame.contains(point) && $0.row.isSelectable }
    }
}

/// One line of a ``MenuPopupView``.
@MainActor
final class MenuRowView: UIView {
    let row: MenuRow
    let titleLabel = UILabel()
    private let markLabel = UILabel()
    private let trailingLabel = UILabel()
    private let imageView = UIImageView()
    private let line = UIView()
    private var normalTextColors: [UIColor?] = [nil, nil, nil]

    init(_ row: MenuRow) {
        self.row = row
        super.init(frame: .zero)
        let font = UIFont.systemFont(ofSize: 14)
        for label in [titleLabel, markLabel, trailingLabel] {
            label.font = font
            addSubview(label)
        }
        addSubview(imageView)
        imageView.contentMode = .center
        switch row {
        case .action(let action, _):
            titleLabel.text = action.title
            markLabel.text = action.state == .on ? "✓" : action.state == .mixed ? "–" : nil
            imageView.image = action.image
            if action.attributes.contains(.disabled) { titleLabel.textColor = .tertiaryLabel }
            else if action.attributes.contains(.destructive) { titleLabel.textColor = .systemRed }
        case .submenu(let menu):
            titleLabel.text = menu.title
            imageView.image = menu.image
            trailingLabel.text = "›"
            if menu.options.contains(.destructive) { titleLabel.textColor = .systemRed }
        case .header(let title, let goesBack):
            titleLabel.text = title
            titleLabel.font = .boldSystemFont(ofSize: 12)
            titleLabel.textColor = .secondaryLabel
            if goesBack { markLabel.text = "‹" }
        case .loading:
            titleLabel.text = "Loading…"
            titleLabel.textColor = .secondaryLabel
        case .separator:
            titleLabel.text = ""
            line.backgroundColor = .separator
            addSubview(line)
        }
        imageView.isHidden = imageView.image == nil
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The row's height.
    var height: CGFloat {
        if case .separator = row { return MenuPopupView.separatorHeight }
        return MenuPopupView.rowHeight
    }

    /// The width the row needs.
    var preferredWidth: CGFloat {
        24 + titleLabel.intrinsicContentSize.width + 16 + (imageView.image == nil ? 0 : 24) + (trailingLabel.text == nil ? 0 : 16) + 12
    }

    /// Highlighted: the tint behind, white text.
    var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue else { return }
            backgroundColor = isHighlighted ? .systemBlue : nil
            if isHighlighted { normalTextColors = [titleLabel, markLabel, trailingLabel].map(\.textColor) }
            for (index, label) in [titleLabel, markLabel, trailingLabel].enumerated() {
                label.textColor = isHighlighted ? .white : normalTextColors[index]
            }
            imageView.tintColor = isHighlighted ? .white : nil
        }
    }

    /// Places the parts in the row's bounds.
    func layoutRow() {
        let size = bounds.size
        if case .separator = row {
            line.frame = CGRect(x: 0, y: (size.height / 2).rounded(.down), width: size.width, height: 1)
            return
        }
        markLabel.frame = CGRect(x: 6, y: 0, width: 18, height: size.height)
        let trailingWidth: CGFloat = trailingLabel.text == nil ? 0 : 16
        let imageWidth: CGFloat = imageView.image == nil ? 0 : 24
        trailingLabel.frame = CGRect(x: size.width - 12 - trailingWidth, y: 0, width: trailingWidth, height: size.height)
        imageView.frame = CGRect(x: size.width - 12 - trailingWidth - imageWidth, y: 0, width: imageWidth, height: size.height)
        titleLabel.frame = CGRect(x: 24, y: 0, width: max(0, size.width - 24 - 12 - trailingWidth - imageWidth), height: size.height)
    }
}
