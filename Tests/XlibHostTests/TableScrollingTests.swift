import Foundation
import Testing
import UIKit
@testable import XlibHost

extension XlibHostTests {
    /// A table view in a real X window, scrolled by the wheel and by a drag (xdotool),
    /// checked by its offset, its visible rows and the pixels painted at the top.
    @Suite(.serialized)
    @MainActor
    struct TableScrollingTests {
        /// 100 rows of 40 points, even rows red and odd rows blue (their content views),
        /// so the colour at a point says which row is painted there.
        final class StripedRows: UITableViewDataSource {
            /// Whether rows show their number as text too.
            var titled = false
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.textLabel?.text = titled ? "Row \(indexPath.row)" : nil
                cell.contentView.backgroundColor = indexPath.row % 2 == 0 ? UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                                                                          : UIColor(red: 0, green: 0, blue: 1, alpha: 1)
                return cell
            }
        }

        private func open(_ app: XlibApplication, _ rows: StripedRows) throws -> (UIWindow, UITableView, String) {
            var table: UITableView!
            let controller = ClosureViewController { root in
                table = UITableView(frame: root.bounds, style: .plain)
                table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
                table.rowHeight = 40
                table.separatorStyle = .none
                table.dataSource = rows
                root.addSubview(table)
            }
            let window = try app.openWindow(rootViewController: controller, title: "table", size: CGSize(width: 300, height: 240))
            #expect(app.run(until: { app.hasPainted(window) }, timeout: 5))
            let id = String(try #require(app.windowID(of: window)))
            return (window, table, id)
        }

        /// Which row is painted at window point (`x`, `y`): even (red) or odd (blue).
        private func paintedRowParity(_ app: XlibApplication, _ window: UIWindow, _ x: Int, _ y: Int) -> Int? {
            guard let pixel = app.pixel(of: window, x: x, y: y) else { return nil }
            if pixel.red > 200 && pixel.blue < 60 { return 0 }
            if pixel.blue > 200 && pixel.red < 60 { return 1 }
            return nil
        }

        @Test func theWheelScrollsTheRowsAndRepaints() throws {
            try TestHost.with { app in
                let rows = StripedRows()
                let (window, table, id) = try open(app, rows)
                #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
                #expect(paintedRowParity(app, window, 150, 20) == 0)
                // Five notches down, 16 points each: 80 points, two rows.
                try xdotool(["mousemove", "--window", id, "150", "120", "click", "--repeat", "5", "--delay", "30", "5"])
                #expect(app.run(until: { table.contentOffset.y == 80 && app.hasPainted(window) }, timeout: 5), "offset \(table.contentOffset.y)")
                app.run(until: { false }, timeout: 0.1)
                #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 2, section: 0))
                #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 7, section: 0))
                // Rows 2 (red) at the top, 3 (blue) from y 40.
                #expect(paintedRowParity(app, window, 150, 20) == 0)
                #expect(paintedRowParity(app, window, 150, 60) == 1)
                // Three notches up: 32 points back, row 1 half in view at the top.
                try xdotool(["click", "--repeat", "3", "--delay", "30", "4"])
                #expect(app.run(until: { table.contentOffset.y == 32 }, timeout: 5), "offset \(table.contentOffset.y)")
                app.run(until: { false }, timeout: 0.1)
                #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
                #expect(paintedRowParity(app, window, 150, 4) == 0)
                #expect(paintedRowParity(app, window, 150, 20) == 1)
            }
        }

        /// The wheel's scrolls are shown by shifting the back buffer's pixels and painting
        /// the uncovered strip: what ends on screen is exactly what painting the whole
        /// window gives, row text included.
        @Test func shiftedPixelsEqualAFullRepaint() throws {
            try TestHost.with { app in
                let rows = StripedRows()
                rows.titled = true
                let (window, table, id) = try open(app, rows)
                let native = try #require(app.nativeWindow(for: window))
                let shiftsBefore = native.statistics.shifts
                try xdotool(["mousemove", "--window", id, "150", "120", "click", "--repeat", "7", "--delay", "40", "5"])
                #expect(app.run(until: { table.contentOffset.y == 112 }, timeout: 5), "offset \(table.contentOffset.y)")
                try xdotool(["click", "--repeat", "2", "--delay", "40", "4"])
                #expect(app.run(until: { table.contentOffset.y == 80 }, timeout: 5), "offset \(table.contentOffset.y)")
                #expect(native.statistics.shifts > shiftsBefore)
                // With the scroll indicator showing (no run-loop turn between the two
                // captures, so its timer cannot hide it), then after it hid.
                for settle in [0.15, 1.3] {
                    app.run(until: { false }, timeout: settle)
                    let shifted = native.capturePixels()
                    app.repaint(window)
                    let repainted = native.capturePixels()
                    #expect(shifted.width == repainted.width && shifted.height == repainted.height)
                    let differing = zip(shifted.rgb, repainted.rgb).filter { $0 != $1 }.count
                    #expect(differing == 0, "after \(settle) s: \(differing) of \(shifted.rgb.count) channel values differ")
                }
            }
        }

        @Test func draggingScrollsByTheDistanceDragged() throws {
            try TestHost.with { app in
                let rows = StripedRows()
                let (window, table, id) = try open(app, rows)
                try xdotool(["mousemove", "--window", id, "150", "200", "mousedown", "1"])
                for y in stride(from: 180, through: 100, by: -20) {
                    try xdotool(["mousemove", "--window", id, "150", String(y)])
                    app.run(until: { false }, timeout: 0.03)
                }
                try xdotool(["mouseup", "1"])
                #expect(app.run(until: { table.contentOffset.y == 100 && !table.isDragging }, timeout: 5), "offset \(table.contentOffset.y)")
                app.run(until: { false }, timeout: 0.1)
                // 100 points: row 2 from y -20, row 3 (blue) from 20, row 4 (red) from 60.
                #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 2, section: 0))
                #expect(paintedRowParity(app, window, 150, 10) == 0)
                #expect(paintedRowParity(app, window, 150, 30) == 1)
                #expect(paintedRowParity(app, window, 150, 70) == 0)
                // A drag is not a tap: nothing was selected.
                #expect(table.indexPathForSelectedRow == nil)
            }
        }
    }
}
