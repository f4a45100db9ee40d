/// What a caller asked for to describe a window — a catalog device and/or explicit numbers —
/// turned into a validated ``DimensConfiguration``. Shared by `resolve` (flags) and
/// `resolve --batch` (JSON keys), which differ only in how they name the fields in errors.
///
/// Rules:
/// - With a device: its configuration (orientation, Split View pane, default category, size
///   classes) is the start, and every explicit field overrides it. The screen stays the
///   maximum window size unless the window is made larger.
/// - Without a device: `width` and `height` are required; `landscape` and `split` need a
///   device.
/// - An explicit font scale wins over the category's (Behavior Reference › Configuration); both
///   may be given.
/// - A device name is looked up once: ``resolvingDevice(naming:)`` stores the profile, so a
///   batch whose `--device` applies to every line does not look it up again per line.
/// - Numbers go through `DimensConfiguration(validatingScreenWidth:…)`, so a bad one is
///   reported with its field name instead of being sanitized.
struct ConfigurationRequest: Sendable {
  var device: String?
  /// The catalog profile `device` names, once looked up.
  var profile: DeviceProfile?
  var landscape = false
  var split: SplitFraction?
  var width: Double?
  var height: Double?
  var scale: Double?
  var fontScale: Double?
  var category: ContentSizeCategory?
  var mode: UIMode?
  var idiom: DeviceIdiom?
  var maximumWidth: Double?
  var maximumHeight: Double?
  var pixelsPerInch: Double?

  /// How this request's fields are called in messages (`--width` or `"width"`).
  struct Naming: Sendable {
    let field: @Sendable (DimensConfigurationError.Field) -> String
    let device: String
    let size: String
    let landscape: String
    let split: String
  }

  /// `--width`, `--max-width`, …
  static let flagNaming = Naming(
    field: { field in
      switch field {
      case .screenWidth: "--width"
      case .screenHeight: "--height"
      case .displayScale: "--scale"
      case .fontScale: "--font-scale"
      case .maximumWindowWidth: "--max-width"
      case .maximumWindowHeight: "--max-height"
      case .pixelsPerInch: "--ppi"
      }
    }, device: "--device", size: "--width and --height", landscape: "--landscape",
    split: "--split")

  /// `"width"`, `"maxWidth"`, …
  static let jsonNaming = Naming(
    field: { field in
      switch field {
      case .screenWidth: "\"width\""
      case .screenHeight: "\"height\""
      case .displayScale: "\"scale\""
      case .fontScale: "\"fontScale\""
      case .maximumWindowWidth: "\"maxWidth\""
      case .maximumWindowHeight: "\"maxHeight\""
      case .pixelsPerInch: "\"ppi\""
      }
    }, device: "\"device\"", size: "\"width\" and \"height\"", landscape: "\"landscape\"",
    split: "\"split\"")

  /// This request with every field it leaves unset taken from `defaults`.
  func filled(from defaults: ConfigurationRequest) -> ConfigurationRequest {
    var merged = self
    merged.device = device ?? defaults.device
    merged.profile = device == nil ? (profile ?? defaults.profile) : profile
    merged.landscape = landscape || defaults.landscape
    merged.split = split ?? defaults.split
    merged.width = width ?? defaults.width
    merged.height = height ?? defaults.height
    merged.scale = scale ?? defaults.scale
    merged.fontScale = fontScale ?? defaults.fontScale
    merged.category = category ?? defaults.category
    merged.mode = mode ?? defaults.mode
    merged.idiom = idiom ?? defaults.idiom
    merged.maximumWidth = maximumWidth ?? defaults.maximumWidth
    merged.maximumHeight = maximumHeight ?? defaults.maximumHeight
    merged.pixelsPerInch = pixelsPerInch ?? defaults.pixelsPerInch
    return merged
  }

  /// The validated configuration, or a message naming the bad or missing field.
  func configuration(naming: Naming) throws(UsageError) -> DimensConfiguration {
    let start = try startingConfiguration(naming: naming)
    let width = self.width ?? start?.screenWidth
    let height = self.height ?? start?.screenHeight
    guard let width, let height else {
      throw UsageError("give \(naming.device) NAME or both \(naming.size)")
    }
    do {
      return try DimensConfiguration(
        validatingScreenWidth: width, screenHeight: height,
        displayScale: scale ?? start?.displayScale ?? 1, fontScale: fontScale,
        contentSizeCategory: category ?? start?.contentSizeCategory ?? .large,
        uiMode: mode ?? start?.uiMode ?? .normal, idiom: idiom ?? start?.idiom ?? .unspecified,
        horizontalSizeClass: start?.horizontalSizeClass,
        verticalSizeClass: start?.verticalSizeClass,
        maximumWindowWidth: maximumWidth ?? start.map { max($0.maximumWindowWidth, width) },
        maximumWindowHeight: maximumHeight ?? start.map { max($0.maximumWindowHeight, height) },
        pixelsPerInch: pixelsPerInch ?? start?.pixelsPerInch)
    } catch {
      throw UsageError("\(naming.field(error.field)): \(error)")
    }
  }

  /// This request with its device looked up (unchanged without a device, or when it was
  /// looked up already).
  func resolvingDevice(naming: Naming) throws(UsageError) -> ConfigurationRequest {
    guard let device, profile == nil else { return self }
    var resolved = self
    resolved.profile = try DeviceSuggestions.profile(named: device, flag: naming.device)
    return resolved
  }

  /// The device's configuration, nil without a device.
  private func startingConfiguration(naming: Naming) throws(UsageError) -> DimensConfiguration? {
    guard let device else {
      if landscape { throw UsageError("\(naming.landscape) needs \(naming.device)") }
      if split != nil { throw UsageError("\(naming.split) needs \(naming.device)") }
      return nil
    }
    let profile: DeviceProfile
    if let known = self.profile {
      profile = known
    } else {
      profile = try DeviceSuggestions.profile(named: device, flag: naming.device)
    }
    let orientation: Orientation = landscape ? .landscape : .portrait
    guard let split else { return profile.configuration(orientation: orientation) }
    guard
      let pane = profile.configuration(orientation: orientation, split: split)
    else {
      throw UsageError(
        "\(naming.split): \(profile.name) has no \(split.label) Split View pane in \(orientation)")
    }
    return pane
  }
}
