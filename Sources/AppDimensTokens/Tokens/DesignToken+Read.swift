extension DesignToken {
  /// The same token with ``alias`` set to `source` and the generated member's name (Figma's
  /// `com.figma.codeSyntax.iOS`) set when the file gives one.
  func annotated(alias source: String?, memberName: String?) -> DesignToken {
    var token = self
    token.alias = source
    // Policy: the name is kept in the read token's object, which is remade only for the few
    // tokens that carry one, so a token stays its size.
    if let memberName, let read {
      token = DesignToken(
        path, role: role,
        read: Read(
          value: read.value, written: read.written, description: read.description,
          location: read.location, note: read.note, memberName: memberName))
      token.alias = source
    }
    return token
  }

  /// A token with `base`'s role, place, description and note whose value is `value`, written
  /// `written` (a breakpoint modifier's contexts as one token).
  static func responsive(
    _ path: String, _ steps: [(width: Double, token: DesignToken)], source: String,
    written: String, _ value: @escaping @Sendable (DimensConfiguration) -> Double
  ) -> DesignToken {
    let base = steps[0].token
    guard let read = base.read else {
      return DesignToken(path, role: base.role, source: source, value)
    }
    return DesignToken(
      path, role: base.role,
      read: Read(
        value: .computed(Computed(value, source: source, steps: steps)), written: written,
        description: read.description, location: read.location, note: read.note,
        memberName: read.memberName))
  }

  /// A breakpoint modifier's contexts merged into this token, narrowest first: the width each
  /// starts at and its token; empty for any other token.
  var steps: [(width: Double, token: DesignToken)] {
    guard case .computed(let computed)? = read?.value else { return [] }
    return computed.steps
  }

  /// The same token with `number` in place of ``number`` (`"48px"` for `"44px"`), nil when
  /// its value is not a number times a rule (a closure, design points).
  public func withNumber(_ number: Double) -> DesignToken? {
    guard let read else { return nil }
    switch read.value {
    case .plain(_, let unit, let rootSize, let style, let scaling):
      let dimension = WrittenDimension(number: number, unit: unit)
      return TokenReading.plainToken(
        path, role, dimension, style: style, rootSize: rootSize, scaling: scaling,
        written: dimension.text(number), description: read.description,
        location: read.location, note: read.note)
    case .computed(let computed):
      guard let (tail, compile) = computed.renumber else { return nil }
      let rebuilt = DesignScaling.number(number) + tail
      guard
        case .success(let token) = TokenReading.compiled(
          path, role, rebuilt, compile, written: rebuilt, description: read.description,
          location: read.location, note: read.note)
      else { return nil }
      return token
    }
  }
}
