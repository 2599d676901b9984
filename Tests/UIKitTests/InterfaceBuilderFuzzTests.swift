import Foundation
import Fuzzing
import Testing
import UIKit
import UIKitTestSupport

/// Mutated Interface Builder documents (the repository's and the fuzzer's own) load
/// without trapping or hanging, report every problem with the document's name and line,
/// and add nothing to the caller's hierarchy (see `InterfaceBuilderFuzzRunner`). The long
/// run is `swift run -c release fuzz --solver 0 --engine 0 --ib 10000`.
@MainActor
@Suite("Interface Builder fuzz", .serialized)
struct InterfaceBuilderFuzzTests {
    static let cases = ProcessInfo.processInfo.environment["FUZZ_IB"].flatMap(Int.init) ?? 200

    @Test func mutatedDocumentsLoadWithClearErrors() {
        let watchdog = Watchdog(limit: 120)
        defer { watchdog.stop() }
        // Debug builds with the solver's invariant checks are slow; a hang is far slower.
        InterfaceBuilderFuzzRunner.timeLimit = 20
        let corpus = InterfaceBuilderCorpus.documents()
        #expect(corpus.contains { $0.name == "Lifecycle.xib" } && corpus.contains { $0.name == "Scenes.storyboard" })
        let report = fuzzInterfaceBuilder(cases: Self.cases, firstSeed: 1, corpus: corpus, watchdog: watchdog)
        for failure in report.failures {
            Issue.record("seed \(failure.seed):\n\(failure.reproducer)")
        }
        #expect(report.passed == Self.cases)
    }

    @Test func theSameSeedMakesTheSameDocument() {
        let corpus = InterfaceBuilderCorpus.documents()
        for seed: UInt64 in [1, 2, 77] {
            let a = InterfaceBuilderFuzzCase(seed: seed, corpus: corpus), b = InterfaceBuilderFuzzCase(seed: seed, corpus: corpus)
            #expect(a.operations == b.operations && a.mutated().data == b.mutated().data)
        }
    }
}

