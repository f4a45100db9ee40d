extension DesignPoints: CustomStringConvertible {
  /// The design points as Swift source that builds them again.
  ///
  /// | design points | description |
  /// |---|---|
  /// | `[390: 16, 820: 24, 1280: 32]` | `[390: 16, 820: 24, 1280: 32]` |
  /// | `[390: 16.5, 1280: 1e-7]` | `[390: 16.5, 1280: 1e-07]` |
  /// | the same with `.width`, `.linear` | `DesignPoints([390: 16.5, 1280: 1e-07], qualifier: .width, extrapolation: .linear)` |
  /// | `[:]` | `[:]` |
  ///
  /// Every number is printed exactly (whole numbers without a fraction, others as Swift's
  /// shortest round-tripping form), so the text reads back to equal design points.
  public var description: String {
    let points = table.points
    let literal =
      points.isEmpty
      ? "[:]"
      : "["
        + points.map { "\(Self.literal($0.0)): \(Self.literal($0.1))" }
        .joined(separator: ", ") + "]"
    guard qualifier != .smallWidth || extrapolation != .clamp else { return literal }
    var options = ""
    if qualifier != .smallWidth { options += ", qualifier: .\(qualifier.rawValue)" }
    if extrapolation != .clamp { options += ", extrapolation: .\(extrapolation.rawValue)" }
    return "DesignPoints(\(literal)\(options))"
  }

  /// A number as a Swift literal: `16`, `16.5`, `-0.25`, `1e+20`, `nan`, `inf`.
  ///
  /// Never traps: a whole number is printed through `Int64` only when it is exactly
  /// representable (|x| < 2⁵³); everything else uses `Double.description`.
  static func literal(_ x: Double) -> String {
    // Policy: 2⁵³ keeps the integer form to the numbers a double holds exactly.
    if x.isFinite, x == x.rounded(), abs(x) < 9_007_199_254_740_992 {
      return String(Int64(clamping: x))
    }
    return x.description
  }
}
