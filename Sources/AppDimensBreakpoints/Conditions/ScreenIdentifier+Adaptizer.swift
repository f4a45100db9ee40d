extension ScreenIdentifier {
  /// Every width Adaptizer named, in points, ascending (`w320 … w1366`): the edges of the width
  /// buckets of every table (``Breakpoints/bucket(of:)``).
  ///
  /// | key | Adaptizer size class | devices | meaning |
  /// |---|---|---|---|
  /// | `w320` | wC | iPhone, iPad | iPhone 5/5s/SE portrait; iPad/iPad mini split 1/3 |
  /// | `w375` | wC | iPhone, iPad | iPhone 6/7 portrait; iPad Pro 12.9" split 1/3 |
  /// | `w414` | wC | iPhone | iPhone 6+/7+ portrait |
  /// | `w438` | wC | iPad | iPad/mini portrait split 2/3 |
  /// | `w504` | wC | iPad | iPad Pro 10.5" portrait split 2/3 |
  /// | `w507` | wC | iPad | iPad/mini landscape split 1/2 |
  /// | `w551` | wC | iPad | iPad Pro 10.5" landscape split 1/2 |
  /// | `w568` | wC | iPhone | iPhone 5/SE landscape |
  /// | `w639` | wC | iPad | iPad Pro 12.9" portrait split 2/3 |
  /// | `w667` | wC | iPhone | iPhone 6/7 landscape |
  /// | `w678` | wR | iPad | iPad Pro 12.9" landscape split 1/2 |
  /// | `w694` | wR | iPad | iPad/mini landscape split 2/3 |
  /// | `w736` | wR | iPhone | iPhone 6+/7+ landscape |
  /// | `w768` | wR | iPad | iPad/mini portrait full |
  /// | `w782` | wR | iPad | iPad Pro 10.5" landscape split 2/3 |
  /// | `w834` | wR | iPad | iPad Pro 10.5" portrait full |
  /// | `w981` | wR | iPad | iPad Pro 12.9" landscape split 2/3 |
  /// | `w1024` | wR | iPad | iPad Pro 12.9" portrait / iPad landscape full |
  /// | `w1112` | wR | iPad | iPad Pro 10.5" landscape full |
  /// | `w1366` | wR | iPad | iPad Pro 12.9" landscape full |
  ///
  /// The Adaptizer size class is what the width meant on the devices of its time; resolution
  /// never uses it (a window's size class comes from its configuration, see
  /// ``/AppDimens/SizeClass/horizontal(in:)``).
  public static let adaptizerWidths: [Double] = [
    320, 375, 414, 438, 504, 507, 551, 568, 639, 667,
    678, 694, 736, 768, 782, 834, 981, 1024, 1112, 1366,
  ]

  /// The narrowest of Adaptizer's widths, 320 points: its bucket (or that of a narrower width
  /// key of the table) also covers every narrower window.
  @inlinable
  static var narrowestAdaptizerWidth: Double { 320 }

  /// The first of Adaptizer's widths above `points`, or +∞ from 1366 up: where the bucket of a
  /// width key ends when the table has no key in between.
  ///
  /// | points | edge |
  /// |---|---|
  /// | 200 | 320 |
  /// | 320 | 375 |
  /// | 390 | 414 |
  /// | 1112 | 1366 |
  /// | 1366 | +∞ |
  /// | −∞ | 320 |
  @inlinable
  static func adaptizerEdge(above p: Double) -> Double {
    // Policy: a comparison tree over the twenty widths of ``adaptizerWidths`` (a test checks it
    // against that list at every width and between), about five comparisons per key when a
    // table is built; NaN, never a key, compares false and gives 320.
    if !(p >= 551) {
      if !(p >= 414) { return !(p >= 320) ? 320 : p < 375 ? 375 : 414 }
      return p < 438 ? 438 : p < 504 ? 504 : p < 507 ? 507 : 551
    }
    if p < 736 {
      if p < 667 { return p < 568 ? 568 : p < 639 ? 639 : 667 }
      return p < 678 ? 678 : p < 694 ? 694 : 736
    }
    if p < 1024 { return p < 768 ? 768 : p < 782 ? 782 : p < 834 ? 834 : p < 981 ? 981 : 1024 }
    return p < 1112 ? 1112 : p < 1366 ? 1366 : .infinity
  }

  /// Adaptizer's 320-point width (iPhone 5/5s/SE portrait; iPad/iPad mini split 1/3).
  @inlinable public static var w320: ScreenIdentifier { width(320) }
  /// Adaptizer's 375-point width (iPhone 6/7 portrait; iPad Pro 12.9" split 1/3).
  @inlinable public static var w375: ScreenIdentifier { width(375) }
  /// Adaptizer's 414-point width (iPhone 6+/7+ portrait).
  @inlinable public static var w414: ScreenIdentifier { width(414) }
  /// Adaptizer's 438-point width (iPad/mini portrait split 2/3).
  @inlinable public static var w438: ScreenIdentifier { width(438) }
  /// Adaptizer's 504-point width (iPad Pro 10.5" portrait split 2/3).
  @inlinable public static var w504: ScreenIdentifier { width(504) }
  /// Adaptizer's 507-point width (iPad/mini landscape split 1/2).
  @inlinable public static var w507: ScreenIdentifier { width(507) }
  /// Adaptizer's 551-point width (iPad Pro 10.5" landscape split 1/2).
  @inlinable public static var w551: ScreenIdentifier { width(551) }
  /// Adaptizer's 568-point width (iPhone 5/SE landscape).
  @inlinable public static var w568: ScreenIdentifier { width(568) }
  /// Adaptizer's 639-point width (iPad Pro 12.9" portrait split 2/3).
  @inlinable public static var w639: ScreenIdentifier { width(639) }
  /// Adaptizer's 667-point width (iPhone 6/7 landscape).
  @inlinable public static var w667: ScreenIdentifier { width(667) }
  /// Adaptizer's 678-point width (iPad Pro 12.9" landscape split 1/2).
  @inlinable public static var w678: ScreenIdentifier { width(678) }
  /// Adaptizer's 694-point width (iPad/mini landscape split 2/3).
  @inlinable public static var w694: ScreenIdentifier { width(694) }
  /// Adaptizer's 736-point width (iPhone 6+/7+ landscape).
  @inlinable public static var w736: ScreenIdentifier { width(736) }
  /// Adaptizer's 768-point width (iPad/mini portrait full).
  @inlinable public static var w768: ScreenIdentifier { width(768) }
  /// Adaptizer's 782-point width (iPad Pro 10.5" landscape split 2/3).
  @inlinable public static var w782: ScreenIdentifier { width(782) }
  /// Adaptizer's 834-point width (iPad Pro 10.5" portrait full).
  @inlinable public static var w834: ScreenIdentifier { width(834) }
  /// Adaptizer's 981-point width (iPad Pro 12.9" landscape split 2/3).
  @inlinable public static var w981: ScreenIdentifier { width(981) }
  /// Adaptizer's 1024-point width (iPad Pro 12.9" portrait / iPad landscape full).
  @inlinable public static var w1024: ScreenIdentifier { width(1024) }
  /// Adaptizer's 1112-point width (iPad Pro 10.5" landscape full).
  @inlinable public static var w1112: ScreenIdentifier { width(1112) }
  /// Adaptizer's 1366-point width (iPad Pro 12.9" landscape full).
  @inlinable public static var w1366: ScreenIdentifier { width(1366) }
}
