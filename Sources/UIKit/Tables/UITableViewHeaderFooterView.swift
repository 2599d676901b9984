import Foundation

/// A section header or footer of a ``UITableView``: a ``contentView`` and a
/// ``textLabel`` for the section's title. Registered classes are made through
/// ``init(registeredReuseIdentifier:)``, as cells are (see ``UITableViewCell``).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the table reuses the view under.
    public private(set) var reuseIdentifier: String?
    /// The view the header's own content goes in.
    public let contentView: UIView
    private var builtInText: UILabel?

    /// Creates a header or footer view reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        configure()
    }

    /// Creates a header or footer view from an archive.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        contentView = UIView()
        super.init(coder: coder)
        configure()
    }

    /// A view with `frame` and no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a view registered by class (see
    /// ``UITableViewCell/init(registeredReuseIdentifier:)``). App code does not call it.
    public required convenience init(registeredReuseIdentifier: String?) {
        self.init(reuseIdentifier: registeredReuseIdentifier)
    }

    private func configure() {
        contentView.layoutMargins = UIEdgeInsets(top: 6, left: 16, bottom: 6, right: 16)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// A view behind the content, filling the header (`nil` by default).
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// The title label, made on first use (13-point secondary text, as a plain table's).
    open var textLabel: UILabel? {
        if let builtInText { return builtInText }
        let label = UILabel()
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        builtInText = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    // MARK: Configurations

    let configurationHost = CellConfigurationHost()
    /// Whether the content configuration is updated for each new state (true by default).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration is updated for each new state (true by default).
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Called with the view's state whenever its configuration is updated.
    open var configurationUpdateHandler: (@MainActor (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The view's state: its traits.
    open var configurationState: UIViewConfigurationState { UIViewConfigurationState(traitCollection: traitCollection) }

    /// Asks for ``updateConfiguration(using:)`` before the view is next laid out or measured.
    open func setNeedsUpdateConfiguration() {
        configurationHost.needsUpdate = true
        setNeedsLayout()
    }

    /// Updates the configurations for `state`, then calls the ``configurationUpdateHandler``.
    open func updateConfiguration(using state: UIViewConfigurationState) {
        showConfigurations(for: state)
        configurationUpdateHandler?(self, state)
    }

    /// Called by the table before a dequeue hands this view out again. Overrides call super.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        configurationHost.updateIfNeeded { updateConfiguration(using: configurationState) }
        super.layoutSubviews()
        configurationHost.layoutBackground(in: self)
        backgroundView?.frame = bounds
        contentView.frame = bounds
        if let builtInText {
            let area = contentView.bounds.inset(by: contentView.layoutMargins)
            let height = builtInText.sizeThatFits(CGSize(width: area.width, height: 0)).height
            builtInText.frame = CGRect(x: area.minX, y: area.maxY - height, width: area.width, height: height)
        }
    }

    /// The height this view needs at `width`: its content's constraints when it has any,
    /// else the title with its margins (at least 28).
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        configurationHost.updateIfNeeded { updateConfiguration(using: configurationState) }
        if contentView.hasConstraintsForFitting {
            return contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                       withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel).height
        }
        let area = width - contentView.layoutMargins.left - contentView.layoutMargins.right
        let text = builtInText?.sizeThatFits(CGSize(width: area, height: 0)).height ?? 0
        return max(28, text + contentView.layoutMargins.top + contentView.layoutMargins.bottom)
    }
}
