// swift-format-ignore-file
// The README's first headless example as written there (InstallationTests checks that the
// block below is the README's, line for line), then its three values printed for
// Scripts/check-install.sh, which compares them with the README's comments.

// README: begin
import AppDimens

let configuration = DimensConfiguration(screenWidth: 390, screenHeight: 844)
10.sdp(configuration)    // 13
16.sdpa(configuration)   // 21.550307 (aspect-ratio variant)
16.scaledDp
  .screen(24, qualifier: .width, minimum: 600)
  .rotate(12, .landscape)
  .resolve(configuration)  // 20.8: no condition matches a portrait phone
// README: end

print(10.sdp(configuration))
print(16.sdpa(configuration))
print(
  16.scaledDp
    .screen(24, qualifier: .width, minimum: 600)
    .rotate(12, .landscape)
    .resolve(configuration))
