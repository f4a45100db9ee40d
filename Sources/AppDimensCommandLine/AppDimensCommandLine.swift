// Module AppDimensCommandLine: everything the `appdimens` executable does, as a library so the
// tests can run the parser and the commands in-process.

@_exported import AppDimensAudit
@_exported import AppDimensDynamic
@_exported import AppDimensToolSupport
