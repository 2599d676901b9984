import Foundation

/// A row of segments, each a title or an image, of which one is selected.
///
/// A click on an enabled segment (released over a segment) selects it: the segment's
/// ``UIAction`` runs, then ``UIControl/Event/valueChanged`` is sent, only when the selection
/// changed (every time when ``isMomentary``). Setting ``selectedSegmentIndex`` in code sends
/// nothing, as in UIKit. With the keyboard focus (Tab), Left/Right (and Home/End) select
/// the previous or next enabled segment as a click does.
///
/// Segments share the width equally, or in proportion to their content when
/// ``apportionsSegmentWidthsByContent``; a width given with ``setWidth(_:forSegmentAt:)``
/// is kept. Intrinsic size: 32 points tall (UIKit's height since iOS 13); each segment's
/// content (13-point title, or image) plus 12 points each side, equal segments being as
/// wide as the widest.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// A single-finger single tap is the control's own action.
    override func overlapsAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool { isSingleTap(gestureRecognizer) }

    /// The index meaning "no segment is selected" (-1).
    public static let noSegment = -1

    /// The intrinsic height.
    static let controlHeight: CGFloat = 32
    /// The room left and right of a segment's content.
    static let segmentPadding: CGFloat = 12
    /// The title font (UIKit's 13-point system font).
    static let defaultFont = UIFont.systemFont(ofSize: 13)

    /// One segment's content and settings.
    struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        /// A fixed width; 0 lets the control size it.
        var width: CGFloat = 0
        var contentOffset: CGSize = .zero
        var action: UIAction?
    }

    private(set) var segments: [Segment] = []
    private var storedSelectedIndex = UISegmentedControl.noSegment
    private var textAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The segment under a press, drawn highlighted.
    private(set) var highlightedSegment: Int?

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or ``noSegment``. Setting an index out of range selects none;
    /// setting it sends no event.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            let index = segments.indices.contains(newValue) ? newValue : UISegmentedControl.noSegment
            guard index != storedSelectedIndex else { return }
            storedSelectedIndex = index
            setNeedsDisplay()
        }
    }

    /// Whether segments show no lasting selection: a click highlights the segment while
    /// pressed and sends ``UIControl/Event/valueChanged`` every time (false by default).
    open var isMomentary = false { didSet { setNeedsDisplay() } }

    /// Whether segments are as wide as their content (true) or share the width equally
    /// (false, the default).
    open var apportionsSegmentWidthsByContent = false {
        didSet { if apportionsSegmentWidthsByContent != oldValue { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    }

    /// The selected segment's fill (`nil`: white).
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }

    // MARK: Creating

    /// Creates a control with a segment per item: a `String` is a title, a ``UIImage`` an
    /// image; other items are skipped with a log line.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        configureSegmentedControl()
        for item in items ?? [] {
            switch item {
            case let title as String: segments.append(Segment(title: title))
            case let image as UIImage: segments.append(Segment(image: image))
            default: print("UISegmentedControl(items:): skipped an item that is neither a String nor a UIImage: \(type(of: item))")
            }
        }
    }

    /// Creates a control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSegmentedControl()
    }

    /// Creates a control with a segment per action (titled with the action's title); a
    /// segment chosen by the user runs its action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, action: $0) }
    }

    /// Creates a control from an archive (no format is read yet).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSegmentedControl()
    }

    private func configureSegmentedControl() {
        isOpaque = false
    }

    // MARK: Segments

    private func segmentsDidChange() {
        if !segments.indices.contains(storedSelectedIndex) { storedSelectedIndex = UISegmentedControl.noSegment }
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Where an insertion at `segment` goes: clamped to `0...numberOfSegments`.
    private func insertionIndex(_ segment: Int) -> Int { min(max(segment, 0), segments.count) }

    private func insert(_ newSegment: Segment, at segment: Int) {
        let index = insertionIndex(segment)
        segments.insert(newSegment, at: index)
        if storedSelectedIndex >= index { storedSelectedIndex += 1 }
        segmentsDidChange()
    }

    /// Inserts a titled segment at `segment` (clamped to the ends; `animated` is accepted
    /// for UIKit's signature). The selection stays on the segment it was on.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment` (clamped to the ends).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment titled with `action`'s title that runs `action` when chosen.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, action: action), at: segment)
    }

    /// Removes the segment at `segment` (an index out of range is ignored with a log
    /// line). Removing the selected segment leaves none selected.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard checkSegment(segment, "removeSegment(at:animated:)") else { return }
        segments.remove(at: segment)
        if storedSelectedIndex == segment { storedSelectedIndex = UISegmentedControl.noSegment }
        else if storedSelectedIndex > segment { storedSelectedIndex -= 1 }
        segmentsDidChange()
    }

    /// Removes every segment (none is selected after).
    open func removeAllSegments() {
        segments.removeAll()
        segmentsDidChange()
    }

    /// Whether `segment` is a segment's index; logs the call otherwise.
    private func checkSegment(_ segment: Int, _ call: String) -> Bool {
        guard segments.indices.contains(segment) else {
            print("UISegmentedControl.\(call): segment \(segment) is out of range 0..<\(segments.count); ignored")
            return false
        }
        return true
    }

    /// Sets the title of `segment` (replacing its image, as in UIKit).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard checkSegment(segment, "setTitle(_:forSegmentAt:)") else { return }
        segments[segment].title = title
        segments[segment].image = nil
        segmentsDidChange()
    }

    /// The title of `segment` (`nil` for an image segment or an index out of range).
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of `segment` (replacing its title, as in UIKit).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard checkSegment(segment, "setImage(_:forSegmentAt:)") else { return }
        segments[segment].image = image
        segments[segment].title = nil
        segmentsDidChange()
    }

    /// The image of `segment` (`nil` for a title segment or an index out of range).
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Sets the action `segment` runs when chosen, and its title from the action.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard checkSegment(segment, "setAction(_:forSegmentAt:)") else { return }
        segments[segment].action = action
        segments[segment].title = action.title
        segmentsDidChange()
    }

    /// The action of `segment`, if it has one.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `actionIdentifier`, or ``noSegment``.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? UISegmentedControl.noSegment
    }

    /// Enables or disables `segment`; a disabled segment cannot be chosen and is drawn dimmed.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard checkSegment(segment, "setEnabled(_:forSegmentAt:)") else { return }
        segments[segment].isEnabled = enabled
        setNeedsDisplay()
    }

    /// Whether `segment` is enabled (false for an index out of range).
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Fixes the width of `segment` (0, the default, lets the control size it; a negative
    /// width is refused with a log line).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard checkSegment(segment, "setWidth(_:forSegmentAt:)") else { return }
        guard width >= 0, width.isFinite else {
            print("UISegmentedControl.setWidth(_:forSegmentAt:): width \(width) is not a size; ignored")
            return
        }
        segments[segment].width = width
        segmentsDidChange()
    }

    /// The width fixed for `segment` (0 when the control sizes it).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Moves the content of `segment` by `offset` from its centre.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard checkSegment(segment, "setContentOffset(_:forSegmentAt:)") else { return }
        segments[segment].contentOffset = offset
        setNeedsDisplay()
    }

    /// The offset of the content of `segment`.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    // MARK: Title attributes

    /// Sets the title attributes for `state` (`NSAttributedString/Key/font` and
    /// `NSAttributedString/Key/foregroundColor` are used); `nil` removes them.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        textAttributes[state.rawValue] = attributes
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The title attributes set for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        textAttributes[state.rawValue]
    }

    /// The font for a segment in `state`: the state's attributes, else the normal ones, else 13 points.
    func titleFont(for state: UIControl.State) -> UIFont {
        (textAttributes[state.rawValue]?[.font] as? UIFont) ?? (textAttributes[0]?[.font] as? UIFont) ?? UISegmentedControl.defaultFont
    }

    /// The title colour for a segment in `state`.
    func titleColor(for state: UIControl.State) -> UIColor {
        (textAttributes[state.rawValue]?[.foregroundColor] as? UIColor) ?? (textAttributes[0]?[.foregroundColor] as? UIColor) ?? .label
    }

    // MARK: Sizing

    /// The width of segment `index`'s content with its padding.
    func contentWidth(ofSegment index: Int) -> CGFloat {
        let segment = segments[index]
        let font = titleFont(for: index == storedSelectedIndex ? .selected : .normal)
        let content: CGFloat
        if let image = segment.image {
            content = image.size.width
        } else {
            content = TextSystem.measurer.size(of: segment.title ?? "", font: font, wrappingAt: nil).width.rounded(.up)
        }
        return content + 2 * UISegmentedControl.segmentPadding
    }

    open override var intrinsicContentSize: CGSize {
        let widest = segments.indices.map(contentWidth(ofSegment:)).max() ?? 0
        let width = segments.indices.reduce(CGFloat(0)) { sum, index in
            let fixed = segments[index].width
            return sum + (fixed > 0 ? fixed : apportionsSegmentWidthsByContent ? contentWidth(ofSegment: index) : widest)
        }
        let imageHeight = segments.compactMap { $0.image?.size.height }.max() ?? 0
        return CGSize(width: width, height: max(UISegmentedControl.controlHeight, imageHeight + 8))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The segments' rectangles across the bounds: fixed widths first, the rest shared
    /// equally or by content.
    func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixedTotal = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let free = max(bounds.width - fixedTotal, 0)
        let flexible = segments.indices.filter { segments[$0].width <= 0 }
        let contentTotal = flexible.reduce(CGFloat(0)) { $0 + contentWidth(ofSegment: $1) }
        var frames: [CGRect] = []
        var x = bounds.minX
        for index in segments.indices {
            var width = segments[index].width
            if width <= 0 {
                width = apportionsSegmentWidthsByContent && contentTotal > 0
                    ? free * contentWidth(ofSegment: index) / contentTotal
                    : free / CGFloat(flexible.count)
            }
            let minX = x.rounded(), maxX = (x + width).rounded()
            frames.append(CGRect(x: minX, y: bounds.minY, width: maxX - minX, height: bounds.height))
            x += width
        }
        return frames
    }

    /// The segment under `point` (in this view's coordinates), if any.
    func segmentIndex(at point: CGPoint) -> Int? {
        guard bounds.contains(point) else { return nil }
        return segmentFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
    }

    // MARK: Choosing

    /// Selects `index` as the user did: runs its action and sends
    /// ``UIControl/Event/valueChanged`` when the selection changed (always when momentary).
    func choose(_ index: Int, with event: UIEvent?) {
        guard segments.indices.contains(index), segments[index].isEnabled else { return }
        guard isMomentary || index != storedSelectedIndex else { return }
        selectedSegmentIndex = index
        if let action = segments[index].action { sendAction(action) }
        sendActions(for: .valueChanged, with: event)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlight(segmentIndex(at: touch.location(in: self)))
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlight(segmentIndex(at: touch.location(in: self)))
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        highlight(nil)
        if let touch, let index = segmentIndex(at: touch.location(in: self)) { choose(index, with: event) }
    }

    open override func cancelTracking(with event: UIEvent?) { highlight(nil) }

    private func highlight(_ index: Int?) {
        let enabled = index.flatMap { segments[$0].isEnabled ? $0 : nil }
        guard enabled != highlightedSegment else { return }
        highlightedSegment = enabled
        setNeedsDisplay()
    }

    // MARK: Keyboard

    open override var canBecomeFirstResponder: Bool { isEnabled && !segments.isEmpty }

    /// Left/Right (Up/Down) choose the previous/next enabled segment; Home/End the first/last.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unused = unusedAdjustmentPresses(presses) { adjustment in
            let enabled = segments.indices.filter { segments[$0].isEnabled }
            guard !enabled.isEmpty else { return false }
            let current = storedSelectedIndex
            let target: Int?
            switch adjustment {
            case .decrement: target = current == UISegmentedControl.noSegment ? enabled.last : enabled.last { $0 < current }
            case .increment: target = current == UISegmentedControl.noSegment ? enabled.first : enabled.first { $0 > current }
            case .first: target = enabled.first
            case .last: target = enabled.last
            }
            if let target { choose(target, with: nil) }
            return true
        }
        if !unused.isEmpty { super.pressesBegan(unused, with: event) }
    }

    // MARK: Drawing

    /// Draws the grey track, the selected segment as a white (or
    /// ``selectedSegmentTintColor``) inset block, dividers between unselected segments, and
    /// each segment's title or image centred; disabled segments (or a disabled control) at
    /// half opacity.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentDrawingContext() else { return }
        let controlAlpha: CGFloat = isEnabled ? 1 : 0.5
        context.fill(bounds, color: .systemGray5, alpha: controlAlpha)
        let frames = segmentFrames()
        let shownSelection = isMomentary ? UISegmentedControl.noSegment : storedSelectedIndex
        for (index, frame) in frames.enumerated() {
            if index == shownSelection {
                let block = frame.insetBy(dx: 2, dy: 2)
                context.fill(block, color: selectedSegmentTintColor ?? .white, alpha: controlAlpha)
                context.stroke(block.insetBy(dx: 0.5, dy: 0.5), color: .systemGray3, lineWidth: 1, alpha: controlAlpha)
            } else if index == highlightedSegment {
                context.fill(frame.insetBy(dx: 2, dy: 2), color: .systemGray4, alpha: controlAlpha)
            }
            if index > 0, index != shownSelection, index - 1 != shownSelection {
                context.drawLine(from: CGPoint(x: frame.minX, y: frame.minY + 8), to: CGPoint(x: frame.minX, y: frame.maxY - 8),
                                 color: .systemGray3, lineWidth: 1, alpha: controlAlpha)
            }
            drawContent(ofSegment: index, in: frame, on: context,
                        alpha: segments[index].isEnabled ? controlAlpha : controlAlpha * 0.5)
        }
        drawFocusRing(in: context, around: bounds)
    }

    private func drawContent(ofSegment index: Int, in frame: CGRect, on context: any DrawingContext, alpha: CGFloat) {
        let segment = segments[index]
        let offset = segment.contentOffset
        var state: UIControl.State = index == storedSelectedIndex && !isMomentary ? .selected : .normal
        if index == highlightedSegment { state.insert(.highlighted) }
        if !segment.isEnabled || !isEnabled { state = .disabled }
        if let image = segment.image {
            let size = image.size
            let origin = CGPoint(x: (frame.midX - size.width / 2 + offset.width).rounded(),
                                 y: (frame.midY - size.height / 2 + offset.height).rounded())
            image.draw(in: CGRect(origin: origin, size: size), alpha: alpha, on: context)
        } else if let title = segment.title, !title.isEmpty {
            let font = titleFont(for: state)
            let measurer = TextSystem.measurer
            let metrics = measurer.metrics(for: font)
            let width = min(measurer.size(of: title, font: font, wrappingAt: nil).width, frame.width)
            let x = (frame.midX - width / 2 + offset.width).rounded()
            let top = (frame.midY - metrics.lineHeight / 2 + offset.height).rounded()
            context.saveState()
            context.clip(to: frame)
            context.drawText(title, at: CGPoint(x: x, y: top + metrics.ascent), font: font, color: titleColor(for: state), alpha: alpha)
            context.restoreState()
        }
    }
}
