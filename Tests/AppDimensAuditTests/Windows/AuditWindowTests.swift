import Testing

@testable import AppDimensAudit
@testable import AppDimensTokens

@Suite("AuditWindow: the windows and text sizes an audit visits")
struct AuditWindowTests {
  static let iOS: [ContentSizeCategory] = [
    .xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge, .accessibility1,
    .accessibility2, .accessibility3, .accessibility4, .accessibility5,
  ]
  // HIG, Typography, watchOS Dynamic Type sizes: no Medium, accessibility sizes 1–3 only.
  static let watchOS: [ContentSizeCategory] = [
    .xSmall, .small, .large, .xLarge, .xxLarge, .xxxLarge, .accessibility1, .accessibility2,
    .accessibility3,
  ]

  @Test func phoneWindowsAtTwelveCategories() throws {
    let windows = AuditWindow.windows(of: [.iPhone15])
    #expect(windows.map(\.orientation) == [.portrait, .landscape])
    #expect(windows.map(\.pane) == [.full, .full])
    #expect(windows.map(\.name) == ["iPhone 15", "iPhone 15"])
    #expect(windows[0].textSizes == Self.iOS.map(AppTextSize.category))
    #expect(windows[1].configuration.screenWidth == 852)
    #expect(windows[0].platform == .iOS)
    #expect(windows[0].defaultTextSize == .category(.large))
  }

  @Test func padPanes() {
    let windows = AuditWindow.windows(of: [.iPadAir11])
    #expect(windows.count == 7)
    #expect(windows.map(\.configuration.screenWidth) == [820, 1180, 320, 585, 850, 320, 490])
    #expect(
      windows.map(\.pane) == [.full, .full, .oneThird, .half, .twoThirds, .oneThird, .twoThirds])
  }

  @Test func watchHasNineCategoriesAndItsDefault() throws {
    let window = try #require(AuditWindow.windows(of: [.appleWatch45mm]).first)
    #expect(window.platform == .watchOS)
    #expect(window.textSizes == Self.watchOS.map(AppTextSize.category))
    #expect(window.defaultTextSize == .category(.xLarge))
  }

  @Test func noDynamicTypeMeansOneSize() throws {
    let tv = try #require(AuditWindow.windows(of: [.appleTV4K]).first)
    #expect(tv.platform == .tvOS)
    #expect(tv.textSizes == [.category(.large)])
    let narrowed = try #require(
      AuditWindow.windows(of: [.appleTV4K], categories: [.accessibility3]).first)
    #expect(narrowed.textSizes == [.category(.large)])
  }

  @Test func narrowing() throws {
    let phone = try #require(
      AuditWindow.windows(of: [.iPhoneSE3], categories: [.accessibility3, .large]).first)
    #expect(phone.textSizes == [.category(.large), .category(.accessibility3)])
    let watch = try #require(
      AuditWindow.windows(of: [.appleWatch41mm], categories: [.medium, .accessibility5]).first)
    #expect(watch.textSizes.isEmpty)
  }

  @Test func configurationAtACategory() throws {
    let window = try #require(AuditWindow.windows(of: [.iPhoneSE3]).first)
    let c = window.configuration(at: .category(.accessibility3))
    #expect(c.contentSizeCategory == .accessibility3)
    #expect(abs(c.fontScale - 40.0 / 17) < 1e-12)
    #expect(c.screenWidth == 375 && c.screenHeight == 667)
  }

  /// The library side of an audit drawn at a design frame: every window and every text size it
  /// is checked at keep the frame.
  @Test func aDesignFrameReachesEveryWindowAndTextSize() throws {
    let frame = DesignFrame(width: 390, height: 844)
    let windows = AuditWindow.windows(of: [.iPhone15, .iPadAir11], designFrame: frame)
    #expect(windows.count == 9 && windows.allSatisfy { $0.configuration.designFrame == frame })
    for window in windows {
      for size in window.textSizes {
        #expect(window.configuration(at: size).designFrame == frame, "\(window.name) \(size)")
      }
    }
    // iPhone 15 portrait: 30 × 393 ÷ 390, not 30 × 393 ÷ 300.
    let phone = try #require(windows.first)
    #expect(abs(30.sdp(phone.configuration(at: .category(.accessibility3))) - 30.230769) < 1e-6)
    let audit = DesignAudit(
      tokens: [.target("button.height", 30.sdp)], devices: [.iPhone15], designFrame: frame)
    #expect(audit.windows.allSatisfy { $0.configuration.designFrame == frame })
    // Without a frame nothing changes.
    #expect(AuditWindow.windows(of: [.iPhone15]).allSatisfy { $0.configuration.designFrame == nil })
  }

  @Test func windowOfYourOwnWithDeclaredTextSizes() {
    let mac = AuditWindow(
      name: "Mac window",
      configuration: DimensConfiguration(
        screenWidth: 1024, screenHeight: 768, uiMode: .mac, idiom: .mac),
      textSizes: [.percent(85), .percent(100), .percent(.nan), .percent(200), .percent(-1)])
    #expect(mac.platform == .macOS)
    #expect(mac.orientation == .landscape)
    #expect(mac.declaresTextSizes)
    #expect(mac.textSizes == [.percent(85), .percent(100), .percent(200)])
    #expect(mac.configuration(at: .percent(200)).fontScale == 2)
    #expect(mac.configuration(at: .percent(85)).fontScale == 0.85)
    #expect(mac.defaultTextSize == .percent(100))
    let plain = AuditWindow(
      name: "Mac window",
      configuration: DimensConfiguration(
        screenWidth: 1024, screenHeight: 768, uiMode: .mac, idiom: .mac))
    #expect(!plain.declaresTextSizes)
    #expect(plain.textSizes == [.category(.large)])
  }

  // A declared category is the app's own setting: on a Mac (no Dynamic Type) it takes the
  // iOS body ratio, xLarge 19 ÷ 17 (HIG, Typography, iOS Dynamic Type sizes: body 17 at Large,
  // 19 at xLarge), where the system's category would change nothing.
  @Test func declaredCategoryIsTheAppsSetting() {
    let mac = AuditWindow(
      name: "Mac window",
      configuration: DimensConfiguration(
        screenWidth: 1024, screenHeight: 768, uiMode: .mac, idiom: .mac),
      textSizes: [.category(.large), .category(.xLarge)])
    #expect(mac.textSizes == [.category(.large), .category(.xLarge)])
    #expect(abs(mac.configuration(at: .category(.xLarge)).fontScale - 19.0 / 17) < 1e-12)
    #expect(mac.configuration(at: .category(.xLarge)).contentSizeCategory == .xLarge)
  }

  // Reports name a text size by its stored form (`AppTextSize.rawValue`).
  @Test func namesInReports() {
    #expect(AppTextSize.category(.large).rawValue == "large")
    #expect(AppTextSize.category(.accessibility5).rawValue == "accessibility5")
    #expect(AppTextSize.percent(150).rawValue == "150%")
    #expect(AppTextSize.percent(112.5).rawValue == "112.5%")
  }

  @Test func customPhoneSizedWindowUsesThePlatformCategories() {
    let window = AuditWindow(
      name: "custom",
      configuration: DimensConfiguration(screenWidth: 320, screenHeight: 568, idiom: .phone),
      categories: [.xSmall, .accessibility5])
    #expect(window.textSizes == [.category(.xSmall), .category(.accessibility5)])
    #expect(window.configuration(at: .category(.xSmall)).contentSizeCategory == .xSmall)
    #expect(window.configuration(at: .category(.xSmall)).screenWidth == 320)
  }
}
