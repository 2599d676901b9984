import Foundation

/// Xcode asset catalogs (`*.xcassets` folders) among the app's resources: image sets
/// (`NAME.imageset`) for ``UIImage/init(named:)`` and colour sets (`NAME.colorset`) for
/// ``UIColor/init(named:)``.
///
/// Catalogs are looked for in each resource directory (``ResourceDirectories``) and its
/// `Resources` folder; a set may sit in nested group folders. Each set's `Contents.json`
/// describes it: an image set lists a file per scale (`"scale": "2x"`), a colour set its
/// sRGB components, with a `luminosity` `dark` appearance for Dark Mode.
enum AssetCatalog {
    /// The catalogs in `directories`, in order.
    static func catalogs(in directories: [URL]) -> [URL] {
        let manager = FileManager.default
        var found: [URL] = []
        for directory in directories {
            for folder in [directory, directory.appendingPathComponent("Resources")] {
                let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
                found += names.filter { $0.hasSuffix(".xcassets") }.sorted().map { folder.appendingPathComponent($0) }
            }
        }
        return found
    }

    /// The folder `name.kind` (`imageset`, `colorset`) in `catalog` or its group folders.
    static func set(named name: String, kind: String, in catalog: URL) -> URL? {
        let manager = FileManager.default
        let direct = catalog.appendingPathComponent("\(name).\(kind)")
        if manager.fileExists(atPath: direct.path) { return direct }
        // A name may include its namespace folders ("Icons/star"); groups without
        // "provides-namespace" are searched through.
        guard let enumerator = manager.enumerator(at: catalog, includingPropertiesForKeys: nil) else { return nil }
        for case let url as URL in enumerator where url.lastPathComponent == "\(name).\(kind)" {
            return url
        }
        return nil
    }

    /// The `Contents.json` of `set`, as a dictionary.
    static func contents(of set: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    // MARK: Images

    /// The file of the image set `name` best for `preferredScale` (that scale, else the
    /// largest, else a file with no scale), and its scale.
    static func imageFile(named name: String, in directories: [URL], preferredScale: CGFloat) -> (url: URL, scale: CGFloat)? {
        for catalog in catalogs(in: directories) {
            guard let set = set(named: name, kind: "imageset", in: catalog),
                  let images = contents(of: set)?["images"] as? [[String: Any]] else { continue }
            let files: [(file: String, scale: CGFloat)] = images.compactMap { entry in
                guard let file = entry["filename"] as? String else { return nil }
                let scaleText = (entry["scale"] as? String)?.replacingOccurrences(of: "x", with: "") ?? "1"
                return (file, CGFloat(Double(scaleText) ?? 1))
            }
            let wanted = max(1, min(3, preferredScale.rounded()))
            guard let best = files.first(where: { $0.scale == wanted }) ?? files.max(by: { $0.scale < $1.scale }) else { continue }
            return (set.appendingPathComponent(best.file), best.scale)
        }
        return nil
    }

    // MARK: Colours

    /// The colour set `name`: a dynamic colour when it has a dark appearance.
    static func color(named name: String, in directories: [URL]) -> UIColor? {
        for catalog in catalogs(in: directories) {
            guard let set = set(named: name, kind: "colorset", in: catalog),
                  let colors = contents(of: set)?["colors"] as? [[String: Any]] else { continue }
            var any: UIColor?, light: UIColor?, dark: UIColor?
            for entry in colors {
                guard let color = (entry["color"] as? [String: Any]).flatMap(parseColor) else { continue }
                let appearances = entry["appearances"] as? [[String: Any]] ?? []
                let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
                switch luminosity {
                case "dark"?: dark = dark ?? color
                case "light"?: light = light ?? color
                case nil where appearances.isEmpty: any = any ?? color
                default: break  // high contrast and other appearances
                }
            }
            guard let base = light ?? any ?? dark else { continue }
            guard let dark, dark != base else { return base }
            return UIColor { traits in traits.userInterfaceStyle == .dark ? dark : base }
        }
        return nil
    }

    /// A colour entry's `components` (`red`, `green`, `blue` or `white`, and `alpha`).
    static func parseColor(_ color: [String: Any]) -> UIColor? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        let alpha = components["alpha"].flatMap(component) ?? 1
        if let white = components["white"].flatMap(component) {
            return UIColor(white: white, alpha: alpha)
        }
        guard let red = components["red"].flatMap(component), let green = components["green"].flatMap(component),
              let blue = components["blue"].flatMap(component) else { return nil }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// One component, 0–1: Xcode writes `"0.200"` (a fraction), `"51"` (0–255) or
    /// `"0x33"` (hexadecimal, 0–255). A whole number above 1 is read as 0–255.
    static func component(_ value: Any) -> CGFloat? {
        let text: String
        switch value {
        case let string as String: text = string.trimmingCharacters(in: .whitespaces)
        case let number as NSNumber: text = number.stringValue
        default: return nil
        }
        if text.lowercased().hasPrefix("0x") {
            guard let byte = UInt8(text.dropFirst(2), radix: 16) else { return nil }
            return CGFloat(byte) / 255
        }
        guard let number = Double(text), number.isFinite, number >= 0 else { return nil }
        if !text.contains(".") && number > 1 { return CGFloat(min(number, 255)) / 255 }
        return CGFloat(min(number, 1))
    }
}

extension UIColor {
    /// The colour set `name` in an asset catalog of the main bundle's resources, or `nil`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set `name` in an asset catalog of `bundle` (the main bundle when nil),
    /// resolved for `traitCollection` when one is given (else dynamic, when the set has a
    /// dark appearance).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard !name.isEmpty, let color = AssetCatalog.color(named: name, in: ResourceDirectories.all(in: bundle ?? .main)) else {
            return nil
        }
        self.init(resolvingAs: traitCollection.map { color.resolvedColor(with: $0) } ?? color)
    }
}
