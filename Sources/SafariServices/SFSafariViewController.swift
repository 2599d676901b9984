import UIKit

/// Shows a web page: here, by handing it to the desktop's browser.
///
/// When the controller's view appears, the URL goes to the desktop (as
/// `UIApplication.shared.open(_:options:completionHandler:)` does: `xdg-open`, or the
/// command in `UIKIT_URL_OPENER`), and the controller shows a small page saying where
/// the page opened, with a Done button. Done dismisses the controller and tells the
/// ``delegate`` (``SFSafariViewControllerDelegate/safariViewControllerDidFinish(_:)``).
@preconcurrency @MainActor
open class SFSafariViewController: UIViewController {
    /// How the controller's browser behaves (kept for the API; the desktop's browser
    /// decides).
    @preconcurrency @MainActor
    open class Configuration: NSObject {
        /// Whether the browser enters reader mode when it can.
        open var entersReaderIfAvailable = false
        /// Whether the bars collapse as the page scrolls.
        open var barCollapsingEnabled = true
        /// Creates the default configuration.
        public override init() { super.init() }
    }

    /// The title of the button that closes the controller.
    public enum DismissButtonStyle: Int, Sendable {
        /// "Done".
        case done = 0
        /// "Close".
        case close = 1
        /// "Cancel".
        case cancel = 2
    }

    /// The page.
    public let url: URL
    /// The configuration it was made with.
    public let configuration: Configuration
    /// Told when the user closes the controller and when the page opened.
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The colour of the bars (the Done bar here).
    open var preferredBarTintColor: UIColor? { didSet { applyColors() } }
    /// The colour of the bars' buttons.
    open var preferredControlTintColor: UIColor? { didSet { applyColors() } }
    /// The close button's title.
    open var dismissButtonStyle: DismissButtonStyle = .done { didSet { updateDismissTitle() } }

    /// Whether the page has been handed to the desktop (once, on first appearance).
    public private(set) var hasOpenedURL = false

    private let bar = UIView()
    private let dismissButton = UIButton(type: .system)
    private let messageLabel = UILabel()
    private let addressLabel = UILabel()

    /// A controller for `url` (an `http` or `https` URL).
    public convenience init(url URL: URL) {
        self.init(url: URL, configuration: Configuration())
    }

    /// A controller for `url` with `configuration`.
    public init(url URL: URL, configuration: Configuration) {
        url = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// Controllers are made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        bar.translatesAutoresizingMaskIntoConstraints = false
        dismissButton.translatesAutoresizingMaskIntoConstraints = false
        dismissButton.addAction(UIAction { [weak self] _ in self?.finish() }, for: .touchUpInside)
        updateDismissTitle()
        messageLabel.text = "This page opened in your web browser."
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        addressLabel.text = url.absoluteString
        addressLabel.textColor = .secondaryLabel
        addressLabel.font = .systemFont(ofSize: 13)
        addressLabel.textAlignment = .center
        addressLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [messageLabel, addressLabel])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        bar.addSubview(dismissButton)
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: view.topAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 44),
            dismissButton.trailingAnchor.constraint(equalTo: bar.layoutMarginsGuide.trailingAnchor),
            dismissButton.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        applyColors()
    }

    /// Hands the page to the desktop on the first appearance and tells the delegate
    /// whether it loaded (``SFSafariViewControllerDelegate/safariViewController(_:didCompleteInitialLoad:)``).
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !hasOpenedURL else { return }
        hasOpenedURL = true
        UIApplication.shared.open(url) { [weak self] success in
            guard let self else { return }
            if !success { self.messageLabel.text = "The page could not be opened in a web browser." }
            self.delegate?.safariViewController(self, didCompleteInitialLoad: success)
        }
    }

    private func finish() {
        let delegate = delegate
        dismiss(animated: true) { [weak self] in
            guard let self else { return }
            delegate?.safariViewControllerDidFinish(self)
        }
    }

    private func updateDismissTitle() {
        let titles: [DismissButtonStyle: String] = [.done: "Done", .close: "Close", .cancel: "Cancel"]
        dismissButton.setTitle(titles[dismissButtonStyle], for: .normal)
    }

    private func applyColors() {
        guard isViewLoaded else { return }
        bar.backgroundColor = preferredBarTintColor ?? .secondarySystemBackground
        dismissButton.tintColor = preferredControlTintColor
    }
}

/// What an ``SFSafariViewController`` tells its delegate.
@preconcurrency @MainActor
public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
    /// The user closed the controller (Done); it has been dismissed.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    /// The page was handed to the browser (`didLoadSuccessfully`: whether the desktop took it).
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
}
