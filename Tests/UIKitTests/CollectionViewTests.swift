import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// UICollectionView with a flow layout: cells only for the items in view, reused while
/// scrolling; self-sizing cells; headers; selection by click, keys and code; batch
/// updates checked against the data source; right-to-left mirroring.
@MainActor
@Suite("UICollectionView")
struct CollectionViewTests {
    /// A tag cell as app code writes one: a label pinned to the content view with padding.
    final class TagCell: UICollectionViewCell {
        static var made = 0
        let label = UILabel()
        var reuses = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            TagCell.made += 1
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    final class Header: UICollectionReusableView {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Source: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        var items: [[String]]
        var log: [String] = []
        var sizes: [IndexPath: CGSize] = [:]

        init(items: [[String]]) { self.items = items }

        func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items[section].count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
            (cell as? TagCell)?.label.text = items[indexPath.section][indexPath.item]
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            (view as? Header)?.label.text = "Section \(indexPath.section)"
            return view
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            sizes[indexPath] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
        }
        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            log.append("should select \(indexPath.section).\(indexPath.item)")
            return true
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("did select \(indexPath.section).\(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
            log.append("did deselect \(indexPath.section).\(indexPath.item)")
        }
    }

    /// A full-window collection view of `items` with the test measurer.
    private func stage(_ items: [[String]], itemSize: CGSize = CGSize(width: 100, height: 100),
                       configure: (UICollectionViewFlowLayout, UICollectionView, Source) -> Void = { _, _, _ in })
        -> (window: UIWindow, collection: UICollectionView, layout: UICollectionViewFlowLayout, source: Source, events: EventDriver) {
        let (window, root, events) = makeEventStage(width: 320, height: 480)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = itemSize
        let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collection.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        collection.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let source = Source(items: items)
        configure(layout, collection, source)
        collection.dataSource = source
        collection.delegate = source
        root.addSubview(collection)
        turn()
        return (window, collection, layout, source, events)
    }

    private func numbered(_ count: Int) -> [[String]] { [(0..<count).map { "Item \($0)" }] }
    private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func onlyTheItemsInViewHaveCells() {
        let (window, collection, _, source, _) = stage(numbered(1000))
        defer { withExtendedLifetime((window, source)) {} }
        // Three 100-wide items per 320 line (gaps 10), lines every 110: 334 lines.
        #expect(collection.contentSize == CGSize(width: 320, height: CGFloat(334 * 110 - 10)))
        // 480 tall: lines 0 to 4 meet the bounds.
        #expect(collection.indexPathsForVisibleItems == (0..<15).map { path($0) })
        #expect(collection.visibleCells.allSatisfy { $0 is TagCell && $0.reuseIdentifier == "tag" })
        #expect(collection.cellForItem(at: path(4))?.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(collection.layoutAttributesForItem(at: path(999))?.frame == CGRect(x: 0, y: 333 * 110, width: 100, height: 100))
        #expect(collection.indexPathForItem(at: CGPoint(x: 250, y: 120)) == path(5))
        #expect(collection.indexPathForItem(at: CGPoint(x: 105, y: 50)) == nil)
        #expect(collection.numberOfItems(inSection: 0) == 1000)
    }

