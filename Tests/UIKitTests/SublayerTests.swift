import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

@Suite("Free layers: sublayers added to a view's layer, gradients")
@MainActor
struct SublayerTests {
    private func transcript(_ window: UIWindow) -> [String] {
        let recorder = RecordingRenderer()
        window.render(in: recorder)
        return recorder.transcript.split(separator: "\n").map(String.init)
    }

    @Test func addedLayersDrawAboveEarlierSubviewsAndBelowLaterOnes() {
        let window = makeWindow(width: 200, height: 200)
        let root = window.rootViewController!.view!
        let early = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        early.backgroundColor = .red
        root.addSubview(early)
        let line = CALayer()
        line.frame = CGRect(x: 0, y: 49, width: 200, height: 1)
        line.backgroundColor = UIColor.blue.cgColor
        root.layer.addSublayer(line)
        let late = UIView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
        late.backgroundColor = .green
        root.addSubview(late)
        let backdrop = CALayer()
        backdrop.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        backdrop.backgroundColor = UIColor.yellow.cgColor
        root.layer.insertSublayer(backdrop, at: 0)
        turn()
        let lines = transcript(window)
        func index(_ prefix: String) -> Int? { lines.firstIndex { $0.hasPrefix(prefix) } }
        let backdropFill = index("fill (0,0,200,200) UIColor(r: 1, g: 1, b: 0")
        let earlyFill = index("fill (0,0,10,10) UIColor(r: 1, g: 0, b: 0")
        let lineFill = index("fill (0,0,200,1) UIColor(r: 0, g: 0, b: 1")
        let lateFill = index("fill (0,0,10,10) UIColor(r: 0, g: 1, b: 0")
        #expect(backdropFill != nil && earlyFill != nil && lineFill != nil && lateFill != nil, "\(lines)")
        if let backdropFill, let earlyFill, let lineFill, let lateFill {
            #expect(backdropFill < earlyFill && earlyFill < lineFill && lineFill < lateFill, "\(lines)")
        }
        #expect(root.layer.sublayers?.count == 2, "a view layer lists only the added layers")
        let above = CALayer()
        root.layer.insertSublayer(above, above: early.layer)
        #expect(root.drawingOrder().map { $0.layer === above }.firstIndex(of: true) == 2, "right after the early subview")
    }

    @Test func changingAFreeLayerRepaintsWhereItWasAndIs() {
        let window = makeWindow(width: 300, height: 300)
        let presenter = RecordingPresenter()
        window.presenter = presenter
        let root = window.rootViewController!.view!
        let badge = CALayer()
        badge.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        badge.backgroundColor = UIColor.red.cgColor
        root.layer.addSublayer(badge)
        turn()
        badge.frame.origin = CGPoint(x: 200, y: 200)
        turn()
        let dirty = presenter.presented.last ?? .null
        #expect(dirty.contains(CGRect(x: 10, y: 10, width: 20, height: 20)) && dirty.contains(CGRect(x: 200, y: 200, width: 20, height: 20)), "\(dirty)")
        badge.removeFromSuperlayer()
        turn()
        #expect((presenter.presented.last ?? .null).contains(CGRect(x: 200, y: 200, width: 20, height: 20)))
        #expect(!transcript(window).contains { $0.contains("fill (0,0,20,20)") }, "gone")
    }

    @Test func gradientLayersAndGradientViews() {
        final class GradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        let window = makeWindow(width: 300, height: 300)
        let root = window.rootViewController!.view!
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        root.layer.insertSublayer(gradient, at: 0)
        let view = GradientView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
        (view.layer as! CAGradientLayer).colors = [UIColor.white, UIColor.black]
        (view.layer as! CAGradientLayer).locations = [0.25, 0.75]
        root.addSubview(view)
        turn()
        let lines = transcript(window)
        #expect(lines.contains { $0.hasPrefix("gradient (0,0,100,50) r=0 (0,25)-(100,25)") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("gradient (0,0,40,40) r=0 (20,0)-(20,40)") && $0.contains("@0.25") && $0.contains("@0.75") }, "\(lines)")
    }

    @Test func gradientsAreDrawnIntoImages() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 10), format: format).image { _ in
            UIGraphicsGetCurrentDrawingContext()?.drawLinearGradient(in: CGRect(x: 0, y: 0, width: 100, height: 10), cornerRadius: 0,
                                                              colors: [.red, .blue], locations: [0, 1],
                                                              from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 0), alpha: 1)
        }
        let left = try #require(image.bitmap.pixel(x: 0, y: 5)), middle = try #require(image.bitmap.pixel(x: 50, y: 5))
        let right = try #require(image.bitmap.pixel(x: 99, y: 5))
        #expect(left[0] > 250 && left[2] < 5 && right[2] > 250 && right[0] < 5, "\(left) \(right)")
        #expect(abs(Int(middle[0]) - 126) <= 3 && abs(Int(middle[2]) - 129) <= 3, "\(middle)")
    }
}

@Suite("zPosition")
@MainActor
struct ZPositionTests {
    @Test func aHigherZPositionDrawsInFrontButHitTestingKeepsTheOrder() {
        let window = makeWindow(width: 200, height: 200)
        let root = window.rootViewController!.view!
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        back.backgroundColor = .red
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        front.backgroundColor = .blue
        root.addSubview(back)
        root.addSubview(front)
        back.layer.zPosition = 1
        turn()
        let recorder = RecordingRenderer()
        window.render(in: recorder)
        let lines = recorder.transcript.split(separator: "\n").map(String.init)
        let red = lines.firstIndex { $0.contains("UIColor(r: 1, g: 0, b: 0") }, blue = lines.firstIndex { $0.contains("UIColor(r: 0, g: 0, b: 1") }
        #expect(red != nil && blue != nil && red! > blue!, "the red view, z 1, is drawn last: \(lines)")
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === front, "hit testing keeps the subviews' order")
    }
}
