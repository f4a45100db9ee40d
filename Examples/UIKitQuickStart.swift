// The seed's "UIKit — automatic window metrics" snippet, exactly as written (reformatted to the
// house style only). Type-checked against the stub SDKs by Scripts/check-apple.sh.

import AppDimens
import UIKit

@MainActor
func configure(view: UIView) {
  view.layer.cornerRadius = 10.sdp(in: view)
  let width = 100.wdp(in: view)
}
