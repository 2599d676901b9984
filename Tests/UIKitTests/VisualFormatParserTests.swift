import Testing
@testable import UIKit

/// The parser alone: strings to syntax trees, with positions. No views are involved.
@Suite struct VisualFormatParserTests {
    private typealias Syntax = VisualFormatSyntax

    private func parse(_ format: String) throws -> Syntax {
        try VisualFormatParser.parse(format)
    }

    /// Every example of Apple's appendix parses.
    @Test(arguments: [
        "[button]-[textField]",
        "[button(>=50)]",
        "|-50-[purpleBox]-50-|",
        "V:[topField]-10-[bottomField]",
        "[maroonView][blueView]",
        "[button(100@20)]",
        "[button1(==button2)]",
        "[flexibleButton(>=70,<=100)]",
        "|-[find]-[findNext]-[findField(>=20)]-|",
        "H:|-50-[view1(100)]-50-[view2]-50-|",
        "V:|-100-[view1(100)]",
    ])
    func appendixExamplesParse(format: String) throws {
        let syntax = try parse(format)
        #expect(!syntax.views.isEmpty)
        #expect(syntax.connections.count == syntax.items.count - 1)
    }

    @Test func orientationDefaultsToHorizontal() throws {
        #expect(try parse("[a]").orientation == .horizontal)
        #expect(try parse("H:[a]").orientation == .horizontal)
        #expect(try parse("V:[a]").orientation == .vertical)
    }

    @Test func fullLineHasBarsViewsAndConnectionsInOrder() throws {
        let syntax = try parse("H:|-50-[view1(100)]-50-[view2]-50-|")
        #expect(syntax.items.count == 4)
        #expect(syntax.items.first == .superview(offset: 2))
        #expect(syntax.items.last == .superview(offset: 34))
        #expect(syntax.views.map(\.name) == ["view1", "view2"])
        let view1 = syntax.views[0]
        #expect(view1.range == 7..<19)
        #expect(view1.nameRange == 8..<13)
        #expect(view1.predicates == [
            Syntax.Predicate(relation: .equal, object: .init(value: .number(100), range: 14..<17), priority: nil, range: 14..<17)
        ])
        let fifty = Syntax.Connection.predicates([
            Syntax.Predicate(relation: .equal, object: .init(value: .number(50), range: 4..<6), priority: nil, range: 4..<6)
        ])
        #expect(syntax.connections[0] == fifty)
    }

    @Test func connectionKinds() throws {
        let syntax = try parse("[a][b]-[c]-8-[d]-m-[e]-(>=8@750,<=20)-[f]")
        #expect(syntax.connections.count == 5)
        #expect(syntax.connections[0] == .flush)
        #expect(syntax.connections[1] == .standard(offset: 6))
        guard case .predicates(let eight) = syntax.connections[2],
              case .predicates(let metric) = syntax.connections[3],
              case .predicates(let list) = syntax.connections[4] else {
            Issue.record("expected predicate connections")
            return
        }
        #expect(eight.map(\.object.value) == [.number(8)])
        #expect(metric.map(\.object.value) == [.name("m")])
        #expect(list.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])
        #expect(list[0].priority?.value == .number(750))
        #expect(list[0].range == 24..<31)
    }

    @Test func predicateObjectsCanBeNumbersMetricsOrViews() throws {
        let view = try parse("[a(==b, <=w@p, >=-4.5@999)]").views[0]
        #expect(view.predicates.map(\.object.value) == [.name("b"), .name("w"), .number(-4.5)])
        #expect(view.predicates.map(\.priority?.value) == [nil, .name("p"), .number(999)])
    }

    @Test func negativeNumbersAreAllowedInsideParentheses() throws {
        let syntax = try parse("|-(-5)-[a]")
        guard case .predicates(let predicates) = syntax.connections[0] else {
            Issue.record("expected predicates")
            return
        }
        #expect(predicates[0].object.value == .number(-5))
    }

    /// Numbers are exactly the prefix C's strtod reads.
    @Test(arguments: [
        ("5", 5.0), ("5.", 5.0), (".5", 0.5), ("+5", 5.0), ("1e2", 100.0), ("1E+2", 100.0), ("25e-1", 2.5),
        ("0x10", 16.0), ("0x1.8p1", 3.0), ("0X1P-2", 0.25), ("007", 7.0), ("1e-400", 0.0),
        ("123456789012345678", 123456789012345678.0),
    ])
    func numbersReadAsStrtod(text: String, value: Double) throws {
        let view = try parse("[a(\(text))]").views[0]
        #expect(view.predicates[0].object.value == .number(value))
        #expect(view.predicates[0].object.range == 3..<(3 + text.count))
    }

    /// A bare exponent marker is not part of the number (strtod leaves it), so what follows
    /// is then a syntax error at that character.
    @Test func bareExponentIsNotConsumed() {
        #expect(throws: VisualFormatError(.unclosedParenthesis, format: "[a(1e)]", offset: 4)) {
            try VisualFormatParser.parse("[a(1e)]")
        }
    }

    @Test func infAndNanAreMetricNames() throws {
        let view = try parse("[a(inf,nan)]").views[0]
        #expect(view.predicates.map(\.object.value) == [.name("inf"), .name("nan")])
    }

    @Test func identifiersAreCIdentifiers() throws {
        #expect(try parse("[_view_2]").views[0].name == "_view_2")
        #expect(try parse("[H]-[V]").views.map(\.name) == ["H", "V"])
    }

    @Test func whitespaceMaySeparateTokens() throws {
        let syntax = try parse(" V : | - 8 - [ a ( >= 5 @ 750 ) ] - | ")
        #expect(syntax.orientation == .vertical)
        #expect(syntax.views.map(\.name) == ["a"])
        #expect(syntax.items.count == 3)
    }

    @Test func superviewOnOneSideOnly() throws {
        #expect(try parse("|[a]").items.count == 2)
        #expect(try parse("[a]|").items.count == 2)
        #expect(try parse("[a]-|").connections == [.standard(offset: 3)])
    }
}
