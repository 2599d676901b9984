import Foundation

extension UICollectionView {
    /// How to make and configure the cells of one kind, as UIKit's (iOS 14): the cell class
    /// (or nib) and a handler that fills a cell in for an item. Create it once (outside the
    /// cell provider) and dequeue with ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``;
    /// the registration registers itself on first use.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Fills in a cell for an item at an index path.
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

        let reuseIdentifier: String
        let nib: UINib?
        let handler: Handler

        /// A registration of `Cell`'s class.
        public init(handler: @escaping Handler) {
            self.init(nib: nil, handler: handler)
        }

        /// A registration of a nib whose top-level object is the cell.
        public init(cellNib: UINib, handler: @escaping Handler) {
            self.init(nib: cellNib, handler: handler)
        }

        private init(nib: UINib?, handler: @escaping Handler) {
            reuseIdentifier = "CellRegistration-\(Cell.self)-\(UUID().uuidString)"
            self.nib = nib
            self.handler = handler
        }
    }

    /// How to make and configure the supplementary views of one kind, as UIKit's (iOS 14).
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Fills in a supplementary view of a kind at an index path.
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

        /// The kind of supplementary views registered.
        public let elementKind: String
        let reuseIdentifier: String
        let nib: UINib?
        let handler: Handler

        /// A registration of `Supplementary`'s class for `elementKind`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.init(nib: nil, elementKind: elementKind, handler: handler)
        }

        /// A registration of a nib whose top-level object is the view, for `elementKind`.
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.init(nib: supplementaryNib, elementKind: elementKind, handler: handler)
        }

        private init(nib: UINib?, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier = "SupplementaryRegistration-\(Supplementary.self)-\(UUID().uuidString)"
            self.nib = nib
            self.handler = handler
        }
    }

    /// A cell for the item at `indexPath`, made or reused per `registration` and filled in
    /// by its handler with `item` (the handler is not called for a nil item).
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(using registration: CellRegistration<Cell, Item>,
                                                                               for indexPath: IndexPath, item: Item?) -> Cell {
        let key = ElementKey(kind: UICollectionView.elementKindCell, indexPath: IndexPath(), identifier: registration.reuseIdentifier)
        if registeredClasses[key] == nil && registeredNibs[key] == nil {
            if let nib = registration.nib { register(nib, forCellWithReuseIdentifier: registration.reuseIdentifier) }
            else { register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier) }
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            LayoutDiagnostics.error("UICollectionView: the cell registration's nib made a \(type(of: dequeued)), not a \(Cell.self); making a \(Cell.self).")
            let cell = Cell(registeredReuseIdentifier: registration.reuseIdentifier)
            if let item { registration.handler(cell, indexPath, item) }
            return cell
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view for `indexPath`, made or reused per `registration` and filled
    /// in by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let key = ElementKey(kind: registration.elementKind, indexPath: IndexPath(), identifier: registration.reuseIdentifier)
        if registeredClasses[key] == nil && registeredNibs[key] == nil {
            if let nib = registration.nib { registeredNibs[key] = nib }
            else { register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier) }
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary(registeredReuseIdentifier: registration.reuseIdentifier)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
