import Testing

@testable import AppDimensDevices

/// One screen class, typed in by hand from Apple's tables: points and scale from the HIG
/// (Layout › Specifications; watches: pixels ÷ 2), pixels per inch and the marketed diagonal
/// from the tech specs, the default text size from the HIG (Typography › watchOS).
struct ReferenceRow: Sendable, CustomTestStringConvertible {
  let name: String
  let family: DeviceFamily
  let points: (Double, Double)
  let scale: Double
  let ppi: Double?
  let diagonal: Double?
  var category: ContentSizeCategory = .large
  var testDescription: String { name }
}

/// A watch row: HIG pixels, the density, the default category; the diagonal is
/// √(px_w² + px_h²) ÷ ppi (Apple gives none).
func watchRow(
  _ name: String, pixels: (Double, Double), ppi: Double, _ category: ContentSizeCategory
) -> ReferenceRow {
  ReferenceRow(
    name: name, family: .watch, points: (pixels.0 / 2, pixels.1 / 2), scale: 2, ppi: ppi,
    diagonal: (pixels.0 * pixels.0 + pixels.1 * pixels.1).squareRoot() / ppi,
    category: category)
}

@Suite("DeviceCatalog: one row per screen class, from Apple's tables")
struct DeviceCatalogTests {
  static let reference: [ReferenceRow] = [
    .init(
      name: "iPhone SE (1st generation)", family: .phone, points: (320, 568), scale: 2,
      ppi: 326, diagonal: 4),
    .init(
      name: "iPhone SE (3rd generation)", family: .phone, points: (375, 667), scale: 2,
      ppi: 326, diagonal: 4.7),
    .init(
      name: "iPhone 8 Plus", family: .phone, points: (414, 736), scale: 3, ppi: 401,
      diagonal: 5.5),
    .init(
      name: "iPhone 11 Pro", family: .phone, points: (375, 812), scale: 3, ppi: 458,
      diagonal: 5.8),
    // Runtime bounds, not the HIG's 360 × 780.
    .init(
      name: "iPhone 13 mini", family: .phone, points: (375, 812), scale: 3, ppi: 476,
      diagonal: 5.4),
    .init(
      name: "iPhone 11", family: .phone, points: (414, 896), scale: 2, ppi: 326, diagonal: 6.1),
    .init(
      name: "iPhone 11 Pro Max", family: .phone, points: (414, 896), scale: 3, ppi: 458,
      diagonal: 6.5),
    .init(
      name: "iPhone 16e", family: .phone, points: (390, 844), scale: 3, ppi: 460, diagonal: 6.1),
    .init(
      name: "iPhone 14 Plus", family: .phone, points: (428, 926), scale: 3, ppi: 458,
      diagonal: 6.7),
    .init(
      name: "iPhone 15", family: .phone, points: (393, 852), scale: 3, ppi: 460, diagonal: 6.1),
    .init(
      name: "iPhone 15 Pro Max", family: .phone, points: (430, 932), scale: 3, ppi: 460,
      diagonal: 6.7),
    .init(
      name: "iPhone 16 Pro", family: .phone, points: (402, 874), scale: 3, ppi: 460,
      diagonal: 6.3),
    .init(
      name: "iPhone Air", family: .phone, points: (420, 912), scale: 3, ppi: 460, diagonal: 6.5),
    .init(
      name: "iPhone 17 Pro Max", family: .phone, points: (440, 956), scale: 3, ppi: 460,
      diagonal: 6.9),
    .init(
      name: "iPad mini (5th generation)", family: .pad, points: (768, 1024), scale: 2, ppi: 326,
      diagonal: 7.9),
    .init(
      name: "iPad (6th generation)", family: .pad, points: (768, 1024), scale: 2, ppi: 264,
      diagonal: 9.7),
    .init(
      name: "iPad mini (A17 Pro)", family: .pad, points: (744, 1133), scale: 2, ppi: 326,
      diagonal: 8.3),
    .init(
      name: "iPad (9th generation)", family: .pad, points: (810, 1080), scale: 2, ppi: 264,
      diagonal: 10.2),
    .init(
      name: "iPad Pro (10.5-inch)", family: .pad, points: (834, 1112), scale: 2, ppi: 264,
      diagonal: 10.5),
    .init(
      name: "iPad (10th generation)", family: .pad, points: (820, 1180), scale: 2, ppi: 264,
      diagonal: 10.9),
    .init(
      name: "iPad Air 11-inch (M2/M3)", family: .pad, points: (820, 1180), scale: 2, ppi: 264,
      diagonal: 11),
    .init(
      name: "iPad Pro 11-inch (4th generation)", family: .pad, points: (834, 1194), scale: 2,
      ppi: 264, diagonal: 11),
    .init(
      name: "iPad Pro 11-inch (M4)", family: .pad, points: (834, 1210), scale: 2, ppi: 264,
      diagonal: 11),
    .init(
      name: "iPad Pro 12.9-inch", family: .pad, points: (1024, 1366), scale: 2, ppi: 264,
      diagonal: 12.9),
    .init(
      name: "iPad Air 13-inch (M2/M3)", family: .pad, points: (1024, 1366), scale: 2, ppi: 264,
      diagonal: 13),
    .init(
      name: "iPad Pro 13-inch (M4)", family: .pad, points: (1032, 1376), scale: 2, ppi: 264,
      diagonal: 13),
    watchRow("Apple Watch Series 3 (38 mm)", pixels: (272, 340), ppi: 290, .small),
    watchRow("Apple Watch Series 3 (42 mm)", pixels: (312, 390), ppi: 303, .large),
    watchRow("Apple Watch SE (40 mm)", pixels: (324, 394), ppi: 326, .large),
    watchRow("Apple Watch SE (44 mm)", pixels: (368, 448), ppi: 326, .xLarge),
    watchRow("Apple Watch Series 9 (41 mm)", pixels: (352, 430), ppi: 326, .large),
    watchRow("Apple Watch Series 9 (45 mm)", pixels: (396, 484), ppi: 326, .xLarge),
    watchRow("Apple Watch Series 10 (42 mm)", pixels: (374, 446), ppi: 326, .large),
    watchRow("Apple Watch Series 10 (46 mm)", pixels: (416, 496), ppi: 326, .xLarge),
    watchRow("Apple Watch Ultra 2 (49 mm)", pixels: (410, 502), ppi: 338, .xLarge),
    watchRow("Apple Watch Ultra 3 (49 mm)", pixels: (422, 514), ppi: 338, .xLarge),
    .init(
      name: "Apple TV HD", family: .tv, points: (1920, 1080), scale: 1, ppi: nil, diagonal: nil),
    .init(
      name: "Apple TV 4K", family: .tv, points: (1920, 1080), scale: 2, ppi: nil, diagonal: nil),
    .init(
      name: "Apple Vision Pro (default window)", family: .vision, points: (1280, 720), scale: 2,
      ppi: nil, diagonal: nil),
  ]

