import Cassowary
import Foundation

/// One linear relation between two items' layout attributes:
/// `firstItem.firstAttribute (==|<=|>=) multiplier × secondItem.secondAttribute + constant`,
/// at a ``priority``.
///
/// Only ``constant``, ``priority`` (not across required/optional while installed),
/// ``isActive`` and ``identifier`` change after creation. Invalid constraints (see
/// ``LayoutError``) are logged when created and never install. A constraint holds its
/// items weakly; the view it is installed on holds it.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The first item (a view or a layout guide), held weakly.
    open var firstItem: AnyObject? { firstItemReference.object }
    /// The second item, `nil` for a constant-only constraint; held weakly.
    open var secondItem: AnyObject? { secondItemReference.object }
    private let firstItemReference: UnretainedReference<AnyObject>
    private let secondItemReference: UnretainedReference<AnyObject>
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The second item's attribute (`notAnAttribute` without a second item).
    public let secondAttribute: Attribute
    /// The relation.
    public let relation: Relation
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat
    /// A name shown in logs and descriptions.
    @exclusivity(unchecked) open var identifier: String?
    /// Set by the visual-format binder on standard spacings, so they print `NSSpace(…)`.
    var visualFormatOrigin: VisualFormatConstraintOrigin?

    /// The constant term. Setting it updates the engine incrementally; a non-finite value
    /// is refused with a logged error.
    open var constant: CGFloat {
        get { storedConstant }
        set {
            guard newValue.isFinite else {
                LayoutDiagnostics.report(.nonFiniteConstant(constraint: description, value: Double(newValue)))
                return
            }
            guard newValue != storedConstant else { return }
            storedConstant = newValue
            LayoutPassRecorder.current?.noteCause("constant = \(newValue.formattedG) on \(LayoutPassRecorder.name(of: self))", in: firstView)
            engineRelevantChange(constantOnly: true)
        }
    }

    /// The priority. Changing between required and optional while installed, or to a
    /// value outside `0 < p <= 1000`, is refused with a logged error.
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            guard newValue.isValid else {
                LayoutDiagnostics.report(.invalidPriority(constraint: description, value: newValue.rawValue))
                return
            }
            guard newValue != storedPriority else { return }
            if isActive && newValue.isRequired != storedPriority.isRequired {
                LayoutDiagnostics.report(.requiredPriorityMutation(constraint: description, new: newValue.rawValue, old: storedPriority.rawValue))
                return
            }
            LayoutPassRecorder.current?.noteCause("priority = \(newValue.rawValue) on \(LayoutPassRecorder.name(of: self))", in: firstView)
            storedPriority = newValue
            engineRelevantChange()
        }
    }

    /// Whether the constraint is installed. Setting true installs it on the closest
    /// common ancestor of its items; false removes it.
    open var isActive: Bool {
        get { activeFlag }
        set {
            if newValue { NSLayoutConstraint.activate([self]) } else { NSLayoutConstraint.deactivate([self]) }
        }
    }

    // Read and written by every activation and stack arrangement: unchecked, as
    // `UIView`'s stored properties are (see there).
    @exclusivity(unchecked) var storedConstant: CGFloat
    @exclusivity(unchecked) var storedPriority: UILayoutPriority = .required
    @exclusivity(unchecked) var activeFlag = false
    /// The view whose ``UIView/constraints`` holds this constraint while active.
    var container: UIView? {
        get { containerReference.object }
        set { containerReference = UnretainedReference(newValue) }
    }
    @exclusivity(unchecked) private var containerReference = UnretainedReference<UIView>(nil)
    /// Creation order, for deterministic logs.
    let serial: Int
    /// Why the constraint can never install, found at creation.
    @exclusivity(unchecked) public internal(set) var validationError: LayoutError?

    private static var nextSerial = 0
    /// Whether creating an invalid constraint logs why; the Interface Builder loader turns
    /// it off around the constraints it makes and reports them with the document's line.
    static var logsValidationErrors = true

    /// Creates a constraint
    /// `view1.attr1 relation multiplier × view2.attr2 + constant` at the required priority.
    ///
    /// Invalid input (see ``LayoutError``) is logged now, stored in ``validationError``,
    /// and the constraint then refuses to activate.
    ///
    /// The items are `Any`, as in UIKit's Swift API (code passes a protocol existential or
    /// `Self`); anything but a view or layout guide is an ``LayoutError/invalidItem(constraint:)``.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        NSLayoutConstraint.nextSerial += 1
        serial = NSLayoutConstraint.nextSerial
        // Held unowned: only a class instance (a value would be boxed, and the box freed).
        func instance(_ item: Any) -> AnyObject? { type(of: item) is AnyClass ? item as AnyObject : nil }
        firstItemReference = UnretainedReference(instance(view1))
        secondItemReference = UnretainedReference(view2.flatMap(instance))
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        storedConstant = c
        super.init()
        let secondIsAValue = view2 != nil && secondItemReference.object == nil
        if let error = secondIsAValue ? .invalidItem(constraint: description) : validate(secondAttributeGiven: attr2) {
            validationError = error
            if NSLayoutConstraint.logsValidationErrors { LayoutDiagnostics.report(error) }
        }
    }

    /// Creates a constraint with no items, as `NSObject`'s `init()` does for UIKit's:
    /// `firstItem` is `nil`, both attributes are `.notAnAttribute`, and activating it
    /// fails with ``LayoutError/invalidItem(constraint:)``.
    public override init() {
        NSLayoutConstraint.nextSerial += 1
        serial = NSLayoutConstraint.nextSerial
        firstItemReference = UnretainedReference(nil)
        secondItemReference = UnretainedReference(nil)
        firstAttribute = .notAnAttribute
        secondAttribute = .notAnAttribute
        relation = .equal
        multiplier = 1
        storedConstant = 0
        super.init()
        validationError = .invalidItem(constraint: description)
    }

    deinit {
        AssociatedObjects.objectWillGo(ObjectIdentifier(self))
    }

    /// For subclasses made by the library (autoresizing constraints).
    init(uncheckedItem view1: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation,
         toItem view2: AnyObject?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        NSLayoutConstraint.nextSerial += 1
        serial = NSLayoutConstraint.nextSerial
        firstItemReference = UnretainedReference(view1)
        secondItemReference = UnretainedReference(view2)
        firstAttribute = attr1
        secondAttribute = attr2
        self.relation = relation
        self.multiplier = multiplier
        storedConstant = c
    }

    /// The UIKit rules: which attributes may pair, finite numbers, items that are views.
    private func validate(secondAttributeGiven attr2: Attribute) -> LayoutError? {
        // Only failures pay for the description.
        var text: String { description }
        // Each item read once: every read resolves the unretained reference and retains.
        let second = secondItem
        let hasSecond = second != nil
        guard layoutItem(firstItem) != nil, !hasSecond || layoutItem(second) != nil else { return .invalidItem(constraint: text) }
        guard multiplier.isFinite else { return .nonFiniteMultiplier(constraint: text, value: Double(multiplier)) }
        guard storedConstant.isFinite else { return .nonFiniteConstant(constraint: text, value: Double(storedConstant)) }
        guard firstAttribute != .notAnAttribute else { return .missingAttribute(constraint: text) }
        if hasSecond && attr2 == .notAnAttribute { return .missingAttribute(constraint: text) }
        let kind1 = firstAttribute.kind
        if kind1 != .size && (!hasSecond || multiplier == 0) {
            return .locationEqualToConstant(constraint: text)
        }
        guard hasSecond else { return nil }
        let kind2 = secondAttribute.kind
        // Sizes pair with sizes and positions with positions. UIKit's initializer accepts
        // an x position with a y position (`top == left`); only the anchors refuse it.
        if (kind1 == .size) != (kind2 == .size) { return .invalidPairing(constraint: text) }
        if (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontalEdge)
            || (firstAttribute.isAbsoluteHorizontalEdge && secondAttribute.isDirectional) {
            return .mixedDirectionalAttributes(constraint: text)
        }
        return nil
    }

    /// The first item as a view.
    var firstView: UIView? { firstItem as? UIView }
    /// The second item as a view.
    var secondView: UIView? { secondItem as? UIView }
    /// The first item (a view or a guide).
    var firstLayoutItem: (any LayoutItem)? { layoutItem(firstItem) }
    /// The second item (a view or a guide).
    var secondLayoutItem: (any LayoutItem)? { layoutItem(secondItem) }

    /// A constant or priority change: re-solve incrementally (window) or note it (no window).
    private func engineRelevantChange(constantOnly: Bool = false) {
        guard activeFlag, let holder = container else { return }
        holder.invalidateFittingEngines()
        guard let engine = holder.currentEngine() else { holder.markTreeConstraintsChanged(); return }
        if constantOnly { engine.updateConstant(self) } else { engine.reinstall(self) }
    }

    // MARK: Activation

    /// Activates every constraint as one engine batch (faster than one by one). Invalid
    /// constraints and constraints whose items share no ancestor are logged and skipped.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        var engines: [LayoutEngine] = []
        for constraint in constraints where !constraint.activeFlag {
            if let error = constraint.validationError {
                LayoutDiagnostics.report(error)
                continue
            }
            guard let item1 = constraint.firstLayoutItem else { continue }
            LayoutPassRecorder.current?.noteCause("activated \(LayoutPassRecorder.name(of: constraint))", in: constraint.firstView)
            let item2 = constraint.secondLayoutItem
            // No closures here: a closure reading an item is main-actor isolated, and passed
            // to `map` or `allSatisfy` it checked its executor at every call (about 220
            // instructions, twice a constraint).
            guard let view1 = item1.hierarchyView, item2 == nil || item2?.hierarchyView != nil,
                  constraint.extraLayoutItemsAreInHierarchy else {
                LayoutDiagnostics.report(.layoutGuideNotInView(constraint: constraint.description))
                continue
            }
            // The holder contains every item's view: the second's, then any offset origins'.
            var holder = view1
            var unrelated: (item: any LayoutItem, attribute: Attribute)?
            if let item2, let view2 = item2.hierarchyView {
                if let common = holder.closestCommonAncestor(with: view2) { holder = common } else { unrelated = (item2, constraint.secondAttribute) }
            }
            for item in constraint.extraLayoutItems where unrelated == nil {
                guard let view = item.hierarchyView, let common = holder.closestCommonAncestor(with: view) else {
                    unrelated = (item, constraint.firstAttribute)
                    break
                }
                holder = common
            }
            if let unrelated {
                LayoutDiagnostics.report(.noCommonAncestor(
                    first: anchorDescription(item1, constraint.firstAttribute),
                    second: anchorDescription(unrelated.item, unrelated.attribute)))
                continue
            }
            if let engine = holder.currentEngine() {
                // A loop, not `contains(where:)`: the closure checked its executor at every call.
                var batched = false
                for other in engines where other === engine {
                    batched = true
                    break
                }
                if !batched {
                    engine.beginBatch()
                    engines.append(engine)
                }
            }
            constraint.install(on: holder)
        }
        for engine in engines { engine.endBatch() }
    }

    /// Deactivates every constraint, one at a time (removals need no batch: each leaves
    /// the solver at once).
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where constraint.activeFlag {
            LayoutPassRecorder.current?.noteCause("deactivated \(LayoutPassRecorder.name(of: constraint))", in: constraint.firstView)
            constraint.uninstall()
        }
    }

    /// Records the constraint on `holder` and the items, and adds it to the engine.
    func install(on holder: UIView) {
        activeFlag = true
        container = holder
        holder.engineState.installedConstraints.append(self)
        firstLayoutItem?.involve(self)
        secondLayoutItem?.involve(self)
        for item in extraLayoutItems { item.involve(self) }
        // Margin attributes are the margins guide's edges: make sure it exists.
        if firstAttribute.isMargin { _ = firstView?.layoutMarginsGuide }
        if secondAttribute.isMargin { _ = secondView?.layoutMarginsGuide }
        holder.invalidateFittingEngines()
        if let engine = holder.currentEngine() { engine.install(self) } else { holder.markTreeConstraintsChanged() }
    }

    /// Removes the constraint from its holder, the items and the engine.
    func uninstall() {
        activeFlag = false
        firstLayoutItem?.involvingConstraints[ObjectKey(self)] = nil
        secondLayoutItem?.involvingConstraints[ObjectKey(self)] = nil
        for item in extraLayoutItems { item.involvingConstraints[ObjectKey(self)] = nil }
        guard let holder = container else { return }
        container = nil
        if let index = holder.engineState.installedConstraints.lastIndex(where: { $0 === self }) { holder.engineState.installedConstraints.remove(at: index) }
        holder.invalidateFittingEngines()
        if let engine = holder.currentEngine() { engine.uninstall(self) } else { holder.markTreeConstraintsChanged() }
    }

    static func anchorDescription(_ item: any LayoutItem, _ attribute: Attribute) -> String {
        let type: String
        switch attribute.kind {
        case .xPosition: type = "NSLayoutXAxisAnchor"
        case .yPosition: type = "NSLayoutYAxisAnchor"
        case .size: type = "NSLayoutDimension"
        case .none: type = "NSLayoutAnchor"
        }
        return "<\(type):\(addressString(of: item)) \"\(item.layoutItemName).\(attribute.name)\">"
    }

    /// The text UIKit prints for this constraint (see `NSLayoutConstraint+Description.swift`).
    nonisolated open override var description: String { mainActorUnchecked { layoutDescription } }

    /// The value of a property by its Objective-C key-value coding name, for code that
    /// reads constraints that way (see NSLayoutConstraint+KeyValueCoding.swift).
    open func value(forKey key: String) -> Any? { keyValueCodingValue(forKey: key) }

    /// The description; autoresizing constraints print their own form.
    var layoutDescription: String { standardDescription }

    /// The solver's form of this constraint in `engine`, or `nil` if an item is gone.
    func makeSolverConstraint(in engine: LayoutEngine) -> Cassowary.Constraint? {
        engine.standardSolverConstraint(for: self)
    }

    /// Items the constraint relates besides the first and second (the origins of
    /// ``NSLayoutDimension`` offsets, `anchorWithOffset(to:)`).
    var extraLayoutItems: [any LayoutItem] { [] }

    /// Whether every item of ``extraLayoutItems`` is in a view hierarchy.
    var extraLayoutItemsAreInHierarchy: Bool {
        for item in extraLayoutItems where item.hierarchyView == nil { return false }
        return true
    }
}

