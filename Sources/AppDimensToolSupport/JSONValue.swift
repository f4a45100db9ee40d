/// A JSON value of a flat JSON object (one batch line): a scalar, or an array of scalars.
public enum JSONValue: Hashable, Sendable {
  /// A string, escapes decoded.
  case string(String)
  /// A finite number.
  case number(Double)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null
  /// An array whose elements are scalars (`"designFrame": [390, 844]`); never nested.
  case array([JSONValue])

  /// The kind of value in words, for error messages: "a string", "a number", …
  public var kind: String {
    switch self {
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    case .array: "an array"
    }
  }
}

/// Why a line is not a flat JSON object, with the 1-based byte position.
public struct JSONLineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 1-based position of the offending byte in the line.
  public let byte: Int
  /// What went wrong, in words.
  public let message: String

  /// Creates an error at a 1-based byte position.
  public init(byte: Int, _ message: String) {
    self.byte = byte
    self.message = message
  }

  /// `at byte N: message`.
  public var description: String { "at byte \(byte): \(message)" }
}
