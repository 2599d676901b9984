import Foundation

extension UIImage {
    /// The image named `name` in the main bundle's resources: `name.png` (or `name` with
    /// its extension), the `@2x`/`@3x` file matching the screen's scale first, else the
    /// image set `name.imageset` of an asset catalog (`AssetCatalog`). Looked for
    /// in the bundle's resources, the executable's directory, SwiftPM resource bundles
    /// beside the executable (`*.resources`, where `Bundle.module` puts them) and the
    /// current directory. Loaded images are cached by name, as UIKit's system cache does.
    @preconcurrency @MainActor
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` in `bundle` (the main bundle when nil), at the scale of
    /// `traitCollection` (the main screen's when nil).
    @preconcurrency @MainActor
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let preferred = traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil } ?? UIScreen.main.scale
        guard let found = NamedImageCache.shared.image(named: name, bundle: bundle ?? .main, preferredScale: preferred) else {
            return nil
        }
        self.init(bitmap: found.bitmap, scale: found.scale)
    }
}

/// Named images already read, by bundle, name and scale.
@preconcurrency @MainActor
final class NamedImageCache {
    static let shared = NamedImageCache()
    private var entries: [String: (bitmap: ImageBitmap, scale: CGFloat)] = [:]

    /// The image, or nil (logged unless `reportsMissing` is false: the Interface Builder
    /// loader reports it with the document's line).
    func image(named name: String, bundle: Bundle, preferredScale: CGFloat,
               reportsMissing: Bool = true) -> (bitmap: ImageBitmap, scale: CGFloat)? {
        guard !name.isEmpty else { return nil }
        let key = "\(bundle.bundlePath)\u{0}\(name)\u{0}\(preferredScale)"
        if let cached = entries[key] { return cached }
        for file in Self.fileNames(for: name, preferredScale: preferredScale) {
            for directory in ResourceDirectories.all(in: bundle) {
                let path = directory.appendingPathComponent(file).path
                guard FileManager.default.fileExists(atPath: path) else { continue }
                guard let image = UIImage(contentsOfFile: path) else { return nil }  // logged why
                let found = (bitmap: image.bitmap, scale: image.scale)
                entries[key] = found
                return found
            }
        }
        let directories = ResourceDirectories.all(in: bundle)
        if let (url, scale) = AssetCatalog.imageFile(named: name, in: directories, preferredScale: preferredScale),
           let image = UIImage(contentsOfFile: url.path) {
            let found = (bitmap: image.bitmap, scale: scale)
            entries[key] = found
            return found
        }
        if reportsMissing {
            LayoutDiagnostics.error("UIImage(named: \"\(name)\"): no image or image set of that name in \(ResourceDirectories.all(in: bundle).map(\.path))")
        }
        return nil
    }

    /// The file names to try, best first: only `.png` may be left out (as in UIKit).
    static func fileNames(for name: String, preferredScale: CGFloat) -> [String] {
        let ext = (name as NSString).pathExtension
        let stem = ext.isEmpty ? name : (name as NSString).deletingPathExtension
        let suffix = ext.isEmpty ? "png" : ext
        let preferred = max(1, min(3, Int(preferredScale.rounded())))
        var scales = [preferred] + [3, 2, 1].filter { $0 != preferred }
        if stem.hasSuffix("@2x") || stem.hasSuffix("@3x") { scales = [1] }
        var names = scales.map { $0 == 1 ? "\(stem).\(suffix)" : "\(stem)@\($0)x.\(suffix)" }
        if !ext.isEmpty { names.insert(name, at: 0) }
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
