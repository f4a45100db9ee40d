/// One window the audit checks, with the text sizes it is checked at.
///
/// Catalog windows come from ``windows(of:categories:)``: every
/// ``/AppDimensDevices/DeviceWindow`` (portrait, landscape, each iPad Split View pane) at every
/// category of its platform, narrowed by `categories` when given. A window of your own (a Mac window, a custom size) takes its
/// configuration and, optionally, the font scales your app offers:
///
/// ```swift
/// let phones = AuditWindow.windows(of: DeviceCatalog.devices(in: .phone))
/// let mac = AuditWindow(
///   name: "Mac window", configuration: DimensConfiguration(
///     screenWidth: 1024, screenHeight: 768, uiMode: .mac, idiom: .mac),
///   fontScales: [0.85, 1, 1.5, 2])
/// ```
///
/// | platform | text sizes (no narrowing) |
/// |---|---|
/// | iOS, iPadOS, visionOS | the twelve categories, xSmall … accessibility5 |
/// | watchOS | the nine watch categories (no medium, no accessibility4/5) |
/// | tvOS, macOS, CarPlay | the window's own category only (no Dynamic Type) |
/// | declared font scales | those scales |
public struct AuditWindow: Hashable, Sendable {
  /// The device's name, or the name given to a window of your own.
  public let name: String
  /// The orientation of the screen.
  public let orientation: Orientation
  /// The Split View pane (`.full` for the whole screen).
  public let pane: SplitFraction
  /// The sizes the every-size rules visit, in order.
  public let textSizes: [AuditTextSize]
  /// Whether the text sizes are font scales the app declares (then `text-200` compares the
  /// largest with 100 %, on any platform).
  public let declaresTextSizes: Bool
  /// The catalog window, when this is one.
  public let deviceWindow: DeviceWindow?
  /// The window at its default text size.
  public let configuration: DimensConfiguration

  /// The window's platform.
  public var platform: DimensPlatform { configuration.platform }

  /// The text size the window starts at: the device's default category, or 100 % when the
  /// app declares font scales.
  public var defaultTextSize: AuditTextSize {
    declaresTextSizes ? .fontScale(1) : .category(configuration.contentSizeCategory)
  }

  /// A catalog window at the categories of its platform (narrowed to `categories` when
  /// given); nil for a pane the device lacks.
  public init?(_ window: DeviceWindow, categories: [ContentSizeCategory]? = nil) {
    guard let configuration = window.configuration() else { return nil }
    self.name = window.device.name
    self.orientation = window.orientation
    self.pane = window.split
    self.deviceWindow = window
    self.configuration = configuration
    self.declaresTextSizes = false
    self.textSizes = Self.categories(
      of: configuration.platform, default: configuration.contentSizeCategory,
      narrowedTo: categories
    ).map(AuditTextSize.category)
  }

  /// A window of your own, at the categories of its platform (narrowed to `categories`), or
  /// at the font scales your app declares when `fontScales` is not empty.
  public init(
    name: String, configuration: DimensConfiguration,
    categories: [ContentSizeCategory]? = nil, fontScales: [Double] = []
  ) {
    self.name = name
    self.orientation = configuration.orientation
    self.pane = .full
    self.deviceWindow = nil
    self.configuration = configuration
    let scales = fontScales.filter { $0.isFinite && $0 > 0 }
    self.declaresTextSizes = !scales.isEmpty
    self.textSizes =
      scales.isEmpty
      ? Self.categories(
        of: configuration.platform, default: configuration.contentSizeCategory,
        narrowedTo: categories
      ).map(AuditTextSize.category)
      : scales.map(AuditTextSize.fontScale)
  }

  /// Every window of `devices` (``/AppDimensDevices/DeviceWindow/windows(of:)``), each at the categories of its
  /// platform, narrowed to `categories` when given.
  public static func windows(
    of devices: [DeviceProfile], categories: [ContentSizeCategory]? = nil
  ) -> [AuditWindow] {
    DeviceWindow.windows(of: devices).compactMap { AuditWindow($0, categories: categories) }
  }

  /// The window's configuration at `size`.
  public func configuration(at size: AuditTextSize) -> DimensConfiguration {
    switch size {
    case .category(let category):
      if let deviceWindow, let configuration = deviceWindow.configuration(category: category) {
        return configuration
      }
      return configuration.replacingTextSize(category: category, fontScale: nil)
    case .fontScale(let scale):
      return configuration.replacingTextSize(
        category: configuration.contentSizeCategory, fontScale: scale)
    }
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
  /// The same window at another text size (`fontScale` nil: the category's).
  fileprivate func replacingTextSize(
    category: ContentSizeCategory, fontScale: Double?
  ) -> DimensConfiguration {
    DimensConfiguration(
      screenWidth: screenWidth, screenHeight: screenHeight, displayScale: displayScale,
      fontScale: fontScale, contentSizeCategory: category, uiMode: uiMode, idiom: idiom,
      horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
      maximumWindowWidth: maximumWindowWidth, maximumWindowHeight: maximumWindowHeight,
      pixelsPerInch: pixelsPerInch)
  }
}
