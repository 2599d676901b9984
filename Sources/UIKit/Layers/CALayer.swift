import Foundation

/// A view's layer, as UIKit gives every view one (``UIView/layer``), or a free-standing
/// layer.
///
/// A view's layer reads and writes the view: `frame`, `bounds`, `position`,
/// `backgroundColor`, `opacity`, `isHidden` and `masksToBounds` are the view's frame,
/// bounds, centre, background colour, alpha, hidden flag and `clipsToBounds`, so changing
/// them animates inside an animation block as the view's do. ``presentation()`` is what
/// the screen shows now. Corner radius, border and shadow are painted (the shadow cast by
/// the bounds' rounded shape, not by the alpha of the content), and so are free layers
/// added with ``addSublayer(_:)`` (background, corners, border, shadow, mask, opacity,
/// their own sublayers; a ``CAGradientLayer``'s gradient, a ``CAShapeLayer``'s path). A
/// view layer's ``sublayers`` lists only those free layers, not the subviews' layers.
/// ``zPosition`` orders drawing among siblings.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The view this layer backs, if any (it owns the layer).
    public private(set) weak var delegate: UIView?
    private var storedFrame = CGRect.zero {
        didSet {
            guard storedFrame != oldValue else { return }
            if needsDisplayOnBoundsChange, storedFrame.size != oldValue.size { needsDisplayFlag = true }
            contentDidChange()
        }
    }
    private var storedBoundsOrigin = CGPoint.zero { didSet { if storedBoundsOrigin != oldValue { contentDidChange() } } }
    private var storedBackgroundColor: CGColor? { didSet { if storedBackgroundColor != oldValue { contentDidChange() } } }
    private var storedOpacity: Float = 1 { didSet { if storedOpacity != oldValue { contentDidChange() } } }
    private var storedHidden = false { didSet { if storedHidden != oldValue { contentDidChange() } } }
    private var storedMasksToBounds = false { didSet { if storedMasksToBounds != oldValue { contentDidChange() } } }
    /// For a free layer in a view's layer: where it is drawn among the subviews.
    var placement = SublayerPlacement.top
    /// The shadow's reach when a shadow property is about to change.
    private var shadowExtentBeforeChange: UIEdgeInsets?
    /// The area of the host view last invalidated for this free layer (its old place).
    var lastInvalidatedArea: (view: UnretainedReference<UIView>, rect: CGRect)?

    /// Where the position sits in the bounds, in unit coordinates: the point a
    /// ``transform`` turns and scales about (the frame itself does not move with it).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) { didSet { if anchorPoint != oldValue { contentDidChange() } } }
    private var storedTransform = CATransform3DIdentity { didSet { if storedTransform != oldValue { contentDidChange() } } }
    /// The explicit animations, in the order they were added (``add(_:forKey:)``).
    var animationEntries: [LayerAnimationEntry] = []
    /// What the running animations show, as of the last animation frame; nil when
    /// nothing animates.
    var presentationOverrides: LayerPresentationValues?
    /// The radius of the rounded corners: the background and border are rounded; the
    /// content and subviews too when ``masksToBounds``.
    open var cornerRadius: CGFloat = 0 {
        didSet { if cornerRadius != oldValue { contentDidChange() } }
    }
    /// The width of the border drawn inside the bounds (painted, over the content).
    open var borderWidth: CGFloat = 0 {
        didSet { if borderWidth != oldValue { contentDidChange() } }
    }
    /// The border's colour.
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { if borderColor != oldValue { contentDidChange() } }
    }
    /// The shadow's colour.
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        willSet { shadowWillChange() }
        didSet { if shadowColor != oldValue { shadowDidChange() } }
    }
    /// The shadow's opacity (0: none).
    open var shadowOpacity: Float = 0 {
        willSet { shadowWillChange() }
        didSet { if shadowOpacity != oldValue { shadowDidChange() } }
    }
    /// The shadow's blur radius (the Gaussian's standard deviation, in points).
    open var shadowRadius: CGFloat = 3 {
        willSet { shadowWillChange() }
        didSet { if shadowRadius != oldValue { shadowDidChange() } }
    }
    /// The shadow's offset (positive height moves it down, as on iOS).
    open var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { shadowWillChange() }
        didSet { if shadowOffset != oldValue { shadowDidChange() } }
    }
    /// The shape the shadow is cast from, in the layer's coordinates (the bounds' rounded
    /// shape when nil).
    open var shadowPath: CGPath? {
        willSet { shadowWillChange() }
        didSet { if shadowPath != oldValue { shadowDidChange() } }
    }
    /// The drawing order among sibling layers (and subviews' layers): higher in front;
    /// hit testing keeps the subviews' order.
    open var zPosition: CGFloat = 0 {
        didSet { if zPosition != oldValue { contentDidChange() } }
    }
    /// The layers inside this one.
    open private(set) var sublayers: [CALayer]?
    /// The layer this one is inside.
    open private(set) weak var superlayer: CALayer?
    /// A name for finding the layer.
    open var name: String?
    /// A layer whose alpha masks this one: where it is opaque this layer shows, where it
    /// is transparent this layer (shadow, content, sublayers, border) does not; its
    /// colours do not count. Its frame is in this layer's coordinates; with
    /// ``masksToBounds`` the clip and the mask both apply. A layer cannot mask itself.
    open var mask: CALayer? {
        didSet {
            guard mask !== oldValue else { return }
            if mask === self {
                LayoutDiagnostics.error("CALayer.mask: a layer cannot be its own mask")
                mask = oldValue
                return
            }
            if let oldValue, oldValue.maskedLayer === self { oldValue.maskedLayer = nil }
            mask?.maskedLayer = self
            contentDidChange()
        }
    }
    /// The layer this one masks, if any (changes to a mask repaint it).
    weak var maskedLayer: CALayer?

    /// Creates a free-standing layer.
    public override init() { super.init() }

    deinit {
        AssociatedObjects.objectWillGo(ObjectIdentifier(self))
    }

    /// Creates a copy of `layer` (what ``presentation()`` returns). Not `required`, as in
    /// Core Animation, so subclasses written for iOS (`override init(layer: Any)`) compile.
    public init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        storedFrame = other.frame
        storedBoundsOrigin = other.bounds.origin
        storedBackgroundColor = other.backgroundColor
        storedOpacity = other.opacity
        storedHidden = other.isHidden
        storedMasksToBounds = other.masksToBounds
        contentsScale = other.contentsScale
        contentsGravity = other.contentsGravity
        contents = other.contents
        anchorPoint = other.anchorPoint
        cornerRadius = other.cornerRadius
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowRadius = other.shadowRadius
        shadowOffset = other.shadowOffset
        shadowPath = other.shadowPath
        zPosition = other.zPosition
        name = other.name
        storedTransform = other.delegate == nil ? other.storedTransform : other.transform
    }

    /// The shadow's reach before a shadow property changes.
    private func shadowWillChange() { shadowExtentBeforeChange = shadowExtent }

    /// Repaints the view's area with the shadow as it was and as it is (a free layer
    /// repaints its old and new places).
    private func shadowDidChange() {
        guard let view = delegate else { return contentDidChange() }
        let before = shadowExtentBeforeChange.map { view.bounds.inset(by: $0) } ?? view.bounds
        view.invalidatePresentation(in: before.union(view.paintedArea(of: view.bounds)))
    }

    func attach(to view: UIView) {
        delegate = view
    }

    /// The frame in the superlayer's coordinates.
    open var frame: CGRect {
        get { delegate?.frame ?? storedFrame }
        set { if let delegate { delegate.frame = newValue } else { storedFrame = newValue } }
    }

    /// The layer's own coordinate space.
    open var bounds: CGRect {
        get { delegate?.bounds ?? CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
        set {
            if let delegate {
                delegate.bounds = newValue
            } else {
                storedBoundsOrigin = newValue.origin
                storedFrame = CGRect(x: storedFrame.midX - newValue.width / 2, y: storedFrame.midY - newValue.height / 2,
                                     width: newValue.width, height: newValue.height)
            }
        }
    }

    /// The centre of the frame in the superlayer's coordinates.
    open var position: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            if let delegate {
                delegate.center = newValue
            } else {
                storedFrame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
            }
        }
    }

    /// The colour filling the bounds.
    open var backgroundColor: CGColor? {
        get {
            if let delegate, let color = delegate.backgroundColor {
                // A dynamic colour resolves against the view's traits.
                return (color.isDynamic ? color.resolvedColor(with: delegate.traitCollection) : color).cgColor
            }
            return delegate == nil ? storedBackgroundColor : nil
        }
        set {
            if let delegate { delegate.backgroundColor = newValue.map(UIColor.init(cgColor:)) } else { storedBackgroundColor = newValue }
        }
    }

    /// The opacity, `0...1`.
    open var opacity: Float {
        get { delegate.map { Float($0.alpha) } ?? storedOpacity }
        set { if let delegate { delegate.alpha = CGFloat(newValue) } else { storedOpacity = newValue } }
    }

    /// Whether the layer is hidden.
    open var isHidden: Bool {
        get { delegate?.isHidden ?? storedHidden }
        set { if let delegate { delegate.isHidden = newValue } else { storedHidden = newValue } }
    }

    /// The layer's transform about its ``anchorPoint``; only its flat (affine) part is
    /// drawn. A view's layer reads and writes the view's `transform`.
    open var transform: CATransform3D {
        get { delegate.map { CATransform3DMakeAffineTransform($0.transform) } ?? storedTransform }
        set {
            if let delegate { delegate.transform = CATransform3DGetAffineTransform(newValue) } else { storedTransform = newValue }
        }
    }

    /// The transform as an affine transform.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets the transform from an affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The model value of a base key (`"opacity"`, `"position"`, `"transform"` …), as
    /// Core Animation's key-value coding gives it; nil for keys a layer does not have.
    func modelValue(forKey key: String) -> Any? {
        switch key {
        case "opacity": return opacity
        case "position": return position
        case "bounds": return bounds
        case "frame": return frame
        case "anchorPoint": return anchorPoint
        case "transform": return transform
        case "backgroundColor": return backgroundColor
        case "cornerRadius": return cornerRadius
        case "borderWidth": return borderWidth
        case "borderColor": return borderColor
        case "shadowColor": return shadowColor
        case "shadowOpacity": return shadowOpacity
        case "shadowRadius": return shadowRadius
        case "shadowOffset": return shadowOffset
        case "shadowPath": return shadowPath
        case "zPosition": return zPosition
        case "hidden", "isHidden": return isHidden
        case "masksToBounds": return masksToBounds
        case "contents": return contents
        case "name": return name
        default: return nil
        }
    }

    /// Sets the model value of a base key; false (nothing set) for an unknown key or a
    /// value of the wrong type.
    @discardableResult
    func setModelValue(_ value: Any?, forKey key: String) -> Bool {
        let number = LayerKeyPathNumber.cgFloat(value)
        switch (key, value) {
        case ("opacity", _): guard let number else { return false }; opacity = Float(number)
        case ("position", let v as CGPoint): position = v
        case ("bounds", let v as CGRect): bounds = v
        case ("frame", let v as CGRect): frame = v
        case ("anchorPoint", let v as CGPoint): anchorPoint = v
        case ("transform", let v as CATransform3D): transform = v
        case ("transform", let v as CGAffineTransform): setAffineTransform(v)
        case ("backgroundColor", _): backgroundColor = Self.color(value)
        case ("cornerRadius", _): guard let number else { return false }; cornerRadius = number
        case ("borderWidth", _): guard let number else { return false }; borderWidth = number
        case ("borderColor", _): borderColor = Self.color(value)
        case ("shadowColor", _): shadowColor = Self.color(value)
        case ("shadowOpacity", _): guard let number else { return false }; shadowOpacity = Float(number)
        case ("shadowRadius", _): guard let number else { return false }; shadowRadius = number
        case ("shadowOffset", let v as CGSize): shadowOffset = v
        case ("shadowPath", _): shadowPath = value as? CGPath
        case ("zPosition", _): guard let number else { return false }; zPosition = number
        case ("hidden", let v as Bool), ("isHidden", let v as Bool): isHidden = v
        case ("masksToBounds", let v as Bool): masksToBounds = v
        case ("contents", _): contents = value
        case ("name", _): name = value as? String
        default: return false
        }
        return true
    }

    /// A colour value as a `CGColor` (`CGColor` or `UIColor`; nil otherwise).
    static func color(_ value: Any?) -> CGColor? {
        if let color = value as? UIColor { return color.cgColor }
        guard let value else { return nil }
        return value as? CGColor
    }

    /// Whether sublayers (and subviews) are clipped to the bounds.
    open var masksToBounds: Bool {
        get { delegate?.clipsToBounds ?? storedMasksToBounds }
        set { if let delegate { delegate.clipsToBounds = newValue } else { storedMasksToBounds = newValue } }
    }

    /// What the screen shows now: a copy with the values the running animations have
    /// reached (the model's where nothing animates). Core Animation may answer `nil`;
    /// here a layer of your own subclass does (without the Objective-C runtime a subclass
    /// cannot be made from its metatype without a `required` initialiser, which iOS
    /// subclasses do not write); gradient, shape and text layers copy as themselves.
    open func presentation() -> Self? {
        let copy: CALayer = switch self {
        case let shape as CAShapeLayer where type(of: self) == CAShapeLayer.self: CAShapeLayer(layer: shape)
        case let gradient as CAGradientLayer where type(of: self) == CAGradientLayer.self: CAGradientLayer(layer: gradient)
        case let text as CATextLayer where type(of: self) == CATextLayer.self: CATextLayer(layer: text)
        default: CALayer(layer: self)
        }
        defer { presentationOverrides?.apply(to: copy) }
        guard let view = delegate else { return copy as? Self }
        copy.storedFrame = view.presentedFrame
        copy.storedBoundsOrigin = view.presentedBoundsOrigin
        copy.storedBackgroundColor = view.presentedBackgroundColor?.cgColor
        let visibility = view.animationState?.visibility?.current
        copy.storedOpacity = Float(view.presentedAlpha * min(max(visibility ?? 1, 0), 1))
        copy.storedHidden = view.isHidden && visibility == nil
        return copy as? Self
    }

    /// The model layer (this one).
    open func model() -> Self { self }

    /// Whether the layer draws content of its own (a gradient layer does).
    var hasOwnContent: Bool { false }

    /// The layer's image: a `CGImage` (as `image.cgImage`), drawn over the background
    /// and under the layer's own shape or gradient, placed by ``contentsGravity``.
    open var contents: Any? {
        didSet {
            if let image = contents as? CGImage {
                let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
                contentsImage = UIImage(cgImage: image, scale: scale, orientation: .up)
            } else {
                if contents != nil { LayoutDiagnostics.error("CALayer.contents: only a CGImage is drawn") }
                contentsImage = nil
            }
            contentDidChange()
        }
    }
    /// Where ``contents`` goes in the bounds (`.resize` by default).
    open var contentsGravity = CALayerContentsGravity.resize { didSet { if contentsGravity != oldValue { contentDidChange() } } }
    /// Pixels per point of ``contents`` (1 by default).
    open var contentsScale: CGFloat = 1 {
        didSet { if contentsScale != oldValue, let image = contents { contents = image } }
    }
    /// ``contents`` as an image at ``contentsScale``.
    var contentsImage: UIImage?

    /// Draws the layer's own content over its background (nothing for a plain layer).
    func renderOwnContent(in context: any DrawingContext, bounds: CGRect, cornerRadius: CGFloat, alpha: CGFloat) {}

    /// Adds `layer` on top of the sublayers (in a view's layer: above the subviews there
    /// now, below those added later, as in Core Animation).
    open func addSublayer(_ layer: CALayer) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        if sublayers == nil { sublayers = [] }
        sublayers!.append(layer)
        layer.superlayer = self
        layer.placement = delegate.map { view in view.subviews.last.map { .above($0) } ?? .bottom } ?? .top
        layer.contentDidChange()
    }

    /// Inserts `layer` at `index` among the sublayers (in a view's layer the subviews'
    /// layers count too: 0 is below every subview).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        if sublayers == nil { sublayers = [] }
        guard let view = delegate else {
            sublayers!.insert(layer, at: min(Int(index), sublayers!.count))
            layer.superlayer = self
            return layer.contentDidChange()
        }
        // The combined order: free layers by placement around the subviews.
        let order = view.drawingOrder()
        let position = min(Int(index), order.count)
        if position == 0 {
            layer.placement = .bottom
            sublayers!.insert(layer, at: 0)
        } else {
            switch order[position - 1] {
            case .subview(let subview):
                layer.placement = .above(subview)
                // Just above the subview: before the free layers already above it.
                sublayers!.insert(layer, at: sublayers!.firstIndex { $0.placement.isAbove(subview) } ?? sublayers!.count)
            case .layer(let before):
                layer.placement = before.placement
                sublayers!.insert(layer, at: (sublayers!.firstIndex { $0 === before } ?? sublayers!.count - 1) + 1)
            }
        }
        layer.superlayer = self
        layer.contentDidChange()
    }

    /// Inserts `layer` just below `sibling` (a sublayer, or a subview's layer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling else { return insertSublayer(layer, at: 0) }
        guard let index = delegate?.drawingOrder().firstIndex(where: { $0.layer === sibling }) ?? sublayers?.firstIndex(where: { $0 === sibling })
        else { return addSublayer(layer) }
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (a sublayer, or a subview's layer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling else { return addSublayer(layer) }
        guard let index = delegate?.drawingOrder().firstIndex(where: { $0.layer === sibling }) ?? sublayers?.firstIndex(where: { $0 === sibling })
        else { return addSublayer(layer) }
        insertSublayer(layer, at: UInt32(index + 1))
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        contentDidChange()
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
        lastInvalidatedArea = nil
    }

    /// Ends the layer's explicit animations (their delegates told `finished: false`)
    /// and its view's block animations (completions run with `false`): the screen shows
    /// the model values.
    open func removeAllAnimations() {
        removeAllExplicitAnimations()
        if let delegate { ViewAnimator.removeAnimations(of: delegate) }
    }

    /// Marks the view for layout.
    open func setNeedsLayout() { delegate?.setNeedsLayout() }
    /// Lays the view out now if it needs it.
    open func layoutIfNeeded() { delegate?.layoutIfNeeded() }
    /// Whether a size change of the bounds marks the layer for display (`false` by
    /// default, as in Core Animation).
    open var needsDisplayOnBoundsChange = false
    /// Set by ``setNeedsDisplay()``; cleared by ``display()``.
    var needsDisplayFlag = false
    /// While ``display()`` sets ``contents`` during a paint: no repaint is asked for.
    var isDisplayingDuringPaint = false

    /// Marks the layer for drawing: before it is next painted, ``display()`` runs once.
    /// A view's layer marks its view (``UIView/setNeedsDisplay()``).
    open func setNeedsDisplay() {
        guard let delegate else {
            needsDisplayFlag = true
            return contentDidChange()
        }
        delegate.setNeedsDisplay()
    }

    /// Makes the layer's content: a bitmap of the bounds at ``contentsScale`` pixels per
    /// point, drawn by ``draw(in:)`` (origin at the bounds' top-left, y down), becomes
    /// ``contents``. A view's layer has its view draw again instead.
    open func display() {
        needsDisplayFlag = false
        if let delegate { return delegate.setNeedsDisplay() }
        contents = drawnContents()
    }

    /// Draws the layer's content into `ctx` (called by ``display()``); nothing by
    /// default. Override it in a subclass, as in Core Animation.
    open func draw(in ctx: CGContext) {}
}

