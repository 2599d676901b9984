import Foundation

/// A view a ``UICollectionView`` shows and reuses: the base of cells and of
/// supplementary views (section headers and footers).
///
/// Registered classes are made by the collection view with `init(frame:)` (through
/// ``init(registeredReuseIdentifier:)``, which subclasses inherit when they override
/// `init(frame:)` and `init?(coder:)`, as UIKit views do).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the collection view reuses the view under.
    open internal(set) var reuseIdentifier: String?

    /// How a collection view makes a view registered by class: `init(frame: .zero)`,
    /// dispatched to the subclass's override.
    ///
    /// UIKit calls `initWithFrame:` through the Objective-C runtime; Swift can only call
    /// an initialiser through a metatype when it is `required`, and making `init(frame:)`
    /// required would make every override in app code spell `required`. App code does
    /// not call this.
    public required convenience init(registeredReuseIdentifier: String?) {
        self.init(frame: .zero)
        reuseIdentifier = registeredReuseIdentifier
    }

    /// Called by the collection view just before a dequeue hands this view out again;
    /// reset state that is not content here. Overrides call super.
    open func prepareForReuse() {}

    /// The attributes the view would like, given the layout's: the default sizes the view
    /// from its Auto Layout constraints (the smallest size they allow, starting from the
    /// layout's size), and keeps the layout's size when nothing constrains the content.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        (self as? UICollectionViewCell)?.updateConfigurationIfNeeded()
        let root = fittingRoot
        guard root.hasConstraintsForFitting else { return layoutAttributes }
        // Along an axis the layout fixes (a compositional layout's non-estimated dimension),
        // the size is required; along the others the content decides.
        let axes = layoutAttributes.selfSizingAxes ?? (width: true, height: true)
        let size = root.systemLayoutSizeFitting(layoutAttributes.size,
                                                withHorizontalFittingPriority: axes.width ? .fittingSizeLevel : .required,
                                                verticalFittingPriority: axes.height ? .fittingSizeLevel : .required)
        let preferred = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        preferred.size = CGSize(width: size.width.isFinite ? size.width : layoutAttributes.size.width,
                                height: size.height.isFinite ? size.height : layoutAttributes.size.height)
        return preferred
    }

    /// The view whose constraints size this one (a cell's content view).
    var fittingRoot: UIView { self }

    /// Takes the layout's attributes: frame, alpha, stacking and visibility. Overrides
    /// (for attributes of a subclass) call super.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        frame = layoutAttributes.frame
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
    }
}

/// One item of a ``UICollectionView``: a ``contentView`` for the item's own views, and
/// optional background views for the normal and selected states.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the item's content goes in; it fills the cell.
    public let contentView: UIView
    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet { replace(oldValue, with: backgroundView, at: 0) }
    }
    /// A view behind the content while the item is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); updateSelectedBackground() }
    }
    /// Whether the item is selected.
    open var isSelected = false {
        didSet { if isSelected != oldValue { updateSelectedBackground(); setNeedsUpdateConfiguration() } }
    }
    /// Whether the pointer is down on the item.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateSelectedBackground(); setNeedsUpdateConfiguration() } }
    }

    // MARK: Configurations

    /// Updates the cell's appearance for its state, as UIKit's.
    public typealias ConfigurationUpdateHandler = @MainActor @Sendable (UICollectionViewCell, UICellConfigurationState) -> Void
    let configurationHost = CellConfigurationHost()
    /// Whether the content configuration is updated for each new state (true by default).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration is updated for each new state (true by default).
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Called with the cell's state whenever its configuration is updated.
    // `@preconcurrency` on the property as well as the class: a file compiled apart from
    // this one (a subclass's vtable) then mangles its accessors the same way.
    @preconcurrency open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// The cell's state: traits, selection, highlight (and, for list cells, expansion).
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Asks for ``updateConfiguration(using:)`` before the cell is next laid out or measured.
    open func setNeedsUpdateConfiguration() {
        configurationHost.needsUpdate = true
        setNeedsLayout()
    }

    /// Updates the configurations for `state`: the content and background configurations
    /// (updated for the state when the automatic flags are on), then the
    /// `configurationUpdateHandler`. Overrides call super.
    open func updateConfiguration(using state: UICellConfigurationState) {
        showConfigurations(for: state)
        configurationUpdateHandler?(self, state)
    }

    /// Runs a pending configuration update.
    func updateConfigurationIfNeeded() {
        configurationHost.updateIfNeeded { updateConfiguration(using: configurationState) }
    }

    /// Creates a cell with `frame`.
    public override init(frame: CGRect) {
        contentView = UIView()
        super.init(frame: frame)
        configureCell()
    }

    /// Creates a cell from an archive.
    public required init?(coder: NSCoder) {
        contentView = UIView()
        super.init(coder: coder)
        configureCell()
    }

    private func configureCell() {
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.frame = bounds
        addSubview(contentView)
    }

    override var fittingRoot: UIView { contentView }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        configurationHost.layoutBackground(in: self)
    }

    private func replace(_ old: UIView?, with new: UIView?, at index: Int) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new {
            insertSubview(new, at: index)
            new.frame = bounds
        }
    }

    private func updateSelectedBackground() {
        guard let selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            if selectedBackgroundView.superview !== self {
                insertSubview(selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
                selectedBackgroundView.frame = bounds
            }
        } else {
            selectedBackgroundView.removeFromSuperview()
        }
    }
}
