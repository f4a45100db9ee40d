// Module AppDimensAudit: checks a design — text styles, hit targets, widths — on every window
// of the device catalog and every text size, against the platform rules of Apple's Human
// Interface Guidelines and WCAG, and returns typed violations an app's tests can assert on.
//
// Policy: the audit only resolves values and compares them with limits. Reading design-token
// files (JSON) is the command-line tool's job; here a token is a name, a role and a function of
// the window, so Swift code, the tool and future sources (design points) all feed one engine.

@_exported import AppDimens
@_exported import AppDimensDevices
@_exported import AppDimensDynamicType
