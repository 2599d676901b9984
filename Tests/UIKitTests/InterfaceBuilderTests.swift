import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// Interface Builder documents: views and custom classes, properties, every constraint
/// attribute and the shapes of multipliers, priorities and identifiers, layout guides,
/// outlets, actions, awakeFromNib, and clear messages for what cannot load.
@MainActor
@Suite(.serialized)
struct InterfaceBuilderTests {
    /// The first article's `TFView`.
    final class TFView: UIView {
        var awoke = 0
        override func awakeFromNib() {
            super.awakeFromNib()
            awoke += 1
        }
    }

    /// The first article's controller, its outlets declared as this library allows.
    final class LifeController: UIViewController, UINibConnecting {
        @Outlet var containerView: TFView!
        @Outlet var leftView: TFView!
        @Outlet var ltView: TFView!
        @Outlet var rightView: TFView!
        @Outlet var tableview: UITableView!
        @Outlet var button: UIButton!
        var taps: [String] = []

        func performAction(_ selector: String, sender: Any?) -> Bool {
            guard selector == "tap:" else { return false }
            taps.append(selector)
            return true
        }
    }

    /// The article's screen as Xcode writes it: a container (TFView) with left, middle
    /// (ltView) and right, 50 wide, and a table view below, plus a label, a stack view and
    /// a button to cover their properties.
    static let lifeDocument = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
        </dependencies>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LifeController" customModule="UIKitTests">
                <connections>
                    <outlet property="button" destination="btn-01-aaa" id="o-1"/>
                    <outlet property="containerView" destination="cnt-01-aaa" id="o-2"/>
                    <outlet property="leftView" destination="lft-01-aaa" id="o-3"/>
                    <outlet property="ltView" destination="mid-01-aaa" id="o-4"/>
                    <outlet property="rightView" destination="rgt-01-aaa" id="o-5"/>
                    <outlet property="tableview" destination="tbl-01-aaa" id="o-6"/>
                    <outlet property="view" destination="i5M-Pr-FkT" id="o-7"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="i5M-Pr-FkT">
                <rect key="frame" x="0.0" y="0.0" width="428" height="600"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cnt-01-aaa" customClass="TFView" customModule="UIKitTests" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="428" height="60"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lft-01-aaa" customClass="TFView" customModule="UIKitTests">
                                <rect key="frame" x="0.0" y="0.0" width="50" height="60"/>
                                <color key="backgroundColor" red="1" green="0.8" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="50" id="w-left"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rgt-01-aaa" customClass="TFView" customModule="UIKitTests">
                                <rect key="frame" x="378" y="0.0" width="50" height="60"/>
                                <color key="backgroundColor" systemColor="systemRedColor"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="50" id="w-right"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mid-01-aaa" customClass="TFView" customModule="UIKitTests">
                                <rect key="frame" x="189" y="0.0" width="50" height="60"/>
                                <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="50" id="w-mid"/>
                                </constraints>
                            </view>
                        </subviews>
                        <color key="backgroundColor" systemColor="systemGray5Color"/>
                        <constraints>
                            <constraint firstItem="lft-01-aaa" firstAttribute="leading" secondItem="cnt-01-aaa" secondAttribute="leading" id="c-1"/>
                            <constraint firstItem="lft-01-aaa" firstAttribute="top" secondItem="cnt-01-aaa" secondAttribute="top" id="c-2"/>
                            <constraint firstAttribute="bottom" secondItem="lft-01-aaa" secondAttribute="bottom" id="c-3"/>
                            <constraint firstItem="mid-01-aaa" firstAttribute="centerX" secondItem="cnt-01-aaa" secondAttribute="centerX" id="c-4"/>
                            <constraint firstItem="mid-01-aaa" firstAttribute="top" secondItem="cnt-01-aaa" secondAttribute="top" id="c-5"/>
                            <constraint firstItem="mid-01-aaa" firstAttribute="height" secondItem="cnt-01-aaa" secondAttribute="height" multiplier="1:1" id="c-6"/>
                            <constraint firstAttribute="trailing" secondItem="rgt-01-aaa" secondAttribute="trailing" id="c-7"/>
                            <constraint firstItem="rgt-01-aaa" firstAttribute="top" secondItem="cnt-01-aaa" secondAttribute="top" id="c-8"/>
                            <constraint firstItem="rgt-01-aaa" firstAttribute="bottom" secondItem="cnt-01-aaa" secondAttribute="bottom" id="c-9"/>
                            <constraint firstAttribute="height" constant="60" identifier="containerHeight" id="c-10"/>
                        </constraints>
                    </view>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Lifecycle" textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="2" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-01-aaa">
                        <rect key="frame" x="20" y="70" width="100" height="21"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                        <color key="textColor" systemColor="labelColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-01-aaa">
                        <rect key="frame" x="140" y="70" width="100" height="60"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" horizontalCompressionResistancePriority="749" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-01-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                                <state key="normal" title="Tap me"/>
                                <connections>
                                    <action selector="tap:" destination="-1" eventType="touchUpInside" id="a-1"/>
                                </connections>
                            </button>
                            <view contentMode="scaleToFill" id="spc-01-aaa">
                                <rect key="frame" x="0.0" y="38" width="100" height="22"/>
                            </view>
                        </subviews>
                    </stackView>
                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="grouped" separatorStyle="default" rowHeight="44" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-01-aaa">
                        <rect key="frame" x="0.0" y="140" width="428" height="426"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </tableView>
                </subviews>
                <viewLayoutGuide key="safeArea" id="fnl-Zk-Xxl"/>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                <constraints>
                    <constraint firstItem="cnt-01-aaa" firstAttribute="leading" secondItem="fnl-Zk-Xxl" secondAttribute="leading" id="r-1"/>
                    <constraint firstItem="fnl-Zk-Xxl" firstAttribute="trailing" secondItem="cnt-01-aaa" secondAttribute="trailing" id="r-2"/>
                    <constraint firstItem="cnt-01-aaa" firstAttribute="top" secondItem="fnl-Zk-Xxl" secondAttribute="top" id="r-3"/>
                    <constraint firstItem="lbl-01-aaa" firstAttribute="leadingMargin" secondItem="i5M-Pr-FkT" secondAttribute="leadingMargin" constant="4" id="r-4"/>
                    <constraint firstItem="lbl-01-aaa" firstAttribute="top" secondItem="cnt-01-aaa" secondAttribute="bottom" constant="10" id="r-5"/>
                    <constraint firstItem="stk-01-aaa" firstAttribute="leading" secondItem="lbl-01-aaa" secondAttribute="trailing" constant="20" id="r-6"/>
                    <constraint firstItem="stk-01-aaa" firstAttribute="firstBaseline" secondItem="lbl-01-aaa" secondAttribute="firstBaseline" priority="750" id="r-7"/>
                    <constraint firstItem="stk-01-aaa" firstAttribute="width" secondItem="lbl-01-aaa" secondAttribute="width" multiplier="0.5" relation="greaterThanOrEqual" id="r-8"/>
                    <constraint firstItem="tbl-01-aaa" firstAttribute="top" secondItem="cnt-01-aaa" secondAttribute="bottom" constant="80" id="r-9"/>
                    <constraint firstItem="tbl-01-aaa" firstAttribute="leading" secondItem="fnl-Zk-Xxl" secondAttribute="leading" id="r-10"/>
                    <constraint firstItem="tbl-01-aaa" firstAttribute="trailing" secondItem="fnl-Zk-Xxl" secondAttribute="trailing" id="r-11"/>
                    <constraint firstItem="fnl-Zk-Xxl" firstAttribute="bottom" secondItem="tbl-01-aaa" secondAttribute="bottom" id="r-12"/>
                    <constraint firstItem="tbl-01-aaa" firstAttribute="height" relation="lessThanOrEqual" constant="2000" placeholder="YES" id="r-13"/>
                </constraints>
                <point key="canvasLocation" x="139" y="21"/>
            </view>
        </objects>
        <resources>
            <systemColor name="labelColor"><color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
            <systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
        </resources>
    </document>
    """

    private func loadLife() -> (UIWindow, LifeController) {
        InterfaceBuilderClasses.register(TFView.self)
        InterfaceBuilderClasses.register(LifeController.self)
        let controller = LifeController()
        let nib = UINib(data: Data(Self.lifeDocument.utf8), bundle: nil)
        let objects = nib.instantiate(withOwner: controller, options: nil)
        #expect(objects.count == 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 428, height: 600))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, controller)
    }

    @Test func theArticlesScreenLoadsWithItsOutletsAndConstraints() throws {
        let (window, controller) = loadLife()
        defer { withExtendedLifetime(window) {} }
        let container = try #require(controller.containerView)
        #expect(controller.view.subviews.first === container)
        #expect(container.subviews.map { $0 as? TFView }.compactMap { $0 }.count == 3)
        #expect(container.frame == CGRect(x: 0, y: 0, width: 428, height: 60))
        #expect(controller.leftView.frame == CGRect(x: 0, y: 0, width: 50, height: 60))
        #expect(controller.ltView.frame == CGRect(x: 189, y: 0, width: 50, height: 60))
        #expect(controller.rightView.frame == CGRect(x: 378, y: 0, width: 50, height: 60))
        #expect(controller.tableview.frame == CGRect(x: 0, y: 140, width: 428, height: 460))
        #expect(controller.tableview.style == .grouped)
        #expect(controller.tableview.rowHeight == 44)
        // Every view awoke once, after the outlets were set.
        #expect([controller.containerView, controller.leftView, controller.ltView, controller.rightView].allSatisfy { $0.awoke == 1 })
        // Identifier and constant of the container's height.
        let height = container.constraints.first { $0.identifier == "containerHeight" }
        #expect(height?.constant == 60 && height?.firstAttribute == .height && height?.secondItem == nil)
        // `placeholder="YES"` constraints are removed at build time.
        #expect(!controller.view.constraints.contains { $0.constant == 2000 })
    }

    @Test func propertiesOfLabelsButtonsAndStackViews() throws {
        let (window, controller) = loadLife()
        defer { withExtendedLifetime(window) {} }
        let label = try #require(controller.view.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.text == "Lifecycle")
        #expect(label.textAlignment == .center && label.numberOfLines == 2)
        #expect(label.font == UIFont.boldSystemFont(ofSize: 17))
        #expect(label.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
        let stack = try #require(controller.view.subviews.compactMap { $0 as? UIStackView }.first)
        #expect(stack.axis == .vertical && stack.distribution == .fillEqually && stack.alignment == .center && stack.spacing == 8)
        #expect(stack.arrangedSubviews.count == 2 && stack.arrangedSubviews[0] === controller.button)
        #expect(controller.button.title(for: .normal) == "Tap me")
        #expect(controller.button.buttonType == .system && controller.button.currentTitleColor == .systemBlue)
        #expect(controller.button.contentCompressionResistancePriority(for: .horizontal) == UILayoutPriority(749))
        // Colours: sRGB components, calibrated white, system colours by name.
        #expect(controller.leftView.backgroundColor == UIColor(red: 1, green: 0.8, blue: 0.2, alpha: 1))
        #expect(controller.ltView.backgroundColor == UIColor(white: 0.5, alpha: 1))
        #expect(controller.rightView.backgroundColor == .systemRed)
        // The label's leading margin sits 4 points inside the root view's, 10 below the container.
        #expect(label.frame.minX + label.layoutMargins.left == controller.view.layoutMargins.left + 4)
        #expect(label.frame.minY == 70)
        // Priority, relation and multiplier of the stack's constraints.
        let baseline = controller.view.constraints.first { $0.firstAttribute == .firstBaseline }
        #expect(baseline?.priority == UILayoutPriority(750))
        let width = controller.view.constraints.first { $0.firstItem === stack && $0.firstAttribute == .width }
        #expect(width?.relation == .greaterThanOrEqual && width?.multiplier == 0.5)
    }

    @Test func actionsReachTheOwner() throws {
        let (window, controller) = loadLife()
        defer { withExtendedLifetime(window) {} }
        controller.button.sendActions(for: .touchUpInside)
        #expect(controller.taps == ["tap:"])
    }

    /// Buttons have the type the document names (a custom one has white titles); text
    /// fields their border style.
    @Test func buttonTypesAndTextFieldBorders() throws {
        let document = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
        <view id="root"><subviews>
        <button buttonType="system" id="s"><state key="normal" title="System"/></button>
        <button buttonType="custom" id="c"><state key="normal" title="Custom"/></button>
        <button buttonType="contactAdd" id="a"/>
        <textField borderStyle="roundedRect" placeholder="Title" id="t"/>
        <textField id="n"/>
        </subviews></view></objects></document>
        """
        let root = try #require(UINib(data: Data(document.utf8), bundle: nil).instantiate(withOwner: nil).first as? UIView)
        let buttons = root.subviews.compactMap { $0 as? UIButton }
        #expect(buttons.map(\.buttonType) == [.system, .custom, .contactAdd])
        #expect(buttons[0].currentTitleColor == .systemBlue && buttons[1].currentTitleColor == .white)
        let fields = root.subviews.compactMap { $0 as? UITextField }
        #expect(fields.map(\.borderStyle) == [.roundedRect, .none])
        #expect(fields[0].placeholder == "Title")
    }

    @Test func everyConstraintAttributeAndMultiplierShapeIsRead() throws {
        var body = ""
        let attributes = ["left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
                          "baseline", "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
                          "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins"]
        let multipliers = ["0.5", "4", "1.2", "1/3", "1:1", "1:3", "3:1", "2:1"]
        for (index, attribute) in attributes.enumerated() {
            let multiplier = multipliers[index % multipliers.count]
            body += #"<constraint firstItem="a" firstAttribute="\#(attribute)" secondItem="b" secondAttribute="\#(attribute)" multiplier="\#(multiplier)" constant="\#(index)" priority="\#(500 + index)" id="k\#(index)"/>"# + "\n"
        }
        let document = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
        <view id="root"><rect key="frame" x="0" y="0" width="300" height="300"/><subviews>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="a"/><label translatesAutoresizingMaskIntoConstraints="NO" text="x" id="b"/>
        </subviews><constraints>\(body)</constraints></view></objects></document>
        """
        let root = try #require(UINib(data: Data(document.utf8), bundle: nil).instantiate(withOwner: nil).first as? UIView)
        let constraints = root.constraints.sorted { $0.constant < $1.constant }
        #expect(constraints.count == attributes.count)
        for (index, constraint) in constraints.enumerated() {
            let expected = attributes[index] == "baseline" ? "lastBaseline" : attributes[index]
            #expect(constraint.firstAttribute.name == expected && constraint.secondAttribute.name == expected)
            #expect(constraint.priority == UILayoutPriority(Float(500 + index)))
        }
        let expectedMultipliers: [Double] = [0.5, 4, 1.2, 1.0 / 3, 1, 1.0 / 3, 3, 2]
        let multipliersRead: [Double] = constraints.prefix(8).map { Double($0.multiplier) }
        #expect(multipliersRead == expectedMultipliers)
    }

    @Test func problemsAreReportedWithTheLineAndTheRestLoads() throws {
        let document = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LifeController">
            <connections><outlet property="nonexistent" destination="root" id="o1"/></connections>
        </placeholder>
        <view id="root">
            <subviews>
                <view customClass="NoSuchView" customModule="Nowhere" translatesAutoresizingMaskIntoConstraints="NO" id="a"/>
                <pickerView id="p"/>
            </subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="width" constant="10" id="ok"/>
                <constraint firstItem="ghost" firstAttribute="width" constant="20" id="bad"/>
            </constraints>
        </view>
        </objects>
        </document>
        """
        let capture = LogCapture()
        let controller = LifeController()
        let objects = capture.capture { UINib(data: Data(document.utf8), bundle: nil).instantiate(withOwner: controller) }
        let root = try #require(objects.first as? UIView)
        #expect(root.subviews.count == 1)
        #expect(root.constraints.map(\.constant) == [10])
        let messages = capture.messages.joined(separator: "\n")
        #expect(messages.contains("line 8: unknown class 'NoSuchView'"))
        #expect(messages.contains("line 9: <pickerView> is not supported yet"))
        #expect(messages.contains("line 13: constraint bad names an unknown item id 'ghost'"))
        #expect(messages.contains("line 4: LifeController has no outlet 'nonexistent'"))
    }

    @Test func aMalformedDocumentIsReportedNotCrashed() {
        let capture = LogCapture()
        let objects = capture.capture { UINib(data: Data("<document><objects><view id=\"a\"></objects>".utf8), bundle: nil).instantiate(withOwner: nil) }
        #expect(objects.isEmpty)
        #expect(capture.messages.contains { $0.contains("malformed XML at line 1") && $0.contains("an end tag does not match its start tag") })
        let missing = capture.capture { UINib(nibName: "NoSuchDocument", bundle: nil).instantiate(withOwner: nil) }
        #expect(missing.isEmpty)
        #expect(capture.messages.contains { $0.contains("no Interface Builder document named 'NoSuchDocument.xib'") })
    }

    @Test func aControllerLoadsTheNibNamedAfterItsClass() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.lifeDocument.utf8).write(to: directory.appendingPathComponent("Life.xib"))
        InterfaceBuilderClasses.register(TFView.self)
        let bundle = try #require(Bundle(url: directory))
        let controller = LifeController(nibName: "Life", bundle: bundle)
        #expect(controller.view.subviews.count == 4)
        #expect(controller.containerView?.subviews.count == 3)
        let loaded = bundle.loadNibNamed("Life", owner: LifeController(), options: nil)
        #expect(loaded?.count == 1)
        #expect(bundle.loadNibNamed("Missing", owner: nil, options: nil) == nil)
    }

    /// A view that takes a runtime attribute of its own.
    final class BadgeView: UIView, UINibConnecting {
        var badge = ""
        func setValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
            guard keyPath == "badge", let text = value as? String else { return false }
            badge = text
            return true
        }
    }

    @Test func userDefinedRuntimeAttributesAreSetByKeyPath() throws {
        InterfaceBuilderClasses.register(BadgeView.self)
        let document = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
        <view contentMode="scaleToFill" id="root" customClass="BadgeView">
            <rect key="frame" x="0" y="0" width="100" height="100"/>
            <accessibility key="accessibilityConfiguration" identifier="main"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="tag">
                    <integer key="value" value="7"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="number" keyPath="alpha">
                    <real key="value" value="0.5"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="boolean" keyPath="clipsToBounds" value="YES"/>
                <userDefinedRuntimeAttribute type="color" keyPath="backgroundColor">
                    <color key="value" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="string" keyPath="badge" value="new"/>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                    <integer key="value" value="3"/>
                </userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
        </view></objects></document>
        """
        let capture = LogCapture()
        let objects = capture.capture { UINib(data: Data(document.utf8), bundle: nil).instantiate(withOwner: nil) }
        let view = try #require(objects.first as? BadgeView)
        #expect(view.accessibilityIdentifier == "main")
        #expect(view.tag == 7 && view.alpha == 0.5 && view.clipsToBounds)
        #expect(view.backgroundColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(view.badge == "new")
        #expect(view.layer.cornerRadius == 3, "layer key paths are set (corners, borders, shadows)")
        #expect(capture.messages.isEmpty, "\(capture.messages)")
    }

    @Test func imageViewsLoadTheirImageByNameWithTheirContentMode() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("nib-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bitmap = try #require(ImageBitmap(width: 40, height: 30, premultipliedRGBA: [UInt8](repeating: 255, count: 40 * 30 * 4)))
        try #require(UIImage(bitmap: bitmap).pngData()).write(to: directory.appendingPathComponent("logo.png"))
        let bundle = try #require(Bundle(path: directory.path))
        let document = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
        <view id="root"><rect key="frame" x="0" y="0" width="300" height="300"/><subviews>
        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="img"/>
        <imageView contentMode="center" image="missing" id="gone"><rect key="frame" x="0" y="0" width="10" height="10"/></imageView>
        </subviews><constraints>
        <constraint firstItem="img" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
        <constraint firstItem="img" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
        </constraints></view></objects><resources><image name="logo" width="40" height="30"/></resources></document>
        """
        let capture = LogCapture()
        let objects = capture.capture { UINib(data: Data(document.utf8), bundle: bundle).instantiate(withOwner: nil) }
        let root = try #require(objects.first as? UIView)
        let image = try #require(root.subviews.first as? UIImageView)
        #expect(image.image?.size == CGSize(width: 40, height: 30))
        #expect(image.contentMode == .scaleAspectFit)
        #expect(image.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        let window = makeWindow(width: 300, height: 300)
        window.rootViewController!.view.addSubview(root)
        turn()
        #expect(image.frame == CGRect(x: 10, y: 20, width: 40, height: 30), "sized by the image")
        let gone = try #require(root.subviews.last as? UIImageView)
        #expect(gone.image == nil && gone.contentMode == .center)
        #expect(capture.messages.contains { $0.contains("nib data, line 4: no image named 'missing'") }, "\(capture.messages)")
    }
}
