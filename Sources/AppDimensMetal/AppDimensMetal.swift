// Module AppDimensMetal: the window metrics as a fixed 64-byte GPU uniform block (Behavior
// Reference › Metal uniforms).
//
// Policy: `AppDimensUniforms` is portable and tested everywhere; only `Apple/` touches Metal,
// fenced with `#if canImport(Metal)`. On watchOS (no Metal) the module is the portable part.
// It re-exports the principal engine.

@_exported import AppDimens
