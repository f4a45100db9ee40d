import Testing

@testable import AppDimens

/// The rows of `ProviderWindow`'s table: when the provider measures its container.
@Test func theProviderMeasuresItsContainerWhenAskedOrInAWidget() {
  let widget: String? = "com.apple.widgetkit-extension"
  let share: String? = "com.apple.share-services"
  let app: String? = nil
  #expect(!ProviderWindow.automatic.measuresContainer(extensionPoint: app))
  #expect(ProviderWindow.automatic.measuresContainer(extensionPoint: widget))
  #expect(!ProviderWindow.automatic.measuresContainer(extensionPoint: share))
  for place in [app, widget, share] {
    #expect(ProviderWindow.container.measuresContainer(extensionPoint: place))
    #expect(!ProviderWindow.designFrame.measuresContainer(extensionPoint: place))
  }
}
