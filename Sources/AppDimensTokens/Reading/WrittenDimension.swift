import AppDimensToolSupport

/// A size as a design-token file writes it: a number and its unit, in any of the spellings the
/// W3C format and design tools use.
///
/// ```
/// points = number                  px, pt, no unit       (1 CSS px = 1 pt on Apple platforms)
///        = number × rootSize       rem, em               (rootSize: 16 unless told, CSS's default)
/// ```
///
/// | `$value` | number | unit | points (root 16) |
/// |---|---|---|---|
/// | `16`, `"16"` | 16 | – | 16 |
/// | `"16px"`, `"16pt"`, `{"value": 16, "unit": "px"}` | 16 | px, pt | 16 |
/// | `"0.875rem"`, `{"value": 0.875, "unit": "rem"}` | 0.875 | rem | 14 |
/// | `"0.9285em"` | 0.9285 | em | 14.856 |
///
/// A value in vw, `clamp(…)` or `calc(…)` follows the window's width: ``FluidDimension``.
//
// Policy: `em` is read as `rem`. A token has no parent element for `em` to be relative to;
// the tools that export `em` for sizes (Primer's inline code) mean "of the text around it",
// which on a platform without cascading styles is the root size.
struct WrittenDimension: Hashable, Sendable {
  /// A unit a size may carry.
  enum Unit: String, CaseIterable, Hashable, Sendable {
    case px, pt, rem, em
  }

  /// The number as written.
  let number: Double
  /// The unit, nil for a plain number.
  let unit: Unit?

  /// The size in points with `rootSize` points per rem.
  func points(rootSize: Double) -> Double {
    switch unit {
    case .rem?, .em?: number * rootSize
    case .px?, .pt?, nil: number
    }
  }

  /// The size with another number, written the same way (`"44px"` → `48px`).
  func text(_ number: Double) -> String {
    DesignScaling.number(number) + (unit?.rawValue ?? "")
  }

  /// What a value node is, as a size.
  enum Reading {
    /// A size.
    case dimension(WrittenDimension)
    /// A size that follows the window's width: `clamp(…)`, `calc(…)`, `2vw`.
    case fluid(FluidDimension)
    /// A string that is not a size: perhaps an expression.
    case text(String)
    /// Not a size, with the reason.
    case invalid(String)
  }

  /// Reads `node` (already resolved).
  static func read(_ node: JSONDocument.Node) -> Reading {
    switch node.value {
    case .number(let number):
      return .dimension(WrittenDimension(number: number, unit: nil))
    case .string(let text):
      let trimmed = String(
        text.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
      for unit in Unit.allCases where trimmed.hasSuffix(unit.rawValue) {
        if let number = NumberScanner.parse(String(trimmed.dropLast(unit.rawValue.count))) {
          return .dimension(WrittenDimension(number: number, unit: unit))
        }
      }
      if let number = NumberScanner.parse(trimmed) {
        return .dimension(WrittenDimension(number: number, unit: nil))
      }
      if FluidDimension.isFluid(trimmed) {
        switch FluidDimension.read(trimmed) {
        case .success(let fluid): return .fluid(fluid)
        case .failure(let failure): return .invalid(failure.message)
        }
      }
      return .text(text)
    case .object:
      guard let valueMember = node.member("value"),
        case .number(let number) = valueMember.node.value
      else { return .invalid("a dimension object needs a number \"value\"") }
      guard let unitMember = node.member("unit") else {
        return .dimension(WrittenDimension(number: number, unit: nil))
      }
      if case .string("vw") = unitMember.node.value {
        let written = DesignScaling.number(number) + "vw"
        return .fluid(FluidDimension(shape: .line(.init(vw: number)), written: written))
      }
      // Policy: DTCG 2025.10 (Format, "Dimension", Validation): "$value.unit is still
      // required even if $value.value is 0"; an empty unit is refused with the fix.
      if case .string("") = unitMember.node.value {
        return .invalid(
          "unit is empty; a dimension needs a unit even for 0 (DTCG 2025.10), such as "
            + "{\"value\": \(DesignScaling.number(number)), \"unit\": \"px\"}")
      }
      guard case .string(let name) = unitMember.node.value, let unit = Unit(rawValue: name) else {
        return .invalid(
          "unit must be \"px\", \"pt\", \"rem\", \"em\" or \"vw\", found "
            + TokenExtension.shown(unitMember.node))
      }
      return .dimension(WrittenDimension(number: number, unit: unit))
    case .bool, .null, .array:
      return .invalid(
        "expected a number, a dimension such as \"16px\" or \"0.875rem\", or an alias, found "
          + node.kind)
    }
  }

  /// How `node` reads in a report: a string as written, a number in decimals, a dimension
  /// object as `16px`, an alias as written.
  static func shown(_ node: JSONDocument.Node) -> String {
    switch node.value {
    case .string(let text): return text
    case .number(let number): return DesignScaling.number(number)
    case .object:
      if let target = TokenReferences.reference(node) { return "{" + target + "}" }
      switch read(node) {
      case .dimension(let dimension): return dimension.text(dimension.number)
      case .fluid(let fluid): return fluid.written
      default: return node.kind
      }
    default: return node.kind
    }
  }
}
