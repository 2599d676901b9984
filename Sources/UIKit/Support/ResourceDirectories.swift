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
        if let executable = Bundle.main.executableURL?.deletingLastPathComponent() {
            urls.append(executable)
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: executable.path)) ?? []
            for entry in contents.sorted() where entry.hasSuffix(".resources") || entry.hasSuffix(".bundle") {
                urls.append(executable.appendingPathComponent(entry))
            }
        }
        urls.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        var seen = Set<String>()
        return urls.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }
}
