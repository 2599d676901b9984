import Foundation
import Testing
import UIKit
@testable import XlibHost

/// `CALayer.mask` and `UIView.mask` as the X host paints them: the content and the mask
/// drawn into offscreen groups, composited through the mask's alpha (XRender).
extension XlibHostTests.LayerPaintingTests {
    @Test func circleLayerMaskCutsAFilledSquare() throws {
        try TestHost.with { app in
            let window = try show(app, "layer mask") { root in
                let square = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
                square.backgroundColor = Self.red
                let circle = CAShapeLayer()
                circle.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80), transform: nil)
                circle.fillColor = UIColor.black.cgColor
                square.layer.mask = circle
                root.addSubview(square)
            }
            #expect(isRed(pixel(app, window, 70, 70)), "the centre shows")
            #expect(isRed(pixel(app, window, 35, 70)))
            #expect(isWhite(pixel(app, window, 24, 24)), "the corner is masked away")
            #expect(isWhite(pixel(app, window, 116, 116)))
            #expect(isWhite(pixel(app, window, 70, 25)), "above the circle")
        }
    }

    @Test func viewMaskShowsOnlyWhereItsViewDraws() throws {
        try TestHost.with { app in
            let window = try show(app, "view mask") { root in
                let square = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
                square.backgroundColor = Self.red
                let maskView = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 100))
                maskView.backgroundColor = .black
                square.mask = maskView
                root.addSubview(square)
            }
            #expect(isWhite(pixel(app, window, 40, 70)), "the left half is masked away")
            #expect(isRed(pixel(app, window, 100, 70)), "the right half shows")
        }
    }
}
