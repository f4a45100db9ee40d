/// The web-view stylesheet of the Dynamic Type guide: the root takes the system body font
/// (`font: -apple-system-body`, which follows the user's text size in WebKit), and every
/// text style gets a rem size and a unitless line height from the iOS ramp at Large.
///
/// ```
/// font-size   = size(style, .large) ÷ 17  rem        (or a FluidTypeClamp when fluid)
/// line-height = leading(style, .large) ÷ size(style, .large)
/// font-weight = the style's HIG weight (CSS number)
/// ```
///
/// | selector | font-size | line-height | font-weight |
/// |---|---|---|---|
/// | `.ad-large-title` | 2rem | 1.205882 | 400 |
/// | `.ad-title1, h1` | 1.647059rem | 1.214286 | 400 |
/// | `.ad-headline, h4` | 1rem | 1.294118 | 600 |
/// | `.ad-body, p` | 1rem | 1.294118 | 400 |
/// | `.ad-caption2` | 0.647059rem | 1.181818 | 400 |
///
/// rem sizes follow the body's growth (one multiplier for the page), not each style's own
/// ramp: at xSmall caption2 renders at 0.647 × 14 = 9.06 px where iOS keeps 11 pt.
public enum WebTypeStylesheet: Sendable {
  /// HTML elements styled like a text style, after the guide (`h1`, `p`) and the HIG roles.
  public static let elementStyles: [(element: String, style: TextStyle)] = [
    ("h1", .title1), ("h2", .title2), ("h3", .title3), ("h4", .headline), ("p", .body),
    ("small", .footnote), ("figcaption", .caption1),
  ]

  /// The CSS class of a style: `prefix` + its ``TextStyle/cssName`` (`ad-body`).
  public static func className(_ style: TextStyle, prefix: String = "ad-") -> String {
    prefix + style.cssName
  }

  /// The stylesheet text.
  ///
  /// - Parameters:
  ///   - fluid: Emit `clamp()` font sizes that also grow with the viewport.
  ///   - fluidClamp: The fluid parameters (default: the fluid defaults of Behavior Reference › Strategies).
  ///   - classPrefix: The class name prefix (default `ad-`).
  /// - Returns: CSS, one rule per line, ending with a newline.
  public static func css(
    fluid: Bool = false,
    fluidClamp: FluidTypeClamp = FluidTypeClamp(),
    classPrefix: String = "ad-"
  ) -> String {
    let body = TypeRamp.metrics(.body, .large)?.size ?? 17
    var lines = [
      "/* AppDimens Dynamic Type stylesheet: HIG iOS type ramp at Large, 1rem = body. */",
      ":root { font: -apple-system-body; }",
    ]
    for style in TextStyle.iOSStyles {
      guard let metrics = TypeRamp.metrics(style, .large) else { continue }
      let rem = metrics.size / body
      let selectors =
        ["." + className(style, prefix: classPrefix)]
        + elementStyles.filter { $0.style == style }.map(\.element)
      let size = fluid ? fluidClamp.css(rem) : CSSNumber.format(rem) + "rem"
      lines.append(
        "\(selectors.joined(separator: ", ")) { font-size: \(size); "
          + "line-height: \(CSSNumber.format(metrics.lineHeightRatio)); "
          + "font-weight: \(TypeRamp.weight(style).cssValue); }")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// Formats numbers for CSS without Foundation: fixed decimals, trailing zeros trimmed.
///
/// | value | text |
/// |---|---|
/// | 2 | `2` |
/// | 1.6470588235 | `1.647059` |
/// | −0.1 | `-0.1` |
/// | 0.0000001 | `0` |
public enum CSSNumber: Sendable {
  /// `value` rounded to `fractionDigits` decimals (0…9, default 6); non-finite values print `0`.
  public static func format(_ value: Double, fractionDigits: Int = 6) -> String {
    // Policy: CSS has no NaN/infinity literal; a broken number prints as 0 instead of trapping.
    guard value.isFinite else { return "0" }
    return DecimalText.fixed(value, digits: fractionDigits, trimmingZeros: true)
  }
}
