// Client code that hangs state on UIKit objects with associated objects and subclasses
// them with NSObject's overrides, as iOS code does.
import UIKit

private var badgeKey: UInt8 = 0
private var tagsKey: UInt8 = 0
private var delegateKey: UInt8 = 0

public extension UIView {
    /// A badge text stored on the view (retained).
    var badgeText: String? {
        get { objc_getAssociatedObject(self, &badgeKey) as? String }
        set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }

    /// A non-owning reference stored on the view.
    var weakOwner: AnyObject? {
        get { objc_getAssociatedObject(self, &delegateKey) as AnyObject? }
        set { objc_setAssociatedObject(self, &delegateKey, newValue, .OBJC_ASSOCIATION_ASSIGN) }
    }
}

public extension NSLayoutConstraint {
    var tags: [String] {
        get { objc_getAssociatedObject(self, &tagsKey) as? [String] ?? [] }
        set { objc_setAssociatedObject(self, &tagsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

/// A view with its own description and equality, as UIKit subclasses override them.
public final class NamedView: UIView {
    public let name: String

    public init(name: String) {
        self.name = name
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override var description: String { "NamedView(\(name))" }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? NamedView)?.name == name
    }

    public override var hash: Int { name.hashValue }
}

/// A constraint subclass made with `NSLayoutConstraint()`'s plain initializer.
public final class MarkerConstraint: NSLayoutConstraint {
    public var marker = "marker"
}
