/// Turning a token's `$value` into a function of the window.
///
/// | `$value` | text (`fontSize`) | dimension |
/// |---|---|---|
/// | `16`, `"16"`, `"16px"`, `"16pt"` | `16.ssp` | `16.sdp` |
/// | `{"value": 16, "unit": "px"}` (or `"pt"`) | `16.ssp` | `16.sdp` |
/// | `"17.scaled(relativeTo: body)"`, `"320.fitDp"` | the expression | the expression |
///
/// CSS pixels and points are the same length here (1 px = 1 pt, as on every Apple platform's
/// web views); `rem`, `em` and other units are refused rather than guessed.
extension TokenReader {
  /// The units a plain dimension may carry.
  static let units = ["px", "pt"]

  /// A token of `role` whose value is `node` (already resolved).
  func sizeToken(
    _ path: String, role: DesignToken.Role, _ node: JSONDocument.Node
  ) throws(UsageError) -> DesignToken {
    let text = role == .text
    if let number = try plainNumber(node, path: path) {
      let source =
        DecimalText.fixed(number, digits: 9, trimmingZeros: true) + (text ? ".ssp" : ".sdp")
      return DesignToken(path, role: role, source: source) { configuration in
        text ? number.ssp(configuration) : number.sdp(configuration)
      }
    }
    guard case .string(let source) = node.value else {
      throw failure(
        node, path,
        "$value: expected a number, a dimension such as \"16px\" or an AppDimens expression, "
          + "found \(node.kind)")
    }
    let compiled: CompiledExpression
    do {
      compiled = try evaluator.compile(source)
    } catch {
      throw failure(node, path, "$value: \(error)")
    }
    return DesignToken(path, role: role, source: compiled.source) { compiled.value(in: $0) }
  }

  /// The number of a plain dimension (`16`, `"16px"`, `{"value": 16, "unit": "pt"}`), nil for
  /// an expression.
  func plainNumber(_ node: JSONDocument.Node, path: String) throws(UsageError) -> Double? {
    switch node.value {
    case .number(let number):
      return number
    case .string(let text):
      let trimmed = text.trimmingSpaces()
      let unit = Self.units.first { trimmed.hasSuffix($0) }
      return NumberScanner.parse(unit.map { String(trimmed.dropLast($0.count)) } ?? trimmed)
    case .object:
      guard let valueMember = node.member("value"),
        case .number(let number) = valueMember.node.value
      else {
        throw failure(node, path, "$value: a dimension object needs a number \"value\"")
      }
      guard let unitMember = node.member("unit") else { return number }
      guard case .string(let unit) = unitMember.node.value, Self.units.contains(unit) else {
        throw failure(
          unitMember.node, path,
          "$value: unit must be \"px\" or \"pt\" (rem and em depend on a "
            + "root font size the design does not give)")
      }
      return number
    case .bool, .null, .array:
      return nil
    }
  }
}
