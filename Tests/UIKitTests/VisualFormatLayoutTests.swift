import Foundation
import Testing
import UIKit
import UIKitTestSupport

/// A 320×480 container (frame-based, default 8-point margins) in a window, holding named
/// Auto Layout subviews; formats are parsed with the throwing entry point and activated.
@MainActor
final class VisualFormatScene {
    let window: UIWindow
    let container: UIView
    private(set) var views: [String: UIView] = [:]

    init(_ names: [String], width: CGFloat = 320, height: CGFloat = 480) {
        window = makeWindow(width: width, height: height)
        container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.rootViewController?.view.addSubview(container)
        for name in names {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            views[name] = view
        }
    }

    @discardableResult
    func add(_ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil) throws -> [NSLayoutConstraint] {
        let constraints = try NSLayoutConstraint.parseVisualFormat(format, options: options, metrics: metrics, views: views)
        NSLayoutConstraint.activate(constraints)
        return constraints
    }

    func view(_ name: String) -> UIView { views[name] ?? UIView() }

    /// The frame of `name` after `layoutIfNeeded()`.
    func frame(_ name: String) -> CGRect {
        window.layoutIfNeeded()
        return view(name).frame
    }
}

private func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// Apple's appendix examples and the fourth article's example, checked by frames.
@MainActor
@Suite struct VisualFormatLayoutTests {
    @Test func standardSpaceBetweenSiblingsIsEight() throws {
        let scene = VisualFormatScene(["button", "textField"])
        try scene.add("[button]-[textField]")
        try scene.add("|-20-[button(50)]")
        try scene.add("[textField(100)]")
        try scene.add("V:|-10-[button(30)]")
        try scene.add("V:|-10-[textField(30)]")
        #expect(scene.frame("button") == rect(20, 10, 50, 30))
        #expect(scene.frame("textField") == rect(78, 10, 100, 30))
    }

    @Test func widthConstraint() throws {
        let scene = VisualFormatScene(["button"])
        try scene.add("[button(>=50)]")
        try scene.add("|-20-[button(20@750)]")
        try scene.add("V:|[button(30)]")
        #expect(scene.frame("button") == rect(20, 0, 50, 30))
    }

    @Test func connectionToSuperview() throws {
        let scene = VisualFormatScene(["purpleBox"])
        try scene.add("|-50-[purpleBox]-50-|")
        try scene.add("V:|-50-[purpleBox]-50-|")
        #expect(scene.frame("purpleBox") == rect(50, 50, 220, 380))
    }

    @Test func verticalLayout() throws {
        let scene = VisualFormatScene(["topField", "bottomField"])
        try scene.add("V:[topField]-10-[bottomField]")
        try scene.add("V:|-20-[topField(30)]")
        try scene.add("V:[bottomField(40)]")
        try scene.add("|-[topField]-|")
        try scene.add("|-[bottomField]-|")
        #expect(scene.frame("topField") == rect(8, 20, 304, 30))
        #expect(scene.frame("bottomField") == rect(8, 60, 304, 40))
    }

    @Test func flushViews() throws {
        let scene = VisualFormatScene(["maroonView", "blueView"])
        try scene.add("[maroonView][blueView]")
        try scene.add("|-10-[maroonView(100)]")
        try scene.add("[blueView(50)]")
        try scene.add("V:|[maroonView(20)]")
        try scene.add("V:|[blueView(20)]")
        #expect(scene.frame("maroonView") == rect(10, 0, 100, 20))
        #expect(scene.frame("blueView") == rect(110, 0, 50, 20))
    }

    @Test func priorityAppliesWhenNothingElseConstrains() throws {
        let scene = VisualFormatScene(["button"])
        let constraints = try scene.add("[button(100@20)]")
        #expect(constraints.map(\.priority) == [UILayoutPriority(20)])
        try scene.add("|[button]")
        try scene.add("V:|[button(10)]")
        #expect(scene.frame("button").width == 100)
    }

    @Test func priorityYieldsToARequiredConstraint() throws {
        let scene = VisualFormatScene(["button"])
        try scene.add("[button(100@20)]")
        try scene.add("[button(>=150)]")
        try scene.add("|[button]")
        try scene.add("V:|[button(10)]")
        #expect(scene.frame("button").width == 150)
    }

