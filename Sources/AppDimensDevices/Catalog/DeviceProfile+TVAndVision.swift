// Apple TV and Apple Vision Pro profiles (reference E.5, E.6).
//
// Policy: neither has a fixed physical screen, so `pixelsPerInch` and `diagonalInches` are nil
// (a breakpoint or unit conversion must not pretend to know the television). Neither rotates:
// their size is given landscape, as the system reports it.

extension DeviceProfile {
  /// Apple TV 4K: a 1920 × 1080 pt screen @2x (3840 × 2160 px); no Dynamic Type (tvOS uses a
  /// fixed type ramp), so the category stays `.large` (font scale 1).
  public static let appleTV4K = DeviceProfile(
    name: "Apple TV 4K", identifier: "appleTV4K",
    aliases: ["appletv", "tv", "tv4k", "tvos"], family: .tv,
    width: 1920, height: 1080, displayScale: 2, pixelsPerInch: nil, diagonalInches: nil)

  // Policy (inferred): the system default window of visionOS is 1280 × 720 pt (vuplex's visionOS
  // documentation: "system default window size (1280 x 720)"). Points are angular there and the
  // wearer's Window Zoom changes the apparent size, so the window size is the only meaningful
  // input. The scale 2 is an inference (visionOS renders windows at 2x), kept so `pixel` units
  // stay plausible.

  /// Apple Vision Pro, the default window: 1280 × 720 pt, scale 2 (inferred), idiom and mode
  /// `vision`.
  public static let visionPro = DeviceProfile(
    name: "Apple Vision Pro (default window)", identifier: "visionPro",
    aliases: ["vision", "avp", "visionos", "applevisionpro"], family: .vision,
    width: 1280, height: 720, displayScale: 2, pixelsPerInch: nil, diagonalInches: nil)
}
