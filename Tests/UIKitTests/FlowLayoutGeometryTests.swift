import Foundation
import Testing
@testable import UIKit

/// Where a flow layout puts items: justified full lines, a lone item centred, the last
/// line keeping the columns of equal items or packed for unequal ones; headers, insets,
/// footers; both scroll directions.
@MainActor
@Suite("Flow layout geometry")
struct FlowLayoutGeometryTests {
    private func build(_ sizes: [CGSize], width: CGFloat = 320, configure: (inout FlowLayoutGeometry.SectionMetrics) -> Void = { _ in },
                       horizontal: Bool = false) -> FlowLayoutGeometry {
        var metrics = FlowLayoutGeometry.SectionMetrics()
        metrics.itemSizes = sizes
        configure(&metrics)
        var geometry = FlowLayoutGeometry()
        geometry.horizontal = horizontal
        geometry.build([metrics], crossExtent: width)
        return geometry
    }

    private func frames(_ geometry: FlowLayoutGeometry) -> [CGRect] { geometry.sections[0].items }

    @Test func fullLinesAreJustifiedAndTheLastKeepsTheColumns() {
        // 100-wide items in 320: three fit (300 + 2 × 10 = 320 exactly).
        let geometry = build(Array(repeating: CGSize(width: 100, height: 50), count: 4), width: 330)
        let f = frames(geometry)
        // Leftover 10 spreads over the two gaps: 15 each.
        #expect(f[0] == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(f[1] == CGRect(x: 115, y: 0, width: 100, height: 50))
        #expect(f[2] == CGRect(x: 230, y: 0, width: 100, height: 50))
        // The last line's item sits under the first column, one line spacing below.
        #expect(f[3] == CGRect(x: 0, y: 60, width: 100, height: 50))
        #expect(geometry.contentSize == CGSize(width: 330, height: 110))
    }

    @Test func anIncompleteLastLineOfEqualItemsLinesUpWithTheColumns() {
        let f = frames(build(Array(repeating: CGSize(width: 60, height: 40), count: 6), width: 250))
        // Three fit per line (180 + 20 = 200 ≤ 250; four would need 270): gap 10 + 50/2 = 35.
        #expect(f.prefix(3).map(\.minX) == [0, 95, 190])
        // The last line padded with copies: the same columns.
        #expect(f[3...].map(\.minX) == [0, 95, 190])
        let g = frames(build(Array(repeating: CGSize(width: 60, height: 40), count: 5), width: 250))
        #expect(g[3...].map(\.minX) == [0, 95])
    }

    @Test func aLineWithOneItemCentresIt() {
        let f = frames(build([CGSize(width: 200, height: 30), CGSize(width: 200, height: 30)], width: 320))
        #expect(f[0] == CGRect(x: 60, y: 0, width: 200, height: 30))
        #expect(f[1] == CGRect(x: 60, y: 40, width: 200, height: 30))
    }

    @Test func unequalItemsFillLinesAndTheLastIsPacked() {
        let sizes = [CGSize(width: 120, height: 20), CGSize(width: 90, height: 30), CGSize(width: 80, height: 20),
                     CGSize(width: 50, height: 20), CGSize(width: 70, height: 20)]
        let f = frames(build(sizes, width: 320))
        // Line 1: 120 + 90 + 80 + 2 × 10 = 310; the 50 would make 370. Justified: gaps 15.
        #expect(f[0].minX == 0 && f[1].minX == 135 && f[2].minX == 240)
        // Items are centred across their line (30 tall).
        #expect(f[0].minY == 5 && f[1].minY == 0 && f[2].minY == 5)
        // The last line (50 + 70) is packed at the minimum spacing, below line 1 + 10.
        #expect(f[3] == CGRect(x: 0, y: 40, width: 50, height: 20))
        #expect(f[4] == CGRect(x: 60, y: 40, width: 70, height: 20))
    }

    @Test func headersInsetsAndFootersStackWithoutLineSpacing() {
        let geometry = build(Array(repeating: CGSize(width: 50, height: 50), count: 2), width: 320) {
            $0.headerSize = CGSize(width: 0, height: 30)
            $0.footerSize = CGSize(width: 0, height: 20)
            $0.inset = UIEdgeInsets(top: 5, left: 8, bottom: 7, right: 8)
        }
        let section = geometry.sections[0]
        #expect(section.header == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(section.items[0].minY == 35 && section.items[0].minX == 8)
        #expect(section.footer == CGRect(x: 0, y: 35 + 50 + 7, width: 320, height: 20))
        #expect(geometry.contentSize.height == 112)
    }

    @Test func horizontalScrollingFillsColumns() {
        let geometry = build(Array(repeating: CGSize(width: 40, height: 100), count: 3), width: 210, horizontal: true)
        let f = frames(geometry)
        // Two fit down a 210-tall column: 100 + 10 + 100 = 210.
        #expect(f[0] == CGRect(x: 0, y: 0, width: 40, height: 100))
        #expect(f[1] == CGRect(x: 0, y: 110, width: 40, height: 100))
        #expect(f[2] == CGRect(x: 50, y: 0, width: 40, height: 100))
        #expect(geometry.contentSize == CGSize(width: 90, height: 210))
    }

    @Test func elementsInARectAreFoundByLine() {
        let geometry = build(Array(repeating: CGSize(width: 100, height: 50), count: 300), width: 320)
        // 3 per line, lines every 60: a rect from y 600 to 700 meets lines 10 and 11.
        let found = geometry.elements(in: CGRect(x: 0, y: 600, width: 320, height: 100))
        #expect(found.items == (30..<36).map { IndexPath(item: $0, section: 0) })
    }

    @Test func anItemLongerThanALineIsReported() {
        let geometry = build([CGSize(width: 400, height: 20)], width: 320)
        #expect(geometry.oversizedItems == [IndexPath(item: 0, section: 0)])
    }
}
