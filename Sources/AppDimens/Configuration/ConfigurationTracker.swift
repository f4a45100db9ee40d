/// Remembers the last configuration a window resolved against and says when it really changed.
///
/// The provider and UIKit code re-resolve their values only when ``update(to:)`` returns true,
/// so layout passes that report the same metrics cost nothing:
///
/// ```swift
/// private var tracker = ConfigurationTracker()
///
/// override func viewDidLayoutSubviews() {
///   super.viewDidLayoutSubviews()
///   if tracker.update(to: DimensConfiguration.current(in: view)) { applyMetrics() }
/// }
/// ```
///
/// The decision is plain equality of configurations:
///
/// | before | after | update? |
/// |---|---|---|
/// | none | 390 × 844 | yes (first value) |
/// | 390 × 844 | 390 × 844 | no |
/// | 390 × 844 | 844 × 390 (rotation) | yes |
/// | 390 × 844, large | 390 × 844, xLarge | yes |
/// | 390 × 844, scale 3 | 390 × 844, scale 2 | yes |
public struct ConfigurationTracker: Hashable, Sendable {
  // Policy: every field of a configuration can change a resolved value (size, scale, category,
  // size class, idiom, screen), so every field counts and there is no tolerance here. Sub-pixel
  // float noise from layout is removed earlier, when `WindowMetrics` snaps sizes to the pixel
  // grid; a difference that survives snapping is at least one device pixel and is real.

  /// The configuration seen last, or nil before the first update.
  public private(set) var current: DimensConfiguration?

  /// Creates a tracker that has seen no configuration yet.
  public init() {
    current = nil
  }

  /// Records `configuration` and returns whether it differs from the previous one.
  @discardableResult
  public mutating func update(to configuration: DimensConfiguration) -> Bool {
    guard current != configuration else { return false }
    current = configuration
    return true
  }
}
