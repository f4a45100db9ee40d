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
  #expect(AdapterNotice.ignoredTextSize.message == AppTextSize.ignoredPercentMessage)
  #expect(AdapterNotice.missingProvider.message == AdapterNotice.missingProviderMessage)
}

/// The missing-provider text is one text, whichever flag prints it (the atomic warning on iOS
/// 18 and macOS 15 and later, the main-actor notice before).
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
@Test func theMissingProviderTextIsOneText() {
  #expect(MissingProviderWarning.message == AdapterNotice.missingProviderMessage)
  #expect(MissingProviderWarning.message.contains(".appDimens()"))
}
