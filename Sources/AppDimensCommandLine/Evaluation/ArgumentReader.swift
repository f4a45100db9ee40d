/// Reads the arguments of one member call by label or position, with uniform error messages;
/// the one place families extract numbers, booleans, names and ranges.
///
/// Every read marks its argument as used; ``finish()`` then rejects anything left over (an
/// unknown or repeated label, a surplus positional argument). A configuration placeholder —
/// a positional `c` or `configuration`, or `configuration: c` — is accepted and ignored, so
/// `16.sdp(c)` reads like the Swift call. Labels may come in any order.
///
/// ```swift
/// var reader = ArgumentReader(call)            // .screen(24, qualifier: width, minimum: 600)
/// let value = try reader.requiredNumber(nil, "the value")      // 24
/// let q = try reader.enumeration("qualifier", DpQualifier.self)  // .width
/// let minimum = try reader.number("minimum") ?? 0              // 600
/// try reader.finish()
/// ```
public struct ArgumentReader: Sendable {
  /// The call being read.
  public let call: MemberCall
  /// The arguments left after removing configuration placeholders.
  private let arguments: [CallArgument]
  /// Which of `arguments` have been read.
  private var used: [Bool]
  /// Every label a family asked for, to suggest one for an unknown label.
  private var knownLabels: [String] = []

  /// Starts reading `call`'s arguments (none when it has no parentheses).
  public init(_ call: MemberCall) {
    self.call = call
    self.arguments = (call.arguments ?? []).filter { !Self.isConfigurationPlaceholder($0) }
    self.used = Array(repeating: false, count: arguments.count)
  }

  /// Whether `argument` stands for the configuration (`c`, `configuration`,
  /// `configuration: c`), which the command line supplies itself.
  static func isConfigurationPlaceholder(_ argument: CallArgument) -> Bool {
    if argument.label == "configuration" { return true }
    guard argument.label == nil, case .identifier(let name) = argument.value else { return false }
    return name == "c" || name == "configuration"
  }

  /// The argument labelled `label`, or the next unread positional one when `label` is nil.
  public mutating func take(_ label: String?) -> CallArgument? {
    if let label, !knownLabels.contains(label) { knownLabels.append(label) }
    guard let index = arguments.indices.first(where: { !used[$0] && arguments[$0].label == label })
    else { return nil }
    used[index] = true
    return arguments[index]
  }

  /// A number, or nil when the argument is absent.
  public mutating func number(_ label: String?, _ role: String? = nil) throws(ExpressionError)
    -> Double?
  {
    guard let argument = take(label) else { return nil }
    guard case .number(let value) = argument.value else {
      throw mismatch(argument, expected: "a number", role: role)
    }
    return value
  }

  /// A number that must be present.
  public mutating func requiredNumber(_ label: String?, _ role: String) throws(ExpressionError)
    -> Double
  {
    guard let value = try number(label, role) else { throw missing(label, role) }
    return value
  }

  /// `true` or `false`, or nil when absent.
  public mutating func bool(_ label: String?, _ role: String? = nil) throws(ExpressionError)
    -> Bool?
  {
    guard let argument = take(label) else { return nil }
    guard case .boolean(let value) = argument.value else {
      throw mismatch(argument, expected: "true or false", role: role)
    }
    return value
  }

  /// A closed range `a...b` with `a ≤ b`, or nil when absent.
  public mutating func range(_ label: String?, _ role: String? = nil) throws(ExpressionError)
    -> ClosedRange<Double>?
  {
    guard let argument = take(label) else { return nil }
    guard case .range(let lower, let upper) = argument.value else {
      throw mismatch(argument, expected: "a range such as 320...1200", role: role)
    }
    guard lower <= upper else {
      throw ExpressionError(
        column: argument.column,
        "\(name(label, role)) of '\(call.name)' is reversed: \(lower)...\(upper)")
    }
    return lower...upper
  }

