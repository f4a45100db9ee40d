// Module AppDimensDynamicType: Apple's type ramps and Dynamic Type scaling (Behavior Reference ›
// Dynamic Type). It re-exports the principal engine.

@_exported import AppDimens
