import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// Scrolling an opaque, clipping view is presented as a shift of its pixels plus the
/// strips it uncovered, not a repaint of the whole view; anything that would make the
/// shift show something wrong falls back to the repaint.
@MainActor
@Suite("Scroll presentation")
struct ScrollPresentationTests {
    final class Rows: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    private func makeTable(_ rows: Rows) -> (UIWindow, UITableView, RecordingPresenter) {
        let window = makeWindow(width: 300, height: 240)
        let presenter = RecordingPresenter()
        window.presenter = presenter
        let table = UITableView(frame: CGRect(x: 0, y: 40, width: 300, height: 200), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 40
        table.dataSource = rows
        window.rootViewController!.view.addSubview(table)
        // A few turns: the run loop is shared with the suites running in
        // parallel, and a turn that had other windows' passes to run can leave this
        // window's last pass (and its present) for the next one.
        for _ in 0..<3 { turn() }
        return (window, table, presenter)
    }

    @Test func aTableScrollShiftsItsAreaAndRepaintsTheUncoveredStrip() throws {
        let rows = Rows()
        let (window, table, presenter) = makeTable(rows)
        defer { withExtendedLifetime((window, rows)) {} }
        let before = presenter.updates.count
        table.contentOffset = CGPoint(x: 0, y: 10)
        turn()
        #expect(presenter.updates.count == before + 1)
        let update = try #require(presenter.updates.last)
        #expect(update.scrolled == PresentationUpdate.ScrolledArea(area: CGRect(x: 0, y: 40, width: 300, height: 200),
                                                                   delta: CGPoint(x: 0, y: 10)))
        // The strip the shift uncovered at the bottom is repainted; the rest of the table
        // (the rows that moved up) is not.
        #expect(update.dirtyRects.contains { $0.contains(CGRect(x: 0, y: 230, width: 300, height: 10)) })
        #expect(!update.dirtyRects.contains { $0.intersects(CGRect(x: 0, y: 60, width: 300, height: 140)) }, "\(update.dirtyRects)")
    }

    /// A scroll of several rows recycles and redraws more cells than there is room for
    /// separate rectangles: they merge where they grow least, so the rows that only moved
    /// are still not repainted.
    @Test func aScrollOfSeveralRowsRepaintsOnlyTheUncoveredStrip() throws {
        let rows = Rows()
        let (window, table, presenter) = makeTable(rows)
        defer { withExtendedLifetime((window, rows)) {} }
        table.contentOffset = CGPoint(x: 0, y: 120)
        turn()
        let update = try #require(presenter.updates.last)
        #expect(update.scrolled?.delta == CGPoint(x: 0, y: 120))
        #expect(update.dirtyRects.contains { $0.contains(CGRect(x: 0, y: 120, width: 300, height: 120)) })
        #expect(!update.dirtyRects.contains { $0.intersects(CGRect(x: 0, y: 45, width: 300, height: 70)) }, "\(update.dirtyRects)")
    }

    @Test func twoScrollsInOneTurnAddUp() throws {
        let rows = Rows()
        let (window, table, presenter) = makeTable(rows)
        defer { withExtendedLifetime((window, rows)) {} }
        table.contentOffset = CGPoint(x: 0, y: 10)
        table.contentOffset = CGPoint(x: 0, y: 25)
        turn()
        let update = try #require(presenter.updates.last)
        #expect(update.scrolled?.delta == CGPoint(x: 0, y: 25))
    }

    @Test func aViewOverTheTableMakesItRepaint() throws {
        let rows = Rows()
        let (window, table, presenter) = makeTable(rows)
        defer { withExtendedLifetime((window, rows)) {} }
        let badge = UIView(frame: CGRect(x: 250, y: 200, width: 40, height: 30))
        window.rootViewController!.view.addSubview(badge)
        turn()
        table.contentOffset = CGPoint(x: 0, y: 10)
        turn()
        let update = try #require(presenter.updates.last)
        #expect(update.scrolled == nil)
        #expect(update.boundingRect.contains(table.frame))
    }

    @Test func aClearScrollViewRepaints() throws {
        let window = makeWindow(width: 300, height: 240)
        let presenter = RecordingPresenter()
        window.presenter = presenter
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        scroll.contentSize = CGSize(width: 300, height: 1000)
        window.rootViewController!.view.addSubview(scroll)
        turn()
        scroll.contentOffset = CGPoint(x: 0, y: 10)
        turn()
        let update = try #require(presenter.updates.last)
        #expect(update.scrolled == nil)
        #expect(update.boundingRect.contains(scroll.frame))
    }
}