    @Test func scrollingReusesCellsAndMakesNoMore() {
        let (window, collection, _, source, _) = stage(numbered(1000))
        defer { withExtendedLifetime((window, source)) {} }
        let before = TagCell.made
        for step in 1...100 {
            collection.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 100)
            turn()
        }
        #expect(collection.contentOffset.y == 10_000)
        // y 10,000 is inside line 90 (9,900 to 10,000 is its item, 10,000 the gap): line 90 ends at 10,000.
        #expect(collection.indexPathsForVisibleItems.first == path(270))
        #expect((collection.cellForItem(at: path(273)) as? TagCell)?.label.text == "Item 273")
        #expect(TagCell.made - before <= 3)
        #expect(collection.visibleCells.contains { ($0 as? TagCell)?.reuses ?? 0 > 0 })
        #expect(collection.subviews.filter { $0 is UICollectionViewCell && !$0.isHidden }.count == collection.visibleCells.count)
    }

    @Test func selfSizingTagsTakeTheSizeOfTheirLabelsAndWrap() {
        let words = ["Auto", "Layout", "Cassowary", "constraints", "hugging", "compression", "resistance", "UIKit", "Linux", "X11"]
        let (window, collection, layout, source, _) = stage([words]) { layout, _, _ in
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        }
        defer { withExtendedLifetime((window, source)) {} }
        let label = UILabel()
        for (index, word) in words.enumerated() {
            label.text = word
            let size = label.intrinsicContentSize
            let frame = collection.layoutAttributesForItem(at: path(index))!.frame
            #expect(frame.size == CGSize(width: size.width + 16, height: size.height + 8), "\(word)")
        }
        let lines = Set(words.indices.map { collection.layoutAttributesForItem(at: path($0))!.frame.midY })
        #expect(lines.count > 1)
        // Items never overlap and stay inside the width.
        let frames = words.indices.map { collection.layoutAttributesForItem(at: path($0))!.frame }
        for (i, a) in frames.enumerated() {
            #expect(a.minX >= 0 && a.maxX <= 320)
            for b in frames[(i + 1)...] { #expect(!a.intersects(b)) }
        }
        // A narrower window wraps onto more lines.
        window.frame = CGRect(x: 0, y: 0, width: 180, height: 480)
        turn()
        let narrowLines = Set(words.indices.map { collection.layoutAttributesForItem(at: path($0))!.frame.midY })
        #expect(narrowLines.count > lines.count)
        #expect(collection.contentSize.width == 180)
        #expect(layout.collectionViewContentSize == collection.contentSize)
    }

    @Test func theDelegateSizesItems() {
        let (window, collection, _, source, _) = stage(numbered(4)) { _, _, source in
            source.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 200, height: 40)
        }
        defer { withExtendedLifetime((window, source)) {} }
        #expect(collection.layoutAttributesForItem(at: path(1))?.frame.size == CGSize(width: 200, height: 40))
        #expect(collection.layoutAttributesForItem(at: path(0))?.frame.size == CGSize(width: 100, height: 100))
    }

    @Test func headersComeFromTheDataSource() {
        let (window, collection, _, source, _) = stage([["a", "b"], ["c"]]) { layout, _, _ in
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            layout.sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        }
        defer { withExtendedLifetime((window, source)) {} }
        let header = collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: path(0, 1)) as? Header
        #expect(header?.label.text == "Section 1")
        // Section 0: header 30, inset 10, one line of 100, inset 10 → section 1 starts at 150.
        #expect(header?.frame == CGRect(x: 0, y: 150, width: 320, height: 30))
        #expect(collection.cellForItem(at: path(0, 1))?.frame.minY == 190)
        #expect(collection.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader) == [path(0, 0), path(0, 1)])
    }

    @Test func clickingAnItemSelectsIt() {
        let (window, collection, _, source, events) = stage(numbered(9))
        defer { withExtendedLifetime((window, source)) {} }
        events.click(150, 50)
        #expect(collection.indexPathsForSelectedItems == [path(1)])
        #expect(collection.cellForItem(at: path(1))?.isSelected == true)
        events.click(50, 160)
        #expect(source.log == ["should select 0.1", "did select 0.1", "should select 0.3", "did deselect 0.1", "did select 0.3"])
        #expect(collection.indexPathsForSelectedItems == [path(3)])
        #expect(collection.cellForItem(at: path(1))?.isSelected == false)
    }

    @Test func arrowKeysMoveTheSelectionAcrossAndDown() {
        let (window, collection, _, source, events) = stage(numbered(9))
        defer { withExtendedLifetime((window, source)) {} }
        events.click(50, 50)
        events.key(.rightArrow)
        #expect(collection.indexPathsForSelectedItems == [path(1)])
        events.key(.downArrow)
        #expect(collection.indexPathsForSelectedItems == [path(4)])
        events.key(.downArrow)
        events.key(.downArrow)
        #expect(collection.indexPathsForSelectedItems == [path(7)])
        events.key(.returnKey)
        #expect(source.log.last == "did select 0.7")
    }

    @Test func selectingByCodeTellsTheDelegateNothing() {
        let (window, collection, _, source, _) = stage(numbered(60))
        defer { withExtendedLifetime((window, source)) {} }
        collection.selectItem(at: path(30), animated: false, scrollPosition: .top)
        #expect(collection.indexPathsForSelectedItems == [path(30)])
        #expect(source.log.isEmpty)
        #expect(collection.contentOffset.y == CGFloat(10 * 110))
        turn()
        #expect(collection.cellForItem(at: path(30))?.isSelected == true)
        // Near the end the offset stops where the content does (20 lines: 2,190 − 480).
        collection.scrollToItem(at: path(59), at: .top, animated: false)
        #expect(collection.contentOffset.y == 1710)
        collection.deselectItem(at: path(30), animated: false)
        #expect(collection.indexPathsForSelectedItems == nil)
    }

    @Test func batchUpdatesMoveCellsAndSelection() {
        let (window, collection, _, source, _) = stage(numbered(6))
        defer { withExtendedLifetime((window, source)) {} }
        collection.selectItem(at: path(2), animated: false, scrollPosition: [])
        let cell2 = collection.cellForItem(at: path(2))
        source.items[0].insert("New", at: 0)
        source.items[0].remove(at: 5)
        collection.performBatchUpdates({
            collection.deleteItems(at: [path(4)])
            collection.insertItems(at: [path(0)])
        })
        turn()
        #expect(collection.numberOfItems(inSection: 0) == 6)
        #expect(collection.indexPathsForSelectedItems == [path(3)])
        #expect(collection.cellForItem(at: path(3)) === cell2)
        #expect((collection.cellForItem(at: path(0)) as? TagCell)?.label.text == "New")
        #expect(collection.cellForItem(at: path(3))?.frame.minX == 0)
    }

    // MARK: Inconsistent data sources: UIKit's message, no crash, the last consistent state

    /// Runs `change` on a collection view of `items` (all in view) and returns what was
    /// logged, after checking that it still shows the items and cells it had.
    private func refusedChange(_ items: [[String]], _ change: (UICollectionView, Source) -> Void) -> [String] {
        let (window, collection, _, source, _) = stage(items)
        defer { withExtendedLifetime((window, source)) {} }
        return loggedRefusal(keeping: {
            let counts = (0..<collection.numberOfSections).map { collection.numberOfItems(inSection: $0) }
            return "\(counts) \(collection.indexPathsForVisibleItems) \(collection.visibleCells.map { ObjectIdentifier($0) }) \(collection.visibleCells.map(\.frame)) \(collection.contentSize)"
        }, { change(collection, source) })
    }

    @Test func aBatchThatDoesNotAddUpIsRefusedWithUIKitsMessage() {
        let messages = refusedChange(numbered(3)) { collection, source in
            source.items[0].append("extra")
            collection.deleteItems(at: [path(0)])
        }
        #expect(messages == ["[LayoutConstraints] Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (4) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."])
    }

    @Test func insertedItemsThatDoNotAddUpAreRefusedWhole() {
        var completed: Bool?
        let messages = refusedChange(numbered(3)) { collection, source in
            collection.performBatchUpdates({
                source.items[0] += ["one", "two"]
                collection.insertItems(at: [path(3)])
            }, completion: { completed = $0 })
        }
        #expect(completed == false, "a refused batch completes with false")
        #expect(messages == ["[LayoutConstraints] Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."])
    }

    @Test func indexPathsOutOfRangeAreRefused() {
        let messages = refusedChange(numbered(3)) { collection, source in
            source.items[0].append("new")
            collection.insertItems(at: [path(7)])
            source.items[0].removeLast()
            collection.deleteItems(at: [path(5)])
            collection.insertSections([3])
        }
        #expect(messages == [
            "[LayoutConstraints] attempt to insert item 7 into section 0, but there are only 4 items in section 0 after the update",
            "[LayoutConstraints] attempt to delete item 5 from section 0 which only contains 3 items before the update",
            "[LayoutConstraints] attempt to insert section 3 but there are only 1 sections after the update",
        ])
    }

    @Test func scrollingToAnItemThatIsNotThereIsRefused() {
        var description = ""
        let messages = refusedChange(numbered(3)) { collection, _ in
            description = collection.description
            let offset = collection.contentOffset
            collection.scrollToItem(at: path(9), at: .top, animated: false)
            collection.scrollToItem(at: path(0, 2), at: .top, animated: false)
            #expect(collection.contentOffset == offset)
        }
        #expect(messages == [
            "[LayoutConstraints] Attempted to scroll the collection view to an out-of-bounds item (9) when there are only 3 items in section 0. Collection view: \(description).",
            "[LayoutConstraints] Attempted to scroll the collection view to an out-of-bounds section (2) when there are only 1 sections. Collection view: \(description).",
        ])
    }

    @Test func anUnregisteredIdentifierIsLoggedAndGetsAPlainCell() {
        let capture = LogCapture()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        let cell = capture.capture { collection.dequeueReusableCell(withReuseIdentifier: "nope", for: path(0)) }
        #expect(type(of: cell) == UICollectionViewCell.self)
        #expect(capture.messages == ["[LayoutConstraints] could not dequeue a view of kind: UICollectionElementKindCell with identifier nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"])
    }

    /// Returns cells it made itself rather than dequeued.
    final class UndequeuedSource: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            UICollectionViewCell(frame: .zero)
        }
    }

    @Test func aCellThatWasNotDequeuedIsShownAndLogged() {
        let (window, root, _) = makeEventStage(width: 320, height: 480)
        defer { withExtendedLifetime(window) {} }
        let source = UndequeuedSource()
        let collection = UICollectionView(frame: root.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collection.dataSource = source
        root.addSubview(collection)
        let capture = LogCapture()
        capture.capture { turn() }
        #expect(collection.visibleCells.count == 2)
        #expect(capture.messages == Array(repeating: "[LayoutConstraints] the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:", count: 2))
    }

    @Test func rightToLeftMirrorsTheFlow() {
        let (window, collection, _, source, _) = stage(numbered(4)) { _, collection, _ in
            collection.semanticContentAttribute = .forceRightToLeft
        }
        defer { withExtendedLifetime((window, source)) {} }
        #expect(collection.cellForItem(at: path(0))?.frame == CGRect(x: 220, y: 0, width: 100, height: 100))
        #expect(collection.cellForItem(at: path(2))?.frame.minX == 0)
        #expect(collection.indexPathForItem(at: CGPoint(x: 250, y: 50)) == path(0))
    }

    @Test func attributesCopyAndCompare() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: path(3, 1))
        attributes.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        #expect(copy !== attributes)
        #expect(copy == attributes)
        copy.size = CGSize(width: 5, height: 6)
        #expect(copy.center == attributes.center)
        #expect(copy != attributes)
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: path(0))
        #expect(header.representedElementCategory == .supplementaryView)
        #expect(header.representedElementKind == "UICollectionElementKindSectionHeader")
    }

    /// Layout subclasses as iOS code writes them: the attribute and context classes typed
    /// `AnyClass`, UIKit's nested enums spelled in full.
    final class TaggedAttributes: UICollectionViewLayoutAttributes {
        var tagged = true
    }

    final class TaggedLayout: UICollectionViewFlowLayout {
        override class var layoutAttributesClass: AnyClass { TaggedAttributes.self }
        override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutLikeContext.self }
    }

    final class UICollectionViewFlowLayoutLikeContext: UICollectionViewLayoutInvalidationContext {}

    @Test func layoutSubclassesNameTheirClassesAsInUIKit() {
        let layout = TaggedLayout()
        layout.scrollDirection = UICollectionView.ScrollDirection.horizontal
        let (window, collection, _, source, _) = stage(numbered(3)) { _, collection, _ in
            collection.collectionViewLayout = layout
        }
        defer { withExtendedLifetime((window, source)) {} }
        let attributes = collection.layoutAttributesForItem(at: path(0))
        #expect(attributes is TaggedAttributes)
        #expect(attributes?.representedElementCategory == UICollectionView.ElementCategory.cell)
        // Scrolling horizontally, the 50-point items go down a column of 480: eight would
        // fit, so the three keep the columns' spacing of 10 + 10 / 7.
        let second = collection.layoutAttributesForItem(at: path(1))?.frame
        #expect(second?.minX == 0)
        #expect(abs((second?.minY ?? 0) - (60 + 10.0 / 7)) < 1e-9)
    }
}
