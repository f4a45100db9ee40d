import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensCommandLine

@Suite("appdimens gallery: one offline page, every window, the engine's numbers")
struct GalleryCommandTests {
  static let full = runTool([
    "gallery", "--expr", "24.sdp, 16.scaledDp(qualifier: height, aspectRatio: true)",
  ])
  static var tree: MarkupNode? { parseMarkup(full.output.text) }

  @Test func wellFormedAndSelfContained() throws {
    #expect(Self.full.status == 0)
    let root = try #require(Self.tree)
    #expect(root.name == "html")
    #expect(root.elements("script").isEmpty && root.elements("img").isEmpty)
    #expect(root.elements("link").isEmpty)
    let text = Self.full.output.text
    #expect(!text.contains("http://") && !text.contains("https://") && !text.contains("url("))
    #expect(text.hasPrefix("<!DOCTYPE html>\n"))
  }

  @Test func everyDeviceAndWindowIsPresent() throws {
    let root = try #require(Self.tree)
    let devices = root.classed("device").compactMap { $0.attributes["data-device"] }
    #expect(devices == DeviceCatalog.all.map(\.name))
    let ids = Set(root.elements("figure").compactMap { $0.attributes["id"] })
    for device in DeviceCatalog.all {
      for orientation in device.orientations {
        #expect(ids.contains("\(device.identifier)-\(orientation.rawValue)"))
      }
    }
    // Every iPad: 2 full screens + 5 Split View panes.
    for pad in DeviceCatalog.devices(in: .pad) {
      #expect(ids.filter { $0.hasPrefix(pad.identifier + "-") }.count == 7)
      #expect(ids.contains("\(pad.identifier)-landscape-1of2"))
      #expect(!ids.contains("\(pad.identifier)-portrait-1of2"))
    }
  }

  /// The window a figure id names, built with the device API (not the gallery's code).
  static func configuration(_ id: String, _ category: ContentSizeCategory) -> DimensConfiguration? {
    for device in DeviceCatalog.all where id.hasPrefix(device.identifier + "-") {
      let parts = id.dropFirst(device.identifier.count + 1).split(separator: "-")
      guard let orientation = Orientation(rawValue: String(parts[0])) else { return nil }
      let split: SplitFraction =
        parts.count == 1
        ? .full
        : ["1of3": .oneThird, "1of2": .half, "2of3": .twoThirds][
          String(parts[1])] ?? .full
      return device.configuration(orientation: orientation, split: split, category: category)
    }
    return nil
  }

  @Test func galleryAndResolveAgreeOnEveryDevice() throws {
    // The same device and category give the same number in the gallery and in `resolve`
    // (the title is 17.ssp), on every full-screen window of the catalog, at L and AX3.
    let root = try #require(Self.tree)
    var checked = 0
    for device in DeviceCatalog.all {
      for orientation in device.orientations {
        let id = "\(device.identifier)-\(orientation.rawValue)"
        let figure = try #require(root.elements("figure").first { $0.attributes["id"] == id })
        for cell in figure.elements("td") where cell.attributes["data-expr"] == "17.ssp" {
          let category = try #require(cell.attributes["data-category"])
          let run = runTool(
            ["resolve", "17.ssp", "--device", device.identifier, "--category", category]
              + (orientation == .landscape && device.family.rotates ? ["--landscape"] : [])
              + ["--format", "json"])
          #expect(run.output.lines == [cell.attributes["data-value"] ?? ""], "\(id) \(category)")
          checked += 1
        }
      }
    }
    // 14 phones × 2 orientations + 12 iPads × 2 + 13 other devices, at 2 categories.
    #expect(checked == (14 * 2 + 12 * 2 + 13) * 2)
  }

