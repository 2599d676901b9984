import Foundation

extension UIApplication {
    /// Options for ``UIApplication/open(_:options:completionHandler:)``.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Open only if an app (not the browser) handles the universal link. Here a URL
        /// with this option set to `true` is not opened (the desktop has no universal links).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL that opens the app's settings (`app-settings:`). A desktop has no Settings
    /// app: opening it completes with `false`.
    nonisolated public static let openSettingsURLString = "app-settings:"

    /// Hands `url` to the desktop (`xdg-open`, through `DesktopURLOpener`): the browser,
    /// the mail program or the file manager opens it. It does not wait: the completion
    /// handler runs later on the main actor with whether the desktop accepted the URL.
    ///
    /// Set `UIKIT_URL_OPENER` to another command (its words, then the URL, are run) to
    /// open URLs some other way; tests use it to record URLs instead of opening them.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        if (options[.universalLinksOnly] as? Bool) == true || !canOpenURL(url) {
            if url.absoluteString.hasPrefix(UIApplication.openSettingsURLString) {
                LayoutDiagnostics.error("UIApplication: the desktop has no Settings app to open \(url.absoluteString)")
            }
            if let completion { Task { @MainActor in completion(false) } }
            return
        }
        DesktopURLOpener.open(url) { success in
            if let completion { Task { @MainActor in completion(success) } }
        }
    }

    /// Opens `url` (UIKit's deprecated form); returns whether the desktop could be asked.
    @available(iOS, deprecated: 10.0, message: "Use open(_:options:completionHandler:)")
    @discardableResult
    public func openURL(_ url: URL) -> Bool {
        guard canOpenURL(url) else { return false }
        DesktopURLOpener.open(url) { _ in }
        return true
    }

    /// Whether ``open(_:options:completionHandler:)`` can hand `url` to the desktop: its
    /// scheme is one a desktop opens (`http`, `https`, `mailto`, `file`, `ftp`, `tel`,
    /// `sms`) and the opener command is installed. Other schemes (other apps' custom
    /// schemes, `app-settings:`) give false.
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), DesktopURLOpener.openableSchemes.contains(scheme) else { return false }
        return DesktopURLOpener.isAvailable
    }
}
