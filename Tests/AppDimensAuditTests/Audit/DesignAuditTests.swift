import Testing

@testable import AppDimensAudit
@testable import AppDimensTokens

/// Each rule with literal expectations: values from Apple's type ramp and hand-computed
/// window scaling (`v × smallest width ÷ 300`), limits from the HIG.
@Suite("DesignAudit: every rule, with literal expectations")
struct DesignAuditTests {
  static func phone(_ device: DeviceProfile, _ orientation: Orientation = .portrait) throws
    -> AuditWindow
  {
    try #require(AuditWindow(DeviceWindow(device: device, orientation: orientation)))
  }

  // text-200 on iOS: a heading capped at xxxLarge grows only to 23/17 of its Large size.
  // iPhone SE, 375 pt: Large 17 × 1.25 = 21.25; AX5 (capped at xxxL) 21.25 × 23/17 = 28.75;
  // the limit is 2 × 21.25 = 42.5.
  @Test func text200Capped() throws {
    let heading = DesignToken.text("text.heading") {
      17.ssp($0, relativeTo: .body, maxSize: .xxxLarge)
    }
    let window = try Self.phone(.iPhoneSE3)
    guard case .failed(let v) = DesignAudit.check(heading, .text200, in: window) else {
      Issue.record("expected a violation")
      return
    }
    #expect(v.token == "text.heading" && v.rule == .text200)
    #expect(v.textSize == .category(.accessibility5))
    #expect(v.failingTextSizes == [.category(.accessibility5)])
    #expect(abs(v.value - 28.75) < 1e-9)
    #expect(abs(v.limit - 42.5) < 1e-9)
  }

  // 17.ssp grows to 53/17 = 3.12× at AX5: passes.
  @Test func text200Passes() throws {
    let body = DesignToken.text("text.body", 17.ssp)
    #expect(DesignAudit.check(body, .text200, in: try Self.phone(.iPhone15)) == .passed)
  }

  // watchOS asks 1.4× at accessibility3; a fixed 9 pt misses 12.6 and the 12 pt minimum.
  @Test func watchFixedText() throws {
    let fixed = DesignToken.text("caption.fixed") { _ in 9 }
    let watch = try #require(AuditWindow.windows(of: [.appleWatch45mm]).first)
    guard case .failed(let growth) = DesignAudit.check(fixed, .text200, in: watch),
      case .failed(let minimum) = DesignAudit.check(fixed, .textMinimum, in: watch)
    else {
      Issue.record("expected two violations")
      return
    }
    #expect(growth.textSize == .category(.accessibility3))
    #expect(growth.value == 9 && abs(growth.limit - 12.6) < 1e-9)
    // Every size fails equally: the report names the watch's default category (xLarge).
    #expect(minimum.textSize == .category(.xLarge) && minimum.limit == 12)
    #expect(minimum.failingTextSizes.count == 9)
  }

  // text-minimum on iOS: 9.ssp on the iPhone SE is 9 × 1.25 × body(c)/17 —
  // xSmall 9.264706, small 9.926471, medium 10.588235 fail; large 11.25 passes.
  @Test func textMinimumAtSmallCategories() throws {
    let caption = DesignToken.text("text.caption", 9.ssp)
    guard
      case .failed(let v) = DesignAudit.check(caption, .textMinimum, in: try Self.phone(.iPhoneSE3))
    else {
      Issue.record("expected a violation")
      return
    }
    #expect(v.textSize == .category(.xSmall))
    #expect(abs(v.value - 9.264705882352942) < 1e-9)
    #expect(v.limit == 11)
    #expect(v.failingTextSizes == [.category(.xSmall), .category(.small), .category(.medium)])
  }

  // tvOS: no Dynamic Type, so text-200 is not applied; the 23 pt minimum is.
  @Test func tvText() throws {
    let small = DesignToken.text("text.small") { _ in 20 }
    let tv = try #require(AuditWindow.windows(of: [.appleTV4K]).first)
    #expect(DesignAudit.check(small, .text200, in: tv) == .notApplied)
    guard case .failed(let v) = DesignAudit.check(small, .textMinimum, in: tv) else {
      Issue.record("expected a violation")
      return
    }
    #expect(v.value == 20 && v.limit == 23 && v.textSize == .category(.large))
  }

