// Uses the tokens the plugin generated from app.tokens.json: 44 pt for the control height in
// any window (fixed scaling), 17 pt body text at the default text size, and 6 tokens in all.

import AppDimensDynamicType

let window = DimensConfiguration(screenWidth: 390, screenHeight: 844, displayScale: 3)
print(DesignTokens.Size.controlHeight.resolve(window))
print(DesignTokens.FontSize.body.resolve(window))
print(DesignTokens.all.count)
