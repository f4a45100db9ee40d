// iPhone profiles (reference E.1: points, scale from the HIG layout table; PPI and diagonal
// from DeviceKit 5.8.0). All default to the `.large` text size.

extension DeviceProfile {
  /// iPhone SE (3rd generation): 375 × 667 pt @2x, 326 ppi, 4.7" (also SE 2nd, 6–8).
  public static let iPhoneSE3 = DeviceProfile(
    name: "iPhone SE (3rd generation)", identifier: "iPhoneSE3",
    aliases: ["se3", "iphonese", "se"], family: .phone,
    width: 375, height: 667, displayScale: 2, pixelsPerInch: 326, diagonalInches: 4.7)

  // Policy: the HIG lists the 12/13 mini as 360 × 780 pt, but on the device
  // `UIScreen.main.bounds` is 375 × 812 (it renders at 3x, 1125 × 2436, and downsamples to its
  // 1080 × 2340 panel, nativeScale ≈ 2.88). Apps lay out against the runtime bounds, so the
  // catalog uses 375 × 812: that is what a window on the device reports.

  /// iPhone 13 mini: the RUNTIME bounds 375 × 812 pt @3x (not the HIG's 360 × 780), 476 ppi,
  /// 5.4".
  public static let iPhone13Mini = DeviceProfile(
    name: "iPhone 13 mini", identifier: "iPhone13Mini",
    aliases: ["13mini", "12mini", "iphone12mini", "mini13"], family: .phone,
    width: 375, height: 812, displayScale: 3, pixelsPerInch: 476, diagonalInches: 5.4)

  /// iPhone 16e: 390 × 844 pt @3x, 460 ppi, 6.1" (same screen as the 12, 13 and 14).
  public static let iPhone16e = DeviceProfile(
    name: "iPhone 16e", identifier: "iPhone16e",
    aliases: ["16e", "iphone14", "iphone13"], family: .phone,
    width: 390, height: 844, displayScale: 3, pixelsPerInch: 460, diagonalInches: 6.1)

  /// iPhone 15: 393 × 852 pt @3x, 460 ppi, 6.1" (also 14 Pro, 15 Pro, 16).
  public static let iPhone15 = DeviceProfile(
    name: "iPhone 15", identifier: "iPhone15",
    aliases: ["15", "iphone16", "iphone15pro"], family: .phone,
    width: 393, height: 852, displayScale: 3, pixelsPerInch: 460, diagonalInches: 6.1)

  /// iPhone 16 Pro: 402 × 874 pt @3x, 460 ppi, 6.3" (also 17 and 17 Pro).
  public static let iPhone16Pro = DeviceProfile(
    name: "iPhone 16 Pro", identifier: "iPhone16Pro",
    aliases: ["16pro", "iphone17", "iphone17pro"], family: .phone,
    width: 402, height: 874, displayScale: 3, pixelsPerInch: 460, diagonalInches: 6.3)

  /// iPhone 17 Pro Max: 440 × 956 pt @3x, 460 ppi, 6.9" (also 16 Pro Max).
  public static let iPhone17ProMax = DeviceProfile(
    name: "iPhone 17 Pro Max", identifier: "iPhone17ProMax",
    aliases: ["17promax", "promax", "iphone16promax"], family: .phone,
    width: 440, height: 956, displayScale: 3, pixelsPerInch: 460, diagonalInches: 6.9)

  /// iPhone Air: 420 × 912 pt @3x, 460 ppi, 6.5".
  public static let iPhoneAir = DeviceProfile(
    name: "iPhone Air", identifier: "iPhoneAir",
    aliases: [], family: .phone,
    width: 420, height: 912, displayScale: 3, pixelsPerInch: 460, diagonalInches: 6.5)
}
