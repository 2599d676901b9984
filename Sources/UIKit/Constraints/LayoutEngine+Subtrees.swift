import Cassowary
import Foundation

/// Whole subtrees entering and leaving the engine.
@MainActor
extension LayoutEngine {
    // MARK: Subtrees

    /// Installs the active constraints held in `view`'s subtree (one batch).
    func installSubtree(_ view: UIView) {
        beginBatch()
        installConstraints(heldIn: view)
        endBatch()
    }

    /// Installs the active constraints held in `member`'s subtree. Recursive rather than
    /// through ``UIView/forEachInSubtree(_:)``, whose closure checked its executor at
    /// every view (about 220 instructions).
    private func installConstraints(heldIn member: UIView) {
        for constraint in member.engineState.installedConstraints where constraint.activeFlag { install(constraint) }
        for subview in member.subviews { installConstraints(heldIn: subview) }
    }

    /// Takes `view`'s subtree out of the engine: its constraints, autoresizing
    /// constraints and variables. The constraints stay active in the views.
    func removeSubtree(_ view: UIView) {
        view.forEachInSubtree { member in
            for constraint in member.engineState.installedConstraints { uninstall(constraint) }
            removeAutoresizingConstraints(for: member)
            removeContentSize(for: member)
            if let variables = member.layoutVariables, variables.belongs(to: self) {
                liftSizeRestrictions(of: variables)
                member.layoutVariables = nil
                participants[ObjectKey(member)] = nil
            }
            if let guides = member.marginState.guideStorage {
                for guide in guides.all { removeItem(guide) }
            }
        }
        changed()
    }

    /// Forgets a guide's variables (its constraints are already out).
    func removeItem(_ guide: UILayoutGuide) {
        if let variables = guide.layoutVariables, variables.belongs(to: self) {
            guide.lastLayoutFrame = variables.solvedRect.snappedToPoints
            guide.layoutVariables = nil
            participants[ObjectKey(guide)] = nil
        }
    }
}
