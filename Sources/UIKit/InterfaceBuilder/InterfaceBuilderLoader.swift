import Foundation

/// Builds the objects of one Interface Builder document: views with their properties and
/// subviews, layout guides, constraints, outlets and actions, then `awakeFromNib()`.
///
/// Problems in the document (an unknown class, an outlet the owner does not have, a
/// constraint naming an unknown id) are logged with the document's name, the line and the
/// id, and the rest still loads.
@preconcurrency @MainActor
struct InterfaceBuilderLoader {
    let documentName: String
    let owner: AnyObject?
    /// Where the document's images are looked for.
    let bundle: Bundle
    /// Objects by document id (views, layout guides, the owner).
    private(set) var objects: [String: AnyObject] = [:]
    /// Every object made, in document order (for `awakeFromNib`).
    private(set) var made: [AnyObject] = []
    private var resources: [String: IBElement] = [:]
    /// Elements that hold connections, with the object they belong to.
    private var connectionHolders: [(IBElement, AnyObject)] = []
    /// Views with a `<constraints>` list.
    private var constraintHolders: [(IBElement, UIView)] = []
    /// Views with `<variation>` elements.
    private var variationHolders: [(IBElement, UIView)] = []
    /// Constraints made, by document id.
    private var constraintsByID: [String: NSLayoutConstraint] = [:]

    init(documentName: String, owner: AnyObject?, bundle: Bundle = .main) {
        self.documentName = documentName
        self.owner = owner
        self.bundle = bundle
    }

    /// The image a document names, from the bundle's resources; nil (reported with the
    /// line) when there is none.
    func image(named name: String, at element: IBElement) -> UIImage? {
        if let found = NamedImageCache.shared.image(named: name, bundle: bundle, preferredScale: UIScreen.main.scale, reportsMissing: false) {
            return UIImage(bitmap: found.bitmap, scale: found.scale)
        }
        report("no image named '\(name)' among the resources (the image view shows none).", at: element)
        return nil
    }

    func report(_ message: String, at element: IBElement) {
        LayoutDiagnostics.error("\(documentName), line \(element.line): \(message)")
    }

    /// Loads the document whose root is `root`; the top-level objects (placeholders
    /// excluded), in document order.
    mutating func load(_ root: IBElement) throws(InterfaceBuilderError) -> [AnyObject] {
        guard root.name == "document" else { throw .notADocument(root: root.name, line: root.line) }
        readResources(of: root)
        checkValues(in: root)
        var topLevel: [AnyObject] = []
        for element in root.child("objects")?.children ?? [] {
            switch element.name {
            case "placeholder":
                if element["placeholderIdentifier"] == "IBFilesOwner", let owner, let id = element["id"] {
                    objects[id] = owner
                    connectionHolders.append((element, owner))
                }
            default:
                if let view = makeView(element) { topLevel.append(view) }
            }
        }
        finish()
        return topLevel
    }

    /// Loads one storyboard scene's view controller (`element`, a `<viewController>`):
    /// the controller through `init?(coder:)`, its view and the scene's connections.
    mutating func loadController(_ element: IBElement, document root: IBElement,
                                 baseClass: UIViewController.Type = UIViewController.self) -> UIViewController? {
        readResources(of: root)
        checkValues(in: element)
        var controllerClass: UIViewController.Type = baseClass
        if let custom = element["customClass"] {
            if let found = InterfaceBuilderClasses.lookUp(custom, module: element["customModule"]) as? UIViewController.Type,
               Self.isClass(found, kindOf: baseClass) {
                controllerClass = found
            } else {
                report("unknown \(baseClass) subclass '\(custom)' (register it with InterfaceBuilderClasses.register); using \(baseClass).", at: element)
            }
        }
        let coder = InterfaceBuilderCoder(element: element, documentName: documentName)
        guard let controller = controllerClass.init(coder: coder) ?? UIViewController(coder: coder) else {
            report("\(controllerClass)'s init(coder:) returned nil.", at: element)
            return nil
        }
        if let id = element["id"] { objects[id] = controller }
        made.append(controller)
        InterfaceBuilderRuntimeAttributes.apply(element, to: controller, loader: self)
        if let viewElement = element.children.first(where: { $0["key"] == "view" }), let view = makeView(viewElement) {
            controller.view = view
        }
        addLayoutSupportGuides(element, of: controller)
        connectionHolders.append((element, controller))
        finish()
        controller.deferDocumentView()
        return controller
    }

