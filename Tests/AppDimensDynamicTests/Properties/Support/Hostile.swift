import AppDimensDynamic
import AppDimensTestSupport
import Foundation

/// Hostile numbers for the description and coding properties, and the JSON round trip they
/// share.
enum Hostile {
  /// NaN, ±∞, 0, −0, negative, subnormal, 1e308 and the sizes where `Int` conversions break
  /// (1e15 … 1e19), plus ordinary numbers.
  static let doubles: [Double] =
    Arbitrary.nasty + [1e15, 9.3e18, 1e19, -1e19, 390, 2.5, -0.25, 844.333333]

  /// A hostile number 70 % of the time, else a realistic one.
  static func double(_ rng: inout SplitMix64) -> Double {
    rng.chance(0.7) ? rng.pick(doubles) : Double.random(in: -3000...3000, using: &rng)
  }

  /// A hostile number that is finite.
  static func finite(_ rng: inout SplitMix64) -> Double {
    rng.pick(doubles.filter(\.isFinite))
  }

  /// A closed range of two hostile numbers, or nil when one is NaN (the standard library
  /// itself traps on `x...nan`).
  static func range(_ rng: inout SplitMix64) -> ClosedRange<Double>? {
    let (a, b) = (double(&rng), double(&rng))
    guard !a.isNaN, !b.isNaN else { return nil }
    return min(a, b)...max(a, b)
  }

  /// JSON that spells non-finite numbers as strings, so every value can be written.
  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
    return encoder
  }()

  /// The decoder that reads what ``encoder`` writes.
  static let decoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
    return decoder
  }()

  /// Encodes `value` with the default encoder (which may throw on a non-finite number but must
  /// not trap), then round-trips it through ``encoder`` and ``decoder``: the failure, or nil
  /// when decoding succeeds and re-encoding gives the same bytes.
  static func roundTrip<T: Codable>(_ value: T) -> String? {
    _ = try? JSONEncoder().encode(value)
    do {
      let data = try encoder.encode(value)
      let decoded = try decoder.decode(T.self, from: data)
      let again = try encoder.encode(decoded)
      guard again == data else {
        return "\(T.self): \(String(decoding: data, as: UTF8.self)) came back as "
          + String(decoding: again, as: UTF8.self)
      }
      return nil
    } catch {
      return "\(T.self): \(value) does not round-trip: \(error)"
    }
  }

  /// Both texts of `value` (`description` and `debugDescription` where the type has them,
  /// reflection otherwise); nil when either is empty.
  static func texts(_ value: Any) -> (String, String)? {
    let (plain, debug) = (String(describing: value), String(reflecting: value))
    return plain.isEmpty || debug.isEmpty ? nil : (plain, debug)
  }
}
