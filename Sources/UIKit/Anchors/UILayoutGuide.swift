import Cassowary
import Foundation

/// A rectangle in the layout engine with no view behind it: it takes part in
/// constraints like a view (through its anchors or as an item of
/// ``NSLayoutConstraint/init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``)
/// but draws nothing and receives no events.
///
/// Add it to a view with ``UIView/addLayoutGuide(_:)`` before activating constraints that
/// use it; activating one earlier is refused with a logged error
/// (``LayoutError/layoutGuideNotInView(constraint:)``). Its ``layoutFrame`` is in the
/// owning view's coordinate system and stays `.zero` until a constraint places it.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, ReferenceHandleProviding {
    /// The view the guide belongs to. Setting it is ``UIView/addLayoutGuide(_:)`` on the
    /// new view (or ``UIView/removeLayoutGuide(_:)`` on the old one, for `nil`), as in UIKit.
    open var owningView: UIView? {
        get { owningViewReference.object }
        set {
            if let newValue { newValue.addLayoutGuide(self) } else { owningView?.removeLayoutGuide(self) }
        }
    }
    fileprivate var owningViewReference = UnretainedReference<UIView>(nil)
    private var handleSlot = ReferenceHandleSlot()

    package var referenceHandle: ReferenceHandle { handleSlot.handle(for: self) }

    deinit {
        mainActorUnchecked {
            handleSlot.clear()
        }
        AssociatedObjects.objectWillGo(ObjectIdentifier(self))
    }
    /// A name shown in logs (`UILayoutGuide:0x…'identifier'`).
    open var identifier: String = ""

    var layoutVariables: LayoutVariables?
    var involvingConstraints: [ObjectKey: NSLayoutConstraint] = [:]
    /// The last frame read out of an engine (kept for window-less trees).
    var lastLayoutFrame: CGRect = .zero

    /// Creates a guide; add it to a view with ``UIView/addLayoutGuide(_:)``.
    public override init() { super.init() }

    /// Creates a guide from an archive (required, as in UIKit; no format is read yet).
    public required init?(coder: NSCoder) {}

    /// The guide's rectangle in the owning view's coordinates, as the engine solved it
    /// (snapped to whole pixels like frames). `.zero` until the guide is constrained.
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        if let engine = view.currentEngine(), let variables = layoutVariables, variables.belongs(to: engine) {
            engine.flush()
            lastLayoutFrame = variables.solvedRect.snappedToPoints
        }
        return lastLayoutFrame
    }

    /// `UILayoutGuide:0x…'identifier'`.
    public var layoutDescriptionName: String {
        let base = "\(className(of: self)):\(addressString(of: self))"
        return identifier.isEmpty ? base : "\(base)'\(identifier)'"
    }

    nonisolated open override var description: String { mainActorUnchecked { "<\(layoutDescriptionName) - \(layoutFrame), owningView: \(owningView?.layoutDescriptionName ?? "nil")>" } }

    // MARK: Anchors

    /// The leading edge (left in left-to-right layouts).
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (right in left-to-right layouts).
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

extension UIView {
    /// What ``layoutGuides`` returns (declared in the class, where it can be `open`).
    var uikitLayoutGuides: [UILayoutGuide] { marginState.guideStorage?.all ?? [] }

    /// What ``addLayoutGuide(_:)`` does (declared in the class, where it can be `open`).
    func performAddLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningViewReference = UnretainedReference(self)
        guides.all.append(guide)
    }

    /// What ``removeLayoutGuide(_:)`` does (declared in the class, where it can be `open`).
    func performRemoveLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        let using = guide.involvingConstraints.values.sorted { $0.serial < $1.serial }
        if !using.isEmpty { NSLayoutConstraint.deactivate(using) }
        invalidateFittingEngines()
        if let engine = currentEngine() { engine.removeItem(guide) }
        guide.layoutVariables = nil
        guide.owningViewReference = UnretainedReference(nil)
        guides.all.removeAll { $0 === guide }
        if guides.marginsGuide === guide { guides.marginsGuide = nil; guides.marginsConstraints = [] }
        if guides.safeAreaGuide === guide { guides.safeAreaGuide = nil; guides.safeAreaConstraints = [] }
        if guides.readableGuide === guide { guides.readableGuide = nil; guides.readableConstraints = [] }
    }

    /// The view's guide storage, created on first use.
    var guides: ViewGuides {
        if let existing = marginState.guideStorage { return existing }
        let made = ViewGuides()
        marginState.guideStorage = made
        return made
    }
}

/// The guides of one view and the constraints that tie the system guides to it.
@preconcurrency @MainActor
final class ViewGuides {
    var all: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    /// leading, top, trailing, bottom.
    var marginsConstraints: [NSLayoutConstraint] = []
    var safeAreaGuide: UILayoutGuide?
    /// leading, top, trailing, bottom.
    var safeAreaConstraints: [NSLayoutConstraint] = []
    var readableGuide: UILayoutGuide?
    /// leading, top, trailing, bottom.
    var readableConstraints: [NSLayoutConstraint] = []
}
