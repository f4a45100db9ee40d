/// A chain of conditional values — ``ScaledDpBuilder`` (`16.scaledDp`) and the auto chains
/// (`16.autoScaledDp`, `20.autoSp`) — and the spellings every chain shares.
///
/// A chain adds one link with ``screen(_:condition:)``; `screen(_:mode:orientation:qualifier:minimum:)`,
/// `qualifier(_:_:minimum:)`, `rotate(_:_:)` and `mode(_:_:)` are that call with the condition
/// spelled out, so every chain reads the same and ranks its links by the one rule
/// (``ConditionRanking``).
///
/// | call | adds the link |
/// |---|---|
/// | `.screen(24, mode: .television, minimum: 0)` | `ScreenCondition(mode: .television)` |
/// | `.qualifier(24, .width, minimum: 600)` | `ScreenCondition(qualifier: .width, minimum: 600)` |
/// | `.rotate(12, .landscape)` | `ScreenCondition(orientation: .landscape)` |
/// | `.mode(28, .television)` | `ScreenCondition(mode: .television)` |
public protocol ConditionalChain: Sendable {
  /// Adds `value` for windows that match `condition`; a full chain ignores it (and counts it).
  func screen(_ value: Double, condition: ScreenCondition) -> Self
}

extension ConditionalChain {
  /// Adds `value` for windows that match every given part (mode, orientation, qualifier ≥
  /// minimum).
  @inlinable @inline(__always)
  public func screen(
    _ value: Double, mode: UIMode? = nil, orientation: Orientation? = nil,
    qualifier: DpQualifier? = nil, minimum: Double = 0
  ) -> Self {
    screen(
      value,
      condition: .init(mode: mode, orientation: orientation, qualifier: qualifier, minimum: minimum)
    )
  }

  /// Adds `value` for windows whose `qualifier` dimension is at least `minimum`.
  @inlinable @inline(__always)
  public func qualifier(_ value: Double, _ qualifier: DpQualifier, minimum: Double) -> Self {
    screen(value, condition: .init(qualifier: qualifier, minimum: minimum))
  }

  /// Adds `value` for windows in `orientation`.
  @inlinable @inline(__always)
  public func rotate(_ value: Double, _ orientation: Orientation) -> Self {
    screen(value, condition: .init(orientation: orientation))
  }

  /// Adds `value` for windows whose `uiMode` is `mode`.
  @inlinable @inline(__always)
  public func mode(_ value: Double, _ mode: UIMode) -> Self {
    screen(value, condition: .init(mode: mode))
  }
}
