import Foundation
import Testing
import UIKit
@testable import XlibHost

extension XlibHostTests {
    /// Corner radius, masks, shadows and images as the X host paints them (XRender
    /// composites through anti-aliased masks).
    @Suite(.serialized)
    @MainActor
    struct LayerPaintingTests {
        typealias Pixel = (red: UInt8, green: UInt8, blue: UInt8)
        static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        private static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

        func isRed(_ p: Pixel) -> Bool { p.red > 200 && p.green < 60 && p.blue < 60 }
        func isWhite(_ p: Pixel) -> Bool { p.red > 240 && p.green > 240 && p.blue > 240 }
        private func isBlue(_ p: Pixel) -> Bool { p.blue > 200 && p.red < 60 && p.green < 60 }

        /// Opens a 200 × 150 window whose root view is white and built by `build`.
        func show(_ app: XlibApplication, _ title: String, _ build: @escaping (UIView) -> Void) throws -> UIWindow {
            let controller = ClosureViewController { root in
                root.backgroundColor = .white
                build(root)
            }
            let window = try app.openWindow(rootViewController: controller, title: title, size: CGSize(width: 200, height: 150))
            #expect(app.run(until: { app.hasPainted(window) }, timeout: 5))
            return window
        }

        /// The pixel, or black-ish (1, 2, 3) outside the window, which no check accepts as white.
        func pixel(_ app: XlibApplication, _ window: UIWindow, _ x: Int, _ y: Int) -> Pixel {
            app.pixel(of: window, x: x, y: y) ?? (1, 2, 3)
        }

        @Test func roundedBackgroundHasAntiAliasedCorners() throws {
            try TestHost.with { app in
                let window = try show(app, "corners") { root in
                    let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
                    card.backgroundColor = Self.red
                    card.layer.cornerRadius = 20
                    root.addSubview(card)
                }
                #expect(isWhite(pixel(app, window, 11, 11)), "the corner is cut")
                #expect(isRed(pixel(app, window, 60, 40)))
                #expect(isRed(pixel(app, window, 11, 40)), "straight edges stay square")
                // Along the arc, pixels blend red and white.
                var blends = 0
                for y in 10..<30 { for x in 10..<30 where { $0.red > 200 && $0.green > 30 && $0.green < 225 }(pixel(app, window, x, y)) { blends += 1 } }
                #expect(blends >= 10, "anti-aliased edge pixels: \(blends)")
            }
        }

        @Test func masksToBoundsRoundsTheSubviewsAndText() throws {
            try TestHost.with { app in
                let window = try show(app, "mask") { root in
                    let card = UIView(frame: CGRect(x: 10, y: 10, width: 120, height: 80))
                    card.layer.cornerRadius = 30
                    card.layer.masksToBounds = true
                    let fill = UIView(frame: CGRect(x: -10, y: -10, width: 200, height: 200))
                    fill.backgroundColor = Self.red
                    card.addSubview(fill)
                    let label = UILabel(frame: CGRect(x: 20, y: 30, width: 90, height: 20))
                    label.text = "Clipped"
                    label.textColor = Self.blue
                    card.addSubview(label)
                    root.addSubview(card)
                }
                #expect(isWhite(pixel(app, window, 12, 12)), "the subview is cut at the corner")
                #expect(isWhite(pixel(app, window, 135, 50)), "and at the edge")
                #expect(isRed(pixel(app, window, 70, 20)))
                var textPixels = 0
                for y in 40..<60 { for x in 30..<120 where isBlue(pixel(app, window, x, y)) { textPixels += 1 } }
                #expect(textPixels > 20, "text drawn inside the group: \(textPixels)")
            }
        }

        @Test func roundedBorderFollowsTheCorners() throws {
            try TestHost.with { app in
                let window = try show(app, "border") { root in
                    let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
                    card.layer.cornerRadius = 20
                    card.layer.borderWidth = 4
                    card.layer.borderColor = Self.blue.cgColor
                    root.addSubview(card)
                }
                #expect(isBlue(pixel(app, window, 60, 11)), "top edge")
                #expect(isWhite(pixel(app, window, 11, 11)), "nothing in the cut corner")
                #expect(isWhite(pixel(app, window, 60, 60)), "inside is not filled")
            }
        }

        @Test func shadowIsBlurredOutsideTheFrameAndClippedByMasksToBounds() throws {
            try TestHost.with { app in
                var card: UIView!
                let window = try show(app, "shadow") { root in
                    card = UIView(frame: CGRect(x: 40, y: 30, width: 60, height: 60))
                    card.backgroundColor = .white
                    card.layer.shadowColor = UIColor.black.cgColor
                    card.layer.shadowOpacity = 1
                    card.layer.shadowRadius = 5
                    card.layer.shadowOffset = CGSize(width: 20, height: 20)
                    root.addSubview(card)
                }
                let inShadow = pixel(app, window, 110, 80)
                #expect(inShadow.red < 80, "beside the card, in the offset shadow: \(inShadow)")
                let edge = pixel(app, window, 120, 80)
                #expect(edge.red > 60 && edge.red < 200, "the blur fades at the shadow's edge: \(edge)")
                #expect(isWhite(pixel(app, window, 150, 80)), "gone beyond 3σ")
                #expect(isWhite(pixel(app, window, 70, 60)), "the card is over its shadow")
                #expect(isWhite(pixel(app, window, 30, 60)), "nothing on the other side")
                #expect(card.frame == CGRect(x: 40, y: 30, width: 60, height: 60), "a shadow never changes layout")
                card.layer.masksToBounds = true
                #expect(app.run(until: { self.isWhite(self.pixel(app, window, 110, 80)) }, timeout: 2),
                        "masksToBounds clips the shadow away, and the area is repainted")
            }
        }

