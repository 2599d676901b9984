import Foundation

/// An item of a menu: an action (``UIAction``), a submenu (``UIMenu``) or elements
/// supplied later (``UIDeferredMenuElement``).
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// How an element looks and behaves.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dimmed; cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: the action destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a checkmark.
    public enum State: Int, Sendable {
        /// No mark.
        case off = 0
        /// A checkmark.
        case on = 1
        /// A dash: partly on.
        case mixed = -1
    }

    /// How large an element is drawn in a palette menu.
    public enum Size: Int, Sendable {
        case small = 0
        case medium = 1
        case large = 2
        case automatic = -1
    }

    var storedTitle: String
    var storedImage: UIImage?

    /// The title shown.
    open var title: String { storedTitle }
    /// A second line under the title.
    open var subtitle: String?
    /// The image shown beside the title.
    open var image: UIImage? { storedImage }

    init(title: String, image: UIImage?) {
        storedTitle = title
        storedImage = image
        super.init()
    }

    /// Elements are made in code.
    public required init?(coder: NSCoder) {
        storedTitle = ""
        super.init()
    }
}
