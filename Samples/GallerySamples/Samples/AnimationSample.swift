import Foundation
import UIKit

/// Constraint changes animated as iOS developers write them: change a constant, then
/// `UIView.animate(withDuration:) { view.layoutIfNeeded() }`. A box slides across along
/// each of the four curves and along a spring; a stack's middle view hides and shows,
/// collapsing and fading; a rounded, shadowed card cross-dissolves to another colour and title.
@MainActor
public final class AnimationViewController: SampleViewController {
    public private(set) var box: UIView!
    public private(set) var slide: NSLayoutConstraint!
    public private(set) var stack: UIStackView!
    public private(set) var card: UILabel!
    private var atEnd = false
    private var cardFlipped = false

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        let track = root.addSampleSubview(UIView(), name: "track")
        track.backgroundColor = UIColor(white: 0.93, alpha: 1)
        box = track.addSampleSubview(UIView(), name: "box")
        box.backgroundColor = .systemBlue
        box.layer.cornerRadius = 8
        slide = box.leadingAnchor.constraint(equalTo: track.leadingAnchor, constant: 8)

        let first = UILabel(), middle = UILabel(), last = UILabel()
        for (label, text, color) in [(first, "first", UIColor.systemGreen), (middle, "middle: hides and shows", .systemOrange),
                                     (last, "last", .systemPurple)] {
            label.text = text
            label.textAlignment = .center
            label.backgroundColor = color
            label.textColor = .white
            label.layer.cornerRadius = 6
            label.layer.masksToBounds = true
            // 999, not required: the stack's 'UISV-hiding' height of 0 must win when
            // the view hides (a required 40 conflicts with it, in UIKit too).
            let height = label.heightAnchor.constraint(equalToConstant: 40)
            height.priority = UILayoutPriority(999)
            height.isActive = true
        }
        stack = UIStackView(arrangedSubviews: [first, middle, last])
        stack.axis = .vertical
        stack.spacing = 6
        root.addSampleSubview(stack, name: "stack")

        card = root.addSampleSubview(UILabel(), name: "card")
        card.text = "A card"
        card.textAlignment = .center
        card.backgroundColor = .systemTeal
        card.textColor = .white
        // A rounded, shadowed card: the shadow follows the corners and never changes layout.
        card.layer.cornerRadius = 12
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 0, height: 4)

        for (name, options) in [("easeInOut", UIView.AnimationOptions.curveEaseInOut), ("easeIn", .curveEaseIn),
                                ("easeOut", .curveEaseOut), ("linear", .curveLinear)] {
            addAction(name) { [unowned self] in slideBox(options: options) }
        }
        addAction("spring") { [unowned self] in
            moveBox()
            UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.45, initialSpringVelocity: 0, options: [],
                           animations: { self.view.layoutIfNeeded() }, completion: { finished in
                self.log.add("animation, spring, finished \(finished)")
            })
        }
        addAction("toggleMiddle") { [unowned self] in
            let middle = stack.arrangedSubviews[1]
            UIView.animate(withDuration: 0.35, animations: {
                middle.isHidden.toggle()
                self.view.layoutIfNeeded()
            }, completion: { finished in self.log.add("animation, middle hidden \(middle.isHidden), finished \(finished)") })
        }
        addAction("flipCard") { [unowned self] in
            cardFlipped.toggle()
            UIView.transition(with: card, duration: 0.5, options: .transitionCrossDissolve, animations: {
                self.card.text = self.cardFlipped ? "The other side" : "A card"
                self.card.backgroundColor = self.cardFlipped ? .systemPink : .systemTeal
            }, completion: { finished in self.log.add("animation, card flipped, finished \(finished)") })
        }
        addAction("spinCard") { [unowned self] in
            // A transform animates about the centre; layout never sees it.
            let turned = card.transform.isIdentity
            UIView.animate(withDuration: 0.6, delay: 0, options: .curveEaseInOut, animations: {
                self.card.transform = turned ? CGAffineTransform(rotationAngle: .pi / 12).scaledBy(x: 0.8, y: 0.8) : .identity
            }, completion: { finished in self.log.add("animation, card turned \(turned), finished \(finished)") })
        }
        let buttons = makeActionButtons(columns: 4)
        root.addSubview(buttons)
        NSLayoutConstraint.activate([
            track.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
            track.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -12),
            track.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 12),
            track.heightAnchor.constraint(equalToConstant: 64),
            slide,
            box.centerYAnchor.constraint(equalTo: track.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 48),
            box.heightAnchor.constraint(equalToConstant: 48),
            stack.leadingAnchor.constraint(equalTo: track.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: track.trailingAnchor),
            stack.topAnchor.constraint(equalTo: track.bottomAnchor, constant: 16),
            card.leadingAnchor.constraint(equalTo: track.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: track.trailingAnchor),
            card.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 16),
            card.heightAnchor.constraint(equalToConstant: 80),
        ] + buttonsAndPaneConstraints(buttons, below: root.topAnchor, spacing: 8))
    }

    /// Moves the box's constraint to the other end of the track.
    private func moveBox() {
        atEnd.toggle()
        slide.constant = atEnd ? (box.superview!.bounds.width - 48 - 8) : 8
    }

    private func slideBox(options: UIView.AnimationOptions) {
        moveBox()
        UIView.animate(withDuration: 0.6, delay: 0, options: options, animations: { self.view.layoutIfNeeded() },
                       completion: { finished in self.log.add("animation, slide, finished \(finished)") })
    }
}

extension GallerySample {
    /// Constraint changes animated with each curve and a spring, a stack view hiding a
    /// view, and a cross-dissolve.
    public static var animation: GallerySample { GallerySample(
        name: "animation",
        title: "Animation — constraint changes, stack views, transitions",
        explanation: "Each curve button moves the box's leading constant and animates layoutIfNeeded() along that curve; spring overshoots and settles. toggleMiddle hides the stack's middle view inside an animation block: it fades while the stack collapses. flipCard cross-dissolves the card; spinCard turns and shrinks it with a transform (its frame for layout stays put). Frames read during the animation are already the final ones.",
        actions: ["easeInOut", "easeIn", "easeOut", "linear", "spring", "toggleMiddle", "flipCard", "spinCard"],
        defaultSize: CGSize(width: 428, height: 520)
    ) { AnimationViewController() } }
}
