// The seed's "Complete UIKit example", exactly as written (reformatted to the house style
// only). Type-checked against the stub SDKs by Scripts/check-apple.sh.

import AppDimensDynamic
import UIKit

final class CardViewController: UIViewController {
  private let card = UIView()
  private let titleLabel = UILabel()

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()

    let configuration = DimensConfiguration.current(in: view)
    let inset = CGFloat(16.sdp(configuration))
    let radius = CGFloat(12.sdpa(configuration))

    card.layer.cornerRadius = radius
    card.directionalLayoutMargins = .init(
      top: inset,
      leading: inset,
      bottom: inset,
      trailing: inset
    )

    titleLabel.font = .systemFont(
      ofSize: CGFloat(17.ssp(configuration))
    )
  }
}
