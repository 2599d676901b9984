import Foundation

/// The content of a list cell, header or footer, as UIKit's: an image, a text and a
/// secondary text with their properties and the margins around them. Start from a style
/// (``cell()``, ``subtitleCell()``, ``valueCell()``, ``header()``, …), set the texts, and
/// assign it to a cell's `contentConfiguration`; ``makeContentView()`` makes the
/// ``UIListContentView`` that shows it (laid out with Auto Layout, so cells size themselves).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, @unchecked Sendable {
    /// How a text looks.
    public struct TextProperties: Hashable, @unchecked Sendable {
        /// How a text is aligned.
        public enum TextAlignment: Int, Hashable, Sendable { case natural, center, justified }
        /// How a text is cased.
        public enum TextTransform: Int, Hashable, Sendable { case none, uppercase, lowercase, capitalized }
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The alignment (`.natural` by default).
        public var alignment: TextAlignment = .natural
        /// How a line breaks (`.byTruncatingTail` by default).
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// How many lines the text may take (0: as many as it needs, the default).
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width.
        public var adjustsFontSizeToFitWidth = false
        /// The least scale the font shrinks to.
        public var minimumScaleFactor: CGFloat = 0
        /// How the text is cased (`.none` by default).
        public var transform: TextTransform = .none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        @MainActor func apply(to label: UILabel, text: String?, attributedText: NSAttributedString?) {
            label.font = font
            label.textColor = color
            label.numberOfLines = numberOfLines
            label.lineBreakMode = lineBreakMode
            label.textAlignment = alignment == .center ? .center : alignment == .justified ? .justified : .natural
            // Labels here draw plain text: an attributed text shows its characters.
            label.text = (attributedText?.string ?? text).map(transformed)
        }

        private func transformed(_ text: String) -> String {
            switch transform {
            case .none: return text
            case .uppercase: return text.uppercased()
            case .lowercase: return text.lowercased()
            case .capitalized: return text.capitalized
            }
        }
    }

    /// How the image looks.
    public struct ImageProperties: Hashable, @unchecked Sendable {
        /// The tint colour of template images (nil: the view's tint).
        public var tintColor: UIColor?
        /// The largest size the image is shown at (`.zero`: its own size).
        public var maximumSize: CGSize = .zero
        /// The room the image takes even when smaller (`.zero`: its size).
        public var reservedLayoutSize: CGSize = .zero
        /// The corner radius of the image.
        public var cornerRadius: CGFloat = 0
    }

    enum Style: Hashable { case cell, subtitleCell, valueCell, header, footer, sidebarCell, sidebarHeader }
    let style: Style

    /// The image (nil: none).
    public var image: UIImage?
    /// How the image looks.
    public var imageProperties = ImageProperties()
    /// The main text.
    public var text: String?
    /// The main text with attributes (wins over ``text``).
    nonisolated(unsafe) public var attributedText: NSAttributedString?
    /// How the main text looks.
    public var textProperties: TextProperties
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text with attributes (wins over ``secondaryText``).
    nonisolated(unsafe) public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text looks.
    public var secondaryTextProperties: TextProperties
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the secondary text sits beside the text (value cells) rather than below.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// Space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// Space between the texts side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Space between the texts one above the other.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    init(style: Style, text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets, sideBySide: Bool = false) {
        self.style = style
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
        prefersSideBySideTextAndSecondaryText = sideBySide
    }

    private static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    private static let headerMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16)

    /// A list cell: body text, with a smaller secondary text below.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .cell, text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
                                   secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
                                   margins: cellMargins)
    }

    /// A cell with a subtitle: text above a smaller grey secondary text.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .subtitleCell, text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
                                   secondary: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                   margins: cellMargins)
    }

    /// A cell with a value: text at the leading edge, secondary text at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .valueCell, text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
                                   secondary: .init(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel),
                                   margins: cellMargins, sideBySide: true)
    }

    /// A header for the list's appearance (a plain header).
    public static func header() -> UIListContentConfiguration { plainHeader() }
    /// A footer for the list's appearance (a plain footer).
    public static func footer() -> UIListContentConfiguration { plainFooter() }

    /// A plain list's header: bold text.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .header, text: .init(font: .boldSystemFont(ofSize: 17), color: .label),
                                   secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
    }

    /// A plain list's footer: small grey text.
    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .footer, text: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                   secondary: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
    }

    /// A grouped list's header: small grey upper-case text.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .header, text: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                                       secondary: .init(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                                       margins: headerMargins)
        configuration.textProperties.transform = .uppercase
        return configuration
    }

    /// A grouped list's footer: small grey text.
    public static func groupedFooter() -> UIListContentConfiguration {
        var configuration = plainFooter()
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16)
        return configuration
    }

    /// An inset-grouped list's prominent header: large bold text.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = plainHeader()
        configuration.textProperties.font = .boldSystemFont(ofSize: 20)
        configuration.directionalLayoutMargins = headerMargins
        return configuration
    }

    /// An inset-grouped list's extra-prominent header: larger bold text.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = prominentInsetGroupedHeader()
        configuration.textProperties.font = .boldSystemFont(ofSize: 22)
        return configuration
    }

    /// A sidebar cell.
    public static func sidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarCell, text: .init(font: .preferredFont(forTextStyle: .body), color: .label),
                                   secondary: .init(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 11, leading: 12, bottom: 11, trailing: 12))
    }

    /// A sidebar cell with a subtitle.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        var configuration = sidebarCell()
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .footnote)
        return configuration
    }

    /// A sidebar cell accompanying a secondary column.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { sidebarCell() }
    /// A subtitled sidebar cell accompanying a secondary column.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { sidebarSubtitleCell() }

    /// A sidebar header: bold text.
    public static func sidebarHeader() -> UIListContentConfiguration {
        var configuration = plainHeader()
        configuration.textProperties.font = .boldSystemFont(ofSize: 15)
        configuration.textProperties.color = .secondaryLabel
        return configuration
    }

    public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration for `state` (list content looks the same in every state).
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }

    nonisolated public static func == (lhs: UIListContentConfiguration, rhs: UIListContentConfiguration) -> Bool {
        lhs.style == rhs.style && lhs.text == rhs.text && lhs.secondaryText == rhs.secondaryText && lhs.image === rhs.image
            && lhs.attributedText == rhs.attributedText && lhs.secondaryAttributedText == rhs.secondaryAttributedText
            && lhs.textProperties == rhs.textProperties && lhs.secondaryTextProperties == rhs.secondaryTextProperties
            && lhs.imageProperties == rhs.imageProperties && lhs.directionalLayoutMargins == rhs.directionalLayoutMargins
            && lhs.prefersSideBySideTextAndSecondaryText == rhs.prefersSideBySideTextAndSecondaryText
            && lhs.imageToTextPadding == rhs.imageToTextPadding
            && lhs.textToSecondaryTextHorizontalPadding == rhs.textToSecondaryTextHorizontalPadding
            && lhs.textToSecondaryTextVerticalPadding == rhs.textToSecondaryTextVerticalPadding
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(text)
        hasher.combine(secondaryText)
    }
}
