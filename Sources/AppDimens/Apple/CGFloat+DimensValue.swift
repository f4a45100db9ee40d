#if canImport(CoreGraphics)
  import CoreGraphics

  // Apple adapter: `CGFloat` gets the principal shorthands, so `CGFloat(10).sdp(configuration)`
  // works like `10.sdp(configuration)` (Behavior Reference › Principal scaling). CGFloat appears
  // only in Apple adapters.

  extension CGFloat: DimensValue {
    /// The value as a `Double`.
    @inlinable public var dimensValue: Double { Double(self) }
  }
#endif