    @Test func equalWidths() throws {
        let scene = VisualFormatScene(["button1", "button2"])
        try scene.add("[button1(==button2)]")
        try scene.add("|-[button1]-[button2]-|")
        try scene.add("V:|[button1(10)]")
        try scene.add("V:|[button2(10)]")
        #expect(scene.frame("button1") == rect(8, 0, 148, 10))
        #expect(scene.frame("button2") == rect(164, 0, 148, 10))
    }

    @Test(arguments: [(20.0, 70.0), (85.0, 85.0), (200.0, 100.0)])
    func multiplePredicatesClampTheWidth(wanted: Double, width: Double) throws {
        let scene = VisualFormatScene(["flexibleButton"])
        try scene.add("[flexibleButton(>=70,<=100)]")
        try scene.add("|-[flexibleButton(wanted@500)]", metrics: ["wanted": wanted])
        try scene.add("V:|[flexibleButton(10)]")
        #expect(scene.frame("flexibleButton") == rect(8, 0, CGFloat(width), 10))
    }

    @Test func completeLineOfLayout() throws {
        let scene = VisualFormatScene(["find", "findNext", "findField"])
        try scene.add("|-[find]-[findNext]-[findField(>=20)]-|")
        try scene.add("[find(50)]")
        try scene.add("[findNext(60)]")
        try scene.add("V:|-[find(20)]", options: [])
        try scene.add("[find]-[findNext]-[findField]", options: [.alignAllTop, .alignAllBottom])
        #expect(scene.frame("find") == rect(8, 8, 50, 20))
        #expect(scene.frame("findNext") == rect(66, 8, 60, 20))
        #expect(scene.frame("findField") == rect(134, 8, 178, 20))
    }

    /// The fourth article: `H:|-50-[view1(100)]-50-[view2]-50-|` aligned top and bottom, plus
    /// `V:|-100-[view1(100)]`.
    @Test func articleExampleWithAlignmentOptions() throws {
        let scene = VisualFormatScene(["view1", "view2"])
        let horizontal = try scene.add("H:|-50-[view1(100)]-50-[view2]-50-|", options: [.alignAllTop, .alignAllBottom])
        try scene.add("V:|-100-[view1(100)]")
        #expect(horizontal.count == 6)
        #expect(scene.frame("view1") == rect(50, 100, 100, 100))
        #expect(scene.frame("view2") == rect(200, 100, 70, 100))
    }

    // MARK: Standard spacing, margins, options

    @Test func superviewStandardSpacingFollowsTheLayoutMargins() throws {
        let scene = VisualFormatScene(["a"])
        try scene.add("|-[a]-|")
        try scene.add("V:|-[a]-|")
        #expect(scene.frame("a") == rect(8, 8, 304, 464))
        scene.container.layoutMargins = UIEdgeInsets(top: 30, left: 20, bottom: 10, right: 40)
        #expect(scene.frame("a") == rect(20, 30, 260, 440))
    }

    @Test func negativeSpacingInParentheses() throws {
        let scene = VisualFormatScene(["a", "b"])
        try scene.add("|-(-10)-[a(50)]-(-5)-[b(20)]")
        try scene.add("V:|[a(10)][b(10)]")
        #expect(scene.frame("a") == rect(-10, 0, 50, 10))
        #expect(scene.frame("b") == rect(35, 10, 20, 10))
    }

    @Test func inequalitySpacingsWithPriorities() throws {
        let scene = VisualFormatScene(["a", "b"])
        try scene.add("|-[a(50)]-(>=20,==5@250)-[b(50)]-(<=100)-|")
        try scene.add("V:|[a(10)]")
        try scene.add("V:|[b(10)]")
        let b = scene.frame("b")
        // b would sit 20 after a (x 78), but an explicit spacing to the bar counts from the
        // superview's edge, not its margin: b.trailing >= 320 - 100, so x = 170.
        #expect(scene.frame("a") == rect(8, 0, 50, 10))
        #expect(b == rect(170, 0, 50, 10))
    }

    @Test func directionLeftToRightUsesLeftAndRight() throws {
        let scene = VisualFormatScene(["a", "b"])
        let constraints = try scene.add("|-10-[a(50)]-20-[b(30)]", options: .directionLeftToRight)
        #expect(constraints.contains { $0.firstAttribute == .left && $0.secondAttribute == .right })
        try scene.add("V:|[a(10)][b(10)]")
        #expect(scene.frame("a") == rect(10, 0, 50, 10))
        #expect(scene.frame("b") == rect(80, 10, 30, 10))
    }

