// iPhone (and iPod touch) screen classes: every screen iOS 15 runs on, plus the current models.
//
// Sources: points and scale from the Apple Human Interface Guidelines, Layout › Specifications
// ("iOS, iPadOS device screen sizes"); pixels, density (ppi) and diagonal from each model's
// Apple tech specs (support.apple.com/specs). Every class defaults to the Large text size.
// Size classes: every iPhone is compact × regular in portrait; landscape is regular × compact
// on the 414–440 pt wide classes and compact × compact on the others (HIG, Layout › "Device
// size classes"; `DeviceProfile.sizeClasses(orientation:split:)`).

extension DeviceProfile {
  /// iPhone SE (1st generation) and iPod touch (7th generation): 320 × 568 pt @2x
  /// (640 × 1136 px), 326 ppi, 4".
  public static let iPhoneSE1 = DeviceProfile(
    name: "iPhone SE (1st generation)", otherNames: ["iPod touch (7th generation)"],
    identifier: "iPhoneSE1", aliases: ["se1", "ipodtouch"], family: .phone,
    width: 320, height: 568, displayScale: 2, pixelsPerInch: 326, diagonalInches: 4)

  /// iPhone SE (2nd and 3rd generation), 6s, 7 and 8: 375 × 667 pt @2x (750 × 1334 px),
  /// 326 ppi, 4.7".
  public static let iPhoneSE3 = DeviceProfile(
    name: "iPhone SE (3rd generation)",
    otherNames: ["iPhone SE (2nd generation)", "iPhone 8", "iPhone 7", "iPhone 6s"],
    identifier: "iPhoneSE3", aliases: ["se3", "se2"], family: .phone,
    width: 375, height: 667, displayScale: 2, pixelsPerInch: 326, diagonalInches: 4.7)

  // Policy: the Plus models render at 3x (1242 × 2208) and downsample to their 1080 × 1920
  // panel (native scale ≈ 2.61); the display scale a window reports is 3.

  /// iPhone 8 Plus, 7 Plus and 6s Plus: 414 × 736 pt @3x (1080 × 1920 px panel), 401 ppi, 5.5".
  public static let iPhone8Plus = DeviceProfile(
    name: "iPhone 8 Plus", otherNames: ["iPhone 7 Plus", "iPhone 6s Plus"],
    identifier: "iPhone8Plus", aliases: ["8plus"], family: .phone,
    width: 414, height: 736, displayScale: 3, pixelsPerInch: 401, diagonalInches: 5.5)

  /// iPhone 11 Pro, XS and X: 375 × 812 pt @3x (1125 × 2436 px), 458 ppi, 5.8".
  public static let iPhone11Pro = DeviceProfile(
    name: "iPhone 11 Pro", otherNames: ["iPhone XS", "iPhone X"],
    identifier: "iPhone11Pro", aliases: ["11pro"], family: .phone,
    width: 375, height: 812, displayScale: 3, pixelsPerInch: 458, diagonalInches: 5.8)

  // Policy: the HIG lists the 12/13 mini as 360 × 780 pt, but on the device
  // `UIScreen.main.bounds` is 375 × 812 (it renders at 3x, 1125 × 2436, and downsamples to its
  // 1080 × 2340 panel, nativeScale ≈ 2.88). Apps lay out against the runtime bounds, so the
  // catalog uses 375 × 812: that is what a window on the device reports.

  /// iPhone 13 mini and 12 mini: the RUNTIME bounds 375 × 812 pt @3x (not the HIG's
  /// 360 × 780), 476 ppi, 5.4".
  public static let iPhone13Mini = DeviceProfile(
    name: "iPhone 13 mini", otherNames: ["iPhone 12 mini"],
    identifier: "iPhone13Mini", aliases: ["13mini", "12mini", "mini13"], family: .phone,
    width: 375, height: 812, displayScale: 3, pixelsPerInch: 476, diagonalInches: 5.4)

  /// iPhone 11 and XR: 414 × 896 pt @2x (828 × 1792 px), 326 ppi, 6.1".
  public static let iPhone11 = DeviceProfile(
    name: "iPhone 11", otherNames: ["iPhone XR"],
    identifier: "iPhone11", aliases: ["xr"], family: .phone,
    width: 414, height: 896, displayScale: 2, pixelsPerInch: 326, diagonalInches: 6.1)

