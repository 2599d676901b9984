import Foundation
import UIKit

/// The base of every sample's controller: its root view has the window's size from
/// `loadView` on, it owns the sample's ``SampleLog`` and its named ``SampleAction``s.
@MainActor
open class SampleViewController: UIViewController {
    /// The sample's log (the lifecycle sample's experiment output, reports, readouts).
    public let log = SampleLog()
    /// The actions, in button order.
    public private(set) var actions: [SampleAction] = []
    /// The root view's size when it loads (the window's size).
    public var initialSize = CGSize(width: 428, height: 600)
    /// The gallery name of the sample.
    public internal(set) var sampleName = ""
    /// Asks the host to resize the window (the checkboxes sample follows its content's
    /// fitting size); `nil` headless.
    public var requestWindowSize: ((CGSize) -> Void)?
    /// The observer of ``observeRunLoop(_:)``, if one is logging.
    var runLoopObserver: RunLoopObserver?

    /// Creates the controller.
    public init() { super.init(nibName: nil, bundle: nil) }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Stops logging the run loop (``observeRunLoop(_:)``; the window closed, or a test
    /// ended). Samples with observers of their own stop them here too.
    open func stopObservingRunLoop() {
        if let runLoopObserver { UIRunLoop.main.removeObserver(runLoopObserver) }
        runLoopObserver = nil
    }

    /// Stops the run-loop log, if any, when the view leaves its window.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        stopObservingRunLoop()
    }

    /// A white root view of ``initialSize``.
    open override func loadView() {
        let root = UIView(frame: CGRect(origin: .zero, size: initialSize))
        root.backgroundColor = UIColor(white: 0.96, alpha: 1)
        root.sampleName = "root"
        view = root
    }

    /// Registers an action (call in `viewDidLoad`, in button order).
    public func addAction(_ action: SampleAction) {
        actions.removeAll { $0.name == action.name }
        actions.append(action)
    }

    /// Registers an action without an argument.
    public func addAction(_ name: String, _ run: @escaping @MainActor () -> Void) {
        addAction(SampleAction(name, run))
    }

    /// Performs the action `invocation` names (`name` or `name:argument`), logging
    /// `action, NAME` first. `resize:WxH` is the host's business and is not handled here.
    /// - Returns: false when the sample has no such action.
    @discardableResult
    public func perform(_ invocation: String) -> Bool {
        loadViewIfNeeded()
        let name: String, argument: String?
        if let colon = invocation.firstIndex(of: ":") {
            name = String(invocation[..<colon])
            argument = String(invocation[invocation.index(after: colon)...])
        } else {
            name = invocation
            argument = nil
        }
        guard let action = actions.first(where: { $0.name == name }) else { return false }
        log.add("action, \(name)")
        action.run(argument)
        return true
    }

    /// One button per action (titled by the action's name), in a grid of `columns`.
    public func makeActionButtons(columns: Int, excluding: Set<String> = []) -> ButtonGrid {
        let buttons = actions.filter { !excluding.contains($0.name) && !$0.takesArgument }.map { action in
            GalleryButton(title: action.name) { [weak self] in self?.perform(action.name) }
        }
        let grid = ButtonGrid(buttons: buttons, columns: columns)
        grid.sampleName = "buttons"
        return grid
    }
}

extension UIView {
    /// Adds `view` to this view as an Auto Layout subview with a background colour and a
    /// gallery name, and returns it.
    @discardableResult
    public func addSampleSubview<V: UIView>(_ view: V, name: String, color: UIColor? = nil) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        if let color { view.backgroundColor = color }
        view.sampleName = name
        addSubview(view)
        return view
    }
}

/// Colours shared by the samples.
public enum SampleColors {
    public static let yellow = UIColor(red: 1, green: 0.85, blue: 0.2, alpha: 1)
    public static let green = UIColor(red: 0.3, green: 0.75, blue: 0.35, alpha: 1)
    public static let red = UIColor(red: 0.9, green: 0.25, blue: 0.2, alpha: 1)
    public static let blue = UIColor(red: 0.2, green: 0.45, blue: 0.85, alpha: 1)
    public static let slate = UIColor(red: 0.18, green: 0.2, blue: 0.26, alpha: 1)
    public static let paper = UIColor(white: 1, alpha: 1)
    public static let button = UIColor(red: 0.86, green: 0.89, blue: 0.95, alpha: 1)
    public static let buttonPressed = UIColor(red: 0.66, green: 0.73, blue: 0.88, alpha: 1)
}

/// Fonts shared by the samples (DejaVu, which `.ci/setup` installs).
public enum SampleFonts {
    public static let body = UIFont(familyName: "DejaVu Sans", pointSize: 12)
    public static let bold = UIFont(familyName: "DejaVu Sans", pointSize: 12, weight: .bold)
    public static let mono = UIFont(familyName: "DejaVu Sans Mono", pointSize: 11)
    public static let title = UIFont(familyName: "DejaVu Sans", pointSize: 15, weight: .bold)
}