  // A Mac window that declares its own text sizes: 17 × fontScale must reach 34 at the
  // largest declared scale.
  @Test func macDeclaredScales() {
    let text = DesignToken.text("text.body") { 17 * $0.fontScale }
    let configuration = DimensConfiguration(
      screenWidth: 1024, screenHeight: 768, uiMode: .mac, idiom: .mac)
    let upTo150 = AuditWindow(
      name: "Mac", configuration: configuration, textSizes: [.percent(100), .percent(150)])
    let upTo200 = AuditWindow(
      name: "Mac", configuration: configuration, textSizes: [.percent(200), .percent(100)])
    let none = AuditWindow(name: "Mac", configuration: configuration)
    guard case .failed(let v) = DesignAudit.check(text, .text200, in: upTo150) else {
      Issue.record("expected a violation")
      return
    }
    #expect(v.value == 25.5 && v.limit == 34 && v.textSize == .percent(150))
    #expect(DesignAudit.check(text, .text200, in: upTo200) == .passed)
    #expect(DesignAudit.check(text, .text200, in: none) == .notApplied)
    // macOS minimum is 10 pt.
    #expect(DesignAudit.check(text, .textMinimum, in: none) == .passed)
  }

  // Declared categories follow the iOS body ratio on a Mac (HIG iOS body: 17 at Large, 23 at
  // xxxLarge, 53 at AX5): 17 × 23 ÷ 17 = 23 misses 34; 17 × 53 ÷ 17 = 53 reaches it.
  @Test func macDeclaredCategories() {
    let text = DesignToken.text("text.body") { 17 * $0.fontScale }
    let configuration = DimensConfiguration(
      screenWidth: 1024, screenHeight: 768, uiMode: .mac, idiom: .mac)
    let upToXXXL = AuditWindow(
      name: "Mac", configuration: configuration,
      textSizes: [.category(.xxxLarge), .category(.large)])
    let upToAX5 = AuditWindow(
      name: "Mac", configuration: configuration,
      textSizes: [.category(.large), .category(.accessibility5)])
    guard case .failed(let v) = DesignAudit.check(text, .text200, in: upToXXXL) else {
      Issue.record("expected a violation")
      return
    }
    #expect(abs(v.value - 23) < 1e-9 && v.limit == 34 && v.textSize == .category(.xxxLarge))
    #expect(DesignAudit.check(text, .text200, in: upToAX5) == .passed)
  }

  // target-size: 30.sdp is 30 × sw ÷ 300 — 37.5 on the SE, 39.3 on the iPhone 15, exactly 44
  // on the 440-pt iPhone 17 Pro Max (passes).
  @Test func targetSizeOnPhones() throws {
    let button = DesignToken.target("button.height", 30.sdp)
    let expected: [(DeviceProfile, Double?)] = [
      (.iPhoneSE3, 37.5), (.iPhone15, 39.3), (.iPhone17ProMax, nil),
    ]
    for (device, value) in expected {
      for orientation in [Orientation.portrait, .landscape] {
        let outcome = DesignAudit.check(
          button, .targetSize, in: try Self.phone(device, orientation))
        switch (outcome, value) {
        case (.failed(let v), let value?):
          #expect(abs(v.value - value) < 1e-9 && v.limit == 44, "\(device.name)")
          #expect(v.textSize == .category(.large))
          #expect(v.failingTextSizes.count == 12)
        case (.passed, nil): break
        default: Issue.record("\(device.name) \(orientation): \(outcome)")
        }
      }
    }
  }

  // The default column of the HIG table: visionOS 60, tvOS 66, watchOS 44.
  @Test func targetSizeOtherPlatforms() throws {
    let button = DesignToken.target("button") { _ in 50 }
    let limits: [(DeviceProfile, Double?)] = [
      (.visionPro, 60), (.appleTV4K, 66), (.appleWatch41mm, nil),
    ]
    for (device, limit) in limits {
      let window = try #require(AuditWindow.windows(of: [device]).first)
      switch (DesignAudit.check(button, .targetSize, in: window), limit) {
      case (.failed(let v), let limit?): #expect(v.limit == limit && v.value == 50)
      case (.passed, nil): break
      case (let outcome, _): Issue.record("\(device.name): \(outcome)")
      }
    }
  }

