// Standard library only: this file must compile without the rest of UIKit.

/// Reads a Visual Format Language string into a ``VisualFormatSyntax`` tree, or throws the
/// first mistake with its position.
///
/// A hand-written recursive-descent reader over the string's UTF-8 bytes with one byte of
/// lookahead (two for relations and signs). It never recurses deeper than a predicate, every
/// loop consumes at least one byte per turn, and it never traps on any input, so it is safe on
/// untrusted strings. Every token of the language is ASCII, so a non-ASCII byte is always an
/// error. The tree's positions are UTF-8 offsets; errors convert them to character offsets.
///
/// Choices where Apple's grammar is silent (documented here and in the tests):
/// - Spaces, tabs and newlines may separate tokens.
/// - A number starts with a digit, `.`, or a sign (a sign only inside parentheses, or `+`),
///   and then is exactly the longest prefix C's `strtod` would read: decimal or hexadecimal,
///   with an optional exponent. So `inf` and `nan` are metric names, and `-inf` inside
///   parentheses is an invalid (non-finite) number.
/// - A numeric priority must satisfy `0 < p <= 1000`; a metric priority is checked when bound.
struct VisualFormatParser {
    private let format: String
    private let bytes: [UInt8]
    private var position = 0

    private init(_ format: String) {
        self.format = format
        self.bytes = Array(format.utf8)
    }

    /// Parses `format`.
    /// - Throws: a ``VisualFormatError`` with a syntax kind (``VisualFormatError/Kind``,
    ///   first group) at the offending character.
    /// - Complexity: O(n) in the length of `format`.
    static func parse(_ format: String) throws(VisualFormatError) -> VisualFormatSyntax {
        var parser = VisualFormatParser(format)
        return try parser.parseFormat()
    }

    // MARK: Grammar

    private mutating func parseFormat() throws(VisualFormatError) -> VisualFormatSyntax {
        skipWhitespace()
        var orientation = VisualFormatSyntax.Orientation.horizontal
        if let first = peek(), first == ascii("H") || first == ascii("V") {
            position += 1
            skipWhitespace()
            guard peek() == ascii(":") else {
                throw error(.expectedOrientationColon(orientation: Character(Unicode.Scalar(first))), at: position)
            }
            position += 1
            orientation = first == ascii("V") ? .vertical : .horizontal
            skipWhitespace()
        }

        var items: [VisualFormatSyntax.Item] = []
        var connections: [VisualFormatSyntax.Connection] = []
        // A view takes at least 3 bytes (`[a]`): enough room without regrowing.
        items.reserveCapacity(min(bytes.count / 3 + 2, 64))
        connections.reserveCapacity(min(bytes.count / 3 + 1, 64))
        if peek() == ascii("|") {
            items.append(.superview(offset: position))
            position += 1
            connections.append(try parseConnection())
            skipWhitespace()
        }
        items.append(.view(try parseView()))
        while true {
            let connection = try parseConnection()
            skipWhitespace()
            if peek() == ascii("[") {
                connections.append(connection)
                items.append(.view(try parseView()))
            } else if peek() == ascii("|") {
                connections.append(connection)
                items.append(.superview(offset: position))
                position += 1
                break
            } else if connection != .flush {
                throw error(.expectedView, at: position)
            } else {
                break
            }
        }

        skipWhitespace()
        if let byte = peek() {
            if byte == ascii(")") || byte == ascii("]") {
                throw error(.unbalancedClosing(Character(Unicode.Scalar(byte))), at: position)
            }
            throw error(.trailingCharacters, at: position)
        }
        return VisualFormatSyntax(orientation: orientation, items: items, connections: connections)
    }

