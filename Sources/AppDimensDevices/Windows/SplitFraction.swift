/// The share of an iPad screen a classic Split View pane takes.
///
/// | fraction | landscape | portrait |
/// |---|---|---|
/// | oneThird | yes | yes |
/// | half | yes | no |
/// | twoThirds | yes | yes |
/// | full | yes | yes |
///
/// Portrait Split View offers only the narrow and the wide pane, so `.half` exists in
/// landscape only (the published Split View widths, see `SplitViewWidths`).
public enum SplitFraction: String, CaseIterable, Hashable, Sendable, Codable {
  /// The narrow pane (also the Slide Over width).
  case oneThird
  /// Half of the screen, landscape only.
  case half
  /// The wide pane.
  case twoThirds
  /// The whole screen (no split).
  case full

  /// The fraction as written in tables and on the command line: "1/3", "1/2", "2/3", "1".
  public var label: String {
    switch self {
    case .oneThird: "1/3"
    case .half: "1/2"
    case .twoThirds: "2/3"
    case .full: "1"
    }
  }

  /// Whether Split View offers this fraction in `orientation`.
  public func isAvailable(in orientation: Orientation) -> Bool {
    self != .half || orientation == .landscape
  }

  /// The fraction named by `text`: a case name ("half"), a label ("1/2") or "full"; nil
  /// otherwise. Case and spaces are ignored.
  public init?(parsing text: String) {
    let key = DeviceNameIndex.normalized(text, keeping: ["/"])
    guard
      let match = Self.allCases.first(where: { fraction in
        [fraction.rawValue.lowercased(), fraction.label].contains(key)
      })
    else {
      switch key {
      case "third": self = .oneThird
      case "twothird", "twothirds": self = .twoThirds
      default: return nil
      }
      return
    }
    self = match
  }
}
