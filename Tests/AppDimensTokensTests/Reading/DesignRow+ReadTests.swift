import Testing

@testable import AppDimensTokens

/// A design with a toolbar row and the sizes it names.
private let toolbar = """
  {
    "control": { "$type": "dimension", "icon": { "$value": "44px" } },
    "font": { "body": { "$type": "fontSize", "$value": "17px" } },
    "spacing": { "$type": "dimension", "sm": { "$value": "8px" }, "md": { "$value": "16px" } },
    "toolbar": {
      "$extensions": { "appdimens": { "row": {
        "items": ["{control.icon}", { "text": "{font.body}", "ems": 7 }, "{control.icon}"],
        "gap": "{spacing.sm}",
        "padding": "{spacing.md}"
      } } }
    }
  }
  """

private func read(_ json: String, scaling: DesignScaling? = nil) throws -> DesignSystem {
  try DesignSystem(
    files: [.init(name: "t.json", bytes: Array(json.utf8))], options: .init(scaling: scaling))
}

// Drawn from a 390 × 844 frame on a 390-point window: dimensions as written, body text Apple's
// body size (17 at large, 40 at accessibility3): 136 + 7 × 17 = 255, 136 + 7 × 40 = 416.
@Test func aRowIsReadWithItsSizes() throws {
  let system = try read(toolbar, scaling: .frame(DesignFrame(width: 390, height: 844)))
  #expect(system.problems.isEmpty)
  let row = try #require(system.rows.first)
  #expect(system.rows.count == 1)
  #expect(row.path == "toolbar")
  #expect(row.items.map(\.token.path) == ["control.icon", "font.body", "control.icon"])
  #expect(row.items.map(\.ems) == [nil, 7, nil])
  #expect(row.gap?.path == "spacing.sm" && row.padding?.path == "spacing.md")
  #expect(row.location?.line == 6)
  let frame = DesignFrame(width: 390, height: 844)
  let large = DimensConfiguration(
    screenWidth: 390, screenHeight: 844, idiom: .phone, designFrame: frame)
  let ax3 = DimensConfiguration(
    screenWidth: 390, screenHeight: 844, contentSizeCategory: .accessibility3, idiom: .phone,
    designFrame: frame)
  #expect(abs(row.width(in: large) - 255) < 1e-9)
  #expect(abs(row.width(in: ax3) - 416) < 1e-9)
  // The spacing tokens have no role: they are still not audited.
  #expect(system.tokens.map(\.path) == ["font.body"])
}

/// A bad row and the message its problem has.
struct BadRowCase: Sendable, CustomTestStringConvertible {
  let row: String
  let message: String
  var testDescription: String { message }
}

@Test(arguments: [
  BadRowCase(
    row: #"{"items": ["{control.icn}"]}"#,
    message: "$extensions.appdimens.row.items[0]: no token 'control.icn'"),
  BadRowCase(
    row: #"{"items": ["{color.red}"]}"#,
    message:
      "$extensions.appdimens.row.items[0]: 'color.red' is not a size (a dimension, fontSize or "
      + "typography token)"),
  BadRowCase(
    row: #"{"items": []}"#,
    message: "$extensions.appdimens.row.items: empty (a row needs at least one item)"),
  BadRowCase(
    row: #"{"gap": "{spacing.sm}"}"#,
    message: "$extensions.appdimens.row: no items (an array of aliases such as \"{control.icon}\")"),
  BadRowCase(
    row: #"{"items": ["44px"]}"#,
    message:
      "$extensions.appdimens.row.items[0]: expected an alias such as \"{spacing.sm}\", found '44px'"
  ),
  BadRowCase(
    row: #"{"items": [{"text": "{font.body}", "ems": -1}]}"#,
    message: "$extensions.appdimens.row.items[0].ems: expected a positive number, found -1"),
  BadRowCase(
    row: #"{"items": ["{control.icon}"], "gaps": "{spacing.sm}"}"#,
    message: "$extensions.appdimens.row: unknown key 'gaps' (known: items, gap, padding)"),
  BadRowCase(
    row: #""{control.icon}""#,
    message:
      "$extensions.appdimens.row: expected an object with items, gap and padding, found a string"),
])
func aBadRowIsAProblemRow(_ row: BadRowCase) throws {
  let json = """
    {
      "control": { "$type": "dimension", "icon": { "$value": "44px" } },
      "color": { "red": { "$type": "color", "$value": "#ff0000" } },
      "font": { "body": { "$type": "fontSize", "$value": "17px" } },
      "spacing": { "$type": "dimension", "sm": { "$value": "8px" } },
      "bar": { "$extensions": { "appdimens": { "row": \(row.row) } } }
    }
    """
  let system = try read(json)
  #expect(system.rows.isEmpty)
  let problem = try #require(system.problems.first)
  #expect(system.problems.count == 1)
  #expect(problem.path == "bar")
  #expect(problem.message == row.message)
  #expect(problem.location?.file == "t.json" && problem.location?.line == 6)
}
