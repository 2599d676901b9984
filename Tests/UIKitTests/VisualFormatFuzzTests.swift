import Foundation
import Fuzzing
import Testing
@testable import UIKit
import UIKitTestSupport

/// A small deterministic generator, so every run feeds the same strings.
typealias VisualFormatFuzzRandom = SplitMix64

extension SplitMix64 {
    init(seed: UInt64) { self.init(state: seed) }
}

/// Strings for fuzzing: random soup, mutations of valid formats, and grammar-built formats.
enum VisualFormatFuzzCorpus {
    static let seeds = [
        "[button]-[textField]", "[button(>=50)]", "|-50-[purpleBox]-50-|", "V:[topField]-10-[bottomField]",
        "[maroonView][blueView]", "[button(100@20)]", "[button1(==button2)]", "[flexibleButton(>=70,<=100)]",
        "|-[find]-[findNext]-[findField(>=20)]-|", "H:|-50-[view1(100)]-50-[view2]-50-|", "V:|-100-[view1(100)]",
        "|-(-5@750,>=m)-[a(==b@p,<=0x1p4)]-(>=8)-[b]-|",
    ]

    /// Characters the grammar uses, plus some it does not.
    static let alphabet: [Character] = Array("HV:|-[]()@,=<>!+.0123456789eExXpabmvw_ \t\né\u{1F600}\u{301}\r\0;")

    static func randomSoup(_ random: inout VisualFormatFuzzRandom) -> String {
        let length = Int.random(in: 0...40, using: &random)
        return String((0..<length).map { _ in alphabet.randomElement(using: &random) ?? "[" })
    }

    static func mutate(_ format: String, _ random: inout VisualFormatFuzzRandom) -> String {
        var characters = Array(format)
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let index = characters.isEmpty ? 0 : Int.random(in: 0..<characters.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0 where !characters.isEmpty:
                characters.remove(at: index)
            case 1:
                characters.insert(alphabet.randomElement(using: &random) ?? "-", at: index)
            case 2 where !characters.isEmpty:
                characters[index] = alphabet.randomElement(using: &random) ?? "]"
            case 3 where characters.count > 1:
                let other = Int.random(in: 0..<characters.count, using: &random)
                characters.swapAt(index, other)
            default:
                let end = min(characters.count, index + Int.random(in: 0...6, using: &random))
                characters.insert(contentsOf: characters[index..<end], at: index)
            }
        }
        return String(characters)
    }

    /// A format valid by the grammar (names from `names`, metrics from `metrics`).
    static func wellFormed(_ random: inout VisualFormatFuzzRandom, names: [String], metrics: [String]) -> String {
        func number() -> String {
            ["8", "0", "20.5", ".5", "1e1", "0x10", "100"].randomElement(using: &random) ?? "8"
        }
        func constant() -> String {
            Bool.random(using: &random) ? number() : (metrics.randomElement(using: &random) ?? "8")
        }
        func predicate(allowView: Bool) -> String {
            var text = ["", "==", "<=", ">="].randomElement(using: &random) ?? ""
            if allowView && Int.random(in: 0..<4, using: &random) == 0 {
                text += names.randomElement(using: &random) ?? "a"
            } else {
                text += Int.random(in: 0..<3, using: &random) == 0 ? "-" + number() : constant()
            }
            if Bool.random(using: &random) { text += "@" + (["1", "250", "750", "999", "1000"].randomElement(using: &random) ?? "1") }
            return text
        }
        func list(allowView: Bool) -> String {
            "(" + (0..<Int.random(in: 1...3, using: &random)).map { _ in predicate(allowView: allowView) }.joined(separator: ",") + ")"
        }
        func connection() -> String {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: return ""
            case 1: return "-"
            case 2: return "-" + constant() + "-"
            default: return "-" + list(allowView: false) + "-"
            }
        }
        var text = ["", "H:", "V:"].randomElement(using: &random) ?? ""
        if Bool.random(using: &random) { text += "|" + connection() }
        for index in 0..<Int.random(in: 1...5, using: &random) {
            if index > 0 { text += connection() }
            text += "[" + (names.randomElement(using: &random) ?? "a")
            if Bool.random(using: &random) { text += list(allowView: true) }
            text += "]"
        }
        if Bool.random(using: &random) { text += connection() + "|" }
        return text
    }
}

