import Foundation
import GallerySamples
import Testing
import UIKit

/// `explainLayout()` on the articles' samples: the chain of constraints that fixes a
/// value, down to constants and the window, in the samples' own names.
@MainActor
@Suite(.serialized) struct ExplanationTests {
    private func named(_ name: String, in root: UIView) throws -> UIView {
        func find(_ view: UIView) -> UIView? {
            if view.sampleName == name { return view }
            for subview in view.subviews { if let found = find(subview) { return found } }
            return nil
        }
        return try #require(find(root), "no view named \(name)")
    }

    private func value(_ name: String, of explanation: LayoutExplanation) throws -> LayoutExplanation.Value {
        try #require(explanation.values.first { $0.name == name })
    }

    @Test func redsHeightIsTwiceGreensAndTheChainEndsAtTheWindow() throws {
        let (window, controller) = show(.anchors)
        defer { close(window) }
        let red = try named("red", in: controller.view)
        let height = try value("height", of: red.explainLayout())
        #expect(height.value == 280 && !height.isAmbiguous)
        let chain = height.chain.map(\.text)
        #expect(chain.contains("red.height 280 = 2 × green.height 140"), "\(chain)")
        #expect(chain.contains("yellow.bottom 580 = root.bottom 600 − 20"), "the margins: \(chain)")
        #expect(chain.contains { $0.hasPrefix("window.height 600 = the window's size") }, "\(chain)")
        // Deeper links fix what shallower ones read.
        let depthOfRatio = try #require(height.chain.first { $0.text.hasPrefix("red.height") }).depth
        let depthOfWindow = try #require(height.chain.first { $0.text.hasPrefix("window.height 600 = the window") }).depth
        #expect(depthOfRatio < depthOfWindow)
        #expect(height.freeDirections.isEmpty)
        // Where each point of the width comes from: the window less four insets of 20.
        let width = try value("width", of: red.explainLayout())
        #expect(width.sum == "= 428 (window.width: the window's size) − 20 (yellow.leading == root.leading + 20)"
                + " − 20 (yellow.trailing == root.trailing − 20) − 20 (green.leading == yellow.leading + 20)"
                + " − 20 (green.trailing == yellow.trailing − 20)", "\(width.sum ?? "nil")")
        #expect(height.sum?.hasPrefix("= 400 (window.height: the window's size) − 66.6667 (yellow.top == root.top + 100)") == true,
                "two thirds of what the insets leave: \(height.sum ?? "nil")")
    }

    @Test func aStackedButtonsWidthComesFromTheStacksAlignmentAndItsHuggingGaveWay() throws {
        let (window, controller) = show(.stack)
        defer { close(window) }
        let button = try named("button", in: controller.view)
        let width = try value("width", of: button.explainLayout())
        #expect(width.value == 408)
        #expect(width.chain.contains { $0.text.contains("'UISV-alignment'") }, "\(width.chain.map(\.text))")
        #expect(width.chain.contains { $0.text == "stack.trailing 418 = root.trailing 428 − 10" })
        let hugging = try #require(width.gaveWay.first)
        #expect(hugging.constraintDescription.contains("NSContentSizeLayoutConstraint"))
        #expect(hugging.satisfaction == .broken(408 - button.intrinsicContentSize.width))
    }

    @Test func theConstraintBrokenInAConflictIsNotInstalledAndTheOtherFixesTheWidth() throws {
        let (window, controller) = show(.conflicts)
        defer { close(window) }
        click(controller, "addConflict")
        let box = try named("box", in: controller.view)
        let width = try value("width", of: box.explainLayout())
        #expect(width.value == 100)
        #expect(width.chain.map(\.text) == ["box.width 100 = 100   'box-width'"])
        let wider = try #require(box.constraints.first { $0.identifier == "box-wider" })
        #expect(wider.isActive && wider.satisfaction == .notInstalled)
        let kept = try #require(box.constraints.first { $0.identifier == "box-width" })
        #expect(kept.satisfaction == .exact)
    }

    @Test func anAmbiguousViewNamesItsFreeDirections() throws {
        let (window, controller) = show(.conflicts)
        defer { close(window) }
        click(controller, "addAmbiguous")
        let view = try named("ambiguous", in: controller.view)
        let explanation = view.explainLayout()
        let width = try value("width", of: explanation)
        #expect(width.isAmbiguous)
        #expect(width.freeDirections == ["ambiguous.width"], "\(width.freeDirections)")
        #expect(explanation.description.contains("free to move with: ambiguous.width"))
        let top = try value("minY", of: explanation)
        #expect(!top.isAmbiguous && top.freeDirections.isEmpty)
        // The one-sweep query agrees with asking each view.
        var oneByOne: [UIView] = []
        func visit(_ v: UIView) {
            if v.hasAmbiguousLayout { oneByOne.append(v) }
            v.subviews.forEach(visit)
        }
        visit(window)
        #expect(window.viewsWithAmbiguousLayout().map(ObjectIdentifier.init) == oneByOne.map(ObjectIdentifier.init))
        #expect(oneByOne.contains { $0 === view })
    }
}
