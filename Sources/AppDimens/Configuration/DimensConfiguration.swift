/// The metrics of ONE window (scene) that every AppDimens value is resolved against.
///
/// A configuration is an immutable value: the platform adapters (SwiftUI provider, UIKit
/// `current(in:)`, a device-catalog entry, the command line) build one per window and every
/// function of the package turns it and a base value into a number. Child views never make a
/// configuration of their own.
///
/// ```swift
/// let configuration = DimensConfiguration(screenWidth: 390, screenHeight: 844)
/// let spacing = 10.sdp(configuration)  // 13
/// ```
///
/// The initializer never traps: bad values are sanitized as Behavior Reference › Configuration says
/// (see
/// ``init(screenWidth:screenHeight:displayScale:fontScale:contentSizeCategory:uiMode:idiom:horizontalSizeClass:verticalSizeClass:maximumWindowWidth:maximumWindowHeight:pixelsPerInch:designFrame:scaleLimits:roundsToPixels:)``).
/// Use
/// ``init(validatingScreenWidth:screenHeight:displayScale:fontScale:contentSizeCategory:uiMode:idiom:horizontalSizeClass:verticalSizeClass:maximumWindowWidth:maximumWindowHeight:pixelsPerInch:designFrame:scaleLimits:roundsToPixels:)``
/// to be told which field was bad instead.
///
/// A ``DesignFrame`` makes the numbers of a design drawn at that frame the numbers in code:
/// `DimensConfiguration(screenWidth: 390, screenHeight: 844, designFrame: DesignFrame(width: 390,
/// height: 844))` resolves `16.sdp` to 16. Without one, values are drawn for the 300-point
/// baseline.
///
/// ``scaleLimits`` keeps big windows in proportion: with `0.8...1.5` the window factor of `sdp`,
/// `wdp`, `hdp` and the text forms stays in that range, so `16.sdp` is 24 on a 12.9-inch iPad
/// instead of 54.613333 and unchanged on an iPhone (``applying(scaleLimits:)``).
public struct DimensConfiguration: Hashable, Sendable {
  /// The window width in points.
  public let screenWidth: Double
  /// The window height in points.
  public let screenHeight: Double
  /// Pixels per point (1, 2 or 3 on current devices).
  public let displayScale: Double
  /// The Dynamic Type multiplier applied by the text variants (`ssp`, `hsp`, `wsp`): the one
  /// given, else the category's on the window's platform
  /// (``DimensPlatform/fontScale(for:)``: 1 on tvOS, macOS and CarPlay).
  public let fontScale: Double
  /// The Dynamic Type category the window is shown with.
  public let contentSizeCategory: ContentSizeCategory
  /// The kind of surface the window is on (normal, television, watch, …).
  public let uiMode: UIMode
  /// The interface idiom of the device (phone, pad, …), used by breakpoint keys.
  public let idiom: DeviceIdiom
  /// The horizontal size class reported by the system, when known.
  public let horizontalSizeClass: SizeClass?
  /// The vertical size class reported by the system, when known.
  public let verticalSizeClass: SizeClass?
  /// The width of the screen the window lives on, in points (for multi-window detection).
  public let maximumWindowWidth: Double
  /// The height of the screen the window lives on, in points (for multi-window detection).
  public let maximumWindowHeight: Double
  /// The physical pixel density, only when it is reliably known.
  public let pixelsPerInch: Double?
  /// What the values are drawn for, computed once from the design frame: the 300-point
  /// baseline without one (Behavior Reference › Design frame).
  public let reference: ScalingReference
  /// The range the window factor of the principal API is clamped into, or nil (the default) for
  /// no limit (Behavior Reference › Scale limits); already sanitized.
  ///
  /// ```
  /// sdp = v × clamp(d ÷ D, scaleLimits)     ssp = sdp × fontScale
  /// ```
  public let scaleLimits: ClosedRange<Double>?
  /// Whether the principal API rounds its values to the display's pixel grid (Behavior
  /// Reference › Pixel rounding); false, the default, leaves them as computed.
  ///
  /// ```
  /// sdp = round(v × clamp(d ÷ D, scaleLimits) × displayScale) ÷ displayScale
  /// ssp = round(v × clamp(d ÷ D, scaleLimits) × fontScale × displayScale) ÷ displayScale
  /// ```
  public let roundsToPixels: Bool
  // Policy: stored, not computed on each read: a breakpoint table with text-size keys reads it
  // on every resolve, and computing it there (a call, even behind an unlikely branch) slowed
  // every table's other steps (a three-key table 54.8 → 93.6 instructions; read as a field,
  // 61.5; `Scripts/check-instructions.sh`).
  /// The category this window's text size stands at
  /// (``DimensPlatform/textSizeCategory(category:fontScale:)``): its category with Dynamic
  /// Type, its `fontScale` measured on the iOS ramp without; computed once.
  public let textSizeCategory: ContentSizeCategory
  /// The factor of the default scaling, `min(w, h) ÷ D` clamped into ``scaleLimits``, computed
  /// once: what a `scaledDp` chain with the default scaling multiplies its value by.
  //
  // Policy: chains are resolved in loops over many windows, where a test of the limits could
  // not be hoisted; the one load replaces the division they did per call, so a chain costs no
  // more with limits in the configuration than it did before limits existed
  // (`appdimens-bench --filter prebuilt --instructions`).
  @usableFromInline let defaultScalingFactor: Double

