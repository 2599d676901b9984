import Foundation
import UIKit
import UIKitTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The File's Owner the fuzzer's nibs load with when the owner is a view already in the
/// caller's window (a custom view loading its own xib), with outlets of several types.
@preconcurrency @MainActor
public final class InterfaceBuilderFuzzView: UIView, UINibConnecting {
    @Outlet var container: UIView!
    @Outlet var left: UIView!
    @Outlet var middle: UIView!
    @Outlet var right: UIView!
    @Outlet var tableView: UITableView!
    @Outlet var label: UILabel!
    @Outlet var contentView: UIView!

    var connected: [UIView?] { [container, left, middle, right, tableView, label, contentView] }
}

/// The File's Owner when it is a controller (the usual nib owner).
@preconcurrency @MainActor
public final class InterfaceBuilderFuzzOwner: UIViewController, UINibConnecting {
    @Outlet var container: UIView!
    @Outlet var left: UIView!
    @Outlet var tableView: UITableView!
    var actions = 0

    public func performAction(_ selector: String, sender: Any?) -> Bool {
        actions += 1
        return true
    }
}

/// Loads a mutated Interface Builder document every way an app does and checks that:
///
/// - loading returns (the per-case time limit; a loader that traps ends the run, with
///   the case written to standard error first);
/// - every message logged while loading names the document and a line;
/// - nothing is added to the caller's hierarchy (the window holding a view owner keeps
///   its views and constraints), top-level objects come back without a superview, and a
///   load that makes nothing connects no outlet;
/// - what loaded lays out in a window.
@MainActor
public enum InterfaceBuilderFuzzRunner {
    /// Seconds a case may take before it counts as a hang.
    public static var timeLimit: TimeInterval = 2
    /// Where each case's document is written, to be loaded by name as apps load theirs.
    static let directory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ib-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    public static func run(_ fuzzCase: InterfaceBuilderFuzzCase) -> FuzzFailure? {
        let started = Date()
        CrashNote.set("Interface Builder fuzz case that was running:\n" + fuzzCase.swift(failure: FuzzFailure(operation: -1, check: "crash", message: "the process trapped")) + "\n")
        let failure = check(fuzzCase)
        let seconds = Date().timeIntervalSince(started)
        if failure == nil, seconds > timeLimit {
            return FuzzFailure(operation: -1, check: "hang", message: "loading took \(String(format: "%.1f", seconds)) s (limit \(timeLimit) s)")
        }
        return failure
    }

    private static func check(_ fuzzCase: InterfaceBuilderFuzzCase) -> FuzzFailure? {
        let (data, tree) = fuzzCase.mutated()
        let name = fuzzCase.documentName
        let file = directory.appendingPathComponent(name)
        do { try data.write(to: file) } catch {
            return FuzzFailure(operation: -1, check: "setup", message: "could not write \(file.lastPathComponent): \(error)")
        }
        defer { try? FileManager.default.removeItem(at: file) }
        guard let bundle = Bundle(url: directory) else {
            return FuzzFailure(operation: -1, check: "setup", message: "no bundle at the fuzz directory")
        }
        let stem = (name as NSString).deletingPathExtension
        let log = LogCapture()
        // `UINib(nibName:)` adds `.xib` to a name without an extension.
        if let failure = loadNib(name.hasSuffix(".xib") ? stem : name, name: name, bundle: bundle, log: log) { return failure }
        if name.hasSuffix(".storyboard") {
            let identifiers = Set(tree?.values(of: "storyboardIdentifier") ?? []).sorted()
            if let failure = loadStoryboard(stem, name: name, bundle: bundle, identifiers: identifiers, log: log) { return failure }
        }
        return nil
    }

    /// Every message logged by `body` names `name` and a line.
    private static func unnamed(_ log: LogCapture, name: String, _ body: () -> Void) -> FuzzFailure? {
        let before = log.messages.count
        log.capture(body)
        for message in log.messages.dropFirst(before) {
            guard message.contains(name), message.range(of: #"line \d+"#, options: .regularExpression) != nil else {
                return FuzzFailure(operation: -1, check: "message without file and line", message: message)
            }
        }
        return nil
    }

