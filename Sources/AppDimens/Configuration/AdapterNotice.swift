/// A debug message an Apple adapter prints at most once per process, from the main actor: a
/// UIKit view resolved before it is in a window, a provider inside another provider, an app
/// text size the platform ignores, a value read without a provider.
///
/// The adapters fire these only in debug builds (`#if DEBUG`), when ``WindowChoice`` says the
/// condition holds. They run on the main actor (the SwiftUI provider and UIKit's
/// `current(in:)` are main-actor isolated; SwiftUI reads the environment there), so a plain
/// flag is enough and every notice works on every supported OS.
@MainActor
final class AdapterNotice {
  // Policy: a class, so every reader shares one flag; isolated to the main actor, where every
  // caller already runs, so the flag needs no lock and Swift 6 rejects a call from elsewhere.

  /// The text printed.
  let message: String
  /// Whether the notice has been printed.
  private(set) var hasFired = false
  private let sink: @MainActor (String) -> Void

  /// Creates a notice that sends `message` to `sink` (standard output by default) the first
  /// time it fires.
  init(_ message: String, sink: @escaping @MainActor (String) -> Void = { print($0) }) {
    self.message = message
    self.sink = sink
  }

  /// Sends the message to the sink if this is the first call, and returns whether it did.
  @discardableResult
  func fire() -> Bool {
    guard !hasFired else { return false }
    hasFired = true
    sink(message)
    return true
  }

  /// Printed by `DimensConfiguration.current(in:)` for a view that is not in a window.
  static let offWindow = AdapterNotice(offWindowMessage)
  /// Printed by `.appDimens()` when it finds another provider above it in the same window.
  static let nestedProvider = AdapterNotice(nestedProviderMessage)
  /// Printed by `.appDimens(textSize:)` when the platform ignores a percentage text size.
  static let ignoredTextSize = AdapterNotice(AppTextSize.ignoredPercentMessage)
  /// Printed when a value is read on the main actor with no provider installed, on systems
  /// without `Synchronization.Atomic` (before iOS 18 and macOS 15), where
  /// ``MissingProviderWarning`` cannot run.
  static let missingProvider = AdapterNotice(missingProviderMessage)

  /// The text of the off-window notice: what happened and the two fixes.
  nonisolated static let offWindowMessage =
    "AppDimens: `DimensConfiguration.current(in:)` (or `sdp(in:)`) got a view that is not in a "
    + "window yet, so it resolved against the design frame (the 300 × 533 baseline without one): "
    + "every value equals its base value. Pass a view that is already in the window (or the window scene), or resolve "
    + "again once the view is in its window: in `layoutSubviews()`, `viewDidLayoutSubviews()` "
    + "or a cell's `updateConfiguration(using:)`."

  /// The text of the nested-provider notice.
  nonisolated static let nestedProviderMessage =
    "AppDimens: `.appDimens()` is installed inside another `.appDimens()` (a second provider "
    + "in a child, a `.sheet`, a popover). Content presented from inside a provider already "
    + "reads that provider's values, on every platform, so remove it. Install one provider at "
    + "the root of each scene or hosting controller; for a window sized by its content use "
    + "`.appDimens(window: .designFrame)`."

  /// The text of the missing-provider warning (``MissingProviderWarning/message``).
  nonisolated static let missingProviderMessage =
    "AppDimens: a value was read with no provider installed, so it resolves against the "
    + "300 × 533 baseline. Install `.appDimens()` once at the root of each scene (WindowGroup)."
}
