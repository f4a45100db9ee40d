/// One window the audit checks, with the text sizes it is checked at.
///
/// Catalog windows come from ``windows(of:categories:designFrame:scaleLimits:roundsToPixels:)``: every
/// ``/AppDimensDevices/DeviceWindow`` (portrait, landscape, each iPad Split View pane) at every
/// category of its platform, narrowed by `categories` when given. A window of your own (a Mac
/// window, a custom size) takes its configuration and, optionally, the text sizes your app
/// offers — the same ``/AppDimens/AppTextSize`` values its provider gets,
/// `.appDimens(textSize:)`:
///
/// ```swift
/// let phones = AuditWindow.windows(of: DeviceCatalog.devices(in: .phone))
/// let mac = AuditWindow(
///   name: "Mac window", configuration: DimensConfiguration(
///     screenWidth: 1024, screenHeight: 768, uiMode: .mac, idiom: .mac),
///   textSizes: [.percent(85), .percent(100), .percent(150), .percent(200)])
/// ```
///
/// | platform | text sizes (no narrowing) | reports name them |
/// |---|---|---|
/// | iOS, iPadOS, visionOS | the twelve categories, xSmall … accessibility5 | `accessibility5` |
/// | watchOS | the nine watch categories (no medium, no accessibility4/5) | `xLarge` |
/// | tvOS, macOS, CarPlay | the window's own category only (no Dynamic Type) | `large` |
/// | declared text sizes | those sizes | `150%`, `accessibility3` |
///
/// A text size's name in reports is its ``/AppDimens/AppTextSize/rawValue``, the form
/// `@AppStorage` keeps.
public struct AuditWindow: Hashable, Sendable {
  /// The device's name, or the name given to a window of your own.
  public let name: String
  /// The orientation of the screen.
  public let orientation: Orientation
  /// The Split View pane (`.full` for the whole screen).
  public let pane: SplitFraction
  /// The sizes the every-size rules visit, in order.
  public let textSizes: [AppTextSize]
  /// Whether the text sizes are ones the app declares (then `text-200` compares the largest
  /// with 100 %, on any platform).
  public let declaresTextSizes: Bool
  /// The catalog window, when this is one.
  public let deviceWindow: DeviceWindow?
  /// The window at its default text size.
  public let configuration: DimensConfiguration

  /// The window's platform.
  public var platform: DimensPlatform { configuration.platform }

  /// The text size the window starts at: the device's default category, or 100 % when the
  /// app declares its text sizes.
  public var defaultTextSize: AppTextSize {
    declaresTextSizes ? .percent(100) : .category(configuration.contentSizeCategory)
  }

  /// A catalog window at the categories of its platform (narrowed to `categories` when
  /// given), its values drawn for `designFrame` (nil: the 300 × 533-point baseline), its window
  /// factors kept in `scaleLimits` (nil: no limit), its values rounded to the pixel grid when
  /// `roundsToPixels` is true; nil for a pane the device lacks.
  public init?(
    _ window: DeviceWindow, categories: [ContentSizeCategory]? = nil,
    designFrame: DesignFrame? = nil, scaleLimits: ClosedRange<Double>? = nil,
    roundsToPixels: Bool = false
  ) {
    guard
      let configuration = window.configuration()?.rebuilt(
        designFrame: designFrame, scaleLimits: scaleLimits, roundsToPixels: roundsToPixels)
    else {
      return nil
    }
    self.name = window.device.name
    self.orientation = window.orientation
    self.pane = window.split
    self.deviceWindow = window
    self.configuration = configuration
    self.declaresTextSizes = false
    self.textSizes = Self.categories(
      of: configuration.platform, default: configuration.contentSizeCategory,
      narrowedTo: categories
    ).map(AppTextSize.category)
  }

