// Probe: design points in SwiftUI, spelled as the documentation shows them. Scripts/check-apple.sh
// type-checks this file against the modules it built with the stubs, so `@ScaledDimension`
// keeps accepting a design-points literal (and stays unambiguous with its number initializers).

import AppDimens
import SwiftUI

struct DesignPointsProbeView: View {
  @ScaledDimension([390: 16, 820: 24, 1280: 32]) private var padding
  @ScaledDimension(DesignPoints([390: 343, 1280: 720], qualifier: .width)) private var column
  @ScaledDimension(text: [390: 17, 820: 19, 1280: 21]) private var bodySize
  @ScaledDimension(text: [390: 28, 1280: 40], fontScale: false) private var fixedTitle
  @Environment(\.appDimensConfiguration) private var configuration

  var body: some View {
    let gutter: DesignPoints = [390: 12, 820: 20]
    Text("Design points")
      .font(.system(size: bodySize + fixedTitle))
      .padding(padding + CGFloat(gutter.resolve(configuration)))
      .frame(width: column)
  }
}
