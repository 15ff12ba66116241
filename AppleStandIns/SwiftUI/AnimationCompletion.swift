// EmptyDataSet · AppleStandIns
// Licensed under the MIT licence; see LICENSE.

// Stand-ins for type checking only: SwiftUI's animation completion (iOS 17, macOS 14, tvOS 17,
// watchOS 10), in a file of its own because scripts/typecheck-real-sdk.sh supplies it, as it
// is, to an older SDK that lacks it. Never linked or run.

/// When an animation counts as finished, for a completion handler. iOS 17 and later: Apple's
/// page for `AnimationCompletionCriteria` (the 16.4 SDK has none).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct AnimationCompletionCriteria: Hashable, Sendable {
  /// Finished as far as the eye can tell, possibly still settling.
  public static let logicallyComplete = AnimationCompletionCriteria()

  /// Entirely finished and about to be removed.
  public static let removed = AnimationCompletionCriteria()

  private init() {}
}

/// Runs `body`, animating the changes it makes with `animation`, and calls `completion` once
/// when the animations it started meet `completionCriteria` (at once when it started none).
/// iOS 17 and later: Apple's page for `withAnimation(_:completionCriteria:_:completion:)`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  fatalError()
}
