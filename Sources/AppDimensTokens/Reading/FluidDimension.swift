import AppDimensToolSupport

/// A size that follows the window's width, as CSS writes it: `clamp(MIN, PREFERRED, MAX)`,
/// `calc(…)` or `N vw`, read as design points over the window's width.
///
/// Each argument is a sum of lengths, `a + b·vw` (1vw is 1% of the window's width; px and pt
/// are points, rem is `rootSize` points), which is a straight line over the width `w`:
///
/// ```
/// L(w)                    = a + b × w ÷ 100                     a in points, b in vw
/// clamp(MIN, PREF, MAX)   = max(MIN(w), min(PREF(w), MAX(w)))   (CSS Values 4, clamp())
/// N vw                    = DesignPoints([100: N], qualifier: .width, extrapolation: .proportional)
/// other                   = design points at every width where two lines cross, and at
///                           1 and 100,000 pt (the widths a window can have), each the
///                           value there; flat ends dropped, extrapolation .clamp
/// ```
///
/// Between two crossings the value is one line, so the design points' straight segments give
/// the same value at every width. Worked for Utopia's step 0 and a px clamp (root 16):
///
/// | `$value` | design points | 320 | 390 | 768 | 1440 |
/// |---|---|---|---|---|---|
/// | `clamp(1.125rem, 1.0815rem + 0.2174vw, 1.25rem)` | `[320.147194: 18, 1240.110396: 20]` | 18 | 18.15186 | 18.973632 | 20 |
/// | `clamp(16px, 4vw, 24px)` | `[400: 16, 600: 24]` | 16 | 16 | 24 | 24 |
/// | `2vw` | `[100: 2]`, proportional | 6.4 | 7.8 | 15.36 | 28.8 |
///
/// Utopia at 768: `1.0815 × 16 + 0.2174 × 7.68 = 17.304 + 1.669632 = 18.973632`; the line
/// crosses MIN (18) at `(18 − 17.304) ÷ 0.002174 = 320.147194` and MAX (20) at
/// `(20 − 17.304) ÷ 0.002174 = 1240.110396` (sizes rounded here).
//
// Policy: a function of the width is read into the package's own `DesignPoints` (qualifier
// `.width`: CSS's vw is the viewport's width), not the fluid strategy (`fluidDp`): that curve
// is a clamped linear factor too, but of one base value between two constant bounds, so it
// cannot carry a MIN or MAX that holds vw, nor an unbounded `2vw` or `calc(1rem + 1vw)`.
// Design points carry every piecewise-linear value, and the audit already judges them and
// generate writes them, so the audit, the generated Swift and the browser agree at every
// width. The text is read
// once, left to right, with at most `maximumDepth` nested parentheses and at most
// `maximumLength` scalars: linear in its length.
struct FluidDimension: Hashable, Sendable {
  /// A sum of lengths: `points + rems × rootSize + vw × w ÷ 100`.
  struct Line: Hashable, Sendable {
    /// px and pt.
    var points: Double = 0
    /// rem (× the root size when the value is drawn).
    var rems: Double = 0
    /// vw.
    var vw: Double = 0

    /// The constant part in points and the slope in points per point of width.
    func line(rootSize: Double) -> (intercept: Double, slope: Double) {
      (points + rems * rootSize, vw / 100)
    }
  }

  /// The value: one line, or a CSS clamp of three.
  enum Shape: Hashable, Sendable {
    case line(Line)
    case clamp(minimum: Line, preferred: Line, maximum: Line)
  }

  /// The value read.
  let shape: Shape
  /// The value as written, for reports (`2vw` for `{"value": 2, "unit": "vw"}`).
  let written: String

  /// The longest value read, in Unicode scalars.
  static let maximumLength = 1_000
  /// The deepest nesting of parentheses read.
  static let maximumDepth = 8
  /// The widths a window can have, in points (a configuration's range).
  static let widths: ClosedRange<Double> = 1...100_000

  /// The units a length in a CSS value may carry.
  static let unitNames = "px, pt, rem, vw"

  /// Whether `text` is written as a CSS function of the width (and so is read here, or is a
  /// problem): it starts with `clamp(` or `calc(`, or ends in `vw`.
  static func isFluid(_ text: String) -> Bool {
    let lower = text.lowercased()
    return lower.hasPrefix("clamp(") || lower.hasPrefix("calc(") || lower.hasSuffix("vw")
  }

  /// Reads `text` (trimmed), or says why it cannot be read.
  static func read(_ text: String) -> Result<FluidDimension, Failure> {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count <= maximumLength else {
      return .failure(
        Failure(
          "a CSS value of \(scalars.count) characters is longer than the "
            + "\(maximumLength) read; write clamp(MIN, PREFERRED, MAX) with px, rem and vw"))
    }
    var parser = Parser(scalars: scalars)
    do throws(Failure) {
      let shape = try parser.value()
      return .success(FluidDimension(shape: shape, written: text))
    } catch {
      return .failure(error)
    }
  }

