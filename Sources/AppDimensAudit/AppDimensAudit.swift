// Module AppDimensAudit: checks a design — text styles, hit targets, widths — on every window
// of the device catalog and every text size, against the platform rules of Apple's Human
// Interface Guidelines and WCAG, and returns typed violations an app's tests can assert on.
//
// Policy: a token is a name, a role and a function of the window, so Swift code, design-token
// files and design points all feed one engine. The design-token reader (`DesignSystem`,
// `DesignToken`) is the module AppDimensTokens, re-exported here so `import AppDimensAudit`
// reads and audits, and an app's own tests audit the same files its CI does.

@_exported import AppDimens
@_exported import AppDimensDevices
@_exported import AppDimensDynamicType
@_exported import AppDimensTokens