  // fits-window: 360.sdp is 1.2 × the smallest width, wider than any portrait phone; in
  // landscape the SE's 667 pt hold its 450.
  @Test func fitsWindowPortraitOnly() throws {
    let card = DesignToken.width("card.width", 360.sdp)
    guard case .failed(let v) = DesignAudit.check(card, .fitsWindow, in: try Self.phone(.iPhoneSE3))
    else {
      Issue.record("expected a violation")
      return
    }
    #expect(v.value == 450 && v.limit == 375)
    #expect(v.textSize == .category(.large))
    #expect(
      DesignAudit.check(card, .fitsWindow, in: try Self.phone(.iPhoneSE3, .landscape)) == .passed)
  }

  // A fixed 400-pt width on the iPad Air 11-inch fails only in the 320-pt third panes.
  @Test func fitsWindowInPanes() {
    let card = DesignToken.width("card") { _ in 400 }
    let report = DesignAudit(tokens: [card], devices: [.iPadAir11]).run()
    #expect(report.checked == 7)
    #expect(report.violations.map(\.window.pane) == [.oneThird, .oneThird])
    #expect(report.violations.map(\.window.orientation) == [.landscape, .portrait])
    #expect(report.violations.map(\.limit) == [320, 320])
  }

  // A value that is not a number fails every rule, with infinite severity.
  @Test func notANumberFails() throws {
    let broken = DesignToken.target("broken") { _ in .nan }
    guard
      case .failed(let v) = DesignAudit.check(broken, .targetSize, in: try Self.phone(.iPhone15))
    else {
      Issue.record("expected a violation")
      return
    }
    #expect(v.value.isNaN && v.severity == .infinity)
  }

  // Rounding never fails a design: 10⁻¹² under the limit passes, 10⁻⁶ under does not.
  @Test func tolerance() throws {
    let window = try Self.phone(.iPhone15)
    let almost = DesignToken.target("almost") { _ in 44 - 1e-12 }
    let under = DesignToken.target("under") { _ in 44 - 1e-6 }
    #expect(DesignAudit.check(almost, .targetSize, in: window) == .passed)
    if case .failed = DesignAudit.check(under, .targetSize, in: window) {
    } else {
      Issue.record("1e-6 under the limit must fail")
    }
  }

  // Rules filter, counts and narrowing.
  @Test func checkedCountsAndRules() {
    let tokens: [DesignToken] = [
      .text("text.body", 17.ssp), .target("button", 44.sdp), .width("card", 280.sdp),
    ]
    // 2 windows × (2 text rules + 1 + 1) = 8 checks, all pass.
    let report = DesignAudit(tokens: tokens, devices: [.iPhone15]).run()
    #expect(report.checked == 8 && report.isClean)
    let onlyTargets = DesignAudit(tokens: tokens, devices: [.iPhone15], rules: [.targetSize]).run()
    #expect(onlyTargets.checked == 2)
    // A watch narrowed to categories it lacks has no size to visit: only text-200 runs.
    let watch = DesignAudit(
      tokens: tokens, devices: [.appleWatch41mm], categories: [.medium]
    ).run()
    #expect(watch.checked == 1)
  }

  // --categories narrows the every-size rules: at Large the 9.ssp caption passes on the SE.
  @Test func narrowedCategories() {
    let caption = DesignToken.text("text.caption", 9.ssp)
    let report = DesignAudit(
      tokens: [caption], devices: [.iPhoneSE3], categories: [.large], rules: [.textMinimum]
    ).run()
    #expect(report.checked == 2 && report.isClean)
  }

  /// The report says what each rule checked: `text-200` on tvOS checks nothing (Apple gives
  /// tvOS no accessibility sizes), so an audit of only that rule is not a clean pass; on a
  /// phone it checks each window once per text token.
  @Test func checksPerRule() {
    let body = DesignToken.text("text.body", source: "17.ssp") { 17.ssp($0) }
    let tv = DesignAudit(
      tokens: [body], windows: DesignPlatform.windows(of: [.tvOS]), rules: [.text200]
    ).run()
    #expect(tv.checked == 0 && tv.isClean)
    #expect(tv.checkedByRule == [.text200: 0])
    #expect(tv.rulesThatCheckedNothing == [.text200])
    let phone = DesignAudit(
      tokens: [body], devices: [.iPhoneSE3], categories: [.large], rules: [.text200, .targetSize]
    ).run()
    // iPhone SE (3rd generation): portrait and landscape, one check each; no target token.
    #expect(phone.checkedByRule == [.text200: 2, .targetSize: 0])
    #expect(phone.rulesThatCheckedNothing == [.targetSize])
  }
}

/// `row-fits` with literal expectations: a toolbar of two 44-point icons, a label 7 ems of the
/// body text, 8-point gaps and 16-point padding, drawn from a 390 × 844 design frame, so on a
/// 390-point window a dimension is its own value and body text is Apple's body size (HIG:
/// 17, 23, 28, 33, 40, 47, 53 points at large, xxxLarge, accessibility1 … 5).
///
/// ```
/// width(c) = 44 + 44 + 7 × body(c) + 2 × 8 + 2 × 16 = 136 + 7 × body(c)
///          = 255 (large), 297 (xxxLarge), 332 (AX1), 367 (AX2), 416 (AX3), 465, 507
/// ```
@Suite("DesignAudit: row-fits, with literal expectations")
struct DesignAuditRowTests {
  static let frame = DesignFrame(width: 390, height: 844)