    @Test func directionRightToLeftRunsFromTheRightEdge() throws {
        let scene = VisualFormatScene(["a", "b"])
        try scene.add("|-10-[a(50)]-20-[b(30)]-(>=0)-|", options: .directionRightToLeft)
        try scene.add("V:|[a(10)][b(10)]")
        #expect(scene.frame("a") == rect(260, 0, 50, 10))
        #expect(scene.frame("b") == rect(210, 10, 30, 10))
    }

    /// The default direction follows the layout direction: in right-to-left, leading is the
    /// right edge.
    @Test func leadingToTrailingFollowsARightToLeftLayout() throws {
        let scene = VisualFormatScene(["a", "b"])
        for view in [scene.container, scene.view("a"), scene.view("b")] { view.semanticContentAttribute = .forceRightToLeft }
        try scene.add("|-10-[a(50)]-20-[b(30)]-(>=0)-|")
        try scene.add("V:|[a(10)][b(10)]")
        #expect(scene.frame("a") == rect(260, 0, 50, 10))
        #expect(scene.frame("b") == rect(210, 10, 30, 10))
    }

    @Test func verticalAlignmentOptions() throws {
        let scene = VisualFormatScene(["a", "b", "c"])
        try scene.add("V:|-[a(20)]-[b(30)]-[c(40)]", options: .alignAllCenterX)
        try scene.add("|-100-[a(40)]")
        try scene.add("[b(20)]")
        try scene.add("[c(60)]")
        #expect(scene.frame("a") == rect(100, 8, 40, 20))
        #expect(scene.frame("b") == rect(110, 36, 20, 30))
        #expect(scene.frame("c") == rect(90, 74, 60, 40))
    }

    @Test func leadingAndTrailingAlignmentInVerticalFormats() throws {
        let scene = VisualFormatScene(["a", "b"])
        try scene.add("V:|[a(10)][b(10)]", options: [.alignAllLeading, .alignAllTrailing])
        try scene.add("|-30-[a]-40-|")
        #expect(scene.frame("b") == rect(30, 10, 250, 10))
    }

    /// Plain views have no text: both baselines are the bottom edge.
    @Test func baselineToBaselineSpacing() throws {
        let scene = VisualFormatScene(["a", "b"])
        try scene.add("V:|-10-[a(20)]-8-[b(20)]", options: .spacingBaselineToBaseline)
        try scene.add("|[a(10)]")
        try scene.add("|[b(10)]")
        #expect(scene.frame("b") == rect(0, 18, 10, 20))
    }

    @Test func metricsMayBeAnyNumberType() throws {
        let scene = VisualFormatScene(["a", "b", "c"])
        let metrics: [String: Any] = [
            "int": 10, "double": 20.5, "float": Float(30), "cg": CGFloat(40), "u8": UInt8(5),
            "ns": NSNumber(value: 6), "prio": UILayoutPriority.defaultHigh, "i16": Int16(7),
        ]
        let constraints = try scene.add("|-int-[a(double@prio)]-float-[b(cg)]-u8-[c(ns)]-(i16@prio)-|", metrics: metrics)
        let constants = constraints.map(\.constant)
        #expect(constants == [10, 20.5, 30, 40, 5, 6, 7])
        #expect(constraints[1].priority == .defaultHigh)
    }

    @Test func viewPredicateNamesPreferMetrics() throws {
        let scene = VisualFormatScene(["a", "b"])
        let constraints = try scene.add("[a(b)]", metrics: ["b": 12])
        #expect(constraints.count == 1)
        #expect(constraints[0].secondItem == nil)
        #expect(constraints[0].constant == 12)
    }

    @Test func constraintsAreReturnedInactive() throws {
        let scene = VisualFormatScene(["a", "b"])
        let constraints = try NSLayoutConstraint.parseVisualFormat("|-[a]-[b]-|", views: scene.views)
        #expect(constraints.count == 3)
        #expect(constraints.allSatisfy { !$0.isActive })
    }
}

