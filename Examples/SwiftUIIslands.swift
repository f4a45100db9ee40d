// A UIKit app with SwiftUI islands. Each island installs the provider at its own root (a
// hosting controller's root view) and resolves what UIKit's `current(in:)` resolves in the same
// window, whatever the island's own size; a UIKit cell resolves once it is in its window; a
// view rendered to an image or a widget measures its container instead. Type-checked against
// the stub SDKs by Scripts/check-apple.sh and against Apple's iOS SDK by the real-SDK check.

import AppDimensDynamic
import SwiftUI
import UIKit

/// A SwiftUI card shown inside a UIKit screen.
struct PriceCard: View {
  @ScaledDimension(16) private var padding
  @ScaledDimension(text: 17) private var priceSize

  var body: some View {
    Text("$4.99")
      .font(.system(size: priceSize))
      .padding(padding)
  }
}

/// A UIKit screen with a SwiftUI card in it.
final class ProductViewController: UIViewController {
  private let badge = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    // The island: a provider at the hosting controller's root. Its values come from this
    // window (390 points wide on an iPhone 15: 16.sdp is 20.8), not from the card's frame.
    let card = UIHostingController(rootView: PriceCard().appDimens())
    addChild(card)
    view.addSubview(card.view)
    card.didMove(toParent: self)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // The same window, so the same 20.8 as the card's `@ScaledDimension(16)`.
    badge.layer.cornerRadius = 16.sdp(in: view)
  }
}

/// A UIKit cell: configured in `tableView(_:cellForRowAt:)` before it is in a window, so it
/// resolves in `layoutSubviews()`, which runs once the table has placed it in its window.
final class ProductCell: UITableViewCell {
  override func layoutSubviews() {
    super.layoutSubviews()
    let configuration = DimensConfiguration.current(in: self)
    let inset = CGFloat(12.sdp(configuration))
    contentView.directionalLayoutMargins = .init(
      top: inset, leading: inset, bottom: inset, trailing: inset)
  }
}

/// The configuration of a scene before any view is in its window (a scene delegate's
/// `scene(_:willConnectTo:options:)`).
@MainActor
func launchConfiguration(of scene: UIWindowScene) -> DimensConfiguration {
  DimensConfiguration.current(in: scene)
}

/// A card rendered into an image (`ImageRenderer`) or shown as a widget: there is no window
/// to find, so the provider measures the container it is given, 600 × 315 points here.
struct ShareCard: View {
  var body: some View {
    PriceCard()
      .appDimens(window: .container)
      .frame(width: 600, height: 315)
  }
}
