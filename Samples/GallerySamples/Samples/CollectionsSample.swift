import Foundation
import UIKit

/// Apple's modern collection view patterns in one compositional layout fed by a diffable
/// data source: a section that scrolls sideways by group, a five-column grid, nested
/// groups, an inset-grouped list with accessories and swipe actions, an outline that
/// expands and collapses, and a list whose changes animate; every header stays at the
/// top while its section scrolls by. Cells come from cell registrations.
@MainActor
public final class CollectionsViewController: SampleViewController {
    public private(set) var collectionView: UICollectionView!
    public private(set) var dataSource: UICollectionViewDiffableDataSource<CollectionsSection, CollectionsItem>!
    private var nextID = 0
    /// The starred items (the model the cells show; identifiers stay the same).
    public private(set) var starred: Set<Int> = []
    /// The numbers the inset-grouped list shows beside its rows.
    static let counts = ["Inbox": "12", "Drafts": "3", "Archive": "148"]
    /// The changing list's shuffles, deterministic from run to run.
    private var shuffleSeed: UInt64 = 0x2545_F491

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        addAction("shuffle") { [unowned self] in shuffle() }
        addAction("insertItem") { [unowned self] in insertItem() }
        addAction("deleteItem") { [unowned self] in deleteItem() }
        addAction("starFirst") { [unowned self] in starFirstListItem() }
        addAction("toggleEditing") { [unowned self] in
            collectionView.isEditing.toggle()
            log.add("collections, isEditing, \(collectionView.isEditing)")
        }

        let layout = CollectionsSampleLayout.make(section: { [unowned self] in dataSource.sectionIdentifier(for: $0) },
                                                  swipeActions: { [unowned self] in swipeActions(at: $0, trailing: $1) })
        collectionView = root.addSampleSubview(UICollectionView(frame: .zero, collectionViewLayout: layout), name: "collectionView")
        collectionView.backgroundColor = .systemGroupedBackground
        dataSource = makeDataSource()
        applyInitialSnapshots()

