// Apple Watch screen classes: every screen watchOS 8 runs on, plus the current models; all @2x.
//
// Sources: pixels from the Apple Human Interface Guidelines, Layout › Specifications ("watchOS
// display sizes"; points = pixels ÷ 2) and the Apple Watch tech specs; densities from the tech
// specs where Apple gives them, else DeviceKit 5.8.0; the default text size per case from the
// HIG, Typography › Specifications ("watchOS Dynamic Type sizes": Small on 38 mm; Large on 40,
// 41 and 42 mm; xLarge on 44, 45 and 49 mm; 46 mm is not named there and follows its size,
// inferred). Size classes: compact × compact (one full-screen window).
//
// Policy: Apple gives no watch diagonals, so `diagonalInches` is derived from the pixels and the
// density, √(px_w² + px_h²) ÷ ppi, rounded to 0.01".

extension DeviceProfile {
  /// Apple Watch Series 1–3 (38 mm): 136 × 170 pt @2x (272 × 340 px), 290 ppi, default text
  /// size Small.
  public static let appleWatch38mm = DeviceProfile(
    name: "Apple Watch Series 3 (38 mm)",
    otherNames: ["Apple Watch Series 2 (38 mm)", "Apple Watch Series 1 (38 mm)"],
    identifier: "appleWatch38mm", aliases: ["38mm", "watch38"], family: .watch,
    width: 136, height: 170, displayScale: 2, pixelsPerInch: 290, diagonalInches: 1.50,
    defaultCategory: .small)

  /// Apple Watch Series 1–3 (42 mm): 156 × 195 pt @2x (312 × 390 px), 303 ppi, default text
  /// size Large.
  public static let appleWatch42mmSeries3 = DeviceProfile(
    name: "Apple Watch Series 3 (42 mm)",
    otherNames: ["Apple Watch Series 2 (42 mm)", "Apple Watch Series 1 (42 mm)"],
    identifier: "appleWatch42mmSeries3", aliases: ["42mm", "series342"], family: .watch,
    width: 156, height: 195, displayScale: 2, pixelsPerInch: 303, diagonalInches: 1.65,
    defaultCategory: .large)

  /// Apple Watch SE (all generations) and Series 4–6 (40 mm): 162 × 197 pt @2x (324 × 394 px),
  /// 326 ppi, default text size Large.
  public static let appleWatch40mm = DeviceProfile(
    name: "Apple Watch SE (40 mm)",
    otherNames: [
      "Apple Watch SE 3 (40 mm)", "Apple Watch SE (2nd generation) (40 mm)",
      "Apple Watch Series 6 (40 mm)", "Apple Watch Series 5 (40 mm)",
      "Apple Watch Series 4 (40 mm)",
    ],
    identifier: "appleWatch40mm", aliases: ["40mm", "watch40"], family: .watch,
    width: 162, height: 197, displayScale: 2, pixelsPerInch: 326, diagonalInches: 1.56,
    defaultCategory: .large)

  /// Apple Watch SE (all generations) and Series 4–6 (44 mm): 184 × 224 pt @2x (368 × 448 px),
  /// 326 ppi, default text size xLarge.
  public static let appleWatch44mm = DeviceProfile(
    name: "Apple Watch SE (44 mm)",
    otherNames: [
      "Apple Watch SE 3 (44 mm)", "Apple Watch SE (2nd generation) (44 mm)",
      "Apple Watch Series 6 (44 mm)", "Apple Watch Series 5 (44 mm)",
      "Apple Watch Series 4 (44 mm)",
    ],
    identifier: "appleWatch44mm", aliases: ["44mm", "watch44"], family: .watch,
    width: 184, height: 224, displayScale: 2, pixelsPerInch: 326, diagonalInches: 1.78,
    defaultCategory: .xLarge)

  /// Apple Watch Series 7–9 (41 mm): 176 × 215 pt @2x (352 × 430 px), 326 ppi, default text
  /// size Large.
  public static let appleWatch41mm = DeviceProfile(
    name: "Apple Watch Series 9 (41 mm)",
    otherNames: ["Apple Watch Series 8 (41 mm)", "Apple Watch Series 7 (41 mm)"],
    identifier: "appleWatch41mm", aliases: ["41mm", "watch41"], family: .watch,
    width: 176, height: 215, displayScale: 2, pixelsPerInch: 326, diagonalInches: 1.70,
    defaultCategory: .large)

  /// Apple Watch Series 7–9 (45 mm): 198 × 242 pt @2x (396 × 484 px), 326 ppi, default text
  /// size xLarge.
  public static let appleWatch45mm = DeviceProfile(
    name: "Apple Watch Series 9 (45 mm)",
    otherNames: ["Apple Watch Series 8 (45 mm)", "Apple Watch Series 7 (45 mm)"],
    identifier: "appleWatch45mm", aliases: ["45mm", "watch45"], family: .watch,
    width: 198, height: 242, displayScale: 2, pixelsPerInch: 326, diagonalInches: 1.92,
    defaultCategory: .xLarge)

  /// Apple Watch Series 10 and 11 (42 mm): 187 × 223 pt @2x (374 × 446 px), 326 ppi, default
  /// text size Large.
  public static let appleWatch42mm = DeviceProfile(
    name: "Apple Watch Series 10 (42 mm)", otherNames: ["Apple Watch Series 11 (42 mm)"],
    identifier: "appleWatch42mm", aliases: ["42mm", "series1042"], family: .watch,
    width: 187, height: 223, displayScale: 2, pixelsPerInch: 326, diagonalInches: 1.79,
    defaultCategory: .large)

  /// Apple Watch Series 10 and 11 (46 mm): 208 × 248 pt @2x (416 × 496 px), 326 ppi, default
  /// text size xLarge (inferred: the HIG does not name 46 mm).
  public static let appleWatch46mm = DeviceProfile(
    name: "Apple Watch Series 10 (46 mm)", otherNames: ["Apple Watch Series 11 (46 mm)"],
    identifier: "appleWatch46mm", aliases: ["46mm", "watch46"], family: .watch,
    width: 208, height: 248, displayScale: 2, pixelsPerInch: 326, diagonalInches: 1.99,
    defaultCategory: .xLarge)

  /// Apple Watch Ultra 2 and Ultra (49 mm): 205 × 251 pt @2x (410 × 502 px), 338 ppi, default
  /// text size xLarge.
  public static let appleWatchUltra2 = DeviceProfile(
    name: "Apple Watch Ultra 2 (49 mm)",
    otherNames: ["Apple Watch Ultra (49 mm)", "Apple Watch Ultra"],
    identifier: "appleWatchUltra2", aliases: ["49mm", "ultra2"], family: .watch,
    width: 205, height: 251, displayScale: 2, pixelsPerInch: 338, diagonalInches: 1.92,
    defaultCategory: .xLarge)

  /// Apple Watch Ultra 3 (49 mm): 211 × 257 pt @2x (422 × 514 px), 338 ppi, default text size
  /// xLarge.
  public static let appleWatchUltra3 = DeviceProfile(
    name: "Apple Watch Ultra 3 (49 mm)",
    identifier: "appleWatchUltra3", aliases: ["49mm", "ultra3"], family: .watch,
    width: 211, height: 257, displayScale: 2, pixelsPerInch: 338, diagonalInches: 1.97,
    defaultCategory: .xLarge)
}