  /// The toolbar, its sizes drawn from the frame (dimensions `v × smallest width ÷ 390`, text
  /// `that × body(c) ÷ 17`).
  static let toolbar: DesignRow = {
    let icon = DesignToken.width("control.icon") { 44.sdp($0) }
    let body = DesignToken.text("font.body") { 17.ssp($0, relativeTo: .body) }
    return DesignRow(
      path: "toolbar",
      items: [.init(icon), .init(body, ems: 7), .init(icon)],
      gap: .width("spacing.sm") { 8.sdp($0) }, padding: .width("spacing.md") { 16.sdp($0) })
  }()

  static func window(_ name: String, _ width: Double, _ height: Double) -> AuditWindow {
    AuditWindow(
      name: name,
      configuration: DimensConfiguration(
        screenWidth: width, screenHeight: height, idiom: .phone, designFrame: frame),
      categories: [.large, .xxxLarge, .accessibility1, .accessibility2, .accessibility3])
  }

  @Test func widthsByHand() {
    let phone = Self.window("390", 390, 844)
    let widths = phone.textSizes.map { Self.toolbar.width(in: phone.configuration(at: $0)) }
    let expected: [Double] = [255, 297, 332, 367, 416]
    for (width, value) in zip(widths, expected) { #expect(abs(width - value) < 1e-9) }
  }

  // 390 wide: fits at large … accessibility2 (367), not at accessibility3 (416 > 390).
  // 375 wide: every size × 375 ÷ 390; accessibility2 352.88 fits, accessibility3 400 > 375.
  // 844 × 390 landscape: the smallest width is 390, so the same widths, all under 844.
  @Test func fitsOnIPhoneAtLargeButNotAtAccessibility3() throws {
    let windows = [
      Self.window("390", 390, 844), Self.window("375", 375, 667),
      Self.window("390 landscape", 844, 390),
    ]
    let report = DesignAudit(
      tokens: [], rows: [Self.toolbar], windows: windows, rules: [.rowFits]
    ).run()
    #expect(report.checked == 3)
    #expect(report.violations.count == 2)
    let first = try #require(report.violations.first)
    #expect(first.token == "toolbar" && first.rule == .rowFits)
    #expect(first.window.name == "390")
    #expect(first.textSize == .category(.accessibility3))
    #expect(abs(first.value - 416) < 1e-9 && first.limit == 390)
    #expect(first.failingTextSizes == [.category(.accessibility3)])
    let second = try #require(report.violations.last)
    #expect(second.window.name == "375")
    #expect(abs(second.value - 400) < 1e-9 && second.limit == 375)
    let finding = try #require(report.findings.first)
    #expect(finding.fix?.written == "stack from accessibility3")
    #expect(finding.fix?.source == "TextSizeSwitch(stackingFrom: .accessibility3)")
    #expect(finding.failingWindows == 2 && finding.checkedWindows == 3)
  }

  // Fixed icons, gaps and padding (44, 8, 16 points in every window) and the label drawn from
  // the frame: width(c) = 136 + 7 × body(c) × w ÷ 390.
  // 390: accessibility2 367 fits, accessibility3 416 > 390.
  // 320: accessibility1 136 + 196 × 320 ÷ 390 = 296.82 fits, accessibility2
  //      136 + 231 × 320 ÷ 390 = 325.54 > 320; the stacking threshold is the smallest of the two.
  @Test func theThresholdIsTheSmallestOverTheWindows() throws {
    let icon = DesignToken.width("control.icon") { _ in 44 }
    let body = DesignToken.text("font.body") { 17.ssp($0, relativeTo: .body) }
    let row = DesignRow(
      path: "mixed", items: [.init(icon), .init(body, ems: 7), .init(icon)],
      gap: .width("spacing.sm") { _ in 8 }, padding: .width("spacing.md") { _ in 16 })
    let report = DesignAudit(
      tokens: [], rows: [row],
      windows: [Self.window("390", 390, 844), Self.window("320", 320, 568)], rules: [.rowFits]
    ).run()
    #expect(
      report.violations.map(\.textSize) == [.category(.accessibility3), .category(.accessibility2)])
    let small = try #require(report.violations.last)
    #expect(abs(small.value - (136 + 231 * 320 / 390)) < 1e-9)
    #expect(report.findings.first?.fix?.written == "stack from accessibility2")
  }

  @Test func rowsAreNotCheckedWithoutTheRule() {
    let report = DesignAudit(
      tokens: [], rows: [Self.toolbar], windows: [Self.window("375", 375, 667)],
      rules: [.fitsWindow]
    ).run()
    #expect(report.checked == 0 && report.violations.isEmpty)
  }
}
