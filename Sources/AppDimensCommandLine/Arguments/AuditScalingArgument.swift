/// `audit --scaling S`: how the app draws a plain number — `fixed`, `appdimens`, or
/// `frame:W×H`, whose sides are read as `--design-frame`'s (``DesignFrameArgument``) and
/// validated by `DesignFrame(validatingWidth:height:)`, so a bad side is named with the value.
///
/// | given | result |
/// |---|---|
/// | `fixed`, `AppDimens` | ``/AppDimensAudit/DesignScaling/fixed``, ``/AppDimensAudit/DesignScaling/appDimens`` |
/// | `frame:390x844`, `Frame:390×844` | ``/AppDimensAudit/DesignScaling/frame(_:)`` of 390 × 844 |
/// | `fix` | error: `--scaling: unknown scaling 'fix' (did you mean 'fixed'?)` |
/// | `390x844` | error: `--scaling: unknown scaling '390x844' (did you mean 'frame:390x844'?)` |
/// | `frame:390` | error: `--scaling: expected frame:W×H in points, such as frame:390x844, got 'frame:390'` |
/// | `frame:0x844` | error: `--scaling: frame:0x844: designFrameWidth must be a finite number in 1…100000, got 0.0 (such as frame:390x844)` |
enum AuditScalingArgument {
  /// The example messages suggest.
  static let example = "frame:390x844"

  /// The scaling `text` names, or a message that says what was expected.
  static func scaling(_ text: String) throws(OptionError) -> DesignScaling {
    if let scaling = DesignScaling(name: text) { return scaling }
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].lowercased() == "frame" else {
      throw .message("unknown scaling '\(UsageError.shown(text))'" + hint(text))
    }
    guard let sides = DesignFrameArgument.sides(String(parts[1])) else {
      throw .message(
        "expected frame:W×H in points, such as \(example), got '\(UsageError.shown(text))'")
    }
    do {
      return .frame(try DesignFrame(validatingWidth: sides.width, height: sides.height))
    } catch {
      throw .message("\(UsageError.shown(text)): \(error) (such as \(example))")
    }
  }

  /// ` (did you mean '…'?)` for a near name or bare sides, else the names accepted.
  private static func hint(_ text: String) -> String {
    if DesignFrameArgument.sides(text) != nil {
      return " (did you mean 'frame:\(UsageError.shown(text))'?)"
    }
    let names = DesignScaling.names + ["frame:WxH"]
    let near = NameMatching.nearest(
      to: text, among: names.map { ($0, [$0 == "frame:WxH" ? "frame" : $0]) }
    ).first
    return near.map { " (did you mean '\($0)'?)" } ?? " (fixed, appdimens or frame:WxH)"
  }
}