  /// A case of `E` named by its raw value (`width`, `.landscape`; exact case first, then any
  /// case), or nil when absent; an unknown name suggests the nearest case.
  public mutating func enumeration<E: CaseIterable & RawRepresentable>(
    _ label: String?, _ type: E.Type, _ role: String? = nil
  ) throws(ExpressionError) -> E? where E.RawValue == String {
    try enumeration(label, type, role, name: \.rawValue)
  }

  /// A case of `E` named by `name` (exact case first, then any case), or nil when absent; an
  /// unknown name suggests the nearest case.
  public mutating func enumeration<E: CaseIterable>(
    _ label: String?, _ type: E.Type, _ role: String? = nil, name caseName: (E) -> String
  ) throws(ExpressionError) -> E? {
    guard let argument = take(label) else { return nil }
    let names = E.allCases.map(caseName)
    guard case .identifier(let given) = argument.value else {
      throw mismatch(argument, expected: "one of " + names.joined(separator: ", "), role: role)
    }
    if let exact = E.allCases.first(where: { caseName($0) == given }) { return exact }
    if let loose = E.allCases.first(where: { caseName($0).lowercased() == given.lowercased() }) {
      return loose
    }
    let hint = NameMatching.nearest(to: given, among: names.map { ($0, [$0]) }, limit: 1).first
    let advice =
      hint.map { "did you mean '\($0)'?" } ?? "expected one of " + names.joined(separator: ", ")
    throw ExpressionError(
      column: argument.column,
      "unknown value '\(given)' for \(name(label, role)) of '\(call.name)' (\(advice))")
  }

  /// A case of `E` named by `name` that must be present.
  public mutating func requiredEnumeration<E: CaseIterable>(
    _ label: String?, _ type: E.Type, _ role: String, name caseName: (E) -> String
  ) throws(ExpressionError) -> E {
    guard let value = try enumeration(label, type, role, name: caseName) else {
      throw missing(label, role)
    }
    return value
  }

  /// A case of `E` that must be present.
  public mutating func requiredEnumeration<E: CaseIterable & RawRepresentable>(
    _ label: String?, _ type: E.Type, _ role: String
  ) throws(ExpressionError) -> E where E.RawValue == String {
    guard let value = try enumeration(label, type, role) else { throw missing(label, role) }
    return value
  }

  /// Throws at the first argument that was not read: unknown, repeated or surplus.
  public func finish() throws(ExpressionError) {
    guard let index = used.firstIndex(of: false) else { return }
    let argument = arguments[index]
    guard let label = argument.label else {
      throw ExpressionError(
        column: argument.column, "unexpected argument \(argument.value.quoted) to '\(call.name)'")
    }
    if arguments[..<index].contains(where: { $0.label == label }) {
      throw ExpressionError(
        column: argument.column, "argument '\(label):' is given twice to '\(call.name)'")
    }
    let hint = NameMatching.nearest(
      to: label, among: knownLabels.map { ($0, [$0]) }, limit: 1
    ).first
    throw ExpressionError(
      column: argument.column,
      "unknown argument '\(label):' to '\(call.name)'"
        + (hint.map { " (did you mean '\($0):'?)" } ?? ""))
  }

  /// Throws unless the call has parentheses (`.aspectRatio()`, not `.aspectRatio`).
  public func requireParentheses() throws(ExpressionError) {
    guard call.arguments == nil else { return }
    throw ExpressionError(column: call.column, "expected '(' after '\(call.name)'")
  }

  /// How an argument is named in messages: `'minimum:'`, or its role for positional ones
  /// ("the value", "the orientation").
  private func name(_ label: String?, _ role: String?) -> String {
    if let label { return "'\(label):'" }
    return role ?? "the argument"
  }

  private func mismatch(_ argument: CallArgument, expected: String, role: String?)
    -> ExpressionError
  {
    ExpressionError(
      column: argument.column,
      "\(name(argument.label, role)) of '\(call.name)' must be \(expected), got "
        + argument.value.quoted)
  }

  private func missing(_ label: String?, _ role: String) -> ExpressionError {
    ExpressionError(
      column: call.column,
      "'\(call.name)' needs \(label.map { "the argument '\($0):' (\(role))" } ?? role)")
  }
}
