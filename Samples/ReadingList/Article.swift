import Foundation

/// One entry of the list.
struct Article {
    var title: String
    var summary: String
}

/// The list every screen shows and edits.
final class Library {
    @MainActor static let shared = Library()

    var articles = [
        Article(title: "Auto Layout, the solver", summary: "How Cassowary turns constraints into frames, one row at a time."),
        Article(title: "The layout pass", summary: "updateConstraints bottom-up, layoutSubviews top-down, then draw."),
        Article(title: "Hugging and resistance", summary: "Which label grows and which one is squeezed when space runs out."),
    ]
}
