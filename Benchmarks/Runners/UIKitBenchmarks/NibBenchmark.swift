import Foundation
import UIKit

/// An Interface Builder document of 200 views (a column of 40 rows × 5 views) and 800
/// constraints, in the shapes Xcode writes.
func benchmarkDocument() -> String {
    var views = ""
    var constraints = ""
    var count = 0
    for row in 0..<40 {
        for column in 0..<5 {
            let id = "v-\(row)-\(column)"
            views += #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="0" y="0" width="10" height="10"/><color key="backgroundColor" red="0.5" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></view>"#
            let leading = column == 0 ? #"secondItem="root" secondAttribute="leading""# : #"secondItem="v-\#(row)-\#(column - 1)" secondAttribute="trailing""#
            let top = row == 0 ? #"secondItem="root" secondAttribute="top""# : #"secondItem="v-\#(row - 1)-\#(column)" secondAttribute="bottom""#
            constraints += #"<constraint firstItem="\#(id)" firstAttribute="leading" \#(leading) constant="4" id="c\#(count)"/>"#
            constraints += #"<constraint firstItem="\#(id)" firstAttribute="top" \#(top) constant="2" id="c\#(count + 1)"/>"#
            constraints += #"<constraint firstItem="\#(id)" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1:6" id="c\#(count + 2)"/>"#
            constraints += #"<constraint firstItem="\#(id)" firstAttribute="height" constant="12" priority="750" id="c\#(count + 3)"/>"#
            count += 4
        }
    }
    return """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
    <objects><view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="600" height="800"/>
    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
    <subviews>\(views)</subviews><constraints>\(constraints)</constraints></view></objects></document>
    """
}

/// Reading and instantiating the document, then laying it out in a window.
@MainActor
func runNibBenchmark(runs: Int) {
    let data = Data(benchmarkDocument().utf8)
    var loads: [Double] = []
    var layouts: [Double] = []
    var constraintCount = 0
    for _ in 0..<runs {
        let start = now()
        let nib = UINib(data: data, bundle: nil)
        guard let root = nib.instantiate(withOwner: nil).first as? UIView else { return }
        loads.append(now() - start)
        constraintCount = root.constraints.count
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 800))
        let layoutStart = now()
        window.addSubview(root)
        window.layoutIfNeeded()
        layouts.append(now() - layoutStart)
    }
    print("Interface Builder document, 200 views and \(constraintCount) constraints (\(data.count / 1024) KB):")
    print("  read + instantiate  \(format(median(loads)))")
    print("  first layout        \(format(median(layouts)))")
}
