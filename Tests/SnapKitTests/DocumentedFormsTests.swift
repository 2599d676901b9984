import Foundation
import SnapKit
import Testing
import UIKit
import UIKitTestSupport

/// Forms from SnapKit's documentation and common app code that must compile and work as
/// in SnapKit: layout guides as receivers and targets, multipliers on
/// any attribute, numbers for compound attributes, and the superview closures.
@MainActor
@Suite("SnapKit documented forms")
struct DocumentedFormsTests {
    private func stage() -> (UIWindow, UIView) {
        let window = makeWindow(width: 320, height: 480)
        window.hostSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        return (window, window.rootViewController!.view!)
    }

    @Test func layoutGuidesAsReceiversAndTargets() {
        let (window, root) = stage()
        defer { withExtendedLifetime(window) {} }
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        guide.snp.makeConstraints { make in
            make.edges.equalTo(root.safeAreaLayoutGuide).inset(10)
        }
        let box = UIView()
        root.addSubview(box)
        box.snp.makeConstraints { make in
            make.top.equalTo(root.safeAreaLayoutGuide.snp.top)
            make.leading.equalTo(guide)
            make.trailing.equalTo(guide.snp.centerX)
            make.bottom.equalTo(guide.snp.bottom)
        }
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 10, y: 54, width: 300, height: 382))
        #expect(box.frame == CGRect(x: 10, y: 44, width: 150, height: 392))
        #expect(guide.snp.constraints.count == 1)
        guide.snp.remakeConstraints { make in
            make.edges.equalToSuperview()
        }
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == root.bounds)
    }

    @Test func multipliersOnPositionsAndNumbersForCompoundAttributes() {
        let (window, root) = stage()
        defer { withExtendedLifetime(window) {} }
        let box = UIView(), fill = UIView()
        root.addSubview(box)
        root.addSubview(fill)
        box.snp.makeConstraints { make in
            make.centerX.equalToSuperview().multipliedBy(0.5)
            make.centerY.equalToSuperview().dividedBy(2)
            make.width.equalToSuperview().multipliedBy(0.25)
            make.height.equalTo(40)
        }
        fill.snp.makeConstraints { make in
            make.edges.equalTo(0)
        }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 40, y: 100, width: 80, height: 40))
        #expect(fill.frame == root.bounds)
    }

    @Test func superviewClosures() {
        let (window, root) = stage()
        defer { withExtendedLifetime(window) {} }
        let box = UIView()
        root.addSubview(box)
        box.snp.makeConstraints { make in
            make.top.equalToSuperview { $0.safeAreaLayoutGuide.snp.top }
            make.bottom.lessThanOrEqualToSuperview { $0.snp.centerY }
            make.leading.trailing.equalToSuperview { $0.safeAreaLayoutGuide }
            make.height.equalTo(20)
        }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 44, width: 320, height: 20))
    }

    @available(*, deprecated, message: "exercises the deprecated layout guides")
    @Test func layoutSupportAsTarget() {
        let controller = UIViewController()
        let window = makeWindow(width: 320, height: 480, root: controller)
        defer { withExtendedLifetime(window) {} }
        window.hostSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let box = UIView()
        controller.view.addSubview(box)
        box.snp.makeConstraints { make in
            make.top.equalTo(controller.topLayoutGuide.snp.bottom).offset(8)
            make.bottom.equalTo(controller.bottomLayoutGuide.snp.top)
            make.leading.trailing.equalToSuperview()
        }
        controller.view.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 52, width: 320, height: 480 - 52 - 34))
    }
}
