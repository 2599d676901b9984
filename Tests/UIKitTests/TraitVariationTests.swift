import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// A controller using iOS 17's trait registration as Apple's sample code writes it.
@MainActor
private final class RegisteringController: UIViewController {
    var heard: [String] = []
    var registration: (any UITraitChangeRegistration)?

    override func viewDidLoad() {
        super.viewDidLoad()
        registration = registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, previousTraitCollection: UITraitCollection) in
            self.heard.append("width \(previousTraitCollection.horizontalSizeClass) → \(self.traitCollection.horizontalSizeClass)")
        }
        view.registerForTraitChanges([UITraitVerticalSizeClass.self, UITraitUserInterfaceStyle.self]) { (view: UIView, _: UITraitCollection) in
            self.heard.append("view height \(view.traitCollection.verticalSizeClass)")
        }
    }
}

@Suite("Size-class variations from Interface Builder; registerForTraitChanges")
@MainActor
struct TraitVariationTests {
    @Test func constraintsFollowTheSizeClassTheyWereMadeFor() throws {
        let document = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
        <view id="root"><rect key="frame" x="0" y="0" width="300" height="300"/><subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="box"/>
        </subviews><constraints>
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="lead"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="top"/>
        <constraint firstItem="box" firstAttribute="height" constant="50" id="high"/>
        <constraint firstItem="box" firstAttribute="width" constant="100" id="regularWidth"/>
        <constraint firstItem="box" firstAttribute="width" constant="200" id="compactWidth"/>
        </constraints>
        <variation key="default"><mask key="constraints"><exclude reference="compactWidth"/></mask></variation>
        <variation key="widthClass=compact"><mask key="constraints"><include reference="compactWidth"/><exclude reference="regularWidth"/></mask></variation>
        <variation key="heightClass=compact-widthClass=compact"><mask key="subviews"><exclude reference="box"/></mask></variation>
        <variation key="widthClass=huge"/>
        </view></objects></document>
        """
        let capture = LogCapture()
        let objects = capture.capture { UINib(data: Data(document.utf8), bundle: nil).instantiate(withOwner: nil) }
        let root = try #require(objects.first as? UIView)
        let box = try #require(root.subviews.first)
        #expect(capture.messages.count == 2, "\(capture.messages)")
        #expect(capture.messages.contains { $0.contains("line 13: variation 'heightClass=compact-widthClass=compact' varies subviews") })
        #expect(capture.messages.contains { $0.contains("line 14: variation 'widthClass=huge' is not a size-class variation") })
        let window = makeWindow(width: 400, height: 480)
        window.rootViewController!.view.addSubview(root)
        turn()
        #expect(box.frame.width == 200, "compact width: the compact constraint")
        window.sendEvent(.resize(size: CGSize(width: 800, height: 480)))
        turn()
        #expect(box.frame.width == 100, "regular width: the default one")
        window.sendEvent(.resize(size: CGSize(width: 500, height: 480)))
        turn()
        #expect(box.frame.width == 200)
        #expect(!box.hasAmbiguousLayout)
    }

    @Test func registeredHandlersHearOnlyTheirTraits() {
        let controller = RegisteringController()
        let window = makeWindow(width: 400, height: 480, root: controller)
        turn()
        window.sendEvent(.resize(size: CGSize(width: 800, height: 480)))
        #expect(controller.heard == ["width compact → regular"])
        window.sendEvent(.resize(size: CGSize(width: 800, height: 300)))
        #expect(controller.heard == ["width compact → regular", "view height compact"])
        controller.unregisterForTraitChanges(controller.registration!)
        window.sendEvent(.resize(size: CGSize(width: 400, height: 300)))
        #expect(controller.heard.count == 2, "unregistered: \(controller.heard)")
    }
}

@MainActor
private final class ContainerController: UIViewController {
    var heard: [String] = []
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        heard.append("preferred \(container.preferredContentSize)")
    }
    override func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        heard.append("fitting \(container === children.first)")
    }
    override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width / 2, height: parentSize.height)
    }
}

@MainActor
private final class SizedChild: UIViewController {
    var sizes: [CGSize] = []
    let label = UILabel()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        sizes.append(size)
    }
}

@Suite("UIContentContainer")
@MainActor
struct ContentContainerTests {
    @Test func aParentHearsItsChildAndSizesIt() {
        let parent = ContainerController()
        let window = makeWindow(width: 400, height: 480, root: parent)
        let child = SizedChild()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        turn()
        child.preferredContentSize = CGSize(width: 100, height: 50)
        child.label.text = "longer text"
        #expect(parent.heard == ["preferred CGSize(width: 100.0, height: 50.0)", "fitting true"])
        window.sendEvent(.resize(size: CGSize(width: 600, height: 480)))
        #expect(child.sizes == [CGSize(width: 300, height: 480)], "the size the parent gives it")
    }
}
