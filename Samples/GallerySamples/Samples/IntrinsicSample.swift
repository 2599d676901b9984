import Foundation
import UIKit

/// Intrinsic content size: a label that grows with its text and wraps when multi-line,
/// and a card whose size comes from `systemLayoutSizeFitting`.
@MainActor
public final class IntrinsicViewController: SampleViewController {
    public private(set) var growing: UILabel!
    public private(set) var card: UIView!
    public private(set) var cardBody: UILabel!
    public private(set) var cardSize: [NSLayoutConstraint] = []
    static let words = ["Auto", "Layout", "measures", "the", "text", "and", "the", "label", "grows", "with", "it."]
    private var wordCount = 2

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        growing = root.addSampleSubview(UILabel(), name: "growing", color: SampleColors.yellow)
        growing.font = SampleFonts.body
        growing.text = Self.words.prefix(wordCount).joined(separator: " ")
        card = root.addSampleSubview(UIView(), name: "card", color: UIColor(white: 0.85, alpha: 1))
        let cardTitle = card.addSampleSubview(UILabel(), name: "cardTitle")
        cardTitle.font = SampleFonts.bold
        cardTitle.text = "systemLayoutSizeFitting"
        cardBody = card.addSampleSubview(UILabel(), name: "cardBody")
        cardBody.font = SampleFonts.body
        cardBody.numberOfLines = 0
        cardBody.preferredMaxLayoutWidth = 240
        cardBody.text = "The card's size is the smallest its own constraints and its labels' text allow."
        cardSize = [card.widthAnchor.constraint(equalToConstant: 120), card.heightAnchor.constraint(equalToConstant: 60)]
        NSLayoutConstraint.activate(cardSize + [
            growing.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            growing.topAnchor.constraint(equalTo: root.topAnchor, constant: 80),
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 220),
            cardTitle.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            cardTitle.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            cardTitle.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -12),
            cardBody.topAnchor.constraint(equalTo: cardTitle.bottomAnchor, constant: 6),
            cardBody.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            cardBody.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -12),
            cardBody.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -12),
        ])
        fitCard()
        addAction("longer") { [unowned self] in
            wordCount = min(Self.words.count, wordCount + 3)
            growing.text = Self.words.prefix(wordCount).joined(separator: " ")
        }
        addAction("shorter") { [unowned self] in
            wordCount = max(1, wordCount - 3)
            growing.text = Self.words.prefix(wordCount).joined(separator: " ")
        }
        addAction("wrap") { [unowned self] in
            growing.numberOfLines = 0
            growing.preferredMaxLayoutWidth = 150
        }
        addAction("fit") { [unowned self] in fitCard() }
        let buttons = makeActionButtons(columns: 4)
        root.addSubview(buttons)
        NSLayoutConstraint.activate([
            buttons.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            buttons.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            buttons.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
        ])
    }

    /// Sizes the card to its fitting size (its own size constraints left out while measuring).
    public func fitCard() {
        NSLayoutConstraint.deactivate(cardSize)
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        cardSize[0].constant = size.width
        cardSize[1].constant = size.height
        NSLayoutConstraint.activate(cardSize)
        log.add("card, fitting size, \(formatSize(size))")
    }
}

extension GallerySample {
    /// Intrinsic size and fitting size.
    public static var intrinsic: GallerySample {
        GallerySample(
            name: "intrinsic",
            title: "Intrinsic and fitting size",
            explanation: "A label grows with its text and wraps at preferredMaxLayoutWidth; the card takes the size systemLayoutSizeFitting computes.",
            actions: ["longer", "shorter", "wrap", "fit"]
        ) { IntrinsicViewController() }
    }
}