  @Test(arguments: reference)
  func profileMatchesTheReference(_ row: ReferenceRow) throws {
    let profile = try #require(DeviceCatalog.all.first { $0.name == row.name })
    #expect(profile.family == row.family)
    #expect(profile.width == row.points.0 && profile.height == row.points.1)
    #expect(profile.displayScale == row.scale)
    #expect(profile.pixelsPerInch == row.ppi)
    switch (profile.diagonalInches, row.diagonal) {
    case (let actual?, let expected?): #expect(abs(actual - expected) <= 0.005)
    case (nil, nil): break
    default: Issue.record("diagonal \(String(describing: profile.diagonalInches))")
    }
    #expect(profile.defaultCategory == row.category)
    #expect(profile.idiom == row.family.idiom)
    #expect(profile.names.first == row.name)
  }

  @Test func catalogHoldsExactlyTheReferenceRowsInOrder() {
    #expect(DeviceCatalog.all.map(\.name) == Self.reference.map(\.name))
  }

  @Test func familiesAreContiguousInCatalogOrder() {
    let families = DeviceCatalog.all.map(\.family)
    var seen: [DeviceFamily] = []
    for family in families where seen.last != family { seen.append(family) }
    #expect(seen == DeviceFamily.allCases)
    #expect(DeviceCatalog.devices(in: .phone).count == 14)
    #expect(DeviceCatalog.devices(in: .pad).count == 12)
    #expect(DeviceCatalog.devices(in: .watch).count == 10)
    #expect(DeviceCatalog.devices(in: .tv).map(\.identifier) == ["appleTVHD", "appleTV4K"])
  }

