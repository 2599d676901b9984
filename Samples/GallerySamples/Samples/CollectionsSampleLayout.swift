import Foundation
import UIKit

/// The sections of the collections sample, each one of Apple's "Implementing Modern
/// Collection Views" patterns.
public enum CollectionsSection: Int, CaseIterable, Hashable, Sendable {
    case orthogonal, grid, nested, list, outline, changing

    var title: String {
        switch self {
        case .orthogonal: return "Orthogonal scrolling (group paging)"
        case .grid: return "Grid (five columns)"
        case .nested: return "Nested groups"
        case .list: return "Inset grouped list"
        case .outline: return "Outline"
        case .changing: return "Diffable list that changes"
        }
    }

    /// Whether the section is a list (list cells; the others show tiles).
    var isList: Bool { self == .list || self == .outline || self == .changing }
}

/// An item of the collections sample (its number is unique).
public struct CollectionsItem: Hashable, Sendable {
    public let id: Int
    public let title: String
    public var isParent = false
}

/// The compositional layout of the collections sample: a section per pattern, each with
/// a header that stays at the top while its section scrolls by.
@MainActor
enum CollectionsSampleLayout {
    static func make(section kind: @escaping @MainActor (Int) -> CollectionsSection?,
                     swipeActions: @escaping @MainActor (IndexPath, Bool) -> UISwipeActionsConfiguration?) -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 8
        return UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
            guard let section = kind(index) else { return nil }
            switch section {
            case .orthogonal: return withHeader(orthogonal())
            case .grid: return withHeader(grid())
            case .nested: return withHeader(nested())
            case .list: return list(.insetGrouped, environment: environment, swipeActions: swipeActions)
            case .outline, .changing: return list(.plain, environment: environment, swipeActions: nil)
            }
        }, configuration: configuration)
    }

    /// Cards 42% of the width wide, side by side, paging by group.
    private static func orthogonal() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.42), heightDimension: .absolute(72)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        return section
    }

    /// Square tiles, five to a row (Apple's "Grid").
    private static func grid() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 14, bottom: 0, trailing: 14)
        return section
    }

    /// A large tile beside a column of two (Apple's "Nested Groups").
    private static func nested() -> NSCollectionLayoutSection {
        let leading = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
        leading.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let trailingItem = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let trailing = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)), subitem: trailingItem, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [leading, trailing])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
        return section
    }

    private static func list(_ appearance: UICollectionLayoutListConfiguration.Appearance, environment: NSCollectionLayoutEnvironment,
                             swipeActions: (@MainActor (IndexPath, Bool) -> UISwipeActionsConfiguration?)?) -> NSCollectionLayoutSection {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        if let swipeActions {
            configuration.leadingSwipeActionsConfigurationProvider = { swipeActions($0, false) }
            configuration.trailingSwipeActionsConfigurationProvider = { swipeActions($0, true) }
        }
        let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        for header in section.boundarySupplementaryItems { header.pinToVisibleBounds = true }
        return section
    }

    /// `section` with a header (estimated 38 points) that stays in view.
    private static func withHeader(_ section: NSCollectionLayoutSection) -> NSCollectionLayoutSection {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(38)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        return section
    }
}

/// A tile: its title centred on a colour.
@MainActor
final class CollectionsTileCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 8
        contentView.clipsToBounds = true
        label.font = SampleFonts.bold
        label.textColor = .white
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            label.leadingAnchor.constraint(greaterThanOrEqualTo: contentView.leadingAnchor, constant: 2),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(_ item: CollectionsItem, in section: CollectionsSection) {
        label.text = item.title
        let colours = [SampleColors.blue, SampleColors.green, SampleColors.red, SampleColors.slate, UIColor.systemOrange]
        contentView.backgroundColor = section == .grid ? colours[item.id % colours.count] : (section == .nested ? SampleColors.slate : SampleColors.blue)
    }
}
