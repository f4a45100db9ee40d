// A text-size setting of the app's own: macOS has no Dynamic Type, so a text-heavy Mac app
// offers one (as Mail and Notes do). The percentage is stored with @AppStorage, a Settings
// slider edits it, and the provider turns it into every window's fontScale, which `ssp`,
// `@ScaledDimension(text:)`, `.font(size:style:)` and `@ScaledMetricWithMaxSize` follow. A Mac
// Catalyst app with the Mac idiom is a Mac too, so the fence names it. On the platforms with
// Dynamic Type the system's text size decides (a percentage would be ignored there), so the
// app passes no text size. The Settings window is sized by its content, so its provider
// measures no window (`window: .designFrame`): a value that followed that window would resize
// the content, which would resize the window again.
// Type-checked against the stub SDKs by Scripts/check-apple.sh.

import AppDimensDynamic
import SwiftUI

@main
struct NotesApp: App {
  @AppStorage("textSizePercent") private var textSizePercent = 100.0

  var body: some Scene {
    WindowGroup {
      #if os(macOS) || targetEnvironment(macCatalyst)
        NoteView().appDimens(textSize: .percent(textSizePercent))
      #else
        NoteView().appDimens()
      #endif
    }
    #if os(macOS)
      Settings {
        TextSizeSettings().appDimens(textSize: .percent(textSizePercent), window: .designFrame)
      }
    #endif
  }
}

/// The Settings pane: a slider from 85 % to 200 % in steps of 5.
struct TextSizeSettings: View {
  @AppStorage("textSizePercent") private var textSizePercent = 100.0

  var body: some View {
    Form {
      Slider(value: $textSizePercent, in: AppTextSize.percentRange, step: 5) {
        Text("Text size")
      }
      Text("\(Int(textSizePercent)) %")
    }
  }
}

/// A note whose text follows the app's text size on the Mac and Dynamic Type elsewhere.
struct NoteView: View {
  @ScaledDimension(text: 13) private var bodySize

  var body: some View {
    VStack {
      Text("Title").font(style: .title3)
      Text("Body text").font(.system(size: bodySize))
    }
  }
}
