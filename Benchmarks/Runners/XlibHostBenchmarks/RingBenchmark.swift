// A CAShapeLayer progress ring animating strokeEnd in a window (`--ring-only`): a
// CABasicAnimation that repeats, run for two seconds at the display rate. Per frame: the
// process's CPU time (the animation tick, the paint of the ring's area, the requests
// sent) and the client side of each paint.

import Foundation
import UIKit
import XlibHost

@MainActor
func benchmarkRing(_ app: XlibApplication) throws {
    let controller = UIViewController()
    controller.view.backgroundColor = .white
    let window = try app.openWindow(rootViewController: controller, title: "ring", size: CGSize(width: 400, height: 400))
    app.run(until: { app.hasPainted(window) }, timeout: 10)
    app.synchronize()
    let ring = CAShapeLayer()
    ring.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
    ring.path = CGPath(ellipseIn: CGRect(x: 50, y: 50, width: 300, height: 300), transform: nil)
    ring.fillColor = nil
    ring.strokeColor = UIColor.systemBlue.cgColor
    ring.lineWidth = 20
    ring.lineCap = .round
    controller.view.layer.addSublayer(ring)
    let progress = CABasicAnimation(keyPath: "strokeEnd")
    progress.fromValue = 0
    progress.toValue = 1
    progress.duration = 1
    progress.repeatCount = .infinity
    ring.add(progress, forKey: "progress")

    var paintSeconds: [Double] = []
    var rounds: [Double] = []
    for _ in 0..<3 {
        let paintsBefore = app.statistics(of: window)!.paints
        let cpuBefore = processCPUSeconds()
        let end = now() + 2
        var lastPaints = paintsBefore
        while now() < end {
            app.run(until: { app.statistics(of: window)!.paints > lastPaints || now() >= end }, timeout: 1)
            let report = app.statistics(of: window)!
            if report.paints > lastPaints { paintSeconds.append(report.lastPaintSeconds) }
            lastPaints = report.paints
        }
        app.synchronize()
        let frames = app.statistics(of: window)!.paints - paintsBefore
        rounds.append((processCPUSeconds() - cpuBefore) / Double(max(frames, 1)))
        print("  ring round: \(frames) frames in 2 s")
    }
    ring.removeAllAnimations()
    print("ring animating strokeEnd (400 × 400 window): CPU per frame median \(milliseconds(median(rounds))) (target ≤ 2 ms); client side of each paint median \(milliseconds(median(paintSeconds)))")
    app.closeWindow(window)
}
