import Foundation

/// Where a pasteboard's text really lives: the host's clipboard (X11's `CLIPBOARD`
/// selection under the X11 host). Without one, the pasteboard keeps its text in memory.
@preconcurrency @MainActor
public protocol PasteboardProvider: AnyObject {
    /// Puts `string` on the system clipboard (`nil` gives it up).
    func setClipboardString(_ string: String?)
    /// The system clipboard's text now, or `nil` (may wait briefly for its owner).
    func clipboardString() -> String?
}

/// The system pasteboard, for text: UIKit's `UIPasteboard` (`general`, `string`,
/// `strings`, `hasStrings`, `changeCount`). Under the X11 host it is X's `CLIPBOARD`
/// selection, so text copied here pastes into other programs and the other way round.
/// Images, URLs and named pasteboards are not supported.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// The system-wide pasteboard.
    public static let general = UIPasteboard()

    /// The host's clipboard (set by the host when it becomes current); `nil` keeps text
    /// in this process.
    public static var provider: (any PasteboardProvider)?

    private var storedString: String?

    /// Counts changes made through this pasteboard.
    public private(set) var changeCount = 0

    override init() { super.init() }

    /// The first text item, or `nil`; setting it replaces the contents.
    open var string: String? {
        get { Self.provider.map { $0.clipboardString() } ?? storedString }
        set {
            storedString = newValue
            changeCount += 1
            Self.provider?.setClipboardString(newValue)
        }
    }

    /// The text items (one here: the clipboard holds one text).
    open var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }

    /// Whether there is text to paste.
    open var hasStrings: Bool { string?.isEmpty == false }
}
