import Foundation

/// The region a text view lays its text out in: the text view's width less its
/// ``UITextView/textContainerInset`` and, at each end of every line,
/// ``lineFragmentPadding``.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// The space left blank at the start and end of every line (5 points by default).
    open var lineFragmentPadding: CGFloat = 5 { didSet { if lineFragmentPadding != oldValue { textView?.textLayoutDidChange() } } }
    /// The most lines laid out, 0 (the default) for no limit; the rest of the text is not shown.
    open var maximumNumberOfLines = 0 { didSet { if maximumNumberOfLines != oldValue { textView?.textLayoutDidChange() } } }
    /// How the last line ends when the text is cut (`.byWordWrapping` by default; kept,
    /// but lines cut by ``maximumNumberOfLines`` are not truncated with an ellipsis here).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping

    /// The text view using this container.
    weak var textView: UITextView?

    /// Creates a container with UIKit's defaults.
    public override init() {
        super.init()
    }
}
