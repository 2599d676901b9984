import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// Cells as a nib's top-level object (a cell xib, loaded with `UINib.instantiate` or
/// registered with a collection or table view), and the top and bottom layout guides of
/// older storyboards.
@MainActor
@Suite(.serialized)
struct InterfaceBuilderCellTests {
    final class PhotoCell: UICollectionViewCell {
        @Outlet var caption: UILabel!
        var awoke = 0
        override func awakeFromNib() {
            super.awakeFromNib()
            awoke += 1
        }
    }

    final class NameCell: UITableViewCell {
        @Outlet var name: UILabel!
    }

    /// A collection view cell as older Xcode writes it: `<view key="contentView">` without
    /// an id, the cell's constraints pinning the label 8 points inside the cell.
    static let photoCellDocument = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Photo" id="gTV-IL-0wX" customClass="PhotoCell" customModule="UIKitTests">
                <rect key="frame" x="0.0" y="0.0" width="120" height="60"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="60"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Caption" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="cap-Lb-001">
                            <rect key="frame" x="8" y="8" width="104" height="44"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                </view>
                <constraints>
                    <constraint firstItem="cap-Lb-001" firstAttribute="leading" secondItem="gTV-IL-0wX" secondAttribute="leading" constant="8" id="c-1"/>
                    <constraint firstAttribute="trailing" secondItem="cap-Lb-001" secondAttribute="trailing" constant="8" id="c-2"/>
                    <constraint firstItem="cap-Lb-001" firstAttribute="top" secondItem="gTV-IL-0wX" secondAttribute="top" constant="8" id="c-3"/>
                    <constraint firstAttribute="bottom" secondItem="cap-Lb-001" secondAttribute="bottom" constant="8" id="c-4"/>
                </constraints>
                <size key="customSize" width="120" height="60"/>
                <connections>
                    <outlet property="caption" destination="cap-Lb-001" id="o-1"/>
                </connections>
                <point key="canvasLocation" x="139" y="154"/>
            </collectionViewCell>
        </objects>
    </document>
    """

    /// A table view cell as newer Xcode writes it: a `<tableViewCellContentView>` with an
    /// id, holding its own constraints to the label.
    static let nameCellDocument = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <tableViewCell contentMode="scaleToFill" selectionStyle="none" accessoryType="checkmark" indentationWidth="10" reuseIdentifier="Name" rowHeight="60" id="KGk-i7-Jjw" customClass="NameCell" customModule="UIKitTests">
                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="KGk-i7-Jjw" id="H2p-sc-9uM">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="nam-Lb-001">
                            <rect key="frame" x="20" y="10" width="280" height="40"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="nam-Lb-001" firstAttribute="leading" secondItem="H2p-sc-9uM" secondAttribute="leading" constant="20" id="n-1"/>
                        <constraint firstItem="nam-Lb-001" firstAttribute="top" secondItem="H2p-sc-9uM" secondAttribute="top" constant="10" id="n-2"/>
                        <constraint firstAttribute="bottom" secondItem="nam-Lb-001" secondAttribute="bottom" constant="10" id="n-3"/>
                        <constraint firstAttribute="trailing" secondItem="nam-Lb-001" secondAttribute="trailing" constant="20" id="n-4"/>
                    </constraints>
                </tableViewCellContentView>
                <viewLayoutGuide key="safeArea" id="njF-e1-oar"/>
                <connections>
                    <outlet property="name" destination="nam-Lb-001" id="o-2"/>
                </connections>
            </tableViewCell>
        </objects>
    </document>
    """

