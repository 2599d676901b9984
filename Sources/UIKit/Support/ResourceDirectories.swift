import Foundation
import Synchronization

/// Where a bundle's resources (images, Interface Builder documents) are looked for on
/// Linux, in order: the bundle's resources and the bundle itself, the executable's
/// directory and the SwiftPM resource bundles beside it (`*.resources`, where
/// `Bundle.module` puts them), then the current directory; in each, its `Base.lproj`,
/// `Resources` and `Resources/Base.lproj` folders too.
enum ResourceDirectories {
    /// Where resources are, in order (each directory once).
    static func all(in bundle: Bundle) -> [URL] {
        var urls: [URL] = []
        if let resources = bundle.resourceURL { urls.append(resources) }
        urls.append(bundle.bundleURL)
        urls += besideExecutable
        urls.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        var seen = Set<String>()
        return urls.flatMap(withLocalizedFolders).filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// The folders apps keep documents in under `directory`, where they exist: Xcode's
    /// `Base.lproj` (storyboards and xibs) and a `Resources` folder copied whole
    /// (`resources: [.copy("Resources")]`, and its `Base.lproj`), after `directory` itself.
    private static func withLocalizedFolders(_ directory: URL) -> [URL] {
        if let known = localizedFolders.withLock({ $0[directory.path] }) { return known }
        let found = [directory] + ["Base.lproj", "Resources", "Resources/Base.lproj"]
            .map { directory.appendingPathComponent($0) }
            .filter { var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: $0.path, isDirectory: &isDirectory) && isDirectory.boolValue }
        localizedFolders.withLock { $0[directory.path] = found }
        return found
    }

    /// What ``withLocalizedFolders(_:)`` found, per directory (folders do not come and go
    /// while an app runs).
    private static let localizedFolders = Mutex<[String: [URL]]>([:])

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
        let ownName = Bundle.main.executableURL?.lastPathComponent
        return [executable] + contents.sorted()
            .filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }
            .filter { !isAnotherProgramsBundle($0, in: executable, ownName: ownName) }
            .map { executable.appendingPathComponent($0) }
    }()

    /// Whether `bundle` (SwiftPM names it `Package_Target.resources`) holds the resources
    /// of another program built into the same directory: a build folder holds every
    /// app's bundle, and one app must not find another's `Main.storyboard`.
    private static func isAnotherProgramsBundle(_ bundle: String, in directory: URL, ownName: String?) -> Bool {
        guard bundle.hasSuffix(".resources"), let underscore = bundle.firstIndex(of: "_") else { return false }
        let target = String(bundle[bundle.index(after: underscore)...].dropLast(".resources".count))
        guard target != ownName else { return false }
        return FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent(target).path)
    }
}