        let buttons = makeActionButtons(columns: 3)
        root.addSubview(buttons)
        NSLayoutConstraint.activate([
            collectionView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            collectionView.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 8),
            collectionView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ] + buttonsAndPaneConstraints(buttons, below: root.topAnchor, spacing: 8))
    }

    // MARK: Cells

    private func makeDataSource() -> UICollectionViewDiffableDataSource<CollectionsSection, CollectionsItem> {
        let tile = UICollectionView.CellRegistration<CollectionsTileCell, CollectionsItem> { [unowned self] cell, path, item in
            cell.show(item, in: dataSource.sectionIdentifier(for: path.section) ?? .grid)
        }
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, CollectionsItem> { [unowned self] cell, path, item in
            let section = dataSource.sectionIdentifier(for: path.section) ?? .list
            var content = section == .list ? UIListContentConfiguration.valueCell() : cell.defaultContentConfiguration()
            content.text = item.title
            switch section {
            case .list:
                content.secondaryText = starred.contains(item.id) ? "★ starred" : "swipe me"
                cell.accessories = [.delete(), .disclosureIndicator(), .label(text: CollectionsViewController.counts[item.title] ?? "")]
            case .outline:
                cell.accessories = item.isParent ? [.outlineDisclosure()] : []
            default:
                cell.accessories = [.reorder()]
            }
            cell.contentConfiguration = content
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) {
            [unowned self] view, _, path in
            var content = UIListContentConfiguration.plainHeader()
            content.text = dataSource.sectionIdentifier(for: path.section)?.title
            view.contentConfiguration = content
            view.backgroundConfiguration = .listPlainHeaderFooter()
        }
        let source = UICollectionViewDiffableDataSource<CollectionsSection, CollectionsItem>(collectionView: collectionView) {
            [unowned self] collection, path, item in
            let section = dataSource.sectionIdentifier(for: path.section) ?? .grid
            return section.isList ? collection.dequeueConfiguredReusableCell(using: row, for: path, item: item)
                                  : collection.dequeueConfiguredReusableCell(using: tile, for: path, item: item)
        }
        source.supplementaryViewProvider = { collection, _, path in
            collection.dequeueConfiguredReusableSupplementary(using: header, for: path)
        }
        return source
    }

    private func makeItem(_ title: String, parent: Bool = false) -> CollectionsItem {
        nextID += 1
        return CollectionsItem(id: nextID, title: title, isParent: parent)
    }

    private func applyInitialSnapshots() {
        var snapshot = NSDiffableDataSourceSnapshot<CollectionsSection, CollectionsItem>()
        snapshot.appendSections(CollectionsSection.allCases)
        snapshot.appendItems((1...8).map { makeItem("Card \($0)") }, toSection: .orthogonal)
        snapshot.appendItems((1...10).map { makeItem("\($0)") }, toSection: .grid)
        snapshot.appendItems(["Large", "Top", "Bottom"].map { makeItem($0) }, toSection: .nested)
        snapshot.appendItems(["Inbox", "Drafts", "Archive"].map { makeItem($0) }, toSection: .list)
        snapshot.appendItems(["One", "Two", "Three", "Four", "Five"].map { makeItem($0) }, toSection: .changing)
        dataSource.apply(snapshot, animatingDifferences: false)

        var outline = NSDiffableDataSourceSectionSnapshot<CollectionsItem>()
        let topics = [("Compositional layout", ["Items", "Groups", "Sections"]), ("Diffable data sources", ["Snapshots", "Section snapshots"]),
                      ("Lists", ["Accessories", "Swipe actions"])]
        for (topic, children) in topics {
            let parent = makeItem(topic, parent: true)
            outline.append([parent])
            outline.append(children.map { makeItem($0) }, to: parent)
        }
        if let first = outline.rootItems.first { outline.expand([first]) }
        dataSource.apply(outline, to: .outline, animatingDifferences: false)
    }

    // MARK: Actions

    /// The changing list in a new order (animated: the cells slide to their places).
    private func shuffle() {
        var snapshot = dataSource.snapshot()
        var items = snapshot.itemIdentifiers(inSection: .changing)
        for index in stride(from: items.count - 1, to: 0, by: -1) {
            shuffleSeed = shuffleSeed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            items.swapAt(index, Int((shuffleSeed >> 33) % UInt64(index + 1)))
        }
        snapshot.deleteItems(items)
        snapshot.appendItems(items, toSection: .changing)
        applyLogged(snapshot, "shuffle")
    }

    private func insertItem() {
        var snapshot = dataSource.snapshot()
        let item = makeItem("New \(nextID)")
        if let first = snapshot.itemIdentifiers(inSection: .changing).first { snapshot.insertItems([item], beforeItem: first) }
        else { snapshot.appendItems([item], toSection: .changing) }
        applyLogged(snapshot, "insertItem")
    }

    private func deleteItem() {
        var snapshot = dataSource.snapshot()
        guard let first = snapshot.itemIdentifiers(inSection: .changing).first else { return }
        snapshot.deleteItems([first])
        applyLogged(snapshot, "deleteItem")
    }

    /// Stars (or unstars) the first item of the inset-grouped list: the same cell is
    /// configured again (`reconfigureItems`).
    private func starFirstListItem() {
        guard let first = dataSource.snapshot().itemIdentifiers(inSection: .list).first else { return }
        toggleStar(first)
    }

    private func toggleStar(_ item: CollectionsItem) {
        if starred.remove(item.id) == nil { starred.insert(item.id) }
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([item])
        applyLogged(snapshot, "star \(item.title)")
    }

    private func applyLogged(_ snapshot: NSDiffableDataSourceSnapshot<CollectionsSection, CollectionsItem>, _ what: String) {
        log.add("collections, apply, \(what)")
        dataSource.apply(snapshot, animatingDifferences: true) { [weak self] in
            self?.log.add("collections, applied, \(what)")
        }
    }

    /// The inset-grouped list's swipe actions: Star leading, Delete trailing.
    private func swipeActions(at path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let item = dataSource.itemIdentifier(for: path) else { return nil }
        if trailing {
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
                var snapshot = dataSource.snapshot()
                snapshot.deleteItems([item])
                applyLogged(snapshot, "delete \(item.title)")
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        let star = UIContextualAction(style: .normal, title: starred.contains(item.id) ? "Unstar" : "Star") { [unowned self] _, _, done in
            toggleStar(item)
            done(true)
        }
        star.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [star])
    }
}

extension GallerySample {
    /// Compositional layouts, diffable data sources, registrations and lists.
    public static var collections: GallerySample { GallerySample(
        name: "collections",
        title: "Modern collection views — compositional layout, diffable data source, lists",
        explanation: "Apple's patterns in one collection view: a section that pages sideways (drag its cards), a grid, nested groups, "
            + "an inset-grouped list with accessories and swipe actions (drag a row sideways), an outline, and a list whose changes "
            + "animate. Headers stay at the top while their section scrolls by.",
        actions: ["shuffle", "insertItem", "deleteItem", "starFirst", "toggleEditing"],
        defaultSize: CGSize(width: 428, height: 926)
    ) { CollectionsViewController() } }
}
