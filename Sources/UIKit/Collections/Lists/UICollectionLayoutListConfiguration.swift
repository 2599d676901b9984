import Foundation

/// How a list section looks, as UIKit's (iOS 14): its appearance, headers and footers,
/// separators, background colour and swipe actions. Make a layout with
/// ``UICollectionViewCompositionalLayout/list(using:)`` or a section with
/// ``NSCollectionLayoutSection/list(using:layoutEnvironment:)``.
public struct UICollectionLayoutListConfiguration: @unchecked Sendable {
    /// The list's look.
    public enum Appearance: Int, Sendable {
        /// Edge-to-edge rows on the plain background.
        case plain
        /// Sections on the grouped background.
        case grouped
        /// Sections as rounded cards inset from the edges.
        case insetGrouped
        /// A sidebar (rounded selection, clear background).
        case sidebar
        /// A sidebar on a plain background.
        case sidebarPlain
    }

    /// Where section headers come from.
    public enum HeaderMode: Int, Sendable {
        /// No headers.
        case none
        /// Headers are supplementary views of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item is its header.
        case firstItemInSection
    }

    /// Where section footers come from.
    public enum FooterMode: Int, Sendable {
        /// No footers.
        case none
        /// Footers are supplementary views of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// Makes an item's swipe actions (nil: none).
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

    /// The list's look.
    public let appearance: Appearance
    /// Whether rows have separators (true by default).
    public var showsSeparators = true
    /// The list's background colour (nil: the appearance's).
    public var backgroundColor: UIColor?
    /// Where headers come from (`.none` by default).
    public var headerMode: HeaderMode = .none
    /// Where footers come from (`.none` by default).
    public var footerMode: FooterMode = .none
    /// Space above each header (nil: the appearance's).
    public var headerTopPadding: CGFloat?
    /// The actions revealed by swiping an item toward the trailing edge.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions revealed by swiping an item toward the leading edge.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A list configuration with `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// The background the appearance gives the list.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        }
    }

    /// The background configuration the appearance gives cells.
    var cellBackground: UIBackgroundConfiguration {
        switch appearance {
        case .plain: return .listPlainCell()
        case .grouped, .insetGrouped: return .listGroupedCell()
        case .sidebar, .sidebarPlain: return .listSidebarCell()
        }
    }

    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
}

extension NSCollectionLayoutSection {
    /// A list section: full-width rows that size themselves (estimated 44 points), with the
    /// configuration's headers and footers (estimated too), inset as the appearance wants.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(38)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain
            boundary.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(38)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        switch configuration.appearance {
        case .plain, .sidebarPlain:
            break
        case .grouped:
            section.contentInsets = NSDirectionalEdgeInsets(top: configuration.headerMode == .none ? 35 : 0, leading: 0, bottom: 0, trailing: 0)
        case .insetGrouped:
            section.contentInsets = NSDirectionalEdgeInsets(top: configuration.headerMode == .none ? 35 : 0, leading: 0, bottom: 0, trailing: 0)
        case .sidebar:
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        }
        if configuration.headerMode == .supplementary {
            section.listHeaderTopPadding = configuration.headerTopPadding ?? (configuration.appearance == .plain ? 0 : 17)
        }
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list with `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
