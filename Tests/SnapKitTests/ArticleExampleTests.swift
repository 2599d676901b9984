import Foundation
import SnapKit
import Testing
import UIKit
import UIKitTestSupport

/// The Masonry examples of the articles, written with the DSL, against their anchor versions.
@MainActor
@Suite struct ArticleExampleTests {
    /// The second article: a button centred in the controller's view, 100 × 50, made in
    /// `viewDidLoad`; its frame is zero until a layout pass (or `layoutIfNeeded`).
    @Test func centredButtonMatchesTheAnchorVersion() {
        final class MasonryController: UIViewController {
            let button = UIView()
            var frameRightAfterMaking: CGRect?
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(button)
                button.snp.makeConstraints { make in
                    make.centerX.equalTo(view.snp.centerX)
                    make.centerY.equalTo(view.snp.centerY)
                    make.width.equalTo(100)
                    make.height.equalTo(50)
                }
                frameRightAfterMaking = button.frame
            }
        }
        final class AnchorController: UIViewController {
            let button = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                button.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(button)
                NSLayoutConstraint.activate([
                    button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    button.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                    button.widthAnchor.constraint(equalToConstant: 100),
                    button.heightAnchor.constraint(equalToConstant: 50),
                ])
            }
        }
        let masonry = MasonryController(), anchors = AnchorController()
        let window1 = makeWindow(width: 320, height: 480, root: masonry)
        let window2 = makeWindow(width: 320, height: 480, root: anchors)
        #expect(masonry.frameRightAfterMaking == .zero)
        #expect(!masonry.button.translatesAutoresizingMaskIntoConstraints)
        masonry.view.layoutIfNeeded()
        anchors.view.layoutIfNeeded()
        #expect(masonry.button.frame == CGRect(x: 110, y: 215, width: 100, height: 50))
        #expect(masonry.button.frame == anchors.button.frame)
        _ = (window1, window2)
    }

    /// The same button written the SnapKit way: `center` and `size` compounds.
    @Test func centredButtonWithCompounds() {
        let window = makeWindow(width: 320, height: 480)
        let root = rootView(of: window)
        let button = UIView()
        root.addSubview(button)
        button.snp.makeConstraints { make in
            make.center.equalToSuperview()
            make.size.equalTo(CGSize(width: 100, height: 50))
        }
        turn()
        #expect(button.frame == CGRect(x: 110, y: 215, width: 100, height: 50))
    }

    /// The fourth article's yellow/green/red layout, Masonry version, frames identical to
    /// the `NSLayoutAnchor` version (and to the article's numbers).
    @Test func yellowGreenRedMatchesTheAnchorVersion() {
        func masonryFrames(width: CGFloat, height: CGFloat) -> [CGRect] {
            let window = makeWindow(width: width, height: height)
            let root = rootView(of: window)
            let yellow = UIView(), green = UIView(), red = UIView()
            root.addSubview(yellow)
            yellow.addSubview(green)
            yellow.addSubview(red)
            let margin: CGFloat = 20
            yellow.snp.makeConstraints { make in
                make.leading.equalTo(root).offset(margin)
                make.trailing.equalTo(root).offset(-margin)
                make.top.equalTo(root).offset(100)
                make.bottom.equalTo(root).offset(-margin)
            }
            green.snp.makeConstraints { make in
                make.leading.equalTo(yellow).offset(margin)
                make.trailing.equalTo(yellow).offset(-margin)
                make.top.equalTo(yellow).offset(margin)
                make.bottom.equalTo(red.snp.top).offset(-margin)
            }
            red.snp.makeConstraints { make in
                make.leading.equalTo(green)
                make.trailing.equalTo(green)
                make.bottom.equalTo(yellow).offset(-margin)
                make.height.equalTo(green).multipliedBy(2.0)
            }
            turn()
            #expect(!yellow.hasAmbiguousLayout && !green.hasAmbiguousLayout && !red.hasAmbiguousLayout)
            return [yellow.frame, green.frame, red.frame]
        }
        func anchorFrames(width: CGFloat, height: CGFloat) -> [CGRect] {
            let window = makeWindow(width: width, height: height)
            let root = rootView(of: window)
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
            return [yellow.frame, green.frame, red.frame]
        }
        let masonry = masonryFrames(width: 320, height: 480)
        #expect(masonry == [
            CGRect(x: 20, y: 100, width: 280, height: 360),
            CGRect(x: 20, y: 20, width: 240, height: 100),
            CGRect(x: 20, y: 140, width: 240, height: 200),
        ])
        #expect(masonry == anchorFrames(width: 320, height: 480))
        #expect(masonryFrames(width: 400, height: 600) == anchorFrames(width: 400, height: 600))
    }

    /// The fourth article's alignment-rectangle example: `make.width.height.equalTo(@100)`.
    @Test func greenViewWithChainedSize() {
        let window = makeWindow()
        let root = rootView(of: window)
        let green = UIView()
        root.addSubview(green)
        green.snp.makeConstraints { make in
            make.left.equalTo(root).offset(50)
            make.top.equalTo(root).offset(100)
            make.width.height.equalTo(100)
        }
        turn()
        #expect(green.frame == CGRect(x: 50, y: 100, width: 100, height: 100))
    }

    /// The second article's nested case: `make.edges.equalTo(contentView)`.
    @Test func edgesEqualToAContainer() {
        let window = makeWindow()
        let root = rootView(of: window)
        let content = UIView()
        root.addSubview(content)
        content.snp.makeConstraints { make in
            make.centerX.equalTo(root.snp.centerX)
            make.centerY.equalTo(root.snp.centerY)
            make.width.equalTo(100)
            make.height.equalTo(50)
        }
        let test = UIView()
        content.addSubview(test)
        test.snp.makeConstraints { make in
            make.edges.equalTo(content)
        }
        turn()
        #expect(content.frame == CGRect(x: 110, y: 215, width: 100, height: 50))
        #expect(test.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }
}
