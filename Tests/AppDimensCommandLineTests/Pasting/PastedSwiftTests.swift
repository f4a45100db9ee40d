import AppDimensAdaptizer
import AppDimensTestSupport
import Testing

@testable import AppDimensCommandLine

/// What each numeric statement of the documentation is in Swift: the statement itself, compiled
/// by the Swift compiler against the library, as a function of the window. The keys are the
/// statements as `appdimens` receives them (a block's `let` values pasted in).
private let swiftValues: [String: @Sendable (DimensConfiguration) -> Double?] = [
  "10.sdp(configuration)": { 10.sdp($0) },
  "10.sdp(phone)": { 10.sdp($0) },
  "16.sdpa(configuration)": { 16.sdpa($0) },
  "16.ssp(configuration)": { 16.ssp($0) },
  "16.hdp(phone)": { 16.hdp($0) },
  "16.ssp(phone)": { 16.ssp($0) },
  "17.ssp(large)": { 17.ssp($0) },
  "16.sem(large)": { 16.sem($0) },
  "16.sdp(phone)": { 16.sdp($0) },
  // Use your design's own frame (the windows carry their design frames).
  "100.wdp(phone)": { 100.wdp($0) },
  "48.hdp(phone)": { 48.hdp($0) },
  "16.sdp(pad)": { 16.sdp($0) },
  "100.wdp(pad)": { 100.wdp($0) },
  "48.hdp(pad)": { 48.hdp($0) },
  "100.sdp(c)": { 100.sdp($0) },
  "100.hdp(c)": { 100.hdp($0) },
  "100.interpolatedDp(c)": { 100.interpolatedDp($0) },
  "100.interpolatedDp(c, options: .init(interpolation: 0.1))": {
    100.interpolatedDp($0, options: .init(interpolation: 0.1))
  },
  "100.interpolatedDp(c, options: .init(qualifier: .height))": {
    100.interpolatedDp($0, options: .init(qualifier: .height))
  },
  "pane?.screenWidth": { $0.screenWidth },
  "16.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape).resolve(configuration)":
    {
      16.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape).resolve($0)
    },
  "16.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape).resolve(phone)": {
    16.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape).resolve($0)
  },
  "16.powerDp(c)": { 16.powerDp($0) },
  "([390: 16, 820: 24, 1280: 32]).resolve(c)": {
    ([390: 16, 820: 24, 1280: 32] as DesignPoints).resolve($0)
  },
  "([390: 16, 820: 24, 1280: 32]).resolve(configuration)": {
    ([390: 16, 820: 24, 1280: 32] as DesignPoints).resolve($0)
  },
  "([390: 28, 820: 34, 1280: 40]).resolveText(configuration)": {
    ([390: 28, 820: 34, 1280: 40] as DesignPoints).resolveText($0)
  },
  "16.powerDp(configuration)": { 16.powerDp($0) },
  "16.powerDp(configuration, options: .init(power: 0.6))": {
    16.powerDp($0, options: .init(power: 0.6))
  },
  "16.fluidDp(c)": { 16.fluidDp($0) },
  "16.fluidDp(configuration)": { 16.fluidDp($0) },
  "100.percentDp(c, percent: 50, qualifier: .width)": {
    100.percentDp($0, percent: 50, qualifier: .width)
  },
  "100.percentDp(configuration, percent: 50, qualifier: .width)": {
    100.percentDp($0, percent: 50, qualifier: .width)
  },
  "16.dynamic(.diagonal, c)": { 16.dynamic(.diagonal, $0) },
  "16.dynamic(.diagonal, configuration)": { 16.dynamic(.diagonal, $0) },
  "16.dynamic(.logarithmic, configuration)": { 16.dynamic(.logarithmic, $0) },
  "16.dynamic(.scaled, c, options: .init(scaleLimits: 0.8...1.5))": {
    16.dynamic(.scaled, $0, options: .init(scaleLimits: 0.8...1.5))
  },
  "16.dynamic(.scaled, configuration, options: .init(scaleLimits: 0.8...1.5))": {
    16.dynamic(.scaled, $0, options: .init(scaleLimits: 0.8...1.5))
  },
  "16.densityDp(configuration)": { 16.densityDp($0) },
  "16.diagonalDp(configuration)": { 16.diagonalDp($0) },
  "16.fillDp(configuration)": { 16.fillDp($0) },
  "16.fitDp(configuration)": { 16.fitDp($0) },
  "16.interpolatedDp(configuration)": { 16.interpolatedDp($0) },
  "16.logarithmicDp(configuration)": { 16.logarithmicDp($0) },
  "16.perimeterDp(configuration)": { 16.perimeterDp($0) },
  "16.autoScaledDp.qualifier(20, .width, minimum: 600).qualifier(24, .width, minimum: 900).resolve(c)":
    {
      16.autoScaledDp.qualifier(20, .width, minimum: 600).qualifier(24, .width, minimum: 900)
        .resolve($0)
    },
  "16.autoScaledDp.qualifier(20, .width, minimum: 600).qualifier(24, .width, minimum: 900).rotate(14, .landscape).mode(28, .television).resolve(configuration)":
    {
      16.autoScaledDp.qualifier(20, .width, minimum: 600).qualifier(24, .width, minimum: 900)
        .rotate(14, .landscape).mode(28, .television).resolve($0)
    },
  "20.autoSp.screen(28, condition: .init(qualifier: .width, minimum: 700)).resolve(configuration)":
    {
      20.autoSp.screen(28, condition: .init(qualifier: .width, minimum: 700)).resolve($0)
    },
  "([.wAny: 1, .wR.all: 2, .w1024: 3]).resolve(c)": {
    ([.wAny: 1, .wR.all: 2, .w1024: 3] as Breakpoints<Int>).resolve($0).map(Double.init)
  },
  "([.w320.default: 80, .w375: 100, .wC.phone: 90, .wR.all: 140]).resolve(configuration)": {
    ([.w320.default: 80, .w375: 100, .wC.phone: 90, .wR.all: 140] as Breakpoints<Double>).resolve(
      $0)
  },
  "[w320.default: 80, w375: 100, w414: 120].scaled(configuration)": {
    [w320.default: 80, w375: 100, w414: 120].scaled($0).map(Double.init)
  },
  "[w320.default: 80, w375: 100].scaled(configuration)": {
    [w320.default: 80, w375: 100].scaled($0).map(Double.init)
  },
  "20.scaled(by: ([w320: 0.8, w375: 1, w414: 1.2].scalingRule()), configuration)": {
    20.scaled(by: [w320: 0.8, w375: 1, w414: 1.2].scalingRule(), $0)
  },
  "20.scaled(by: ([.w320: 0.8, .w375: 1, .w414: 1.2]), configuration)": {
    20.scaled(by: [.w320: 0.8, .w375: 1, .w414: 1.2], $0)
  },
  "20.scaled(by: ([.w320: 0.8, .w375: 1, .w414: 1.2]), configuration, rounding: .points)": {
    20.scaled(by: [.w320: 0.8, .w375: 1, .w414: 1.2], $0, rounding: .points)
  },
  "20.scaled(by: ([.w320: 0.8, .w375: 1, .w414: 1.2]), configuration, rounding: .none)": {
    20.scaled(by: [.w320: 0.8, .w375: 1, .w414: 1.2], $0, rounding: .none)
  },
  "17.scaled(relativeTo: .body, category: .accessibility3)": {
    _ in 17.scaled(relativeTo: .body, category: .accessibility3)
  },
  "17.scaled(relativeTo: .body, category: .accessibility3, curve: .fontRamp)": {
    _ in 17.scaled(relativeTo: .body, category: .accessibility3, curve: .fontRamp)
  },
  "17.scaled(relativeTo: .body, category: .accessibility5, maxSize: .xxLarge)": {
    _ in 17.scaled(relativeTo: .body, category: .accessibility5, maxSize: .xxLarge)
  },
  "17.scaled(c, relativeTo: .body)": { 17.scaled($0, relativeTo: .body) },
  "17.scaled(watchAtAX5, relativeTo: .body)": { 17.scaled($0, relativeTo: .body) },
  "17.scaled(appleTVAtAX3, relativeTo: .body)": { 17.scaled($0, relativeTo: .body) },
  "16.autoScaledDp.qualifier(24, .width, minimum: 600).rotate(14, .landscape).mode(28, .television).screen(42, condition: .init(mode: .television, orientation: .landscape, qualifier: .width, minimum: 1280)).resolve(configuration)":
    {
      16.autoScaledDp.qualifier(24, .width, minimum: 600).rotate(14, .landscape).mode(
        28, .television
      )
      .screen(
        42,
        condition: .init(
          mode: .television, orientation: .landscape, qualifier: .width, minimum: 1280)
      )
      .resolve($0)
    },
  "16.ssp(configuration, relativeTo: .body, maxSize: .accessibility3)": {
    16.ssp($0, relativeTo: .body, maxSize: .accessibility3)
  },
  "DimensUnits.points(10, from: .millimeter, configuration: configuration)": {
    DimensUnits.points(10, from: .millimeter, configuration: $0)
  },
  "DimensUnits.pixels(1, from: .inch, configuration: configuration, pixelsPerInch: 460)": {
    DimensUnits.pixels(1, from: .inch, configuration: $0, pixelsPerInch: 460)
  },
]

