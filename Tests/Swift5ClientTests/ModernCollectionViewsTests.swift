import Testing
import UIKit

// The patterns of Apple's "Implementing Modern Collection Views" sample, written as iOS
// code (Swift 5 language mode): compositional grids, nested and orthogonal sections,
// pinned headers, badges, lists with accessories and swipe actions, outlines and diffable
// data sources with cell registrations. That this file compiles unchanged is half the test.

private class LabelCell: UICollectionViewCell {
    static let reuseIdentifier = "label-cell"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.textAlignment = .center
        contentView.addSubview(label)
        contentView.layer.borderWidth = 1
        contentView.layer.borderColor = UIColor.systemGray2.cgColor
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not implemented") }
}

private class TitleView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not implemented") }
}

private class GridController: UIViewController {
    enum Section { case main }
    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        let cellRegistration = UICollectionView.CellRegistration<LabelCell, Int> { cell, indexPath, identifier in
            cell.label.text = "\(identifier)"
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int) -> UICollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: identifier)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<94))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        return UICollectionViewCompositionalLayout(section: section)
    }
}

private class SectionsController: UIViewController {
    enum SectionKind: Int, CaseIterable {
        case list, grid5, grid3, carousel
        var columnCount: Int {
            switch self {
            case .list: return 1
            case .grid3: return 3
            case .grid5: return 5
            case .carousel: return 1
            }
        }
    }
    static let headerKind = "header-element-kind"
    static let badgeKind = "badge-element-kind"
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        view.addSubview(collectionView)
        let cellRegistration = UICollectionView.CellRegistration<LabelCell, Int> { cell, _, identifier in
            cell.label.text = "\(identifier)"
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<TitleView>(elementKind: SectionsController.headerKind) {
            supplementaryView, elementKind, indexPath in
            supplementaryView.label.text = "Section \(indexPath.section)"
            supplementaryView.backgroundColor = .lightGray
        }
        let badgeRegistration = UICollectionView.SupplementaryRegistration<TitleView>(elementKind: SectionsController.badgeKind) {
            badgeView, _, indexPath in
            badgeView.label.text = "\(indexPath.item)"
            badgeView.isHidden = indexPath.item % 3 != 0
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, identifier in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: identifier)
        }
        dataSource.supplementaryViewProvider = { [weak self] view, kind, index in
            guard let self = self else { return nil }
            if kind == SectionsController.badgeKind {
                return self.collectionView.dequeueConfiguredReusableSupplementary(using: badgeRegistration, for: index)
            }
            return self.collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: index)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        var identifierOffset = 0
        let itemsPerSection = 10
        SectionKind.allCases.forEach {
            snapshot.appendSections([$0.rawValue])
            let maxIdentifier = identifierOffset + itemsPerSection
            snapshot.appendItems(Array(identifierOffset..<maxIdentifier))
            identifierOffset += itemsPerSection
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func createLayout() -> UICollectionViewLayout {
        let sectionProvider = { (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            guard let sectionKind = SectionKind(rawValue: sectionIndex) else { return nil }
            let columns = sectionKind.columnCount
            let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
            let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
            let badge = NSCollectionLayoutSupplementaryItem(layoutSize: badgeSize, elementKind: SectionsController.badgeKind,
                                                            containerAnchor: badgeAnchor)
            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let groupHeight = columns == 1 ? NSCollectionLayoutDimension.absolute(44) : NSCollectionLayoutDimension.fractionalWidth(0.2)
            let section: NSCollectionLayoutSection
            if sectionKind == .carousel {
                let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(150))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
                section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPagingCentered
                section.interGroupSpacing = 10
            } else {
                let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight)
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)
                section = NSCollectionLayoutSection(group: group)
            }
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: SectionsController.headerKind,
                                                                     alignment: .top)
            header.pinToVisibleBounds = true
            header.zIndex = 2
            section.boundarySupplementaryItems = [header]
            return section
        }
        let config = UICollectionViewCompositionalLayoutConfiguration()
        config.interSectionSpacing = 20
        return UICollectionViewCompositionalLayout(sectionProvider: sectionProvider, configuration: config)
    }
}

private struct Emoji: Hashable {
    let text: String
    let title: String
    let identifier = UUID()
}

private class OutlineListController: UIViewController {
    enum Section: Hashable { case outline, list }
    enum Row: Hashable {
        case folder(String)
        case leaf(Emoji)
    }
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Row>!
    var deleted: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        var listConfiguration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        listConfiguration.headerMode = .firstItemInSection
        listConfiguration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self = self, let row = self.dataSource.itemIdentifier(for: indexPath) else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                if case let .leaf(emoji) = row { self.deleted.append(emoji.title) }
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        let layout = UICollectionViewCompositionalLayout.list(using: listConfiguration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)