  @Test func everyNameAndIdentifierFindsItsOwnClass() {
    for profile in DeviceCatalog.all {
      for name in profile.names + [profile.identifier] {
        #expect(DeviceCatalog.find(name) == profile, "\(name)")
      }
    }
  }

  @Test func everyScreenClassIsDistinct() {
    // Two classes share points and scale only when Apple sells them with another density or
    // diagonal (7.9" vs 9.7", 5.8" vs 5.4", 10.9" vs 11", 12.9" vs 13", or the mini's runtime
    // bounds).
    var seen: [String: String] = [:]
    for profile in DeviceCatalog.all {
      let key =
        "\(profile.width)×\(profile.height)@\(profile.displayScale) "
        + "\(profile.pixelsPerInch ?? 0) \(profile.diagonalInches ?? 0)"
      #expect(seen[key] == nil, "\(profile.name) repeats \(seen[key] ?? "")")
      seen[key] = profile.name
    }
  }

  struct Lookup: Sendable, CustomTestStringConvertible {
    let query: String
    let expected: String?
    var testDescription: String { "\(query) → \(expected ?? "nil")" }
  }

  // Every marketing name the issue lists, and the forgiving spellings.
  @Test(arguments: [
    Lookup(query: "iPhone 15 Pro Max", expected: "iPhone 15 Pro Max"),
    Lookup(query: "iPhone 14 Pro Max", expected: "iPhone 15 Pro Max"),
    Lookup(query: "iPhone 16 Plus", expected: "iPhone 15 Pro Max"),
    Lookup(query: "iPhone 14 Plus", expected: "iPhone 14 Plus"),
    Lookup(query: "iPhone 13 Pro Max", expected: "iPhone 14 Plus"),
    Lookup(query: "iPhone 11", expected: "iPhone 11"),
    Lookup(query: "iPhone XR", expected: "iPhone 11"),
    Lookup(query: "iPhone XS Max", expected: "iPhone 11 Pro Max"),
    Lookup(query: "iPhone 8 Plus", expected: "iPhone 8 Plus"),
    Lookup(query: "iPhone X", expected: "iPhone 11 Pro"),
    Lookup(query: "iPod touch (7th generation)", expected: "iPhone SE (1st generation)"),
    Lookup(query: "iPhone 8", expected: "iPhone SE (3rd generation)"),
    Lookup(query: "iPad (10th generation)", expected: "iPad (10th generation)"),
    Lookup(query: "iPad (A16)", expected: "iPad Air 11-inch (M2/M3)"),
    Lookup(query: "iPad Air 13-inch (M3)", expected: "iPad Air 13-inch (M2/M3)"),
    Lookup(query: "iPad (9th generation)", expected: "iPad (9th generation)"),
    Lookup(query: "iPad mini 4", expected: "iPad mini (5th generation)"),
    Lookup(query: "Apple Watch Series 10 (46 mm)", expected: "Apple Watch Series 10 (46 mm)"),
    Lookup(query: "Apple Watch Series 4 (44 mm)", expected: "Apple Watch SE (44 mm)"),
    Lookup(query: "Apple Watch Series 3 (38 mm)", expected: "Apple Watch Series 3 (38 mm)"),
    Lookup(query: "Apple Watch Ultra", expected: "Apple Watch Ultra 2 (49 mm)"),
    Lookup(query: "Apple Watch Ultra 3", expected: "Apple Watch Ultra 3 (49 mm)"),
    Lookup(query: "Apple TV HD", expected: "Apple TV HD"),
    Lookup(query: "Apple TV 4K (3rd generation)", expected: "Apple TV 4K"),
    Lookup(query: "Apple Vision Pro", expected: "Apple Vision Pro (default window)"),
    Lookup(query: "vision", expected: "Apple Vision Pro (default window)"),
    Lookup(query: "se3", expected: "iPhone SE (3rd generation)"),
    Lookup(query: "IPHONE-15", expected: "iPhone 15"),
    Lookup(query: " iPhone 13 Mini ", expected: "iPhone 13 mini"),
    Lookup(query: "iPadPro13M4", expected: "iPad Pro 13-inch (M4)"),
    // A name its class's keys start with (and no other class's): found.
    Lookup(query: "iPad Pro 13", expected: "iPad Pro 13-inch (M4)"),
    Lookup(query: "ipad pro 12.9", expected: "iPad Pro 12.9-inch"),
    Lookup(query: "", expected: nil),
    Lookup(query: "()", expected: nil),
    Lookup(query: "galaxy s24", expected: nil),
  ])
  func find(_ lookup: Lookup) {
    #expect(DeviceCatalog.find(lookup.query)?.name == lookup.expected)
  }

