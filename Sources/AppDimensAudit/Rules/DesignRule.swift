/// A rule of the design audit: what a token of one role must satisfy in every window.
///
/// | id | checks | passes when | source |
/// |---|---|---|---|
/// | `text-200` | text | value at the largest category ≥ growth × value at Large | WCAG 1.4.4; App Store Connect Help, Larger Text (200 % or more); HIG Typography (watchOS 140 %) |
/// | `text-minimum` | text | value ≥ the platform's minimum text size, at every category | HIG Typography |
/// | `target-size` | targets | value ≥ the platform's hit target, at every category | HIG Accessibility |
/// | `fits-window` | widths | value ≤ the window's width, at every category | WCAG 1.4.10; HIG Layout |
/// | `row-fits` | rows (``/AppDimensTokens/DesignRow``) | the row's width ≤ the window's width, at every category | WCAG 1.4.10, 1.4.4; HIG Layout |
///
/// The numbers per platform are in ``PlatformLimits``. `row-fits` checks the rows a design
/// declares, not tokens: where a row stops fitting, the report suggests stacking it from that
/// text size on (`TextSizeSwitch`, SwiftUI's `TextSizeStack`).
public enum DesignRule: String, CaseIterable, Hashable, Sendable, Codable {
  /// Text can grow to at least twice its size at Large (1.4 times on watchOS).
  case text200 = "text-200"
  /// Text is never smaller than the platform's minimum size.
  case textMinimum = "text-minimum"
  /// Something a finger or pointer hits is at least the platform's hit target.
  case targetSize = "target-size"
  /// A width fits inside the window.
  case fitsWindow = "fits-window"
  /// A row of items, gaps and padding fits inside the window.
  case rowFits = "row-fits"

  /// The identifier used in reports, baselines and on the command line (`text-200`, …).
  public var id: String { rawValue }

  /// The rule with identifier `id`, or nil.
  public init?(id: String) { self.init(rawValue: id) }

  /// The role of the tokens the rule checks (`row-fits`: `width`, the role of what it checks,
  /// though it checks rows, not tokens; see ``checksRows``).
  public var role: DesignToken.Role {
    switch self {
    case .text200, .textMinimum: .text
    case .targetSize: .target
    case .fitsWindow, .rowFits: .width
    }
  }

  /// Whether the rule checks the design's rows (``/AppDimensTokens/DesignRow``) instead of its tokens.
  public var checksRows: Bool { self == .rowFits }

  /// Whether the rule asks for a value of at least its limit (false: at most, `fits-window`
  /// and `row-fits`).
  public var isMinimum: Bool { self != .fitsWindow && self != .rowFits }

  /// The rule in one line.
  public var summary: String {
    switch self {
    case .text200:
      "text at the platform's largest category is at least 2× its size at Large (watchOS 1.4×)"
    case .textMinimum:
      "text at every category is at least the platform's minimum size"
    case .targetSize:
      "a target is at least the platform's hit target at every category"
    case .fitsWindow:
      "a width is at most the window's width at every category"
    case .rowFits:
      "a row (items, gaps, padding) is at most the window's width at every category"
    }
  }

  /// Where the rule comes from: the HIG page or WCAG success criterion, with its address.
  public var source: String {
    switch self {
    case .text200:
      "WCAG 2.2 SC 1.4.4 Resize Text (https://www.w3.org/TR/WCAG22/#resize-text); "
        + "App Store Connect Help, Overview of Accessibility Nutrition Labels, Larger Text: "
        + "\"Increases the text size in the app to 200% or more\" "
        + "(https://developer.apple.com/help/app-store-connect/manage-app-accessibility/"
        + "overview-of-accessibility-nutrition-labels), and Larger Text evaluation criteria "
        + "(https://developer.apple.com/help/app-store-connect/manage-app-accessibility/"
        + "larger-text-evaluation-criteria); Apple HIG, Typography, watchOS: at least 140% "
        + "(https://developer.apple.com/design/human-interface-guidelines/typography)"
    case .textMinimum:
      "Apple HIG, Typography, Specifications: minimum text sizes "
        + "(https://developer.apple.com/design/human-interface-guidelines/typography)"
    case .targetSize:
      "Apple HIG, Accessibility, Buttons and controls: default hit target "
        + "(https://developer.apple.com/design/human-interface-guidelines/accessibility)"
    case .fitsWindow:
      "WCAG 2.2 SC 1.4.10 Reflow (https://www.w3.org/TR/WCAG22/#reflow); Apple HIG, Layout "
        + "(https://developer.apple.com/design/human-interface-guidelines/layout)"
    case .rowFits:
      "WCAG 2.2 SC 1.4.10 Reflow (https://www.w3.org/TR/WCAG22/#reflow) and SC 1.4.4 Resize "
        + "Text (https://www.w3.org/TR/WCAG22/#resize-text); Apple HIG, Layout "
        + "(https://developer.apple.com/design/human-interface-guidelines/layout)"
    }
  }
}
