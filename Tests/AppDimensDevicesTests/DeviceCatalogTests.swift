import Testing

@testable import AppDimensDevices

/// One row of reference/devices.md, typed in by hand (E.1, E.2, E.4, E.5, E.6).
struct ReferenceRow: Sendable, CustomTestStringConvertible {
  let name: String
  let family: DeviceFamily
  let points: (Double, Double)
  let scale: Double
  let ppi: Double?
  let diagonal: Double?
  let category: ContentSizeCategory
  var testDescription: String { name }
}

@Suite("DeviceCatalog: the device table against reference/devices.md")
struct DeviceCatalogTests {
  static let reference: [ReferenceRow] = [
    .init(
      name: "iPhone SE (3rd generation)", family: .phone, points: (375, 667), scale: 2, ppi: 326,
      diagonal: 4.7, category: .large),
    // Runtime bounds, not the HIG's 360 × 780 (E.1).
    .init(
      name: "iPhone 13 mini", family: .phone, points: (375, 812), scale: 3, ppi: 476,
      diagonal: 5.4, category: .large),
    .init(
      name: "iPhone 16e", family: .phone, points: (390, 844), scale: 3, ppi: 460, diagonal: 6.1,
      category: .large),
    .init(
      name: "iPhone 15", family: .phone, points: (393, 852), scale: 3, ppi: 460, diagonal: 6.1,
      category: .large),
    .init(
      name: "iPhone 16 Pro", family: .phone, points: (402, 874), scale: 3, ppi: 460,
      diagonal: 6.3, category: .large),
    .init(
      name: "iPhone Air", family: .phone, points: (420, 912), scale: 3, ppi: 460, diagonal: 6.5,
      category: .large),
    .init(
      name: "iPhone 17 Pro Max", family: .phone, points: (440, 956), scale: 3, ppi: 460,
      diagonal: 6.9, category: .large),
    .init(
      name: "iPad mini (A17 Pro)", family: .pad, points: (744, 1133), scale: 2, ppi: 326,
      diagonal: 8.3, category: .large),
    .init(
      name: "iPad Air 11-inch (M2/M3)", family: .pad, points: (820, 1180), scale: 2, ppi: 264,
      diagonal: 11, category: .large),
    .init(
      name: "iPad Pro 11-inch (M4)", family: .pad, points: (834, 1210), scale: 2, ppi: 264,
      diagonal: 11, category: .large),
    .init(
      name: "iPad Pro 12.9-inch", family: .pad, points: (1024, 1366), scale: 2, ppi: 264,
      diagonal: 12.9, category: .large),
    .init(
      name: "iPad Pro 13-inch (M4)", family: .pad, points: (1032, 1376), scale: 2, ppi: 264,
      diagonal: 13, category: .large),
    // Watches: points = HIG pixels ÷ 2; diagonal = hypot(pixels) ÷ ppi.
    .init(
      name: "Apple Watch Series 9 (41 mm)", family: .watch, points: (352 / 2, 430 / 2),
      scale: 2, ppi: 326, diagonal: (352.0 * 352 + 430 * 430).squareRoot() / 326,
      category: .large),
    .init(
      name: "Apple Watch Series 9 (45 mm)", family: .watch, points: (396 / 2, 484 / 2),
      scale: 2, ppi: 326, diagonal: (396.0 * 396 + 484 * 484).squareRoot() / 326,
      category: .xLarge),
    .init(
      name: "Apple Watch Ultra 2 (49 mm)", family: .watch, points: (410 / 2, 502 / 2),
      scale: 2, ppi: 338, diagonal: (410.0 * 410 + 502 * 502).squareRoot() / 338,
      category: .xLarge),
    .init(
      name: "Apple TV 4K", family: .tv, points: (1920, 1080), scale: 2, ppi: nil, diagonal: nil,
      category: .large),
    .init(
      name: "Apple Vision Pro (default window)", family: .vision, points: (1280, 720), scale: 2,
      ppi: nil, diagonal: nil, category: .large),
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
  }

  @Test func catalogHoldsExactlyTheReferenceRowsInOrder() {
    #expect(DeviceCatalog.all.map(\.name) == Self.reference.map(\.name))
  }

  @Test func familiesAreContiguousInCatalogOrder() {
    let families = DeviceCatalog.all.map(\.family)
    var seen: [DeviceFamily] = []
    for family in families where seen.last != family { seen.append(family) }
    #expect(seen == DeviceFamily.allCases)
    #expect(DeviceCatalog.devices(in: .pad).count == 5)
    #expect(DeviceCatalog.devices(in: .tv).map(\.identifier) == ["appleTV4K"])
  }

  @Test func everyLookupKeyIsUniqueAfterNormalization() {
    var owners: [String: String] = [:]
    for profile in DeviceCatalog.all {
      for key in Set(profile.lookupKeys.map { NameMatching.normalized($0) }) {
        #expect(owners[key] == nil, "\(key) names \(owners[key] ?? "") and \(profile.name)")
        owners[key] = profile.name
      }
    }
  }

  struct Lookup: Sendable, CustomTestStringConvertible {
    let query: String
    let expected: String?
    var testDescription: String { "\(query) → \(expected ?? "nil")" }
  }

  @Test(arguments: [
    Lookup(query: "iPhone SE (3rd generation)", expected: "iPhone SE (3rd generation)"),
    Lookup(query: "se3", expected: "iPhone SE (3rd generation)"),
    Lookup(query: "IPHONE-15", expected: "iPhone 15"),
    Lookup(query: "iphone15", expected: "iPhone 15"),
    Lookup(query: " iPhone 13 Mini ", expected: "iPhone 13 mini"),
    Lookup(query: "iPadPro13M4", expected: "iPad Pro 13-inch (M4)"),
    Lookup(query: "iPad Pro 13", expected: "iPad Pro 13-inch (M4)"),
    Lookup(query: "ipad pro 12.9", expected: "iPad Pro 12.9-inch"),
    Lookup(query: "tv", expected: "Apple TV 4K"),
    Lookup(query: "Vision Pro", expected: "Apple Vision Pro (default window)"),
    Lookup(query: "ultra2", expected: "Apple Watch Ultra 2 (49 mm)"),
    Lookup(query: "", expected: nil),
    Lookup(query: "()", expected: nil),
    Lookup(query: "galaxy s24", expected: nil),
  ])
  func find(_ lookup: Lookup) {
    #expect(DeviceCatalog.find(lookup.query)?.name == lookup.expected)
  }

  @Test func suggestionsNameTheNearestDevices() {
    #expect(DeviceCatalog.suggestions(for: "iphone51").first == "iPhone 15")
    #expect(DeviceCatalog.suggestions(for: "ipad pro 14").contains("iPad Pro 11-inch (M4)"))
    #expect(DeviceCatalog.suggestions(for: "watch 46").contains("Apple Watch Series 9 (45 mm)"))
    #expect(DeviceCatalog.suggestions(for: "zzzzzzzzzz").isEmpty)
    #expect(DeviceCatalog.suggestions(for: "iphone", limit: 2).count == 2)
    #expect(DeviceCatalog.suggestions(for: "iphone", limit: 0).isEmpty)
  }
}
