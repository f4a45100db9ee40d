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
  public static let w320 = width(320)
  /// Windows 375 points wide (iPhone 6/7 portrait; iPad Pro 12.9" split 1/3).
  public static let w375 = width(375)
  /// Windows 414 points wide (iPhone 6+/7+ portrait).
  public static let w414 = width(414)
  /// Windows 438 points wide (iPad/mini portrait split 2/3).
  public static let w438 = width(438)
  /// Windows 504 points wide (iPad Pro 10.5" portrait split 2/3).
  public static let w504 = width(504)
  /// Windows 507 points wide (iPad/mini landscape split 1/2).
  public static let w507 = width(507)
  /// Windows 551 points wide (iPad Pro 10.5" landscape split 1/2).
  public static let w551 = width(551)
  /// Windows 568 points wide (iPhone 5/SE landscape).
  public static let w568 = width(568)
  /// Windows 639 points wide (iPad Pro 12.9" portrait split 2/3).
  public static let w639 = width(639)
  /// Windows 667 points wide (iPhone 6/7 landscape).
  public static let w667 = width(667)
  /// Windows 678 points wide (iPad Pro 12.9" landscape split 1/2).
  public static let w678 = width(678)
  /// Windows 694 points wide (iPad/mini landscape split 2/3).
  public static let w694 = width(694)
  /// Windows 736 points wide (iPhone 6+/7+ landscape).
  public static let w736 = width(736)
  /// Windows 768 points wide (iPad/mini portrait full).
  public static let w768 = width(768)
  /// Windows 782 points wide (iPad Pro 10.5" landscape split 2/3).
  public static let w782 = width(782)
  /// Windows 834 points wide (iPad Pro 10.5" portrait full).
  public static let w834 = width(834)
  /// Windows 981 points wide (iPad Pro 12.9" landscape split 2/3).
  public static let w981 = width(981)
  /// Windows 1024 points wide (iPad Pro 12.9" portrait / iPad landscape full).
  public static let w1024 = width(1024)
  /// Windows 1112 points wide (iPad Pro 10.5" landscape full).
  public static let w1112 = width(1112)
  /// Windows 1366 points wide (iPad Pro 12.9" landscape full).
  public static let w1366 = width(1366)
}
