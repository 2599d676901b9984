import Foundation
import UIKit

/// Text as iOS apps set it: an attributed label (fonts, colours, underline,
/// strikethrough, kerning, an inline image), paragraph styles (alignment, indents,
/// spacing), and lines in several scripts (Latin, Arabic, Hebrew, Chinese, Devanagari and
/// a mixed line), each laid out by Pango and drawn as measured. "next style" cycles the
/// attributed label's alignment.
@MainActor
public final class TextSampleViewController: SampleViewController {
    public private(set) var attributedLabel: UILabel!
    public private(set) var paragraphLabel: UILabel!
    public private(set) var scriptLabels: [UILabel] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        let root: UIView = view
        attributedLabel = UILabel()
        attributedLabel.numberOfLines = 0
        attributedLabel.attributedText = TextSampleContent.attributed()
        paragraphLabel = UILabel()
        paragraphLabel.numberOfLines = 0
        paragraphLabel.attributedText = TextSampleContent.paragraphs()
        scriptLabels = TextSampleContent.scripts.map { name, line in
            let label = UILabel()
            label.numberOfLines = 0
            let text = NSMutableAttributedString(string: name + "  ", attributes: [.font: SampleFonts.bold,
                                                                                  .foregroundColor: UIColor.gray])
            text.append(NSAttributedString(string: line, attributes: [.font: UIFont(familyName: "DejaVu Sans", pointSize: 17)]))
            label.attributedText = text
            label.sampleName = name.lowercased()
            return label
        }
        let stack = UIStackView(arrangedSubviews: [attributedLabel, paragraphLabel] + scriptLabels)
        stack.axis = .vertical
        stack.spacing = 10
        stack.setCustomSpacing(16, after: paragraphLabel)
        attributedLabel.sampleName = "attributed"
        paragraphLabel.sampleName = "paragraphs"
        root.addSampleSubview(stack, name: "text")
        let alignments: [NSTextAlignment] = [.natural, .center, .right]
        var alignment = 0
        addAction("next style") { [unowned self] in
            alignment = (alignment + 1) % alignments.count
            attributedLabel.attributedText = TextSampleContent.attributed(alignment: alignments[alignment])
        }
        let buttons = makeActionButtons(columns: 1)
        root.addSubview(buttons)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: buttons.bottomAnchor, constant: 12),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -12),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor, constant: -8),
        ] + buttonsAndPaneConstraints(buttons, below: root.topAnchor, spacing: 8))
    }
}

/// The sample's strings and attributes.
@MainActor
enum TextSampleContent {
    static let body = UIFont(familyName: "DejaVu Sans", pointSize: 15)

    /// Fonts, colours, underline, strikethrough, kerning, a background, a baseline
    /// offset, a shadow, an outline and an inline image.
    static func attributed(alignment: NSTextAlignment = .natural) -> NSAttributedString {
        let style = NSMutableParagraphStyle()
        style.alignment = alignment
        // Styled runs (two or more keys) alternate with plain ones (the body font alone):
        // swift-corelibs-foundation crashes when it compares two adjacent runs with the
        // same keys whose values are distinct UIKit objects (docs/differences-from-uikit.md).
        let text = NSMutableAttributedString(string: "Attributed", attributes: [.font: UIFont(familyName: "DejaVu Serif", pointSize: 22,
                                                                                                   weight: .bold),
                                                                                .foregroundColor: SampleColors.blue])
        func plain(_ string: String) { text.append(NSAttributedString(string: string, attributes: [.font: body])) }
        func styled(_ string: String, _ attributes: [NSAttributedString.Key: Any]) {
            text.append(NSAttributedString(string: string, attributes: attributes))
        }
        plain(" ")
        styled("text", [.font: UIFont.italicSystemFont(ofSize: 22), .foregroundColor: SampleColors.red])
        plain(" with ")
        styled("underline", [.font: body, .underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: SampleColors.red])
        plain(", ")
        styled("strikethrough", [.font: body, .strikethroughStyle: NSUnderlineStyle.single.rawValue])
        plain(", ")
        styled("k e r n", [.font: body, .kern: 3.0])
        plain(", ")
        styled("a background", [.font: body, .backgroundColor: SampleColors.yellow])
        plain(", x")
        styled("2", [.font: UIFont(familyName: "DejaVu Sans", pointSize: 10), .baselineOffset: 7.0])
        plain(", ")
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 2, height: 2)
        shadow.shadowColor = UIColor.gray
        styled("a shadow", [.font: body, .shadow: shadow])
        plain(", ")
        styled("monospace", [.font: UIFont.monospacedSystemFont(ofSize: 15, weight: .regular), .foregroundColor: SampleColors.green])
        plain(" and an image ")
        let attachment = NSTextAttachment()
        attachment.image = UIImage(systemName: "star.fill")
        attachment.bounds = CGRect(x: 0, y: -2, width: 16, height: 16)
        text.append(NSAttributedString(attachment: attachment))
        plain(".")
        text.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: text.length))
        return text
    }

    /// Two paragraphs: justified with a first-line indent, then right-aligned, spaced apart.
    static func paragraphs() -> NSAttributedString {
        let style = NSMutableParagraphStyle()
        style.alignment = .justified
        style.firstLineHeadIndent = 24
        style.paragraphSpacing = 10
        style.lineSpacing = 2
        return NSAttributedString(string: "Paragraph styles: justified lines, a first-line indent and line spacing, laid out by "
                                      + "Pango with HarfBuzz shaping and Unicode line breaking.\nA second paragraph, ten points "
                                      + "below the first (paragraph spacing).",
                                  attributes: [.font: UIFont(familyName: "DejaVu Sans", pointSize: 13), .paragraphStyle: style,
                                               .foregroundColor: SampleColors.slate])
    }

    /// Lines in several scripts, each with its name.
    static let scripts: [(String, String)] = [
        ("Latin", "Typography: “quotes”, ligatures ffi, café"),
        ("Arabic", "مرحبا بالعالم، النص يتصل"),
        ("Hebrew", "שלום עולם, מימין לשמאל"),
        ("Chinese", "自动布局的生命周期"),
        ("Devanagari", "नमस्ते दुनिया"),
        ("Mixed", "Hello مرحبا 你好 שלום €5"),
    ]
}

extension GallerySample {
    /// Attributed text and several scripts, laid out by Pango.
    public static var text: GallerySample { GallerySample(
        name: "text",
        title: "Text — attributed strings and every script",
        explanation: "Labels with attributed text (fonts, colours, underline, strikethrough, kerning, a shadow, an inline image), "
            + "paragraph styles, and Latin, Arabic, Hebrew, Chinese, Devanagari and mixed lines, shaped and laid out by Pango. "
            + "\"next style\" changes the alignment.",
        actions: ["next style"],
        defaultSize: CGSize(width: 428, height: 600)
    ) { TextSampleViewController() } }
}
