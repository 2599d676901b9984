import Foundation

/// Makes a context menu's menu from the suggested elements (none here).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Makes a context menu's preview (not shown here: a desktop context menu has none).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows: its menu (from the action provider) and a preview.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The identifier given (the delegate's way to tell configurations apart).
    public let identifier: any NSCopying
    /// Makes the preview; kept, not shown (a desktop context menu opens at the pointer
    /// without a preview).
    public let previewProvider: UIContextMenuContentPreviewProvider?
    /// Makes the menu.
    public let actionProvider: UIContextMenuActionProvider?

    /// Creates a configuration.
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider?,
                actionProvider: UIContextMenuActionProvider?) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu the configuration shows, if the action provider makes one.
    func makeMenu() -> UIMenu? { actionProvider?([]) }
}
