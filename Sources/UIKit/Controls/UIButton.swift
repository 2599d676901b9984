import Foundation

/// A push button: a title per state over an optional background, sending
/// ``UIControl/Event/touchUpInside`` and ``UIControl/Event/primaryActionTriggered`` when
/// clicked (released inside).
///
/// The title is shown by ``titleLabel``, a `UILabel` subview (15-point system font,
/// centred by ``UIControl/contentHorizontalAlignment``). Titles, title colours and
/// background colours are set per state; a state without its own value uses the
/// disabled, highlighted or selected value it contains, else the normal one.
///
/// Intrinsic size: the title's measured size rounded up, plus 6 points above and below
/// the text (UIKit's built-in padding: a 15-point title gives a 30-point tall button), plus
/// ``contentEdgeInsets``. A button without a title is 30 points wide. ``titleEdgeInsets``
/// move the title without changing the intrinsic size, as in UIKit.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// A single-finger single tap is the button's own action.
    override func overlapsAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool { isSingleTap(gestureRecognizer) }

    /// A button's look.
    public enum ButtonType: Int, Sendable {
        /// No default styling: white titles (as UIKit), no highlight colour.
        case custom = 0
        /// Tinted titles (``UIView/tintColor``) that dim while highlighted and grey out
        /// when disabled.
        case system
        case detailDisclosure, infoLight, infoDark, contactAdd
        case close = 7
        /// The same as ``system`` (deprecated in UIKit).
        public static let roundedRect = ButtonType.system
    }

    /// The vertical padding UIKit puts around a button's title.
    static let titlePadding: CGFloat = 6

    /// The type given at creation.
    open private(set) var buttonType: ButtonType = .custom
    /// The label that shows the current title; set its font, line-break mode or number of
    /// lines, not its text or colour (those follow the state).
    open var titleLabel: UILabel? { label }
    /// Space around the title, added to the intrinsic size.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize(); setNeedsLayout() } }
    }
    /// Moves the title inside the content rectangle (does not change the intrinsic size).
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { if titleEdgeInsets != oldValue { setNeedsLayout() } } }
    /// Moves the image inside the content rectangle (does not change the intrinsic size).
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { if imageEdgeInsets != oldValue { setNeedsLayout() } } }

    private let label = ButtonTitleLabel()
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var backgroundColors: [UInt: UIColor] = [:]
    /// The menu the button shows: on a click when ``UIControl/showsMenuAsPrimaryAction``,
    /// on a right click otherwise. Setting one enables ``UIControl/isContextMenuInteractionEnabled``.
    open var menu: UIMenu? {
        didSet { isContextMenuInteractionEnabled = menu != nil }
    }

    override func presentMenuForPrimaryAction() -> Bool {
        guard showsMenuAsPrimaryAction, menu != nil, window != nil else { return false }
        presentMenu()
        return true
    }

    private var images: [UInt: UIImage] = [:]
    private var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private var imageViewStorage: UIImageView?

    /// Creates a button of `buttonType` with a zero frame (a convenience initialiser, as
    /// in UIKit, so subclasses inherit it).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        refreshTitle()
    }

    /// Creates a ``ButtonType/custom`` button with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureButton()
    }

    /// Creates a button from an archive: of the type an Interface Builder document's
    /// `buttonType` names (`system`, `custom`, …; ``ButtonType/custom`` when absent).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if coder.allowsKeyedCoding, let name = coder.decodeObject(forKey: "buttonType") as? String {
            buttonType = Self.buttonType(named: name)
        }
        configureButton()
    }

    /// The type an Interface Builder document's `buttonType` attribute names.
    private static func buttonType(named name: String) -> ButtonType {
        switch name {
        case "system", "roundedRect": .system
        case "detailDisclosure": .detailDisclosure
        case "infoLight": .infoLight
        case "infoDark": .infoDark
        case "contactAdd": .contactAdd
        case "close": .close
        default: .custom
        }
    }

    /// Creates a button titled with `primaryAction`'s title that runs it when clicked.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    private func configureButton() {
        isOpaque = false
        label.font = UIFont.systemFont(ofSize: 15)
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
        label.owner = self
        addSubview(label)
        refreshTitle()
    }

    // MARK: Per-state values

    /// Sets the title for `state` (`nil` removes it; the state then uses the normal title).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        refreshTitle()
    }

    /// The title for `state` (falling back to the normal title).
    open func title(for state: State) -> String? { UIButton.value(in: titles, for: state) }

    /// Sets the attributed title for `state` (`nil` removes it). An attributed title is
    /// shown instead of the plain one; characters without a colour take the state's
    /// title colour, without a font the title label's font.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title?.copy() as? NSAttributedString
        refreshTitle()
    }

    /// The attributed title for `state` (falling back to the normal state's).
    open func attributedTitle(for state: State) -> NSAttributedString? { UIButton.value(in: attributedTitles, for: state) }

    /// The attributed title shown now, if any.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// Sets the image shown before the title for `state` (`nil` removes it).
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        refreshImage()
    }

    /// The image for `state` (falling back to the normal image).
    open func image(for state: State) -> UIImage? { UIButton.value(in: images, for: state) }

    /// Sets the image drawn behind the content, stretched to the bounds (resizable images
    /// keep their caps), for `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The background image for `state` (falling back to the normal one).
    open func backgroundImage(for state: State) -> UIImage? { UIButton.value(in: backgroundImages, for: state) }

    /// Sets the configuration symbol images are drawn with for `state` (`nil` removes it).
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        symbolConfigurations[state.rawValue] = configuration
        refreshImage()
    }

    /// The symbol configuration for `state` (falling back to the normal one).
    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        UIButton.value(in: symbolConfigurations, for: state)
    }

    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }
    /// The size of the image shown now (a symbol at the preferred configuration).
    private var currentImageSize: CGSize? {
        guard let image = currentImage else { return nil }
        guard currentPreferredSymbolConfiguration != nil, image.isSymbolImage, let view = imageView else { return image.size }
        return view.shownImage?.size ?? image.size
    }
    /// The symbol configuration in effect now.
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        preferredSymbolConfigurationForImage(in: state)
    }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The view showing the current image (made on first use; its image follows the state).
    open var imageView: UIImageView? {
        if let imageViewStorage { return imageViewStorage }
        let view = UIImageView()
        view.contentMode = .center
        view.isHidden = currentImage == nil
        imageViewStorage = view
        insertSubview(view, at: 0)
        return view
    }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        refreshTitle()
    }

    /// The title colour for `state`: the colour set for it (or a state it contains), the
    /// type's default for highlighted and disabled, else the normal colour.
    open func titleColor(for state: State) -> UIColor? {
        if let exact = UIButton.value(in: titleColors, for: state, includingNormal: false) { return exact }
        let normal = titleColors[0] ?? (buttonType == .custom ? .white : tintColor ?? .systemBlue)
        guard buttonType != .custom else { return normal }
        if state.contains(.disabled) { return UIColor(white: 0, alpha: 0.3) }
        if state.contains(.highlighted) { return normal.withAlphaComponent(normal.alpha * 0.2) }
        return normal
    }

    /// Sets a solid background for `state` (UIKit sets background images per state; a
    /// colour is what this library draws). Without one the view's ``UIView/backgroundColor``
    /// shows.
    open func setBackgroundColor(_ color: UIColor?, for state: State) {
        backgroundColors[state.rawValue] = color
        setNeedsDisplay()
    }

    /// The background colour set for `state` (falling back to the normal one).
    open func backgroundColor(for state: State) -> UIColor? { UIButton.value(in: backgroundColors, for: state) }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }
    /// The title colour used now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    /// The value for `state`: exact, else for its disabled, highlighted or selected flag,
    /// else (when `includingNormal`) the normal one.
    static func value<T>(in table: [UInt: T], for state: State, includingNormal: Bool = true) -> T? {
        if let exact = table[state.rawValue] { return exact }
        for flag in [State.disabled, .highlighted, .selected] where state.contains(flag) {
            if let value = table[flag.rawValue] { return value }
        }
        return includingNormal ? table[0] : nil
    }

    override func stateDidChange() {
        super.stateDidChange()
        refreshTitle()
        refreshImage()
        if backgroundImages.count > 1 { setNeedsDisplay() }
    }

    private func refreshImage() {
        let image = currentImage
        guard image != nil || imageViewStorage != nil, let view = imageView else { return }
        let configuration = currentPreferredSymbolConfiguration
        if view.preferredSymbolConfiguration != configuration {
            view.preferredSymbolConfiguration = configuration
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
        if view.image !== image {
            let resized = view.image?.size != image?.size
            view.image = image
            view.isHidden = image == nil
            if resized { invalidateIntrinsicContentSize() }
            setNeedsLayout()
        }
    }

    /// The tint changed: system titles follow it.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshTitle()
    }

    private func refreshTitle() {
        label.textColor = currentTitleColor
        if let attributed = currentAttributedTitle {
            if label.attributedText.map({ !$0.isEqual(to: attributed) }) ?? true {
                label.attributedText = attributed
                setNeedsLayout()
            }
            label.isHidden = attributed.length == 0
            return
        }
        let title = currentTitle
        if label.text != title || label.hasAttributedText {
            label.text = title
            setNeedsLayout()
        }
        label.isHidden = title?.isEmpty ?? true
    }

    /// The title shown, plain or attributed.
    private var shownTitle: String { currentAttributedTitle?.string ?? currentTitle ?? "" }

    override var touchUpInsideEvents: Event { [.touchUpInside, .primaryActionTriggered] }

    // MARK: Sizing and layout

    private var titleFont: UIFont { label.font }

    /// The title's size beside the image's, padded (an image alone is its own size; an
    /// empty button is 30 wide); a background image makes it at least that image's size.
    open override var intrinsicContentSize: CGSize {
        let measurer = TextSystem.measurer
        let lineHeight = measurer.metrics(for: titleFont).lineHeight
        let title = shownTitle
        let text = title.isEmpty ? .zero : label.intrinsicContentSize
        let image = currentImageSize ?? .zero
        var width = text.width + image.width
        var height = title.isEmpty && image != .zero ? image.height
            : max(max(text.height, lineHeight).rounded(.up) + 2 * UIButton.titlePadding, image.height)
        if title.isEmpty && image == .zero { width = 30 }
        if let background = currentBackgroundImage?.size {
            width = max(width, background.width)
            height = max(height, background.height)
        }
        return CGSize(width: width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override var firstBaselineOffsetFromTop: CGFloat? {
        contentEdgeInsets.top + UIButton.titlePadding + TextSystem.measurer.metrics(for: titleFont).ascent
    }

    override var lastBaselineOffsetFromBottom: CGFloat? {
        let metrics = TextSystem.measurer.metrics(for: titleFont)
        return contentEdgeInsets.bottom + UIButton.titlePadding + metrics.lineHeight - metrics.ascent
    }

    /// The rectangle for the content: the bounds inset by ``contentEdgeInsets``.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// Where the title goes in `contentRect`: its measured size (no wider than the content),
    /// placed by the content alignments and moved by ``titleEdgeInsets``.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let image = currentImageSize?.width ?? 0
        let area = contentRect.inset(by: titleEdgeInsets)
        let measured = label.intrinsicContentSize
        let width = effectiveContentHorizontalAlignment == .fill ? max(area.width - image, 0)
            : min(measured.width, max(area.width - image, 0))
        let height = contentVerticalAlignment == .fill ? area.height : min(measured.height, max(area.height, 0))
        // The image and the title are placed as one group, the image first.
        let x = groupMinX(in: area, width: width + image) + image
        let y: CGFloat
        switch contentVerticalAlignment {
        case .top, .fill: y = area.minY
        case .bottom: y = area.maxY - height
        case .center: y = area.minY + ((area.height - height) / 2).rounded()
        }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// Where the image goes in `contentRect`: its size, just before the title (the two
    /// placed as one group by the content alignments), moved by ``imageEdgeInsets``.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        guard let size = currentImageSize else { return CGRect(x: contentRect.midX, y: contentRect.midY, width: 0, height: 0) }
        let area = contentRect.inset(by: imageEdgeInsets)
        let hasTitle = !shownTitle.isEmpty
        let titleWidth = hasTitle ? min(label.intrinsicContentSize.width, max(area.width - size.width, 0)) : 0
        let x = groupMinX(in: area, width: size.width + titleWidth)
        let y: CGFloat
        switch contentVerticalAlignment {
        case .top, .fill: y = area.minY
        case .bottom: y = area.maxY - size.height
        case .center: y = area.minY + ((area.height - size.height) / 2).rounded()
        }
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }

    /// Where a group `width` wide starts in `area` by the horizontal content alignment.
    private func groupMinX(in area: CGRect, width: CGFloat) -> CGFloat {
        switch effectiveContentHorizontalAlignment {
        case .left, .fill, .leading: area.minX
        case .right, .trailing: area.maxX - width
        case .center: area.minX + ((area.width - width) / 2).rounded()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentRect(forBounds: bounds)
        label.frame = titleRect(forContentRect: content)
        imageViewStorage?.frame = imageRect(forContentRect: content)
    }

    /// The title label's size changed (font, text): the button's size follows.
    fileprivate func titleLabelDidChangeSize() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Drawing

    /// Fills the state's background colour; a highlighted custom button with a
    /// background gets a dark overlay as press feedback.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentDrawingContext() else { return }
        let fill = backgroundColor(for: state)
        if let fill { context.fill(bounds, color: fill, alpha: 1) }
        currentBackgroundImage?.draw(in: bounds, alpha: 1, on: context)
        if isHighlighted, buttonType == .custom, fill != nil || backgroundColor != nil,
           UIButton.value(in: backgroundColors, for: .highlighted, includingNormal: false) == nil {
            context.fill(bounds, color: .black, alpha: 0.15)
        }
    }
}

/// The button's title label: tells the button when its size changes.
@preconcurrency @MainActor
private final class ButtonTitleLabel: UILabel {
    var owner: UIButton? {
        get { ownerReference.object }
        set { ownerReference = UnretainedReference(newValue) }
    }
    private var ownerReference = UnretainedReference<UIButton>(nil)

    override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        owner?.titleLabelDidChangeSize()
    }
}