  /// iPhone 11 Pro Max and XS Max: 414 × 896 pt @3x (1242 × 2688 px), 458 ppi, 6.5".
  public static let iPhone11ProMax = DeviceProfile(
    name: "iPhone 11 Pro Max", otherNames: ["iPhone XS Max"],
    identifier: "iPhone11ProMax", aliases: ["11promax", "xsmax"], family: .phone,
    width: 414, height: 896, displayScale: 3, pixelsPerInch: 458, diagonalInches: 6.5)

  /// iPhone 16e, 14, 13 Pro, 13, 12 Pro and 12: 390 × 844 pt @3x (1170 × 2532 px), 460 ppi,
  /// 6.1".
  public static let iPhone16e = DeviceProfile(
    name: "iPhone 16e",
    otherNames: ["iPhone 14", "iPhone 13 Pro", "iPhone 13", "iPhone 12 Pro", "iPhone 12"],
    identifier: "iPhone16e", aliases: ["16e"], family: .phone,
    width: 390, height: 844, displayScale: 3, pixelsPerInch: 460, diagonalInches: 6.1)

  /// iPhone 14 Plus, 13 Pro Max and 12 Pro Max: 428 × 926 pt @3x (1284 × 2778 px), 458 ppi,
  /// 6.7".
  public static let iPhone14Plus = DeviceProfile(
    name: "iPhone 14 Plus", otherNames: ["iPhone 13 Pro Max", "iPhone 12 Pro Max"],
    identifier: "iPhone14Plus", aliases: ["14plus"], family: .phone,
    width: 428, height: 926, displayScale: 3, pixelsPerInch: 458, diagonalInches: 6.7)

  /// iPhone 15, 16, 15 Pro and 14 Pro: 393 × 852 pt @3x (1179 × 2556 px), 460 ppi, 6.1".
  public static let iPhone15 = DeviceProfile(
    name: "iPhone 15", otherNames: ["iPhone 16", "iPhone 15 Pro", "iPhone 14 Pro"],
    identifier: "iPhone15", aliases: ["15"], family: .phone,
    width: 393, height: 852, displayScale: 3, pixelsPerInch: 460, diagonalInches: 6.1)

  /// iPhone 15 Pro Max, 16 Plus, 15 Plus and 14 Pro Max: 430 × 932 pt @3x (1290 × 2796 px),
  /// 460 ppi, 6.7".
  public static let iPhone15ProMax = DeviceProfile(
    name: "iPhone 15 Pro Max",
    otherNames: ["iPhone 16 Plus", "iPhone 15 Plus", "iPhone 14 Pro Max"],
    identifier: "iPhone15ProMax", aliases: ["15promax"], family: .phone,
    width: 430, height: 932, displayScale: 3, pixelsPerInch: 460, diagonalInches: 6.7)

  /// iPhone 16 Pro, 17 and 17 Pro: 402 × 874 pt @3x (1206 × 2622 px), 460 ppi, 6.3".
  public static let iPhone16Pro = DeviceProfile(
    name: "iPhone 16 Pro", otherNames: ["iPhone 17", "iPhone 17 Pro"],
    identifier: "iPhone16Pro", aliases: ["16pro"], family: .phone,
    width: 402, height: 874, displayScale: 3, pixelsPerInch: 460, diagonalInches: 6.3)

  /// iPhone Air: 420 × 912 pt @3x (1260 × 2736 px), 460 ppi, 6.5".
  public static let iPhoneAir = DeviceProfile(
    name: "iPhone Air", identifier: "iPhoneAir", aliases: [], family: .phone,
    width: 420, height: 912, displayScale: 3, pixelsPerInch: 460, diagonalInches: 6.5)

  /// iPhone 17 Pro Max and 16 Pro Max: 440 × 956 pt @3x (1320 × 2868 px), 460 ppi, 6.9".
  public static let iPhone17ProMax = DeviceProfile(
    name: "iPhone 17 Pro Max", otherNames: ["iPhone 16 Pro Max"],
    identifier: "iPhone17ProMax", aliases: ["17promax", "16promax"], family: .phone,
    width: 440, height: 956, displayScale: 3, pixelsPerInch: 460, diagonalInches: 6.9)
}