/// Binding errors (names, options, superviews) with their caret positions, and the
/// non-throwing entry point's log.
@MainActor
@Suite struct VisualFormatBindingErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let format: String
        let options: NSLayoutConstraint.FormatOptions
        let kind: VisualFormatError.Kind
        let offset: Int
        init(_ format: String, options: NSLayoutConstraint.FormatOptions = [], _ kind: VisualFormatError.Kind, at offset: Int) {
            self.format = format
            self.options = options
            self.kind = kind
            self.offset = offset
        }
        var testDescription: String { "\(format) → \(kind) at \(offset)" }
    }

    nonisolated static let cases: [Case] = [
        // The VFL appendix: the caret just after the unknown name, under the `]`.
        Case("|[whiteBox2][blackBox]", .unknownView(name: "blackBox"), at: 21),
        Case("[a]-[zz(5)]", .unknownView(name: "zz"), at: 7),
        Case("[a(==zz)]", .unknownName(name: "zz"), at: 5),
        Case("[a]-gap-[b]", .unknownMetric(name: "gap"), at: 4),
        Case("[a(5@p)]", .unknownMetric(name: "p"), at: 5),
        Case("[a]-b-[b]", .viewNameNotAllowed(name: "b"), at: 4),
        Case("|-(>=b)-[a]", .viewNameNotAllowed(name: "b"), at: 5),
        Case("[a(5@b)]", .viewNameNotAllowed(name: "b"), at: 5),
        Case("[a(5@big)]", .priorityOutOfRange(2000), at: 5),
        Case("[a(5@zero)]", .priorityOutOfRange(0), at: 5),
        Case("[a(text)]", .invalidMetric(name: "text"), at: 3),
        Case("[a(infinite)]", .invalidMetric(name: "infinite"), at: 3),
        Case("[a]-[label]", .invalidView(name: "label"), at: 10),
        Case("|-[orphan]", .missingSuperview(name: "orphan"), at: 0),
        Case("V:[a]-[orphan]-|", .missingSuperview(name: "orphan"), at: 15),
        Case("H:[a][b]", options: .alignAllLeft, .optionOnWrongAxis, at: 0),
        Case("V:[a][b]", options: .alignAllTop, .optionOnWrongAxis, at: 0),
        Case("[a][b]", options: [.alignAllTop, .alignAllCenterX], .optionOnWrongAxis, at: 0),
        Case("[a][b]", options: .spacingBaselineToBaseline, .optionOnWrongAxis, at: 0),
        Case("[a][b]", options: .directionMask, .conflictingOptions, at: 0),
        // Syntax errors come through the entry point unchanged.
        Case("V|[a]", .expectedOrientationColon(orientation: "V"), at: 1),
    ]

    @Test(arguments: cases)
    func bindingErrorHasKindAndCaretOffset(_ testCase: Case) {
        let scene = VisualFormatScene(["a", "b", "whiteBox2"])
        var views: [String: Any] = scene.views
        views["orphan"] = UIView()
        views["label"] = "not a view"
        let metrics: [String: Any] = ["big": 2000, "zero": 0.0, "text": "8", "infinite": Double.infinity]
        #expect(throws: VisualFormatError(testCase.kind, format: testCase.format, offset: testCase.offset)) {
            try NSLayoutConstraint.parseVisualFormat(testCase.format, options: testCase.options, metrics: metrics, views: views)
        }
    }

    @Test func nonThrowingEntryPointLogsTheCaretAndReturnsNothing() {
        let scene = VisualFormatScene(["whiteBox2"])
        let capture = LogCapture()
        let constraints = capture.capture {
            NSLayoutConstraint.constraints(withVisualFormat: "|[whiteBox2][blackBox]", options: [], metrics: nil, views: scene.views)
        }
        #expect(constraints.isEmpty)
        #expect(capture.messages == ["""
            [LayoutConstraints] Unable to parse constraint format: 
            Unable to find view with name blackBox
            |[whiteBox2][blackBox]
                                 ^
            """])
    }

    @Test func nonThrowingEntryPointReturnsTheSameConstraints() {
        let scene = VisualFormatScene(["a", "b"])
        let capture = LogCapture()
        let constraints = capture.capture {
            NSLayoutConstraint.constraints(withVisualFormat: "|-[a]-[b(==a)]-|", metrics: nil, views: scene.views)
        }
        #expect(constraints.count == 4)
        #expect(capture.messages.isEmpty)
    }
}

/// Constraints made from visual formats print in visual format, as UIKit's do.
@MainActor
@Suite struct VisualFormatDescriptionTests {
    private func name(_ view: UIView) -> String { view.layoutDescriptionName }

    @Test func explicitSpacingsPrintInVisualFormat() throws {
        let scene = VisualFormatScene(["a", "b"])
        let (a, b, s) = (scene.view("a"), scene.view("b"), scene.container)
        let constraints = try NSLayoutConstraint.parseVisualFormat("|-(20)-[a]-(>=8)-[b]-30-|", views: scene.views)
        #expect(constraints.map(\.description) == [
            "<NSLayoutConstraint:\(address(constraints[0])) H:|-(20)-[\(name(a))](LTR)   (inactive, names: '|':\(name(s)) )>",
            "<NSLayoutConstraint:\(address(constraints[1])) H:[\(name(a))]-(>=8)-[\(name(b))](LTR)   (inactive)>",
            "<NSLayoutConstraint:\(address(constraints[2])) H:[\(name(b))]-(30)-|(LTR)   (inactive, names: '|':\(name(s)) )>",
        ])
    }

    @Test func standardSpacingPrintsNSSpace() throws {
        let scene = VisualFormatScene(["a", "b"])
        let (a, b, s) = (scene.view("a"), scene.view("b"), scene.container)
        let constraints = try NSLayoutConstraint.parseVisualFormat("V:|-[a]-[b]-|", views: scene.views)
        NSLayoutConstraint.activate(constraints)
        #expect(constraints.map(\.description) == [
            "<NSLayoutConstraint:\(address(constraints[0])) V:|-(NSSpace(0))-[\(name(a))]   (active, names: '|':\(name(s)).layoutMargins )>",
            "<NSLayoutConstraint:\(address(constraints[1])) V:[\(name(a))]-(NSSpace(8))-[\(name(b))]   (active)>",
            "<NSLayoutConstraint:\(address(constraints[2])) V:[\(name(b))]-(NSSpace(0))-|   (active, names: '|':\(name(s)).layoutMargins )>",
        ])
    }

    @Test func sizesAndAlignmentsPrintAsEquations() throws {
        let scene = VisualFormatScene(["a", "b"])
        let (a, b) = (scene.view("a"), scene.view("b"))
        let constraints = try NSLayoutConstraint.parseVisualFormat(
            "[a(100@750)][b(==a)]", options: .alignAllTop, views: scene.views)
        let bodies = constraints.map(\.description)
        #expect(bodies[0].contains(" \(name(a)).width == 100   (inactive)>"))
        #expect(bodies[1].contains(" H:[\(name(a))]-(0)-[\(name(b))](LTR)   (inactive)>"))
        #expect(bodies[2].contains(" \(name(b)).width == \(name(a)).width   (inactive)>"))
        #expect(bodies[3].contains(" \(name(b)).top == \(name(a)).top   (inactive)>"))
    }

    private func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }
}

/// Layout guides stand in the views dictionary like views (Apple's guide: "views may be
/// UIView or UILayoutGuide"); a bar next to a guide is its owning view.
@MainActor
@Suite struct VisualFormatLayoutGuideTests {
    @Test func guidesTakePartLikeViews() throws {
        let scene = VisualFormatScene(["box"])
        let guide = UILayoutGuide()
        scene.container.addLayoutGuide(guide)
        let views: [String: Any] = ["guide": guide, "box": scene.view("box")]
        NSLayoutConstraint.activate(try NSLayoutConstraint.parseVisualFormat(
            "H:|[guide(100)][box]|", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(try NSLayoutConstraint.parseVisualFormat(
            "V:|-(10)-[guide(20)]-[box(30)]", options: [], metrics: nil, views: views))
        #expect(scene.frame("box") == CGRect(x: 100, y: 38, width: 220, height: 30))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 10, width: 100, height: 20))
    }

    @Test func aValueThatIsNeitherViewNorGuideIsAnError() {
        #expect(throws: VisualFormatError.self) {
            try NSLayoutConstraint.parseVisualFormat("H:[thing]", options: [], metrics: nil, views: ["thing": 42])
        }
    }
}
