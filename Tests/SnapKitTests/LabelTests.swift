import Foundation
import SnapKit
import Testing
import UIKit
import UIKitTestSupport

/// `snp.setLabel(_:)` and `snp.label()`: names for views and guides in descriptions and logs.
@MainActor
@Suite struct LabelTests {
    @Test func aLabelIsKeptPerItemUntilCleared() {
        let first = UIView(), second = UIView()
        #expect(first.snp.label() == nil)
        first.snp.setLabel("avatar")
        second.snp.setLabel("title")
        #expect(first.snp.label() == "avatar")
        #expect(second.snp.label() == "title")
        first.snp.setLabel("photo")
        #expect(first.snp.label() == "photo")
        first.snp.setLabel(nil)
        #expect(first.snp.label() == nil)
        #expect(second.snp.label() == "title")
    }

    @Test func guidesTakeLabelsToo() {
        let owner = UIView()
        let guide = ConstraintLayoutGuide()
        owner.addLayoutGuide(guide)
        guide.snp.setLabel("column")
        #expect(guide.snp.label() == "column")
        #expect(owner.snp.label() == nil)
    }

    @Test func aLabelOutlivesRemovingTheConstraints() {
        let (window, _, box) = windowWithView()
        box.snp.setLabel("box")
        box.snp.makeConstraints { make in make.size.equalTo(10) }
        box.snp.removeConstraints()
        #expect(box.snp.label() == "box")
        _ = window
    }

    @Test func constraintDescriptionsNameLabelledItems() {
        let (window, root, box) = windowWithView()
        let other = UIView()
        root.addSubview(other)
        box.snp.setLabel("box")
        other.snp.setLabel("other")
        var handle: Constraint?
        box.snp.makeConstraints { make in handle = make.top.equalTo(other.snp.centerY).offset(8).constraint }
        let text = handle?.layoutConstraints.first?.description ?? ""
        #expect(text.contains("UIView:box.top == UIView:other.centerY + 8"))
        #expect(!text.contains(box.layoutDescriptionName))
        _ = window
    }

    @Test func errorsNameLabelledItems() {
        let orphan = UIView()
        orphan.snp.setLabel("orphan")
        let capture = LogCapture()
        capture.capture {
            orphan.snp.makeConstraints { make in make.top.equalToSuperview() }
        }
        #expect(capture.messages.contains { $0.hasPrefix("[SnapKit]") && $0.contains("UIView:orphan.top") })
    }
}