    /// The top and bottom layout guides older documents constrain views to
    /// (`<layoutGuides><viewControllerLayoutGuide type="top" id="…"/>`): the controller's
    /// `topLayoutGuide` and `bottomLayoutGuide`, which end at the safe area.
    private mutating func addLayoutSupportGuides(_ element: IBElement, of controller: UIViewController) {
        for guide in element.child("layoutGuides")?.children ?? [] where guide.name == "viewControllerLayoutGuide" {
            guard let id = guide["id"] else {
                report("a <viewControllerLayoutGuide> has no id; left out.", at: guide)
                continue
            }
            switch guide["type"] {
            case "top"?: objects[id] = controller.layoutSupportGuide(top: true)
            case "bottom"?: objects[id] = controller.layoutSupportGuide(top: false)
            case let other:
                report("layout guide \(id) has the type '\(other ?? "")', not top or bottom; left out.", at: guide)
            }
        }
    }

    /// Attributes that are numbers wherever they appear (`value` only on some elements).
    static let numericAttributes: Set<String> = [
        "x", "y", "width", "height", "red", "green", "blue", "white", "alpha", "pointSize", "top", "left", "bottom", "right",
        "constant", "priority", "tag", "numberOfLines", "rowHeight", "estimatedRowHeight", "sectionHeaderHeight",
        "sectionFooterHeight", "spacing", "minValue", "maxValue", "horizontalHuggingPriority", "verticalHuggingPriority",
        "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
    ]
    static let integerAttributes: Set<String> = ["tag", "numberOfLines"]
    static let elementsWithNumericValue: Set<String> = ["slider", "integer", "real", "progressView", "stepper"]

    /// Reports every numeric attribute under `root` that is not a finite number (or, for
    /// the whole-number ones, too large for one); the loader then ignores it.
    private func checkValues(in root: IBElement) {
        var pending = [root]
        while let element = pending.popLast() {
            pending += element.children.reversed()
            // A constraint's numbers are checked as it is made (it is then left out).
            if element.name == "constraint" { continue }
            for (key, value) in element.attributes.sorted(by: { $0.key < $1.key }) {
                guard Self.numericAttributes.contains(key) || (key == "value" && Self.elementsWithNumericValue.contains(element.name)) else { continue }
                if element.number(key) == nil {
                    report("\(key)=\"\(value.prefix(40))\" on <\(element.name)> is not a finite number; ignored.", at: element)
                } else if Self.integerAttributes.contains(key), element.integer(key) == nil {
                    report("\(key)=\"\(value.prefix(40))\" on <\(element.name)> is too large for a whole number; ignored.", at: element)
                }
            }
        }
    }

    private mutating func readResources(of root: IBElement) {
        for resource in root.child("resources")?.children ?? [] {
            if let name = resource["name"] { resources[name] = resource }
        }
    }

    /// Constraints, then connections, then `awakeFromNib` on everything made.
    private mutating func finish() {
        for (element, view) in constraintHolders { addConstraints(element, to: view) }
        applyVariations()
        for (element, object) in connectionHolders { connect(element, of: object) }
        for object in made { (object as? UIResponder)?.awakeFromNib() }
    }

    // MARK: Views