/// Documents the fuzzer found trapping or reporting without a line, each as it was found.
@MainActor
@Suite("Interface Builder bad input", .serialized)
struct InterfaceBuilderBadInputTests {
    func load(_ body: String, owner: Any? = nil) -> (objects: [Any], messages: [String]) {
        let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
        \(body)
        </objects>
        </document>
        """
        let capture = LogCapture()
        let objects = capture.capture { UINib(data: Data(document.utf8), bundle: nil).instantiate(withOwner: owner) }
        return (objects, capture.messages)
    }

    /// Every message names the document and a line.
    func expectLines(_ messages: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        for message in messages {
            #expect(message.contains("nib data") && message.range(of: #"line \d+"#, options: .regularExpression) != nil,
                    "\(message)", sourceLocation: sourceLocation)
        }
    }

    /// Foundation's XML parser traps on an element name that is not UTF-8.
    @Test func aDocumentThatIsNotUTF8IsAnError() {
        var bytes = Array("<document>\n<objects>\n<view id=\"a\"/>\n</objects>\n</document>".utf8)
        bytes[bytes.firstIndex(of: UInt8(ascii: "v"))! + 2] = 0xC3  // <vi\xC3w
        let capture = LogCapture()
        let objects = capture.capture { UINib(data: Data(bytes), bundle: nil).instantiate(withOwner: nil) }
        #expect(objects.isEmpty)
        #expect(capture.messages.contains { $0.contains("malformed XML at line 3, column 4: the document is not UTF-8 text") })
        let storyboard = capture.capture { UIStoryboard(data: Data(bytes), name: "Broken.storyboard").instantiateInitialViewController() }
        #expect(storyboard == nil)
    }

    /// Numbers too large for an `Int` trapped (`tag`, `numberOfLines`, runtime attributes);
    /// values that are not finite numbers are reported and ignored.
    @Test func numbersOfTheWrongKindAreReportedNotTrapped() throws {
        let (objects, messages) = load("""
        <view tag="1e300" alpha="nan" verticalCompressionResistancePriority="0" id="root">
            <rect key="frame" x="0" y="0" width="-inf" height="100"/>
            <subviews>
                <label text="x" numberOfLines="9223372036854775808" translatesAutoresizingMaskIntoConstraints="NO" id="l"/>
            </subviews>
            <constraints>
                <constraint firstItem="l" firstAttribute="width" constant="inf" id="c1"/>
                <constraint firstItem="l" firstAttribute="height" constant="20" priority="5000" id="c2"/>
                <constraint firstItem="l" firstAttribute="top" secondItem="root" secondAttribute="top" constant="4" id="c3"/>
            </constraints>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="tag">
                    <real key="value" value="1e300"/>
                </userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
        </view>
        """)
        let root = try #require(objects.first as? UIView)
        #expect(root.tag == 0 && root.alpha == 1 && root.frame.width == 0)
        #expect(root.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(root.constraints.map(\.constant) == [4])
        expectLines(messages)
        #expect(messages.contains { $0.contains("line 4: tag=\"1e300\" on <view> is too large for a whole number") })
        #expect(messages.contains { $0.contains("line 4: alpha=\"nan\" on <view> is not a finite number") })
        #expect(messages.contains { $0.contains("line 5: width=\"-inf\" on <rect> is not a finite number") })
        #expect(messages.contains { $0.contains("line 4: verticalCompressionResistancePriority=\"0\" on <view> is outside 1–1000; ignored.") })
        #expect(messages.contains { $0.contains("line 7: numberOfLines=\"9223372036854775808\"") })
        #expect(messages.contains { $0.contains("line 10: constraint c1 has the constant 'inf', not a finite number; left out.") })
        #expect(messages.contains { $0.contains("line 11: constraint c2 has the priority 5000, outside 1–1000; left out.") })
        #expect(messages.contains { $0.contains("line 15: UIView has no runtime attribute 'tag'") })
    }

    /// Constraints UIKit's initialiser refuses were logged by it, without the document's line.
    @Test func invalidConstraintsAreReportedWithTheirLine() throws {
        let (objects, messages) = load("""
        <view id="root">
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="a"/>
            </subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="notAnAttribute" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="top" id="c2"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="left" id="c3"/>
                <constraint firstItem="a" firstAttribute="top" id="c4"/>
            </constraints>
        </view>
        """)
        let root = try #require(objects.first as? UIView)
        #expect(root.constraints.isEmpty)
        expectLines(messages)
        for (line, id) in [(9, "c1"), (10, "c2"), (11, "c3"), (12, "c4")] {
            #expect(messages.contains { $0.contains("line \(line): constraint \(id) is invalid") })
        }
    }

    /// A constraint naming the File's Owner, a view already in the caller's window, would
    /// have been refused by UIKit's `addConstraint` without a line; it touches nothing.
    @Test func aConstraintToTheFilesOwnerLeavesTheCallersHierarchyAlone() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let owner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(owner)
        let (objects, messages) = load("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
        <view id="root">
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="a"/>
            </subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="top" secondItem="-1" secondAttribute="top" id="c1"/>
                <constraint firstItem="-1" firstAttribute="width" constant="10" id="c2"/>
            </constraints>
        </view>
        """, owner: owner)
        let root = try #require(objects.first as? UIView)
        #expect(root.constraints.isEmpty && owner.constraints.isEmpty && window.constraints.isEmpty)
        #expect(owner.superview === window && window.subviews == [owner] && root.superview == nil)
        expectLines(messages)
        #expect(messages.contains { $0.contains("line 10: constraint c1 names an item that is not inside the UIView holding the list") })
        #expect(messages.contains { $0.contains("line 11: constraint c2 names an item that is not inside the UIView holding the list") })
    }

    /// A missing image was also logged by `UIImage(named:)`, without the document's line.
    @Test func aMissingImageIsReportedOnceWithItsLine() {
        let (_, messages) = load(#"<imageView image="no-such-picture" id="i"/>"#)
        #expect(messages.count == 1)
        expectLines(messages)
    }

    @Test func aDocumentOfAnotherKindNamesItsLine() {
        let capture = LogCapture()
        _ = capture.capture { UINib(data: Data("<?xml version=\"1.0\"?>\n<plist/>".utf8), bundle: nil).instantiate(withOwner: nil) }
        #expect(capture.messages.contains { $0.contains("nib data: line 2: not an Interface Builder document (root element <plist>") })
    }

    /// A scene that cannot be made, asked for by its Storyboard ID, said the storyboard
    /// did not contain it.
    @Test func aSceneThatCannotBeMadeNamesItsLine() {
        let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes><scene sceneID="s"><objects>
        <splitViewController storyboardIdentifier="Nav" id="n"/>
        </objects></scene></scenes>
        </document>
        """
        let capture = LogCapture()
        let storyboard = UIStoryboard(data: Data(document.utf8), name: "Nav.storyboard")
        let controller = capture.capture { storyboard.instantiateViewController(withIdentifier: "Nav") }
        #expect(type(of: controller) == UIViewController.self)
        #expect(capture.messages.contains { $0.contains("Nav.storyboard, line 4: <splitViewController> scenes are not supported yet") })
        #expect(capture.messages.contains { $0.contains("Nav.storyboard, line 4: the scene 'Nav' could not be made") })
        _ = capture.capture { storyboard.instantiateInitialViewController() }
        #expect(capture.messages.contains { $0.contains("Nav.storyboard, line 2: the storyboard has no initial view controller") })
    }
}

/// A document nested thousands deep took minutes to load and lay out (and deeper, would
/// exhaust the stack): past 256 levels it is refused, naming where.
@MainActor
@Suite("Interface Builder nesting")
struct InterfaceBuilderNestingTests {
    @Test func aDocumentNestedTooDeeplyIsRefused() {
        let depth = 2_000
        let open = (0..<depth).map { #"<view id="v\#($0)"><subviews>"# }.joined(separator: "\n")
        let close = String(repeating: "</subviews></view>", count: depth)
        let document = "<document>\n<objects>\n\(open)\n\(close)\n</objects>\n</document>"
        let capture = LogCapture()
        let objects = capture.capture { UINib(data: Data(document.utf8), bundle: nil).instantiate(withOwner: nil) }
        #expect(objects.isEmpty)
        // The 257th element down is view 127, on line 130.
        #expect(capture.messages.contains { $0.contains("malformed XML at line 130") && $0.contains("elements nest more than 256 deep") })
    }
}
