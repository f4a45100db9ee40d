import AppDimensTestSupport
import Testing

@testable import AppDimensDynamicType

// Test support: the reference tables (tolerance, the seeded generator and the measured
// UIFontMetrics dump are the kit's).

extension MeasuredMetricsCell {
  /// The portable style of the measured cell.
  var textStyle: TextStyle { TextStyle(rawValue: style) ?? .body }
}

/// Parses a reference cell "size/leading" into numbers.
func referenceCell(_ cell: String) -> (size: Double, leading: Double)? {
  let parts = cell.split(separator: "/")
  guard parts.count == 2, let size = Double(String(parts[0])),
    let leading = Double(String(parts[1]))
  else { return nil }
  return (size, leading)
}

/// The reference's iOS column order, as independent literals.
let referenceIOSColumns: [ContentSizeCategory] = [
  .xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge, .accessibility1,
  .accessibility2, .accessibility3, .accessibility4, .accessibility5,
]

/// The reference's watchOS column order: xS S L xL xxL xxxL AX1 AX2 AX3.
let referenceWatchColumns: [WatchContentSizeCategory] = [
  .xSmall, .small, .large, .xLarge, .xxLarge, .xxxLarge, .accessibility1, .accessibility2,
  .accessibility3,
]

/// The reference's size at `.large` of an iOS style, read from the table (column L).
func referenceIOSSize(_ style: String, _ column: Int) -> Double? {
  referenceIOS.first { $0.style == style }.flatMap { referenceCell($0.cells[column])?.size }
}

// Expected values copied from the HIG (Typography › Specifications,
// https://developer.apple.com/design/human-interface-guidelines/typography), independently of
// the sources: one string per style, "size/leading" cells in the reference's column order.

/// The iOS/iPadOS table (A.1): style name → 12 "size/leading" cells, xS … AX5.
let referenceIOS: [(style: String, cells: [String])] = [
  (
    "largeTitle",
    [
      "31/38", "32/39", "33/40", "34/41", "36/43", "38/46", "40/48", "44/52", "48/57", "52/61",
      "56/66", "60/70",
    ]
  ),
  (
    "title1",
    [
      "25/31", "26/32", "27/33", "28/34", "30/37", "32/39", "34/41", "38/46", "43/51", "48/57",
      "53/62", "58/68",
    ]
  ),
  (
    "title2",
    [
      "19/24", "20/25", "21/26", "22/28", "24/30", "26/32", "28/34", "34/41", "39/47", "44/52",
      "50/59", "56/66",
    ]
  ),
  (
    "title3",
    [
      "17/22", "18/23", "19/24", "20/25", "22/28", "24/30", "26/32", "31/38", "37/44", "43/51",
      "49/58", "55/65",
    ]
  ),
  (
    "headline",
    [
      "14/19", "15/20", "16/21", "17/22", "19/24", "21/26", "23/29", "28/34", "33/40", "40/48",
      "47/56", "53/62",
    ]
  ),
  (
    "body",
    [
      "14/19", "15/20", "16/21", "17/22", "19/24", "21/26", "23/29", "28/34", "33/40", "40/48",
      "47/56", "53/62",
    ]
  ),
  (
    "callout",
    [
      "13/18", "14/19", "15/20", "16/21", "18/23", "20/25", "22/28", "26/32", "32/39", "38/46",
      "44/52", "51/60",
    ]
  ),
  (
    "subheadline",
    [
      "12/16", "13/18", "14/19", "15/20", "17/22", "19/24", "21/28", "25/31", "30/37", "36/43",
      "42/50", "49/58",
    ]
  ),
  (
    "footnote",
    [
      "12/16", "12/16", "12/16", "13/18", "15/20", "17/22", "19/24", "23/29", "27/33", "33/40",
      "38/46", "44/52",
    ]
  ),
  (
    "caption1",
    [
      "11/13", "11/13", "11/13", "12/16", "14/19", "16/21", "18/23", "22/28", "26/32", "32/39",
      "37/44", "43/51",
    ]
  ),
  (
    "caption2",
    [
      "11/13", "11/13", "11/13", "11/13", "13/18", "15/20", "17/22", "20/25", "24/30", "29/35",
      "34/41", "40/48",
    ]
  ),
]

