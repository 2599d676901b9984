import Foundation

extension UIView {
    /// Frame-based autoresizing of the subviews that are not in the engine: on each axis
    /// the size change is shared among the flexible parts (leading margin, size, trailing
    /// margin) in proportion to their current sizes, equally if those are all zero.
    func resizeSubviewsByMask(oldSize: CGSize) {
        let newSize = boundsSize
        // By index over a copy of the list (see ``storedSubviews``); the mask tested by its
        // raw value (`isEmpty` is `SetAlgebra`'s generic default, run through witness
        // tables in an unoptimised build).
        let list = storedSubviews
        let count = list.count
        var index = 0
        while index < count {
            let subview = list[index]
            index += 1
            let mask = subview.layoutOptions.autoresizingMask
            guard mask.rawValue != 0 else { continue }
            if let variables = subview.layoutVariables, variables.belongs(to: currentEngine()) { continue }
            if !subview.translatesAutoresizingMaskIntoConstraints { continue }
            var frame = subview.layoutFrame  // the centre and bounds, untransformed
            (frame.origin.x, frame.size.width) = UIView.autoresize(
                position: frame.minX, size: frame.width, old: oldSize.width, new: newSize.width,
                flexibleLead: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
                flexibleTrail: mask.contains(.flexibleRightMargin))
            (frame.origin.y, frame.size.height) = UIView.autoresize(
                position: frame.minY, size: frame.height, old: oldSize.height, new: newSize.height,
                flexibleLead: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
                flexibleTrail: mask.contains(.flexibleBottomMargin))
            subview.setFrame(frame, fromEngine: false)
        }
    }

    static func autoresize(position: CGFloat, size: CGFloat, old: CGFloat, new: CGFloat,
                           flexibleLead: Bool, flexibleSize: Bool, flexibleTrail: Bool) -> (CGFloat, CGFloat) {
        let delta = new - old
        guard delta != 0 else { return (position, size) }
        let trail = old - position - size
        let parts: [(Bool, CGFloat)] = [(flexibleLead, position), (flexibleSize, size), (flexibleTrail, trail)]
        let flexible = parts.filter(\.0)
        guard !flexible.isEmpty else { return (position, size) }
        let total = flexible.reduce(0) { $0 + $1.1 }
        func share(_ index: Int) -> CGFloat {
            guard parts[index].0 else { return 0 }
            return total != 0 ? delta * parts[index].1 / total : delta / CGFloat(flexible.count)
        }
        return (position + share(0), size + share(1))
    }
}
