import Testing

@testable import AppDimensAudit
@testable import AppDimensTokens

@Suite("DesignPlatform: the windows a design is for")
struct DesignPlatformTests {
  /// By hand from the catalog: every iPhone has a portrait and a landscape window; iPads add
  /// their Split View panes; the Mac is one window of our own.
  @Test func windowsPerPlatform() {
    let phones = DeviceCatalog.devices(in: .phone)
    #expect(DesignPlatform.windows(of: [.iOS]).count == 2 * phones.count)
    let pads = AuditWindow.windows(of: DeviceCatalog.devices(in: .pad)).count
    #expect(DesignPlatform.windows(of: [.iOS, .iPadOS]).count == 2 * phones.count + pads)
    let mac = DesignPlatform.windows(of: [.macOS])
    #expect(mac.count == 1 && mac.first?.configuration.screenWidth == 1280)
    #expect(mac.first?.platform == .macOS)
    #expect(DesignPlatform.defaultPlatforms == [.iOS, .iPadOS])
  }

  /// `devices` narrows to the platforms' devices (a watch is not an iOS window).
  @Test func devicesNarrow() {
    let windows = DesignPlatform.windows(of: [.iOS], devices: [.iPhoneSE3, .appleWatch41mm])
    #expect(windows.count == 2 && windows.allSatisfy { $0.name == DeviceProfile.iPhoneSE3.name })
  }

  /// A design frame reaches every window, the Mac window too; none keeps the baseline.
  @Test func aDesignFrameReachesEveryWindow() {
    let frame = DesignFrame(width: 390, height: 844)
    let windows = DesignPlatform.windows(of: [.iOS, .macOS], designFrame: frame)
    #expect(windows.count == 2 * DeviceCatalog.devices(in: .phone).count + 1)
    #expect(windows.allSatisfy { $0.configuration.designFrame == frame })
    // The Mac window on a 390 × 844 frame: 16 × min(1280, 800) ÷ 390 = 12800 ÷ 390.
    let mac = windows.last?.configuration
    #expect(mac.map { abs(16.sdp($0) - 12800 / 390) < 1e-9 } == true)
    #expect(DesignPlatform.windows(of: [.macOS]).first?.configuration.designFrame == nil)
  }

  @Test func names() {
    #expect(DesignPlatform(name: "ipados") == .iPadOS)
    #expect(DesignPlatform(name: "android") == nil)
    #expect(DesignPlatform.watchOS.family == .watch && DesignPlatform.macOS.family == nil)
  }
}
