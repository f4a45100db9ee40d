import AppDimensAdaptizer
import AppDimensTestSupport
import Foundation
import Testing

@testable import AppDimensCommandLine

/// What each numeric statement of the documentation is in Swift: the statement itself, compiled
/// by the Swift compiler against the library, as a function of the window. The keys are
/// ``SwiftSnippet/key``: the statement with the block's declarations it uses, without comments.
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
  "let built = 16.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape).resolve(phone)":
    {
      16.scaledDp.screen(24, qualifier: .width, minimum: 600).rotate(12, .landscape).resolve($0)
    },
  "16.powerDp(c)": { 16.powerDp($0) },
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
  "let spacing = 16.autoScaledDp.qualifier(20, .width, minimum: 600).qualifier(24, .width, minimum: 900).rotate(14, .landscape).mode(28, .television).resolve(configuration)":
    {
      16.autoScaledDp.qualifier(20, .width, minimum: 600).qualifier(24, .width, minimum: 900)
        .rotate(14, .landscape).mode(28, .television).resolve($0)
    },
  "let title = 20.autoSp.screen(28, condition: .init(qualifier: .width, minimum: 700)).resolve(configuration)":
    {
      20.autoSp.screen(28, condition: .init(qualifier: .width, minimum: 700)).resolve($0)
    },
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
  "let padding: DesignPoints = [390: 16, 820: 24, 1280: 32]; padding.resolve(c)": {
    let padding: DesignPoints = [390: 16, 820: 24, 1280: 32]
    return padding.resolve($0)
  },
  "let padding: DesignPoints = [390: 16, 820: 24, 1280: 32]; padding.resolve(configuration)": {
    let padding: DesignPoints = [390: 16, 820: 24, 1280: 32]
    return padding.resolve($0)
  },
  "let title: DesignPoints = [390: 28, 820: 34, 1280: 40]; title.resolveText(configuration)": {
    let title: DesignPoints = [390: 28, 820: 34, 1280: 40]
    return title.resolveText($0)
  },
  "let columns: Breakpoints<Int> = [.wAny: 1, .wR.all: 2, .w1024: 3]; columns.resolve(c)": {
    let columns: Breakpoints<Int> = [.wAny: 1, .wR.all: 2, .w1024: 3]
    return columns.resolve($0).map(Double.init)
  },
  "let padding: Breakpoints<Double> = [.w320.default: 80, .w375: 100, .wC.phone: 90, .wR.all: 140]; padding.resolve(configuration)":
    {
      let padding: Breakpoints<Double> = [
        .w320.default: 80, .w375: 100, .wC.phone: 90, .wR.all: 140,
      ]
      return padding.resolve($0)
    },
  "[w320.default: 80, w375: 100, w414: 120].scaled(configuration)": {
    [w320.default: 80, w375: 100, w414: 120].scaled($0).map(Double.init)
  },
  "[w320.default: 80, w375: 100].scaled(configuration)": {
    [w320.default: 80, w375: 100].scaled($0).map(Double.init)
  },
  "let rule = [w320: 0.8, w375: 1, w414: 1.2].scalingRule(); 20.scaled(by: rule, configuration)": {
    let rule = [w320: 0.8, w375: 1, w414: 1.2].scalingRule()
    return 20.scaled(by: rule, $0)
  },
  "let rule: ScalingRule = [.w320: 0.8, .w375: 1, .w414: 1.2]; 20.scaled(by: rule, configuration)":
    {
      let rule: ScalingRule = [.w320: 0.8, .w375: 1, .w414: 1.2]
      return 20.scaled(by: rule, $0)
    },
  "let rule: ScalingRule = [.w320: 0.8, .w375: 1, .w414: 1.2]; 20.scaled(by: rule, configuration, rounding: .points)":
    {
      let rule: ScalingRule = [.w320: 0.8, .w375: 1, .w414: 1.2]
      return 20.scaled(by: rule, $0, rounding: .points)
    },
  "let rule: ScalingRule = [.w320: 0.8, .w375: 1, .w414: 1.2]; 20.scaled(by: rule, configuration, rounding: .none)":
    {
      let rule: ScalingRule = [.w320: 0.8, .w375: 1, .w414: 1.2]
      return 20.scaled(by: rule, $0, rounding: .none)
    },
  "17.scaled(relativeTo: .body, category: .accessibility3, curve: .fontRamp)": {
    _ in 17.scaled(relativeTo: .body, category: .accessibility3, curve: .fontRamp)
  },
  "17.scaled(relativeTo: .body, category: .accessibility3)": {
    _ in 17.scaled(relativeTo: .body, category: .accessibility3)
  },
  "17.scaled(relativeTo: .body, category: .accessibility5, maxSize: .xxLarge)": {
    _ in 17.scaled(relativeTo: .body, category: .accessibility5, maxSize: .xxLarge)
  },
  "17.scaled(c, relativeTo: .body)": { 17.scaled($0, relativeTo: .body) },
  "17.scaled(watchAtAX5, relativeTo: .body)": { 17.scaled($0, relativeTo: .body) },
  "17.scaled(appleTVAtAX3, relativeTo: .body)": { 17.scaled($0, relativeTo: .body) },
  "16.ssp(configuration, relativeTo: .body, maxSize: .accessibility3)": {
    16.ssp($0, relativeTo: .body, maxSize: .accessibility3)
  },
  "DimensUnits.points(10, from: .millimeter, configuration: configuration)": {
    DimensUnits.points(10, from: .millimeter, configuration: $0)
  },
  "DimensUnits.pixels(1, from: .inch, configuration: configuration, pixelsPerInch: 460)": {
    DimensUnits.pixels(1, from: .inch, configuration: $0, pixelsPerInch: 460)
  },
  // The property wrappers hold what their portable spec resolves to in the window.
  "@ScaledDimension(16) private var spacing": { ScaledDimensionSpec(16).resolve($0) },
  "@ScaledDimension(100, .width) private var width": {
    ScaledDimensionSpec(100, .width).resolve($0)
  },
  "@ScaledDimension(text: 16) private var textSize": {
    ScaledDimensionSpec(text: 16).resolve($0)
  },
  "@ScaledDimension(12, aspectRatio: true) private var radius": {
    ScaledDimensionSpec(12, aspectRatio: true).resolve($0)
  },
  "@ScaledDimension([390: 16, 820: 24, 1280: 32]) private var padding": {
    ScaledDimensionSpec([390: 16, 820: 24, 1280: 32]).resolve($0)
  },
  "@ScaledDimension(text: [390: 17, 820: 19, 1280: 21]) private var bodySize": {
    ScaledDimensionSpec(text: [390: 17, 820: 19, 1280: 21]).resolve($0)
  },
  "@Breakpoint([.w320: 1, .w375: 2, .wR.all: 3]) private var columns: Int?": {
    ([.w320: 1, .w375: 2, .wR.all: 3] as Breakpoints<Int>).resolve($0).map(Double.init)
  },
  "@Breakpoint([.wC.all: 16, .wR.all: 32]) private var inset: CGFloat = 12": {
    ([.wC.all: 16, .wR.all: 32] as Breakpoints<Double>).resolve($0) ?? 12
  },
  "@ScaledDimension(16) private var padding": { ScaledDimensionSpec(16).resolve($0) },
  "@ScaledDimension(text: 17) private var bodySize": {
    ScaledDimensionSpec(text: 17).resolve($0)
  },
  "view.layer.cornerRadius = CGFloat(12.sdpa(configuration))": { 12.sdpa($0) },
  "cardWidth?.constant = 100.wdp(in: view)": { 100.wdp($0) },
]

