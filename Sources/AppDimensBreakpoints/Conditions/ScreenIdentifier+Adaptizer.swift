extension ScreenIdentifier {
  /// Every exact width Adaptizer named, in points, ascending (`w320 … w1366`).
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

  /// Windows 320 points wide (iPhone 5/5s/SE portrait; iPad/iPad mini split 1/3).
  @inlinable public static var w320: ScreenIdentifier { width(320) }
  /// Windows 375 points wide (iPhone 6/7 portrait; iPad Pro 12.9" split 1/3).
  @inlinable public static var w375: ScreenIdentifier { width(375) }
  /// Windows 414 points wide (iPhone 6+/7+ portrait).
  @inlinable public static var w414: ScreenIdentifier { width(414) }
  /// Windows 438 points wide (iPad/mini portrait split 2/3).
  @inlinable public static var w438: ScreenIdentifier { width(438) }
  /// Windows 504 points wide (iPad Pro 10.5" portrait split 2/3).
  @inlinable public static var w504: ScreenIdentifier { width(504) }
  /// Windows 507 points wide (iPad/mini landscape split 1/2).
  @inlinable public static var w507: ScreenIdentifier { width(507) }
  /// Windows 551 points wide (iPad Pro 10.5" landscape split 1/2).
  @inlinable public static var w551: ScreenIdentifier { width(551) }
  /// Windows 568 points wide (iPhone 5/SE landscape).
  @inlinable public static var w568: ScreenIdentifier { width(568) }
  /// Windows 639 points wide (iPad Pro 12.9" portrait split 2/3).
  @inlinable public static var w639: ScreenIdentifier { width(639) }
  /// Windows 667 points wide (iPhone 6/7 landscape).
  @inlinable public static var w667: ScreenIdentifier { width(667) }
  /// Windows 678 points wide (iPad Pro 12.9" landscape split 1/2).
  @inlinable public static var w678: ScreenIdentifier { width(678) }
  /// Windows 694 points wide (iPad/mini landscape split 2/3).
  @inlinable public static var w694: ScreenIdentifier { width(694) }
  /// Windows 736 points wide (iPhone 6+/7+ landscape).
  @inlinable public static var w736: ScreenIdentifier { width(736) }
  /// Windows 768 points wide (iPad/mini portrait full).
  @inlinable public static var w768: ScreenIdentifier { width(768) }
  /// Windows 782 points wide (iPad Pro 10.5" landscape split 2/3).
  @inlinable public static var w782: ScreenIdentifier { width(782) }
  /// Windows 834 points wide (iPad Pro 10.5" portrait full).
  @inlinable public static var w834: ScreenIdentifier { width(834) }
  /// Windows 981 points wide (iPad Pro 12.9" landscape split 2/3).
  @inlinable public static var w981: ScreenIdentifier { width(981) }
  /// Windows 1024 points wide (iPad Pro 12.9" portrait / iPad landscape full).
  @inlinable public static var w1024: ScreenIdentifier { width(1024) }
  /// Windows 1112 points wide (iPad Pro 10.5" landscape full).
  @inlinable public static var w1112: ScreenIdentifier { width(1112) }
  /// Windows 1366 points wide (iPad Pro 12.9" landscape full).
  @inlinable public static var w1366: ScreenIdentifier { width(1366) }
}