extension CALayer {
    /// The corner radius as painted for `size`: at most half the shorter side; 0 when not
    /// finite or negative.
    func cornerRadius(fitting size: CGSize) -> CGFloat {
        guard cornerRadius.isFinite, cornerRadius > 0 else { return 0 }
        return min(cornerRadius, size.width / 2, size.height / 2)
    }

    /// The shape the shadow is cast from (the bounds moved by ``shadowOffset``), or nil
    /// when no shadow shows (opacity 0, or values that are not finite).
    func shadowShape(bounds: CGRect) -> CGRect? {
        guard CALayer.shadowShows(opacity: shadowOpacity, radius: shadowRadius, offset: shadowOffset) else { return nil }
        return bounds.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height)
    }

    /// Insets (negative) from the bounds to everything the shadow can touch, or nil
    /// without a shadow.
    var shadowExtent: UIEdgeInsets? {
        guard let extent = CALayer.shadowExtent(color: shadowColor, opacity: shadowOpacity, radius: shadowRadius, offset: shadowOffset)
        else { return nil }
        guard let path = shadowPath, !path.isEmpty else { return extent }
        // A shadow path may reach beyond the bounds: as far as it reaches, blurred and moved.
        let bounds = self.bounds
        let blur = (shadowRadius * 3).rounded(.up) + 1
        let box = path.boundingBox.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height).insetBy(dx: -blur, dy: -blur)
        return UIEdgeInsets(top: min(extent.top, box.minY - bounds.minY), left: min(extent.left, box.minX - bounds.minX),
                            bottom: min(extent.bottom, bounds.maxY - box.maxY), right: min(extent.right, bounds.maxX - box.maxX))
    }

    private static func shadowShows(opacity: Float, radius: CGFloat, offset: CGSize) -> Bool {
        opacity > 0 && opacity.isFinite && radius.isFinite && radius >= 0 && offset.width.isFinite && offset.height.isFinite
    }

    /// The offset plus three standard deviations of blur (a Gaussian is below 1/255
    /// beyond), as negative insets; nil when such a shadow does not show.
    static func shadowExtent(color: CGColor?, opacity: Float, radius: CGFloat, offset: CGSize) -> UIEdgeInsets? {
        guard color != nil, shadowShows(opacity: opacity, radius: radius, offset: offset) else { return nil }
        let blur = (radius * 3).rounded(.up) + 1
        return UIEdgeInsets(top: min(0, offset.height - blur), left: min(0, offset.width - blur),
                            bottom: min(0, -offset.height - blur), right: min(0, -offset.width - blur))
    }
}
