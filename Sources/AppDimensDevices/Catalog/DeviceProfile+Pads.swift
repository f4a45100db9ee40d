// iPad screen classes: every screen iPadOS 15 runs on, plus the current models; all @2x.
//
// Sources: points from the Apple Human Interface Guidelines, Layout › Specifications ("iOS,
// iPadOS device screen sizes"); pixels, density (ppi) and the marketed diagonal from each
// model's Apple tech specs (support.apple.com/specs). Models that share a panel but are sold
// with a different diagonal (10.9" and 11"; 12.9" and 13") are separate classes. Split View
// widths: published where swift-snapshot-testing's `ViewImageConfig` records them (the 7.9"/9.7",
// 10.5", 11" and 12.9"/13" screens), otherwise the pattern of `SplitViewWidths.inferred`.
// Size classes: regular × regular full screen in both orientations (HIG, Layout › "Device
// size classes"); the panes as `DeviceProfile.sizeClasses(orientation:split:)` says.

extension DeviceProfile {
  /// The published Split View widths of the 768 × 1024 pt screens (7.9" and 9.7").
  static let splitView768 = SplitViewWidths(
    landscapeThird: 320, landscapeHalf: 507, landscapeTwoThirds: 694,
    portraitThird: 320, portraitTwoThirds: 438)

  /// The published Split View widths of the 1024 × 1366 pt screens (12.9" and 13").
  static let splitView1024 = SplitViewWidths(
    landscapeThird: 375, landscapeHalf: 678, landscapeTwoThirds: 981,
    portraitThird: 375, portraitTwoThirds: 639)

  /// iPad mini (5th generation) and iPad mini 4: 768 × 1024 pt (1536 × 2048 px), 326 ppi, 7.9".
  public static let iPadMini5 = DeviceProfile(
    name: "iPad mini (5th generation)", otherNames: ["iPad mini 4"],
    identifier: "iPadMini5", aliases: ["ipadmini5"], family: .pad,
    width: 768, height: 1024, displayScale: 2, pixelsPerInch: 326, diagonalInches: 7.9,
    splitView: splitView768)

  /// iPad (6th generation), iPad (5th generation), iPad Air 2 and iPad Pro (9.7-inch):
  /// 768 × 1024 pt (1536 × 2048 px), 264 ppi, 9.7".
  public static let iPad6 = DeviceProfile(
    name: "iPad (6th generation)",
    otherNames: ["iPad (5th generation)", "iPad Air 2", "iPad Pro (9.7-inch)"],
    identifier: "iPad6", aliases: ["ipad6"], family: .pad,
    width: 768, height: 1024, displayScale: 2, pixelsPerInch: 264, diagonalInches: 9.7,
    splitView: splitView768)

  /// iPad mini (A17 Pro) and iPad mini (6th generation): 744 × 1133 pt (1488 × 2266 px),
  /// 326 ppi, 8.3".
  public static let iPadMiniA17Pro = DeviceProfile(
    name: "iPad mini (A17 Pro)", otherNames: ["iPad mini (6th generation)"],
    identifier: "iPadMiniA17Pro", aliases: ["mini7", "ipadmini7", "ipadmini6"], family: .pad,
    width: 744, height: 1133, displayScale: 2, pixelsPerInch: 326, diagonalInches: 8.3,
    splitView: .inferred(portraitWidth: 744, portraitHeight: 1133))

  /// iPad (9th, 8th and 7th generation): 810 × 1080 pt (1620 × 2160 px), 264 ppi, 10.2".
  public static let iPad9 = DeviceProfile(
    name: "iPad (9th generation)", otherNames: ["iPad (8th generation)", "iPad (7th generation)"],
    identifier: "iPad9", aliases: ["ipad9"], family: .pad,
    width: 810, height: 1080, displayScale: 2, pixelsPerInch: 264, diagonalInches: 10.2,
    splitView: .inferred(portraitWidth: 810, portraitHeight: 1080))

  /// iPad Pro (10.5-inch) and iPad Air (3rd generation): 834 × 1112 pt (1668 × 2224 px),
  /// 264 ppi, 10.5".
  public static let iPadPro105 = DeviceProfile(
    name: "iPad Pro (10.5-inch)", otherNames: ["iPad Air (3rd generation)"],
    identifier: "iPadPro105", aliases: ["ipadpro105", "ipadair3"], family: .pad,
    width: 834, height: 1112, displayScale: 2, pixelsPerInch: 264, diagonalInches: 10.5,
    splitView: SplitViewWidths(
      landscapeThird: 320, landscapeHalf: 551, landscapeTwoThirds: 782,
      portraitThird: 320, portraitTwoThirds: 504))