    /// Whether `aClass` is `base` or inherits from it.
    static func isClass(_ aClass: AnyClass, kindOf base: AnyClass) -> Bool {
        var current: AnyClass? = aClass
        while let candidate = current {
            if candidate == base { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    /// The UIKit class for an element name.
    static func viewClass(for name: String) -> UIView.Type? {
        switch name {
        case "view": UIView.self
        case "label": UILabel.self
        case "button": UIButton.self
        case "stackView": UIStackView.self
        case "tableView": UITableView.self
        case "collectionView": UICollectionView.self
        case "scrollView": UIScrollView.self
        case "textField": UITextField.self
        case "textView": UITextView.self
        case "switch": UISwitch.self
        case "slider": UISlider.self
        case "activityIndicatorView": UIActivityIndicatorView.self
        case "imageView": UIImageView.self
        case "collectionViewCell": UICollectionViewCell.self
        case "collectionReusableView": UICollectionReusableView.self
        case "tableViewCell": UITableViewCell.self
        default: nil
        }
    }

    /// Makes the view an element describes (its custom class if it names one), sets its
    /// properties, and makes its subviews and layout guides.
    private mutating func makeView(_ element: IBElement) -> UIView? {
        guard let base = Self.viewClass(for: element.name) else {
            report("<\(element.name)> is not supported yet; it and its subviews are left out.", at: element)
            return nil
        }
        var viewClass = base
        if let custom = element["customClass"] {
            if let found = InterfaceBuilderClasses.lookUp(custom, module: element["customModule"]) as? UIView.Type, Self.isClass(found, kindOf: base) {
                viewClass = found
            } else {
                report("unknown class '\(custom)' for <\(element.name)> id \(element["id"] ?? "?") (register it with InterfaceBuilderClasses.register); using \(base).", at: element)
            }
        }
        let coder = InterfaceBuilderCoder(element: element, documentName: documentName)
        guard let view = viewClass.init(coder: coder) ?? base.init(coder: coder) else {
            report("\(viewClass)'s init(coder:) returned nil for id \(element["id"] ?? "?").", at: element)
            return nil
        }
        populate(view, from: element)
        return view
    }

    /// The elements a cell's content view is written as (`<view key="contentView">` in
    /// older documents).
    static let contentViewElements: Set<String> = ["view", "collectionViewCellContentView", "tableViewCellContentView"]

    /// Sets up `view` from `element`: its id, properties, subviews and layout guides, and
    /// its constraints, variations and connections for ``finish()``. A cell's content view
    /// (made by the cell) is set up from the cell's `key="contentView"` child.
    private mutating func populate(_ view: UIView, from element: IBElement) {
        if let id = element["id"] { objects[id] = view }
        made.append(view)
        applyViewProperties(element, to: view)
        InterfaceBuilderRuntimeAttributes.apply(element, to: view, loader: self)
        for child in element.children {
            switch child.name {
            case "subviews":
                for sub in child.children {
                    guard let subview = makeView(sub) else { continue }
                    if let stack = view as? UIStackView { stack.addArrangedSubview(subview) } else { view.addSubview(subview) }
                }
            case "viewLayoutGuide":
                let guide: UILayoutGuide? = switch child["key"] {
                case "safeArea"?: view.safeAreaLayoutGuide
                case "layoutMargins"?: view.layoutMarginsGuide
                case "contentLayoutGuide"?: (view as? UIScrollView)?.contentLayoutGuide
                case "frameLayoutGuide"?: (view as? UIScrollView)?.frameLayoutGuide
                default: nil
                }
                if let guide, let id = child["id"] { objects[id] = guide }
            case "layoutGuides":
                for guideElement in child.children where guideElement.name == "layoutGuide" {
                    let guide = UILayoutGuide()
                    guide.identifier = guideElement["identifier"] ?? guideElement["id"] ?? ""
                    view.addLayoutGuide(guide)
                    if let id = guideElement["id"] { objects[id] = guide }
                }
            case "constraints":
                constraintHolders.append((child, view))
            case "variation":
                variationHolders.append((child, view))
            case "connections":
                connectionHolders.append((element, view))
            case let name where child["key"] == "contentView" && Self.contentViewElements.contains(name):
                guard let content = (view as? UICollectionViewCell)?.contentView ?? (view as? UITableViewCell)?.contentView else {
                    report("<\(element.name)> has a content view but is not a cell; left out.", at: child)
                    continue
                }
                // The cell sizes its content view to itself; the document's mask is empty.
                let mask = content.autoresizingMask
                populate(content, from: child)
                content.autoresizingMask = mask
            default:
                break
            }
        }
    }

    /// The properties every view has, then those of its kind.
    private func applyViewProperties(_ element: IBElement, to view: UIView) {
        if let frame = element.child("rect", key: "frame") { view.frame = IBValues.rect(frame) }
        view.autoresizingMask = element.child("autoresizingMask").map(IBValues.autoresizingMask) ?? []
        if element["translatesAutoresizingMaskIntoConstraints"] == "NO" { view.translatesAutoresizingMaskIntoConstraints = false }
        if element.flag("hidden") { view.isHidden = true }
        if let alpha = element.number("alpha") { view.alpha = CGFloat(alpha) }
        if element.flag("clipsSubviews") { view.clipsToBounds = true }
        if element["userInteractionEnabled"] == "NO" { view.isUserInteractionEnabled = false }
        if let tag = element.integer("tag") { view.tag = tag }
        if element.flag("preservesSuperviewLayoutMargins") { view.preservesSuperviewLayoutMargins = true }
        if element["insetsLayoutMarginsFromSafeArea"] == "NO" { view.insetsLayoutMarginsFromSafeArea = false }
        if let mode = IBValues.contentMode(element["contentMode"]) { view.contentMode = mode }
        switch element["semanticContentAttribute"] {
        case "forceRightToLeft"?: view.semanticContentAttribute = .forceRightToLeft
        case "forceLeftToRight"?: view.semanticContentAttribute = .forceLeftToRight
        default: break
        }
        for (attribute, axis, hugging) in [("horizontalHuggingPriority", NSLayoutConstraint.Axis.horizontal, true),
                                           ("verticalHuggingPriority", .vertical, true),
                                           ("horizontalCompressionResistancePriority", .horizontal, false),
                                           ("verticalCompressionResistancePriority", .vertical, false)] {
            guard let value = element.number(attribute) else { continue }
            guard UILayoutPriority(Float(value)).isValid else {
                report("\(attribute)=\"\(element[attribute] ?? "")\" on <\(element.name)> is outside 1–1000; ignored.", at: element)
                continue
            }
            if hugging {
                view.setContentHuggingPriority(UILayoutPriority(Float(value)), for: axis)
            } else {
                view.setContentCompressionResistancePriority(UILayoutPriority(Float(value)), for: axis)
            }
        }
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("color", "backgroundColor"?): view.backgroundColor = color(child)
            case ("accessibility", "accessibilityConfiguration"?):
                if let identifier = child["identifier"] { view.accessibilityIdentifier = identifier }
            case ("edgeInsets", "layoutMargins"?):
                view.layoutMargins = UIEdgeInsets(top: CGFloat(child.number("top") ?? 0), left: CGFloat(child.number("left") ?? 0),
                                                  bottom: CGFloat(child.number("bottom") ?? 0), right: CGFloat(child.number("right") ?? 0))
            default: break
            }
        }
        InterfaceBuilderProperties.apply(element, to: view, loader: self)
    }

    func color(_ element: IBElement) -> UIColor? {
        guard let color = IBValues.color(element, resources: resources) else {
            report("cannot read the colour \(element.attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")).", at: element)
            return nil
        }
        return color
    }

