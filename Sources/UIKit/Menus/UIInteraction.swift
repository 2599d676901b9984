import Foundation

/// Behaviour added to a view (``UIView/addInteraction(_:)``), such as a context menu.
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is on.
    var view: UIView? { get }
    /// The interaction is about to move to `view` (nil: removed).
    func willMove(to view: UIView?)
    /// The interaction moved to `view`.
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions added to the view, in order.
    public var interactions: [any UIInteraction] {
        get { storedInteractions }
        set {
            for interaction in interactions where !newValue.contains(where: { $0 === interaction }) { removeInteraction(interaction) }
            for interaction in newValue where !interactions.contains(where: { $0 === interaction }) { addInteraction(interaction) }
        }
    }

    /// Adds `interaction` (moving it from another view).
    public func addInteraction(_ interaction: any UIInteraction) {
        if let owner = interaction.view, owner !== self { owner.removeInteraction(interaction) }
        guard !storedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: self)
        storedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction`.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard storedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }

    private var storedInteractions: [any UIInteraction] {
        get { objc_getAssociatedObject(self, &interactionsKey) as? [any UIInteraction] ?? [] }
        set { objc_setAssociatedObject(self, &interactionsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

/// The key of a view's interactions among its associated objects.
nonisolated(unsafe) private var interactionsKey: UInt8 = 0