    private static func loadNib(_ nibName: String, name: String, bundle: Bundle, log: LogCapture) -> FuzzFailure? {
        // A view owner in the caller's window.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let host = UIView(frame: window.bounds)
        window.addSubview(host)
        let owner = InterfaceBuilderFuzzView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        host.addSubview(owner)
        owner.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([owner.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 10),
                                     owner.topAnchor.constraint(equalTo: host.safeAreaLayoutGuide.topAnchor, constant: 10)])
        window.layoutIfNeeded()
        let before = HierarchySnapshot(window)
        var objects: [Any] = []
        if let failure = unnamed(log, name: name, { objects = UINib(nibName: nibName, bundle: bundle).instantiate(withOwner: owner) }) {
            return failure
        }
        if HierarchySnapshot(window) != before {
            return FuzzFailure(operation: -1, check: "half-added", message: "loading changed the owner's window: \(before) before, \(HierarchySnapshot(window)) after")
        }
        if objects.isEmpty, owner.connected.contains(where: { $0 != nil }) {
            return FuzzFailure(operation: -1, check: "half-added", message: "a load that made nothing connected outlets of the owner")
        }
        if let view = objects.compactMap({ $0 as? UIView }).first(where: { $0.superview != nil }) {
            return FuzzFailure(operation: -1, check: "half-added", message: "a top-level \(type(of: view)) came back inside \(type(of: view.superview!))")
        }
        layOut(objects.compactMap { $0 as? UIView })
        // A controller owner, its view from the nib.
        let controller = InterfaceBuilderFuzzOwner()
        if let failure = unnamed(log, name: name, { _ = UINib(nibName: nibName, bundle: bundle).instantiate(withOwner: controller) }) {
            return failure
        }
        if controller.isViewLoaded { layOut(controller) }
        return nil
    }

    private static func loadStoryboard(_ stem: String, name: String, bundle: Bundle, identifiers: [String],
                                       log: LogCapture) -> FuzzFailure? {
        let storyboard = UIStoryboard(name: stem, bundle: bundle)
        var controllers: [UIViewController] = []
        if let failure = unnamed(log, name: name, {
            if let initial = storyboard.instantiateInitialViewController() { controllers.append(initial) }
        }) { return failure }
        for identifier in identifiers {
            if let failure = unnamed(log, name: name, {
                controllers.append(storyboard.instantiateViewController(withIdentifier: identifier))
            }) { return failure }
        }
        for controller in controllers { layOut(controller) }
        return nil
    }

    private static func layOut(_ views: [UIView]) {
        guard !views.isEmpty else { return }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        for view in views { window.addSubview(view) }
        LogCapture().capture { window.layoutIfNeeded() }
        for view in views { view.removeFromSuperview() }
    }

    private static func layOut(_ controller: UIViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        LogCapture().capture {
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            window.frame = CGRect(x: 0, y: 0, width: 700, height: 390)
            window.layoutIfNeeded()
            window.rootViewController = nil
        }
    }
}

/// The views and constraints of a window, to tell whether loading changed them.
@MainActor
struct HierarchySnapshot: Equatable, CustomStringConvertible {
    var views: [ObjectIdentifier] = []
    var constraints: [ObjectIdentifier] = []
    var guides = 0

    init(_ root: UIView) {
        func visit(_ view: UIView) {
            views.append(ObjectIdentifier(view))
            constraints += view.constraints.map(ObjectIdentifier.init)
            guides += view.layoutGuides.count
            view.subviews.forEach(visit)
        }
        visit(root)
    }

    nonisolated var description: String { "\(views.count) views, \(constraints.count) constraints, \(guides) guides" }
}

/// A message written to standard error if the process traps while a case runs, so a crash
/// found by a long run can be replayed.
enum CrashNote {
    nonisolated(unsafe) private static var buffer: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var length = 0
    nonisolated(unsafe) private static var installed = false

    static func set(_ text: String) {
        if !installed { install() }
        let old = buffer
        let bytes = Array(text.utf8CString)
        let new = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
        new.initialize(from: bytes, count: bytes.count)
        buffer = new
        length = bytes.count - 1
        old?.deallocate()
    }

    /// Handlers for the signals a trap or a stack overflow raises, run on a stack of their
    /// own (an overflowed stack has no room for them).
    private static func install() {
        installed = true
        var stack = stack_t()
        stack.ss_size = 1 << 16
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: stack.ss_size, alignment: 16)
        sigaltstack(&stack, nil)
        for signalNumber in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                if let note = CrashNote.buffer { _ = write(2, note, CrashNote.length) }
                signal(received, SIG_DFL)
                raise(received)
            }
            action.sa_flags = Int32(SA_ONSTACK)
            sigaction(signalNumber, &action, nil)
        }
    }
}

