import Foundation

/// Starts the app and never returns: makes ``UIApplication/shared`` (or the class named
/// `principalClassName`) and the delegate of class `delegateClassName`, reads
/// Info.plist, runs the launch sequence, shows the windows through the registered host
/// (the X11 host when `XlibHost` is linked and there is a display) and runs until the
/// last window closes; then ends the scenes and the app (`applicationWillTerminate`) and
/// exits with status 0.
///
/// Headless (no host, `XLIBHOST_HEADLESS=1`, or no display) it runs the launch sequence,
/// lets the run loop lay out once, prints the hierarchy when `XLIBHOST_DUMP=1`, then
/// ends the app the same way.
///
/// - Parameters:
///   - argc: `CommandLine.argc`.
///   - argv: `CommandLine.unsafeArgv`.
///   - principalClassName: a ``UIApplication`` subclass's name; `nil` for UIApplication.
///   - delegateClassName: the delegate class's name, `NSStringFromClass(AppDelegate.self)`;
///     it must be a ``UIResponder`` subclass.
@preconcurrency @MainActor
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    let application = UIApplication.makeShared(principalClassName: principalClassName)
    // Foundation's timers and the main dispatch queue run as on iOS.
    UIRunLoop.main.drivesFoundationRunLoop = true
    var delegate: (any UIApplicationDelegate)?
    if let delegateClassName {
        guard let found = ApplicationClasses.lookUp(delegateClassName, module: nil),
              let made = ApplicationClasses.instantiate(found) as? any UIApplicationDelegate else {
            LayoutDiagnostics.error("UIApplicationMain: no UIResponder subclass conforming to UIApplicationDelegate named \(delegateClassName)")
            exit(1)
        }
        delegate = made
    }
    let info = InfoPlist.locate().map(InfoPlist.read) ?? [:]
    application.host = ApplicationHostRegistry.makeHost()
    application.launch(delegate: delegate, info: info)
    if let host = application.host {
        host.run(application)
    } else {
        for _ in 0..<3 { UIRunLoop.main.runOnce(timeout: 0) }
        if ApplicationTrace.isDumpRequested, let window = application.windows.last {
            print(ApplicationTrace.text(of: window))
        }
    }
    application.terminate()
    exit(0)
}
