import Foundation
import Testing
import UIKit
import UIKitTestSupport

@MainActor
@Suite struct AnchorLayoutTests {
    /// The fourth article's yellow/green/red example.
    @Test func yellowGreenRedExampleGivesExactFrames() {
        let window = makeWindow(width: 320, height: 480)
        let root: UIView = window.rootViewController!.view
        let yellow = UIView(), green = UIView(), red = UIView()
        for view in [yellow, green, red] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(yellow)
        yellow.addSubview(green)
        yellow.addSubview(red)
        let margin: CGFloat = 20
        NSLayoutConstraint.activate([
            yellow.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: margin),
            yellow.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -margin),
            yellow.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            yellow.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -margin),
            green.leadingAnchor.constraint(equalTo: yellow.leadingAnchor, constant: margin),
            green.trailingAnchor.constraint(equalTo: yellow.trailingAnchor, constant: -margin),
            green.topAnchor.constraint(equalTo: yellow.topAnchor, constant: margin),
            green.bottomAnchor.constraint(equalTo: red.topAnchor, constant: -margin),
            red.leadingAnchor.constraint(equalTo: green.leadingAnchor),
            red.trailingAnchor.constraint(equalTo: green.trailingAnchor),
            red.bottomAnchor.constraint(equalTo: yellow.bottomAnchor, constant: -margin),
            red.heightAnchor.constraint(equalTo: green.heightAnchor, multiplier: 2),
        ])
        turn()
        #expect(root.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(yellow.frame == CGRect(x: 20, y: 100, width: 280, height: 360))
        #expect(green.frame == CGRect(x: 20, y: 20, width: 240, height: 100))
        #expect(red.frame == CGRect(x: 20, y: 140, width: 240, height: 200))
        #expect(!yellow.hasAmbiguousLayout && !green.hasAmbiguousLayout && !red.hasAmbiguousLayout)

        // A resize from the host flows through the root's autoresizing mask.
        window.sendEvent(.resize(size: CGSize(width: 400, height: 600)))
        turn()
        #expect(yellow.frame == CGRect(x: 20, y: 100, width: 360, height: 480))
        #expect(green.frame == CGRect(x: 20, y: 20, width: 320, height: 140))
        #expect(red.frame == CGRect(x: 20, y: 180, width: 320, height: 280))
    }

    @Test func framesAreNotTouchedUntilTheLayoutPass() {
        let window = makeWindow()
        let root: UIView = window.rootViewController!.view
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            width, box.heightAnchor.constraint(equalToConstant: 10),
            box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 7),
        ])
        turn()
        #expect(box.frame == CGRect(x: 5, y: 7, width: 50, height: 10))
        width.constant = 80
        #expect(box.frame.width == 50)
        root.layoutIfNeeded()
        #expect(box.frame.width == 80)
    }

    @Test func framesAreRoundedPerViewInLocalCoordinates() {
        let window = makeWindow(width: 301, height: 100)
        let root: UIView = window.rootViewController!.view
        let a = UIView(), b = UIView()
        for view in [a, b] { view.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(view) }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
            b.heightAnchor.constraint(equalToConstant: 10),
            a.widthAnchor.constraint(equalTo: b.widthAnchor),
        ])
        turn()
        // 150.5 each: each edge rounds to the nearest pixel, ties away from zero, and the
        // size is the distance between the rounded edges: the shared edge at 150.5 goes
        // to 151 for both views and b ends exactly at 301.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 151, height: 10))
        #expect(b.frame == CGRect(x: 151, y: 0, width: 150, height: 10))
    }

    @Test func rightToLeftMirrorsLeadingAndTrailing() {
        let window = makeWindow(width: 300, height: 100)
        let root: UIView = window.rootViewController!.view
        let box = UIView()
        box.semanticContentAttribute = .forceRightToLeft
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        turn()
        #expect(box.frame == CGRect(x: 240, y: 0, width: 50, height: 20))
    }

    @Test func windowlessTreeLaysOutWithATemporaryEngine() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 50, y: 40, width: 100, height: 20))
        container.frame = CGRect(x: 0, y: 0, width: 400, height: 100)
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 100, y: 40, width: 200, height: 20))
    }

    /// `translatesAutoresizingMaskIntoConstraints` is what fixes a view's size from its
    /// frame; a window-less root that does not translate it is as large as its constraints
    /// make it (nothing sizes it here: 0), whatever its frame, and so are its guides.
    @Test func windowlessRootWithoutTranslationIsSizedByItsConstraints() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        container.translatesAutoresizingMaskIntoConstraints = false
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        let guide = container.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 0, height: 20))
        #expect(guide.layoutFrame.width == 0)
        #expect(container.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        let width = container.widthAnchor.constraint(equalToConstant: 120)
        width.isActive = true
        container.layoutIfNeeded()
        #expect(child.frame.width == 120)
        width.isActive = false
        container.translatesAutoresizingMaskIntoConstraints = true
        container.layoutIfNeeded()
        #expect(child.frame.width == 200)
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func convertBetweenViews() {
        let window = makeWindow()
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        window.addSubview(a)
        a.addSubview(b)
        #expect(b.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 26))
        #expect(a.convert(CGPoint(x: 16, y: 26), from: window) == CGPoint(x: 6, y: 6))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 2, height: 2), to: a) == CGRect(x: 5, y: 5, width: 2, height: 2))
    }

    @Test func hitTestingSkipsHiddenAndIsFrontToBack() {
        let window = makeWindow(width: 100, height: 100)
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(back)
        window.addSubview(front)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === front)
        front.isHidden = true
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        #expect(window.hitTest(CGPoint(x: 50, y: 10), with: nil) !== back)
    }
}