  struct Ambiguous: Sendable, CustomTestStringConvertible {
    let query: String
    let candidates: [String]
    var testDescription: String { query }
  }

  static let watches = [
    "Apple Watch Series 3 (38 mm)", "Apple Watch Series 3 (42 mm)", "Apple Watch SE (40 mm)",
    "Apple Watch SE (44 mm)", "Apple Watch Series 9 (41 mm)", "Apple Watch Series 9 (45 mm)",
    "Apple Watch Series 10 (42 mm)", "Apple Watch Series 10 (46 mm)",
    "Apple Watch Ultra 2 (49 mm)", "Apple Watch Ultra 3 (49 mm)",
  ]

  @Test(arguments: [
    Ambiguous(query: "watch", candidates: watches),
    Ambiguous(query: "Apple Watch", candidates: watches),
    Ambiguous(query: "Apple TV", candidates: ["Apple TV HD", "Apple TV 4K"]),
    Ambiguous(query: "tv", candidates: ["Apple TV HD", "Apple TV 4K"]),
    Ambiguous(
      query: "Apple Watch Series 9",
      candidates: ["Apple Watch Series 9 (41 mm)", "Apple Watch Series 9 (45 mm)"]),
    Ambiguous(
      query: "iPad Pro 11",
      candidates: ["iPad Pro 11-inch (4th generation)", "iPad Pro 11-inch (M4)"]),
    Ambiguous(
      query: "42 mm",
      candidates: ["Apple Watch Series 3 (42 mm)", "Apple Watch Series 10 (42 mm)"]),
    Ambiguous(
      query: "iPhone SE", candidates: ["iPhone SE (1st generation)", "iPhone SE (3rd generation)"]
    ),
  ])
  func ambiguousNamesListEveryCandidateAndFindNone(_ row: Ambiguous) {
    #expect(DeviceCatalog.devices(named: row.query).map(\.name) == row.candidates)
    #expect(DeviceCatalog.find(row.query) == nil)
  }

  @Test func theIndexNormalizesLikeTheCharacterRule() {
    // The ASCII fast path and the Character path agree.
    #expect(DeviceNameIndex.normalized("iPhone SE (3rd generation)") == "iphonese3rdgeneration")
    #expect(DeviceNameIndex.normalized("Apple Watch Series 10 (46 mm)") == "applewatchseries1046mm")
    #expect(DeviceNameIndex.normalized("--") == "")
    #expect(DeviceNameIndex.normalized("1/2", keeping: ["/"]) == "1/2")
    #expect(DeviceNameIndex.normalized("Écran-2 (ÉTÉ)") == "écran2été")
  }
}
