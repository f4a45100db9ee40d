// iPad profiles (reference E.2: portrait points, all @2x; E.3: Split View widths). The 12.9"
// uses its published Split View widths; the newer screens use the inferred pattern of
// `SplitViewWidths.inferred` (documented there).

extension DeviceProfile {
  /// iPad mini (A17 Pro): 744 × 1133 pt @2x, 326 ppi, 8.3" (also the 6th generation).
  public static let iPadMiniA17Pro = DeviceProfile(
    name: "iPad mini (A17 Pro)", identifier: "iPadMiniA17Pro",
    aliases: ["ipadmini", "mini7", "ipadmini7", "ipadmini6"], family: .pad,
    width: 744, height: 1133, displayScale: 2, pixelsPerInch: 326, diagonalInches: 8.3,
    splitView: .inferred(portraitWidth: 744, portraitHeight: 1133))

  /// iPad Air 11-inch (M2/M3): 820 × 1180 pt @2x, 264 ppi, 11" (also iPad 10th, iPad A16).
  public static let iPadAir11 = DeviceProfile(
    name: "iPad Air 11-inch (M2/M3)", identifier: "iPadAir11",
    aliases: ["ipadair", "air11", "ipadair11m2", "ipadair11m3", "ipad"], family: .pad,
    width: 820, height: 1180, displayScale: 2, pixelsPerInch: 264, diagonalInches: 11,
    splitView: .inferred(portraitWidth: 820, portraitHeight: 1180))

  /// iPad Pro 11-inch (M4): 834 × 1210 pt @2x, 264 ppi, 11" (also M5).
  public static let iPadPro11M4 = DeviceProfile(
    name: "iPad Pro 11-inch (M4)", identifier: "iPadPro11M4",
    aliases: ["ipadpro11", "pro11", "ipadpro11m5"], family: .pad,
    width: 834, height: 1210, displayScale: 2, pixelsPerInch: 264, diagonalInches: 11,
    splitView: .inferred(portraitWidth: 834, portraitHeight: 1210))

  /// iPad Pro 12.9-inch (all generations): 1024 × 1366 pt @2x, 264 ppi, 12.9" (also the
  /// 13" Air), with the published Split View widths.
  public static let iPadPro129 = DeviceProfile(
    name: "iPad Pro 12.9-inch", identifier: "iPadPro129",
    aliases: ["ipadpro12", "pro129", "ipadair13"], family: .pad,
    width: 1024, height: 1366, displayScale: 2, pixelsPerInch: 264, diagonalInches: 12.9,
    splitView: SplitViewWidths(
      landscapeThird: 375, landscapeHalf: 678, landscapeTwoThirds: 981,
      portraitThird: 375, portraitTwoThirds: 639))

  /// iPad Pro 13-inch (M4): 1032 × 1376 pt @2x, 264 ppi, 13" (also M5).
  public static let iPadPro13M4 = DeviceProfile(
    name: "iPad Pro 13-inch (M4)", identifier: "iPadPro13M4",
    aliases: ["ipadpro13", "pro13", "ipadpro", "ipadpro13m5"], family: .pad,
    width: 1032, height: 1376, displayScale: 2, pixelsPerInch: 264, diagonalInches: 13,
    splitView: .inferred(portraitWidth: 1032, portraitHeight: 1376))
}
