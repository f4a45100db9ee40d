// The seed's "SwiftUI — automatic window metrics" snippet, exactly as written (reformatted to
// the house style only). Type-checked against the stub SDKs by Scripts/check-apple.sh.

import AppDimens
import SwiftUI

@main
struct ExampleApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView().appDimens()
    }
  }
}

struct ContentView: View {
  @ScaledDimension(16) private var spacing
  @ScaledDimension(100, .width) private var width
  @ScaledDimension(text: 16) private var textSize

  var body: some View {
    VStack(spacing: spacing) {
      Text("AppDimens").font(.system(size: textSize))
    }.frame(width: width)
  }
}
