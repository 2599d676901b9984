import Foundation

/// The view of a ``UIListContentConfiguration``: an image beside the text and the
/// secondary text (below it, or beside it for value cells), inside the configuration's
/// margins. It is laid out with Auto Layout (stack views pinned to its layout margins), so
/// a cell holding it sizes itself to its text.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private let textStack = UIStackView()
    private let rowStack = UIStackView()
    private var imageWidth: NSLayoutConstraint?
    private var imageHeight: NSLayoutConstraint?
    private var minimumHeight: NSLayoutConstraint?
    private var current: UIListContentConfiguration

    /// Creates the view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        current = configuration
        super.init(frame: .zero)
        build()
        apply(configuration)
    }

    public required init?(coder: NSCoder) {
        current = .cell()
        super.init(coder: coder)
        build()
        apply(current)
    }

    /// The configuration shown (a ``UIListContentConfiguration``; others are refused with a log).
    open var configuration: UIContentConfiguration {
        get { current }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                LayoutDiagnostics.error("UIListContentView: cannot show a \(type(of: newValue)); it shows UIListContentConfiguration only.")
                return
            }
            guard list != current else { return }
            current = list
            apply(list)
        }
    }

    /// The list configuration shown.
    open var listConfiguration: UIListContentConfiguration {
        get { current }
        set { configuration = newValue }
    }

    /// Only list content configurations.
    open func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func build() {
        preservesSuperviewLayoutMargins = false
        textStack.axis = .vertical
        textStack.alignment = .fill
        textStack.addArrangedSubview(textLabel)
        textStack.addArrangedSubview(secondaryTextLabel)
        rowStack.axis = .horizontal
        rowStack.alignment = .center
        rowStack.addArrangedSubview(imageView)
        rowStack.addArrangedSubview(textStack)
        rowStack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(rowStack)
        textLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
        secondaryTextLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        imageView.setContentHuggingPriority(.required, for: .horizontal)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        let margins = layoutMarginsGuide
        let height = heightAnchor.constraint(greaterThanOrEqualToConstant: 0)
        height.priority = UILayoutPriority(999)
        minimumHeight = height
        NSLayoutConstraint.activate([
            rowStack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            rowStack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            rowStack.topAnchor.constraint(equalTo: margins.topAnchor),
            rowStack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            height,
        ])
    }

    private func apply(_ configuration: UIListContentConfiguration) {
        directionalLayoutMargins = configuration.directionalLayoutMargins
        configuration.textProperties.apply(to: textLabel, text: configuration.text, attributedText: configuration.attributedText)
        configuration.secondaryTextProperties.apply(to: secondaryTextLabel, text: configuration.secondaryText,
                                                    attributedText: configuration.secondaryAttributedText)
        textLabel.isHidden = configuration.text == nil && configuration.attributedText == nil
        secondaryTextLabel.isHidden = configuration.secondaryText == nil && configuration.secondaryAttributedText == nil
        let sideBySide = configuration.prefersSideBySideTextAndSecondaryText
        textStack.axis = sideBySide ? .horizontal : .vertical
        textStack.alignment = sideBySide ? .firstBaseline : .fill
        textStack.spacing = sideBySide ? configuration.textToSecondaryTextHorizontalPadding : configuration.textToSecondaryTextVerticalPadding
        secondaryTextLabel.textAlignment = sideBySide ? .right : .natural
        imageView.image = configuration.image
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.isHidden = configuration.image == nil
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        rowStack.spacing = configuration.imageToTextPadding
        var imageSize = configuration.image?.size ?? .zero
        let maximum = configuration.imageProperties.maximumSize
        if maximum.width > 0, imageSize.width > maximum.width { imageSize.width = maximum.width }
        if maximum.height > 0, imageSize.height > maximum.height { imageSize.height = maximum.height }
        let reserved = configuration.imageProperties.reservedLayoutSize
        imageSize.width = max(imageSize.width, reserved.width)
        imageSize.height = max(imageSize.height, reserved.height)
        setImageSize(configuration.image == nil ? nil : imageSize)
        // List cells are at least 44 points tall, as UIKit's.
        let isCell = configuration.style == .cell || configuration.style == .subtitleCell || configuration.style == .valueCell
            || configuration.style == .sidebarCell
        minimumHeight?.constant = isCell ? 44 : 0
    }

    private func setImageSize(_ size: CGSize?) {
        imageWidth?.isActive = false
        imageHeight?.isActive = false
        imageWidth = nil
        imageHeight = nil
        guard let size else { return }
        let width = imageView.widthAnchor.constraint(equalToConstant: size.width)
        let height = imageView.heightAnchor.constraint(equalToConstant: size.height)
        NSLayoutConstraint.activate([width, height])
        imageWidth = width
        imageHeight = height
    }
}
