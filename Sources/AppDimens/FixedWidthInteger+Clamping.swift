/// The package's one total conversion from a floating-point number to an integer: every
/// `Double` → `Int` (or `Int32`, `UInt8`, …) in `Sources/` goes through it, so no input can
/// trap one (`Scripts/check-int-conversions.sh` fails on any other).
///
/// ```
/// Self(clamping: x) = 0                        when x is NaN
///                   = Self.min                 when x ≤ Self.min  (−∞ included)
///                   = Self.max                 when x ≥ Self.max  (+∞ included)
///                   = x rounded toward zero    otherwise, as Self(x)
/// ```
///
/// | x | `Int(clamping: x)` | `UInt8(clamping: x)` |
/// |---|---|---|
/// | 2.7 | 2 | 2 |
/// | −2.7 | −2 | 0 |
/// | 1e19 | 9,223,372,036,854,775,807 | 255 |
/// | −1e19 | −9,223,372,036,854,775,808 | 0 |
/// | +∞ | `Int.max` | 255 |
/// | NaN | 0 | 0 |
///
/// Round first when the nearest integer is meant: `Int(clamping: x.rounded())`.
//
// Policy: `Int(x)` traps on NaN, ±∞ and beyond ±9.2e18, and a guard before it is a promise
// the compiler does not keep when the code around it changes. `Double(Self.max)` rounds up to
// a power of two, so every x below it converts exactly; `Double(Self.min)` is exact.
extension FixedWidthInteger {
  /// `value` rounded toward zero, clamped into the type's range; 0 for NaN.
  package init(clamping value: Double) {
    if value.isNaN {
      self = 0
    } else if value <= Double(Self.min) {
      self = .min
    } else if value >= Double(Self.max) {
      self = .max
    } else {
      self = Self(value)
    }
  }
}
