import AppDimensToolSupport

/// A token the audit should check but cannot read, or a part of a file it cannot use: one row
/// of a report, while the rest of the design is still audited.
///
/// | problem | message |
/// |---|---|
/// | a dangling alias | `$value: no token 'base.size.17' (did you mean 'base.size.16'?)` |
/// | a cycle | `$value: circular reference (a → b → a)` |
/// | a value it cannot read | `$value: cannot read 'floor(…)': expected a number, a dimension (px, pt, rem, em) or an alias` |
/// | a token defined twice | `defined again in b.json:3:14; that definition is used (files merge in order)` |
///
/// ``description`` is `file:line:column: path: message`, the form of a compiler's errors.
public struct DesignTokenProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// The token's path, or nil for a problem outside a token (a file's root extension).
  public let path: String?
  /// Where it is.
  public let location: DesignTokenLocation?
  /// What is wrong, in words.
  public let message: String

  /// Creates a problem.
  public init(path: String?, location: DesignTokenLocation?, message: String) {
    self.path = path
    self.location = location
    self.message = message
  }

  /// `file:line:column: path: message`.
  public var description: String {
    (location.map { "\($0): " } ?? "") + (path.map { JSONDocument.shown($0) + ": " } ?? "")
      + message
  }
}
