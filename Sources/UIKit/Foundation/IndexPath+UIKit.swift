import Foundation

/// UIKit's index-path additions for tables and collections.
extension IndexPath {
    /// An index path for a table's row in a section.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path for a collection's item in a section.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section (the first index), or 0 for an empty path.
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue, 0]) } }
    }

    /// The row in a table (the second index), or 0 for a shorter path.
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } else { self = IndexPath(indexes: [section, newValue]) } }
    }

    /// The item in a collection (the second index), or 0 for a shorter path.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