/// The statements of the documentation that give no number, and what they are, by
/// ``SwiftSnippet/statement``. The tool refuses each with one `error:` line.
private let notNumbers: [String: String] = [
  "WindowGroup { ContentView().appDimens() }": "a SwiftUI scene",
  "Text(\"AppDimens\").font(.system(size: textSize))": "a SwiftUI view",
  "Text(\"Hello\").font(.system(size: bodySize)).padding(padding)": "a SwiftUI view",
  "Text(\"Text size\")": "a SwiftUI view",
  "RoundedRectangle(cornerRadius: radius).frame(width: width, height: 44)": "a SwiftUI view",
  "ContentView().appDimensPreview(.iPhone15, orientation: .landscape, category: .accessibility3)":
    "a SwiftUI preview",
  "ContentView().appDimensPreview(.iPadPro13M4, orientation: .landscape, split: .oneThird)":
    "a SwiftUI preview",
  "ContentView().appDimensPreview(DimensConfiguration(screenWidth: 390, screenHeight: 844))":
    "a SwiftUI preview",
  "ContentView().appDimensPreviewMatrix([.iPhoneSE3, .iPadPro13M4], categories: [nil, .accessibility3])":
    "SwiftUI previews",
  "Image(systemName: \"star\")": "a SwiftUI view",
  "Text(\"Favourites\")": "a SwiftUI view",
  "Spacer()": "a SwiftUI view",
  "Text(\"12\")": "a SwiftUI view",
  "ContentView().appDimens(textSize: systemTextSize)": "a SwiftUI view with its provider",
  "ContentView().appDimens(maxSize: .accessibility3)": "a SwiftUI view with its provider",
  "ContentView().appDimens(textSize: .category(.xLarge))": "a SwiftUI view with its provider",
  "NoteView().appDimens()": "a SwiftUI view with its provider",
  "ContentView().appDimens(designFrame: CGSize(width: 390, height: 844))":
    "a SwiftUI view with its provider",
  "Text(\"Drawn at 390 × 844\").font(.system(size: bodySize)).padding(padding)": "a SwiftUI view",
  "DimensConfiguration.defaultDesignFrame = CGSize(width: 390, height: 844)":
    "the UIKit default design frame, set at launch",
  "ContentView().appDimens(scaleLimits: 0.8...1.5)": "a SwiftUI view with its provider",
  "DimensConfiguration.defaultScaleLimits = 0.8...1.5":
    "the UIKit default scale limits, set at launch",
  "return true": "the app delegate's answer",
  "NoteView().appDimens(textSize: .percent(textSizePercent))": "a SwiftUI view with its provider",
  "TextSizeSettings().appDimens(textSize: .percent(textSizePercent), window: .designFrame)":
    "a SwiftUI view with its provider, in a window sized by its content",
  "@Environment(\\.appDimensConfiguration) private var configuration":
    "a SwiftUI environment value",
  "@Environment(\\.dynamicTypeSize) private var dynamicTypeSize": "a SwiftUI environment value",
  "@AppStorage(\"textSizePercent\") private var textSizePercent = 100.0": "a stored setting",
  "let columns = configuration.smallestWidth >= 600 ? 3 : 2": "a comparison",
  "private let titleLabel = UILabel()": "a UIKit label",
  "private var cardWidth: NSLayoutConstraint?": "a stored layout constraint",
  "super.viewDidLayoutSubviews()": "a UIKit call",
  "titleLabel.font = .systemFont(ofSize: CGFloat(17.ssp(configuration)))": "a UIKit font",
  "(self: Self, previousTraitCollection: UITraitCollection) in": "a closure's parameters",
  "self.view.setNeedsLayout()": "a UIKit call",
  "super.traitCollectionDidChange(previousTraitCollection)": "a UIKit call",
  "view.setNeedsLayout()": "a UIKit call",
  "guard DimensPlatform.native == .tvOS, #available(tvOS 27, *) else { return nil }":
    "an availability check",
  "let traits = UITraitCollection(preferredContentSizeCategory: DynamicTypeCategory(dynamicTypeSize).uiContentSizeCategory)":
    "UIKit traits",
  "let percent = UIFontMetrics(forTextStyle: .body).scaledValue(for: 100, compatibleWith: traits)":
    "a UIKit measurement of the system's text size",
  "return .percent(Double(percent))": "an app text size",
  // Windows: the command's options give them (the tool's error says which).
  "let configuration = DimensConfiguration(screenWidth: 390, screenHeight: 844)": "a window",
  "let configuration = DimensConfiguration(screenWidth: 390, screenHeight: 844, idiom: .phone)":
    "a window",
  "let configuration = DimensConfiguration(screenWidth: 390, screenHeight: 844, displayScale: 3)":
    "a window",
  "let c = DimensConfiguration(screenWidth: 390, screenHeight: 844)": "a window",
  "let landscape = DimensConfiguration(screenWidth: 844, screenHeight: 390, idiom: .phone)":
    "a window",
  // Strings: BreakpointsTests checks the values their comments state.
  "title.resolve(phone)": "a string",
  "title.resolve(landscape)": "a string",
  "let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844)": "a window",
  "let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844, designFrame: DesignFrame(width: 390, height: 844))":
    "a window with its design frame",
  "let pad = DimensConfiguration(screenWidth: 820, screenHeight: 1180, designFrame: DesignFrame(width: 390, height: 844))":
    "a window with its design frame",
  "let c = DimensConfiguration(screenWidth: 700, screenHeight: 1020, designFrame: DesignFrame(width: 350, height: 680))":
    "a window with its design frame",
  "let large = DimensConfiguration(screenWidth: 390, screenHeight: 844, contentSizeCategory: .accessibility3)":
    "a window",
  "DimensConfiguration(screenWidth: 390, screenHeight: 844)": "a window",
  "DimensConfiguration(screenWidth: 400, screenHeight: 700, maximumWindowWidth: 800, maximumWindowHeight: 700)":
    "a window",
  "let configuration = DimensConfiguration.current(in: view)": "the window of a view",
  "let phone = DeviceProfile.iPhone16e.configuration(orientation: .portrait, category: .large)":
    "a device's window",
  "let pane = DeviceProfile.iPadPro129.configuration(orientation: .landscape, split: .oneThird, category: .large)":
    "a device's window",
  "pane?.isMultiWindow": "a boolean",
  // Values that are not numbers until resolved in a window (the next statement resolves them).
  "let padding: DesignPoints = [390: 16, 820: 24, 1280: 32]": "design points",
  "let title: DesignPoints = [390: 28, 820: 34, 1280: 40]": "design points",
  "let gutter = DesignPoints([390: 16, 1280: 32], extrapolation: .proportional)": "design points",
  "try DesignPoints(validating: [(390, 16), (390, 20)])": "an error, thrown",
  "let columns: Breakpoints<Int> = [.wAny: 1, .wR.all: 2, .w1024: 3]": "a breakpoint table",
  "let columns: Breakpoints<Int> = [.wAny: 2, .w768: 3, .accessibilityTextSizes: 1]":
    "a breakpoint table with a text-size key",
  "let inset: Breakpoints<Breakpoints<Double>> = [.wAny: [.wC.all: 16, .wR.all: 32],.accessibilityTextSizes: [.wC.all: 8, .wR.all: 16],]":
    "a table of breakpoint tables",
  "let padding: Breakpoints<Double> = [.w320.default: 80, .w375: 100, .wC.phone: 90, .wR.all: 140]":
    "a breakpoint table",
  "let rule: ScalingRule = [.w320: 0.8, .w375: 1, .w414: 1.2]": "a scaling rule",
  "let rule = [w320: 0.8, w375: 1, w414: 1.2].scalingRule()": "a scaling rule",
  "let showsSidebar: Breakpoints<Bool> = [.wAny: false, .w768: true]": "a table of booleans",
  "let title: Breakpoints<String> = [.wC.all: \"Short\", .wR.all: \"A longer title\"]":
    "a table of strings",
  "DeviceCatalog.find(\"iPhone 14 Pro Max\")": "a device profile",
  "DeviceCatalog.find(\"Apple Watch\")": "a device profile",
  "TypeRamp.metrics(.body, .accessibility3)": "a size and a leading",
  "TypeRamp.rows(platform: .iOS, maxSize: .accessibility3)": "rows of a table",
  "TypeRamp.weight(.headline)": "a font weight",
  "let candidates = DimensResize.steps(minimum: ResizeBound.fixedSp(12).points(configuration), maximum: ResizeBound.percent(12, .width).points(configuration), step: 1)":
    "a list of sizes",
  "let fontSize = DimensResize.largestFitting(candidates) { size in":
    "a search with the app's own measuring closure",
  "measuredWidth(fontSize: size) <= availableWidth": "the app's own measurement",
  // Audits.
  "let report = DesignAudit(tokens: [.text(\"text.body\", 17.ssp), .target(\"button.height\", 30.sdp), .width(\"card\", 360.sdp)], devices: DeviceCatalog.devices(in: .phone)).run()":
    "an audit report",
  "let report = DesignAudit(tokens: [.text(\"text.body\", 17.ssp),.target(\"button.height\", 44.sdp),.width(\"card.width\", 280.sdp),], devices: DeviceCatalog.devices(in: .phone)).run()":
    "an audit report",
  "let report = DesignAudit(tokens: tokens, devices: DeviceCatalog.devices(in: .phone)).run()":
    "an audit report",
  "let report = DesignAudit(tokens: tokens, windows: [mac]).run()": "an audit report",
  "let system = try DesignSystem(files: files)": "a design system read from token files",
  "let report = DesignAudit(tokens: system.tokens, windows: DesignPlatform.windows(of: system.platforms)).run()":
    "an audit report",
  "report.violations.map(\\.rule.id)": "the rules a design breaks",
  "let tokens: [DesignToken] = [.text(\"text.body\", 17.ssp),.text(\"text.heading\") { 17.ssp($0, relativeTo: .body, maxSize: .xxxLarge) },.text(\"text.caption\", 9.ssp),.target(\"button.height\", 30.sdp),.width(\"card.width\", 360.sdp),]":
    "design tokens",
  "print(finding.token, finding.rule.id, finding.worst.value, finding.worst.limit, \"\\(finding.failingWindows) of \\(finding.checkedWindows) windows\")":
    "printing",
  "let mac = AuditWindow(name: \"Mac window\", configuration: DimensConfiguration(screenWidth: 1024, screenHeight: 768, uiMode: .mac, idiom: .mac), textSizes: [.percent(85), .percent(100), .percent(125), .percent(150), .percent(200)])":
    "an audit window",
]

