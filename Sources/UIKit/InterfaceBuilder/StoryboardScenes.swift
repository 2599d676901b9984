import Foundation

/// How a storyboard makes its scenes: a controller of any kind, then what the scene says
/// around it (navigation item, tab bar item, relationships to other scenes, segues).
extension UIStoryboard {
    /// Scenes nest through relationships; deeper than this is a cycle in the document.
    private static let deepestRelationship = 16

    /// A new controller of the scene whose controller has the document id `id`, or nil
    /// (reported with `line`, the referring element's).
    func makeScene(id: String, line: Int) -> UIViewController? {
        guard let root = readable() else { return nil }
        guard let element = controllers(in: root).first(where: { $0["id"] == id }) else {
            LayoutDiagnostics.error("\(documentName), line \(line): no scene has the view controller '\(id)'.")
            return nil
        }
        return make(element, root)
    }

    /// A new controller of the scene `element`: its kind's class (or its custom class),
    /// its view and outlets, then its items, relationships and segues.
    func make(_ element: IBElement, _ root: IBElement, depth: Int = 0) -> UIViewController? {
        guard depth < Self.deepestRelationship else {
            LayoutDiagnostics.error("\(documentName), line \(element.line): relationships nest more than \(Self.deepestRelationship) deep (a cycle?); left out.")
            return nil
        }
        let baseClass: UIViewController.Type
        switch element.name {
        case "viewController": baseClass = UIViewController.self
        case "tableViewController": baseClass = UITableViewController.self
        case "navigationController": baseClass = UINavigationController.self
        case "tabBarController": baseClass = UITabBarController.self
        default:
            LayoutDiagnostics.error("\(documentName), line \(element.line): <\(element.name)> scenes are not supported yet.")
            return nil
        }
        var loader = InterfaceBuilderLoader(documentName: documentName, owner: nil, bundle: bundle)
        guard let controller = loader.loadController(element, document: root, baseClass: baseClass) else { return nil }
        controller.storyboard = self
        if let title = element["title"], controller.title == nil { controller.title = title }
        if let item = element.child(key: "navigationItem") { applyNavigationItem(item, to: controller, objects: loader.objects) }
        if let item = element.child(key: "tabBarItem") { applyTabBarItem(item, to: controller, loader: loader) }
        if let bar = element.child(key: "navigationBar"), let navigation = controller as? UINavigationController {
            if let translucent = bar["translucent"] { navigation.navigationBar.isTranslucent = translucent != "NO" }
            if bar["prefersLargeTitles"] == "YES" { navigation.navigationBar.prefersLargeTitles = true }
        }
        var tabs: [UIViewController] = []
        for segue in element.child("connections")?.children ?? [] where segue.name == "segue" {
            guard segue["kind"] == "relationship" else {
                if let template = template(segue) { controller.segueTemplates.append(template) }
                continue
            }
            guard let id = segue["destination"],
                  let destination = controllers(in: root).first(where: { $0["id"] == id }) else {
                LayoutDiagnostics.error("\(documentName), line \(segue.line): the relationship names no scene ('\(segue["destination"] ?? "")'); left out.")
                continue
            }
            guard let child = make(destination, root, depth: depth + 1) else { continue }
            switch (segue["relationship"], controller) {
            case ("rootViewController"?, let navigation as UINavigationController):
                navigation.setViewControllers([child], animated: false)
            case ("viewControllers"?, is UITabBarController):
                tabs.append(child)
            case (let relationship, _):
                LayoutDiagnostics.error("\(documentName), line \(segue.line): the relationship '\(relationship ?? "")' of a <\(element.name)> is not supported; left out.")
            }
        }
        if let tabBarController = controller as? UITabBarController, !tabs.isEmpty {
            tabBarController.viewControllers = tabs
        }
        if let view = element.child(key: "view") { wireControlSegues(in: view, objects: loader.objects, of: controller) }
        return controller
    }

    /// A segue element kept as a template, or nil (reported) for one that cannot be.
    private func template(_ segue: IBElement) -> StoryboardSegueTemplate? {
        let kind: StoryboardSegueTemplate.Kind
        switch segue["kind"] {
        case "show"?, "push"?: kind = .show
        case "showDetail"?: kind = .showDetail
        case "presentation"?, "modal"?: kind = .presentation
        case let other:
            LayoutDiagnostics.error("\(documentName), line \(segue.line): '\(other ?? "")' segues are not supported yet; left out.")
            return nil
        }
        guard let destination = segue["destination"] else {
            LayoutDiagnostics.error("\(documentName), line \(segue.line): the segue has no destination; left out.")
            return nil
        }
        return StoryboardSegueTemplate(identifier: segue["identifier"], destinationID: destination, kind: kind,
                                       presentationStyle: Self.presentationStyle(segue["modalPresentationStyle"]),
                                       line: segue.line, storyboard: self)
    }

    private static func presentationStyle(_ name: String?) -> UIModalPresentationStyle? {
        switch name {
        case "fullScreen"?: .fullScreen
        case "pageSheet"?: .pageSheet
        case "formSheet"?: .formSheet
        case "overFullScreen"?: .overFullScreen
        case "overCurrentContext"?: .overCurrentContext
        case "currentContext"?: .currentContext
        case "popover"?: .popover
        case "automatic"?: .automatic
        default: nil
        }
    }

