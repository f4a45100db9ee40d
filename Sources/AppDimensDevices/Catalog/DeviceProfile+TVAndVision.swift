// Apple TV and Apple Vision Pro screen classes: every Apple TV tvOS 15 runs on, and the Vision
// Pro window of visionOS 1.
//
// Sources: Apple TV — the Apple Human Interface Guidelines, Layout › Specifications (tvOS:
// 1920 × 1080 pt, @1x on Apple TV HD and @2x on Apple TV 4K) and the Apple TV tech specs.
// tvOS has no Dynamic Type (HIG, Typography): the category of these windows is ignored.
//
// Policy: neither has a fixed physical screen, so `pixelsPerInch` and `diagonalInches` are nil
// (a breakpoint or unit conversion must not pretend to know the television). Neither rotates:
// their size is given landscape, as the system reports it.

extension DeviceProfile {
  /// Apple TV HD (formerly Apple TV, 4th generation): a 1920 × 1080 pt screen @1x.
  public static let appleTVHD = DeviceProfile(
    name: "Apple TV HD", otherNames: ["Apple TV (4th generation)"],
    identifier: "appleTVHD", aliases: ["tvhd"], family: .tv,
    width: 1920, height: 1080, displayScale: 1, pixelsPerInch: nil, diagonalInches: nil)

  /// Apple TV 4K (every generation): a 1920 × 1080 pt screen @2x (3840 × 2160 px).
  public static let appleTV4K = DeviceProfile(
    name: "Apple TV 4K",
    otherNames: [
      "Apple TV 4K (3rd generation)", "Apple TV 4K (2nd generation)",
      "Apple TV 4K (1st generation)",
    ],
    identifier: "appleTV4K", aliases: ["tv4k"], family: .tv,
    width: 1920, height: 1080, displayScale: 2, pixelsPerInch: nil, diagonalInches: nil)

  // Policy (inferred): the system default window of visionOS is 1280 × 720 pt (vuplex's visionOS
  // documentation: "system default window size (1280 x 720)"). Points are angular there and the
  // wearer's Window Zoom changes the apparent size, so the window size is the only meaningful
  // input. The scale 2 is an inference (visionOS renders windows at 2x), kept so `pixel` units
  // stay plausible.

  /// Apple Vision Pro, the default window: 1280 × 720 pt, scale 2 (inferred), idiom and mode
  /// `vision`; text follows the iOS ramp (Apple publishes no visionOS table).
  public static let visionPro = DeviceProfile(
    name: "Apple Vision Pro (default window)", otherNames: ["Apple Vision Pro"],
    identifier: "visionPro", aliases: ["avp"], family: .vision,
    width: 1280, height: 720, displayScale: 2, pixelsPerInch: nil, diagonalInches: nil)
}