  /// Why a value is not read: the message ends with what to write instead.
  struct Failure: Error, Hashable, Sendable {
    let message: String
    init(_ message: String) { self.message = message }
  }

  /// The value as design points over the window's width, with `rootSize` points per rem; a
  /// failure when MIN is above MAX or a number overflows.
  func designPoints(rootSize: Double) -> Result<DesignPoints, Failure> {
    switch shape {
    case .line(let line):
      let (intercept, slope) = line.line(rootSize: rootSize)
      if intercept == 0 {
        return Self.validated([(100, slope * 100)], extrapolation: .proportional)
      }
      return Self.validated(
        [Self.widths.lowerBound, Self.widths.upperBound].map { ($0, intercept + slope * $0) },
        extrapolation: .clamp)
    case .clamp(let minimum, let preferred, let maximum):
      let lines = [minimum, preferred, maximum].map { $0.line(rootSize: rootSize) }
      func value(_ w: Double) -> Double {
        let (low, mid, high) = (
          lines[0].intercept + lines[0].slope * w, lines[1].intercept + lines[1].slope * w,
          lines[2].intercept + lines[2].slope * w
        )
        return max(low, min(mid, high))
      }
      for w in [Self.widths.lowerBound, Self.widths.upperBound] {
        let low = lines[0].intercept + lines[0].slope * w
        let high = lines[2].intercept + lines[2].slope * w
        guard low <= high else {
          let place =
            lines[0].slope == 0 && lines[2].slope == 0
            ? "" : " at a width of \(DesignScaling.number(w)) pt"
          return .failure(
            Failure(
              "clamp(): MIN (\(DesignScaling.number(low)) pt) is greater than MAX "
                + "(\(DesignScaling.number(high)) pt)\(place); swap them or give MIN ≤ MAX"))
        }
      }
      var sizes = [Self.widths.lowerBound, Self.widths.upperBound]
      for (i, j) in [(0, 1), (1, 2), (0, 2)] where lines[i].slope != lines[j].slope {
        let w = (lines[j].intercept - lines[i].intercept) / (lines[i].slope - lines[j].slope)
        if w > Self.widths.lowerBound, w < Self.widths.upperBound { sizes.append(w) }
      }
      sizes.sort()
      var points: [(Double, Double)] = []
      for w in sizes where points.last?.0 != w { points.append((w, value(w))) }
      // Flat ends are what .clamp extrapolation does anyway: dropped, for a short table.
      while points.count > 1, points[0].1 == points[1].1 { points.removeFirst() }
      while points.count > 1, points[points.count - 1].1 == points[points.count - 2].1 {
        points.removeLast()
      }
      return Self.validated(points, extrapolation: .clamp)
    }
  }

  /// `points` through `DesignPoints(validating:)` over the window's width.
  private static func validated(
    _ points: [(Double, Double)], extrapolation: DesignPoints.Extrapolation
  ) -> Result<DesignPoints, Failure> {
    do {
      return .success(
        try DesignPoints(validating: points, qualifier: .width, extrapolation: extrapolation))
    } catch {
      return .failure(
        Failure("the value is out of range (\(error)); give smaller numbers"))
    }
  }
}

extension FluidDimension {
  /// Reads a CSS value, one scalar at a time.
  ///
  /// ```
  /// value = "clamp(" sum "," sum "," sum ")" | sum
  /// sum   = term (("+" | "-") term)*
  /// term  = ("+" | "-")? (number unit | "0" | "calc(" sum ")" | "(" sum ")")
  /// unit  = px | pt | rem | vw
  /// ```
  struct Parser {
    let scalars: [Unicode.Scalar]
    var index = 0
    var depth = 0

    /// The whole text as a value.
    mutating func value() throws(Failure) -> Shape {
      skipSpaces()
      let shape: Shape
      if take("clamp(") {
        depth += 1
        var arguments: [Line] = [try argument()]
        while take(",") {
          arguments.append(try argument())
          guard arguments.count <= 3 else {
            throw Failure(
              "clamp() takes 3 arguments (MIN, PREFERRED, MAX), found more; write "
                + "clamp(16px, 4vw, 24px)")
          }
        }
        guard arguments.count == 3 else {
          throw Failure(
            "clamp() takes 3 arguments (MIN, PREFERRED, MAX), found \(arguments.count); "
              + "write clamp(16px, 4vw, 24px)")
        }
        try expect(")")
        depth -= 1
        shape = .clamp(minimum: arguments[0], preferred: arguments[1], maximum: arguments[2])
      } else {
        shape = .line(try sum())
      }
      skipSpaces()
      guard index == scalars.count else { throw unexpected() }
      return shape
    }

    /// An argument of clamp(): a sum followed by `,` or `)`.
    mutating func argument() throws(Failure) -> Line {
      let line = try sum()
      skipSpaces()
      guard index < scalars.count, scalars[index] == "," || scalars[index] == ")" else {
        throw unexpected(expected: "',' or ')'")
      }
      return line
    }

