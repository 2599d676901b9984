import Foundation

/// One batch of updates to a table or collection view, and where each index path before
/// it is after it, in UIKit's terms: deletions and reloads name rows (items) and sections
/// as they were before the batch, insertions as they are after it; a move is a deletion
/// and an insertion, also kept as a move for UIKit's counts. Rows and items are the same
/// index (`IndexPath.row == IndexPath.item`).
struct IndexPathBatch {
    var deletedItems: Set<IndexPath> = []
    var insertedItems: [IndexPath] = []
    var reloadedItems: Set<IndexPath> = []
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    /// The moves (also among the deletions and insertions), for the counts UIKit reports.
    var moves: [(from: IndexPath, to: IndexPath)] = []
    /// Items (old index paths) whose cells are configured again in place rather than
    /// reloaded (a collection view's `reconfigureItems(at:)`); they count as no change.
    var reconfiguredItems: Set<IndexPath> = []

    /// Whether the batch changes nothing.
    var isEmpty: Bool {
        deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty
            && deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
    }

    /// Records moving the row (item) at `from` (before) to `to` (after).
    mutating func move(from: IndexPath, to: IndexPath) {
        deletedItems.insert(from)
        insertedItems.append(to)
        moves.append((from, to))
    }

    /// The section `section` (before) becomes, or nil if it was deleted.
    func newSection(for section: Int) -> Int? {
        guard !deletedSections.contains(section) else { return nil }
        var result = section - deletedSections.count(in: 0..<section)
        for inserted in insertedSections where inserted <= result { result += 1 }
        return result
    }

    /// The index path `path` (before) becomes; nil if it was deleted or reloaded (its cell
    /// and measured size no longer describe it).
    func newIndexPath(for path: IndexPath) -> IndexPath? {
        guard !reloadedSections.contains(path.section), !deletedItems.contains(path),
              !reloadedItems.contains(path), let section = newSection(for: path.section) else { return nil }
        var item = path.item - deletedItems.lazy.filter { $0.section == path.section && $0.item < path.item }.count
        for inserted in insertedItems.lazy.filter({ $0.section == section }).map(\.item).sorted() where inserted <= item {
            item += 1
        }
        return IndexPath(item: item, section: section)
    }

    /// The section before the batch that became `section`, if one did.
    private func oldSection(becoming section: Int, sectionsBefore: Int) -> Int? {
        (0..<sectionsBefore).first { newSection(for: $0) == section }
    }

    /// The number of items `section` should have after the batch, from its count before
    /// (nil for an inserted or reloaded section: the data source alone says).
    func expectedCount(ofNewSection section: Int, oldCounts: [Int]) -> Int? {
        guard !insertedSections.contains(section) else { return nil }
        guard let old = oldSection(becoming: section, sectionsBefore: oldCounts.count),
              !reloadedSections.contains(old) else { return nil }
        let deleted = deletedItems.lazy.filter { $0.section == old }.count
        let inserted = insertedItems.lazy.filter { $0.section == section }.count
        return oldCounts[old] - deleted + inserted
    }

    /// How a table or collection view names what it holds in UIKit's messages.
    struct Vocabulary {
        /// `row` or `item`.
        var element: String
        /// `table view` or `collection view`.
        var container: String

        static let table = Vocabulary(element: "row", container: "table view")
        static let collection = Vocabulary(element: "item", container: "collection view")
    }

    /// UIKit's complaint (the text of the exception it raises) when the batch does not fit
    /// the counts before it (`before`, items per section) and after it (`after`, as the
    /// data source says now), or nil when it fits.
    func inconsistency(before: [Int], after: [Int], _ words: Vocabulary) -> String? {
        let element = words.element
        for section in deletedSections where section >= before.count {
            return "attempt to delete section \(section), but there are only \(before.count) sections before the update"
        }
        for section in reloadedSections where section >= before.count {
            return "attempt to reload section \(section), but there are only \(before.count) sections before the update"
        }
        for section in insertedSections where section >= after.count {
            return "attempt to insert section \(section) but there are only \(after.count) sections after the update"
        }
        // A reload is a deletion and an insertion of the same index path, and UIKit says so.
        for path in deletedItems.union(reloadedItems).sorted() {
            guard path.section < before.count else {
                return "attempt to delete \(element) \(path.item) from section \(path.section), but there are only \(before.count) sections before the update"
            }
            if path.item < 0 || path.item >= before[path.section] {
                return "attempt to delete \(element) \(path.item) from section \(path.section) which only contains \(before[path.section]) \(element)s before the update"
            }
        }
        for path in insertedItems.sorted() {
            guard path.section < after.count else {
                return "attempt to insert \(element) \(path.item) into section \(path.section), but there are only \(after.count) sections after the update"
            }
            if path.item < 0 || path.item >= after[path.section] {
                return "attempt to insert \(element) \(path.item) into section \(path.section), but there are only \(after[path.section]) \(element)s in section \(path.section) after the update"
            }
        }
        let expectedSections = before.count - deletedSections.count + insertedSections.count
        if after.count != expectedSections {
            return "Invalid update: invalid number of sections. The number of sections contained in the \(words.container) after the update (\(after.count)) must be equal to the number of sections contained in the \(words.container) before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
        }
        for section in after.indices {
            guard let expected = expectedCount(ofNewSection: section, oldCounts: before), expected != after[section],
                  let old = oldSection(becoming: section, sectionsBefore: before.count) else { continue }
            // Moves within the section count as neither; across sections, as moved in or out.
            let movedIn = moves.filter { $0.to.section == section && newSection(for: $0.from.section) != section }.count
            let movedOut = moves.filter { $0.from.section == old && $0.to.section != section }.count
            let movedWithin = moves.filter { $0.from.section == old && $0.to.section == section }.count
            let inserted = insertedItems.filter { $0.section == section }.count - movedIn - movedWithin
            let deleted = deletedItems.filter { $0.section == old }.count - movedOut - movedWithin
            return "Invalid update: invalid number of \(element)s in section \(section). The number of \(element)s contained in an existing section after the update (\(after[section])) must be equal to the number of \(element)s contained in that section before the update (\(before[old])), plus or minus the number of \(element)s inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(element)s moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        }
        return nil
    }
}

/// The batch a table or collection view records between the outermost begin and end of
/// its updates (they nest).
struct BatchRecorder {
    private var batch: IndexPathBatch?
    private var depth = 0

    /// Starts a batch, or one more level of the batch being recorded.
    mutating func begin() {
        if depth == 0 { batch = IndexPathBatch() }
        depth += 1
    }

    /// Adds a change to the batch being recorded (none outside `begin()` and `end()`).
    mutating func record(_ change: (inout IndexPathBatch) -> Void) {
        guard var recorded = batch else { return }
        change(&recorded)
        batch = recorded
    }

    /// Ends one level; at the outermost, the finished batch to apply. An end without a
    /// begin does nothing.
    mutating func end() -> IndexPathBatch? {
        guard depth > 0 else { return nil }
        depth -= 1
        guard depth == 0 else { return nil }
        defer { batch = nil }
        return batch
    }
}
