/// One window as an Apple adapter samples it: the window's size, the screen it is on and the
/// window's own traits.
///
/// The SwiftUI provider's probe and UIKit's `DimensConfiguration.current(in:)` build it with
/// the same function from a `UIWindow` (`bounds.size`, `windowScene.screen.bounds.size`,
/// `traitCollection`), so a SwiftUI island and a UIKit view in one window resolve the same
/// values; ``WindowChoice`` turns it into ``WindowMetrics``.
struct WindowSample: Hashable, Sendable {
  /// The window's width in points (`bounds.width`).
  var width: Double
  /// The window's height in points (`bounds.height`).
  var height: Double
  /// The width of the screen showing the window, nil where there is none (visionOS).
  var screenWidth: Double?
  /// The height of the screen showing the window, nil where there is none (visionOS).
  var screenHeight: Double?
  /// The window's traits (its trait collection, so overrides on the window or its scene count).
  var traits: WindowTraits

  /// Whether the sample describes a window that has been laid out: a finite, positive size.
  /// A window created but not yet sized reports zero bounds; it is no measurement.
  var hasSize: Bool { WindowTraits.isLength(width) && WindowTraits.isLength(height) }
}

/// The traits a window or view reports, as the portable values the engine understands.
struct WindowTraits: Hashable, Sendable {
  /// Pixels per point.
  var displayScale: Double
  /// The Dynamic Type category.
  var contentSizeCategory: ContentSizeCategory
  /// The horizontal size class, nil when unspecified.
  var horizontalSizeClass: SizeClass?
  /// The vertical size class, nil when unspecified.
  var verticalSizeClass: SizeClass?
  /// The interface idiom.
  var idiom: DeviceIdiom

  /// Whether `length` can be a window's side: finite and positive.
  static func isLength(_ length: Double) -> Bool { length.isFinite && length > 0 }
}