/// The statements of the documentation that are not numbers (as written), and what they are.
private let notNumbers: [String: String] = [
  "WindowGroup {": "a SwiftUI scene with the provider",
  "registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {":
    "a UIKit trait-change registration",
  "override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {":
    "a UIKit override",
  "DimensConfiguration(screenWidth: 390, screenHeight: 844)": "a configuration",
  "DimensConfiguration(screenWidth: 400, screenHeight: 700, maximumWindowWidth: 800, maximumWindowHeight: 700)":
    "a configuration",
  "AuditWindow(name: \"Mac window\", configuration: DimensConfiguration(screenWidth: 1024, screenHeight: 768, uiMode: .mac, idiom: .mac), textSizes: [.percent(85), .percent(100), .percent(125), .percent(150), .percent(200)])":
    "an audit window",
  "DesignAudit(tokens: tokens, devices: DeviceCatalog.devices(in: .phone)).run()":
    "an audit report",
  "DesignAudit(tokens: tokens, windows: [mac]).run()": "an audit report",
  "DesignAudit(tokens: [.text(\"text.body\", 17.ssp), .target(\"button.height\", 30.sdp), .width(\"card\", 360.sdp)], devices: DeviceCatalog.devices(in: .phone)).run()":
    "an audit report",
  "report.violations.map(\\.rule.id)": "the rules a design breaks",
  "[.text(\"text.body\", 17.ssp),.text(\"text.heading\") { 17.ssp($0, relativeTo: .body, maxSize: .xxxLarge) },.text(\"text.caption\", 9.ssp),.target(\"button.height\", 30.sdp),.width(\"card.width\", 360.sdp), ]":
    "design tokens",
  "TypeRamp.rows(platform: .iOS, maxSize: .accessibility3)": "rows of a table",
  "[.wAny: 1, .wR.all: 2, .w1024: 3]": "a breakpoint table",
  "[.w320.default: 80, .w375: 100, .wC.phone: 90, .wR.all: 140]": "a breakpoint table",
  "[.w320: 0.8, .w375: 1, .w414: 1.2]": "a scaling rule",
  "[w320: 0.8, w375: 1, w414: 1.2].scalingRule()": "a scaling rule",
  "[.wAny: false, .w768: true]": "a table of booleans",
  "[.wC.all: \"Short\", .wR.all: \"A longer title\"]": "a table of strings",
  "pane?.isMultiWindow": "a boolean",
  "DeviceCatalog.find(\"Apple Watch\")": "a device profile",
  "[390: 16, 820: 24, 1280: 32]": "design points (their resolve(c) is the number)",
  "[390: 28, 820: 34, 1280: 40]": "design points (their resolve(c) is the number)",
  "DesignPoints([390: 16, 1280: 32], extrapolation: .proportional)":
    "design points (their resolve(c) is the number)",
  "try DesignPoints(validating: [(390, 16), (390, 20)])": "an error, thrown",
  "DeviceCatalog.find(\"iPhone 14 Pro Max\")": "a device profile",
  "TypeRamp.metrics(.body, .accessibility3)": "a size and a leading",
  "TypeRamp.weight(.headline)": "a font weight",
  "DimensResize.steps(minimum: ResizeBound.fixedSp(12).points(configuration), maximum: ResizeBound.percent(12, .width).points(configuration), step: 1)":
    "a list of sizes",
  "DimensResize.largestFitting(candidates) { size in":
    "a search with the app's own measuring closure",
]

