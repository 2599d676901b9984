import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

/// `systemLayoutSizeFitting` keeps its engine on the view between measurements: each
/// measurement must give what a new engine would, whatever changed since the last.
@MainActor
@Suite struct FittingEngineReuseTests {
    private func heightAt(_ width: CGFloat, _ view: UIView) -> CGFloat {
        view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                     verticalFittingPriority: .fittingSizeLevel).height
    }

    @Test func theEngineIsKeptAndNewTextIsMeasuredInIt() {
        let label = makeLabel("aaa bbb ccc ddd", lines: 0)
        let container = padded(label)
        #expect(heightAt(90, container) == 40)
        let kept = container.engineState.fittingEngine
        #expect(kept != nil)
        label.text = "aaa"
        #expect(heightAt(90, container) == 30)
        label.text = "aaa bbb ccc ddd eee fff"
        #expect(heightAt(90, container) == 50)
        #expect(heightAt(200, container) == 40)
        #expect(container.engineState.fittingEngine === kept)
        #expect(label.frame == .zero)
    }

    /// A label that hugs its text is measured from no wrap width each time, as in a new
    /// engine: not at the width its previous, shorter text had.
    @Test func aHuggingLabelIsNotHeldToItsPreviousWidth() {
        let label = makeLabel("aaa bbb", lines: 0)
        let container = padded(label)
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 90, height: 30))
        label.text = "aaa bbb ccc ddd eee"
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 210, height: 30))
        // The priorities of the temporary constraints can change between measurements.
        #expect(heightAt(90, container) == 50)
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 210, height: 30))
    }

    @Test func changedConstraintsInsideAreSeen() {
        let label = makeLabel("abcde")
        let container = padded(label)
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 70, height: 30))
        // A constant.
        let top = container.constraints.first { $0.firstAttribute == .top }!
        top.constant = 30
        #expect(container.engineState.fittingEngine == nil)
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 70, height: 50))
        // A constraint activated, then deactivated.
        let wide = label.widthAnchor.constraint(equalToConstant: 100)
        wide.isActive = true
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 120, height: 50))
        wide.isActive = false
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 70, height: 50))
        // A priority: under the label's hugging (250), the width gives way.
        wide.priority = UILayoutPriority(700)
        wide.isActive = true
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 120, height: 50))
        wide.priority = UILayoutPriority(200)
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 70, height: 50))
    }

    @Test func subviewsAddedAndRemovedInsideAreSeen() {
        let label = makeLabel("abcde")
        let container = padded(label)
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 70, height: 30))
        let below = makeLabel("abcdefghij")
        container.addSubview(below)
        NSLayoutConstraint.activate([
            below.topAnchor.constraint(equalTo: label.bottomAnchor),
            below.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            container.bottomAnchor.constraint(greaterThanOrEqualTo: below.bottomAnchor),
            container.trailingAnchor.constraint(greaterThanOrEqualTo: below.trailingAnchor),
        ])
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 100, height: 30))
        below.removeFromSuperview()
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 70, height: 30))
        // A view added deeper down, inside the label's own subtree.
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        label.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: label.topAnchor),
            inner.heightAnchor.constraint(equalToConstant: 40),
            label.bottomAnchor.constraint(greaterThanOrEqualTo: inner.bottomAnchor),
        ])
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 70, height: 60))
    }

    /// A subview placed by its frame is constrained by its autoresizing translation: a
    /// new frame is a new constraint of the container's engine (not of its own).
    @Test func aTranslatedFrameInsideIsSeen() {
        let container = UIView()
        let block = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        container.addSubview(block)
        let label = makeLabel("abc")
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: block.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            container.bottomAnchor.constraint(equalTo: label.bottomAnchor),
            container.trailingAnchor.constraint(equalTo: label.trailingAnchor),
        ])
        #expect(heightAt(30, container) == 30)
        #expect(block.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == .zero)
        let blocksOwn = block.engineState.fittingEngine
        block.frame = CGRect(x: 0, y: 0, width: 40, height: 50)
        #expect(heightAt(30, container) == 60)
        // The block's own engine leaves its own translation out: it stays.
        #expect(block.engineState.fittingEngine === blocksOwn)
    }

    @Test func marginsAndDirectionChangesInsideAreSeen() {
        let label = makeLabel("abcde")
        let container = UIView()
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor, constant: 5),
            label.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),
        ])
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 71, height: 26))
        container.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 61, height: 14))
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 75, height: 10))
        container.semanticContentAttribute = .forceRightToLeft
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 75, height: 10))
    }
}