/// The documents the fuzzer starts from: the repository's `.xib` and `.storyboard` files
/// (the samples'), found from this source file's place in the package, and the fuzzer's
/// own, which cover what those do not (cells, older layout guides, a view owner).
public enum InterfaceBuilderCorpus {
    /// The package's root directory.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The repository's documents and the built-in ones, by file name, sorted.
    public static func documents(adding directories: [URL] = []) -> [(name: String, text: String)] {
        var found: [(name: String, text: String)] = builtIn
        for directory in [packageRoot.appendingPathComponent("Samples"), packageRoot.appendingPathComponent("Tests")] + directories {
            guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in enumerator where url.pathExtension == "xib" || url.pathExtension == "storyboard" {
                if let text = try? String(contentsOf: url, encoding: .utf8) { found.append((url.lastPathComponent, text)) }
            }
        }
        return found.sorted { $0.name < $1.name }
    }

    static let builtIn: [(name: String, text: String)] = [
        ("FuzzCell.xib", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="Cell" id="cel-01-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="150" height="80"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="cnt-01-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="150" height="80"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <imageView clipsSubviews="YES" contentMode="scaleAspectFit" image="photo" translatesAutoresizingMaskIntoConstraints="NO" id="img-01-aaa"/>
                            <label opaque="NO" text="Title" numberOfLines="2" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-01-aaa">
                                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                <color key="textColor" systemColor="labelColor"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="img-01-aaa" firstAttribute="leading" secondItem="cnt-01-aaa" secondAttribute="leading" constant="8" id="c-01"/>
                            <constraint firstItem="img-01-aaa" firstAttribute="width" secondItem="img-01-aaa" secondAttribute="height" multiplier="1:1" id="c-02"/>
                            <constraint firstItem="lbl-01-aaa" firstAttribute="leading" secondItem="img-01-aaa" secondAttribute="trailing" constant="8" id="c-03"/>
                            <constraint firstAttribute="trailingMargin" secondItem="lbl-01-aaa" secondAttribute="trailing" id="c-04"/>
                            <constraint firstItem="lbl-01-aaa" firstAttribute="centerY" secondItem="cnt-01-aaa" secondAttribute="centerY" priority="750" id="c-05"/>
                        </constraints>
                    </collectionViewCellContentView>
                    <constraints>
                        <constraint firstItem="img-01-aaa" firstAttribute="top" secondItem="cel-01-aaa" secondAttribute="top" constant="8" id="c-06"/>
                        <constraint firstAttribute="bottom" secondItem="img-01-aaa" secondAttribute="bottom" constant="8" id="c-07"/>
                    </constraints>
                    <variation key="heightClass=compact-widthClass=compact">
                        <mask key="constraints">
                            <exclude reference="c-05"/>
                        </mask>
                    </variation>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                            <integer key="value" value="6"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="cell"/>
                    </userDefinedRuntimeAttributes>
                    <connections>
                        <outlet property="label" destination="lbl-01-aaa" id="o-01"/>
                    </connections>
                </collectionViewCell>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" reuseIdentifier="Row" rowHeight="44" id="row-01-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="row-01-aaa" id="rcv-01-aaa">
                        <subviews>
                            <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swt-01-aaa"/>
                            <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sld-01-aaa"/>
                        </subviews>
                        <constraints>
                            <constraint firstItem="swt-01-aaa" firstAttribute="centerY" secondItem="rcv-01-aaa" secondAttribute="centerY" id="r-01"/>
                            <constraint firstItem="swt-01-aaa" firstAttribute="leading" secondItem="rcv-01-aaa" secondAttribute="leadingMargin" id="r-02"/>
                            <constraint firstItem="sld-01-aaa" firstAttribute="leading" secondItem="swt-01-aaa" secondAttribute="trailing" constant="8" symbolic="YES" id="r-03"/>
                            <constraint firstItem="sld-01-aaa" firstAttribute="firstBaseline" secondItem="swt-01-aaa" secondAttribute="firstBaseline" id="r-04"/>
                        </constraints>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="contentView" destination="rcv-01-aaa" id="o-02"/>
                    </connections>
                </tableViewCell>
            </objects>
            <resources>
                <image name="photo" width="16" height="16"/>
                <systemColor name="labelColor">
                    <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """),
        ("FuzzGuides.storyboard", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="10117" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc1-01-aaa">
            <scenes>
                <scene sceneID="scn-01-aaa">
                    <objects>
                        <viewController storyboardIdentifier="Guides" id="vc1-01-aaa" customClass="InterfaceBuilderFuzzOwner" customModule="Fuzzing" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="top-01-aaa"/>
                                <viewControllerLayoutGuide type="bottom" id="bot-01-aaa"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="vw1-01-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-01-aaa">
                                        <subviews>
                                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" alignment="center" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="stk-01-aaa">
                                                <subviews>
                                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-01-aaa">
                                                        <state key="normal" title="Go"/>
                                                        <connections>
                                                            <action selector="go:" destination="vc1-01-aaa" eventType="touchUpInside" id="act-01-aaa"/>
                                                        </connections>
                                                    </button>
                                                    <textField opaque="NO" contentMode="scaleToFill" text="Name" placeholder="Your name" translatesAutoresizingMaskIntoConstraints="NO" id="txt-01-aaa">
                                                        <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="14"/>
                                                    </textField>
                                                    <textView clipsSubviews="YES" contentMode="scaleToFill" text="Notes" scrollEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO" id="txv-01-aaa"/>
                                                    <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="act-02-aaa"/>
                                                </subviews>
                                            </stackView>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="stk-01-aaa" firstAttribute="top" secondItem="cLG-01-aaa" secondAttribute="top" id="s-01"/>
                                            <constraint firstItem="stk-01-aaa" firstAttribute="leading" secondItem="cLG-01-aaa" secondAttribute="leading" id="s-02"/>
                                            <constraint firstItem="stk-01-aaa" firstAttribute="bottom" secondItem="cLG-01-aaa" secondAttribute="bottom" id="s-03"/>
                                            <constraint firstItem="stk-01-aaa" firstAttribute="width" secondItem="fLG-01-aaa" secondAttribute="width" id="s-04"/>
                                        </constraints>
                                        <viewLayoutGuide key="contentLayoutGuide" id="cLG-01-aaa"/>
                                        <viewLayoutGuide key="frameLayoutGuide" id="fLG-01-aaa"/>
                                    </scrollView>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="grouped" separatorStyle="none" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-01-aaa"/>
                                </subviews>
                                <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstItem="scr-01-aaa" firstAttribute="top" secondItem="top-01-aaa" secondAttribute="bottom" constant="20" id="g-01"/>
                                    <constraint firstItem="scr-01-aaa" firstAttribute="leading" secondItem="vw1-01-aaa" secondAttribute="leadingMargin" id="g-02"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="scr-01-aaa" secondAttribute="trailing" id="g-03"/>
                                    <constraint firstItem="tbl-01-aaa" firstAttribute="top" secondItem="scr-01-aaa" secondAttribute="bottom" constant="8" id="g-04"/>
                                    <constraint firstItem="tbl-01-aaa" firstAttribute="height" secondItem="scr-01-aaa" secondAttribute="height" multiplier="1/2" id="g-05"/>
                                    <constraint firstItem="bot-01-aaa" firstAttribute="top" secondItem="tbl-01-aaa" secondAttribute="bottom" id="g-06"/>
                                    <constraint firstItem="tbl-01-aaa" firstAttribute="leading" secondItem="scr-01-aaa" secondAttribute="leading" id="g-07"/>
                                    <constraint firstItem="tbl-01-aaa" firstAttribute="width" secondItem="scr-01-aaa" secondAttribute="width" id="g-08"/>
                                </constraints>
                            </view>
                            <connections>
                                <outlet property="tableView" destination="tbl-01-aaa" id="out-01-aaa"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """),
    ]
}

/// Runs `cases` Interface Builder cases from `firstSeed` on, each a mutation of one of
/// `corpus`'s documents, under the watchdog.
@MainActor
public func fuzzInterfaceBuilder(cases: Int, firstSeed: UInt64 = 1, corpus: [(name: String, text: String)] = InterfaceBuilderCorpus.documents(),
                                 watchdog: Watchdog? = nil, progress: ((Int) -> Void)? = nil) -> FuzzReport {
    let documents = corpus
    return fuzz(cases: cases, firstSeed: firstSeed, watchdog: watchdog, progress: progress,
                make: { InterfaceBuilderFuzzCase(seed: $0, corpus: documents) },
                run: { InterfaceBuilderFuzzRunner.run($0).map(FuzzOutcome.failed) ?? .passed })
}