@Suite(
  "Pasted Swift: every numeric snippet of the README and the DocC catalogs resolves as in Swift")
struct PastedSwiftTests {
  @Test func theDocumentationHasSnippets() {
    #expect(SwiftSnippet.all.count >= 60)
    #expect(Set(SwiftSnippet.all.map(\.file)).contains("README.md"))
  }

  /// Every statement is classified: a number (with its Swift twin above) or not a number.
  @Test func everyStatementIsKnown() {
    for snippet in SwiftSnippet.all {
      #expect(
        swiftValues[snippet.pasted] != nil || notNumbers[snippet.written] != nil,
        "a new Swift statement in the documentation: add it to swiftValues (a number) or to notNumbers (what it is instead) in PastedSwiftTests.swift: \(snippet)"
      )
    }
  }

  /// No entry outlives its statement (a changed snippet must be reclassified).
  @Test func everyEntryIsStillDocumented() {
    let pasted = Set(SwiftSnippet.all.map(\.pasted))
    let written = Set(SwiftSnippet.all.map(\.written))
    for key in swiftValues.keys { #expect(pasted.contains(key), "no longer documented: \(key)") }
    for key in notNumbers.keys { #expect(written.contains(key), "no longer documented: \(key)") }
  }

  @Test(arguments: SwiftSnippet.all.filter { swiftValues[$0.pasted] != nil })
  func numbersResolveAsInSwift(_ snippet: SwiftSnippet) throws {
    let configuration = try #require(snippet.window.configuration)
    let expected = swiftValues[snippet.pasted]?(configuration) ?? nil
    let run = runTool(["resolve", snippet.pasted] + snippet.window.flags)
    guard let expected else {
      #expect(run.status == 2, "Swift gives nil; the tool must say so: \(run.output.text)")
      return
    }
    #expect(run.status == 0, "\(run.error.text)")
    let value = try #require(Double(run.output.lines.first ?? ""), "\(run.output.text)")
    #expect(isClose(value, expected, tolerance: 1e-12 * max(1, abs(expected))), "\(snippet)")
    if let promised = snippet.promised {
      #expect(
        isClose(value, promised, tolerance: 5e-6 * max(1, abs(promised))),
        "the comment says \(promised)")
    }
  }

  @Test(
    arguments: SwiftSnippet.all.filter {
      swiftValues[$0.pasted] == nil && notNumbers[$0.written] != nil
    })
  func otherStatementsAreRefused(_ snippet: SwiftSnippet) {
    let run = runTool(["resolve", snippet.pasted] + snippet.window.flags)
    #expect(run.status == 2)
    #expect(run.output.text.isEmpty)
    #expect(run.error.lines.first?.hasPrefix("error: ") == true)
  }
}