    // MARK: Constraints

    /// Collects each view's size-class variations and applies them for its traits now.
    private func applyVariations() {
        var rulesByView: [ObjectIdentifier: [SizeClassVariations.Rule]] = [:]
        var views: [UIView] = []
        for (element, view) in variationHolders {
            guard let key = element["key"], let classes = SizeClassVariations.sizeClasses(of: key) else {
                report("variation '\(element["key"] ?? "")' is not a size-class variation this loader reads; left out.", at: element)
                continue
            }
            for mask in element.children where mask.name == "mask" {
                guard mask["key"] == "constraints" else {
                    report("variation '\(key)' varies \(mask["key"] ?? "something") per size class; only constraints vary here.", at: mask)
                    continue
                }
                for entry in mask.children where entry.name == "include" || entry.name == "exclude" {
                    let reference = entry["reference"] ?? ""
                    guard let constraint = constraintsByID[reference] else {
                        report("variation '\(key)' names an unknown constraint id '\(reference)'.", at: entry)
                        continue
                    }
                    if rulesByView[ObjectIdentifier(view)] == nil { views.append(view) }
                    rulesByView[ObjectIdentifier(view), default: []].append(
                        .init(width: classes.width, height: classes.height, constraint: constraint, include: entry.name == "include"))
                }
            }
        }
        for view in views {
            let variations = SizeClassVariations(rules: rulesByView[ObjectIdentifier(view)] ?? [])
            view.engineState.sizeClassVariations = variations
            variations.apply(for: view.traitCollection)
        }
    }

