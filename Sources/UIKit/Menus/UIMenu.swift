import Foundation

/// A menu: a titled group of actions, submenus and deferred elements.
///
/// Shown by a button (``UIButton/menu``), a bar button item (``UIBarButtonItem/menu``)
/// or a context menu interaction (a right click), as a pop-up in the window.
@preconcurrency @MainActor
public final class UIMenu: UIMenuElement {
    /// A menu's identity.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu is shown.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Its children are shown in the parent menu, between separators, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Shown in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One of its actions is on at a time: choosing one turns it on and the others off.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Its children are shown in a row.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The identity (a unique one unless given).
    public let identifier: Identifier
    /// How the menu is shown.
    public let options: Options
    /// The elements, in order.
    public let children: [UIMenuElement]
    /// The size of the children in a palette.
    public var preferredElementSize: UIMenuElement.Size = .automatic

    /// The actions of a ``Options/singleSelection`` menu that are on.
    public var selectedElements: [UIMenuElement] {
        children.filter { ($0 as? UIAction)?.state == .on }
    }

    /// Creates a menu.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// Creates a menu (iOS 16's form with an element size).
    public convenience init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                            options: Options = [], preferredElementSize: UIMenuElement.Size, children: [UIMenuElement] = []) {
        self.init(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: children)
        self.preferredElementSize = preferredElementSize
    }

    /// Menus are made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A copy of this menu (same title, image, identifier and options) with `newChildren`.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        let menu = UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
                          children: newChildren)
        menu.preferredElementSize = preferredElementSize
        return menu
    }
}