extension SwiftSnippet: CustomTestStringConvertible {
  var testDescription: String { "\(file): \(written)" }
}

/// One Swift example with its value computed by the Swift compiler against the library.
struct SwiftExample: Sendable, CustomTestStringConvertible {
  let source: String
  let swift: @Sendable (DimensConfiguration) -> Double
  var testDescription: String { source }
}

/// The windows the examples are pasted into: a phone, an iPad in landscape, a television.
private let exampleWindows: [(flags: [String], configuration: DimensConfiguration)] = [
  (
    ["--width", "390", "--height", "844"], DimensConfiguration(screenWidth: 390, screenHeight: 844)
  ),
  (
    ["--width", "1366", "--height", "1024", "--idiom", "pad"],
    DimensConfiguration(screenWidth: 1366, screenHeight: 1024, idiom: .pad)
  ),
  (
    ["--width", "1920", "--height", "1080", "--mode", "television", "--scale", "2"],
    DimensConfiguration(screenWidth: 1920, screenHeight: 1080, displayScale: 2, uiMode: .television)
  ),
]

@Suite("Pasted Swift: the original design document's examples and the facilitators")
struct PastedExamplesTests {
  // Policy: the examples of the design document the package was built from, as written there
  // (configuration named `configuration`), and the forms the command line once refused.
  @Test(arguments: [
    SwiftExample(
      source:
        "AppDimens.dp(16, configuration: configuration, qualifier: .smallWidth, inverter: .swToLw)"
    ) {
      AppDimens.dp(16, configuration: $0, qualifier: .smallWidth, inverter: .swToLw)
    },
    SwiftExample(
      source:
        "AppDimens.qualified(16, qualifiedValue: 24, configuration: configuration, qualifier: .width, minimum: 600)"
    ) {
      AppDimens.qualified(
        16, qualifiedValue: 24, configuration: $0, qualifier: .width, minimum: 600)
    },
    SwiftExample(
      source:
        "AppDimens.rotate(16, rotationValue: 12, configuration: configuration, orientation: .landscape)"
    ) {
      AppDimens.rotate(16, rotationValue: 12, configuration: $0, orientation: .landscape)
    },
    SwiftExample(source: "AppDimens.mode(16, modeValue: 28, configuration: c, mode: .television)") {
      AppDimens.mode(16, modeValue: 28, configuration: $0, mode: .television)
    },
    SwiftExample(
      source:
        "AppDimens.screen(16, screenValue: 24, configuration: c, mode: .normal, qualifier: .width, minimum: 600, finalQualifier: .height)"
    ) {
      AppDimens.screen(
        16, screenValue: 24, configuration: $0, mode: .normal, qualifier: .width, minimum: 600,
        finalQualifier: .height)
    },
    SwiftExample(source: "AppDimens.sp(16, configuration: c, aspectRatio: true, fontScale: false)")
    {
      AppDimens.sp(16, configuration: $0, aspectRatio: true, fontScale: false)
    },
    SwiftExample(
      source:
        "AppDimensPlain.qualified(16, qualifiedValue: 24, configuration: c, qualifier: .width, minimum: 600)"
    ) {
      AppDimensPlain.qualified(
        16, qualifiedValue: 24, configuration: $0, qualifier: .width, minimum: 600)
    },
    SwiftExample(
      source:
        "16.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape).aspectRatio().resolve(configuration)"
    ) {
      16.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape).aspectRatio()
        .resolve($0)
    },
    SwiftExample(
      source:
        "16.autoScaledDp.qualifier(24, .width, minimum: 600).rotate(14, .landscape).mode(28, .television).resolve(configuration)"
    ) {
      16.autoScaledDp.qualifier(24, .width, minimum: 600).rotate(14, .landscape).mode(
        28, .television
      ).resolve($0)
    },
    SwiftExample(
      source:
        "24.autoScaledDp.screen(42, condition: .init(mode: .television, orientation: .landscape, qualifier: .width, minimum: 1280)).resolve(configuration)"
    ) {
      24.autoScaledDp.screen(
        42,
        condition: .init(
          mode: .television, orientation: .landscape, qualifier: .width, minimum: 1280)
      ).resolve($0)
    },
    SwiftExample(
      source:
        "20.autoSp.screen(28, condition: .init(qualifier: .width, minimum: 700)).resolve(configuration)"
    ) {
      20.autoSp.screen(28, condition: .init(qualifier: .width, minimum: 700)).resolve($0)
    },
    SwiftExample(
      source:
        "16.fluidDp(configuration, options: .init(qualifier: .width, fluidViewport: 320...1200, fluidScale: 0.85...1.4))"
    ) {
      16.fluidDp(
        $0, options: .init(qualifier: .width, fluidViewport: 320...1200, fluidScale: 0.85...1.4))
    },
    SwiftExample(source: "16.interpolatedDp(configuration, options: .init(interpolation: 0.25))") {
      16.interpolatedDp($0, options: .init(interpolation: 0.25))
    },
    SwiftExample(source: "24.powerDp(configuration, options: .init(power: 0.75))") {
      24.powerDp($0, options: .init(power: 0.75))
    },
    SwiftExample(source: "24.logarithmicDp(configuration)") { 24.logarithmicDp($0) },
    SwiftExample(source: "24.diagonalDp(configuration)") { 24.diagonalDp($0) },
    SwiftExample(source: "24.perimeterDp(configuration)") { 24.perimeterDp($0) },
    SwiftExample(source: "320.fitDp(configuration)") { 320.fitDp($0) },
    SwiftExample(source: "320.fillDp(configuration)") { 320.fillDp($0) },
    SwiftExample(source: "100.percentDp(configuration, percent: 4, qualifier: .width)") {
      100.percentDp($0, percent: 4, qualifier: .width)
    },
    SwiftExample(source: "12.sdpa(configuration)") { 12.sdpa($0) },
    SwiftExample(source: "100.wdp(configuration)") { 100.wdp($0) },
    SwiftExample(source: "48.hdp(configuration)") { 48.hdp($0) },
    SwiftExample(source: "16.hsp(configuration)") { 16.hsp($0) },
    SwiftExample(source: "16.wsp(configuration)") { 16.wsp($0) },
    SwiftExample(source: "16.sem(configuration)") { 16.sem($0) },
    SwiftExample(
      source: "DimensUnits.pixels(1, from: .inch, configuration: configuration, pixelsPerInch: 460)"
    ) {
      DimensUnits.pixels(1, from: .inch, configuration: $0, pixelsPerInch: 460)
    },
    SwiftExample(source: "ResizeBound.fixedSp(12).points(configuration)") {
      ResizeBound.fixedSp(12).points($0)
    },
    SwiftExample(source: "ResizeBound.percent(12, .width).points(configuration)") {
      ResizeBound.percent(12, .width).points($0)
    },
    // The forms the command line refused (the README once showed the first).
    SwiftExample(source: "16.scaledDp(c, options: .init(scaleLimits: 0.8...1.5))") {
      16.dynamic(.scaled, $0, options: .init(scaleLimits: 0.8...1.5))
    },
    SwiftExample(
      source: "16.powerDp(configuration, options: StrategyOptions(power: 0.5, qualifier: .width))"
    ) {
      16.powerDp($0, options: StrategyOptions(qualifier: .width, power: 0.5))
    },
    SwiftExample(source: "DimensFactors(c).resolve(16, strategy: .power)") {
      DimensFactors($0).resolve(16, strategy: .power)
    },
    SwiftExample(source: "DimensFactors(configuration).sdp(16)") { DimensFactors($0).sdp(16) },
    SwiftExample(source: "16.dynamic(.fit, myWindow, options: .default)") {
      16.dynamic(.fit, $0, options: .default)
    },
  ])
  func resolvesAsInSwift(_ example: SwiftExample) throws {
    for window in exampleWindows {
      let run = runTool(["resolve", example.source] + window.flags)
      #expect(run.status == 0, "\(run.error.text)")
      let value = try #require(Double(run.output.lines.first ?? ""), "\(run.output.text)")
      let expected = example.swift(window.configuration)
      #expect(isClose(value, expected, tolerance: 1e-12 * max(1, abs(expected))), "\(window.flags)")
    }
  }
}