    @Test func aCollectionViewCellIsANibsTopLevelObject() throws {
        InterfaceBuilderClasses.register(PhotoCell.self)
        let capture = LogCapture()
        let objects = capture.capture { UINib(data: Data(Self.photoCellDocument.utf8), bundle: nil).instantiate(withOwner: nil) }
        #expect(capture.messages.isEmpty, "\(capture.messages)")
        let cell = try #require(objects.first as? PhotoCell)
        #expect(objects.count == 1)
        #expect(cell.reuseIdentifier == "Photo")
        let caption = try #require(cell.caption)
        #expect(caption.superview === cell.contentView && caption.text == "Caption")
        #expect(cell.contentView.superview === cell)
        #expect(cell.contentView.backgroundColor == UIColor(white: 0.5, alpha: 1))
        #expect(cell.constraints.count == 4)
        #expect(cell.awoke == 1)
        cell.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 80))
        #expect(caption.frame == CGRect(x: 8, y: 8, width: 184, height: 64))
    }

    @Test func aTableViewCellIsANibsTopLevelObject() throws {
        InterfaceBuilderClasses.register(NameCell.self)
        let capture = LogCapture()
        let objects = capture.capture { UINib(data: Data(Self.nameCellDocument.utf8), bundle: nil).instantiate(withOwner: nil) }
        #expect(capture.messages.isEmpty, "\(capture.messages)")
        let cell = try #require(objects.first as? NameCell)
        #expect(cell.reuseIdentifier == "Name")
        #expect(cell.selectionStyle == .none && cell.accessoryType == .checkmark)
        let name = try #require(cell.name)
        #expect(name.superview === cell.contentView)
        #expect(cell.contentView.constraints.count == 4)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        cell.layoutIfNeeded()
        #expect(name.frame.minX == cell.contentView.frame.minX + 20)
        #expect(name.frame.minY == 10 && name.frame.height == cell.contentView.frame.height - 20)
    }

    /// A collection view dequeues cells from a registered nib: a new instance each time,
    /// then the reused one.
    @Test func aCollectionViewDequeuesCellsFromARegisteredNib() throws {
        InterfaceBuilderClasses.register(PhotoCell.self)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UINib(data: Data(Self.photoCellDocument.utf8), bundle: nil), forCellWithReuseIdentifier: "Photo")
        let capture = LogCapture()
        let (first, second) = capture.capture {
            (collection.dequeueReusableCell(withReuseIdentifier: "Photo", for: IndexPath(item: 0, section: 0)),
             collection.dequeueReusableCell(withReuseIdentifier: "Photo", for: IndexPath(item: 1, section: 0)))
        }
        #expect(capture.messages.isEmpty, "\(capture.messages)")
        let a = try #require(first as? PhotoCell), b = try #require(second as? PhotoCell)
        #expect(a !== b && a.caption !== b.caption)
        #expect(a.caption?.text == "Caption" && a.reuseIdentifier == "Photo")
        // Registering a class for the identifier replaces the nib.
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
        #expect(!(collection.dequeueReusableCell(withReuseIdentifier: "Photo", for: IndexPath(item: 2, section: 0)) is PhotoCell))
    }

    @Test func aTableDequeuesCellsFromARegisteredNib() throws {
        InterfaceBuilderClasses.register(NameCell.self)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(UINib(data: Data(Self.nameCellDocument.utf8), bundle: nil), forCellReuseIdentifier: "Other")
        let capture = LogCapture()
        let cell = capture.capture { table.dequeueReusableCell(withIdentifier: "Other", for: IndexPath(row: 0, section: 0)) }
        let nameCell = try #require(cell as? NameCell)
        #expect(nameCell.name?.text == "Name")
        // The nib says "Name": UIKit raises; here it is logged and the registered one wins.
        #expect(nameCell.reuseIdentifier == "Other")
        #expect(capture.messages.contains { $0.contains("does not match the identifier used to register the nib ('Other')") })
    }

    /// A storyboard from before safe areas: the label hangs 20 points below the top layout
    /// guide and the view 30 points above the bottom one.
    static let layoutGuideStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="10117" systemVersion="15G31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="BYZ-38-t0r">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="10085"/>
        </dependencies>
        <scenes>
            <scene sceneID="tne-QT-ifu">
                <objects>
                    <viewController id="BYZ-38-t0r" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="y3c-jy-aDJ"/>
                            <viewControllerLayoutGuide type="bottom" id="wfy-db-euE"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Top" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-To-p01">
                                    <rect key="frame" x="20" y="40" width="560" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-Vw-001">
                                    <rect key="frame" x="20" y="81" width="560" height="489"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="lbl-To-p01" firstAttribute="top" secondItem="y3c-jy-aDJ" secondAttribute="bottom" constant="20" id="k-1"/>
                                <constraint firstItem="lbl-To-p01" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leadingMargin" id="k-2"/>
                                <constraint firstItem="lbl-To-p01" firstAttribute="height" constant="21" id="k-3"/>
                                <constraint firstItem="box-Vw-001" firstAttribute="top" secondItem="lbl-To-p01" secondAttribute="bottom" constant="20" id="k-4"/>
                                <constraint firstItem="wfy-db-euE" firstAttribute="top" secondItem="box-Vw-001" secondAttribute="bottom" constant="30" id="k-5"/>
                                <constraint firstItem="box-Vw-001" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leading" constant="20" id="k-6"/>
                                <constraint firstAttribute="trailing" secondItem="box-Vw-001" secondAttribute="trailing" constant="20" id="k-7"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    @Test func olderLayoutGuidesAreTheControllersTopAndBottomLayoutGuides() throws {
        let capture = LogCapture()
        let storyboard = UIStoryboard(data: Data(Self.layoutGuideStoryboard.utf8), name: "Guides.storyboard")
        let controller = try #require(capture.capture { storyboard.instantiateInitialViewController() })
        #expect(capture.messages.isEmpty, "\(capture.messages)")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 700))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 50, right: 0)
        window.layoutIfNeeded()
        let label = try #require(controller.view.subviews.first { $0 is UILabel })
        let box = try #require(controller.view.subviews.first { !($0 is UILabel) })
        let safeArea = controller.view.safeAreaLayoutGuide.layoutFrame
        #expect(safeArea.minY == 44 && safeArea.maxY == 650)
        #expect(label.frame.minY == 64 && label.frame.height == 21)
        #expect(box.frame == CGRect(x: 20, y: 105, width: 360, height: 515))
    }

    @Test func aLayoutGuideOfAnUnknownTypeIsReportedWithItsLine() {
        let document = Self.layoutGuideStoryboard.replacingOccurrences(of: #"type="bottom""#, with: #"type="middle""#)
        let capture = LogCapture()
        let controller = capture.capture { UIStoryboard(data: Data(document.utf8), name: "Guides.storyboard").instantiateInitialViewController() }
        #expect(controller != nil)
        #expect(capture.messages.contains { $0.contains("Guides.storyboard, line 12: layout guide wfy-db-euE has the type 'middle'") })
        #expect(capture.messages.contains { $0.contains("Guides.storyboard, line 31: constraint k-5 names an unknown item id 'wfy-db-euE'") })
    }
}
