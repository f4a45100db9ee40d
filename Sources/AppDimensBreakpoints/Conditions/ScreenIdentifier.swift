/// A breakpoint key: a text size, a window width, a size class (with an idiom or for all), or
/// any window — optionally marked as the table's `.default` (Behavior Reference › Breakpoints).
///
/// ```swift
/// let table: Breakpoints<Double> = [.w320.default: 80, .w375: 100, .wC.phone: 90, .wR.all: 140]
/// let columns: Breakpoints<Int> = [.wAny: 3, .w768: 4, .accessibilityTextSizes: 1]
/// ```
///
/// The keys rank in one order, the resolution order of ``Breakpoints`` (``BreakpointTier``):
/// a text-size key that holds the window's text size wins over every other key, then the
/// width bucket, the size classes, the fallback.
///
/// | key | spelling | meaning |
/// |---|---|---|
/// | text size from | `.textSize(from: .xLarge)` | that category and every larger one (step 1) |
/// | text-size range | `.textSize(from: .xLarge, through: .xxxLarge)` | those categories, both ends included (step 1) |
/// | accessibility sizes | `.accessibilityTextSizes` | accessibility1 … accessibility5 (step 1), the same key as `.textSize(from: .accessibility1)` |
/// | width | `w320`, `.width(390)` | the windows of its bucket, from its width up to the next edge (``Breakpoints/bucket(of:)``) |
/// | size class + idiom | `wC.phone`, `wR.pad` | that horizontal size class on that idiom |
/// | size class | `wC.all`, `wR.all` | that horizontal size class on any idiom |
/// | any | `wAny` | every window (the fallback) |
/// | default mark | `w320.default`, `wC.phone.default` | also the fallback |
///
/// A text-size key holds a window when the category its text size stands at
/// (``/AppDimens/DimensConfiguration/textSizeCategory``) is in its range: the Dynamic Type
/// category on iOS, iPadOS, watchOS and visionOS; on tvOS, macOS and CarPlay, which have no
/// Dynamic Type, the app's own text size (`fontScale`) measured on the iOS ramp — the decision
/// `TextSizeSwitch` makes. Of several text-size keys that hold the window, the narrowest range
/// wins, then the one that starts at the larger category. A text-size key does not combine
/// with a width: for a value that depends on both, make the text-size entry's value a table of
/// its own (`Breakpoints<Breakpoints<Double>>`) and resolve both.
///

/// The Adaptizer names (`w320 … w1366`, `wAny`, `wC`, `wR`) are static members, written
/// `.w320` where the table's type is known; `import AppDimensAdaptizer` adds them as
/// module-level names for code written against Adaptizer.
public struct ScreenIdentifier: Hashable, Sendable {
  /// What a key refers to.
  public enum Kind: Hashable, Sendable {
    /// The windows whose text size stands at one of these Dynamic Type categories
    /// (``/AppDimens/DimensConfiguration/textSizeCategory``), both ends included.
    case textSize(ClosedRange<ContentSizeCategory>)
    /// A window width in points: the key covers the windows of its bucket, from this width up
    /// to the next edge (Adaptizer's widths and the table's own width keys).
    case width(Double)
    /// A horizontal size class, on one idiom or (nil) on every idiom.
    case sizeClass(SizeClass, idiom: DeviceIdiom?)
    /// Every window (`wAny`).
    case any
  }

  /// What the key refers to.
  public let kind: Kind
  /// Whether the key is also the table's fallback (`.default`).
  public let isDefault: Bool

  // Policy: the named keys (`wAny`, `wC`, `wR`, `w320 …`) are `@inlinable` computed constants,
  // not stored globals: a stored global is initialized lazily behind a `swift_once` check that
  // every use in another module must call, while a computed constant folds into the caller, so
  // a table literal written in a SwiftUI body costs no global lookups.

  /// Creates a key from its kind and default mark.
  ///
  /// A NaN width becomes +∞, a width no window has, so the key never matches by width (it can
  /// still be the fallback when marked `.default`) and stays equal to itself as a dictionary key.
  @inlinable
  public init(_ kind: Kind, isDefault: Bool = false) {
    // Policy: NaN would break `Hashable` (NaN ≠ NaN), so it is normalised to +∞, which matches
    // no window: window widths are sanitised into 1…100,000 points.
    if case .width(let points) = kind, points.isNaN {
      self.kind = .width(.infinity)
    } else {
      self.kind = kind
    }
    self.isDefault = isDefault
  }

