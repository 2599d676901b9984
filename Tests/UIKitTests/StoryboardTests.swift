import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// Storyboards: scenes of view controllers, the initial one and one by Storyboard ID, each
/// made anew with its view, constraints and outlets.
@MainActor
@Suite(.serialized)
struct StoryboardTests {
    final class FirstController: UIViewController {
        @Outlet var titleLabel: UILabel!
        var awoke = false
        override func awakeFromNib() {
            super.awakeFromNib()
            awoke = titleLabel != nil
        }
    }

    static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="BYZ-38-t0r">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <!--First-->
            <scene sceneID="tne-QT-ifu">
                <objects>
                    <viewController id="BYZ-38-t0r" customClass="FirstController" customModule="UIKitTests" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="First scene" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-Aa-001">
                                    <rect key="frame" x="20" y="79" width="353" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="lbl-Aa-001" firstAttribute="leading" secondItem="6Tk-OE-BBY" secondAttribute="leading" constant="20" id="c-001"/>
                                <constraint firstItem="6Tk-OE-BBY" firstAttribute="trailing" secondItem="lbl-Aa-001" secondAttribute="trailing" constant="20" id="c-002"/>
                                <constraint firstItem="lbl-Aa-001" firstAttribute="top" secondItem="6Tk-OE-BBY" secondAttribute="top" constant="20" id="c-003"/>
                            </constraints>
                        </view>
                        <connections>
                            <outlet property="titleLabel" destination="lbl-Aa-001" id="o-001"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="dkx-z0-nzr" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="139" y="4"/>
            </scene>
            <!--Detail-->
            <scene sceneID="xYz-ab-cde">
                <objects>
                    <viewController storyboardIdentifier="Detail" id="dtl-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="dtl-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <color key="backgroundColor" systemColor="systemYellowColor"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
        </resources>
    </document>
    """

    @Test func theInitialSceneIsMadeWithItsViewAndOutlets() throws {
        InterfaceBuilderClasses.register(FirstController.self)
        let storyboard = UIStoryboard(data: Data(Self.document.utf8), name: "Main.storyboard")
        let controller = try #require(storyboard.instantiateInitialViewController() as? FirstController)
        #expect(controller.titleLabel?.text == "First scene")
        #expect(controller.awoke)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.titleLabel.frame.minX == 20 && controller.titleLabel.frame.maxX == 373)
        // Each call makes a new controller.
        let again = storyboard.instantiateInitialViewController()
        #expect(again !== controller)
    }

    @Test func aSceneIsFoundByItsStoryboardIdentifier() {
        let storyboard = UIStoryboard(data: Data(Self.document.utf8), name: "Main.storyboard")
        let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
        #expect(type(of: detail) == UIViewController.self)
        #expect(detail.view.backgroundColor == .systemYellow)
        let capture = LogCapture()
        let missing = capture.capture { storyboard.instantiateViewController(withIdentifier: "Nope") }
        #expect(type(of: missing) == UIViewController.self)
        #expect(capture.messages.contains { $0.contains("storyboard doesn't contain a view controller with identifier 'Nope'") })
        let absent = capture.capture { UIStoryboard(name: "NoSuchStoryboard", bundle: nil).instantiateInitialViewController() }
        #expect(absent == nil)
        #expect(capture.messages.contains { $0.contains("no Interface Builder document named 'NoSuchStoryboard.storyboard'") && $0.contains("/NoSuchStoryboard.storyboard,") })
    }
}
