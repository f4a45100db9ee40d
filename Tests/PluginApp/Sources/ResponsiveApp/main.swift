// Uses the tokens the plugin generated from design.resolver.json: a DTCG resolver whose
// `breakpoint` modifier declares its widths (compact from 0, regular from 700 points), so the
// gutter is 16 pt in a 390-point window and 32 pt in a 1024-point one; the `theme` modifier
// changes a colour only, so it does not stop the build. The control height is 44 pt in both.

import AppDimensBreakpoints
import AppDimensDynamicType

let phone = DimensConfiguration(screenWidth: 390, screenHeight: 844, displayScale: 3)
let pad = DimensConfiguration(screenWidth: 1024, screenHeight: 1366, displayScale: 2)
print(DesignTokens.Spacing.gutter.resolve(phone))
print(DesignTokens.Spacing.gutter.resolve(pad))
print(DesignTokens.Size.controlHeight.resolve(pad))
