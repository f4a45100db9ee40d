// Module AppDimensAudit: checks a design — text styles, hit targets, widths — on every window
// of the device catalog and every text size, against the platform rules of Apple's Human
// Interface Guidelines and WCAG, and returns typed violations an app's tests can assert on.
//
// Policy: a token is a name, a role and a function of the window, so Swift code, design-token
// files and design points all feed one engine. The design-token reader (`DesignSystem`) lives
// here, not in the command-line tool, so an app's own tests audit the same files its CI does;
// it reads JSON with the tools' own reader (AppDimensToolSupport, standard library only) and
// takes bytes, so the engine needs no Foundation. The AppDimens expression language stays in
// the tool, handed in as `DesignSystem.Options.expressions`.

@_exported import AppDimens
@_exported import AppDimensDevices
@_exported import AppDimensDynamicType
