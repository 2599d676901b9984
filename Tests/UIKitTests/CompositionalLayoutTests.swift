import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// UICollectionViewCompositionalLayout: the frames each sizing rule gives (fractional,
/// absolute and estimated dimensions, content insets, edge and inter-item spacing, nested
/// groups, count and repeating groups, custom groups), sections (insets, inter-group
/// spacing, boundary items, pinned headers, backgrounds, orthogonal scrolling) and
/// invalidation on a bounds change.
@MainActor
@Suite("Compositional layout")
struct CompositionalLayoutTests {
    final class Source: UICollectionViewDataSource {
        var counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
        }
    }

    final class Background: UICollectionReusableView {}

    /// A 320 × 480 collection view with `layout` and `counts` items per section.
    private func stage(_ layout: UICollectionViewLayout, counts: [Int], width: CGFloat = 320)
        -> (window: UIWindow, collection: UICollectionView, source: Source) {
        let (window, root, _) = makeEventStage(width: width, height: 480)
        let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in ["header", "footer", "badge", UICollectionView.elementKindSectionHeader] {
            collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
        }
        let source = Source(counts)
        collection.dataSource = source
        root.addSubview(collection)
        turn()
        return (window, collection, source)
    }

    private func frame(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    @Test func fractionalSizesAreFractionsOfTheContainerAndInsetsShrinkTheItem() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        // The group is a quarter of the width tall: 80.
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.25)), subitems: [item])
        let (window, collection, source) = stage(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [10])
        defer { withExtendedLifetime((window, source)) {} }
        #expect(frame(collection, 0) == CGRect(x: 2, y: 2, width: 76, height: 76))
        #expect(frame(collection, 3) == CGRect(x: 242, y: 2, width: 76, height: 76))
        #expect(frame(collection, 5) == CGRect(x: 82, y: 82, width: 76, height: 76))
        #expect(frame(collection, 9) == CGRect(x: 82, y: 162, width: 76, height: 76))
        #expect(collection.contentSize == CGSize(width: 320, height: 240))
        #expect(collection.visibleCells.count == 10)
        #expect(collection.cellForItem(at: IndexPath(item: 5, section: 0))?.frame == CGRect(x: 82, y: 82, width: 76, height: 76))
    }

    @Test func sectionInsetsInterItemAndInterGroupSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 5, bottom: 20, trailing: 5)
        section.interGroupSpacing = 8
        let (window, collection, source) = stage(UICollectionViewCompositionalLayout(section: section), counts: [5])
        defer { withExtendedLifetime((window, source)) {} }
        // The group is 310 wide: 100 + 10 + 100 + 10 + 100 = 320 does not fit, two items do.
        #expect(frame(collection, 0) == CGRect(x: 5, y: 10, width: 100, height: 50))
        #expect(frame(collection, 1) == CGRect(x: 115, y: 10, width: 100, height: 50))
        #expect(frame(collection, 2) == CGRect(x: 5, y: 68, width: 100, height: 50))
        #expect(frame(collection, 4) == CGRect(x: 5, y: 126, width: 100, height: 50))
        let expectedHeight: CGFloat = 10 + 150 + 16 + 20
        #expect(collection.contentSize.height == expectedHeight)
    }

    @Test func countGroupsMakeEqualItemsAndRepeatingGroupsKeepTheItemSize() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(50), .fractionalHeight(1)))
        let equal = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)), subitem: item, count: 3)
        equal.interItemSpacing = .fixed(10)
        let repeating = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), repeatingSubitem: item, count: 3)
        let layout = UICollectionViewCompositionalLayout { index, _ in
            NSCollectionLayoutSection(group: index == 0 ? equal : repeating)
        }
        let (window, collection, source) = stage(layout, counts: [4, 4])
        defer { withExtendedLifetime((window, source)) {} }
        // (320 − 2 × 10) / 3 = 100 wide, the subitem's 50 ignored.
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(frame(collection, 2) == CGRect(x: 220, y: 0, width: 100, height: 60))
        #expect(frame(collection, 3) == CGRect(x: 0, y: 60, width: 100, height: 60))
        // Three 50-wide items, then the next group.
        #expect(frame(collection, 0, 1) == CGRect(x: 0, y: 120, width: 50, height: 40))
        #expect(frame(collection, 2, 1) == CGRect(x: 100, y: 120, width: 50, height: 40))
        #expect(frame(collection, 3, 1) == CGRect(x: 0, y: 160, width: 50, height: 40))
    }

    @Test func nestedGroupsResolveAgainstTheirOwnContainers() {
        let leading = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let trailing = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)), subitem: small, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [leading, trailing])
        let (window, collection, source) = stage(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [5])
        defer { withExtendedLifetime((window, source)) {} }
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 224, height: 200))
        #expect(frame(collection, 1) == CGRect(x: 224, y: 0, width: 96, height: 100))
        #expect(frame(collection, 2) == CGRect(x: 224, y: 100, width: 96, height: 100))
        #expect(frame(collection, 3) == CGRect(x: 0, y: 200, width: 224, height: 200))
        // The last group holds what is left.
        #expect(frame(collection, 4) == CGRect(x: 224, y: 200, width: 96, height: 100))
        #expect(collection.contentSize.height == 400)
    }

    @Test func flexibleEdgeSpacingSharesOutTheRoomLeft() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(60), .absolute(60)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: .fixed(5), trailing: nil, bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(320), .absolute(70)), subitems: [item])
        let (window, collection, source) = stage(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [5])
        defer { withExtendedLifetime((window, source)) {} }
        // Five 60-wide items take 300; the 20 left go 4 before each.
        #expect((0..<5).compactMap { frame(collection, $0)?.minX } == [4, 68, 132, 196, 260])
        #expect(frame(collection, 0)?.minY == 5)
    }

    @Test func customGroupsPlaceItemsAtTheProvidersFrames() {
        let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(120))) { environment in
            let width = environment.container.contentSize.width
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width / 2, height: 120)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: width / 2, y: 60, width: width / 2, height: 60), zIndex: 3)]
        }
        let (window, collection, source) = stage(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [3])
        defer { withExtendedLifetime((window, source)) {} }
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 160, height: 120))
        #expect(frame(collection, 1) == CGRect(x: 160, y: 60, width: 160, height: 60))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 3)
        #expect(frame(collection, 2) == CGRect(x: 0, y: 120, width: 160, height: 120))
    }

    @Test func headersAndFootersFollowTheContentInsetsAndExtendTheSection() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(40)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(0.5), .absolute(20)), elementKind: "footer", alignment: .bottomTrailing),
        ]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 15
        let (window, collection, source) = stage(UICollectionViewCompositionalLayout(section: section, configuration: configuration), counts: [2, 1])
        defer { withExtendedLifetime((window, source)) {} }
        let header = collection.layoutAttributesForSupplementaryElement(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame
        #expect(header == CGRect(x: 20, y: 0, width: 280, height: 30))
        #expect(frame(collection, 0) == CGRect(x: 20, y: 40, width: 280, height: 40))
        #expect(frame(collection, 1) == CGRect(x: 20, y: 80, width: 280, height: 40))
        let footer = collection.layoutAttributesForSupplementaryElement(ofKind: "footer", at: IndexPath(item: 0, section: 0))?.frame
        #expect(footer == CGRect(x: 160, y: 130, width: 140, height: 20))
        // Section 0 ends at 150; 15 between sections.
        let nextHeader = collection.layoutAttributesForSupplementaryElement(ofKind: "header", at: IndexPath(item: 0, section: 1))?.frame
        #expect(nextHeader?.minY == 165)
        #expect(frame(collection, 0, 1) == CGRect(x: 20, y: 205, width: 280, height: 40))
        #expect(collection.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 1))?.frame == nextHeader)
    }

    @Test func pinnedHeadersStayInViewUntilTheirSectionPushesThemOut() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let (window, collection, source) = stage(UICollectionViewCompositionalLayout(section: section), counts: [20, 20])
        defer { withExtendedLifetime((window, source)) {} }
        let path = IndexPath(item: 0, section: 0)
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: "header", at: path)?.frame.minY == 0)
        collection.contentOffset = CGPoint(x: 0, y: 100)
        turn()
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: "header", at: path)?.frame.minY == 100)
        #expect(collection.supplementaryView(forElementKind: "header", at: path)?.frame.minY == 100)
        // Section 0 is 40 + 20 × 44 = 920 long: its header stops at 880.
        collection.contentOffset = CGPoint(x: 0, y: 900)
        turn()
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: "header", at: path)?.frame.minY == 880)
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: "header", at: IndexPath(item: 0, section: 1))?.frame.minY == 920)
    }

    @Test func itemSupplementariesAnchorToTheirItem() {
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(100)), supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
        let (window, collection, source) = stage(UICollectionViewCompositionalLayout(section: section), counts: [2])
        defer { withExtendedLifetime((window, source)) {} }
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 90, y: 10, width: 20, height: 20))
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: 1, section: 0))?.frame
            == CGRect(x: 190, y: 10, width: 20, height: 20))
        #expect(collection.visibleSupplementaryViews(ofKind: "badge").count == 2)
    }

    @Test func backgroundDecorationsAreMadeFromTheLayoutsRegistration() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(Background.self, forDecorationViewOfKind: "background")
        let (window, collection, source) = stage(layout, counts: [3])
        defer { withExtendedLifetime((window, source)) {} }
        #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 5, y: 5, width: 310, height: 140))
        let views = collection.subviews.compactMap { $0 as? Background }
        #expect(views.count == 1)
        #expect(views.first?.frame == CGRect(x: 5, y: 5, width: 310, height: 140))
        // Behind the cells.
        let cellIndex = collection.subviews.firstIndex { $0 is UICollectionViewCell } ?? 0
        #expect((collection.subviews.firstIndex { $0 is Background } ?? .max) < cellIndex)
    }

    @Test func orthogonalSectionsScrollTheirGroupsInANestedScrollView() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(150), .absolute(100)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let section = NSCollectionLayoutSection(group: group)
            if index == 0 {
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 10
            }
            return section
        }
        let (window, collection, source) = stage(layout, counts: [5, 3])
        defer { withExtendedLifetime((window, source)) {} }
        #expect((0..<5).compactMap { frame(collection, $0)?.minX } == [0, 160, 320, 480, 640])
        #expect(frame(collection, 0)?.minY == 0)
        // The next section starts below the band; it does not scroll across.
        #expect(frame(collection, 0, 1) == CGRect(x: 0, y: 100, width: 150, height: 100))
        #expect(frame(collection, 1, 1) == CGRect(x: 0, y: 200, width: 150, height: 100))
        let scroller = collection.orthogonalScrollView(forSection: 0)
        #expect(scroller?.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(scroller?.contentSize == CGSize(width: 790, height: 100))
        #expect(collection.orthogonalScrollView(forSection: 1) == nil)
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) == nil)
        scroller?.contentOffset = CGPoint(x: 400, y: 0)
        turn()
        #expect(frame(collection, 3)?.minX == 80)
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minX == 80)
        #expect(frame(collection, 0, 1)?.minX == 0)
        // Group paging comes to rest on the nearest group's leading edge.
        #expect(layout.restingOrthogonalOffset(section: 0, near: 300) == 320)
        // Within the content: 5 × 150 + 4 × 10 − 320 = 470 at most.
        #expect(layout.restingOrthogonalOffset(section: 0, near: 700) == 470)
        #expect(layout.restingOrthogonalOffset(section: 0, near: 230) == 160)
    }

    @Test func estimatedHeightsTakeTheCellsSelfSizedHeight() {
        final class TextCell: UICollectionViewCell {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                label.numberOfLines = 0
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                    label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                    label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
                    label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        final class TextSource: UICollectionViewDataSource {
            let texts = ["One line", String(repeating: "wrapping words ", count: 12), "Short"]
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath) as! TextCell
                cell.label.text = texts[indexPath.item]
                return cell
            }
        }
        let estimate = size(.fractionalWidth(1), .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: estimate)
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: estimate, subitems: [item]))
        section.interGroupSpacing = 2
        let (window, root, _) = makeEventStage(width: 320, height: 480)
        let collection = UICollectionView(frame: root.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collection.register(TextCell.self, forCellWithReuseIdentifier: "text")
        let source = TextSource()
        collection.dataSource = source
        root.addSubview(collection)
        turn()
        defer { withExtendedLifetime((window, source)) {} }
        let label = UILabel()
        label.numberOfLines = 0
        var y: CGFloat = 0
        for (index, text) in source.texts.enumerated() {
            label.text = text
            let height = label.sizeThatFits(CGSize(width: 304, height: CGFloat.greatestFiniteMagnitude)).height + 8
            // The width stays the layout's (fixed axis); the height is the cell's.
            #expect(frame(collection, index) == CGRect(x: 0, y: y, width: 320, height: height), "\(index)")
            y += height + 2
        }
        #expect(frame(collection, 1)!.height > frame(collection, 0)!.height)
    }

    @Test func aBoundsChangeLaysTheFractionsOutAgain() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let (window, collection, source) = stage(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [4])
        defer { withExtendedLifetime((window, source)) {} }
        #expect(frame(collection, 1) == CGRect(x: 160, y: 0, width: 160, height: 50))
        collection.frame.size.width = 200
        turn()
        #expect(frame(collection, 1) == CGRect(x: 100, y: 0, width: 100, height: 50))
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 100, y: 50, width: 100, height: 50))
    }

    @Test func theSectionProviderSeesTheEnvironment() {
        var seen: [CGSize] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            seen.append(environment.container.effectiveContentSize)
            let columns = environment.container.effectiveContentSize.width > 300 ? 4 : 2
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / CGFloat(columns)),
                                                                                heightDimension: .absolute(30)))
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                                   heightDimension: .absolute(30)),
                                                                subitems: [item]))
        }
        let (window, collection, source) = stage(layout, counts: [8])
        defer { withExtendedLifetime((window, source)) {} }
        #expect(seen.last == CGSize(width: 320, height: 480))
        #expect(frame(collection, 4) == CGRect(x: 0, y: 30, width: 80, height: 30))
    }

    @Test func horizontalLayoutsPutSectionsSideBySide() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 20
        let (window, collection, source) = stage(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group),
                                                                                    configuration: configuration), counts: [3, 2])
        defer { withExtendedLifetime((window, source)) {} }
        #expect(frame(collection, 1) == CGRect(x: 0, y: 240, width: 100, height: 240))
        #expect(frame(collection, 2) == CGRect(x: 100, y: 0, width: 100, height: 240))
        #expect(frame(collection, 0, 1) == CGRect(x: 220, y: 0, width: 100, height: 240))
        #expect(collection.contentSize == CGSize(width: 320, height: 480))
    }

    @Test func aNilSectionFromTheProviderIsLoggedNotACrash() {
        let log = LogCapture()
        log.capture {
            let layout = UICollectionViewCompositionalLayout { _, _ in nil }
            let (window, collection, source) = stage(layout, counts: [3])
            withExtendedLifetime((window, source)) {}
            #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 0, height: 0))
        }
        #expect(log.messages.contains { $0.contains("section provider returned nil") })
    }
}
