import Foundation
import Testing
import UIKit
@testable import XlibHost

extension XlibHostTests {
    /// Arabic, Hebrew and Chinese labels drawn in a window, read back: the ink sits where
    /// the headless engine measured it (right-aligned for right-to-left text with natural
    /// alignment), as wide as it measured.
    @Suite(.serialized)
    @MainActor
    struct ScriptRenderingTests {
        static let font = UIFont(familyName: "DejaVu Sans", pointSize: 17)
        static let lines = ["مرحبا بالعالم", "שלום עולם", "自动布局的生命周期"]

        @Test func rightToLeftAndChineseLinesRenderWhereTheyWereMeasured() throws {
            try TestHost.with { app in
                var labels: [UILabel] = []
                let controller = ClosureViewController { root in
                    root.backgroundColor = .white
                    for (index, text) in Self.lines.enumerated() {
                        let label = UILabel(frame: CGRect(x: 10, y: 10 + CGFloat(index) * 40, width: 300, height: 30))
                        label.font = Self.font
                        label.text = text
                        root.addSubview(label)
                        labels.append(label)
                    }
                }
                let window = try app.openWindow(rootViewController: controller, title: "scripts", size: CGSize(width: 320, height: 140))
                #expect(app.run(until: { app.hasPainted(window) }, timeout: 5))
                for (index, label) in labels.enumerated() {
                    let measured = PangoTextMeasurer().layout(TextLayoutSpec(Self.lines[index], font: Self.font))
                    var minX = Int.max, maxX = Int.min, inked = 0
                    let frame = label.frame
                    for y in Int(frame.minY)..<Int(frame.maxY) {
                        for x in Int(frame.minX)..<Int(frame.maxX) {
                            guard let pixel = app.pixel(of: window, x: x, y: y), pixel.red < 128 else { continue }
                            minX = min(minX, x); maxX = max(maxX, x); inked += 1
                        }
                    }
                    #expect(inked > 50, "\(Self.lines[index]): \(inked) dark pixels")
                    // The measured (logical) box: at the right edge for right-to-left text
                    // (natural alignment), else at the left. The ink lies inside it and
                    // fills it but for the glyphs' side bearings.
                    let rightToLeft = index < 2
                    #expect(measured.isRightToLeft == rightToLeft)
                    let boxMin = rightToLeft ? frame.maxX - measured.size.width : frame.minX
                    let boxMax = boxMin + measured.size.width
                    #expect(CGFloat(minX) >= boxMin - 1 && CGFloat(maxX) < boxMax + 1,
                            "\(Self.lines[index]): ink \(minX)...\(maxX), box \(boxMin)...\(boxMax)")
                    #expect(CGFloat(maxX - minX + 1) >= measured.size.width - 8, "\(Self.lines[index])")
                }
                app.closeWindow(window)
            }
        }

        /// Devanagari (Lohit Devanagari), Korean (NanumGothic, when installed) and emoji
        /// (Noto Color Emoji) drawn through Xft: ink where the engine measured the line.
        @Test func devanagariKoreanAndEmojiRender() throws {
            let lines = ["नमस्ते दुनिया", "한국어 텍스트", "😀🎉"]
            try TestHost.with { app in
                var labels: [UILabel] = []
                let controller = ClosureViewController { root in
                    root.backgroundColor = .white
                    for (index, text) in lines.enumerated() {
                        let label = UILabel(frame: CGRect(x: 10, y: 10 + CGFloat(index) * 40, width: 300, height: 30))
                        label.font = Self.font
                        label.text = text
                        root.addSubview(label)
                        labels.append(label)
                    }
                }
                let window = try app.openWindow(rootViewController: controller, title: "scripts", size: CGSize(width: 320, height: 140))
                #expect(app.run(until: { app.hasPainted(window) }, timeout: 5))
                let korean = UIFont.familyNames.contains { $0.hasPrefix("Nanum") }
                for (index, label) in labels.enumerated() where index != 1 || korean {
                    let measured = PangoTextMeasurer().layout(TextLayoutSpec(lines[index], font: Self.font))
                    var minX = Int.max, maxX = Int.min, inked = 0, coloured = 0
                    let frame = label.frame
                    for y in Int(frame.minY)..<Int(frame.maxY) {
                        for x in Int(frame.minX)..<Int(frame.maxX) {
                            guard let pixel = app.pixel(of: window, x: x, y: y) else { continue }
                            let channels = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
                            if channels.max()! - channels.min()! > 80 { coloured += 1 }
                            guard channels.min()! < 128 || channels.max()! - channels.min()! > 80 else { continue }
                            minX = min(minX, x); maxX = max(maxX, x); inked += 1
                        }
                    }
                    #expect(inked > 30, "\(lines[index]): \(inked) inked pixels")
                    #expect(CGFloat(minX) >= frame.minX - 1 && CGFloat(maxX) < frame.minX + measured.size.width + 1,
                            "\(lines[index]): ink \(minX)...\(maxX), measured \(measured.size.width)")
                    if index == 2 { #expect(coloured > 30, "colour emoji glyphs: \(coloured) coloured pixels") }
                }
                app.closeWindow(window)
            }
        }
    }
}