@Suite("Pasted Swift: every line of the README and the DocC catalogs pasted as written")
struct PastedSwiftTests {
  @Test func theDocumentationHasSnippets() {
    #expect(SwiftSnippet.all.count >= 200)
    #expect(Set(SwiftSnippet.all.map(\.file)).contains("README.md"))
  }

  /// Every line of every block is in exactly one statement, or is blank or only a comment.
  @Test func everyLineIsPasted() {
    for block in SwiftSnippet.blocks {
      var covered: [Int: Int] = [:]
      for snippet in SwiftSnippet.all where snippet.file == block.file {
        let count = snippet.written.components(separatedBy: "\n").count
        for number in snippet.line..<(snippet.line + count) { covered[number, default: 0] += 1 }
      }
      for line in block.lines where !SwiftSnippet.Line(line.text).trimmed.isEmpty {
        #expect(covered[line.number] == 1, "\(block.file):\(line.number): \(line.text)")
      }
    }
  }

  /// Every statement is classified: a number (with its Swift twin above), not a number (and
  /// what it is), or structure.
  @Test func everyStatementIsKnown() {
    for snippet in SwiftSnippet.all where !snippet.isStructure {
      #expect(
        swiftValues[snippet.key] != nil || notNumbers[snippet.statement] != nil,
        """
        a new Swift statement in the documentation: add its Swift twin to swiftValues (a \
        number) or what it is to notNumbers in PastedSwiftTests.swift: \(snippet) \
        (key \(snippet.key))
        """)
    }
  }

  /// No entry outlives its statement (a changed snippet must be classified again).
  @Test func everyEntryIsStillDocumented() {
    let keys = Set(SwiftSnippet.all.map(\.key))
    let statements = Set(SwiftSnippet.all.map(\.statement))
    for key in swiftValues.keys {
      let documented = keys.contains(key)
      #expect(documented, "no longer documented: \(key)")
    }
    for key in notNumbers.keys {
      let documented = statements.contains(key)
      #expect(documented, "no longer documented: \(key)")
    }
  }

  @Test(arguments: SwiftSnippet.all.filter { swiftValues[$0.key] != nil })
  func numbersResolveAsInSwift(_ snippet: SwiftSnippet) throws {
    let configuration = try #require(snippet.window.configuration)
    let expected = swiftValues[snippet.key]?(configuration) ?? nil
    let run = runTool(["resolve", snippet.pasted] + snippet.window.flags + ["--format", "json"])
    guard let expected else {
      #expect(run.status == 2, "Swift gives nil; the tool must say so: \(run.output.text)")
      #expect(run.error.lines.first?.contains("no value") == true, "\(run.error.text)")
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
    // For people: the same value, at most 6 decimals (Foundation's own rounding).
    let text = runTool(["resolve", snippet.pasted] + snippet.window.flags).output.lines.first
    let rounded = String(format: "%.6f", expected)
      .replacingOccurrences(of: #"\.?0+$"#, with: "", options: .regularExpression)
    #expect(text == rounded, "\(snippet)")
  }

  @Test(
    arguments: SwiftSnippet.all.filter {
      $0.isStructure || (swiftValues[$0.key] == nil && notNumbers[$0.statement] != nil)
    })
  func otherStatementsAreRefused(_ snippet: SwiftSnippet) {
    let run = runTool(["resolve", snippet.pasted] + snippet.window.flags)
    #expect(run.status == 2)
    #expect(run.output.text.isEmpty)
    #expect(run.error.lines.count == 2, "\(run.error.text)")
    #expect(run.error.lines.first?.hasPrefix("error: ") == true)
  }
}

extension SwiftSnippet: CustomTestStringConvertible {
  var testDescription: String { "\(file):\(line): \(written)" }
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
      let run = runTool(["resolve", example.source] + window.flags + ["--format", "json"])
      #expect(run.status == 0, "\(run.error.text)")
      let value = try #require(Double(run.output.lines.first ?? ""), "\(run.output.text)")
      let expected = example.swift(window.configuration)
      #expect(isClose(value, expected, tolerance: 1e-12 * max(1, abs(expected))), "\(window.flags)")
    }
  }
}