  /// The frame the design is drawn at, or nil for the 300 × 533-point baseline.
  @inlinable
  public var designFrame: DesignFrame? { reference.designFrame }

  /// Creates a configuration, sanitizing every bad value instead of trapping.
  ///
  /// - A non-finite or ≤ 0 width or height becomes the baseline (300 × 533); others are
  ///   clamped into 1…100,000 points.
  /// - A non-finite or ≤ 0 `displayScale` or `fontScale` becomes 1; they are clamped to at
  ///   most 16 and 10, and `displayScale` to at least 1/16.
  /// - `fontScale` defaults to the body-size scale of `contentSizeCategory` on the window's
  ///   ``platform`` (from `idiom`, else `uiMode`): body ÷ 17 on iOS and visionOS, body ÷ 16 on
  ///   watchOS, 1 on tvOS, macOS and CarPlay, which have no Dynamic Type.
  /// - A maximum window size that is missing, non-finite or smaller than the window is raised
  ///   to the window size.
  /// - A non-finite or ≤ 0 `pixelsPerInch` becomes nil.
  /// - `designFrame` is already sanitized (``DesignFrame/init(width:height:)``); nil means the
  ///   300 × 533-point baseline.
  /// - In `scaleLimits` a non-finite bound is no limit on its side, a negative bound becomes 0
  ///   and one above 1,000,000 becomes 1,000,000; a range with no finite bound, or whose upper
  ///   bound is not positive, means no limit (nil).
  /// - `roundsToPixels` rounds the principal API's values to the pixel grid of `displayScale`
  ///   (``applying(roundsToPixels:)``).
  public init(
    screenWidth: Double,
    screenHeight: Double,
    displayScale: Double = 1,
    fontScale: Double? = nil,
    contentSizeCategory: ContentSizeCategory = .large,
    uiMode: UIMode = .normal,
    idiom: DeviceIdiom = .unspecified,
    horizontalSizeClass: SizeClass? = nil,
    verticalSizeClass: SizeClass? = nil,
    maximumWindowWidth: Double? = nil,
    maximumWindowHeight: Double? = nil,
    pixelsPerInch: Double? = nil,
    designFrame: DesignFrame? = nil,
    scaleLimits: ClosedRange<Double>? = nil,
    roundsToPixels: Bool = false
  ) {
    let width = ConfigurationSanitizer.length(screenWidth, baseline: DimensBaseline.width)
    let height = ConfigurationSanitizer.length(screenHeight, baseline: DimensBaseline.height)
    self.screenWidth = width
    self.screenHeight = height
    self.displayScale = ConfigurationSanitizer.factor(
      displayScale, lowerBound: ConfigurationSanitizer.minimumDisplayScale,
      upperBound: ConfigurationSanitizer.maximumDisplayScale)
    self.fontScale = ConfigurationSanitizer.factor(
      fontScale
        ?? DimensPlatform(idiom: idiom, uiMode: uiMode).fontScale(for: contentSizeCategory),
      upperBound: ConfigurationSanitizer.maximumFontScale)
    self.contentSizeCategory = contentSizeCategory
    self.uiMode = uiMode
    self.idiom = idiom
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.maximumWindowWidth = ConfigurationSanitizer.maximum(maximumWindowWidth, atLeast: width)
    self.maximumWindowHeight = ConfigurationSanitizer.maximum(
      maximumWindowHeight, atLeast: height)
    self.pixelsPerInch = ConfigurationSanitizer.density(pixelsPerInch)
    self.reference = ScalingReference(designFrame: designFrame)
    self.scaleLimits = ConfigurationSanitizer.scaleLimits(scaleLimits)
    self.roundsToPixels = roundsToPixels
    self.textSizeCategory = DimensPlatform(idiom: idiom, uiMode: uiMode).textSizeCategory(
      category: contentSizeCategory, fontScale: self.fontScale)
    let factor = min(width, height) / self.reference.smallWidth
    self.defaultScalingFactor =
      self.scaleLimits.map { min(max(factor, $0.lowerBound), $0.upperBound) } ?? factor
  }

  /// The baseline configuration: a 300 × 533 window at scale 1 and the default text size.
  ///
  /// Every scaled value equals its base value here; it is what values resolve against when no
  /// provider is installed.
  public static let baseline = DimensConfiguration(
    screenWidth: DimensBaseline.width, screenHeight: DimensBaseline.height)
}

/// The orientation of a window: landscape when it is wider than tall, portrait otherwise.
///
/// A square window is portrait (Behavior Reference › Configuration).
public enum Orientation: String, CaseIterable, Hashable, Sendable, Codable {
  /// Taller than wide, or square.
  case portrait
  /// Wider than tall.
  case landscape
}
