/// What a caller asked for to describe a window — a catalog device and/or explicit numbers —
/// turned into a validated ``DimensConfiguration``. `resolve` reads it from its flags and
/// `resolve --batch` from each JSON line, through the same ``Options`` (so the two differ only
/// in how messages name a field: `--width` or `"width"`).
///
/// Rules:
/// - With a device: its configuration (orientation, Split View pane, default category, size
///   classes) is the start, and every explicit field overrides it. The screen stays the
///   maximum window size unless the window is made larger.
/// - Without a device: `width` and `height` are required; `landscape` and `split` need a
///   device.
/// - An explicit font scale wins over the category's (Behavior Reference › Configuration); both
///   may be given.
/// - A device name is looked up once: ``resolvingDevice(_:)`` stores the profile, so a batch
///   whose `--device` applies to every line does not look it up again per line.
/// - Numbers go through `DimensConfiguration(validatingScreenWidth:…)`, so a bad one is
///   reported with its field name instead of being sanitized; a design frame goes through
///   `DesignFrame(validatingWidth:height:)`, which names the bad side. A device's window
///   keeps the design frame given (the frame is the app's, not the device's), and the scale
///   limits given (checked when they were read).
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
  /// The design frame's sides as given (validated by ``configuration(names:)``).
  var designFrame: DesignFrameArgument.Sides?
  /// The scale limits, already checked by their parser (``ScaleLimitsArgument``).
  var scaleLimits: ClosedRange<Double>?
  /// Whether values are rounded to the pixel grid (`--rounding`), nil when not given.
  var roundsToPixels: Bool?

  /// An empty request.
  init() {}

  /// The request `source` (flags or a JSON line) gives through ``Options/window``, with every
  /// field it leaves unset taken from `defaults` (a batch line's from the command's flags).
  init(_ source: some OptionSource, defaults: ConfigurationRequest = .init()) throws(UsageError) {
    device = try source.value(Options.device)
    if device == nil { (device, profile) = (defaults.device, defaults.profile) }
    landscape = try source.isSet(Options.landscape) || defaults.landscape
    split = try source.value(Options.split) ?? defaults.split
    width = try source.value(Options.width) ?? defaults.width
    height = try source.value(Options.height) ?? defaults.height
    scale = try source.value(Options.scale) ?? defaults.scale
    fontScale = try source.value(Options.fontScale) ?? defaults.fontScale
    category = try source.value(Options.category) ?? defaults.category
    mode = try source.value(Options.mode) ?? defaults.mode
    idiom = try source.value(Options.idiom) ?? defaults.idiom
    pixelsPerInch = try source.value(Options.ppi) ?? defaults.pixelsPerInch
    maximumWidth = try source.value(Options.maximumWidth) ?? defaults.maximumWidth
    maximumHeight = try source.value(Options.maximumHeight) ?? defaults.maximumHeight
    designFrame = try source.value(Options.designFrame) ?? defaults.designFrame
    scaleLimits = try source.value(Options.scaleLimits) ?? defaults.scaleLimits
    roundsToPixels = try source.value(Options.pixelRounding) ?? defaults.roundsToPixels
  }

  /// The validated configuration, or a message naming the bad or missing field as `names`
  /// calls it.
  func configuration(names: some OptionSource) throws(UsageError) -> DimensConfiguration {
    let start = try startingConfiguration(names: names)
    let width = self.width ?? start?.screenWidth
    let height = self.height ?? start?.screenHeight
    guard let width, let height else {
      throw UsageError(
        "give \(names.label(Options.device.spec)) NAME or both "
          + "\(names.label(Options.width.spec)) and \(names.label(Options.height.spec))")
    }
    // Policy: the frame is the configuration's last field, so its error comes after every other
    // field's, as the validating initializer names the first bad field in declaration order.
    var frame: DesignFrame?
    var frameError: UsageError?
    if let designFrame {
      do throws(UsageError) {
        frame = try designFrame.frame(names: names)
      } catch {
        frameError = error
      }
    }
    let configuration: DimensConfiguration
    do {
      configuration = try DimensConfiguration(
        validatingScreenWidth: width, screenHeight: height,
        displayScale: scale ?? start?.displayScale ?? 1, fontScale: fontScale,
        contentSizeCategory: category ?? start?.contentSizeCategory ?? .large,
        uiMode: mode ?? start?.uiMode ?? .normal, idiom: idiom ?? start?.idiom ?? .unspecified,
        horizontalSizeClass: start?.horizontalSizeClass,
        verticalSizeClass: start?.verticalSizeClass,
        maximumWindowWidth: maximumWidth ?? start.map { max($0.maximumWindowWidth, width) },
        maximumWindowHeight: maximumHeight ?? start.map { max($0.maximumWindowHeight, height) },
        pixelsPerInch: pixelsPerInch ?? start?.pixelsPerInch, designFrame: frame,
        scaleLimits: scaleLimits, roundsToPixels: roundsToPixels ?? false)
    } catch {
      let option: OptionSpec =
        switch error.field {
        case .screenWidth: Options.width.spec
        case .screenHeight: Options.height.spec
        case .displayScale: Options.scale.spec
        case .fontScale: Options.fontScale.spec
        case .maximumWindowWidth: Options.maximumWidth.spec
        case .maximumWindowHeight: Options.maximumHeight.spec
        case .pixelsPerInch: Options.ppi.spec
        case .designFrameWidth, .designFrameHeight: Options.designFrame.spec
        case .scaleLimits: Options.scaleLimits.spec
        }
      throw UsageError("\(names.label(option)): \(error)")
    }
    if let frameError { throw frameError }
    return configuration
  }

  /// This request with its device looked up (unchanged without a device, or when it was
  /// looked up already).
  func resolvingDevice(_ names: some OptionSource) throws(UsageError) -> ConfigurationRequest {
    guard let device, profile == nil else { return self }
    var resolved = self
    resolved.profile = try DeviceSuggestions.profile(
      named: device, flag: names.label(Options.device.spec))
    return resolved
  }

  /// The device's configuration, nil without a device.
  private func startingConfiguration(names: some OptionSource) throws(UsageError)
    -> DimensConfiguration?
  {
    guard device != nil else {
      for (given, option) in [
        (landscape, Options.landscape.spec), (split != nil, Options.split.spec),
      ]
      where given {
        throw UsageError("\(names.label(option)) needs \(names.label(Options.device.spec))")
      }
      return nil
    }
    guard let profile = try resolvingDevice(names).profile else { return nil }
    let orientation: Orientation = landscape ? .landscape : .portrait
    guard let split else { return profile.configuration(orientation: orientation) }
    guard let pane = profile.configuration(orientation: orientation, split: split) else {
      throw UsageError(
        "\(names.label(Options.split.spec)): \(profile.name) has no \(split.label) Split View "
          + "pane in \(orientation)")
    }
    return pane
  }
}
