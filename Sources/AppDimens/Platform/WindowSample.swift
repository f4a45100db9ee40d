/// One window as an Apple adapter samples it: the window's size and the screen it is on.
///
/// The SwiftUI provider's probe and UIKit's `DimensConfiguration.current(in:)` build it with
/// the same function from a `UIWindow` (`bounds.size`, `windowScene.screen.bounds.size`), so a
/// SwiftUI island and a UIKit view in one window measure the same window; ``WindowChoice``
/// decides what becomes of it. The traits are not part of it: text size, size classes and
/// display scale come from where the content reads them (``WindowTraits``).
struct WindowSample: Hashable, Sendable {
  /// The window's width in points (`bounds.width`).
  var width: Double
  /// The window's height in points (`bounds.height`).
  var height: Double
  /// The width of the screen showing the window, nil where there is none (visionOS).
  var screenWidth: Double?
  /// The height of the screen showing the window, nil where there is none (visionOS).
  var screenHeight: Double?

  /// Whether the sample describes a window that has been laid out: a finite, positive size.
  /// A window created but not yet sized reports zero bounds; it is no measurement.
  var hasSize: Bool { WindowTraits.isLength(width) && WindowTraits.isLength(height) }
}

/// The traits where the content reads them — SwiftUI's environment at the provider, or a UIKit
/// view's trait collection — as the portable values the engine understands.
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
