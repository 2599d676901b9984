import Foundation

/// What shows an app's windows and runs its events: the X11 host (`XlibHost`) provides
/// one. UIKit asks ``ApplicationHostRegistry`` for it in ``UIApplicationMain(_:_:_:_:)``.
@preconcurrency @MainActor
public protocol UIApplicationHost: AnyObject {
    /// Shows `window` on screen (``UIWindow/makeKeyAndVisible()`` calls this); a window
    /// already shown is left alone.
    func show(_ window: UIWindow)
    /// Runs the app's events after launch and returns when the app should end (its last
    /// window closed, or a scripted check is done).
    func run(_ application: UIApplication)
}

/// Where a host registers itself, so that an app needs no code to pick one: linking
/// `XlibHost` registers the X11 host before `main` runs (a C constructor in the host).
public enum ApplicationHostRegistry {
    nonisolated(unsafe) private static var factory: (@MainActor () -> (any UIApplicationHost)?)?

    /// Sets the factory ``UIApplicationMain(_:_:_:_:)`` calls for a host; it returns `nil`
    /// when it cannot show windows (then the app runs headless).
    public nonisolated static func register(_ makeHost: @escaping @MainActor () -> (any UIApplicationHost)?) {
        factory = makeHost
    }

    /// A host from the registered factory, unless `XLIBHOST_HEADLESS` is set.
    @MainActor
    static func makeHost() -> (any UIApplicationHost)? {
        if let value = ProcessInfo.processInfo.environment["XLIBHOST_HEADLESS"], !value.isEmpty, value != "0" { return nil }
        return factory?()
    }
}

/// The app and scene delegate classes by name, for ``UIApplicationMain(_:_:_:_:)`` and
/// the scene manifest's `UISceneDelegateClassName`.
@preconcurrency @MainActor
public enum ApplicationClasses {
    private static var registered: [String: AnyClass] = [:]

    /// Registers `aClass` under its `Module.Class` name and its plain name.
    public static func register(_ aClass: AnyClass) {
        registered[name(of: aClass)] = aClass
        registered[String(describing: aClass)] = aClass
    }

    /// `Module.Class`, as `NSStringFromClass` gives it.
    public static func name(of aClass: AnyClass) -> String { NSStringFromClass(aClass) }

    /// The class named `name`: registered, else found by the runtime as given, else in
    /// `module`. A leading `$(PRODUCT_MODULE_NAME).` (Xcode's build setting) is dropped.
    static func lookUp(_ name: String, module: String?) -> AnyClass? {
        var name = name
        if name.hasPrefix("$(PRODUCT_MODULE_NAME).") { name.removeFirst("$(PRODUCT_MODULE_NAME).".count) }
        if let found = registered[name] { return found }
        if name.contains("."), let found = _typeByName(name) as? AnyClass { return found }
        if let module, let found = _typeByName("\(module).\(name)") as? AnyClass { return found }
        return _typeByName(name) as? AnyClass
    }

    /// A new instance of `aClass`, which must be a ``UIResponder`` subclass (made through
    /// its required `init?(coder:)`: Swift can call no other initializer of a class found
    /// at run time), or `nil`.
    static func instantiate(_ aClass: AnyClass) -> AnyObject? {
        guard let responderClass = aClass as? UIResponder.Type else { return nil }
        return responderClass.init(coder: LaunchCoder())
    }
}

/// The empty archive delegates are made from.
final class LaunchCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
}
