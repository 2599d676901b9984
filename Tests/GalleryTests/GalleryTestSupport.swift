import Foundation
import GallerySamples
import UIKit
import UIKitTestSupport

/// Shows `sample`'s controller in a headless window of its default size (or `size`) and
/// runs one run-loop turn, so the first update cycle has laid it out.
@MainActor
func show<Controller: SampleViewController>(_ sample: GallerySample, as type: Controller.Type = SampleViewController.self,
                                            size: CGSize? = nil) -> (UIWindow, Controller) {
    let controller = sample.makeController(size: size)
    let window = UIWindow(frame: CGRect(origin: .zero, size: controller.initialSize))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    UIRunLoop.main.runOnce()
    guard let typed = controller as? Controller else {
        preconditionFailure("\(sample.name) builds \(Swift.type(of: controller)), not \(Controller.self)")
    }
    return (window, typed)
}

/// Performs `action` as a click would (in the *before sources* phase of one turn).
@MainActor
func click(_ controller: SampleViewController, _ action: String) {
    UIRunLoop.main.perform { controller.perform(action) }
    UIRunLoop.main.runOnce()
}

/// Removes `window`'s root view controller so its observers stop.
@MainActor
func close(_ window: UIWindow) {
    (window.rootViewController as? SampleViewController)?.stopObservingRunLoop()
    window.rootViewController = nil
}

/// The frame of `view` in `root`'s coordinates.
@MainActor
func frameInRoot(_ view: UIView, _ root: UIView) -> CGRect {
    view.superview?.convert(view.frame, to: root) ?? view.frame
}


/// The `gallery` executable, built next to the test bundle.
var galleryExecutable: String {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("gallery").path
}

/// Runs the gallery with `arguments`; returns its status and output.
func runGallery(_ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    var environment = environment
    if arguments.contains("stress") {
        // The solver's invariant checks scan the tableau after every call: at 2,000 cells
        // that takes minutes. The stress sample's layout is checked in process, smaller
        // (see checkedSample(named:)).
        environment = (environment ?? ProcessInfo.processInfo.environment).merging(["CASSOWARY_CHECK_INVARIANTS": "0"]) { $1 }
    }
    process.executableURL = URL(fileURLWithPath: galleryExecutable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    // The gallery's window must not cover an X test's window (see DisplayLock).
    return try DisplayLock.withDisplay {
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}

/// Whether an `Xvfb` is on the `PATH` (the gallery starts a private one when there is no
/// `$DISPLAY`).
var hasXvfb: Bool {
    (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        .contains { FileManager.default.isExecutableFile(atPath: "\($0)/Xvfb") }
}

/// The sample named `name`, as tests with the solver's invariant checks on run it: the
/// stress sample with 200 cells (the checks scan the whole tableau after every call).
@MainActor
func checkedSample(named name: String) -> GallerySample? {
    name == "stress" ? .stress(sections: 2, rows: 5, columns: 20) : GallerySample.named(name)
}