    /// The controls of the scene's view that trigger segues (`<button><connections><segue>`).
    private func wireControlSegues(in view: IBElement, objects: [String: AnyObject], of controller: UIViewController) {
        var pending = [view]
        while let element = pending.popLast() {
            pending += element.children
            for segue in element.child("connections")?.children ?? [] where segue.name == "segue" {
                guard let template = template(segue) else { continue }
                guard let control = element["id"].flatMap({ objects[$0] }) as? UIControl else {
                    LayoutDiagnostics.error("\(documentName), line \(segue.line): a segue from a <\(element.name)> (not a control) is not supported yet; left out.")
                    continue
                }
                controller.segueTemplates.append(template)
                control.addAction(UIAction { [weak controller, weak control] _ in
                    controller?.performTriggeredSegue(template, sender: control)
                }, for: .primaryActionTriggered)
            }
        }
    }

    /// `<navigationItem key="navigationItem">`: the title, the large-title mode and the bar
    /// button items, whose actions reach the controller (``UINibConnecting``) and whose
    /// segues it performs.
    private func applyNavigationItem(_ element: IBElement, to controller: UIViewController, objects: [String: AnyObject]) {
        let item = controller.navigationItem
        if let title = element["title"] { item.title = title }
        switch element["largeTitleDisplayMode"] {
        case "always"?: item.largeTitleDisplayMode = .always
        case "never"?: item.largeTitleDisplayMode = .never
        default: break
        }
        if let back = element["backButtonTitle"] { item.backButtonTitle = back }
        for child in element.children {
            switch child["key"] ?? child.name {
            case "leftBarButtonItem": item.leftBarButtonItems = [barButtonItem(child, of: controller, objects: objects)]
            case "rightBarButtonItem": item.rightBarButtonItems = [barButtonItem(child, of: controller, objects: objects)]
            case "backBarButtonItem": item.backBarButtonItem = barButtonItem(child, of: controller, objects: objects)
            case "leftBarButtonItems":
                item.leftBarButtonItems = child.children.filter { $0.name == "barButtonItem" }.map { barButtonItem($0, of: controller, objects: objects) }
            case "rightBarButtonItems":
                item.rightBarButtonItems = child.children.filter { $0.name == "barButtonItem" }.map { barButtonItem($0, of: controller, objects: objects) }
            default: break
            }
        }
    }

    /// A `<barButtonItem>`: a system item or a titled one; its action or segue runs when
    /// it is tapped.
    private func barButtonItem(_ element: IBElement, of controller: UIViewController, objects: [String: AnyObject]) -> UIBarButtonItem {
        var run: [(UIBarButtonItem) -> Void] = []
        for connection in element.child("connections")?.children ?? [] {
            switch connection.name {
            case "segue":
                guard let template = template(connection) else { continue }
                controller.segueTemplates.append(template)
                run.append { [weak controller] item in controller?.performTriggeredSegue(template, sender: item) }
            case "action":
                let selector = connection["selector"] ?? ""
                let target = connection["destination"].flatMap { objects[$0] } ?? controller
                let documentName = self.documentName
                run.append { [weak target] item in
                    guard let target else { return }
                    if (target as? UINibConnecting)?.performAction(selector, sender: item) != true {
                        LayoutDiagnostics.error("\(documentName): \(type(of: target)) did not perform the bar button action '\(selector)' (adopt UINibConnecting).")
                    }
                }
            default:
                break
            }
        }
        let handlers = run
        let button = WeakBarItem()
        let action = UIAction(title: element["title"] ?? "") { [weak controller] _ in
            guard controller != nil, let item = button.item else { return }
            for handler in handlers { handler(item) }
        }
        let made: UIBarButtonItem
        if let system = element["systemItem"].flatMap(Self.systemItem) {
            made = UIBarButtonItem(systemItem: system, primaryAction: action)
        } else {
            made = UIBarButtonItem(title: element["title"], primaryAction: action)
        }
        if element["style"] == "done" { made.style = .done }
        if let tag = element["tag"].flatMap(Int.init) { made.tag = tag }
        button.item = made
        return made
    }

    private static func systemItem(_ name: String) -> UIBarButtonItem.SystemItem? {
        let all: [UIBarButtonItem.SystemItem] = [.done, .cancel, .edit, .save, .add, .flexibleSpace, .fixedSpace, .compose, .reply,
                                                 .action, .organize, .bookmarks, .search, .refresh, .stop, .camera, .trash, .play,
                                                 .pause, .rewind, .fastForward, .undo, .redo, .pageCurl, .close]
        return all.first { "\($0)" == name }
    }

    /// `<tabBarItem key="tabBarItem" title="…" image="…" tag="…">`.
    private func applyTabBarItem(_ element: IBElement, to controller: UIViewController, loader: InterfaceBuilderLoader) {
        let image = element["image"].flatMap { loader.image(named: $0, at: element) }
        controller.tabBarItem = UITabBarItem(title: element["title"], image: image, tag: element["tag"].flatMap(Int.init) ?? 0)
    }
}

/// The bar button item an action reports as its sender (made after the action).
@MainActor
private final class WeakBarItem {
    weak var item: UIBarButtonItem?
}
