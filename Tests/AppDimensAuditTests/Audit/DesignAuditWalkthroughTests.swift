import Testing

@testable import AppDimensAudit
@testable import AppDimensTokens

/// The audit's acceptance scenario in Swift (the command-line tool runs the same design from a
/// tokens file): a text style capped at xxxLarge, a tiny caption, a 30-pt button and a card
/// wider than a phone give exactly those violations on phones, and nothing else does.
@Suite("DesignAudit: the four broken tokens and a clean design on phones")
struct DesignAuditWalkthroughTests {
  static let broken: [DesignToken] = [
    .text("text.heading") { 17.ssp($0, relativeTo: .body, maxSize: .xxxLarge) },
    .text("text.caption", 9.ssp),
    .target("button.height", 30.sdp),
    .width("card.width", 360.sdp),
  ]
  static let clean: [DesignToken] = [
    .text("text.body", 17.ssp),
    .text("text.footnote", 13.ssp),
    .target("row.height", 44.sdp),
    .width("card.narrow", 280.sdp),
  ]

  @Test func exactlyTheBrokenTokensOnPhones() {
    let report = DesignAudit(
      tokens: Self.clean + Self.broken, devices: DeviceCatalog.devices(in: .phone)
    ).run()
    let pairs = Set(report.violations.map { "\($0.token) \($0.rule.id)" })
    #expect(
      pairs == [
        "text.heading text-200", "text.caption text-minimum", "button.height target-size",
        "card.width fits-window",
      ])
  }

  // Three phones, literal numbers: 375, 393 and 440 pt wide.
  @Test func theNumbers() {
    let report = DesignAudit(
      tokens: Self.broken, devices: [.iPhoneSE3, .iPhone15, .iPhone17ProMax]
    ).run()
    // heading: 3 phones × 2 orientations; caption: 6 (xSmall at least); button: SE and 15 ×
    // 2; card: 3 portraits. Checks: (2 + 2 + 1 + 1) token-rule pairs × 6 windows = 36.
    #expect(report.checked == 36)
    #expect(report.violations.count == 6 + 6 + 4 + 3)
    let heading = report.violations.filter { $0.token == "text.heading" }
    // 17 × sw ÷ 300 at Large; × 23/17 at AX5. SE: 21.25 → 28.75 < 42.5.
    let se = heading.first { $0.window.name == "iPhone SE (3rd generation)" }
    #expect(se.map { abs($0.value - 28.75) < 1e-9 && abs($0.limit - 42.5) < 1e-9 } == true)
    let card = report.violations.filter { $0.token == "card.width" }
    // 360 × sw ÷ 300 = 1.2 × sw against sw: 450/375, 471.6/393, 528/440 (portrait only).
    #expect(card.map(\.window.orientation) == [.portrait, .portrait, .portrait])
    #expect(Set(card.map { ($0.value * 1000).rounded() / 1000 }) == [450, 471.6, 528])
    let button = report.violations.filter { $0.token == "button.height" }
    #expect(Set(button.map(\.window.name)) == ["iPhone SE (3rd generation)", "iPhone 15"])
    // Worst token first: text-200's 0.324 beats the card's 0.2, the caption's 0.158 and the
    // button's 0.148.
    #expect(
      report.byToken.map(\.token) == [
        "text.heading", "card.width", "text.caption", "button.height",
      ])
  }

  @Test func cleanDesignIsClean() {
    let report = DesignAudit(tokens: Self.clean, devices: DeviceCatalog.devices(in: .phone)).run()
    #expect(report.isClean)
    #expect(report.checked > 0)
  }

  // The README's example: the button fails on the phones narrower than 440 pt (30 × sw ÷ 300
  // < 44), the card in every portrait window; body text passes.
  @Test func readmeExample() {
    let report = DesignAudit(
      tokens: [
        .text("text.body", 17.ssp), .target("button.height", 30.sdp), .width("card", 360.sdp),
      ],
      devices: DeviceCatalog.devices(in: .phone)
    ).run()
    #expect(Set(report.violations.map(\.rule.id)) == ["target-size", "fits-window"])
    for violation in report.violations where violation.rule == .targetSize {
      #expect(violation.window.configuration.smallestWidth < 440)
    }
    for violation in report.violations where violation.rule == .fitsWindow {
      #expect(violation.window.orientation == .portrait)
    }
  }
}
