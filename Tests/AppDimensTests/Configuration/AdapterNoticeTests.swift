import Testing

@testable import AppDimens

@MainActor
@Test func aNoticeFiresOnceThenStaysQuiet() {
  var received: [String] = []
  let notice = AdapterNotice("text") { received.append($0) }
  #expect(!notice.hasFired)
  #expect(notice.fire())
  #expect(notice.hasFired)
  #expect(!notice.fire())
  #expect(!notice.fire())
  #expect(received == ["text"])
}

/// Each message says what happened and names the fix in the API's own spelling.
@Test func theMessagesNameTheFix() {
  let offWindow = AdapterNotice.offWindowMessage
  #expect(offWindow.contains("current(in:)"))
  #expect(offWindow.contains("300 × 533"))
  #expect(offWindow.contains("layoutSubviews()"))
  #expect(offWindow.contains("updateConfiguration(using:)"))
  #expect(offWindow.contains("window scene"))
  let nested = AdapterNotice.nestedProviderMessage
  #expect(nested.contains(".appDimens()"))
  #expect(nested.contains("remove it"))
}

@MainActor
@Test func theSharedNoticesCarryTheirMessages() {
  #expect(AdapterNotice.offWindow.message == AdapterNotice.offWindowMessage)
  #expect(AdapterNotice.nestedProvider.message == AdapterNotice.nestedProviderMessage)
}

/// A provider inside another's content is nested wherever presented content shares its
/// presenter's window (UIKit presents sheets and popovers in the presenter's `UIWindow`); on
/// macOS a sheet is a window of its own, so a provider there is never reported.
@Test(arguments: WindowSystem.allCases)
func aProviderInsideAnotherIsNestedWhereSheetsShareTheWindow(_ system: WindowSystem) {
  #expect(!AdapterNotice.isNestedProvider(insideProvider: false, system: system))
  #expect(
    AdapterNotice.isNestedProvider(insideProvider: true, system: system) == (system != .appKit))
}