  @Test func numbersEqualTheEngine() throws {
    let root = try #require(Self.tree)
    var checked = 0
    for figure in root.elements("figure") {
      let id = try #require(figure.attributes["id"])
      for cell in figure.elements("td") {
        let category = try #require(
          cell.attributes["data-category"].flatMap(ContentSizeCategory.init(rawValue:)))
        let c = try #require(Self.configuration(id, category))
        let value = try #require(cell.attributes["data-value"].flatMap(Double.init))
        let expected: Double? =
          switch cell.attributes["data-expr"] {
          case "16.sdp": 16.sdp(c)
          case "12.sdpa": 12.sdpa(c)
          case "17.ssp": 17.ssp(c)
          case "24.sdp": 24.sdp(c)
          case "16.scaledDp(qualifier: height, aspectRatio: true)":
            AppDimens.dp(16, configuration: c, qualifier: .height, aspectRatio: true)
          case "body (type ramp)":
            TypeRamp.resolvedMetrics(.body, category, platform: Self.platform(c.idiom))?.size
          case "body leading":
            TypeRamp.resolvedMetrics(.body, category, platform: Self.platform(c.idiom))?.leading
          case let other?:
            other.hasPrefix("columns ") ? Self.columns(c) : nil
          case nil: nil
          }
        let wanted = try #require(expected, "\(cell.attributes)")
        #expect(isClose(value, wanted), "\(id) \(cell.attributes)")
        checked += 1
      }
    }
    // 125 windows (14 phones × 2, 12 iPads × 7, 10 watches, 2 Apple TVs, 1 Vision Pro window)
    // × 2 categories × (6 sample rows + 2 extra expressions).
    #expect(checked == (14 * 2 + 12 * 7 + 10 + 2 + 1) * 2 * 8)
  }

  static func platform(_ idiom: DeviceIdiom) -> DimensPlatform {
    switch idiom {
    case .watch: .watchOS
    case .tv: .tvOS
    case .vision: .visionOS
    default: .iOS
    }
  }

  /// The default column table `[wAny: 1, w375: 1, wR.all: 2, w1024: 3]` by hand from Behavior
  /// Reference › Breakpoints: the buckets of w375 (375 ..< 414) and w1024 (1024 ..< 1112), then
  /// a regular window's wR.all, else wAny.
  static func columns(_ c: DimensConfiguration) -> Double? {
    let w = c.screenWidth
    if w >= 375 && w < 414 { return 1 }
    if w >= 1024 && w < 1112 { return 3 }
    return SizeClass.horizontal(in: c) == .regular ? 2 : 1
  }

  @Test func cardsAreDrawnWithTheFirstCategorysValues() throws {
    let root = try #require(Self.tree)
    let figure = try #require(
      root.elements("figure").first { $0.attributes["id"] == "iPhone15-portrait" })
    let c = DeviceProfile.iPhone15.configuration(orientation: .portrait, category: .large)
    let card = try #require(figure.classed("card").first)
    let padding = MarkupWriter.number(16.sdp(c)) + "px"
    #expect(
      card.attributes["style"] == "margin: \(padding); padding: \(padding); "
        + "border-radius: \((MarkupWriter.number(12.sdpa(c)) + "px"))")
    let title = try #require(figure.classed("title").first)
    #expect(title.attributes["style"] == "font-size: \((MarkupWriter.number(17.ssp(c)) + "px"))")
    // iPhones are drawn at 9 px ÷ 17 pt (the body at Large, their smallest text), rounded up
    // to 0.5295 px/pt: 393 × 852 pt plus a 4 px bezel on each side.
    let frame = try #require(figure.classed("frame").first)
    #expect(frame.attributes["style"]?.hasPrefix("width: 216.09px; height: 459.13px;") == true)
  }

  /// No text inside a device frame is smaller than 9 px at the default zoom: each family is
  /// drawn at the scale that makes its smallest title or body 9 px, 0.4 px/pt at least.
  @Test(arguments: [["--categories", "large,AX3"], ["--categories", "xS,L"]])
  func everyTextInAFrameIsAtLeastNinePixels(_ arguments: [String]) throws {
    let run = runTool(["gallery"] + arguments)
    let root = try #require(parseMarkup(run.output.text))
    let screens = root.classed("screen")
    #expect(screens.count > 100)
    func number(_ style: String?, after key: String) -> Double? {
      guard let style, let range = style.range(of: key) else { return nil }
      return Double(style[range.upperBound...].prefix { $0.isNumber || $0 == "." })
    }
    var smallest = Double.infinity
    for screen in screens {
      let scale = try #require(number(screen.attributes["style"], after: "scale("))
      #expect(scale >= 0.4)
      for text in screen.classed("title") + screen.classed("body") {
        let size = try #require(number(text.attributes["style"], after: "font-size: "))
        smallest = min(smallest, size * scale)
      }
    }
    #expect(smallest >= 9 - 0.01, "\(smallest) px")
    // Apple TV's text is large: it stays at 0.4 px/pt.
    let tv = try #require(
      root.elements("figure").first { $0.attributes["id"] == "appleTV4K-landscape" })
    #expect(number(tv.classed("screen").first?.attributes["style"], after: "scale(") == 0.4)
  }

  @Test func typeStripCoversEachCategory() throws {
    let run = runTool(["gallery", "--categories", "xS,L,AX5", "--devices", "phones"])
    let root = try #require(parseMarkup(run.output.text))
    let samples = root.classed("type-sample")
    #expect(
      samples.compactMap { $0.attributes["data-category"] } == [
        "xSmall", "large", "accessibility5",
      ])
    // The strip shows the first phone: iPhone SE (1st generation).
    let c = DeviceProfile.iPhoneSE1.configuration(orientation: .portrait, category: .accessibility5)
    #expect(
      samples.last?.classed("title").first?.attributes["style"]
        == "font-size: \((MarkupWriter.number(17.ssp(c)) + "px"))")
  }

  /// The README's gallery command prints no note: the page shows each platform's text size.
  /// Only a category no window shown has (Apple TV at AX3) is noted.
  @Test func categoryNotesOnlyWhereTheyTellSomething() {
    let readme = runTool(["gallery", "--categories", "large,accessibility3", "--quiet"])
    #expect(readme.status == 0)
    #expect(readme.error.text.isEmpty)
    let tv = runTool(["gallery", "--devices", "tv", "--categories", "AX3", "--quiet"])
    #expect(tv.error.lines == ["note: tvOS has no Dynamic Type; the text size AX3 is ignored"])
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let errors = [
    ErrorCase(
      arguments: ["--categories", "large,AX9"],
      message: "error: --categories: unknown category 'AX9' "
        + "(xSmall…accessibility5, or xS S M L xL xxL xxxL AX1…AX5)"),
    ErrorCase(arguments: ["--categories", ","], message: "error: --categories: the list is empty"),
    ErrorCase(
      arguments: ["--columns", "[w390: 2]"],
      message: "error: --columns: at column 2: unknown key 'w390' (write .width(390))"),
    ErrorCase(
      arguments: ["--expr", "16.sdp, 16.sdx"],
      message: "error: '16.sdx': at column 4: unknown function 'sdx' (did you mean 'sdp'?)"),
    ErrorCase(
      arguments: ["--expr", "16.sdp, DesignPoints([:]).resolve(c)"],
      message: "error: 'DesignPoints([:]).resolve(c)': at column 14: design points: no entries; "
        + "give at least one size: value pair"),
  ]

  /// Column counts beyond what an `Int` holds are clamped like any other (into 1…12): the
  /// conversion used to trap at 9.3e18.
  @Test(arguments: [("1e19", 12), ("-1e19", 1), ("9.2e18", 12), ("1e308", 12), ("0.4", 1)])
  func hugeColumnCountsAreClamped(_ columns: String, _ expected: Int) throws {
    let run = runTool(["gallery", "--devices", "iphone15", "--columns", "[wAny: \(columns)]"])
    #expect(run.status == 0)
    let page = try #require(parseMarkup(run.output.text))
    let tiles = page.classed("tiles").compactMap { $0.attributes["style"] }
    #expect(!tiles.isEmpty)
    #expect(tiles.allSatisfy { $0.contains("repeat(\(expected), 1fr)") })
  }

  /// A value the library has no answer for (a table without a key for the window) is `–` in
  /// its cell and an empty `data-value`, never `nan`.
  @Test func noValueIsNeverNaN() throws {
    let run = runTool(["gallery", "--devices", "iphone15", "[.width(5000): 2].resolve(c)"])
    #expect(run.status == 0)
    #expect(!run.output.text.contains("nan"))
    let page = try #require(parseMarkup(run.output.text))
    let cells = page.elements("td").filter {
      $0.attributes["data-expr"] == "[.width(5000): 2].resolve(c)"
    }
    #expect(!cells.isEmpty)
    #expect(cells.allSatisfy { $0.attributes["data-value"] == "" && $0.allText == "–" })
  }

  @Test(arguments: errors) func usageErrors(_ c: ErrorCase) {
    let run = runTool(["gallery"] + c.arguments)
    #expect(run.status == 2)
    #expect(run.error.lines == [c.message, Command.gallery.usage])
  }

  struct SplitCase: Sendable, CustomTestStringConvertible {
    let text: String
    let items: [String]
    var testDescription: String { text }
  }

  static let splits = [
    SplitCase(text: "24.sdp", items: ["24.sdp"]),
    SplitCase(
      text: "24.sdp, 16.scaledDp(qualifier: height, aspectRatio: true) ,",
      items: ["24.sdp", "16.scaledDp(qualifier: height, aspectRatio: true)"]),
    SplitCase(text: " , ", items: []),
  ]

  @Test(arguments: splits) func topLevelItems(_ c: SplitCase) {
    #expect(GalleryCommand.topLevelItems(c.text) == c.items)
  }

  /// `--expr` with the three-frame design, in the smallest width and the width: each cell's
  /// value by hand from the window's size in points (Apple's tech specs and multitasking
  /// sizes) — 16 + (d − 390) × 8 ÷ 430 below 820, 24 + (d − 820) × 8 ÷ 460 above, clamped.
  @Test func threeFrameDesign() throws {
    let points = "[390: 16, 820: 24, 1280: 32].resolve(c)"
    let wide = "DesignPoints([390: 16, 820: 24, 1280: 32], qualifier: .width).resolve(c)"
    let run = runTool([
      "gallery", "--expr", points + ", " + wide, "--devices",
      "iPhone 16e,iPad Air 11,Apple Vision Pro", "--categories", "large", "--quiet",
    ])
    #expect(run.status == 0, "\(run.error.text)")
    let root = try #require(parseMarkup(run.output.text))
    // figure id → (value by smallest width, value by width)
    let expected: [String: (Double, Double)] = [
      "iPhone16e-portrait": (16, 16),  // 390 × 844
      "iPhone16e-landscape": (16, 24.417391),  // 844 × 390
      "iPadAir11-portrait": (24, 24),  // 820 × 1180
      "iPadAir11-landscape": (24, 30.260870),  // 1180 × 820
      "iPadAir11-landscape-1of2": (19.627907, 19.627907),  // a 585-pt pane
      "visionPro-landscape": (22.139535, 32),  // 1280 × 720
    ]
    var checked = 0
    for figure in root.elements("figure") {
      guard let id = figure.attributes["id"], let values = expected[id] else { continue }
      for cell in figure.elements("td") {
        let value = try #require(cell.attributes["data-value"].flatMap(Double.init))
        switch cell.attributes["data-expr"] {
        case points: #expect(isClose(value, values.0, tolerance: 5e-7), "\(id)")
        case wide: #expect(isClose(value, values.1, tolerance: 5e-7), "\(id)")
        default: continue
        }
        checked += 1
      }
    }
    #expect(checked == expected.count * 2)
  }
}
