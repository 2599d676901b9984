/// Runs `body`, which touches main-actor state, from a nonisolated member that UIKit's
/// objects have because `NSObject` declares it nonisolated (`description`, `isEqual`,
/// `hash`) or because it is a `deinit`.
///
/// UIKit's objects live on the main thread (its own rule, which Apple's UIKit shares), so
/// this is where such members run in practice; like Objective-C UIKit, the body is not
/// stopped when one runs elsewhere. Not an `isolated deinit`: the compiler refuses
/// `@preconcurrency` on a class that has one, and `@preconcurrency` is what lets Swift 5
/// clients call UIKit from nonisolated code with warnings, as on iOS.
@inline(__always)
package nonisolated func mainActorUnchecked<Result>(_ body: @MainActor () -> Result) -> Result {
    withoutActuallyEscaping(body) { escapable in
        unsafeBitCast(escapable, to: (() -> Result).self)()
    }
}
