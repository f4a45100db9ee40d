import Synchronization

/// A warning that fires at most once: when values are read although no provider is installed.
///
/// In SwiftUI a value read without `.appDimens()` above it resolves against
/// ``DimensConfiguration/baseline`` (so every scaled value equals its base value); in a debug
/// build the process-wide ``process`` warning then prints ``message`` once, however many views
/// read values. Create your own instance with a custom sink to observe the behaviour in tests:
///
/// ```swift
/// let warning = MissingProviderWarning { text in log.append(text) }
/// warning.fire()  // true: the sink received the message
/// warning.fire()  // false: already fired
/// ```
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
public final class MissingProviderWarning: Sendable {
  // Policy: this is the package's only mutable state. It is one atomic flag per instance, set
  // with a compare-and-exchange, so concurrent readers never block and exactly one of them
  // emits the message. `Atomic` needs iOS 18 / macOS 15 on Apple platforms, hence the
  // availability. On older systems the SwiftUI environment, which SwiftUI reads on the main
  // actor, prints the same message through a main-actor flag (`AdapterNotice.missingProvider`).
  // A class, not a struct: the flag needs one identity that every reader shares.

  /// The text of the warning.
  public static let message = AdapterNotice.missingProviderMessage

  /// The process-wide warning used by the SwiftUI environment; its sink prints the message.
  public static let process = MissingProviderWarning { print($0) }

  private let fired = Atomic<Bool>(false)
  private let sink: @Sendable (String) -> Void

  /// Creates a warning that sends ``message`` to `sink` the first time it fires.
  public init(sink: @escaping @Sendable (String) -> Void) {
    self.sink = sink
  }

  /// Whether the warning has fired already.
  public var hasFired: Bool { fired.load(ordering: .acquiring) }

  /// Sends the message to the sink if this is the first call, and returns whether it did.
  ///
  /// Safe to call from any thread; among concurrent first calls exactly one emits.
  @discardableResult
  public func fire() -> Bool {
    // Policy: a plain load first keeps the common "already fired" path free of writes.
    guard !fired.load(ordering: .relaxed) else { return false }
    let (exchanged, _) = fired.compareExchange(
      expected: false, desired: true, ordering: .acquiringAndReleasing)
    guard exchanged else { return false }
    sink(Self.message)
    return true
  }
}

extension DimensConfiguration {
  /// The configuration values resolve against when no provider is installed: ``baseline``.
  ///
  /// In a debug build this also fires ``MissingProviderWarning/process`` (once per process,
  /// on systems that have `Synchronization.Atomic`: iOS 18, macOS 15 and later, and Linux).
  public static func unprovided() -> DimensConfiguration {
    #if DEBUG
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        MissingProviderWarning.process.fire()
      }
    #endif
    return .baseline
  }
}