    private mutating func addConstraints(_ list: IBElement, to holder: UIView) {
        for element in list.children where element.name == "constraint" {
            if element.flag("placeholder") { continue }  // removed at build time
            let id = element["id"] ?? "?"
            guard let first = item(element["firstItem"], default: holder, in: element, id: id) else { continue }
            let second: AnyObject?
            if let secondId = element["secondItem"] {
                guard let found = item(secondId, default: holder, in: element, id: id) else { continue }
                second = found
            } else {
                second = nil
            }
            guard let firstAttribute = IBValues.attribute(element["firstAttribute"]),
                  let secondAttribute = IBValues.attribute(element["secondAttribute"] ?? (second == nil ? nil : element["firstAttribute"])) else {
                report("constraint \(id) has an unknown attribute (\(element["firstAttribute"] ?? "none") / \(element["secondAttribute"] ?? "none")); left out.", at: element)
                continue
            }
            guard let multiplier = IBValues.multiplier(element["multiplier"]) else {
                report("constraint \(id) has an unreadable multiplier '\(element["multiplier"] ?? "")'; left out.", at: element)
                continue
            }
            let relation: NSLayoutConstraint.Relation
            switch element["relation"] {
            case nil: relation = .equal
            case "lessThanOrEqual"?: relation = .lessThanOrEqual
            case "greaterThanOrEqual"?: relation = .greaterThanOrEqual
            case let other?:
                report("constraint \(id) has an unknown relation '\(other)'; left out.", at: element)
                continue
            }
            if let text = element["constant"], element.number("constant") == nil {
                report("constraint \(id) has the constant '\(text.prefix(40))', not a finite number; left out.", at: element)
                continue
            }
            let priority = element["priority"] == nil ? .required : UILayoutPriority(Float(element.number("priority") ?? .nan))
            guard priority.isValid else {
                report("constraint \(id) has the priority \(element["priority"]?.prefix(40) ?? ""), outside 1–1000; left out.", at: element)
                continue
            }
            NSLayoutConstraint.logsValidationErrors = false
            let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation,
                                                toItem: second, attribute: second == nil ? .notAnAttribute : secondAttribute,
                                                multiplier: multiplier, constant: CGFloat(element.number("constant") ?? 0))
            NSLayoutConstraint.logsValidationErrors = true
            if let error = constraint.validationError {
                report("constraint \(id) is invalid (\(error)); left out.", at: element)
                continue
            }
            // Every item inside the view holding the list (never the File's Owner or a view
            // of the caller's).
            let inside = [constraint.firstLayoutItem, constraint.secondLayoutItem].allSatisfy { item in
                item == nil || item?.hierarchyView?.isDescendant(of: holder) == true
            }
            guard inside, !(first is UIViewController), !(second is UIViewController) else {
                report("constraint \(id) names an item that is not inside the \(type(of: holder)) holding the list; left out.", at: element)
                continue
            }
            if priority != .required { constraint.priority = priority }
            if let identifier = element["identifier"] { constraint.identifier = identifier }
            holder.addConstraint(constraint)
            if let elementID = element["id"] { constraintsByID[elementID] = constraint }
        }
    }

    /// The object a constraint names (`nil`: the view holding the list).
    private func item(_ id: String?, default holder: UIView, in element: IBElement, id constraintId: String) -> AnyObject? {
        guard let id else { return holder }
        if let object = objects[id] { return object }
        report("constraint \(constraintId) names an unknown item id '\(id)'; left out.", at: element)
        return nil
    }

    // MARK: Connections

    private func connect(_ element: IBElement, of object: AnyObject) {
        guard let connections = element.child("connections") else { return }
        for connection in connections.children {
            let destinationId = connection["destination"] ?? ""
            let destination = objects[destinationId]
            switch connection.name {
            case "outlet":
                let property = connection["property"] ?? ""
                guard let destination else {
                    report("outlet '\(property)' names an unknown destination id '\(destinationId)'.", at: connection)
                    continue
                }
                let connected: Bool
                if let controller = object as? UIViewController, property == "view", let view = destination as? UIView {
                    controller.view = view
                    connected = true
                } else if let delegating = Self.connectDelegate(property, of: object, to: destination) {
                    connected = delegating
                } else {
                    connected = (object as? UINibConnecting)?.setValue(destination, forOutlet: property)
                        ?? connectOutletByReflection(of: object, name: property, to: destination)
                }
                if !connected {
                    report("\(type(of: object)) has no outlet '\(property)' for \(type(of: destination)) (declare it `@Outlet var \(property): \(type(of: destination))!`).", at: connection)
                }
            case "action":
                let selector = connection["selector"] ?? ""
                guard let control = object as? UIControl else {
                    report("action '\(selector)' on \(type(of: object)), which is not a control.", at: connection)
                    continue
                }
                guard let target = destination as? UINibConnecting else {
                    report("action '\(selector)': its destination '\(destinationId)' does not adopt UINibConnecting.", at: connection)
                    continue
                }
                let event = Self.controlEvent(connection["eventType"])
                let documentName = self.documentName
                control.addAction(UIAction { [weak target, weak control] _ in
                    guard let target, target.performAction(selector, sender: control) == false else { return }
                    LayoutDiagnostics.error("\(documentName): \(type(of: target)) did not perform the action '\(selector)'.")
                }, for: event)
            default:
                break
            }
        }
    }

    /// The `dataSource` and `delegate` outlets of tables, collection views, scroll views
    /// and text fields, which are properties, not ``Outlet``s: whether the destination
    /// could be connected, or nil for another outlet.
    static func connectDelegate(_ property: String, of object: AnyObject, to destination: AnyObject) -> Bool? {
        switch (property, object) {
        case ("dataSource", let table as UITableView):
            guard let source = destination as? UITableViewDataSource else { return false }
            table.dataSource = source
        case ("delegate", let table as UITableView):
            guard let delegate = destination as? UITableViewDelegate else { return false }
            table.delegate = delegate
        case ("dataSource", let collection as UICollectionView):
            guard let source = destination as? UICollectionViewDataSource else { return false }
            collection.dataSource = source
        case ("delegate", let scroll as UIScrollView):
            guard let delegate = destination as? UIScrollViewDelegate else { return false }
            scroll.delegate = delegate
        case ("delegate", let field as UITextField):
            guard let delegate = destination as? UITextFieldDelegate else { return false }
            field.delegate = delegate
        default:
            return nil
        }
        return true
    }

    static func controlEvent(_ name: String?) -> UIControl.Event {
        switch name {
        case "touchDown"?: .touchDown
        case "valueChanged"?: .valueChanged
        case "editingChanged"?: .editingChanged
        case "editingDidBegin"?: .editingDidBegin
        case "editingDidEnd"?: .editingDidEnd
        case "editingDidEndOnExit"?: .editingDidEndOnExit
        case "primaryActionTriggered"?: .primaryActionTriggered
        default: .touchUpInside
        }
    }
}

/// Classes Interface Builder documents name in `customClass`, for those reflection cannot
/// find (`Module.Class` is tried first).
@preconcurrency @MainActor
public enum InterfaceBuilderClasses {
    private static var registered: [String: AnyClass] = [:]

    /// Registers `aClass` under its own name (and under `name`, if given).
    public static func register(_ aClass: AnyClass, as name: String? = nil) {
        registered[name ?? String(describing: aClass)] = aClass
    }

    /// The class named `name`: a registered one, else `module.name`, else `name` found
    /// by the runtime.
    static func lookUp(_ name: String, module: String?) -> AnyClass? {
        if let found = registered[name] { return found }
        if let module, let found = _typeByName("\(module).\(name)") as? AnyClass { return found }
        return _typeByName(name) as? AnyClass
    }
}
