import Foundation

/// The background of a cell, header or footer, as UIKit's: a colour, an optional custom
/// view, a corner radius, a stroke and insets. The list styles (``listPlainCell()``,
/// ``listGroupedCell()``, …) turn grey when the cell is selected or highlighted
/// (``updated(for:)``).
public struct UIBackgroundConfiguration: Hashable, @unchecked Sendable {
    enum Style: Hashable { case clear, listPlainCell, listGroupedCell, listSidebarCell, listHeaderFooter }
    let style: Style

    /// A view shown behind the content (above the colour).
    public var customView: UIView?
    /// The corner radius.
    public var cornerRadius: CGFloat = 0
    /// Insets of the background from the view's edges.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// Edges whose insets also include the view's layout margins.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The colour (nil: the view's tint colour).
    public var backgroundColor: UIColor?
    /// The stroke's colour (nil: none).
    public var strokeColor: UIColor?
    /// The stroke's width.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke goes outside the background.
    public var strokeOutset: CGFloat = 0
    /// An image drawn over the colour.
    public var image: UIImage?

    init(style: Style, color: UIColor?) {
        self.style = style
        backgroundColor = color
    }

    /// No background.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .clear, color: .clear) }
    /// A plain list's cell.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listPlainCell, color: .systemBackground) }
    /// A grouped list's cell.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listGroupedCell, color: .secondarySystemGroupedBackground)
    }
    /// A sidebar's cell.
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listSidebarCell, color: .clear) }
    /// A sidebar cell beside a secondary column.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { listSidebarCell() }
    /// A sidebar's header.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listHeaderFooter, color: .clear) }
    /// A plain list's header or footer.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listHeaderFooter, color: .systemBackground)
    }
    /// A grouped list's header or footer.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listHeaderFooter, color: .clear)
    }

    /// The configuration for `state`: list cell styles turn grey (sidebar cells, tinted)
    /// when selected or highlighted.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        guard let cell = state as? UICellConfigurationState, cell.isSelected || cell.isHighlighted else { return self }
        var copy = self
        switch style {
        case .listPlainCell, .listGroupedCell: copy.backgroundColor = .systemGray4
        case .listSidebarCell: copy.backgroundColor = .systemBlue
        case .clear, .listHeaderFooter: break
        }
        return copy
    }

    /// The colour drawn, given the view's tint colour.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        backgroundColor ?? tintColor
    }

    nonisolated public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool {
        lhs.style == rhs.style && lhs.customView === rhs.customView && lhs.cornerRadius == rhs.cornerRadius
            && lhs.backgroundInsets == rhs.backgroundInsets && lhs.edgesAddingLayoutMarginsToBackgroundInsets == rhs.edgesAddingLayoutMarginsToBackgroundInsets
            && lhs.backgroundColor == rhs.backgroundColor && lhs.strokeColor == rhs.strokeColor
            && lhs.strokeWidth == rhs.strokeWidth && lhs.strokeOutset == rhs.strokeOutset && lhs.image === rhs.image
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(cornerRadius)
    }
}

/// The view that draws a ``UIBackgroundConfiguration`` behind a cell's content. In an
/// inset-grouped list only the outer corners of a section's first and last cells round.
@MainActor
final class BackgroundConfigurationView: UIView {
    var configuration: UIBackgroundConfiguration = .clear() {
        didSet {
            guard configuration != oldValue else { return }
            if oldValue.customView !== configuration.customView {
                oldValue.customView?.removeFromSuperview()
                if let custom = configuration.customView { addSubview(custom) }
            }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// Which corners round: the top ones, the bottom ones (both by default).
    var roundedCorners: (top: Bool, bottom: Bool) = (true, true) { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    /// The background's rectangle inside `bounds`, for the host's margins.
    func backgroundRect(in bounds: CGRect, margins: NSDirectionalEdgeInsets) -> CGRect {
        var insets = configuration.backgroundInsets
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        if edges.contains(.top) { insets.top += margins.top }
        if edges.contains(.leading) { insets.leading += margins.leading }
        if edges.contains(.bottom) { insets.bottom += margins.bottom }
        if edges.contains(.trailing) { insets.trailing += margins.trailing }
        return CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                      width: max(0, bounds.width - insets.leading - insets.trailing),
                      height: max(0, bounds.height - insets.top - insets.bottom))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        configuration.customView?.frame = bounds
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentDrawingContext() else { return }
        let color = configuration.resolvedBackgroundColor(for: tintColor ?? .systemBlue)
        let radius = min(configuration.cornerRadius, bounds.height / 2, bounds.width / 2)
        if radius > 0 {
            context.fill(bounds, cornerRadius: radius, color: color, alpha: 1)
            // Square off the corners that do not round.
            if !roundedCorners.top { context.fill(CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2), color: color, alpha: 1) }
            if !roundedCorners.bottom {
                context.fill(CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2), color: color, alpha: 1)
            }
        } else {
            context.fill(bounds, color: color, alpha: 1)
        }
        if let stroke = configuration.strokeColor, configuration.strokeWidth > 0 {
            context.strokeBorder(of: bounds, cornerRadius: radius, width: configuration.strokeWidth, color: stroke, alpha: 1)
        }
    }
}
