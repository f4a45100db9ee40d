/// One name the expression language binds onto the library: whose member it is, the
/// parameters it takes (Swift's labels and order), what it gives, and the library call.
///
/// ```swift
/// ExpressionBinding(.chain, "rotate", [.value(), .positional(.orientation, "the orientation")]) {
///   r, a in r.link { $0.rotate(a[0].number, a[1].enumeration(Orientation.self) ?? .portrait) }
/// }
/// ```
struct ExpressionBinding: Sendable {
  /// Whether the name is written with parentheses.
  enum Form: Sendable {
    /// Never (`16.scaledDp`, `c.screenWidth`).
    case property
    /// Always (`.rotate(12, .landscape)`).
    case method
    /// Either (`16.sdp`, `16.sdp(c)`).
    case either
  }

  /// What the name is a member of: a value's type, or `.type(T)` for `T.name(…)` and
  /// `T(…)` (the name `init`).
  let owner: ExpressionType
  /// The member name.
  let name: String
  let form: Form
  /// Whether a configuration argument (`c`, `configuration: c`) may be written; it always
  /// stands for the command's window.
  let takesWindow: Bool
  /// Whether `options:` and every `StrategyOptions` label (`power: 0.5`) are accepted.
  let takesOptions: Bool
  let parameters: [ExpressionParameter]
  let result: ExpressionType
  /// The library call: the receiver's value and the arguments.
  let body: @Sendable (ExpressionValue, ExpressionArguments) -> ExpressionValue

  init(
    _ owner: ExpressionType, _ name: String, form: Form = .method, window: Bool = false,
    options: Bool = false, _ parameters: [ExpressionParameter] = [],
    result: ExpressionType = .number,
    _ body: @escaping @Sendable (ExpressionValue, ExpressionArguments) -> ExpressionValue
  ) {
    self.owner = owner
    self.name = name
    self.form = form
    self.takesWindow = window
    self.takesOptions = options
    self.parameters = parameters
    self.result = result
    self.body = body
  }

  /// A number-valued binding: `body` returns the number.
  init(
    _ owner: ExpressionType, _ name: String, form: Form = .method, window: Bool = false,
    options: Bool = false, _ parameters: [ExpressionParameter] = [],
    number body: @escaping @Sendable (ExpressionValue, ExpressionArguments) -> Double
  ) {
    self.init(owner, name, form: form, window: window, options: options, parameters) {
      .number(body($0, $1))
    }
  }
}

/// A parameter of a bound name.
struct ExpressionParameter: Sendable {
  /// The labels that name it (the first is Swift's; others are aliases); `_` allows it
  /// positionally.
  let labels: [String]
  let type: ExpressionType
  /// How a positional parameter is named in messages: "the value", "the orientation".
  let role: String
  let isRequired: Bool

  /// A required positional number: the base value of a link, a facilitator or a factor.
  static func value(_ role: String = "the value") -> Self {
    .init(labels: ["_"], type: .number, role: role, isRequired: true)
  }

  /// A required positional case of `kind`.
  static func positional(_ kind: ExpressionEnum, _ role: String) -> Self {
    .init(labels: ["_"], type: .enumeration(kind), role: role, isRequired: true)
  }

  /// A labelled parameter (`minimum:`), optional unless `required`; further labels are
  /// aliases.
  static func labelled(
    _ labels: String..., type: ExpressionType, required: Bool = false
  ) -> Self {
    .init(labels: labels, type: type, role: "'\(labels[0]):'", isRequired: required)
  }

  /// This parameter with another role in messages.
  func withRole(_ role: String) -> Self {
    .init(labels: labels, type: type, role: role, isRequired: isRequired)
  }

  /// A labelled case of `kind`.
  static func labelled(_ labels: String..., kind: ExpressionEnum, required: Bool = false) -> Self {
    .init(labels: labels, type: .enumeration(kind), role: "'\(labels[0]):'", isRequired: required)
  }
}

/// The evaluated arguments of one call, in parameter order (`.none` when absent), with the
/// window and the `StrategyOptions` the call was given.
struct ExpressionArguments: Sendable {
  let values: [ExpressionValue]
  /// The command's window (what every configuration argument names).
  let window: DimensConfiguration
  /// `options:` with the labelled option fields applied (the defaults when none).
  let options: StrategyOptions

  subscript(_ index: Int) -> ExpressionValue {
    values.indices.contains(index) ? values[index] : .none
  }

  /// The enumeration case at `index`, `fallback` when absent: `a[2, or: DpQualifier.width]`.
  subscript<E: RawRepresentable>(_ index: Int, or fallback: E) -> E where E.RawValue == String {
    self[index].enumeration(E.self) ?? fallback
  }
}

extension ExpressionValue {
  /// A chain with one more link (`isAuto` kept).
  func link(_ change: (AutoScaledBuilder) -> AutoScaledBuilder) -> ExpressionValue {
    guard case .chain(let builder, let isAuto) = self else { return self }
    return .chain(change(builder), isAuto: isAuto)
  }
}