        let folderRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.textProperties.font = .preferredFont(forTextStyle: .headline)
            cell.contentConfiguration = content
            let disclosureOptions = UICellAccessory.OutlineDisclosureOptions(style: .header)
            cell.accessories = [.outlineDisclosure(options: disclosureOptions)]
        }
        let leafRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Emoji> { cell, _, emoji in
            var content = UIListContentConfiguration.valueCell()
            content.text = emoji.text
            content.secondaryText = emoji.title
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator(), .label(text: "new"), .delete(actionHandler: {})]
            var background = UIBackgroundConfiguration.listGroupedCell()
            background.cornerRadius = 8
            cell.backgroundConfiguration = background
            cell.configurationUpdateHandler = { cell, state in
                guard var updated = cell.contentConfiguration as? UIListContentConfiguration else { return }
                updated.textProperties.color = state.isSelected ? .systemBlue : .label
                cell.contentConfiguration = updated
            }
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Row>(collectionView: collectionView) { collectionView, indexPath, row in
            switch row {
            case .folder(let title):
                return collectionView.dequeueConfiguredReusableCell(using: folderRegistration, for: indexPath, item: title)
            case .leaf(let emoji):
                return collectionView.dequeueConfiguredReusableCell(using: leafRegistration, for: indexPath, item: emoji)
            }
        }
        dataSource.sectionSnapshotHandlers.willExpandItem = { _ in }
        var outline = NSDiffableDataSourceSectionSnapshot<Row>()
        for folder in ["Smileys", "Animals"] {
            let parent = Row.folder(folder)
            outline.append([parent])
            let leaves = (0..<3).map { Row.leaf(Emoji(text: "*", title: "\(folder) \($0)")) }
            outline.append(leaves, to: parent)
        }
        outline.expand([.folder("Smileys")])
        dataSource.apply(outline, to: .outline, animatingDifferences: false)
    }
}

/// A list cell subclass that draws itself from its state, as the sample's custom cells do.
private class StatefulListCell: UICollectionViewListCell {
    var item: String?
    private(set) var updates = 0

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        updates += 1
        var content = defaultContentConfiguration().updated(for: state)
        content.text = item
        content.secondaryText = state.isHighlighted || state.isSelected ? "selected" : nil
        contentConfiguration = content
        var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
        background.backgroundColor = state.isSelected ? .systemGray5 : .systemBackground
        backgroundConfiguration = background
    }
}

@MainActor @Suite struct ModernCollectionViewsTests {
    private func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func gridOfFifthsWithInsetItems() {
        let controller = GridController()
        let window = show(controller)
        defer { withExtendedLifetime(window) {} }
        let collectionView = controller.collectionView!
        #expect(collectionView.numberOfItems(inSection: 0) == 94)
        let first = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
        #expect(first == CGRect(x: 5, y: 5, width: 68, height: 68))
        let sixth = collectionView.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))!.frame
        #expect(sixth == CGRect(x: 5, y: 83, width: 68, height: 68))
        #expect((collectionView.cellForItem(at: IndexPath(item: 7, section: 0)) as? LabelCell)?.label.text == "7")
        #expect(collectionView.visibleCells.count < 94)
    }

    @Test func sectionsWithHeadersBadgesColumnsAndACarousel() {
        let controller = SectionsController()
        let window = show(controller)
        defer { withExtendedLifetime(window) {} }
        let collectionView = controller.collectionView!
        #expect(collectionView.numberOfSections == 4)
        // Five columns in the second section: (390 − 40) / 5 = 70 wide.
        let item = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))!.frame
        #expect(item.width == 66 && item.minX == 20 + 70 + 2)
        let badge = collectionView.layoutAttributesForSupplementaryElement(ofKind: SectionsController.badgeKind,
                                                                         at: IndexPath(item: 0, section: 0))
        #expect(badge?.frame.size == CGSize(width: 20, height: 20))
        collectionView.contentOffset = CGPoint(x: 0, y: 30)
        window.layoutIfNeeded()
        let header = collectionView.layoutAttributesForSupplementaryElement(ofKind: SectionsController.headerKind,
                                                                          at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minY == 30)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 9, section: 3)) != nil)
    }

    @Test func outlineListWithAccessoriesAndSwipeActions() {
        let controller = OutlineListController()
        let window = show(controller)
        defer { withExtendedLifetime(window) {} }
        let collectionView = controller.collectionView!
        // Smileys expanded (1 + 3), Animals collapsed.
        #expect(collectionView.numberOfItems(inSection: 0) == 5)
        let outline = controller.dataSource.snapshot(for: .outline)
        #expect(outline.visibleItems.count == 5)
        #expect(outline.items.count == 8)
        let leaf = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell
        #expect(leaf?.accessories.count == 3)
        #expect(leaf?.indentationLevel == 1)
        let actions = UICollectionLayoutListConfiguration(appearance: .plain).trailingSwipeActionsConfigurationProvider
        #expect(actions == nil)
    }

    @Test func cellsRedrawFromTheirState() {
        let cell = StatefulListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.item = "Row"
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.secondaryText == nil)
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "selected")
        #expect(cell.updates >= 2)
    }
}