extension UIView {
    /// What ``addConstraint(_:)`` does (declared in the class, where it can be `open`).
    func performAddConstraint(_ constraint: NSLayoutConstraint) {
        guard !constraint.activeFlag else { return }
        if let error = constraint.validationError { LayoutDiagnostics.report(error); return }
        guard let view1 = constraint.firstLayoutItem?.hierarchyView, view1.isDescendant(of: self),
              constraint.secondLayoutItem.map({ $0.hierarchyView?.isDescendant(of: self) ?? false }) ?? true,
              constraint.extraLayoutItems.allSatisfy({ $0.hierarchyView?.isDescendant(of: self) ?? false }) else {
            LayoutDiagnostics.report(.hierarchyNotPrepared(constraint: constraint.description))
            return
        }
        constraint.install(on: self)
    }

    /// What ``addConstraints(_:)`` does (declared in the class, where it can be `open`).
    func performAddConstraints(_ constraints: [NSLayoutConstraint]) {
        let engine = currentEngine()
        engine?.beginBatch()
        for constraint in constraints { addConstraint(constraint) }
        engine?.endBatch()
    }

    /// What ``removeConstraint(_:)`` does (declared in the class, where it can be `open`).
    func performRemoveConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self else { return }
        constraint.uninstall()
    }

    /// What ``removeConstraints(_:)`` does (declared in the class, where it can be `open`).
    func performRemoveConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }
}