/// The watchOS table (A.2): style name → 9 "size/leading" cells, xS S L xL xxL xxxL AX1–3.
let referenceWatchOS: [(style: String, cells: [String])] = [
  (
    "largeTitle",
    [
      "30/32.5", "32/34.5", "36/38.5", "40/42.5", "41/43.5", "42/44.5", "44/46.5", "45/47.5",
      "46/48.5",
    ]
  ),
  (
    "title1",
    ["28/30.5", "30/32.5", "34/36.5", "38/40.5", "39/41.5", "40/42.5", "42/44.5", "43/46", "44/47"]
  ),
  (
    "title2",
    [
      "24/26.5", "26/28.5", "27/30.5", "30/32.5", "31/33.5", "32/34.5", "34/41", "35/37.5",
      "36/38.5",
    ]
  ),
  (
    "title3",
    [
      "17/19.5", "18/20.5", "19/21.5", "20/22.5", "21/23.5", "22/24.5", "24/26.5", "25/27.5",
      "26/28.5",
    ]
  ),
  (
    "headline",
    [
      "14/16.5", "15/17.5", "16/18.5", "17/19.5", "18/20.5", "19/21.5", "21/23.5", "22/24.5",
      "23/25.5",
    ]
  ),
  (
    "body",
    [
      "14/16.5", "15/17.5", "16/18.5", "17/19.5", "18/20.5", "19/21.5", "21/23.5", "22/24.5",
      "23/25.5",
    ]
  ),
  (
    "caption1",
    [
      "13/15.5", "14/16.5", "15/17.5", "16/18.5", "17/19.5", "18/20.5", "18/20.5", "19/21.5",
      "20/22.5",
    ]
  ),
  (
    "caption2",
    [
      "12/14.5", "13/15.5", "14/16.5", "15/17.5", "15/18.5", "17/19.5", "17/19.5", "18/20.5",
      "19/21.5",
    ]
  ),
  (
    "footnote1",
    [
      "11/13.5", "12/14.5", "13/15.5", "14/16.5", "15/17.5", "16/18.5", "16/18.5", "17/19.5",
      "18/20.5",
    ]
  ),
  (
    "footnote2",
    [
      "10/12.5", "11/13.5", "12/14.5", "13/15.5", "14/16.5", "15/17.5", "15/17.5", "16/17.5",
      "17/19.5",
    ]
  ),
]

/// macOS (A.3): style name → "size/line height"; no Dynamic Type.
let referenceMacOS: [(style: String, cell: String, weight: String)] = [
  ("largeTitle", "26/32", "regular"), ("title1", "22/26", "regular"),
  ("title2", "17/22", "regular"), ("title3", "15/20", "regular"),
  ("headline", "13/16", "bold"), ("body", "13/16", "regular"), ("callout", "12/15", "regular"),
  ("subheadline", "11/14", "regular"), ("footnote", "10/13", "regular"),
  ("caption1", "10/13", "regular"), ("caption2", "10/13", "medium"),
]

/// tvOS (A.3): style name → "size/line height"; fixed sizes.
let referenceTVOS: [(style: String, cell: String, weight: String)] = [
  ("title1", "76/96", "medium"), ("title2", "57/66", "medium"), ("title3", "48/56", "medium"),
  ("headline", "38/46", "medium"), ("subtitle1", "38/46", "regular"),
  ("callout", "31/38", "medium"), ("body", "29/36", "medium"), ("caption1", "25/32", "medium"),
  ("caption2", "23/30", "medium"),
]

/// One row of the iOS reference table, as a test argument.
struct ReferenceRowCase: Sendable, CustomTestStringConvertible {
  let style: String
  let cells: [String]
  var testDescription: String { style }
}

/// The iOS reference rows as test arguments.
let referenceIOSRows = referenceIOS.map { ReferenceRowCase(style: $0.style, cells: $0.cells) }

/// A named text argument (a name or a CSS fragment).
struct TextCaseArgument: Sendable, CustomTestStringConvertible {
  let text: String
  var testDescription: String { "\"\(text)\"" }
}

/// A named number argument.
struct NumberCase: Sendable, CustomTestStringConvertible {
  let value: Double
  var testDescription: String { "\(value)" }
}
