import Foundation
import UIKit

/// A flow layout of self-sizing tags in five sections with headers: each cell's label is
/// pinned to its content view with padding, so each item is as wide as its word; full
/// lines are justified, as UIKit's flow layout does, and narrowing the window wraps the
/// tags onto more lines. A click, or the arrow keys and Return, select (logged); the
/// actions insert and delete a tag through `performBatchUpdates`.
@MainActor
public final class CollectionViewController: SampleViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    public private(set) var collectionView: UICollectionView!
    public private(set) var layout = UICollectionViewFlowLayout()
    /// The tags, by section.
    public private(set) var sections: [[String]] = []
    private var added = 0

    static let words = ["Auto Layout", "Cassowary", "constraint", "priority", "hugging", "compression resistance",
                        "intrinsic size", "stack view", "VFL", "margins", "safe area", "RTL", "baseline", "multiplier",
                        "anchor", "layout guide", "updateConstraints", "layoutSubviews", "draw", "Xft", "X11", "Linux",
                        "Swift", "UIKit", "SnapKit", "self-sizing", "flow layout", "table view", "scroll view", "trait"]

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        sections = (0..<5).map { section in (0..<24).map { CollectionViewController.words[(section * 7 + $0 * 11) % CollectionViewController.words.count] } }
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 6
        layout.minimumLineSpacing = 6
        layout.sectionInset = UIEdgeInsets(top: 4, left: 8, bottom: 12, right: 8)
        layout.headerReferenceSize = CGSize(width: 0, height: 24)
        collectionView = root.addSampleSubview(UICollectionView(frame: .zero, collectionViewLayout: layout), name: "collectionView")
        collectionView.register(TagCell.self, forCellWithReuseIdentifier: TagCell.identifier)
        collectionView.register(TagHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: TagHeader.identifier)
        collectionView.dataSource = self
        collectionView.delegate = self

        addAction("addTag") { [unowned self] in
            added += 1
            sections[0].insert("new tag \(added)", at: 0)
            collectionView.performBatchUpdates({ self.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)]) })
            log.add("collection, insertItems, 0.0")
        }
        addAction("removeTag") { [unowned self] in
            guard !sections[0].isEmpty else { return }
            sections[0].removeFirst()
            collectionView.performBatchUpdates({ self.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)]) })
            log.add("collection, deleteItems, 0.0")
        }
        let buttons = makeActionButtons(columns: 2)
        root.addSubview(buttons)
        NSLayoutConstraint.activate([
            collectionView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            collectionView.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            collectionView.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 8),
            collectionView.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
        ] + buttonsAndPaneConstraints(buttons, below: root.topAnchor, spacing: 8))
    }

    public func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TagCell.identifier, for: indexPath) as! TagCell
        cell.label.text = sections[indexPath.section][indexPath.item]
        return cell
    }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: TagHeader.identifier,
                                                                     for: indexPath) as! TagHeader
        header.label.text = "Section \(indexPath.section + 1)"
        return header
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.add("collection, didSelectItemAt, \(indexPath.section).\(indexPath.item)")
    }
}

/// A tag: a label pinned to the content view with 10 points on the sides and 4 above
/// and below, on a tinted background that darkens when selected.
@MainActor
final class TagCell: UICollectionViewCell {
    static let identifier = "tag"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemGray5
        label.font = SampleFonts.body
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var isSelected: Bool {
        didSet { contentView.backgroundColor = isSelected ? .systemBlue : .systemGray5 }
    }
}

/// A section header: a bold title at the leading edge.
@MainActor
final class TagHeader: UICollectionReusableView {
    static let identifier = "header"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = SampleFonts.bold
        label.textColor = .secondaryLabel
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

extension GallerySample {
    /// A flow layout of self-sizing tags.
    public static var collection: GallerySample { GallerySample(
        name: "collection",
        title: "Collection view — self-sizing tags in a flow layout",
        explanation: "Each tag is as wide as its word (its label's constraints); full lines are justified as UIKit's flow layout does. Narrow the window and the tags wrap onto more lines. Click, or arrows and Return, to select.",
        actions: ["addTag", "removeTag"],
        defaultSize: CGSize(width: 428, height: 600)
    ) { CollectionViewController() } }
}