  /// iPad (10th generation), iPad Air (5th generation) and (4th generation): 820 × 1180 pt
  /// (1640 × 2360 px), 264 ppi, 10.9".
  public static let iPad10 = DeviceProfile(
    name: "iPad (10th generation)",
    otherNames: ["iPad Air (5th generation)", "iPad Air (4th generation)"],
    identifier: "iPad10", aliases: ["ipad10", "ipadair5", "ipadair4"], family: .pad,
    width: 820, height: 1180, displayScale: 2, pixelsPerInch: 264, diagonalInches: 10.9,
    splitView: .inferred(portraitWidth: 820, portraitHeight: 1180))

  /// iPad Air 11-inch (M2, M3) and iPad (A16): the same 820 × 1180 pt panel (1640 × 2360 px,
  /// 264 ppi), sold as 11".
  public static let iPadAir11 = DeviceProfile(
    name: "iPad Air 11-inch (M2/M3)",
    otherNames: ["iPad Air 11-inch (M3)", "iPad Air 11-inch (M2)", "iPad (A16)"],
    identifier: "iPadAir11", aliases: ["air11", "ipadair11"], family: .pad,
    width: 820, height: 1180, displayScale: 2, pixelsPerInch: 264, diagonalInches: 11,
    splitView: .inferred(portraitWidth: 820, portraitHeight: 1180))

  /// iPad Pro 11-inch (1st to 4th generation): 834 × 1194 pt (1668 × 2388 px), 264 ppi, 11".
  public static let iPadPro11Gen4 = DeviceProfile(
    name: "iPad Pro 11-inch (4th generation)",
    otherNames: [
      "iPad Pro 11-inch (3rd generation)", "iPad Pro 11-inch (2nd generation)",
      "iPad Pro 11-inch (1st generation)",
    ],
    identifier: "iPadPro11Gen4", aliases: [], family: .pad,
    width: 834, height: 1194, displayScale: 2, pixelsPerInch: 264, diagonalInches: 11,
    splitView: SplitViewWidths(
      landscapeThird: 375, landscapeHalf: 592, landscapeTwoThirds: 809,
      portraitThird: 320, portraitTwoThirds: 504))

  /// iPad Pro 11-inch (M4) and (M5): 834 × 1210 pt (1668 × 2420 px), 264 ppi, 11".
  public static let iPadPro11M4 = DeviceProfile(
    name: "iPad Pro 11-inch (M4)", otherNames: ["iPad Pro 11-inch (M5)"],
    identifier: "iPadPro11M4", aliases: ["pro11m4"], family: .pad,
    width: 834, height: 1210, displayScale: 2, pixelsPerInch: 264, diagonalInches: 11,
    splitView: .inferred(portraitWidth: 834, portraitHeight: 1210))

  /// iPad Pro 12.9-inch (1st to 6th generation): 1024 × 1366 pt (2048 × 2732 px), 264 ppi,
  /// 12.9", with the published Split View widths.
  public static let iPadPro129 = DeviceProfile(
    name: "iPad Pro 12.9-inch",
    otherNames: [
      "iPad Pro 12.9-inch (6th generation)", "iPad Pro 12.9-inch (5th generation)",
      "iPad Pro 12.9-inch (4th generation)", "iPad Pro 12.9-inch (3rd generation)",
      "iPad Pro 12.9-inch (2nd generation)", "iPad Pro 12.9-inch (1st generation)",
    ],
    identifier: "iPadPro129", aliases: ["pro129"], family: .pad,
    width: 1024, height: 1366, displayScale: 2, pixelsPerInch: 264, diagonalInches: 12.9,
    splitView: splitView1024)

  /// iPad Air 13-inch (M2, M3): the 1024 × 1366 pt panel (2048 × 2732 px, 264 ppi) sold as 13".
  public static let iPadAir13 = DeviceProfile(
    name: "iPad Air 13-inch (M2/M3)",
    otherNames: ["iPad Air 13-inch (M3)", "iPad Air 13-inch (M2)"],
    identifier: "iPadAir13", aliases: ["air13", "ipadair13"], family: .pad,
    width: 1024, height: 1366, displayScale: 2, pixelsPerInch: 264, diagonalInches: 13,
    splitView: splitView1024)

  /// iPad Pro 13-inch (M4) and (M5): 1032 × 1376 pt (2064 × 2752 px), 264 ppi, 13".
  public static let iPadPro13M4 = DeviceProfile(
    name: "iPad Pro 13-inch (M4)", otherNames: ["iPad Pro 13-inch (M5)"],
    identifier: "iPadPro13M4", aliases: ["pro13m4"], family: .pad,
    width: 1032, height: 1376, displayScale: 2, pixelsPerInch: 264, diagonalInches: 13,
    splitView: .inferred(portraitWidth: 1032, portraitHeight: 1376))
}
