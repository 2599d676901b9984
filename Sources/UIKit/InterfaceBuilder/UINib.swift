import Foundation

/// An Interface Builder document (a `.xib`, read as Xcode writes it) that makes its views
/// on demand, as UIKit's `UINib`.
///
/// Documents are not compiled: ``init(nibName:bundle:)`` finds `NAME.xib` among the
/// bundle's resources (SwiftPM resources: pass `Bundle.module`), next to the executable,
/// or in the current directory, and reads it once. ``instantiate(withOwner:options:)``
/// then makes the views, their constraints and connections as often as asked. A document
/// that cannot be found or read is reported when it is instantiated, which then returns
/// nothing (UIKit raises).
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Keys of the options ``instantiate(withOwner:options:)`` takes.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects the document refers to as placeholders, by identifier (kept; not used yet).
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    private let document: Result<IBElement, InterfaceBuilderError>
    /// The document's name, for messages (`Main.xib`).
    let documentName: String
    /// Where the document's resources (images) are looked for.
    let bundle: Bundle

    /// The document `name.xib` in `bundleOrNil` (the main bundle if nil).
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        let searched = UINib.candidates(for: name, in: bundleOrNil ?? .main)
        guard let url = searched.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            self.init(failure: .notFound(name: name + ".xib", searched: searched.map(\.path)), name: name + ".xib", bundle: bundleOrNil ?? .main)
            return
        }
        do {
            self.init(data: try Data(contentsOf: url), name: url.lastPathComponent, bundle: bundleOrNil ?? .main)
        } catch {
            self.init(failure: .notFound(name: name + ".xib", searched: [url.path + " (unreadable: \(error))"]), name: name + ".xib",
                      bundle: bundleOrNil ?? .main)
        }
    }

    /// A document from its XML.
    public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
        self.init(data: data, name: "nib data", bundle: bundleOrNil ?? .main)
    }

    private init(data: Data, name: String, bundle: Bundle) {
        documentName = name
        self.bundle = bundle
        do throws(InterfaceBuilderError) {
            document = .success(try IBXMLReader.read(data))
        } catch {
            document = .failure(error)
        }
    }

    private init(failure: InterfaceBuilderError, name: String, bundle: Bundle) {
        documentName = name
        self.bundle = bundle
        document = .failure(failure)
    }

    /// Makes the document's objects; `ownerOrNil` stands for its File's Owner (it gets the
    /// outlets and actions connected to that placeholder). Returns the top-level objects
    /// (placeholders excluded), in document order, after every object made received
    /// `awakeFromNib()`.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        let root: IBElement
        switch document {
        case .success(let element): root = element
        case .failure(let error):
            LayoutDiagnostics.error("UINib: could not load \(documentName): \(error)")
            return []
        }
        var loader = InterfaceBuilderLoader(documentName: documentName, owner: ownerOrNil as AnyObject?, bundle: bundle)
        do {
            return try loader.load(root)
        } catch {
            LayoutDiagnostics.error("UINib: could not load \(documentName): \(error)")
            return []
        }
    }

    /// A new instance of the nib's top-level `kind` (a cell registered with a table or a
    /// collection view), or nil, logged, when it has none. A reuse identifier in the nib
    /// other than the registered one is logged (UIKit raises) and replaced.
    func reusableView<Kind: UIView>(_ kind: Kind.Type, identifier: String, registeredBy owner: String) -> Kind? {
        let objects = instantiate(withOwner: nil)
        guard let view = objects.lazy.compactMap({ $0 as? Kind }).first else {
            if isReadable {
                LayoutDiagnostics.error("\(owner): the nib \(documentName) registered for '\(identifier)' has no top-level \(kind); it makes no cell.")
            }
            return nil
        }
        let inNib = (view as? UICollectionReusableView)?.reuseIdentifier ?? (view as? UITableViewCell)?.reuseIdentifier
        if let inNib, inNib != identifier {
            LayoutDiagnostics.error("\(owner): the reuse identifier in the nib \(documentName) ('\(inNib)') does not match the identifier used to register the nib ('\(identifier)').")
        }
        return view
    }

    /// Whether the document was found and is well-formed XML.
    var isReadable: Bool {
        if case .success = document { return true }
        return false
    }

    /// Where `NAME.xib` (or a `.storyboard` named in full) may be, in order.
    static func candidates(for name: String, in bundle: Bundle) -> [URL] {
        let file = name.hasSuffix(".xib") || name.hasSuffix(".storyboard") ? name : name + ".xib"
        var urls: [URL] = []
        if let url = bundle.url(forResource: file, withExtension: nil) { urls.append(url) }
        urls += ResourceDirectories.all(in: bundle).map { $0.appendingPathComponent(file) }
        var seen = Set<String>()
        return urls.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// The nib a controller's view comes from: its ``UIViewController/nibName``, or
    /// without one the class's name less `Controller`, then the class's name (as UIKit
    /// looks); nil when there is none (a missing named nib is reported).
    static func nib(for controller: UIViewController) -> UINib? {
        let bundle = controller.nibBundle ?? .main
        if let name = controller.nibName {
            let nib = UINib(nibName: name, bundle: bundle)
            if !nib.isReadable { _ = nib.instantiate(withOwner: nil) }  // reports why
            return nib.isReadable ? nib : nil
        }
        let className = String(describing: type(of: controller))
        var names = [className]
        if className.hasSuffix("Controller") { names.insert(String(className.dropLast("Controller".count)), at: 0) }
        for name in names {
            let candidates = candidates(for: name, in: bundle)
            if candidates.contains(where: { FileManager.default.fileExists(atPath: $0.path) }) {
                return UINib(nibName: name, bundle: bundle)
            }
        }
        return nil
    }
}

extension Bundle {
    /// Makes the objects of the document `name.xib` in this bundle (see ``UINib``) with
    /// `owner` as its File's Owner; the top-level objects, or nil if it could not be loaded.
    @preconcurrency @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        let nib = UINib(nibName: name, bundle: self)
        let objects = nib.instantiate(withOwner: owner, options: options)
        return nib.isReadable ? objects : nil
    }
}