        @Test func imageViewContentModesArePainted() throws {
            try TestHost.with { app in
                // 2 × 2: red, blue / blue, red.
                let pixels: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255, 255, 0, 0, 255]
                let image = UIImage(bitmap: try #require(ImageBitmap(width: 2, height: 2, premultipliedRGBA: pixels)), scale: 1)
                var fill: UIImageView!
                let window = try show(app, "image") { root in
                    fill = UIImageView(image: image)
                    fill.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
                    root.addSubview(fill)
                    let centred = UIImageView(image: image)
                    centred.contentMode = .center
                    centred.frame = CGRect(x: 100, y: 10, width: 40, height: 40)
                    root.addSubview(centred)
                    let fit = UIImageView(image: image)
                    fit.contentMode = .scaleAspectFit
                    fit.frame = CGRect(x: 10, y: 80, width: 60, height: 20)
                    root.addSubview(fit)
                }
                #expect(isRed(pixel(app, window, 15, 15)), "scaleToFill: top-left quadrant")
                #expect(isBlue(pixel(app, window, 45, 15)), "top-right quadrant")
                #expect(isRed(pixel(app, window, 45, 45)))
                #expect(isWhite(pixel(app, window, 105, 15)), ".center: unscaled, in the middle")
                #expect(isRed(pixel(app, window, 119, 29)) && isBlue(pixel(app, window, 120, 29)))
                #expect(isWhite(pixel(app, window, 15, 90)), ".scaleAspectFit: 20 × 20 in the middle of 60 × 20")
                #expect(isRed(pixel(app, window, 32, 82)) && isBlue(pixel(app, window, 48, 82)))
                fill.alpha = 0.5
                #expect(app.run(until: { { $0.green > 100 && $0.red > 200 }(self.pixel(app, window, 15, 15)) },
                                timeout: 2), "alpha blends the image with what is under it")
            }
        }

        @Test func transformedViewsAreDrawnRotatedAndScaled() throws {
            try TestHost.with { app in
                var square: UIView!
                let window = try show(app, "transform") { root in
                    square = UIView(frame: CGRect(x: 40, y: 40, width: 40, height: 40))
                    square.backgroundColor = Self.red
                    square.transform = CGAffineTransform(rotationAngle: .pi / 4)
                    root.addSubview(square)
                    let label = UILabel(frame: CGRect(x: 120, y: 60, width: 40, height: 20))
                    label.text = "Big"
                    label.textColor = Self.blue
                    label.transform = CGAffineTransform(scaleX: 2, y: 2)
                    root.addSubview(label)
                }
                #expect(isWhite(pixel(app, window, 42, 42)), "the unrotated corner is empty")
                #expect(isRed(pixel(app, window, 60, 60)), "the centre")
                #expect(isRed(pixel(app, window, 60, 34)), "the top corner reaches above the frame")
                var blue = 0
                for y in 50..<90 { for x in 100..<180 where isBlue(pixel(app, window, x, y)) { blue += 1 } }
                #expect(blue > 80, "the label's text is drawn twice as large: \(blue) pixels")
                square.transform = .identity
                #expect(app.run(until: { self.isRed(self.pixel(app, window, 42, 42)) && self.isWhite(self.pixel(app, window, 60, 34)) },
                                timeout: 2), "the old rotated area is repainted")
            }
        }

        @Test func gradientsAndAddedLayersArePainted() throws {
            try TestHost.with { app in
                let window = try show(app, "gradient") { root in
                    let gradient = CAGradientLayer()
                    gradient.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
                    gradient.colors = [Self.red.cgColor, Self.blue.cgColor]
                    gradient.startPoint = CGPoint(x: 0, y: 0.5)
                    gradient.endPoint = CGPoint(x: 1, y: 0.5)
                    gradient.cornerRadius = 10
                    root.layer.insertSublayer(gradient, at: 0)
                    let line = CALayer()
                    line.frame = CGRect(x: 10, y: 80, width: 100, height: 2)
                    line.backgroundColor = Self.blue.cgColor
                    root.layer.addSublayer(line)
                }
                let left = pixel(app, window, 14, 30), middle = pixel(app, window, 60, 30), right = pixel(app, window, 106, 30)
                #expect(isRed(left) && isBlue(right), "\(left) \(right)")
                #expect(middle.red > 90 && middle.red < 170 && middle.blue > 90 && middle.blue < 170, "blended half-way: \(middle)")
                #expect(isWhite(pixel(app, window, 10, 10)), "rounded corner")
                #expect(isBlue(pixel(app, window, 50, 80)) && isBlue(pixel(app, window, 50, 81)) && isWhite(pixel(app, window, 50, 83)))
            }
        }

        @Test func shapeLayersAreFilledAndStroked() throws {
            try TestHost.with { app in
                let window = try show(app, "shape") { root in
                    let shape = CAShapeLayer()
                    shape.frame = CGRect(x: 20, y: 20, width: 80, height: 80)
                    shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 80, height: 80)).cgPath
                    shape.fillColor = Self.red.cgColor
                    shape.strokeColor = Self.blue.cgColor
                    shape.lineWidth = 6
                    root.layer.addSublayer(shape)
                }
                #expect(isRed(pixel(app, window, 60, 60)), "inside")
                #expect(isBlue(pixel(app, window, 60, 21)), "on the outline")
                #expect(isWhite(pixel(app, window, 22, 22)), "outside the circle, inside its square")
            }
        }
    }
}
