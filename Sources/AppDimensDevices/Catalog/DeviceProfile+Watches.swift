// Apple Watch profiles (reference E.4: points = HIG pixels ÷ 2, all @2x; PPI from DeviceKit;
// default text size from the HIG watchOS type ramp, A.2).
//
// Policy: the reference gives no watch diagonals, so `diagonalInches` is derived from the
// pixels and the density, √(px_w² + px_h²) ÷ ppi, and rounded to 0.01".

extension DeviceProfile {
  /// Apple Watch Series 9 (41 mm): 176 × 215 pt @2x, 326 ppi, default text size Large.
  public static let appleWatch41mm = DeviceProfile(
    name: "Apple Watch Series 9 (41 mm)", identifier: "appleWatch41mm",
    aliases: ["watch41", "41mm", "series941", "watch"], family: .watch,
    width: 176, height: 215, displayScale: 2, pixelsPerInch: 326, diagonalInches: 1.70,
    defaultCategory: .large)

  /// Apple Watch Series 9 (45 mm): 198 × 242 pt @2x, 326 ppi, default text size xLarge.
  public static let appleWatch45mm = DeviceProfile(
    name: "Apple Watch Series 9 (45 mm)", identifier: "appleWatch45mm",
    aliases: ["watch45", "45mm", "series945"], family: .watch,
    width: 198, height: 242, displayScale: 2, pixelsPerInch: 326, diagonalInches: 1.92,
    defaultCategory: .xLarge)

  /// Apple Watch Ultra 2 (49 mm): 205 × 251 pt @2x, 338 ppi, default text size xLarge.
  public static let appleWatchUltra2 = DeviceProfile(
    name: "Apple Watch Ultra 2 (49 mm)", identifier: "appleWatchUltra2",
    aliases: ["ultra2", "watchultra", "ultra", "49mm", "watch49"], family: .watch,
    width: 205, height: 251, displayScale: 2, pixelsPerInch: 338, diagonalInches: 1.92,
    defaultCategory: .xLarge)
}
