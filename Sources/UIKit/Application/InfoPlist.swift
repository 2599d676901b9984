import Foundation

/// The app's Info.plist: found among its resources, read with `PropertyListSerialization`.
///
/// Looked for, first found wins: `Bundle.main`'s `Info.plist`; then in SwiftPM resource
/// bundles beside the executable (the app target's own first, `*_<executable>.resources`),
/// as `Resources/Info.plist` (SwiftPM refuses a top-level `Info.plist` resource) or
/// `Info.plist`; then the executable's directory. `XLIBHOST_INFO_PLIST` names a file instead.
enum InfoPlist {
    /// The entry of the scene manifest for one scene configuration.
    struct SceneConfigurationEntry: Equatable {
        var name: String?
        var delegateClassName: String?
        var sceneClassName: String?
        var storyboardName: String?
    }

    /// Where the app's Info.plist is, or `nil`.
    static func locate() -> URL? {
        let manager = FileManager.default
        if let path = ProcessInfo.processInfo.environment["XLIBHOST_INFO_PLIST"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        var candidates: [URL] = []
        if let resources = Bundle.main.resourceURL { candidates.append(resources.appendingPathComponent("Info.plist")) }
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("Info.plist"))
        if let executable = Bundle.main.executableURL {
            let directory = executable.deletingLastPathComponent()
            let name = executable.lastPathComponent
            let bundles = ((try? manager.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".resources") }.sorted()
            let own = bundles.filter { $0.hasSuffix("_\(name).resources") }
            for bundle in own + bundles.filter({ !own.contains($0) }) {
                let url = directory.appendingPathComponent(bundle)
                candidates.append(url.appendingPathComponent("Resources/Info.plist"))
                candidates.append(url.appendingPathComponent("Info.plist"))
            }
            candidates.append(directory.appendingPathComponent("Info.plist"))
        }
        return candidates.first { manager.fileExists(atPath: $0.path) }
    }

    /// The dictionary in the property list at `url` (XML or binary), or empty.
    static func read(_ url: URL) -> [String: Any] {
        guard let data = try? Data(contentsOf: url) else {
            LayoutDiagnostics.error("Info.plist: cannot read \(url.path)")
            return [:]
        }
        guard let dictionary = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any] else {
            LayoutDiagnostics.error("Info.plist: \(url.path) is not a property list dictionary")
            return [:]
        }
        return dictionary
    }

    /// `UIMainStoryboardFile`, when set.
    static func mainStoryboardName(_ info: [String: Any]) -> String? {
        (info["UIMainStoryboardFile"] as? String).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Whether `UIApplicationSceneManifest` is present.
    static func hasSceneManifest(_ info: [String: Any]) -> Bool {
        info["UIApplicationSceneManifest"] is [String: Any]
    }

    /// The manifest's configurations for `role` (`UISceneConfigurations` → role → entries).
    static func sceneConfigurations(_ info: [String: Any], role: String) -> [SceneConfigurationEntry] {
        guard let manifest = info["UIApplicationSceneManifest"] as? [String: Any],
              let configurations = manifest["UISceneConfigurations"] as? [String: Any],
              let entries = configurations[role] as? [[String: Any]] else { return [] }
        return entries.map { entry in
            SceneConfigurationEntry(name: entry["UISceneConfigurationName"] as? String,
                                    delegateClassName: entry["UISceneDelegateClassName"] as? String,
                                    sceneClassName: entry["UISceneClassName"] as? String,
                                    storyboardName: entry["UISceneStoryboardFile"] as? String)
        }
    }
}
