import Testing

@testable import AppDimensAudit

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

  @Test func names() {
    #expect(DesignPlatform(name: "ipados") == .iPadOS)
    #expect(DesignPlatform(name: "android") == nil)
    #expect(DesignPlatform.watchOS.family == .watch && DesignPlatform.macOS.family == nil)
  }
}
