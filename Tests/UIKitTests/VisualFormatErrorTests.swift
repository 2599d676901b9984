import Testing
@testable import UIKit

/// Syntax errors: each kind, with the exact caret position.
@Suite struct VisualFormatErrorTests {
    typealias Kind = VisualFormatError.Kind

    struct Case: CustomTestStringConvertible, Sendable {
        let format: String
        let kind: Kind
        let offset: Int
        var testDescription: String { "\(format) → \(kind) at \(offset)" }
    }

    static let syntaxCases: [Case] = [
        // Orientation.
        Case(format: "V|[backgroundBox]|", kind: .expectedOrientationColon(orientation: "V"), offset: 1),
        Case(format: "H[a]", kind: .expectedOrientationColon(orientation: "H"), offset: 1),
        Case(format: "H", kind: .expectedOrientationColon(orientation: "H"), offset: 1),
        Case(format: "X:[a]", kind: .expectedView, offset: 0),
        // Views.
        Case(format: "", kind: .expectedView, offset: 0),
        Case(format: "|-|", kind: .expectedView, offset: 2),
        Case(format: "H:", kind: .expectedView, offset: 2),
        Case(format: "[a]-", kind: .expectedView, offset: 4),
        Case(format: "[a]-8-", kind: .expectedView, offset: 6),
        Case(format: "[]", kind: .expectedViewName, offset: 1),
        Case(format: "[5]", kind: .expectedViewName, offset: 1),
        Case(format: "[a", kind: .unclosedView(name: "a"), offset: 2),
        Case(format: "[a b]", kind: .unclosedView(name: "a"), offset: 3),
        Case(format: "|[whiteBox1][blackBox4(blackWidth][redBox]|", kind: .unclosedView(name: "blackBox4"), offset: 33),
        Case(format: "[a(5))]", kind: .unclosedView(name: "a"), offset: 5),
        // Parentheses and brackets.
        Case(format: "[a(5", kind: .unclosedParenthesis, offset: 4),
        Case(format: "|-(5-[a]", kind: .unclosedParenthesis, offset: 4),
        Case(format: "[a(5;6)]", kind: .unclosedParenthesis, offset: 4),
        Case(format: "[a]]", kind: .unbalancedClosing("]"), offset: 3),
        Case(format: "[a])", kind: .unbalancedClosing(")"), offset: 3),
        // Predicates.
        Case(format: "[a()]", kind: .expectedPredicate, offset: 3),
        Case(format: "[a(@5)]", kind: .expectedPredicate, offset: 3),
        Case(format: "[a(5,)]", kind: .expectedPredicate, offset: 5),
        // The Auto Layout Guide's VFL appendix: the caret under the character after the bad relation.
        Case(format: "V:|[blackBox4(>30)]|", kind: .unknownRelation, offset: 15),
        Case(format: "V:|[backgroundBox(>32)]|", kind: .unknownRelation, offset: 19),
        Case(format: "[a(=5)]", kind: .unknownRelation, offset: 4),
        Case(format: "[a(<5)]", kind: .unknownRelation, offset: 4),
        Case(format: "[a(!=5)]", kind: .unknownRelation, offset: 4),
        Case(format: "[a(>=)]", kind: .relationWithoutObject(relation: ">="), offset: 5),
        Case(format: "[a(==@5)]", kind: .relationWithoutObject(relation: "=="), offset: 5),
        Case(format: "|-(<=)-[a]", kind: .relationWithoutObject(relation: "<="), offset: 5),
        Case(format: "[a(- 5)]", kind: .expectedPredicate, offset: 3),
        // Priorities.
        Case(format: "[a(5@)]", kind: .expectedPriority, offset: 5),
        Case(format: "[a(5@[)]", kind: .expectedPriority, offset: 5),
        Case(format: "[a(5@0)]", kind: .priorityOutOfRange(0), offset: 5),
        Case(format: "[a(5@1001)]", kind: .priorityOutOfRange(1001), offset: 5),
        Case(format: "[a(5@-1)]", kind: .priorityOutOfRange(-1), offset: 5),
        Case(format: "[button(100@1000.5)]", kind: .priorityOutOfRange(1000.5), offset: 12),
        // Numbers.
        Case(format: "[a(1e999)]", kind: .invalidNumber("1e999"), offset: 3),
        Case(format: "|-(-inf)-[a]", kind: .invalidNumber("-inf"), offset: 3),
        Case(format: "[a(+nan)]", kind: .invalidNumber("+nan"), offset: 3),
        Case(format: "[a]--5-[b]", kind: .negativeNumberOutsideParentheses, offset: 4),
        Case(format: "|--.5-[b]", kind: .negativeNumberOutsideParentheses, offset: 2),
        // Connections.
        Case(format: "[a]--[b]", kind: .expectedSpacing, offset: 4),
        Case(format: "[a]-)-[b]", kind: .expectedSpacing, offset: 4),
        Case(format: "[a]-8[b]", kind: .expectedConnectionEnd, offset: 5),
        Case(format: "[a]-m|", kind: .expectedConnectionEnd, offset: 5),
        Case(format: "[a]-(8)[b]", kind: .expectedConnectionEnd, offset: 7),
        // Trailing garbage.
        Case(format: "[a]x", kind: .trailingCharacters, offset: 3),
        Case(format: "[a]|[b]", kind: .trailingCharacters, offset: 4),
        Case(format: "|[a]||", kind: .trailingCharacters, offset: 5),
        Case(format: "[a] - [b] 5", kind: .trailingCharacters, offset: 10),
        // Offsets count characters, not bytes.
        Case(format: "[a]é", kind: .trailingCharacters, offset: 3),
        Case(format: "[é]-[b]", kind: .expectedViewName, offset: 1),
        Case(format: "[a(\u{1F600})]-x", kind: .expectedPredicate, offset: 3),
        Case(format: "[ab\u{1F600}]", kind: .unclosedView(name: "ab"), offset: 3),
        Case(format: "\u{1F600}\u{1F600}[a]", kind: .expectedView, offset: 0),
        Case(format: "[a]\r\n[b]!", kind: .trailingCharacters, offset: 7),
    ]

    @Test(arguments: syntaxCases)
    func syntaxErrorHasKindAndCaretOffset(_ testCase: Case) {
        #expect(throws: VisualFormatError(testCase.kind, format: testCase.format, offset: testCase.offset)) {
            try VisualFormatParser.parse(testCase.format)
        }
    }

    @Test func descriptionDrawsCaretUnderTheMistake() {
        let error = VisualFormatError(.expectedOrientationColon(orientation: "V"), format: "V|[backgroundBox]|", offset: 1)
        #expect(error.description == """
            Expected ':' after 'V' to specify vertical arrangement
            V|[backgroundBox]|
             ^
            """)
    }

    @Test func caretAtTheEndOfAShortString() {
        do {
            _ = try VisualFormatParser.parse("[a]-")
            Issue.record("expected an error")
        } catch {
            #expect(error.offset == 4)
            #expect(error.description.hasSuffix("\n[a]-\n    ^"))
        }
    }

    @Test(arguments: syntaxCases)
    func everyMessageIsOneNonEmptyLine(_ testCase: Case) {
        let error = VisualFormatError(testCase.kind, format: testCase.format, offset: testCase.offset)
        #expect(!error.message.isEmpty)
        #expect(!error.message.contains("\n"))
    }
}
