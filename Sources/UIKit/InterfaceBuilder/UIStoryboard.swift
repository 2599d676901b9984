import Foundation

/// A storyboard (a `.storyboard` document as Xcode writes it): scenes of view controllers
/// made on demand, as UIKit's `UIStoryboard`.
///
/// Each call makes a new controller of the scene, with its view, constraints and outlets
/// loaded from the document (see ``UINib`` for what is read). Navigation, tab bar and table
/// view controller scenes are made with their relationships (a navigation controller's
/// root, a tab bar controller's tabs), navigation items and tab bar items; segues are kept
/// on their source controller and performed by its controls, bar items and
/// ``UIViewController/performSegue(withIdentifier:sender:)`` (StoryboardScenes.swift).
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    private let document: Result<IBElement, InterfaceBuilderError>
    let documentName: String
    /// Where the document's images are looked for.
    let bundle: Bundle

    /// The storyboard `name.storyboard` in `storyboardBundleOrNil` (the main bundle if nil),
    /// found as ``UINib`` finds documents.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let file = name + ".storyboard"
        documentName = file
        bundle = storyboardBundleOrNil ?? .main
        let searched = UINib.candidates(for: file, in: storyboardBundleOrNil ?? .main)
        guard let url = searched.first(where: { FileManager.default.fileExists(atPath: $0.path) }),
              let data = try? Data(contentsOf: url) else {
            document = .failure(.notFound(name: file, searched: searched.map(\.path)))
            return
        }
        do throws(InterfaceBuilderError) {
            document = .success(try IBXMLReader.read(data))
        } catch {
            document = .failure(error)
        }
    }

    /// A storyboard from its XML (for tests and documents made at run time).
    public init(data: Data, name: String = "storyboard data", bundle: Bundle = .main) {
        documentName = name
        self.bundle = bundle
        do throws(InterfaceBuilderError) {
            document = .success(try IBXMLReader.read(data))
        } catch {
            document = .failure(error)
        }
    }

    /// A new controller of the initial scene (the document's `initialViewController`), or
    /// nil when there is none.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let root = readable() else { return nil }
        guard let id = root["initialViewController"] else {
            LayoutDiagnostics.error("\(documentName), line \(root.line): the storyboard has no initial view controller.")
            return nil
        }
        guard let element = controllers(in: root).first(where: { $0["id"] == id }) else {
            LayoutDiagnostics.error("\(documentName), line \(root.line): the initial view controller '\(id)' is not in any scene.")
            return nil
        }
        return make(element, root)
    }

    /// A new controller of the scene whose Storyboard ID is `identifier`. UIKit raises for
    /// an unknown identifier; here it is logged and a plain controller is returned.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let root = readable() else { return UIViewController() }
        guard let element = controllers(in: root).first(where: { $0["storyboardIdentifier"] == identifier }) else {
            LayoutDiagnostics.error("\(documentName), line \(root.line): storyboard doesn't contain a view controller with identifier '\(identifier)'; returning a plain UIViewController.")
            return UIViewController()
        }
        if let controller = make(element, root) { return controller }
        LayoutDiagnostics.error("\(documentName), line \(element.line): the scene '\(identifier)' could not be made (see above); returning a plain UIViewController.")
        return UIViewController()
    }

    func readable() -> IBElement? {
        switch document {
        case .success(let root): return root
        case .failure(let error):
            LayoutDiagnostics.error("UIStoryboard: could not load \(documentName): \(error)")
            return nil
        }
    }

    /// The view controllers of every scene (`<scene><objects><viewController …>`).
    func controllers(in root: IBElement) -> [IBElement] {
        (root.child("scenes")?.children ?? []).flatMap { scene in
            (scene.child("objects")?.children ?? []).filter { $0.name.hasSuffix("Controller") && $0.name != "placeholder" }
        }
    }
}
