import Foundation

/// Where a bundle's resources (images, Interface Builder documents) are looked for on
/// Linux, in order: the bundle's resources and the bundle itself, the executable's
/// directory and the SwiftPM resource bundles beside it (`*.resources`, where
/// `Bundle.module` puts them), then the current directory.
enum ResourceDirectories {
    /// Where resources are, in order (each directory once).
    static func all(in bundle: Bundle) -> [URL] {
        var urls: [URL] = []
        if let resources = bundle.resourceURL { urls.append(resources) }
        urls.append(bundle.bundleURL)
        urls += besideExecutable
        urls.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        var seen = Set<String>()
        return urls.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// The executable's directory and the resource bundles in it, sorted by name.
    ///
    /// Listed once per process: every controller that loads its view without a nib name
    /// looks for two nibs here, and listing and sorting the directory cost about 1.2
    /// million instructions per look in a build directory of a hundred entries (18
    /// million in one of a few thousand). SwiftPM puts the bundles there when it builds
    /// the program; they do not come and go while it runs.
    private static let besideExecutable: [URL] = {
        guard let executable = Bundle.main.executableURL?.deletingLastPathComponent() else { return [] }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: executable.path)) ?? []
        return [executable] + contents.sorted()
            .filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }
            .map { executable.appendingPathComponent($0) }
    }()
}
