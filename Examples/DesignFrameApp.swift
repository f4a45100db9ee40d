// A design drawn at its own frame: every number below is the Figma number of a 390 × 844 frame,
// and on a window of that size it is exactly that number (Behavior Reference › Design frame).
// The app-wide default is set once at launch: UIKit's `current(in:)` and every provider without
// a `designFrame:` draw for it, so a SwiftUI screen and a UIKit one in the same window agree.
// Type-checked against the stub SDKs by Scripts/check-apple.sh.

import AppDimensDynamic
import SwiftUI
import UIKit

/// The frame of the design, once for the whole app.
let designFrame = CGSize(width: 390, height: 844)

@main
struct FramedApp: App {
  init() {
    // `current(in:)`, `10.sdp(in: view)` and `.appDimens()` draw for this frame from now on.
    DimensConfiguration.defaultDesignFrame = designFrame
  }

  var body: some Scene {
    WindowGroup {
      CardView().appDimens()  // the default frame: the same numbers as the UIKit screens
    }
  }
}

struct CardView: View {
  @ScaledDimension(16) private var padding  // 16 on a 390 × 844 window, 33.6 on an iPad Air
  @ScaledDimension(text: 17) private var bodySize  // × the Dynamic Type font scale

  var body: some View {
    Text("16 pt in the design, 16 pt on its frame")
      .font(.system(size: bodySize))
      .padding(padding)
  }
}

final class CardViewController: UIViewController {
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    view.layer.cornerRadius = 12.sdp(in: view)
    // The baseline, for a value that was drawn for it rather than for the frame.
    let baseline = DimensConfiguration.current(in: view, designFrame: nil)
    view.layer.cornerRadius += CGFloat(2.sdp(baseline))
  }
}