    /// `ε | '-' | '-' predicateList '-'`.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatSyntax.Connection {
        skipWhitespace()
        guard peek() == ascii("-") else { return .flush }
        let dash = position
        position += 1
        skipWhitespace()
        let predicates: [VisualFormatSyntax.Predicate]
        guard let byte = peek() else { return .standard(offset: dash) }
        switch byte {
        case ascii("["), ascii("|"):
            return .standard(offset: dash)
        case ascii("("):
            predicates = try parsePredicateList(view: nil)
        case ascii("-") where isNumberStart(at: position + 1, allowSign: false):
            throw error(.negativeNumberOutsideParentheses, at: position)
        case _ where isNumberStart(at: position, allowSign: false):
            let number = try parseNumber()
            predicates = [VisualFormatSyntax.Predicate(relation: .equal, object: number, priority: nil, range: number.range)]
        case _ where isIdentifierStart(byte):
            let name = parseIdentifier()
            predicates = [VisualFormatSyntax.Predicate(relation: .equal, object: name, priority: nil, range: name.range)]
        default:
            throw error(.expectedSpacing, at: position)
        }
        skipWhitespace()
        guard peek() == ascii("-") else { throw error(.expectedConnectionEnd, at: position) }
        position += 1
        return .predicates(predicates)
    }

    /// `'[' viewName predicateListWithParens? ']'`.
    private mutating func parseView() throws(VisualFormatError) -> VisualFormatSyntax.View {
        skipWhitespace()
        guard peek() == ascii("[") else { throw error(.expectedView, at: position) }
        let open = position
        position += 1
        skipWhitespace()
        guard let first = peek(), isIdentifierStart(first) else { throw error(.expectedViewName, at: position) }
        let name = parseIdentifier()
        guard case .name(let text) = name.value else { throw error(.expectedViewName, at: name.range.lowerBound) }
        skipWhitespace()
        var predicates: [VisualFormatSyntax.Predicate] = []
        if peek() == ascii("(") {
            predicates = try parsePredicateList(view: text)
            skipWhitespace()
        }
        guard peek() == ascii("]") else { throw error(.unclosedView(name: text), at: position) }
        position += 1
        return VisualFormatSyntax.View(name: text, nameRange: name.range, predicates: predicates, range: open..<position)
    }

    /// `'(' predicate (',' predicate)* ')'`. `view` names the view whose size the list
    /// constrains (`nil` in a connection), for the error when the list runs into `]`.
    private mutating func parsePredicateList(view: String?) throws(VisualFormatError) -> [VisualFormatSyntax.Predicate] {
        position += 1  // '('
        var predicates: [VisualFormatSyntax.Predicate] = []
        predicates.reserveCapacity(2)  // lists are short: one allocation for the common case
        while true {
            skipWhitespace()
            predicates.append(try parsePredicate())
            skipWhitespace()
            switch peek() {
            case ascii(","):
                position += 1
            case ascii(")"):
                position += 1
                return predicates
            case ascii("]") where view != nil:
                throw error(.unclosedView(name: view ?? ""), at: position)
            default:
                throw error(.unclosedParenthesis, at: position)
            }
        }
    }

    /// `relation? objectOfPredicate ('@' priority)?`.
    private mutating func parsePredicate() throws(VisualFormatError) -> VisualFormatSyntax.Predicate {
        let start = position
        var relation = VisualFormatSyntax.Relation.equal
        var relationText: String?
        if let byte = peek(), byte == ascii("=") || byte == ascii("<") || byte == ascii(">") || byte == ascii("!") {
            guard byte != ascii("!"), peek(at: position + 1) == ascii("=") else {
                // Apple's caret goes under the character after the first relation
                // character, where `=` was expected (Auto Layout Guide, VFL appendix:
                // `V:|[blackBox4(>30)]|` puts it under the `3`).
                throw error(.unknownRelation, at: position + 1)
            }
            switch byte {
            case ascii("<"): relation = .lessThanOrEqual; relationText = "<="
            case ascii(">"): relation = .greaterThanOrEqual; relationText = ">="
            default: relation = .equal; relationText = "=="
            }
            position += 2
            skipWhitespace()
        }

        let object: VisualFormatSyntax.Operand
        if isNumberStart(at: position, allowSign: true) {
            object = try parseNumber()
        } else if let byte = peek(), isIdentifierStart(byte) {
            object = parseIdentifier()
        } else if let relationText {
            throw error(.relationWithoutObject(relation: relationText), at: position)
        } else {
            throw error(.expectedPredicate, at: position)
        }
        var end = object.range.upperBound

        var priority: VisualFormatSyntax.Operand?
        skipWhitespace()
        if peek() == ascii("@") {
            position += 1
            skipWhitespace()
            if isNumberStart(at: position, allowSign: true) {
                let number = try parseNumber()
                if case .number(let value) = number.value, !(value > 0 && value <= 1000) {
                    throw error(.priorityOutOfRange(value), at: number.range.lowerBound)
                }
                priority = number
            } else if let byte = peek(), isIdentifierStart(byte) {
                priority = parseIdentifier()
            } else {
                throw error(.expectedPriority, at: position)
            }
            end = priority?.range.upperBound ?? end
        }
        return VisualFormatSyntax.Predicate(relation: relation, object: object, priority: priority, range: start..<end)
    }

    // MARK: Tokens

    /// A C identifier: `[A-Za-z_][A-Za-z0-9_]*`. The caller checked the first byte.
    private mutating func parseIdentifier() -> VisualFormatSyntax.Operand {
        let start = position
        position += 1
        while let byte = peek(), isIdentifierStart(byte) || isDigit(byte) { position += 1 }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        return VisualFormatSyntax.Operand(value: .name(text), range: start..<position)
    }

    /// Whether a number (as this language admits one) starts at `index`: a digit, or `.`
    /// then a digit, after an optional `+` (or `-` too, when `allowSign`).
    private func isNumberStart(at index: Int, allowSign: Bool) -> Bool {
        var index = index
        if let byte = peek(at: index), byte == ascii("+") || (allowSign && byte == ascii("-")) {
            index += 1
            // strtod's sign also admits inf/nan; read those so they are reported as non-finite.
            if let letter = peek(at: index), letter | 0x20 == ascii("i") || letter | 0x20 == ascii("n") {
                return matchesInfinityOrNaN(at: index) > 0
            }
        }
        guard let byte = peek(at: index) else { return false }
        if isDigit(byte) { return true }
        if byte == ascii("."), let next = peek(at: index + 1), isDigit(next) { return true }
        return false
    }

    /// Reads the longest prefix C's `strtod` would read. The caller checked ``isNumberStart``.
    /// - Throws: ``VisualFormatError/Kind/invalidNumber(_:)`` for an infinite or NaN value.
    private mutating func parseNumber() throws(VisualFormatError) -> VisualFormatSyntax.Operand {
        let start = position
        var index = position
        var isPlainInteger = true
        if let sign = peek(at: index), sign == ascii("+") || sign == ascii("-") {
            index += 1
            isPlainInteger = false
        }
        let infinityOrNaN = isDigit(peek(at: index) ?? ascii("0")) ? 0 : matchesInfinityOrNaN(at: index)
        if infinityOrNaN > 0 {
            index += infinityOrNaN
            isPlainInteger = false
        } else if peek(at: index) == ascii("0"), let x = peek(at: index + 1), x | 0x20 == ascii("x"),
                  isHexDigit(peek(at: index + 2)) || (peek(at: index + 2) == ascii(".") && isHexDigit(peek(at: index + 3))) {
            isPlainInteger = false
            index += 2
            while isHexDigit(peek(at: index)) { index += 1 }
            if peek(at: index) == ascii(".") {
                index += 1
                while isHexDigit(peek(at: index)) { index += 1 }
            }
            index = exponentEnd(from: index, marker: ascii("p"))
        } else {
            while let byte = peek(at: index), isDigit(byte) { index += 1 }
            if peek(at: index) == ascii(".") {
                isPlainInteger = false
                index += 1
                while let byte = peek(at: index), isDigit(byte) { index += 1 }
            }
            let afterExponent = exponentEnd(from: index, marker: ascii("e"))
            if afterExponent != index { isPlainInteger = false }
            index = afterExponent
        }
        position = index

        // Fast path for the common case: a short run of decimal digits is exact.
        let value: Double
        if isPlainInteger && index - start <= 15 {
            var integer = 0
            for byte in bytes[start..<index] { integer = integer &* 10 &+ Int(byte &- ascii("0")) }
            value = Double(integer)
        } else {
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let parsed = Double(text), parsed.isFinite else {
                throw error(.invalidNumber(text), at: start)
            }
            value = parsed
        }
        return VisualFormatSyntax.Operand(value: .number(value), range: start..<index)
    }

    /// The end of an optional exponent (`e`/`p`, optional sign, at least one digit) at `index`,
    /// or `index` itself when there is none (strtod leaves a bare `e` unread).
    private func exponentEnd(from index: Int, marker: UInt8) -> Int {
        guard let byte = peek(at: index), byte | 0x20 == marker else { return index }
        var end = index + 1
        if let sign = peek(at: end), sign == ascii("+") || sign == ascii("-") { end += 1 }
        guard let digit = peek(at: end), isDigit(digit) else { return index }
        while let digit = peek(at: end), isDigit(digit) { end += 1 }
        return end
    }

    /// The length of `inf`, `infinity`, `nan` or `nan(chars)` (any case) at `index`, or 0.
    private func matchesInfinityOrNaN(at index: Int) -> Int {
        func matches(_ word: String, at index: Int) -> Bool {
            var offset = index
            for expected in word.utf8 {
                guard let byte = peek(at: offset), byte | 0x20 == expected else { return false }
                offset += 1
            }
            return true
        }
        if matches("infinity", at: index) { return 8 }
        if matches("inf", at: index) { return 3 }
        if matches("nan", at: index) {
            // strtod also reads `nan(n-char-sequence)`.
            guard peek(at: index + 3) == ascii("(") else { return 3 }
            var end = index + 4
            while let byte = peek(at: end), isIdentifierStart(byte) || isDigit(byte) { end += 1 }
            return peek(at: end) == ascii(")") ? end + 1 - index : 3
        }
        return 0
    }

    // MARK: Bytes

    private func peek() -> UInt8? { peek(at: position) }

    private func peek(at index: Int) -> UInt8? {
        index >= 0 && index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= ascii("0") && byte <= ascii("9") }

    private func isHexDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return isDigit(byte) || (byte | 0x20 >= ascii("a") && byte | 0x20 <= ascii("f"))
    }

    private func isIdentifierStart(_ byte: UInt8) -> Bool {
        byte == ascii("_") || (byte | 0x20 >= ascii("a") && byte | 0x20 <= ascii("z"))
    }

    private func ascii(_ scalar: Unicode.Scalar) -> UInt8 { UInt8(truncatingIfNeeded: scalar.value) }

    // MARK: Errors

    /// An error at UTF-8 offset `byteOffset`, reported at the character containing it.
    private func error(_ kind: VisualFormatError.Kind, at byteOffset: Int) -> VisualFormatError {
        VisualFormatError(kind, format: format, utf8Offset: byteOffset)
    }
}