  /// A window of your own, at the categories of its platform (narrowed to `categories`), or
  /// at the text sizes your app declares when `textSizes` is not empty.
  ///
  /// A percentage that is not finite or not positive is dropped (as a setting it would mean
  /// 100 %, which the audit visits anyway as the reference of `text-200`).
  public init(
    name: String, configuration: DimensConfiguration,
    categories: [ContentSizeCategory]? = nil, textSizes: [AppTextSize] = []
  ) {
    self.name = name
    self.orientation = configuration.orientation
    self.pane = .full
    self.deviceWindow = nil
    self.configuration = configuration
    let declared = textSizes.filter { size in
      guard case .percent(let percent) = size else { return true }
      return percent.isFinite && percent > 0
    }
    self.declaresTextSizes = !declared.isEmpty
    self.textSizes =
      declared.isEmpty
      ? Self.categories(
        of: configuration.platform, default: configuration.contentSizeCategory,
        narrowedTo: categories
      ).map(AppTextSize.category)
      : declared
  }

  /// Every window of `devices` (``/AppDimensDevices/DeviceWindow/windows(of:)``), each at the categories of its
  /// platform, narrowed to `categories` when given, with its values drawn for `designFrame`
  /// (nil: the 300 × 533-point baseline), its window factors kept in `scaleLimits` (nil: no
  /// limit) and its values rounded to the pixel grid when `roundsToPixels` is true.
  public static func windows(
    of devices: [DeviceProfile], categories: [ContentSizeCategory]? = nil,
    designFrame: DesignFrame? = nil, scaleLimits: ClosedRange<Double>? = nil,
    roundsToPixels: Bool = false
  ) -> [AuditWindow] {
    DeviceWindow.windows(of: devices).compactMap {
      AuditWindow(
        $0, categories: categories, designFrame: designFrame, scaleLimits: scaleLimits,
        roundsToPixels: roundsToPixels)
    }
  }

  /// The window's configuration at `size`.
  ///
  /// A category of a window that does not declare its text sizes is the system's setting: the
  /// catalog device's configuration at that category. A declared size, or a percentage, is the
  /// app's own setting: ``/AppDimens/DimensConfiguration/applying(_:)``, as the provider's
  /// `textSize:` does.
  public func configuration(at size: AppTextSize) -> DimensConfiguration {
    guard case .category(let category) = size, !declaresTextSizes else {
      return configuration.applying(size)
    }
    if let deviceWindow, let configuration = deviceWindow.configuration(category: category) {
      return configuration.rebuilt(
        designFrame: self.configuration.designFrame, scaleLimits: self.configuration.scaleLimits,
        roundsToPixels: self.configuration.roundsToPixels)
    }
    return configuration.replacingCategory(category)
  }

  /// The Dynamic Type categories of `platform`, in order, kept to `narrowing` when given;
  /// `fallback` alone on a platform without Dynamic Type.
  static func categories(
    of platform: DimensPlatform, default fallback: ContentSizeCategory,
    narrowedTo narrowing: [ContentSizeCategory]?
  ) -> [ContentSizeCategory] {
    // Policy: without Dynamic Type the category changes nothing, so the window is audited at
    // its own (fixed) size whatever `narrowing` says.
    guard platform.supportsDynamicType else { return [fallback] }
    guard let narrowing else { return platform.categories }
    return platform.categories.filter(narrowing.contains)
  }
}

extension DimensConfiguration {
  /// The same window at another system category (its font scale derived from it).
  fileprivate func replacingCategory(_ category: ContentSizeCategory) -> DimensConfiguration {
    DimensConfiguration(
      screenWidth: screenWidth, screenHeight: screenHeight, displayScale: displayScale,
      fontScale: nil, contentSizeCategory: category, uiMode: uiMode, idiom: idiom,
      horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
      maximumWindowWidth: maximumWindowWidth, maximumWindowHeight: maximumWindowHeight,
      pixelsPerInch: pixelsPerInch, designFrame: designFrame, scaleLimits: scaleLimits,
      roundsToPixels: roundsToPixels)
  }
}
