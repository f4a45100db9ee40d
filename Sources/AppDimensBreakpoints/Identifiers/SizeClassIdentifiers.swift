/// The keys of one horizontal size class, by idiom: `wC.phone`, `wC.pad`, `wC.all`.
public struct SizeClassIdentifiers: Hashable, Sendable {
  /// The horizontal size class of these keys.
  public let sizeClass: SizeClass

  /// Creates the keys of `sizeClass`.
  @inlinable
  public init(_ sizeClass: SizeClass) {
    self.sizeClass = sizeClass
  }

  /// The key for this size class on an iPhone.
  @inlinable
  public var phone: ScreenIdentifier { .sizeClass(sizeClass, idiom: .phone) }

  /// The key for this size class on an iPad.
  @inlinable
  public var pad: ScreenIdentifier { .sizeClass(sizeClass, idiom: .pad) }

  /// The key for this size class on any device.
  @inlinable
  public var all: ScreenIdentifier { .sizeClass(sizeClass, idiom: nil) }

  /// The key for this size class on `idiom` (for idioms Adaptizer had no name for).
  @inlinable
  public func idiom(_ idiom: DeviceIdiom) -> ScreenIdentifier {
    .sizeClass(sizeClass, idiom: idiom)
  }
}