  /// A key for windows from `points` wide up to the next edge: `.width(390)` covers 390 ..< 414
  /// in a table without a key in between.
  @inlinable
  public static func width(_ points: Double) -> ScreenIdentifier {
    ScreenIdentifier(.width(points))
  }

  /// A key for the windows whose text size stands at `from` or any larger category, up to
  /// `through` (both included; a `through` below `from` is read as the range between them).
  ///
  /// | key | categories |
  /// |---|---|
  /// | `.textSize(from: .accessibility1)` | accessibility1 … accessibility5 |
  /// | `.textSize(from: .xLarge, through: .xxxLarge)` | xLarge, xxLarge, xxxLarge |
  /// | `.textSize(from: .xLarge, through: .xLarge)` | xLarge only |
  /// | `.textSize(from: .xxxLarge, through: .xLarge)` | xLarge, xxLarge, xxxLarge |
  @inlinable
  public static func textSize(
    from lower: ContentSizeCategory, through upper: ContentSizeCategory = .accessibility5
  ) -> ScreenIdentifier {
    ScreenIdentifier(.textSize(Swift.min(lower, upper)...Swift.max(lower, upper)))
  }

  // Source: UIKit, `UIContentSizeCategory.isAccessibilityCategory`, "true for
  // accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
  // and accessibilityExtraExtraExtraLarge" (https://developer.apple.com/documentation/uikit/
  // uicontentsizecategory/isaccessibilitycategory), the portable accessibility1 … accessibility5.

  /// The key for Apple's accessibility text sizes, accessibility1 … accessibility5 — the sizes
  /// for which UIKit's `UIContentSizeCategory.isAccessibilityCategory` and SwiftUI's
  /// `DynamicTypeSize.isAccessibilitySize` are true; the same key as
  /// `.textSize(from: .accessibility1)`.
  @inlinable
  public static var accessibilityTextSizes: ScreenIdentifier {
    textSize(from: .accessibility1)
  }

  /// A key for a horizontal size class on `idiom`, or on every idiom when `idiom` is nil.
  @inlinable
  public static func sizeClass(_ sizeClass: SizeClass, idiom: DeviceIdiom? = nil)
    -> ScreenIdentifier
  {
    ScreenIdentifier(.sizeClass(sizeClass, idiom: idiom))
  }

  /// The key that matches every window, the table's fallback.
  @inlinable
  public static var wAny: ScreenIdentifier { ScreenIdentifier(.any) }

  /// The compact horizontal size class: `wC.phone`, `wC.pad`, `wC.all`.
  @inlinable
  public static var wC: SizeClassIdentifiers { SizeClassIdentifiers(.compact) }

  /// The regular horizontal size class: `wR.phone`, `wR.pad`, `wR.all`.
  @inlinable
  public static var wR: SizeClassIdentifiers { SizeClassIdentifiers(.regular) }

  /// This key, also marked as the table's fallback: `w320.default`.
  @inlinable
  public var `default`: ScreenIdentifier {
    ScreenIdentifier(kind, isDefault: true)
  }

  /// The categories of a text-size key, or nil for other keys.
  @inlinable
  public var textSizes: ClosedRange<ContentSizeCategory>? {
    if case .textSize(let categories) = kind { return categories }
    return nil
  }

  /// The width of a width key, or nil for other keys.
  @inlinable
  public var widthPoints: Double? {
    if case .width(let points) = kind { return points }
    return nil
  }
}

/// The keys of one horizontal size class, by idiom: `wC.phone`, `wC.pad`, `wC.all`.
public struct SizeClassIdentifiers: Hashable, Sendable {
  /// The horizontal size class of these keys.
  public let sizeClass: SizeClass

  /// Creates the keys of `sizeClass`.
  @inlinable
  public init(_ sizeClass: SizeClass) {
    self.sizeClass = sizeClass
  }

  /// The key for this size class on an iPhone.
  @inlinable
  public var phone: ScreenIdentifier { .sizeClass(sizeClass, idiom: .phone) }

  /// The key for this size class on an iPad.
  @inlinable
  public var pad: ScreenIdentifier { .sizeClass(sizeClass, idiom: .pad) }

  /// The key for this size class on any device.
  @inlinable
  public var all: ScreenIdentifier { .sizeClass(sizeClass, idiom: nil) }

  /// The key for this size class on `idiom` (for idioms Adaptizer had no name for).
  @inlinable
  public func idiom(_ idiom: DeviceIdiom) -> ScreenIdentifier {
    .sizeClass(sizeClass, idiom: idiom)
  }
}
