// Uses the tokens the plugin generated from a Tokens Studio export (tokens/$themes.json, its
// $metadata.json and the sets they name): two themes of a colour-scheme group that differ in a
// colour only, so every size is one member with no flag — 12 pt spacing, 17 pt body text at
// the default text size.

import AppDimensDynamicType

let window = DimensConfiguration(screenWidth: 390, screenHeight: 844, displayScale: 3)
print(DesignTokens.Spacing.md.resolve(window))
print(DesignTokens.FontSize.body.resolve(window))