@Suite struct VisualFormatFuzzTests {
    /// Thousands of strings from a fixed seed: each gives a tree or an error whose caret lies
    /// inside the string (or just past its end); none crashes or hangs.
    @Test(.timeLimit(.minutes(1)))
    func randomAndMutatedStringsGiveATreeOrAnError() {
        var random = VisualFormatFuzzRandom(seed: 0x5EED_0005)
        var trees = 0, errors = 0
        for round in 0..<12_000 {
            let format: String
            switch round % 3 {
            case 0: format = VisualFormatFuzzCorpus.randomSoup(&random)
            case 1: format = VisualFormatFuzzCorpus.mutate(VisualFormatFuzzCorpus.seeds.randomElement(using: &random) ?? "", &random)
            default: format = VisualFormatFuzzCorpus.mutate(
                VisualFormatFuzzCorpus.wellFormed(&random, names: ["a", "b", "c"], metrics: ["m"]), &random)
            }
            do {
                let syntax = try VisualFormatParser.parse(format)
                #expect(syntax.connections.count == syntax.items.count - 1, "\(format)")
                #expect(!syntax.views.isEmpty, "\(format)")
                trees += 1
            } catch {
                #expect(error.format == format)
                #expect((0...format.count).contains(error.offset), "\(format): \(error)")
                errors += 1
            }
        }
        // Both outcomes are exercised.
        #expect(trees > 500)
        #expect(errors > 5_000)
    }

    /// Grammar-built strings always parse.
    @Test func wellFormedStringsAlwaysParse() {
        var random = VisualFormatFuzzRandom(seed: 42)
        for _ in 0..<3_000 {
            let format = VisualFormatFuzzCorpus.wellFormed(&random, names: ["a", "b", "c"], metrics: ["m"])
            #expect(throws: Never.self, "\(format)") { try VisualFormatParser.parse(format) }
        }
    }

    /// Long and deeply repetitive input stays linear.
    @Test(.timeLimit(.minutes(1)))
    func longInputsFinish() {
        let long = String(repeating: "[a]-", count: 5_000) + "[a]"
        #expect(throws: Never.self) { try VisualFormatParser.parse(long) }
        let parens = "[a(" + String(repeating: "5,", count: 5_000) + ")]"
        #expect(throws: VisualFormatError.self) { try VisualFormatParser.parse(parens) }
        let opens = String(repeating: "(", count: 10_000)
        #expect(throws: VisualFormatError.self) { try VisualFormatParser.parse(opens) }
    }
}

/// The whole entry point (parse and bind) on fuzzed strings, with real views and metrics.
@MainActor
@Suite struct VisualFormatBindingFuzzTests {
    // A trait's time limit would count the time spent waiting for the main actor behind
    // other suites' tests (more than five minutes on a loaded CI machine), so the test
    // times its own work instead; `.ci/test`'s overall timeout stops a true hang.
    @Test func fuzzedFormatsGiveConstraintsOrAnError() {
        let started = ContinuousClock.now
        let window = makeWindow(width: 320, height: 480)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController?.view.addSubview(container)
        var views: [String: Any] = ["orphan": UIView(), "text": "not a view"]
        for name in ["a", "b", "c"] {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            views[name] = view
        }
        let metrics: [String: Any] = ["m": 12, "p": 750, "bad": "x", "huge": 5000.0]
        let names = ["a", "b", "c", "orphan", "text", "nobody"]
        let metricNames = ["m", "p", "bad", "huge", "missing", "a"]
        let optionChoices: [NSLayoutConstraint.FormatOptions] = [
            [], .alignAllTop, .alignAllLeading, .directionRightToLeft, .spacingBaselineToBaseline, .directionMask,
        ]
        var random = VisualFormatFuzzRandom(seed: 0xB17D)
        var built = 0, failed = 0, activated = 0
        let capture = LogCapture()
        for round in 0..<4_000 {
            // A quarter each: good names, any names, each of them mutated.
            let goodNamesOnly = round % 4 < 2
            var format = goodNamesOnly
                ? VisualFormatFuzzCorpus.wellFormed(&random, names: ["a", "b", "c"], metrics: ["m", "p"])
                : VisualFormatFuzzCorpus.wellFormed(&random, names: names, metrics: metricNames)
            if round % 2 == 1 { format = VisualFormatFuzzCorpus.mutate(format, &random) }
            let options = optionChoices.randomElement(using: &random) ?? []
            do {
                let constraints = try NSLayoutConstraint.parseVisualFormat(format, options: options, metrics: metrics, views: views)
                #expect(constraints.allSatisfy { !$0.isActive }, "\(format)")
                built += 1
                // Some of them go through the engine too: conflicts are logged, never fatal.
                if built % 20 == 0 {
                    capture.capture {
                        NSLayoutConstraint.activate(constraints)
                        window.layoutIfNeeded()
                        NSLayoutConstraint.deactivate(constraints)
                    }
                    activated += 1
                }
            } catch {
                #expect(error.format == format)
                #expect((0...format.count).contains(error.offset), "\(format): \(error)")
                failed += 1
            }
        }
        #expect(built > 500)
        #expect(failed > 1_000)
        #expect(activated > 25)
        // Its own work takes seconds; a minute means something runs away.
        #expect(ContinuousClock.now - started < .seconds(60))
    }
}
