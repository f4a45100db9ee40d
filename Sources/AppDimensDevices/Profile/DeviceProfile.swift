/// One screen class of Apple devices — every model that shares a screen in points, scale,
/// density and diagonal — with its default text size, able to produce a
/// ``/AppDimens/DimensConfiguration`` for previews and tests.
///
/// Built-in profiles are static members (`DeviceProfile.iPhone15`, `.iPadPro13M4`,
/// `.appleTV4K`, `.visionPro`, …); ``DeviceCatalog/all`` lists them in catalog order.
///
/// ```swift
/// let configuration = DeviceProfile.iPhone15.configuration(orientation: .landscape)
/// 16.sdp(configuration)  // 20.96 (smallest width 393)
/// ```
///
/// Sizes are the logical screen in points in the device's natural orientation: portrait for
/// phones, pads and watches, landscape for Apple TV and the Vision Pro window. Each catalog
/// entry cites its source (Apple's tech specs and the HIG layout tables) and lists every
/// marketing name that shares the class in ``names``.
public struct DeviceProfile: Hashable, Sendable {
  /// The display name of the class, for example "iPhone SE (3rd generation)".
  public let name: String
  /// Every marketing name of the devices in this class, the display name first, for example
  /// "iPhone SE (3rd generation)", "iPhone SE (2nd generation)", "iPhone 8", … — each one is
  /// accepted by ``DeviceCatalog/find(_:)``.
  public let names: [String]
  /// The name of the static member that holds this profile, for example "iPhoneSE3".
  public let identifier: String
  /// Short extra names accepted by ``DeviceCatalog/find(_:)``, for example "se3".
  public let aliases: [String]
  /// The kind of device.
  public let family: DeviceFamily
  /// The interface idiom reported by the device (from the family).
  public let idiom: DeviceIdiom
  /// The `UIMode` of the device's windows (from the idiom).
  public let uiMode: UIMode
  /// The screen width in points in the natural orientation.
  public let width: Double
  /// The screen height in points in the natural orientation.
  public let height: Double
  /// Pixels per point (`UIScreen.scale`).
  public let displayScale: Double
  /// The physical pixel density, or nil where it means nothing (a television, a spatial window).
  public let pixelsPerInch: Double?
  /// The screen diagonal in inches, or nil where there is no fixed screen.
  public let diagonalInches: Double?
  /// The Dynamic Type category the device starts with (Apple Watch sizes differ).
  public let defaultCategory: ContentSizeCategory
  /// The classic Split View pane widths, for iPads; nil for devices without Split View.
  public let splitView: SplitViewWidths?

  /// Creates a profile; the idiom and mode are the family's, and `otherNames` are the other
  /// marketing names that share the screen (``names`` is `[name] + otherNames`).
  public init(
    name: String,
    otherNames: [String] = [],
    identifier: String,
    aliases: [String] = [],
    family: DeviceFamily,
    width: Double,
    height: Double,
    displayScale: Double,
    pixelsPerInch: Double?,
    diagonalInches: Double?,
    defaultCategory: ContentSizeCategory = .large,
    splitView: SplitViewWidths? = nil
  ) {
    self.name = name
    self.names = [name] + otherNames.filter { $0 != name }
    self.identifier = identifier
    self.aliases = aliases
    self.family = family
    self.idiom = family.idiom
    self.uiMode = family.idiom.defaultUiMode
    self.width = width
    self.height = height
    self.displayScale = displayScale
    self.pixelsPerInch = pixelsPerInch
    self.diagonalInches = diagonalInches
    self.defaultCategory = defaultCategory
    self.splitView = splitView
  }

  /// The platform the device's windows belong to (iOS for phones and pads, watchOS, tvOS,
  /// visionOS): the one ``/AppDimens/DimensPlatform`` of its configurations.
  public var platform: DimensPlatform { DimensPlatform(idiom: idiom, uiMode: uiMode) }

  /// The orientation of the screen as listed (portrait unless wider than tall).
  public var naturalOrientation: Orientation { width > height ? .landscape : .portrait }

  /// The orientations the device's windows can be shown in.
  public var orientations: [Orientation] {
    family.rotates ? [.portrait, .landscape] : [naturalOrientation]
  }

  /// The full-screen window size in points in `orientation`.
  ///
  /// Devices that do not rotate (watch, TV, Vision Pro) ignore `orientation` and return their
  /// natural size.
  public func screenSize(_ orientation: Orientation) -> (width: Double, height: Double) {
    guard family.rotates else { return (width, height) }
    let short = min(width, height)
    let long = max(width, height)
    return orientation == .portrait ? (short, long) : (long, short)
  }

  /// The screen size in pixels in the natural orientation (points × scale).
  ///
  /// This is the rendered size; the iPhone 12/13 mini downsamples it to its 1080 × 2340 panel.
  public var pixelSize: (width: Double, height: Double) {
    (width * displayScale, height * displayScale)
  }
}
