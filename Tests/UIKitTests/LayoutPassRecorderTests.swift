import Foundation
import Testing
@testable import UIKit
import UIKitTestSupport

@Suite("LayoutPassRecorder: the passes, their callbacks and their causes", .serialized)
@MainActor
struct LayoutPassRecorderTests {
    final class LoggingView: UIView {
        override func layoutSubviews() { super.layoutSubviews() }
    }

    @Test func aConstantChangeIsTheCauseOfTheNextPassWhichLaysOutInOrder() throws {
        let recorder = LayoutPassRecorder.start(capacity: 3)
        defer { LayoutPassRecorder.stop() }
        let window = makeWindow(width: 300, height: 300)
        let root = window.rootViewController!.view!
        let box = LoggingView()
        box.accessibilityIdentifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 10),
                                     box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: root.topAnchor)])
        turn()
        var passesSeen: [LayoutPassRecorder.Pass] = []
        recorder.onPass = { passesSeen.append($0) }
        width.constant = 150
        turn()
        let pass = try #require(recorder.passes.last)
        #expect(passesSeen.count == 1 && passesSeen.first?.number == pass.number)
        #expect(pass.window == ObjectIdentifier(window))
        #expect(pass.causes.contains("constant = 150 on box.width == 150"), "\(pass.causes)")
        let laidOut = pass.events.filter { $0.callback == .layoutSubviews }.map(\.view)
        #expect(laidOut.contains("box"), "\(pass.events.map(\.view))")
        #expect(pass.counts[.layoutSubviews] == laidOut.count)
        #expect(pass.totalSeconds >= 0 && pass.summary.hasPrefix("pass \(pass.number): "))
        // The ring keeps only the last three passes.
        for constant in [160, 170, 180, 190] as [CGFloat] {
            box.setNeedsLayout()
            width.constant = constant
            turn()
        }
        #expect(recorder.passes.count == 3)
        #expect(recorder.passes.last?.causes.first == "setNeedsLayout(box)")
    }

    @Test func nothingIsRecordedWhenStopped() {
        LayoutPassRecorder.stop()
        #expect(LayoutPassRecorder.current == nil)
        let window = makeWindow(width: 100, height: 100)
        window.rootViewController!.view!.setNeedsLayout()
        turn()
        #expect(LayoutPassRecorder.current == nil)
    }
}
