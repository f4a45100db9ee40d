/// The keys of one horizontal size class, by idiom: `wC.phone`, `wC.pad`, `wC.all`.
public struct SizeClassIdentifiers: Hashable, Sendable {
  /// The horizontal size class of these keys.
  public let sizeClass: SizeClass

  /// Creates the keys of `sizeClass`.
  public init(_ sizeClass: SizeClass) {
    self.sizeClass = sizeClass
  }

  /// The key for this size class on an iPhone.
  public var phone: ScreenIdentifier { .sizeClass(sizeClass, idiom: .phone) }

  /// The key for this size class on an iPad.
  public var pad: ScreenIdentifier { .sizeClass(sizeClass, idiom: .pad) }

  /// The key for this size class on any device.
  public var all: ScreenIdentifier { .sizeClass(sizeClass, idiom: nil) }

  /// The key for this size class on `idiom` (for idioms Adaptizer had no name for).
  public func idiom(_ idiom: DeviceIdiom) -> ScreenIdentifier {
    .sizeClass(sizeClass, idiom: idiom)
  }
}
