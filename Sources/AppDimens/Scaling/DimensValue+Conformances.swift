// The standard numeric types get the principal shorthands.

extension Int: DimensValue {
  /// The value as a `Double`.
  @inlinable public var dimensValue: Double { Double(self) }
}
extension Int8: DimensValue {
  /// The value as a `Double`.
  @inlinable public var dimensValue: Double { Double(self) }
}
extension Int16: DimensValue {
  /// The value as a `Double`.
  @inlinable public var dimensValue: Double { Double(self) }
}
extension Int32: DimensValue {
  /// The value as a `Double`.
  @inlinable public var dimensValue: Double { Double(self) }
}
extension Int64: DimensValue {
  /// The value as a `Double`.
  @inlinable public var dimensValue: Double { Double(self) }
}
extension UInt: DimensValue {
  /// The value as a `Double`.
  @inlinable public var dimensValue: Double { Double(self) }
}
extension UInt8: DimensValue {
  /// The value as a `Double`.
  @inlinable public var dimensValue: Double { Double(self) }
}
extension UInt16: DimensValue {
  /// The value as a `Double`.
  @inlinable public var dimensValue: Double { Double(self) }
}
extension UInt32: DimensValue {
  /// The value as a `Double`.
  @inlinable public var dimensValue: Double { Double(self) }
}
extension UInt64: DimensValue {
  /// The value as a `Double`.
  @inlinable public var dimensValue: Double { Double(self) }
}
extension Double: DimensValue {
  /// The value itself.
  @inlinable public var dimensValue: Double { self }
}
extension Float: DimensValue {
  /// The value as a `Double`.
  @inlinable public var dimensValue: Double { Double(self) }
}
// Policy: the standard library has no Float16 on Intel Macs, neither for macOS nor for Mac
// Catalyst (an iOS build, `os(iOS)`, running on the Mac); only Apple silicon and the other
// platforms have it.
#if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
  @available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
  extension Float16: DimensValue {
    /// The value as a `Double`.
    @inlinable public var dimensValue: Double { Double(self) }
  }
#endif
#if (arch(i386) || arch(x86_64)) && !os(Windows) && !os(Android)
  extension Float80: DimensValue {
    /// The value as a `Double`.
    @inlinable public var dimensValue: Double { Double(self) }
  }
#endif
