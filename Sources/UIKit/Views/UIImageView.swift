import Foundation

/// A view showing an image, placed in its bounds by ``UIView/contentMode``.
///
/// As in UIKit: the intrinsic content size is the image's size less its
/// ``UIImage/alignmentRectInsets`` (none without an image), the alignment rectangle
/// follows those insets (so constraints place the picture without its drawn shadow),
/// changing the image invalidates the intrinsic size, and user interaction is off. The
/// image is fitted to the bounds when painted, as a layer's contents are: it scales with
/// the view while a size animates.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown (the highlighted one while ``isHighlighted``, when there is one).
    open var image: UIImage? {
        didSet { if image !== oldValue { shownImageDidChange(from: oldValue) } }
    }

    /// The image shown while ``isHighlighted``.
    open var highlightedImage: UIImage? {
        didSet { if isHighlighted, highlightedImage !== oldValue { invalidatePresentation() } }
    }

    /// Whether the highlighted image is shown.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue, highlightedImage != nil { invalidatePresentation() } }
    }

    /// Creates an image view showing `image`, its frame the image's size at the origin.
    public init(image: UIImage?) {
        super.init(frame: image.map { CGRect(origin: .zero, size: $0.size) } ?? .zero)
        configureImageView()
        self.image = image
    }

    /// Creates an image view with an image and a highlighted image.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: image.map { CGRect(origin: .zero, size: $0.size) } ?? .zero)
        configureImageView()
        self.image = image
        self.highlightedImage = highlightedImage
    }

    /// Creates an empty image view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureImageView()
    }

    /// Creates an empty image view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureImageView()
    }

    private func configureImageView() {
        isUserInteractionEnabled = false
    }

    /// The last template image drawn in a tint colour.
    private var tintedImage: (source: UIImage, color: UIColor, image: UIImage)?

    /// The configuration a symbol image is drawn with, laid over the image's own; other
    /// images are unaffected.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            guard preferredSymbolConfiguration != oldValue else { return }
            configuredSymbol = nil
            invalidateIntrinsicContentSize()
            invalidatePresentation()
        }
    }

    /// The last symbol image drawn with ``preferredSymbolConfiguration``.
    private var configuredSymbol: (source: UIImage, image: UIImage)?

    /// The image painted now.
    var shownImage: UIImage? {
        configured(isHighlighted ? highlightedImage ?? image : image)
    }

    /// `image` with ``preferredSymbolConfiguration`` when it is a symbol (made once per image).
    private func configured(_ image: UIImage?) -> UIImage? {
        guard let image, image.isSymbolImage, let preferredSymbolConfiguration else { return image }
        if let configuredSymbol, configuredSymbol.source === image { return configuredSymbol.image }
        let made = image.withConfiguration(preferredSymbolConfiguration)
        configuredSymbol = (image, made)
        return made
    }

    /// The image's size less its alignment insets; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image = configured(image) else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let insets = image.alignmentRectInsets
        return CGSize(width: max(0, image.size.width - insets.left - insets.right),
                      height: max(0, image.size.height - insets.top - insets.bottom))
    }

    /// The image's alignment insets.
    open override var alignmentRectInsets: UIEdgeInsets {
        image?.alignmentRectInsets ?? .zero
    }

    private func shownImageDidChange(from old: UIImage?) {
        if old?.size != image?.size || old?.alignmentRectInsets != image?.alignmentRectInsets {
            invalidateIntrinsicContentSize()
        }
        if old?.alignmentRectInsets != image?.alignmentRectInsets {
            // The frame derives from the alignment rectangle: copy it out again.
            engineState.engineFrameIsStale = true
            superview?.setNeedsLayout()
        }
        invalidatePresentation()
    }

    override func renderContents(in context: any DrawingContext, shown: CGRect, alpha: CGFloat) {
        guard let image = shownImage else { return }
        let placed = contentMode.rect(forContentOfSize: image.size, in: shown)
        drawnImage(for: image).draw(in: placed, alpha: alpha, on: context)
    }

    /// A template image in the current tint colour (made once per image and colour), any
    /// other image itself.
    private func drawnImage(for image: UIImage) -> UIImage {
        guard image.renderingMode == .alwaysTemplate else { return image }
        let tint = tintColor.resolvedColor(with: traitCollection)
        if let tintedImage, tintedImage.source === image, tintedImage.color == tint { return tintedImage.image }
        let made = image.tinted(for: tint)
        tintedImage = (image, tint, made)
        return made
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if shownImage?.renderingMode == .alwaysTemplate { invalidatePresentation() }
    }
}
