/// What the app asked the provider (`.appDimens(…)`) or `DimensConfiguration.current(in:)` for:
/// a cap, its own text size, what counts as the window, and the design frame.
///
/// The arguments of `.appDimens(maxSize:textSize:window:designFrame:scaleLimits:roundsToPixels:)`, gathered in one value so
/// the decision (``WindowChoice``) reads them in one place; `current(in:maxSize:designFrame:scaleLimits:roundsToPixels:)`
/// fills the four it has. Nil means "not asked for" everywhere.
///
/// | option | `.appDimens()` | `current(in:)` | what it decides |
/// |---|---|---|---|
/// | `maxSize` | `maxSize:` | `maxSize:` | the largest text size the window's values and its SwiftUI text use |
/// | `textSize` | `textSize:` | – | the app's own text size (a category, or a percentage without Dynamic Type) |
/// | `window` | `window:` | `.automatic` | what counts as the window (``ProviderWindow``) |
/// | `designFrame` | `designFrame:` (nil: the default frame) | `designFrame:` (its default is the default frame) | the frame the design is drawn at |
/// | `scaleLimits` | `scaleLimits:` (nil: the default limits) | `scaleLimits:` (its default is the default limits) | the range the window factors are kept in |
/// | `roundsToPixels` | `roundsToPixels:` (nil: the default) | `roundsToPixels:` (its default is the default) | whether values are rounded to the pixel grid |
struct ProviderOptions: Hashable, Sendable {
  // Policy: one value, so an option added later (an app-wide scaling policy, say) is one more
  // field here and one more rule in WindowChoice, and both adapters pick it up together.

  /// The Dynamic Type cap, nil for none.
  var maxSize: ContentSizeCategory?
  /// The app's own text size, nil to follow the system.
  var textSize: AppTextSize?
  /// What counts as the window.
  var window: ProviderWindow
  /// The frame the design is drawn at, nil when the call gave none.
  var designFrame: DesignFrame?
  /// The range the window factors are kept in, nil when the call gave none.
  var scaleLimits: ClosedRange<Double>?
  /// Whether values are rounded to the pixel grid, nil when the call did not say.
  var roundsToPixels: Bool?

  /// Options as the call gave them; every one defaults to "not asked for".
  init(
    maxSize: ContentSizeCategory? = nil, textSize: AppTextSize? = nil,
    window: ProviderWindow = .automatic, designFrame: DesignFrame? = nil,
    scaleLimits: ClosedRange<Double>? = nil, roundsToPixels: Bool? = nil
  ) {
    self.maxSize = maxSize
    self.textSize = textSize
    self.window = window
    self.designFrame = designFrame
    self.scaleLimits = scaleLimits
    self.roundsToPixels = roundsToPixels
  }
}
