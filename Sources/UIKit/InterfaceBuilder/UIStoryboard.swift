import Foundation

/// A storyboard (a `.storyboard` document as Xcode writes it): scenes of view controllers
/// made on demand, as UIKit's `UIStoryboard`.
///
/// Each call makes a new controller of the scene, with its view, constraints and outlets
/// loaded from the document (see ``UINib`` for what is read). Segues and container
/// relationships are not followed yet.
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

    private func readable() -> IBElement? {
        switch document {
        case .success(let root): return root
        case .failure(let error):
            LayoutDiagnostics.error("UIStoryboard: could not load \(documentName): \(error)")
            return nil
        }
    }

    /// The view controllers of every scene (`<scene><objects><viewController …>`).
    private func controllers(in root: IBElement) -> [IBElement] {
        (root.child("scenes")?.children ?? []).flatMap { scene in
            (scene.child("objects")?.children ?? []).filter { $0.name.hasSuffix("ViewController") || $0.name == "viewController" }
        }
    }

    private func make(_ element: IBElement, _ root: IBElement) -> UIViewController? {
        guard element.name == "viewController" else {
            LayoutDiagnostics.error("\(documentName), line \(element.line): <\(element.name)> scenes are not supported yet.")
            return nil
        }
        var loader = InterfaceBuilderLoader(documentName: documentName, owner: nil, bundle: bundle)
        return loader.loadController(element, document: root)
    }
}
