import Foundation

/// Menu elements that arrive later: the menu shows "Loading…" in their place and calls
/// the provider when it opens; the elements replace the placeholder when the provider
/// calls its completion (at once or later).
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    /// What the provider is given: call it with the elements.
    public typealias Completion = @MainActor ([UIMenuElement]) -> Void
    private let provider: @MainActor (@escaping Completion) -> Void
    /// Whether the provider runs every time the menu opens (``uncached(_:)``) rather than once.
    let isUncached: Bool
    /// The elements delivered, once the provider has answered (kept unless uncached).
    var deliveredElements: [UIMenuElement]?
    private var isLoading = false
    private var waiters: [Completion] = []

    /// Elements loaded once, the first time a menu shows them.
    public convenience init(_ elementProvider: @escaping @MainActor (@escaping Completion) -> Void) {
        self.init(provider: elementProvider, uncached: false)
    }

    /// Elements loaded every time a menu shows them.
    public static func uncached(_ elementProvider: @escaping @MainActor (@escaping Completion) -> Void) -> UIDeferredMenuElement {
        UIDeferredMenuElement(provider: elementProvider, uncached: true)
    }

    private init(provider: @escaping @MainActor (@escaping Completion) -> Void, uncached: Bool) {
        self.provider = provider
        isUncached = uncached
        super.init(title: "", image: nil)
    }

    /// Elements are made in code.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Asks for the elements (or gives the kept ones at once); `completion` gets them.
    func load(_ completion: @escaping Completion) {
        if let deliveredElements, !isUncached {
            completion(deliveredElements)
            return
        }
        waiters.append(completion)
        guard !isLoading else { return }
        isLoading = true
        provider { [weak self] elements in
            guard let self, self.isLoading else { return }
            self.isLoading = false
            self.deliveredElements = elements
            let waiting = self.waiters
            self.waiters = []
            for waiter in waiting { waiter(elements) }
        }
    }
}
