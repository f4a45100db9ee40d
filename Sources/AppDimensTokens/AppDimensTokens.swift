// Module AppDimensTokens: reads design-token files — W3C/DTCG JSON, Figma's variables export,
// DTCG resolver files with their modes — into tokens with a role and a value in every window,
// for the audit (`AppDimensAudit`), the Swift generator (`TokenCodeGenerator`) and an app's
// own tests.
//
// Policy: reading is not auditing. The reader lives in a library module of its own so the
// audit, the generator and the command line all read a file the same way, and an app's tests
// can read the files its build reads without the audit's rules. It reads JSON with the tools'
// own reader (AppDimensToolSupport, standard library only) and takes bytes, so it needs no
// Foundation; the AppDimens expression language stays in the tool, handed in as
// `DesignSystem.Options.expressions`. Not in the umbrella `AppDimensDynamic`: an app's
// shipping target never pays for it.

@_exported import AppDimens
@_exported import AppDimensDevices
@_exported import AppDimensDynamicType
