import AppDimensToolSupport

extension TokenCodeGenerator {
  /// The expression of `token`'s value, or why it cannot be written: a breakpoint modifier's
  /// contexts as the narrowest one's value with a table of the wider ones
  /// (`….breakpoints([.width(1056.0): …])`).
  static func value(_ token: DesignToken) -> Result<String, Failure> {
    let steps = token.steps
    guard let first = steps.first else { return plainValue(token) }
    var text: String
    switch plainValue(first.token) {
    case .success(let base): text = base
    case .failure(let failure): return .failure(failure)
    }
    var entries: [String] = []
    for step in steps.dropFirst() {
      switch plainValue(step.token) {
      case .success(let value): entries.append(".width(\(step.width.description)): " + value)
      case .failure(let failure): return .failure(failure)
      }
    }
    text += ".breakpoints([" + entries.joined(separator: ", ") + "])"
    return .success(text)
  }

  /// The expression of a token written as a size or as design points (`$extensions.appdimens
  /// .designPoints`, a CSS `clamp()` or `vw`: `DesignTokenValue.dimension(DesignPoints([400:
  /// 16, 600: 24], qualifier: .width))`), or why it cannot be written.
  static func plainValue(_ token: DesignToken) -> Result<String, Failure> {
    let place = token.location.map { "\($0): " } ?? ""
    if case .computed(let computed)? = token.readValue, let points = computed.designPoints {
      let literal = points.description
      let swift = literal.hasPrefix("DesignPoints(") ? literal : "DesignPoints(\(literal))"
      return .success(
        (token.role == .text ? "DesignTokenValue.text(" : "DesignTokenValue.dimension(")
          + swift + ")")
    }
    guard case .plain(let number, let unit, let rootSize, let style, let scaling)? = token.readValue
    else {
      return .failure(
        Failure(
          place + ControlCharacters.escaped(token.path) + ": '"
            + ControlCharacters.escaped(token.source ?? "")
            + "' is an AppDimens expression, which generate does not write yet; give the size "
            + "in $value (16, \"16px\", \"1rem\", \"clamp(1rem, 2vw, 2rem)\") or as "
            + "$extensions.appdimens.designPoints, and audit it with --scaling"))
    }
    let points = WrittenDimension(number: number, unit: unit).points(rootSize: rootSize)
    guard points.isFinite else {
      return .failure(Failure(place + ControlCharacters.escaped(token.path) + ": not finite"))
    }
    let scalingText: String =
      switch scaling {
      case .fixed: ".fixed"
      case .appDimens: ".appDimens"
      case .frame(let frame):
        ".frame(DesignFrame(width: \(frame.width.description), height: "
          + "\(frame.height.description)))"
      }
    return .success(
      token.role == .text
        ? "DesignTokenValue.text(\(points.description), relativeTo: .\(style.rawValue), "
          + "scaling: \(scalingText))"
        : "DesignTokenValue.dimension(\(points.description), scaling: \(scalingText))")
  }
}
