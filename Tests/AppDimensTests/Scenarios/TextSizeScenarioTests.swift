import AppDimensTestSupport
import Testing

@testable import AppDimens

// Scenarios of the text size: where SwiftUI text and UIKit labels take their size, and that
// `ssp` (and so `@ScaledDimension(text:)`) takes the same. Apple documents where each size
// comes from (cited per test); the numbers are the HIG's iOS body sizes (ScenarioSupport).

@Suite struct TextSizeScenarios {
  /// A cap around the provider: `.dynamicTypeSize(...DynamicTypeSize.xxLarge)` "Limits the
  /// Dynamic Type size within the view to the given range" (developer.apple.com/
  /// documentation/swiftui/view/dynamictypesize(_:)-26aj0), so at system AX5 the environment
  /// at the provider says xxLarge — and so does the window's configuration. The provider's own
  /// range (everything) is intersected with the cap by SwiftUI ("If the Dynamic Type size is
  /// limited to multiple ranges, the result is their intersection", same page), so the text
  /// below is xxLarge too. 16.ssp on a 390 × 844 window: 16 × 1.3 × 21 ÷ 17.
  @Test func aCapAroundTheProviderReachesSsp() {
    let choice = WindowChoice(
      window: phoneWindow, environment: traits(category: .xxLarge), system: .uiKit)
    #expect(choice.configuration.contentSizeCategory == .xxLarge)
    #expect(isClose(16.ssp(choice.configuration), 25.694117647, tolerance: 1e-9))
    #expect(choice.contentDynamicTypeRange == .xSmall ... .accessibility5)
  }

  /// A cap inside the provider (`Content().dynamicTypeSize(...xxLarge).appDimens()`) applies
  /// to the content only: the provider's environment still says AX5, so `ssp` follows AX5
  /// while the capped text says xxLarge — the trap the documentation names. The cure is the
  /// provider's own cap, which both follow: its range ends at xxLarge.
  @Test func aCapBelowTheProviderIsNotSeenAndMaxSizeIsTheCure() {
    let uncapped = WindowChoice(
      window: phoneWindow, environment: traits(category: .accessibility5), system: .uiKit)
    #expect(uncapped.configuration.contentSizeCategory == .accessibility5)
    let capped = WindowChoice(
      window: phoneWindow, environment: traits(category: .accessibility5), system: .uiKit,
      options: ProviderOptions(maxSize: .xxLarge))
    #expect(capped.configuration.contentSizeCategory == .xxLarge)
    #expect(capped.contentDynamicTypeRange == .xSmall ... .xxLarge)
    #expect(isClose(capped.configuration.fontScale, 21.0 / 17, tolerance: 1e-12))
  }

