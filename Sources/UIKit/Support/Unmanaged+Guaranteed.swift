extension Unmanaged {
    /// Runs `body` on the instance without retaining it (the caller guarantees it is
    /// alive): the hot paths that read a view's superview or window flags through an
    /// `Unmanaged` reference.
    ///
    /// `takeUnretainedValue()` retains and releases around the use; calling the standard
    /// library's `_withUnsafeGuaranteedRef` directly with a closure that touches
    /// main-actor state makes the closure check its executor at every call (seen in the
    /// disassembly). Passed through this function, compiled in Swift 6 mode, the closure
    /// needs no check, and neither costs anything.
    @inline(__always)
    func withGuaranteedInstance<Result>(_ body: (Instance) -> Result) -> Result {
        _withUnsafeGuaranteedRef(body)
    }
}
