import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// UIProgressView: its defaults, clamping, size, drawing and an observed `Progress`.
@MainActor
@Suite(.serialized) struct ControlsProgressViewTests {
    @Test func defaultsAndClamping() {
        let bar = UIProgressView(progressViewStyle: .bar)
        #expect(bar.progressViewStyle == .bar && bar.progress == 0)
        #expect(UIProgressView().progressViewStyle == .default)
        #expect(bar.progressTintColor == nil && bar.trackTintColor == nil && bar.observedProgress == nil)
        bar.setProgress(1.5, animated: true)
        #expect(bar.progress == 1)
        bar.progress = -1
        #expect(bar.progress == 0)
        bar.progress = .nan
        #expect(bar.progress == 0)
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(!(bar is UIControl))
    }

    @Test func drawsTheFilledPartInTheTint() {
        let (_, root, events) = makeEventStage()
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        root.addSubview(bar)
        bar.progress = 0.25
        let transcript = events.render()
        #expect(transcript.contains("fill (0,0,200,4) \(UIColor.systemGray5)"))
        #expect(transcript.contains("fill (0,0,50,4) \(UIColor.systemBlue)"))
        bar.progressTintColor = .systemGreen
        bar.trackTintColor = .systemGray
        let tinted = events.render()
        #expect(tinted.contains("fill (0,0,200,4) \(UIColor.systemGray)"))
        #expect(tinted.contains("fill (0,0,50,4) \(UIColor.systemGreen)"))
    }

    @Test func followsAnObservedProgress() {
        let saved = UIRunLoop.main.clock
        defer { UIRunLoop.main.clock = saved }
        var now = 10.0
        UIRunLoop.main.clock = { now }
        let (_, root, events) = makeEventStage()
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        root.addSubview(bar)
        let progress = Progress(totalUnitCount: 10)
        bar.observedProgress = progress
        progress.completedUnitCount = 3
        #expect(abs(bar.progress - 0.3) < 0.0001)
        now += 0.2
        #expect(events.render().contains("fill (0,0,30,4)"))
        progress.completedUnitCount = 7
        now += 0.2
        #expect(events.render().contains("fill (0,0,70,4)"))
        bar.observedProgress = nil
        #expect(bar.progress == 0)
    }
}
