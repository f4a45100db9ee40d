/// `--design-frame W×H` (and the batch key `"designFrame": [W, H]`): the frame a design is drawn
/// at, read as two numbers, then validated by `DesignFrame(validatingWidth:height:)` so a bad
/// side is reported by name with the value given (Behavior Reference › Design frame).
///
/// | given | result |
/// |---|---|
/// | `390x844`, `390X844`, `390×844`, `390 x 844` | 390 × 844 |
/// | `[390, 844]` (batch) | 390 × 844 |
/// | `390` | error: `--design-frame: expected W×H in points, such as 390x844, got '390'` |
/// | `0x844` | error: `--design-frame 0x844: designFrameWidth must be a finite number in 1…100000, got 0.0` |
/// | `[390, -1]` (batch) | error: `"designFrame" [390, -1]: designFrameHeight must be a finite number in 1…100000, got -1.0` |
enum DesignFrameArgument {
  /// What the option accepts, for messages.
  static let expected = "W×H in points, such as 390x844"

  /// The two sides of `W×H` (separator `x`, `X` or `×`, spaces around it allowed), unvalidated;
  /// nil when the text is not two decimal numbers.
  static func sides(_ text: String) -> Sides? {
    let parts = text.split(maxSplits: 1) { $0 == "x" || $0 == "X" || $0 == "×" }
    guard parts.count == 2,
      let width = NumberScanner.parse(String(parts[0]).trimmingSpaces()),
      let height = NumberScanner.parse(String(parts[1]).trimmingSpaces())
    else { return nil }
    return Sides(width: width, height: height)
  }

  /// The sides as given, before validation.
  struct Sides: Hashable, Sendable {
    let width: Double
    let height: Double

    /// The validated frame, or a usage error that names the option, the value given and the
    /// bad side (`--design-frame 0x844: designFrameWidth must be …`).
    func frame(names: some OptionSource) throws(UsageError) -> DesignFrame {
      do {
        return try DesignFrame(validatingWidth: width, height: height)
      } catch {
        let given =
          names.isJSON
          ? "[\(width.echoedExactly), \(height.echoedExactly)]"
          : "\(width.echoedExactly)x\(height.echoedExactly)"
        throw UsageError("\(names.label(Options.designFrame.spec)) \(given): \(error)")
      }
    }
  }

  /// The validated `--design-frame` (or `"designFrame"`) of `source`, nil when absent.
  static func frame(_ source: some OptionSource) throws(UsageError) -> DesignFrame? {
    try source.value(Options.designFrame).map { sides throws(UsageError) in
      try sides.frame(names: source)
    }
  }
}