    /// A sum of terms.
    mutating func sum() throws(Failure) -> Line {
      var line = try term()
      while true {
        skipSpaces()
        guard index < scalars.count, scalars[index] == "+" || scalars[index] == "-" else {
          return line
        }
        let sign: Double = scalars[index] == "-" ? -1 : 1
        index += 1
        let next = try term()
        line.points += sign * next.points
        line.rems += sign * next.rems
        line.vw += sign * next.vw
      }
    }

    /// One term: a signed length, or a parenthesized sum.
    mutating func term() throws(Failure) -> Line {
      skipSpaces()
      var sign = 1.0
      if index < scalars.count, scalars[index] == "-" || scalars[index] == "+" {
        if scalars[index] == "-" { sign = -1 }
        index += 1
        skipSpaces()
      }
      var line: Line
      if take("calc(") || take("(") {
        depth += 1
        guard depth <= FluidDimension.maximumDepth else {
          throw Failure(
            "more than \(FluidDimension.maximumDepth) nested parentheses; write the sum out, such as "
              + "1rem + 2vw")
        }
        line = try sum()
        try expect(")")
        depth -= 1
      } else {
        line = try length()
      }
      line.points *= sign
      line.rems *= sign
      line.vw *= sign
      return line
    }

    /// A number and its unit.
    mutating func length() throws(Failure) -> Line {
      let start = index
      while index < scalars.count, isNumberScalar(scalars[index]) { index += 1 }
      // An exponent: e or E followed by a digit or a sign and a digit (not `em`).
      if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
        let next = index + 1 < scalars.count ? scalars[index + 1] : " "
        let after = index + 2 < scalars.count ? scalars[index + 2] : " "
        if isDigit(next) || ((next == "+" || next == "-") && isDigit(after)) {
          index += 2
          while index < scalars.count, isDigit(scalars[index]) { index += 1 }
        }
      }
      guard index > start else {
        var end = index
        while end < scalars.count, scalars[end].properties.isAlphabetic || scalars[end] == "-" {
          end += 1
        }
        if end > index, end < scalars.count, scalars[end] == "(" {
          let name = String(String.UnicodeScalarView(scalars[index..<end]))
          throw Failure(
            "the function \(JSONDocument.shown(name))() is not read (known: clamp, calc); "
              + "give the lengths themselves, such as clamp(1rem, 0.9rem + 0.5vw, 1.25rem)")
        }
        throw unexpected()
      }
      let text = String(String.UnicodeScalarView(scalars[start..<index]))
      guard let number = NumberScanner.parse(text) else {
        throw Failure(
          "'\(JSONDocument.shown(text))' is not a finite number; write a number such as 1.5")
      }
      let unitStart = index
      while index < scalars.count,
        scalars[index].properties.isAlphabetic || scalars[index] == "%"
      {
        index += 1
      }
      let unit = String(String.UnicodeScalarView(scalars[unitStart..<index])).lowercased()
      var line = Line()
      switch unit {
      case "px", "pt": line.points = number
      case "rem": line.rems = number
      case "vw": line.vw = number
      case "" where number == 0: break
      case "":
        throw Failure(
          "'\(JSONDocument.shown(text))' has no unit; a length in a CSS value needs one of "
            + FluidDimension.unitNames + " (only 0 may go without)")
      default:
        throw Failure(
          "unit '\(JSONDocument.shown(unit))' is not read (known: \(FluidDimension.unitNames)); "
            + "give the size in px, rem or vw")
      }
      return line
    }

    /// Takes `literal` (ASCII, any case) when the text continues with it.
    mutating func take(_ literal: String) -> Bool {
      skipSpaces()
      let wanted = Array(literal.unicodeScalars)
      guard scalars.count - index >= wanted.count else { return false }
      for (offset, scalar) in wanted.enumerated() {
        let found = scalars[index + offset]
        guard found == scalar || lowercased(found) == scalar else { return false }
      }
      index += wanted.count
      return true
    }

    /// Requires `literal` next.
    mutating func expect(_ literal: String) throws(Failure) {
      guard take(literal) else { throw unexpected(expected: "'\(literal)'") }
    }

    /// The problem at `index`; `expected` as shown (`')'`).
    func unexpected(expected: String? = nil) -> Failure {
      let found =
        index < scalars.count
        ? "'" + JSONDocument.shown(String(Character(scalars[index]))) + "' at character "
          + "\(index + 1)" : "the end"
      let wanted = expected ?? "a length (px, pt, rem, vw), + or -"
      return Failure(
        "expected \(wanted), found \(found); write clamp(MIN, PREFERRED, MAX) of lengths "
          + "such as clamp(1rem, 0.9rem + 0.5vw, 1.25rem)")
    }

    mutating func skipSpaces() {
      while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
    }

    func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
    func isNumberScalar(_ scalar: Unicode.Scalar) -> Bool { isDigit(scalar) || scalar == "." }
    func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
      ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
    }
  }
}