  /// Trait overrides. Apple: "Setting a trait override on a window scene affects all view
  /// controllers and views within that scene. Setting a trait override on a specific view
  /// affects only that view and its subviews" (developer.apple.com/documentation/uikit/
  /// traits-and-the-trait-environment), and a hosting controller's SwiftUI content sees its
  /// traits as its environment (WWDC23 "Unleash the UIKit trait system", SwiftUI bridging).
  /// So: a window override reaches the island and every UIKit view alike; a view controller's
  /// override reaches its own island (or its own views) only — and each of them agrees with
  /// its own text, which is the point.
  @Test func traitOverridesReachTheValuesTheyReachTheText() {
    // Window (or scene) override: AX2 everywhere in the window. Body at AX2 is 33 pt.
    let islandInOverriddenWindow = WindowChoice(
      window: phoneWindow, environment: traits(category: .accessibility2), system: .uiKit)
    let uiKitInOverriddenWindow = WindowChoice.uiKit(
      window: phoneWindow, traits: traits(category: .accessibility2), system: .uiKit,
      maxSize: nil, designFrame: nil)
    #expect(islandInOverriddenWindow.configuration == uiKitInOverriddenWindow.configuration)
    #expect(
      isClose(islandInOverriddenWindow.configuration.fontScale, 33.0 / 17, tolerance: 1e-12))
    // The hosting controller's own override (view-controller level): its island at AX2, a
    // UIKit view in a sibling controller at the window's Large. Same window size.
    let siblingView = WindowChoice.uiKit(
      window: phoneWindow, traits: traits(), system: .uiKit, maxSize: nil, designFrame: nil)
    #expect(islandInOverriddenWindow.configuration.contentSizeCategory == .accessibility2)
    #expect(siblingView.configuration.contentSizeCategory == .large)
    #expect(
      islandInOverriddenWindow.configuration.screenWidth == siblingView.configuration.screenWidth)
    // A view-level override (UIView.traitOverrides, iOS 17) or a parent's
    // `maximumContentSizeCategory` ("The maximum content size category for the view and its
    // subviews", developer.apple.com/documentation/uikit/uiview/maximumcontentsizecategory):
    // the view's trait collection carries it, and so does its configuration.
    let cappedSubview = WindowChoice.uiKit(
      window: phoneWindow, traits: traits(category: .xxLarge), system: .uiKit, maxSize: nil,
      designFrame: nil)
    #expect(cappedSubview.configuration.contentSizeCategory == .xxLarge)
  }

  /// A Dynamic Type change: SwiftUI updates the environment before it runs the bodies that
  /// read it ("This value changes as the user's chosen Dynamic Type size changes",
  /// developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize), so the pass
  /// that shows the new text size has it — nothing waits for the window to be sampled again.
  @Test func aTextSizeChangeIsSeenInThePassThatShowsIt() {
    let root = HostGeometry(width: 390, height: 763, top: 47, bottom: 34)
    let before = WindowChoice(
      window: phoneWindow, host: root, environment: traits(), system: .uiKit)
    let after = WindowChoice(
      window: phoneWindow, host: root, environment: traits(category: .accessibility3),
      system: .uiKit)
    #expect(isClose(before.configuration.fontScale, 1, tolerance: 1e-12))
    // Body at AX3 is 40 pt: 16.ssp = 16 × 1.3 × 40 ÷ 17.
    #expect(isClose(16.ssp(after.configuration), 48.941176471, tolerance: 1e-9))
  }

  /// The app's own text size: a category becomes the island's, within its cap, and the
  /// content's range is that one size so SwiftUI text follows it too.
  @Test func anAppCategoryIsTheIslandsSizeWithinTheCap() {
    let choice = WindowChoice(
      window: phoneWindow, environment: traits(category: .small), system: .uiKit,
      options: ProviderOptions(maxSize: .xxLarge, textSize: .category(.accessibility2)))
    #expect(choice.configuration.contentSizeCategory == .xxLarge)
    #expect(choice.contentDynamicTypeRange == .xxLarge ... .xxLarge)
    #expect(!choice.ignoresTextSize)
  }

  /// Mac Catalyst with the Mac idiom ("Optimize Interface for Mac": UIUserInterfaceIdiom.mac;
  /// "screen points are the same size as in AppKit-based apps", developer.apple.com/
  /// documentation/uikit/choosing-a-user-interface-idiom-for-your-mac-app) is a Mac: the
  /// configuration and the font helpers both take the Mac's text path, where the app's
  /// percentage is the text size (13.ssp on a 1280 × 800 window: 13 × 800 ÷ 300 × 1.5). With
  /// the iPad idiom it is an iPad, and the percentage is ignored (once, with a message).
  @Test func macCatalystTakesOneTextPathPerIdiom() {
    let window = WindowSample(width: 1280, height: 800, screenWidth: 1512, screenHeight: 982)
    let macIdiom = WindowChoice(
      window: window, environment: traits(scale: 2, horizontal: .regular, idiom: .mac),
      system: .uiKitOnMac, options: ProviderOptions(textSize: .percent(150)))
    #expect(macIdiom.text == ProviderText(platform: .macOS, fontScale: 1.5))
    #expect(macIdiom.text.fixedSizeScale == 1.5)
    #expect(isClose(13.ssp(macIdiom.configuration), 52, tolerance: 1e-9))
    #expect(!macIdiom.ignoresTextSize)
    let padIdiom = WindowChoice(
      window: window, environment: padTraits(category: .xLarge), system: .uiKitOnMac,
      options: ProviderOptions(textSize: .percent(150)))
    #expect(padIdiom.text.platform == .iOS)
    #expect(padIdiom.text.fixedSizeScale == 1)
    #expect(padIdiom.ignoresTextSize)
    // Body at xLarge is 19 pt.
    #expect(isClose(padIdiom.configuration.fontScale, 19.0 / 17, tolerance: 1e-12))
  }
}
