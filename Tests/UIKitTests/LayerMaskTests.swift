import Foundation
import Testing
@testable import UIKit

/// `CALayer.mask` and `UIView.mask` drawn headless (through cairo groups): only the
/// mask's alpha counts, its frame is in the masked layer's coordinates, and a clip to
/// the bounds applies as well.
@Suite("Layer masks")
@MainActor
struct LayerMaskTests {
    /// `view` painted into a scale-1 image.
    static func image(of view: UIView) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
            view.render(in: UIGraphicsGetCurrentDrawingContext()!)
        }
    }

    private func circle(in rect: CGRect, color: UIColor = .black) -> CAShapeLayer {
        let mask = CAShapeLayer()
        mask.path = CGPath(ellipseIn: rect, transform: nil)
        mask.fillColor = color.cgColor
        return mask
    }

    @Test func circleMaskCutsAFilledSquare() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        view.layer.mask = circle(in: CGRect(x: 5, y: 5, width: 30, height: 30))
        let bitmap = Self.image(of: view).bitmap
        #expect(bitmap.pixel(x: 20, y: 20) == [255, 0, 0, 255], "inside: opaque red")
        #expect(bitmap.pixel(x: 10, y: 20) == [255, 0, 0, 255])
        #expect(bitmap.pixel(x: 1, y: 1) == [0, 0, 0, 0], "outside the circle: clear")
        #expect(bitmap.pixel(x: 38, y: 38) == [0, 0, 0, 0])
        #expect(bitmap.pixel(x: 20, y: 2) == [0, 0, 0, 0])
        view.layer.mask = nil
        #expect(Self.image(of: view).bitmap.pixel(x: 1, y: 1) == [255, 0, 0, 255], "no mask: the whole square")
    }

    @Test func onlyTheMaskAlphaCounts() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let mask = CALayer()
        mask.frame = view.bounds
        mask.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 0.5).cgColor
        view.layer.mask = mask
        let pixel = Self.image(of: view).bitmap.pixel(x: 10, y: 10)!
        #expect(pixel[0] == 0 && pixel[1] == 0 && abs(Int(pixel[2]) - 128) <= 1 && abs(Int(pixel[3]) - 128) <= 1, "\(pixel)")
    }

    @Test func maskFrameIsInTheMaskedLayersCoordinatesAndMasksSublayers() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let square = CALayer()
        square.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        square.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        child.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1).cgColor
        square.addSublayer(child)
        let mask = CALayer()
        mask.frame = CGRect(x: 10, y: 0, width: 10, height: 20)
        mask.backgroundColor = UIColor.black.cgColor
        square.mask = mask
        root.layer.addSublayer(square)
        let bitmap = Self.image(of: root).bitmap
        #expect(bitmap.pixel(x: 15, y: 20) == [0, 0, 0, 0], "left half of the square masked away")
        #expect(bitmap.pixel(x: 25, y: 20) == [0, 255, 0, 255], "right half shows, sublayer included")
        #expect(bitmap.pixel(x: 5, y: 20) == [0, 0, 0, 0])
    }

    @Test func masksToBoundsAndMaskMultiply() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        card.clipsToBounds = true
        let overflow = UIView(frame: CGRect(x: -10, y: -10, width: 40, height: 40))
        overflow.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        card.addSubview(overflow)
        let mask = CALayer()
        mask.frame = CGRect(x: -10, y: 10, width: 40, height: 20)
        mask.backgroundColor = UIColor.black.cgColor
        card.layer.mask = mask
        root.addSubview(card)
        let bitmap = Self.image(of: root).bitmap
        #expect(bitmap.pixel(x: 20, y: 25) == [255, 0, 0, 255], "inside both")
        #expect(bitmap.pixel(x: 20, y: 15) == [0, 0, 0, 0], "inside the bounds, outside the mask")
        #expect(bitmap.pixel(x: 5, y: 25) == [0, 0, 0, 0], "inside the mask, outside the bounds")
    }

    @Test func viewMaskUsesTheMaskViewsLayer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let maskView = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        maskView.backgroundColor = .white
        view.mask = maskView
        #expect(view.layer.mask === maskView.layer)
        #expect(maskView.superview == nil, "a mask view is not a subview")
        let bitmap = Self.image(of: view).bitmap
        #expect(bitmap.pixel(x: 15, y: 15) == [255, 0, 0, 255])
        #expect(bitmap.pixel(x: 5, y: 15) == [0, 0, 0, 0])
        #expect(bitmap.pixel(x: 25, y: 25) == [0, 0, 0, 0])
    }

    @Test func aLayerCannotMaskItself() {
        let layer = CALayer()
        layer.mask = layer
        #expect(layer.mask == nil)
    }
}
