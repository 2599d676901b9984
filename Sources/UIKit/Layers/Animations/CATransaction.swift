import Foundation

/// Groups layer changes, as Core Animation's transactions do: ``begin()`` and
/// ``commit()`` nest, and a completion block runs once every animation added inside
/// the transaction has ended (at once, on commit, when none was added). Outside an
/// explicit transaction, changes join an implicit one committed at the end of the run
/// loop's turn.
///
/// Layers here have no implicit animations: changing a property of a free layer shows
/// at once, so ``setDisableActions(_:)`` and the animation duration and timing function
/// are kept for code that reads them back, and change nothing.
@preconcurrency @MainActor
public final class CATransaction: NSObject {
    /// The transactions begun and not committed, innermost last.
    private static var stack: [TransactionFrame] = []
    /// The implicit transaction, while one is open.
    private static var implicit: TransactionFrame?

    /// The transaction changes join now (an implicit one when none was begun).
    static var current: TransactionFrame {
        if let last = stack.last { return last }
        if let implicit { return implicit }
        let frame = TransactionFrame()
        implicit = frame
        UIRunLoop.main.perform {
            if let open = CATransaction.implicit, open === frame {
                CATransaction.implicit = nil
                open.commit()
            }
        }
        return frame
    }

    /// Begins a transaction.
    public class func begin() { stack.append(TransactionFrame(parent: stack.last ?? implicit)) }

    /// Commits the innermost transaction (logged when none was begun).
    public class func commit() {
        guard let frame = stack.popLast() else {
            return LayoutDiagnostics.error("CATransaction.commit(): no transaction was begun")
        }
        frame.commit()
    }

    /// Commits the implicit transaction now.
    public class func flush() {
        if let open = implicit {
            implicit = nil
            open.commit()
        }
    }

    /// Takes the transaction lock (nothing to do here: layers live on the main actor).
    public class func lock() {}
    /// Releases the transaction lock.
    public class func unlock() {}

    /// The animation duration of the transaction (0.25 s by default).
    public class func animationDuration() -> CFTimeInterval { current.duration }
    /// Sets the animation duration.
    public class func setAnimationDuration(_ dur: CFTimeInterval) { current.duration = dur }
    /// The timing function of the transaction.
    public class func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }
    /// Sets the timing function.
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current.timingFunction = function }
    /// Whether implicit animations are turned off.
    public class func disableActions() -> Bool { current.actionsDisabled }
    /// Turns implicit animations off (or on) for the transaction.
    public class func setDisableActions(_ flag: Bool) { current.actionsDisabled = flag }
    /// The completion block of the transaction.
    public class func completionBlock() -> (() -> Void)? { current.completion?.block }
    /// Sets the block run when every animation added from now on in this transaction
    /// has ended.
    public class func setCompletionBlock(_ block: (() -> Void)?) { current.setCompletion(block) }

    /// A transaction property: `"animationDuration"`, `"animationTimingFunction"`,
    /// `"disableActions"`, `"completionBlock"`.
    public class func value(forKey key: String) -> Any? {
        switch key {
        case "animationDuration": return animationDuration()
        case "animationTimingFunction": return animationTimingFunction()
        case "disableActions": return disableActions()
        case "completionBlock": return completionBlock()
        default: return current.values[key]
        }
    }

    /// Sets a transaction property (the keys of ``value(forKey:)``, or any other).
    public class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case "animationDuration": if let v = LayerKeyPathNumber.cgFloat(anObject) { setAnimationDuration(Double(v)) }
        case "animationTimingFunction": setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case "disableActions": setDisableActions(anObject as? Bool ?? false)
        case "completionBlock": setCompletionBlock(anObject as? () -> Void)
        default: current.values[key] = anObject
        }
    }
}

/// One open transaction: its properties (inherited from the enclosing one) and its
/// completion.
@preconcurrency @MainActor
final class TransactionFrame {
    var duration: CFTimeInterval = 0.25
    var timingFunction: CAMediaTimingFunction?
    var actionsDisabled = false
    var values: [String: Any] = [:]
    private(set) var completion: TransactionCompletion?

    init(parent: TransactionFrame? = nil) {
        if let parent {
            duration = parent.duration
            timingFunction = parent.timingFunction
            actionsDisabled = parent.actionsDisabled
        }
    }

    /// Sets the completion block; a block set before is released to run when its
    /// animations end (or at once if it had none).
    func setCompletion(_ block: (() -> Void)?) {
        completion?.close()
        completion = block.map(TransactionCompletion.init)
    }

    /// The completion an animation added now waits for, counting it.
    func register() -> TransactionCompletion? {
        completion?.members += 1
        return completion
    }

    /// Ends the transaction: its completion runs once its animations end.
    func commit() {
        completion?.close()
        completion = nil
    }
}

/// A transaction's completion block and how many of its animations still run.
@preconcurrency @MainActor
final class TransactionCompletion {
    let block: () -> Void
    var members = 0
    private var closed = false
    private var ran = false

    init(block: @escaping () -> Void) { self.block = block }

    /// No more animations join: runs the block now if none is left.
    func close() {
        closed = true
        runIfDone()
    }

    /// One of its animations ended.
    func memberEnded() {
        members -= 1
        runIfDone()
    }

    private func runIfDone() {
        guard closed, members <= 0, !ran else { return }
        ran = true
        block()
    }
}
